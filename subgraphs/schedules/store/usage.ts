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
