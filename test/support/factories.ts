// Test data the tests cannot make through a product's API or store functions, written in one
// place: each factory says why it writes SQL, so a schema change is fixed here, not in every test.
import type { Queryable } from '../../platform/db.js';

/** A plan's limits, and what the products allow it (none: the product's own default). */
export interface PlanTerms {
  /** Requests per rolling 20-second window and per minute (accounts.plans). */
  windowLimit: number;
  minuteLimit: number;
  /** Schedules calls per organisation and month, and per key and UTC day. */
  schedules?: { monthlyCalls: number | null; dailyKeyCalls: number | null };
  /** Legacy-compatible calls per month. */
  legacyCallsPerMonth?: number | null;
}

/**
 * A plan for the test's organisations (a plan already there is kept). Plans are reference rows
 * the migrations ship ('free', 'paid', 'payg'); no store function or route creates one, and the
 * quota tests need plans with tiny limits.
 */
export async function definePlan(q: Queryable, name: string, terms: PlanTerms): Promise<void> {
  await q.query(
    'INSERT INTO accounts.plans (name, window_limit, minute_limit) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [name, terms.windowLimit, terms.minuteLimit],
  );
  if (terms.schedules)
    await q.query(
      'INSERT INTO schedules.quota_plans (plan, monthly_calls, daily_key_calls) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [name, terms.schedules.monthlyCalls, terms.schedules.dailyKeyCalls],
    );
  if (terms.legacyCallsPerMonth !== undefined)
    await q.query(
      'INSERT INTO ocean.legacy_allowances (plan, api_calls_per_month) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [name, terms.legacyCallsPerMonth],
    );
}

/** A record as a test needs it: its reference, carrier and the ports the tests read. */
export interface RecordSeed {
  identifier: string;
  carrierScac: string;
  origin?: string | null;
  destination: string;
}

/**
 * Records on a lane, never polled (the columns' defaults: not due, no boxes). Through the add
 * route a record's ports come only from the carrier's answer, and the store's insertRecord leaves
 * them empty and starts an add; the dashboard, gateway and deployment tests need many records on
 * known ports without a carrier conversation. Ids in the order given.
 */
export async function recordsOnLanes(q: Queryable, orgId: string, records: readonly RecordSeed[]): Promise<string[]> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, origin_unlocode, destination_unlocode)
     SELECT $1, x.identifier, 'container_id', x.carrier_scac, x.origin, x.destination
       FROM jsonb_to_recordset($2::jsonb) AS x(n integer, identifier text, carrier_scac text, origin text, destination text)
      ORDER BY x.n
     RETURNING id`,
    [
      orgId,
      JSON.stringify(
        records.map((s, n) => ({
          n,
          identifier: s.identifier,
          carrier_scac: s.carrierScac,
          origin: s.origin ?? null,
          destination: s.destination,
        })),
      ),
    ],
  );
  return r.rows.map((row) => row.id);
}
