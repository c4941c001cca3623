// Admission of a legacy call (docs/legacy.md): the organisation's access end and compat call
// allowance, the per-key usage counters (ocean.legacy_usage, ../../migrations/090_legacy_usage.sql),
// the organisation's month counter (ocean.legacy_org_month, 091_legacy_org_month.sql) and the
// answer cache, read and counted in one statement. What counts as a call: decide/usage.ts.
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
 * for the organisation's month (ocean.legacy_org_month) and the key when both allow it, returns
 * the key's counters and the cached answer. Exact at the allowance under concurrency: the month's
 * count is a row whose conditional increment (ON CONFLICT ... WHERE under the allowance) waits for
 * its lock and re-checks its latest version, not a sum read from the statement's snapshot. A
 * refused call's org_month is at least the allowance (one that waited saw the row there).
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
     ), cap AS (
       SELECT (SELECT api_calls_per_month FROM plan) AS calls
     ), org AS (
       INSERT INTO ocean.legacy_org_month AS m (org_id, month, calls)
       SELECT $1, $7::date, 1 FROM cap
        WHERE ((SELECT expires_at FROM acc) IS NULL OR (SELECT expires_at FROM acc) > $4)
          AND (cap.calls IS NULL OR cap.calls > 0)
       ON CONFLICT (org_id, month) DO UPDATE SET calls = m.calls + 1
        WHERE (SELECT calls FROM cap) IS NULL OR m.calls < (SELECT calls FROM cap)
       RETURNING m.calls
     ), up AS (
       INSERT INTO ocean.legacy_usage (org_id, key_id, day, calls)
       SELECT $1, $2, $5::date, 1 FROM org
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
            COALESCE((SELECT calls FROM org),
                     GREATEST((SELECT calls FROM ocean.legacy_org_month WHERE org_id = $1 AND month = $7::date),
                              (SELECT calls FROM cap), 0)) AS org_month,
            (SELECT count(*) FROM up)::int AS counted,
            mine.day, mine.week, mine.month, mine.lifetime,
            (SELECT message FROM hit) AS cached_message,
            (SELECT data FROM hit) AS cached_data
       FROM mine`,
    [a.orgId, a.keyId ?? NO_KEY, a.plan, a.now, p.day, p.weekStart, p.monthStart, a.identifier, a.cacheSeconds],
  );
  const row = r.rows[0]!;
  // The key's rows are read as they were before the statement's own insert: add this call back in
  // (the organisation's month is the counter's new value, RETURNING).
  const n = row.counted;
  return {
    expired: row.expired_at !== null && row.expired_at.getTime() <= a.now.getTime(),
    expiredAt: row.expired_at,
    counted: n > 0,
    orgMonth: row.org_month,
    allowance: row.allowance,
    plan: row.plan,
    key: { day: row.day + n, week: row.week + n, month: row.month + n, lifetime: row.lifetime + n },
    cached: row.cached_message !== null ? { message: row.cached_message, data: row.cached_data } : null,
  };
}

/** Takes a counted call back (the request ended in a transport error after admission). */
export async function uncount(q: Queryable, a: { orgId: string; keyId: string | null; now: Date }): Promise<void> {
  const p = periods(a.now);
  await q.query(
    `WITH k AS (
       UPDATE ocean.legacy_usage SET calls = calls - 1
        WHERE org_id = $1 AND key_id = $2 AND day = $3::date AND calls > 0
       RETURNING 1
     )
     UPDATE ocean.legacy_org_month SET calls = calls - 1
      WHERE org_id = $1 AND month = $4::date AND calls > 0 AND EXISTS (SELECT 1 FROM k)`,
    [a.orgId, a.keyId ?? NO_KEY, p.day, p.monthStart],
  );
}
