// Quotas: the plan's allowance, the organisation's usage in a period, the PAYG spend cap.
import type { Queryable } from '../../../platform/db.js';

/** Serialises quota checks of one organisation (held to the end of the transaction). */
export async function lockOrgQuota(q: Queryable, orgId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(7272032, hashtext($1))', [orgId]);
}

interface Allowance {
  plan: string;
  unique_shipments_per_month: number | null;
  container_slots: number | null;
  payg_price_usd: number | null;
  default_spend_cap_usd: number | null;
}

export interface UsageNow {
  allowance: Allowance;
  period: string;
  unique_used: number;
  counted: boolean;
  active_records: number;
  spent_usd: number;
  spend_cap_usd: number | null;
}

/** Allowance of the plan (or 'free'), and the organisation's usage in the period, in one statement. */
export async function usage(
  q: Queryable,
  orgId: string,
  plan: string,
  period: string,
  identifier: string | null,
): Promise<UsageNow> {
  const r = await q.query<
    Allowance & { unique_used: number; counted: boolean; active_records: number; spent_usd: number; cap: number | null }
  >(
    `SELECT a.*,
       (SELECT count(*) FROM ocean.shipment_usage u WHERE u.org_id = $1 AND u.period = $3)::int AS unique_used,
       EXISTS (SELECT 1 FROM ocean.shipment_usage u WHERE u.org_id = $1 AND u.period = $3 AND u.identifier = $4) AS counted,
       (SELECT count(*) FROM ocean.containers c WHERE c.org_id = $1 AND c.archived_at IS NULL AND NOT c.is_demo AND c.identifier <> $4)::int AS active_records,
       COALESCE((SELECT sum(price_usd) FROM ocean.shipment_usage u WHERE u.org_id = $1 AND u.period = $3), 0) AS spent_usd,
       COALESCE((SELECT s.payg_spend_cap_usd FROM ocean.org_settings s WHERE s.org_id = $1), a.default_spend_cap_usd) AS cap
     FROM ocean.plan_allowances a
     WHERE a.plan = (SELECT COALESCE((SELECT plan FROM ocean.plan_allowances WHERE plan = $2), 'free'))`,
    [orgId, plan, period, identifier ?? ''],
  );
  const row = r.rows[0]!;
  return {
    allowance: {
      plan: row.plan,
      unique_shipments_per_month: row.unique_shipments_per_month,
      container_slots: row.container_slots,
      payg_price_usd: row.payg_price_usd,
      default_spend_cap_usd: row.default_spend_cap_usd,
    },
    period,
    unique_used: row.unique_used,
    counted: row.counted,
    active_records: row.active_records,
    spent_usd: Number(row.spent_usd),
    spend_cap_usd: row.cap,
  };
}

export async function recordUsage(
  q: Queryable,
  orgId: string,
  period: string,
  identifier: string,
  price: number | null,
  now: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO ocean.shipment_usage (org_id, period, identifier, price_usd, added_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
    [orgId, period, identifier, price, now],
  );
}

export async function setSpendCap(q: Queryable, orgId: string, cap: number | null, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO ocean.org_settings (org_id, payg_spend_cap_usd, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (org_id) DO UPDATE SET payg_spend_cap_usd = EXCLUDED.payg_spend_cap_usd, updated_at = EXCLUDED.updated_at`,
    [orgId, cap, now],
  );
}
