// Admission of a legacy call (docs/legacy.md, Answers): counted against the plan's compat call
// allowance, 403 once the surface has ended for the account, 429 when the allowance is spent.
import type { Services } from '../../../../platform/services.js';
import type { Principal } from '../../../../platform/context.js';
import { AppError } from '../../../../platform/errors.js';
import type { LegacyQuota } from '../decide/answer.js';
import { periods } from '../decide/usage.js';
import { legacySettings } from '../settings.js';
import { admit, type Admission, type UsageCounters } from '../store/index.js';

const usageHeaders = (u: UsageCounters): Record<string, string> => ({
  'X-Usage-Day': String(u.day),
  'X-Usage-Week': String(u.week),
  'X-Usage-Month': String(u.month),
  'X-Usage-Lifetime': String(u.lifetime),
});

/** metadata.api_calls: the organisation's compat calls this month against its allowance. */
export function apiCalls(adm: Admission): LegacyQuota {
  return {
    total: adm.allowance,
    used: adm.orgMonth,
    remaining: adm.allowance === null ? null : Math.max(0, adm.allowance - adm.orgMonth),
  };
}

/** Counts the call against the plan's allowance: 403 once the surface has ended for the account, 429 when spent. */
export async function admitCall(
  services: Services,
  principal: Principal,
  identifier: string,
  now: Date,
): Promise<Admission> {
  const adm = await admit(services.db, {
    orgId: principal.orgId,
    keyId: principal.keyId,
    plan: principal.plan,
    identifier,
    now,
    cacheSeconds: legacySettings(services).cacheSeconds,
  });
  if (adm.expired) {
    throw new AppError(
      'ACCESS_EXPIRED',
      `access to the compatible tracking surface ended on ${adm.expiredAt!.toISOString()}`,
      { status: 403 },
    );
  }
  if (!adm.counted) {
    const reset = periods(now).nextMonth;
    const wait = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000));
    throw new AppError(
      'QUOTA_EXCEEDED',
      `plan allowance spent: the ${adm.plan} plan allows ${adm.allowance} compatible-surface calls a month; ${adm.orgMonth} used; resets ${reset.toISOString()}`,
      { status: 429, headers: { 'Retry-After': String(wait), ...usageHeaders(adm.key) } },
    );
  }
  return adm;
}

/** An error after the call was counted and then uncounted: a 429's usage headers show the counters before it. */
export function uncounted(e: unknown, adm: Admission): unknown {
  if (!(e instanceof AppError && e.status === 429)) return e;
  const k = adm.key;
  const before = { day: k.day - 1, week: k.week - 1, month: k.month - 1, lifetime: k.lifetime - 1 };
  return new AppError(e.code, e.message, {
    status: 429,
    details: e.details,
    headers: { ...e.headers, ...usageHeaders(before) },
  });
}
