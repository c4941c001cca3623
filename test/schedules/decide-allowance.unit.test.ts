// The call allowances: the month and day a call counts in, the snapshot (remaining, resets_at),
// 429 when an allowance is spent (Retry-After to its reset) and the call label's shape.
import { describe, it, expect } from 'vitest';
import {
  admit,
  callKind,
  enforceQuota,
  periods,
  refusal,
  snapshot,
} from '../../subgraphs/schedules/decide/allowance.js';
import { AppError } from '../../platform/errors.js';

const now = new Date('2026-12-31T23:59:30Z');
const usage = (month_used: number, monthly_calls: number | null, day_used: number, daily_key_calls: number | null) =>
  snapshot('starter', { month_used, monthly_calls, day_used, daily_key_calls }, periods(now), false);

describe('allowance', () => {
  it('counts in the UTC month and day, resetting at their ends', () => {
    expect(usage(3, 10, 1, null)).toEqual({
      plan: 'starter',
      month: { period: '2026-12', used: 3, limit: 10, remaining: 7, resets_at: '2027-01-01T00:00:00.000Z' },
      day: { period: '2026-12-31', used: 1, limit: null, remaining: null, resets_at: '2027-01-01T00:00:00.000Z' },
      counted: false,
    });
  });

  it.each([
    { case: 'room left', s: usage(9, 10, 4, 5), refused: null },
    { case: 'uncapped', s: usage(900, null, 900, null), refused: null },
    { case: 'month spent', s: usage(10, 10, 0, 5), refused: 'month' },
    { case: 'day spent', s: usage(1, 10, 5, 5), refused: 'day' },
    { case: 'both spent: the month first', s: usage(12, 10, 5, 5), refused: 'month' },
  ])('$case', ({ s, refused }) => {
    let err: unknown = null;
    try {
      enforceQuota(s, now);
    } catch (e) {
      err = e;
    }
    if (!refused) return expect(err).toBeNull();
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect([e.code, e.headers?.['Retry-After'], (e.details as { limit: string }).limit]).toEqual([
      'QUOTA_EXCEEDED',
      '30',
      refused,
    ]);
  });

  it.each([
    { used: 0, cap: null, admitted: true },
    { used: 1_000_000, cap: null, admitted: true },
    { used: 0, cap: 0, admitted: false },
    { used: 2, cap: 3, admitted: true },
    { used: 3, cap: 3, admitted: false },
    { used: 4, cap: 3, admitted: false },
  ])('admits one more call at $used of $cap: $admitted', ({ used, cap, admitted }) => {
    expect(admit(used, cap)).toBe(admitted);
  });

  it.each([
    { case: 'both with room', month: { used: 2, cap: 3 }, day: { used: 0, cap: 1 }, by: null },
    { case: 'no day without a key', month: { used: 2, cap: 3 }, day: null, by: null },
    { case: 'the month spent', month: { used: 3, cap: 3 }, day: { used: 0, cap: 1 }, by: 'month' },
    { case: 'the day spent', month: { used: 2, cap: null }, day: { used: 1, cap: 1 }, by: 'day' },
    { case: 'both spent: the month first', month: { used: 3, cap: 3 }, day: { used: 1, cap: 1 }, by: 'month' },
  ])('refuses a call when $case: $by', ({ month, day, by }) => {
    expect(refusal(month, day)).toBe(by);
  });

  it.each([
    ['schedules_search', true],
    ['mcp.find_sailings', true],
    ['Schedules', false],
    ['1st', false],
    ['a'.repeat(65), false],
  ])('call label %s accepted: %s', (kind, ok) => {
    if (ok) expect(callKind(kind)).toBe(kind);
    else expect(() => callKind(kind)).toThrow('kind must be a short lower-case label');
  });
});
