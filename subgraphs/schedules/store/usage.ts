// Call counting (per organisation and month, per key and day) and the lanes an organisation
// watches (a counted search marks one).
import type { Queryable } from '../../../platform/db.js';

export interface UsageRow {
  monthly_calls: number | null;
  daily_key_calls: number | null;
  month_used: number;
  day_used: number;
}

/** Plan allowances (unknown plan: 'free') and the counters of this month and day. */
export async function readUsage(
  db: Queryable,
  plan: string,
  orgId: string,
  keyId: string | null,
  month: string,
  day: string,
): Promise<UsageRow> {
  const r = await db.query<UsageRow>(
    `SELECT q.monthly_calls, q.daily_key_calls,
            coalesce((SELECT used FROM schedules.usage_counters WHERE subject = $2 AND period = 'month' AND period_start = $4::date), 0) AS month_used,
            coalesce((SELECT used FROM schedules.usage_counters WHERE subject = $3 AND period = 'day' AND period_start = $5::date), 0) AS day_used
       FROM schedules.quota_plans q
      WHERE q.plan = $1 OR (q.plan = 'free' AND NOT EXISTS (SELECT 1 FROM schedules.quota_plans WHERE plan = $1))
      ORDER BY (q.plan = $1) DESC LIMIT 1`,
    [plan, orgId, keyId ?? '', month, day],
  );
  return r.rows[0] ?? { monthly_calls: null, daily_key_calls: null, month_used: 0, day_used: 0 };
}

/**
 * +1 on a counter unless it is at the plan's allowance (looked up in the same statement;
 * unknown plan = 'free', null = uncapped). Returns the new count and the allowance, or null
 * when refused (nothing written).
 */
export async function incrementCounter(
  db: Queryable,
  subject: string,
  period: 'month' | 'day',
  start: string,
  plan: string,
): Promise<{ used: number; cap: number | null } | null> {
  const column = period === 'month' ? 'monthly_calls' : 'daily_key_calls';
  const r = await db.query<{ used: number; cap: number | null }>(
    `INSERT INTO schedules.usage_counters AS u (subject, period, period_start, used, cap)
     SELECT $1, $2, $3::date, 1, lim.cap
       FROM (SELECT (SELECT q.${column} FROM schedules.quota_plans q
                      WHERE q.plan = $4 OR (q.plan = 'free' AND NOT EXISTS (SELECT 1 FROM schedules.quota_plans WHERE plan = $4))
                      ORDER BY (q.plan = $4) DESC LIMIT 1) AS cap) lim
      WHERE lim.cap IS NULL OR lim.cap > 0
     ON CONFLICT (subject, period, period_start) DO UPDATE SET used = u.used + 1, cap = EXCLUDED.cap
      WHERE EXCLUDED.cap IS NULL OR u.used < EXCLUDED.cap
     RETURNING used, cap`,
    [subject, period, start, plan],
  );
  return r.rows[0] ?? null;
}

export async function touchLaneInterest(
  db: Queryable,
  orgId: string,
  origin: string,
  destination: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO schedules.lane_interest (org_id, origin, destination, last_searched_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (org_id, origin, destination) DO UPDATE SET last_searched_at = greatest(schedules.lane_interest.last_searched_at, EXCLUDED.last_searched_at)`,
    [orgId, origin, destination, now],
  );
}

/** Calls admitted outside PostgreSQL since the last write: `delta` more on the counter, admitted under `cap`. */
export interface CounterDelta {
  subject: string;
  period: 'month' | 'day';
  start: string;
  delta: number;
  cap: number | null;
}

/** An organisation's counted search of a lane, at its latest. */
export interface LaneMark {
  orgId: string;
  origin: string;
  destination: string;
  at: Date;
}

export interface PlanAllowances {
  plan: string;
  monthly_calls: number | null;
  daily_key_calls: number | null;
}

/**
 * One statement: adds the deltas to their counters and marks the lanes watched (each batch's keys
 * distinct), and reads the plans' allowances back (so a change of a plan reaches the counting
 * processes with their next write).
 */
export async function writeUsage(db: Queryable, counts: CounterDelta[], lanes: LaneMark[]): Promise<PlanAllowances[]> {
  const r = await db.query<PlanAllowances>(
    `WITH counted AS (
       INSERT INTO schedules.usage_counters AS u (subject, period, period_start, used, cap)
       SELECT * FROM unnest($1::text[], $2::text[], $3::date[], $4::int[], $5::int[])
       ON CONFLICT (subject, period, period_start) DO UPDATE SET used = u.used + EXCLUDED.used, cap = EXCLUDED.cap
     ), watched AS (
       INSERT INTO schedules.lane_interest AS li (org_id, origin, destination, last_searched_at)
       SELECT * FROM unnest($6::uuid[], $7::text[], $8::text[], $9::timestamptz[])
       ON CONFLICT (org_id, origin, destination)
       DO UPDATE SET last_searched_at = greatest(li.last_searched_at, EXCLUDED.last_searched_at)
     )
     SELECT plan, monthly_calls, daily_key_calls FROM schedules.quota_plans`,
    [
      counts.map((c) => c.subject),
      counts.map((c) => c.period),
      counts.map((c) => c.start),
      counts.map((c) => c.delta),
      counts.map((c) => c.cap),
      lanes.map((l) => l.orgId),
      lanes.map((l) => l.origin),
      lanes.map((l) => l.destination),
      lanes.map((l) => l.at),
    ],
  );
  return r.rows;
}
