// Admission of a legacy call (docs/legacy.md): the organisation's access end and compat call
// allowance, the per-key usage counters (ocean.legacy_usage, ../../migrations/090_legacy_usage.sql)
// and the answer cache, read and counted in one statement. What counts as a call: decide/usage.ts.
import type { Queryable } from '../../../../platform/db.js';
import { periods } from '../decide/usage.js';

/** The API key id when a principal has none (never on the keyed route; gateway principals). */
const NO_KEY = '00000000-0000-0000-0000-000000000000';

export interface UsageCounters {
  day: number;
  week: number;
  month: number;
  lifetime: number;
}

export interface Admission {
  /** The organisation's compat access period has ended (403). */
  expired: boolean;
  expiredAt: Date | null;
  /** Under the allowance and not expired: the call was counted. */
  counted: boolean;
  /** Compat calls of the organisation this month, this call included when counted. */
  orgMonth: number;
  /** Monthly compat call allowance of the plan; null = no cap. */
  allowance: number | null;
  plan: string;
  /** Counters of the key, this call included when counted. */
  key: UsageCounters;
  /** The cached answer for (organisation, identifier) if younger than the cache window. */
  cached: { message: string; data: unknown } | null;
}

/**
 * One statement: checks the organisation's access period and monthly allowance, counts the call
 * for the key when both allow it, returns the key's counters and the cached answer. Under
 * concurrency the allowance can be overrun by the number of calls in flight at its edge.
 */
export async function admit(
  q: Queryable,
  a: { orgId: string; keyId: string | null; plan: string; identifier: string; now: Date; cacheSeconds: number },
): Promise<Admission> {
  const p = periods(a.now);
  const r = await q.query<{
    expired_at: Date | null;
    plan: string;
    allowance: number | null;
    org_month: number;
    counted: number;
    day: number;
    week: number;
    month: number;
    lifetime: number;
    cached_message: string | null;
    cached_data: unknown;
  }>(
    `WITH acc AS (
       SELECT (SELECT expires_at FROM ocean.legacy_access WHERE org_id = $1) AS expires_at
     ), plan AS (
       SELECT plan, api_calls_per_month FROM ocean.legacy_allowances
        WHERE plan = COALESCE((SELECT plan FROM ocean.legacy_allowances WHERE plan = $3), 'free')
     ), org_month AS (
       SELECT COALESCE(sum(calls), 0)::int AS used FROM ocean.legacy_usage WHERE org_id = $1 AND day >= $7::date
     ), gate AS (
       SELECT (SELECT expires_at FROM acc) IS NULL OR (SELECT expires_at FROM acc) > $4 AS open,
              (SELECT api_calls_per_month FROM plan) IS NULL OR (SELECT used FROM org_month) < (SELECT api_calls_per_month FROM plan) AS room
     ), up AS (
       INSERT INTO ocean.legacy_usage (org_id, key_id, day, calls)
       SELECT $1, $2, $5::date, 1 FROM gate WHERE gate.open AND gate.room
       ON CONFLICT (org_id, key_id, day) DO UPDATE SET calls = ocean.legacy_usage.calls + 1
       RETURNING 1
     ), mine AS (
       SELECT COALESCE(sum(calls) FILTER (WHERE day = $5::date), 0)::int AS day,
              COALESCE(sum(calls) FILTER (WHERE day >= $6::date), 0)::int AS week,
              COALESCE(sum(calls) FILTER (WHERE day >= $7::date), 0)::int AS month,
              COALESCE(sum(calls), 0)::int AS lifetime
         FROM ocean.legacy_usage WHERE org_id = $1 AND key_id = $2
     ), hit AS (
       SELECT message, data FROM ocean.legacy_answers
        WHERE org_id = $1 AND identifier = $8 AND rendered_at > $4::timestamptz - make_interval(secs => $9)
          AND rendered_at <= $4
     )
     SELECT (SELECT expires_at FROM acc) AS expired_at,
            (SELECT plan FROM plan) AS plan,
            (SELECT api_calls_per_month FROM plan) AS allowance,
            (SELECT used FROM org_month) AS org_month,
            (SELECT count(*) FROM up)::int AS counted,
            mine.day, mine.week, mine.month, mine.lifetime,
            (SELECT message FROM hit) AS cached_message,
            (SELECT data FROM hit) AS cached_data
       FROM mine`,
    [a.orgId, a.keyId ?? NO_KEY, a.plan, a.now, p.day, p.weekStart, p.monthStart, a.identifier, a.cacheSeconds],
  );
  const row = r.rows[0]!;
  // The statement reads the rows as they were before its own insert: add this call back in.
  const n = row.counted;
  return {
    expired: row.expired_at !== null && row.expired_at.getTime() <= a.now.getTime(),
    expiredAt: row.expired_at,
    counted: n > 0,
    orgMonth: row.org_month + n,
    allowance: row.allowance,
    plan: row.plan,
    key: { day: row.day + n, week: row.week + n, month: row.month + n, lifetime: row.lifetime + n },
    cached: row.cached_message !== null ? { message: row.cached_message, data: row.cached_data } : null,
  };
}

/** Takes a counted call back (the request ended in a transport error after admission). */
export async function uncount(q: Queryable, a: { orgId: string; keyId: string | null; now: Date }): Promise<void> {
  await q.query(
    'UPDATE ocean.legacy_usage SET calls = calls - 1 WHERE org_id = $1 AND key_id = $2 AND day = $3::date AND calls > 0',
    [a.orgId, a.keyId ?? NO_KEY, periods(a.now).day],
  );
}
