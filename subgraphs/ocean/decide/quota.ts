// The plan's allowance at an add (docs/ocean.md, Plans and quotas): unique shipments a month,
// container slots, the pay-as-you-go spend cap; and the usage answer (Query.ocean_usage).
import { AppError } from '../../../platform/errors.js';
import type { UsageNow } from '../store/index.js';

/** The usage period of a moment: its UTC month, YYYY-MM. */
export const usagePeriod = (now: Date) => now.toISOString().slice(0, 7);

/** The refusal of an add this usage does not allow, or null when the plan allows it. */
export function quotaError(u: UsageNow): AppError | null {
  const a = u.allowance;
  if (!u.counted && a.unique_shipments_per_month !== null && u.unique_used >= a.unique_shipments_per_month) {
    return new AppError(
      'UNIQUE_QUOTA_EXCEEDED',
      `the ${a.plan} plan tracks ${a.unique_shipments_per_month} unique shipments a month; ${u.unique_used} used in ${u.period}`,
      {
        status: 402,
        details: { quota: { total: a.unique_shipments_per_month, used: u.unique_used, remaining: 0 } },
      },
    );
  }
  if (a.container_slots !== null && u.active_records >= a.container_slots) {
    return new AppError(
      'CONTAINER_QUOTA_EXCEEDED',
      `no container slot free: the ${a.plan} plan tracks ${a.container_slots} at once; archive one first`,
      {
        status: 402,
        details: { quota: { total: a.container_slots, used: u.active_records, remaining: 0 } },
      },
    );
  }
  if (
    !u.counted &&
    a.payg_price_usd !== null &&
    u.spend_cap_usd !== null &&
    u.spent_usd + Number(a.payg_price_usd) > Number(u.spend_cap_usd) + 1e-9
  ) {
    return new AppError(
      'PAYG_SPEND_CAP_REACHED',
      `this add would bring ${u.period} spend to ${(u.spent_usd + Number(a.payg_price_usd)).toFixed(2)} USD, over the cap of ${Number(u.spend_cap_usd).toFixed(2)} USD`,
      {
        status: 402,
        details: {
          spend_cap_usd: Number(u.spend_cap_usd),
          spent_usd: u.spent_usd,
          price_usd: Number(a.payg_price_usd),
        },
      },
    );
  }
  return null;
}

/** The usage answer: each allowance with what is used of it and what remains. */
export function usageAnswer(u: UsageNow) {
  const a = u.allowance;
  const quota = (total: number | null, used: number) => ({
    total,
    used,
    remaining: total === null ? null : Math.max(0, total - used),
  });
  return {
    plan: a.plan,
    period: u.period,
    unique_shipments: quota(a.unique_shipments_per_month, u.unique_used),
    container_slots: quota(a.container_slots, u.active_records),
    payg_price_usd: a.payg_price_usd === null ? null : Number(a.payg_price_usd),
    payg_spend_cap_usd: a.payg_price_usd === null || u.spend_cap_usd === null ? null : Number(u.spend_cap_usd),
    payg_spent_usd: a.payg_price_usd === null ? null : u.spent_usd,
  };
}

/** A spend cap in USD: 0 to 1,000,000, or null for none. */
export function checkSpendCap(usd: number | null): number | null {
  if (usd !== null && (!Number.isFinite(usd) || usd < 0 || usd > 1_000_000))
    throw new AppError('VALIDATION_ERROR', 'the spend cap must be a number of USD from 0 to 1000000, or null');
  return usd;
}
