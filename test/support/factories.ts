// Test data the tests cannot make through a product's API, written in one place: through the
// owning product's store functions, so a schema change is fixed in the store, not in every test.
// definePlan and recordsOnLanes still write SQL, each saying why.
import type { Queryable } from '../../platform/db.js';
import {
  activateRecord,
  applyPoll,
  insertRecord,
  type BoxWrite,
  type Raise,
  type RecordWrite,
} from '../../subgraphs/ocean/store/index.js';
import { recordArrivals, upsertFeedLegs } from '../../subgraphs/schedules/store/index.js';

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

/** What a carrier's answer changed on a record: its columns, its boxes, the events it raised. */
export interface CarrierAnswer {
  record: RecordWrite;
  boxes?: BoxWrite[];
  raises?: Raise[];
}

/**
 * A carrier's answer written as the poller writes one (the ocean store's applyPoll, in the
 * caller's transaction if given one): the sandbox carrier answers what its schedule says, and the
 * tests need records on given lanes, vessels, states and times. The record keeps its place in the
 * list (not `moved`), as the tests' reads expect.
 */
export async function carrierAnswered(
  q: Queryable,
  orgId: string,
  recordId: string,
  now: Date,
  a: CarrierAnswer,
): Promise<void> {
  await applyPoll(q, {
    orgId,
    recordId,
    now,
    events: [],
    boxes: a.boxes ?? [],
    boxesActive: true,
    arrivals: [],
    demurrageRaised: { warning: [], started: [] },
    record: a.record,
    moved: false,
    closeOut: false,
    share: null,
    raises: a.raises ?? [],
  });
}

/** A box of a carrier's answer: what the test gives, nothing known of the rest. */
export function box(facts: Pick<BoxWrite, 'container_number' | 'status'> & Partial<BoxWrite>): BoxWrite {
  return { ...UNKNOWN_BOX, ...facts };
}

const UNKNOWN_BOX: Omit<BoxWrite, 'container_number' | 'status'> = {
  position: 0,
  iso_type_code: null,
  container_size: null,
  equipment_type: null,
  carrier_scac: null,
  pol_unlocode: null,
  pod_unlocode: null,
  pod_timezone: null,
  lane: null,
  eta: null,
  eta_is_estimated: null,
  planned_departure_at: null,
  departed_at: null,
  arrived_at: null,
  current_vessel_imo: null,
  current_vessel_name: null,
  discharge_at: null,
  discharge_local_date: null,
  available_at: null,
  gate_out_at: null,
  gate_out_local_date: null,
  empty_return_at: null,
  customs_hold_reason: null,
  customs_hold_since: null,
  delay_bars: null,
  terms_id: null,
  tariff_id: null,
  dem_source: null,
  dem_free_days: null,
  dem_last_free_day: null,
  dem_rate_1: null,
  dem_from_2: null,
  dem_rate_2: null,
  dem_from_3: null,
  dem_rate_3: null,
  dem_from_4: null,
  dem_rate_4: null,
};

/**
 * A record whose add is still in its first transaction (the ocean store's insertRecord, as the
 * add use case writes it before asking the carrier): the tests of a concurrent add need one that
 * never finishes.
 */
export async function recordMidAdd(q: Queryable, orgId: string, identifier: string, now: Date): Promise<string> {
  return insertRecord(q, {
    orgId,
    identifier,
    identifierType: 'container_id',
    carrierScac: null,
    carrierHint: null,
    containerNumber: identifier,
    blNumber: null,
    bookingNumber: null,
    tags: [],
    isDemo: false,
    lessor: {
      equipment_owner: null,
      equipment_lessor: null,
      lessee_name: null,
      lessor_status: null,
      lessor_checked_at: null,
    },
    now,
  });
}

/** A record whose add finished at `at` (activateRecord: due from then), never polled since. */
export async function recordAdded(q: Queryable, orgId: string, identifier: string, at: Date): Promise<string> {
  const id = await recordMidAdd(q, orgId, identifier, at);
  await activateRecord(q, id, { now: at, registeredAt: null, connectorStatus: null });
  return id;
}

/** Observed arrivals of a carrier at a port, each a sailing of its own (how a carrier league is made up). */
export interface ArrivalSeed {
  /** Sailing ids are `${batch}-${i}`, unique per call. */
  batch: string;
  carrierScac: string;
  origin: string;
  destination: string;
  /** Each sailing's scheduled arrival and when it was observed to arrive. */
  arrivals: readonly { scheduled: Date; actual: Date }[];
  /** How long each sailing is scheduled at sea. */
  transitDays: number;
}

/**
 * Sailings learned from a schedules feed (the schedules store's upsertFeedLegs) and their arrivals
 * observed by an arrival feed (recordArrivals), stamped `now`.
 */
export async function observedArrivals(q: Queryable, s: ArrivalSeed, now: Date): Promise<void> {
  const legs = s.arrivals.map((a, i) => ({
    id: `${s.batch}-${i + 1}`,
    carrier_scac: s.carrierScac,
    service_code: null,
    service_name: null,
    vessel_imo: null,
    vessel_name: null,
    voyage: null,
    calls: [
      { unlocode: s.origin, arrival: null, departure: new Date(a.scheduled.getTime() - s.transitDays * 86_400_000) },
      { unlocode: s.destination, arrival: a.scheduled, departure: null },
    ],
  }));
  await upsertFeedLegs(q, legs, 'test', now);
  await recordArrivals(
    q,
    legs.map((l, i) => ({ sailingId: l.id, unlocode: s.destination, at: s.arrivals[i]!.actual })),
    'test',
    now,
  );
}
