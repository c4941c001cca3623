// The plan's allowance at an add (subgraphs/ocean/decide/quota.ts): which refusal a usage gives,
// the usage answer, the spend cap's range.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkSpendCap, quotaError, usageAnswer, usagePeriod } from '../../subgraphs/ocean/decide/quota.js';
import type { UsageNow } from '../../subgraphs/ocean/store/index.js';

const usage = (over: Partial<UsageNow> = {}, allowance: Partial<UsageNow['allowance']> = {}): UsageNow => ({
  allowance: {
    plan: 'starter',
    unique_shipments_per_month: 10,
    container_slots: 5,
    payg_price_usd: null,
    default_spend_cap_usd: null,
    ...allowance,
  },
  period: '2026-03',
  unique_used: 0,
  counted: false,
  active_records: 0,
  spent_usd: 0,
  spend_cap_usd: null,
  ...over,
});

describe('quotaError', () => {
  it.each([
    ['room left', usage({ unique_used: 9, active_records: 4 }), null],
    ['the month used up', usage({ unique_used: 10 }), 'UNIQUE_QUOTA_EXCEEDED'],
    ['the month used up, the reference already counted', usage({ unique_used: 10, counted: true }), null],
    ['every slot taken', usage({ active_records: 5 }), 'CONTAINER_QUOTA_EXCEEDED'],
    [
      'no limits',
      usage({ unique_used: 99, active_records: 99 }, { unique_shipments_per_month: null, container_slots: null }),
      null,
    ],
    [
      'over the spend cap',
      usage({ spent_usd: 9.5, spend_cap_usd: 10 }, { payg_price_usd: 1, unique_shipments_per_month: null }),
      'PAYG_SPEND_CAP_REACHED',
    ],
    [
      'exactly at the spend cap',
      usage({ spent_usd: 9, spend_cap_usd: 10 }, { payg_price_usd: 1, unique_shipments_per_month: null }),
      null,
    ],
  ])('%s: %s', (_, u, expected) => {
    const err = quotaError(u);
    expect(err?.code ?? null).toBe(expected);
    if (err) expect(err.status).toBe(402);
  });
});

describe('usageAnswer', () => {
  it('gives each allowance with what is used and what remains', () => {
    expect(usageAnswer(usage({ unique_used: 3, active_records: 7 }))).toEqual({
      plan: 'starter',
      period: '2026-03',
      unique_shipments: { total: 10, used: 3, remaining: 7 },
      container_slots: { total: 5, used: 7, remaining: 0 },
      payg_price_usd: null,
      payg_spend_cap_usd: null,
      payg_spent_usd: null,
    });
  });

  it('shows the pay-as-you-go figures on a pay-as-you-go plan', () => {
    expect(
      usageAnswer(usage({ spent_usd: 4, spend_cap_usd: 20 }, { payg_price_usd: 2, unique_shipments_per_month: null })),
    ).toMatchObject({
      unique_shipments: { total: null, remaining: null },
      payg_price_usd: 2,
      payg_spend_cap_usd: 20,
      payg_spent_usd: 4,
    });
  });
});

describe('usagePeriod and checkSpendCap', () => {
  it('a period is the UTC month', () => expect(usagePeriod(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03'));

  it.each([
    [null, true],
    [0, true],
    [1_000_000, true],
    [-1, false],
    [1_000_001, false],
    [Number.NaN, false],
  ])('spend cap %s accepted: %s', (usd, ok) => {
    if (ok) expect(checkSpendCap(usd)).toBe(usd);
    else expect(() => checkSpendCap(usd)).toThrow(AppError);
  });
});
