// Access and call counting (docs/schedules.md, Counting): the schedules entitlement, the
// organisation's monthly call allowance and the key's daily allowance. Every keyed data
// answer, MCP tool call and webhook route goes through here; refusals are not counted.
// A failure to read or write the counters means access cannot be checked: 503.
import type { Principal } from '../../platform/context.js';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/errors.js';
import { requireScopes } from '../../platform/access.js';
import { incrementCounter, readUsage, touchLaneInterest, type UsageRow } from './store/index.js';

export const SERVICE_RETRY_SECONDS = 5;

export interface UsagePeriod {
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

interface Periods {
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

function snapshot(plan: string, row: UsageRow, p: Periods, counted: boolean): UsageSnapshot {
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

function quotaExceeded(which: 'month' | 'day', now: Date, p: Periods): AppError {
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

/** Entitlement, then the counters (read only). */
export async function readAccess(services: Services, principal: Principal): Promise<UsageSnapshot> {
  const now = services.clock.now();
  requireScopes(principal, ['schedules:read'], now);
  const p = periods(now);
  let row: UsageRow;
  try {
    row = await readUsage(services.db, principal.plan, principal.orgId, principal.keyId, p.month, p.day);
  } catch (e) {
    services.log.warn({ err: (e as Error).message }, 'schedules access check failed');
    throw unavailable();
  }
  return snapshot(principal.plan, row, p, false);
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

/**
 * Counts one call for the principal's organisation (month) and key (day) in one transaction;
 * refused (and nothing counted) when either allowance is spent. A counted search also marks
 * the lane as watched by the organisation (the audience of its events).
 */
export async function recordCall(
  services: Services,
  principal: Principal,
  kind: string,
  lane: { origin: string; destination: string } | null,
): Promise<UsageSnapshot> {
  const now = services.clock.now();
  requireScopes(principal, ['schedules:read'], now);
  callKind(kind);
  const p = periods(now);
  try {
    return await services.db.tx(async (tx) => {
      const month = await incrementCounter(tx, principal.orgId, 'month', p.month, principal.plan);
      if (!month) throw quotaExceeded('month', now, p);
      let day: { used: number; cap: number | null } = { used: 0, cap: null };
      if (principal.keyId) {
        const d = await incrementCounter(tx, principal.keyId, 'day', p.day, principal.plan);
        if (!d) throw quotaExceeded('day', now, p);
        day = d;
      }
      if (lane) await touchLaneInterest(tx, principal.orgId, lane.origin, lane.destination, now);
      return snapshot(
        principal.plan,
        { monthly_calls: month.cap, daily_key_calls: day.cap, month_used: month.used, day_used: day.used },
        p,
        true,
      );
    });
  } catch (e) {
    if (e instanceof AppError) throw e;
    services.log.warn({ err: (e as Error).message }, 'schedules call counting failed');
    throw unavailable();
  }
}

/**
 * One request's counted calls. Data fields run through `run`; schedules_usage reads the counters
 * through `after`, so an operation that asks for both shows the usage after its own call (one
 * operation per REST request or tool call). GraphQL starts every root field of a query before
 * any of them resumes from an await, so once schedules_usage has awaited anything, every data
 * field of its operation has registered here.
 */
export class CallMeter {
  private counts: Promise<UsageSnapshot | null>[] = [];

  async run<R>(field: () => Promise<{ result: R; usage: UsageSnapshot | null }>): Promise<R> {
    const answer = field();
    this.counts.push(
      answer.then(
        (a) => a.usage,
        () => null,
      ),
    );
    return (await answer).result;
  }

  /** The counters after every count of this request; `read` (not counted) when none was. */
  async after(read: UsageSnapshot): Promise<UsageSnapshot> {
    const counted = (await Promise.all(this.counts)).filter((s): s is UsageSnapshot => s !== null);
    return counted.reduce((latest, s) => (s.month.used > latest.month.used ? s : latest), counted[0] ?? read);
  }
}
