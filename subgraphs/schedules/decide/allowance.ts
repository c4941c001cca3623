// The call allowances' rules (docs/schedules.md, Counting): the periods a call counts in, the
// counters' snapshot, and the refusals (429 when an allowance is spent, 503 when unreadable).
import { AppError } from '../../../platform/errors.js';
import type { UsageRow } from '../store/index.js';

const SERVICE_RETRY_SECONDS = 5;

interface UsagePeriod {
  period: string;
  used: number;
  /** null = uncapped. */
  limit: number | null;
  remaining: number | null;
  resets_at: string;
}

export interface UsageSnapshot {
  plan: string;
  month: UsagePeriod;
  day: UsagePeriod;
  /** Whether the call that produced this snapshot was counted. */
  counted: boolean;
}

export interface Periods {
  month: string;
  day: string;
  monthEnd: Date;
  dayEnd: Date;
}

export function periods(now: Date): Periods {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  return {
    month: new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10),
    day: now.toISOString().slice(0, 10),
    monthEnd: new Date(Date.UTC(y, m + 1, 1)),
    dayEnd: new Date(Date.UTC(y, m, d + 1)),
  };
}

/** One counter against its allowance (cap null = uncapped). */
interface Allowance {
  used: number;
  cap: number | null;
}

/** Whether one more call fits the allowance (a cap of 0 admits none). */
export function admit(used: number, cap: number | null): boolean {
  return cap === null || used < cap;
}

/**
 * Which allowance refuses one more call, the month first (the organisation's, then the key's
 * day; no day without a key); null when both have room, and the call counts in both.
 */
export function refusal(month: Allowance, day: Allowance | null): 'month' | 'day' | null {
  if (!admit(month.used, month.cap)) return 'month';
  if (day && !admit(day.used, day.cap)) return 'day';
  return null;
}

export function snapshot(plan: string, row: UsageRow, p: Periods, counted: boolean): UsageSnapshot {
  const part = (period: string, used: number, limit: number | null, end: Date): UsagePeriod => ({
    period,
    used,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resets_at: end.toISOString(),
  });
  return {
    plan,
    month: part(p.month.slice(0, 7), row.month_used, row.monthly_calls, p.monthEnd),
    day: part(p.day, row.day_used, row.daily_key_calls, p.dayEnd),
    counted,
  };
}

export function unavailable(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'access could not be checked; the request was not run', {
    headers: { 'Retry-After': String(SERVICE_RETRY_SECONDS) },
    details: { retry_after_seconds: SERVICE_RETRY_SECONDS },
  });
}

export function quotaExceeded(which: 'month' | 'day', now: Date, p: Periods): AppError {
  const until = which === 'month' ? p.monthEnd : p.dayEnd;
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const message =
    which === 'month'
      ? `monthly call limit of this account is spent; it resets at ${until.toISOString()}`
      : `daily call limit of this API key is spent; it resets at ${until.toISOString()}`;
  return new AppError('QUOTA_EXCEEDED', message, {
    headers: { 'Retry-After': String(seconds) },
    details: { retry_after_seconds: seconds, limit: which },
  });
}

/** 429 quota_exceeded when either allowance is spent. */
export function enforceQuota(s: UsageSnapshot, now: Date): void {
  const p = periods(now);
  if (s.month.remaining === 0) throw quotaExceeded('month', now, p);
  if (s.day.remaining === 0) throw quotaExceeded('day', now, p);
}

/** The label of a counted call (schedules_search, mcp.find_sailings, webhooks, …): 400 unless short and lower-case. */
export function callKind(kind: string): string {
  if (!/^[a-z][a-z0-9_.:-]{0,63}$/.test(kind))
    throw new AppError('VALIDATION_ERROR', 'kind must be a short lower-case label such as schedules_search');
  return kind;
}
