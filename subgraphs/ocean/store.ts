// SQL of the ocean subgraph. Every keyed read takes the organisation id. Reference data
// (reference.ports, carriers, lessors, iso_size_types) is read directly here, read-only and
// batched: port names and IANA zones are needed inside ocean to compute local event times and
// free-time dates, and one joined statement is cheaper than a federation hop per request.
import type { Db, Queryable } from '../../platform/db.js';
import type { TrackingSnapshot } from './connectors/types.js';

// ---------------------------------------------------------------------------------------------
// Rows

export interface ContainerRow {
  id: string;
  org_id: string;
  identifier: string;
  identifier_type: string;
  carrier_scac: string | null;
  status: string;
  origin_unlocode: string | null;
  destination_unlocode: string | null;
  current_vessel_imo: string | null;
  eta: Date | null;
  added_at: Date;
  updated_at: Date;
  archived_at: Date | null;
  update_seq: number;
  tags: string[];
  container_number: string | null;
  bl_number: string | null;
  booking_number: string | null;
  carrier_confirmed: boolean;
  carrier_hint_code: string | null;
  eta_is_estimated: boolean | null;
  planned_departure_at: Date | null;
  current_vessel_name: string | null;
  poll_priority: string;
  customs_hold_reason: string | null;
  customs_hold_since: Date | null;
  iso_type_code: string | null;
  container_size: string | null;
  equipment_type: string | null;
  equipment_owner: string | null;
  equipment_lessor: string | null;
  lessee_name: string | null;
  lessor_status: string | null;
  lessor_checked_at: Date | null;
  lessor_contract_number: string | null;
  lessor_contract_type: string | null;
  equipment_manufacturer: string | null;
  connector_status: unknown;
  connector_notify_requested_at: Date | null;
  redelivery_reference: string | null;
  redelivery_date: string | null;
  redelivery_location: string | null;
  redelivery_yard: string | null;
  last_polled_at: Date | null;
  archived_reason: string | null;
  unresolvable_since: Date | null;
  unresolved_reason: string | null;
  route_alert: unknown;
  source: string;
  delay_bars: unknown;
  route_ports: string[] | null;
  is_demo: boolean;
  ended_at: Date | null;
  next_poll_at: Date | null;
  poll_failures: number;
  last_poll_error: string | null;
  lease_token: string | null;
  lease_until: Date | null;
  registered_at: Date | null;
  manual_recheck_at: Date | null;
  add_state: 'adding' | 'active';
  add_started_at: Date | null;
}

/** A record with what the read paths join to it: the vessel's fix and the lane's on-time history. */
export interface EnrichedContainerRow extends ContainerRow {
  vp_imo: string | null;
  vp_name: string | null;
  vp_lat: number | null;
  vp_lng: number | null;
  vp_speed_knots: number | null;
  vp_heading_deg: number | null;
  vp_nav_status: string | null;
  vp_source: string | null;
  vp_fix_at: Date | null;
  vp_updated_at: Date | null;
  /** On-time history of the record's lane (carrier, origin, destination); null when none yet. */
  lane_arrivals: number | null;
  lane_on_time: number | null;
}

export interface BoxRow {
  id: string;
  org_id: string;
  container_id: string;
  container_number: string;
  position: number;
  active: boolean;
  iso_type_code: string | null;
  container_size: string | null;
  equipment_type: string | null;
  status: string;
  carrier_scac: string | null;
  pol_unlocode: string | null;
  pod_unlocode: string | null;
  pod_timezone: string | null;
  lane: string | null;
  eta: Date | null;
  eta_is_estimated: boolean | null;
  first_eta: Date | null;
  planned_departure_at: Date | null;
  departed_at: Date | null;
  arrived_at: Date | null;
  current_vessel_imo: string | null;
  current_vessel_name: string | null;
  discharge_at: Date | null;
  discharge_local_date: string | Date | null;
  available_at: Date | null;
  gate_out_at: Date | null;
  gate_out_local_date: string | Date | null;
  empty_return_at: Date | null;
  customs_hold_reason: string | null;
  customs_hold_since: Date | null;
  terms_id: string | null;
  tariff_id: number | null;
  demurrage_warning_raised_at: Date | null;
  demurrage_started_raised_at: Date | null;
  delay_bars: unknown;
  updated_at: Date;
  pod_zone_id: number | null;
  /** Terms in force copied by resolveBoxTerms: 1 own contract terms, 2 carrier tariff. */
  dem_source: number | null;
  dem_free_days: number | null;
  dem_last_free_day: string | Date | null;
  dem_rate_1: number | null;
  dem_from_2: number | null;
  dem_rate_2: number | null;
  dem_from_3: number | null;
  dem_rate_3: number | null;
  dem_from_4: number | null;
  dem_rate_4: number | null;
}

export interface EventRow {
  id: string;
  org_id: string;
  container_id: string;
  source_event_id: string;
  event_type: string;
  code: string;
  classifier: string;
  event_at: Date;
  unlocode: string | null;
  facility_name: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  mode_of_transport: string | null;
  equipment_reference: string | null;
  empty_indicator: string | null;
  remark: string | null;
  created_at: Date;
  feed_seq: number;
}

export type { PortRow } from '../reference/store.js';

export interface CarrierRefRow {
  scac: string;
  name: string;
  bic_prefixes: string[];
}

// ---------------------------------------------------------------------------------------------
// Demurrage arithmetic (spec 2.7), shared by the record read path and the report

/** Accrued tiered charge for `d` days overdue, from a box's copied terms (alias b). */
const accruedSql = (d: string) => `CASE WHEN b.dem_rate_1 IS NULL THEN NULL WHEN ${d} <= 0 THEN 0 ELSE
      b.dem_rate_1 * LEAST(${d}, COALESCE(b.dem_from_2 - 1, ${d}))
      + COALESCE(b.dem_rate_2 * GREATEST(0, LEAST(${d}, COALESCE(b.dem_from_3 - 1, ${d})) - b.dem_from_2 + 1), 0)
      + COALESCE(b.dem_rate_3 * GREATEST(0, LEAST(${d}, COALESCE(b.dem_from_4 - 1, ${d})) - b.dem_from_3 + 1), 0)
      + COALESCE(b.dem_rate_4 * GREATEST(0, ${d} - b.dem_from_4 + 1), 0) END`;

/** The daily rate charged on day max(d, 1) of overdue time. */
const dailyRateSql = (d: string) => `CASE WHEN b.dem_rate_1 IS NULL THEN NULL
      WHEN b.dem_from_4 <= GREATEST(${d}, 1) THEN b.dem_rate_4 WHEN b.dem_from_3 <= GREATEST(${d}, 1) THEN b.dem_rate_3
      WHEN b.dem_from_2 <= GREATEST(${d}, 1) THEN b.dem_rate_2 ELSE b.dem_rate_1 END`;

/**
 * Boxes (`source`: a FROM item aliased b, e.g. "ocean.boxes b WHERE …") with two columns added,
 * each computed once: `today`, the port-local date of now, and `overdue`, the days charged.
 * Charges run until the port-local gate-out date, or today while the box is still in.
 */
function withOverdue(source: string, today: string): string {
  return `(SELECT x.*, CASE WHEN x.dem_last_free_day IS NULL THEN 0
              ELSE GREATEST(0, COALESCE(x.gate_out_local_date, x.today) - x.dem_last_free_day) END AS overdue
         FROM (SELECT b.*, ${today} AS today FROM ${source}) x) b`;
}

/**
 * Per box (alias b, carrying `today` and `overdue`, see withOverdue): the terms in force, last
 * free day, free days left, days overdue and the accrued tiered charge. Free time counts the
 * port-local discharge date as day 1. The terms are copied onto the box by resolveBoxTerms.
 */
const DEMURRAGE_COLUMNS = `b.id, b.container_id, b.container_number, b.status, b.pod_unlocode, b.lane, b.discharge_at, b.gate_out_at, b.empty_return_at, b.eta,
    CASE b.dem_source WHEN 1 THEN 'your_contract_terms' WHEN 2 THEN 'carrier_published_tariff' END AS terms_source,
    b.dem_free_days AS free_days, b.dem_rate_1 AS rate_1, b.dem_last_free_day::text AS last_free_day,
    b.dem_last_free_day - b.today AS free_days_left,
    b.overdue AS days_overdue,
    ${accruedSql('b.overdue')} AS accrued_usd,
    ${dailyRateSql('b.overdue')} AS daily_rate_usd,
    (b.dem_last_free_day IS NOT NULL AND b.gate_out_at IS NULL AND b.empty_return_at IS NULL AND b.dem_last_free_day - b.today <= 2) AS at_risk`;

/** The port-local date of `$1` (now) at a box's port (alias `a`), from its zone name. */
const zoneToday = (a: string) => `($1::timestamptz AT TIME ZONE COALESCE(${a}.pod_timezone, 'UTC'))::date`;
const BOX_TODAY = zoneToday('b');

/** Demurrage of the boxes matching `where` (alias b), as of `$1` (now). */
export function boxDemurrageSql(where: string): string {
  return `SELECT ${DEMURRAGE_COLUMNS} FROM ${withOverdue(`ocean.boxes b WHERE ${where}`, BOX_TODAY)}`;
}

const TERMS_SPECIFICITY = `(CASE WHEN t.port_unlocode IS NULL THEN 0 ELSE 4 END + CASE WHEN t.carrier_scac IS NULL THEN 0 ELSE 2 END
                       + CASE WHEN t.lane IS NULL THEN 0 ELSE 1 END)`;

/**
 * Re-resolves the terms in force for one record's boxes or a whole organisation's (after terms
 * were filed) and copies them onto the boxes: own terms beat tariffs; among own terms the most
 * specific scope wins (port 4 + carrier 2 + lane 1), then the most recently filed. Own terms
 * without rates stay own terms (timed, not costed). Rows whose values do not change are not written.
 */
export async function resolveBoxTerms(q: Queryable, scope: { containerId: string } | { orgId: string }): Promise<void> {
  const where = 'containerId' in scope ? 'b2.container_id = $1' : 'b2.org_id = $1';
  const pick = (c: string) => `CASE WHEN t.id IS NOT NULL THEN t.${c} ELSE f.${c} END`;
  await q.query(
    `UPDATE ocean.boxes b SET terms_id = k.terms_id, tariff_id = k.tariff_id, dem_source = k.src, dem_free_days = k.free_days,
       dem_last_free_day = b.discharge_local_date + k.free_days - 1, dem_rate_1 = k.rate_1, dem_from_2 = k.from_2, dem_rate_2 = k.rate_2,
       dem_from_3 = k.from_3, dem_rate_3 = k.rate_3, dem_from_4 = k.from_4, dem_rate_4 = k.rate_4
       FROM (
         SELECT b2.id, t.id AS terms_id, CASE WHEN t.id IS NULL THEN f.id END AS tariff_id,
           CASE WHEN t.id IS NOT NULL THEN 1 WHEN f.id IS NOT NULL THEN 2 END AS src,
           COALESCE(t.free_days, f.free_days) AS free_days, ${pick('rate_1')} AS rate_1, ${pick('from_2')} AS from_2, ${pick('rate_2')} AS rate_2,
           ${pick('from_3')} AS from_3, ${pick('rate_3')} AS rate_3, ${pick('from_4')} AS from_4, ${pick('rate_4')} AS rate_4
         FROM ocean.boxes b2
         LEFT JOIN LATERAL (
           SELECT t.* FROM ocean.demurrage_terms t
            WHERE t.org_id = b2.org_id
              AND (t.carrier_scac IS NULL OR t.carrier_scac = b2.carrier_scac)
              AND (t.port_unlocode IS NULL OR t.port_unlocode = b2.pod_unlocode)
              AND (t.lane IS NULL OR t.lane = b2.lane)
            ORDER BY ${TERMS_SPECIFICITY} DESC, t.updated_at DESC, t.id
            LIMIT 1) t ON true
         LEFT JOIN ocean.tariffs f ON t.id IS NULL AND f.carrier_scac = b2.carrier_scac AND f.lane = b2.lane
         WHERE ${where}
       ) k
      WHERE b.id = k.id
        AND (b.terms_id, b.tariff_id, b.dem_source, b.dem_free_days, b.dem_last_free_day, b.dem_rate_1, b.dem_from_2, b.dem_rate_2,
             b.dem_from_3, b.dem_rate_3, b.dem_from_4, b.dem_rate_4)
            IS DISTINCT FROM
            (k.terms_id, k.tariff_id, k.src::smallint, k.free_days, b.discharge_local_date + k.free_days - 1, k.rate_1, k.from_2, k.rate_2,
             k.from_3, k.rate_3, k.from_4, k.rate_4)`,
    ['containerId' in scope ? scope.containerId : scope.orgId],
  );
}

// ---------------------------------------------------------------------------------------------
// Records: the enriched read

const ENRICHED = `
  c.*,
  vp.imo AS vp_imo, vp.name AS vp_name, vp.lat AS vp_lat, vp.lng AS vp_lng, vp.speed_knots AS vp_speed_knots,
  vp.heading_deg AS vp_heading_deg, vp.nav_status AS vp_nav_status, vp.source AS vp_source, vp.fix_at AS vp_fix_at,
  vp.updated_at AS vp_updated_at,
  lh.arrivals AS lane_arrivals, lh.on_time AS lane_on_time`;

const ENRICHED_JOINS = `
  LEFT JOIN ocean.vessel_positions vp ON vp.imo = c.current_vessel_imo
  LEFT JOIN ocean.lane_history lh ON lh.carrier_scac = c.carrier_scac AND lh.origin = c.origin_unlocode AND lh.destination = c.destination_unlocode
`;

/** Records by id, scoped to the organisation. */
export async function containersByIds(db: Queryable, orgId: string, ids: readonly string[]): Promise<EnrichedContainerRow[]> {
  const r = await db.query<EnrichedContainerRow>(
    `SELECT ${ENRICHED} FROM ocean.containers c ${ENRICHED_JOINS} WHERE c.org_id = $1 AND c.id = ANY($2::uuid[]) AND c.add_state = 'active'`,
    [orgId, ids],
  );
  return r.rows;
}

/** Records by identifier, scoped to the organisation (`_now` is accepted for older callers; unused). */
export async function containersByIdentifiers(db: Queryable, orgId: string, identifiers: readonly string[], _now?: Date): Promise<EnrichedContainerRow[]> {
  const r = await db.query<EnrichedContainerRow>(
    `SELECT ${ENRICHED} FROM ocean.containers c ${ENRICHED_JOINS} WHERE c.org_id = $1 AND c.identifier = ANY($2::text[]) AND c.add_state = 'active'`,
    [orgId, identifiers],
  );
  return r.rows;
}

/** Kept for the original `containers` query: the newest active records, unpaged. */
export async function listContainers(db: Queryable, orgId: string, limit: number): Promise<EnrichedContainerRow[]> {
  const r = await db.query<EnrichedContainerRow>(
    `SELECT ${ENRICHED} FROM (SELECT * FROM ocean.containers WHERE org_id = $1 AND archived_at IS NULL AND add_state = 'active' ORDER BY update_seq DESC LIMIT $2) c
       ${ENRICHED_JOINS} ORDER BY c.update_seq DESC`,
    [orgId, limit],
  );
  return r.rows;
}

export interface PageFilter {
  archived: boolean;
  status: string | null;
  tags: string[];
}

/** Highest update number handed out so far: the snapshot bound of a new traversal. */
export async function currentUpdateSeq(db: Queryable): Promise<number> {
  const r = await db.query<{ s: number }>('SELECT last_value AS s FROM ocean.container_update_seq');
  return Number(r.rows[0]!.s);
}

/**
 * One page of a traversal, newest first, as of snapshot `snap`: a record updated after the
 * snapshot is placed where it stood at the snapshot (its order history), records created after
 * it are left out. `before` is the last sort key returned (null on the first page).
 * Returns limit + 1 rows at most (the extra one tells has_more).
 */
export async function pageContainers(
  db: Queryable,
  orgId: string,
  f: PageFilter,
  snap: number,
  before: number | null,
  limit: number,
): Promise<(EnrichedContainerRow & { sort_seq: number })[]> {
  const params: unknown[] = [orgId, snap, before ?? Number.MAX_SAFE_INTEGER, limit + 1];
  const cond: string[] = [f.archived ? 'x.archived_at IS NOT NULL' : 'x.archived_at IS NULL', "x.add_state = 'active'"];
  if (f.status) {
    params.push(f.status);
    cond.push(`x.status = $${params.length}`);
  }
  if (f.tags.length) {
    params.push(f.tags);
    cond.push(`x.tags @> $${params.length}::text[]`);
  }
  const where = cond.join(' AND ');
  const r = await db.query<EnrichedContainerRow & { sort_seq: number }>(
    `WITH page AS (
       SELECT id, sort_seq FROM (
         (SELECT x.id, x.update_seq AS sort_seq FROM ocean.containers x
           WHERE x.org_id = $1 AND ${where} AND x.update_seq <= $2 AND x.update_seq < $3
           ORDER BY x.update_seq DESC LIMIT $4)
         UNION ALL
         (SELECT x.id, h.from_seq AS sort_seq FROM ocean.containers x
            JOIN ocean.container_order_history h ON h.container_id = x.id AND h.from_seq <= $2 AND h.to_seq > $2
           WHERE x.org_id = $1 AND ${where} AND x.update_seq > $2 AND h.from_seq < $3)
       ) u ORDER BY sort_seq DESC LIMIT $4
     )
     SELECT ${ENRICHED}, page.sort_seq FROM page JOIN ocean.containers c ON c.id = page.id ${ENRICHED_JOINS}
     ORDER BY page.sort_seq DESC`,
    params,
  );
  return r.rows;
}

/** Order history older than the cursor lifetime is of no use. */
export async function pruneOrderHistory(db: Queryable, olderThan: Date): Promise<void> {
  await db.query('DELETE FROM ocean.container_order_history WHERE moved_at < $1', [olderThan]);
}

// ---------------------------------------------------------------------------------------------
// Boxes, events, positions, ports

export async function boxesByContainerIds(db: Queryable, containerIds: readonly string[]): Promise<BoxRow[]> {
  const r = await db.query<BoxRow>('SELECT * FROM ocean.boxes WHERE container_id = ANY($1::uuid[]) ORDER BY container_id, position, container_number', [containerIds]);
  return r.rows;
}

export async function eventsByContainerIds(db: Queryable, containerIds: readonly string[]): Promise<EventRow[]> {
  const r = await db.query<EventRow>(
    `SELECT * FROM ocean.events WHERE container_id = ANY($1::uuid[])
      ORDER BY container_id, event_at, CASE classifier WHEN 'ACT' THEN 0 WHEN 'EST' THEN 1 ELSE 2 END, code, source_event_id`,
    [containerIds],
  );
  return r.rows;
}

export async function recordLaneArrivals(q: Queryable, rows: { carrier: string; origin: string; destination: string; onTime: boolean }[]): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `INSERT INTO ocean.lane_history AS h (carrier_scac, origin, destination, arrivals, on_time)
     SELECT carrier, origin, destination, count(*), count(*) FILTER (WHERE on_time)
       FROM jsonb_to_recordset($1::jsonb) AS k(carrier text, origin text, destination text, on_time boolean)
      GROUP BY carrier, origin, destination
     ON CONFLICT (carrier_scac, origin, destination) DO UPDATE
       SET arrivals = h.arrivals + EXCLUDED.arrivals, on_time = h.on_time + EXCLUDED.on_time`,
    [JSON.stringify(rows.map((r) => ({ carrier: r.carrier, origin: r.origin, destination: r.destination, on_time: r.onTime })))],
  );
}

// ---------------------------------------------------------------------------------------------
// Registration, quotas

/** Serialises quota checks of one organisation (held to the end of the transaction). */
export async function lockOrgQuota(q: Queryable, orgId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(7272032, hashtext($1))', [orgId]);
}

export async function findByIdentifier(q: Queryable, orgId: string, identifier: string): Promise<ContainerRow | null> {
  const r = await q.query<ContainerRow>('SELECT * FROM ocean.containers WHERE org_id = $1 AND identifier = $2', [orgId, identifier]);
  return r.rows[0] ?? null;
}

export interface Allowance {
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
export async function usage(q: Queryable, orgId: string, plan: string, period: string, identifier: string | null): Promise<UsageNow> {
  const r = await q.query<Allowance & { unique_used: number; counted: boolean; active_records: number; spent_usd: number; cap: number | null }>(
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

export async function recordUsage(q: Queryable, orgId: string, period: string, identifier: string, price: number | null, now: Date): Promise<void> {
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

export interface NewRecord {
  orgId: string;
  identifier: string;
  identifierType: string;
  carrierScac: string | null;
  carrierHint: string | null;
  containerNumber: string | null;
  blNumber: string | null;
  bookingNumber: string | null;
  tags: string[];
  isDemo: boolean;
  lessor: LessorFields;
  now: Date;
}

export interface LessorFields {
  equipment_owner: string | null;
  equipment_lessor: string | null;
  lessee_name: string | null;
  lessor_status: string | null;
  lessor_checked_at: Date | null;
}

export async function insertRecord(q: Queryable, r: NewRecord): Promise<string> {
  const res = await q.query<{ id: string }>(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, carrier_hint_code, container_number, bl_number,
       booking_number, tags, is_demo, equipment_owner, equipment_lessor, lessee_name, lessor_status, lessor_checked_at,
       status, poll_priority, added_at, updated_at, add_state, add_started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'pending', 'pre_departure', $16, $16, 'adding', $16)
     RETURNING id`,
    [
      r.orgId, r.identifier, r.identifierType, r.carrierScac, r.carrierHint, r.containerNumber, r.blNumber, r.bookingNumber, r.tags,
      r.isDemo, r.lessor.equipment_owner, r.lessor.equipment_lessor, r.lessor.lessee_name, r.lessor.lessor_status,
      r.lessor.lessor_checked_at, r.now,
    ],
  );
  return res.rows[0]!.id;
}

export async function archiveRecord(q: Queryable, orgId: string, id: string, reason: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE ocean.containers SET archived_at = $3, archived_reason = $4, next_poll_at = NULL, updated_at = $3,
       update_seq = nextval('ocean.container_update_seq')
     WHERE org_id = $1 AND id = $2 AND archived_at IS NULL`,
    [orgId, id, now, reason],
  );
  if (r.rowCount) await q.query('UPDATE ocean.boxes SET active = false WHERE container_id = $1', [id]);
  return r.rowCount > 0;
}

export interface RecordPatch {
  tags?: string[];
  redelivery_reference?: string | null;
  redelivery_date?: string | null;
  redelivery_location?: string | null;
  redelivery_yard?: string | null;
  connector_notify_requested_at?: Date | null;
}

export async function patchRecord(q: Queryable, orgId: string, id: string, patch: RecordPatch, now: Date): Promise<boolean> {
  const sets: string[] = [];
  const params: unknown[] = [orgId, id, now];
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    params.push(v);
    sets.push(`${k} = $${params.length}`);
  }
  if (!sets.length) {
    const r = await q.query('SELECT 1 FROM ocean.containers WHERE org_id = $1 AND id = $2', [orgId, id]);
    return r.rowCount > 0;
  }
  const r = await q.query(
    `UPDATE ocean.containers SET ${sets.join(', ')}, updated_at = $3, update_seq = nextval('ocean.container_update_seq')
      WHERE org_id = $1 AND id = $2`,
    params,
  );
  return r.rowCount > 0;
}

// ---------------------------------------------------------------------------------------------
// Poller: claims and writes

export interface ClaimedRow {
  id: string;
  org_id: string;
  identifier: string;
  identifier_type: string;
  carrier_scac: string | null;
  registered_at: Date | null;
  added_at: Date;
  lease_token: string;
}

/** Leases up to `limit` due records to this worker; other workers skip rows being claimed. */
export async function claimDue(q: Queryable, now: Date, limit: number, token: string, leaseUntil: Date): Promise<ClaimedRow[]> {
  const r = await q.query<ClaimedRow>(
    `UPDATE ocean.containers c SET lease_token = $3, lease_until = $4
      WHERE c.id IN (
        SELECT id FROM ocean.containers
         WHERE archived_at IS NULL AND next_poll_at IS NOT NULL AND next_poll_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
         ORDER BY next_poll_at LIMIT $2
         FOR UPDATE SKIP LOCKED)
     RETURNING c.id, c.org_id, c.identifier, c.identifier_type, c.carrier_scac, c.registered_at, c.added_at, c.lease_token`,
    [now, limit, token, leaseUntil],
  );
  return r.rows;
}

/** Leases one record (manual recheck); null when another worker holds it. */
export async function claimOne(q: Queryable, orgId: string, id: string, now: Date, token: string, leaseUntil: Date): Promise<ClaimedRow | null> {
  const r = await q.query<ClaimedRow>(
    `UPDATE ocean.containers c SET lease_token = $4, lease_until = $5, manual_recheck_at = $3
      WHERE c.id = (SELECT id FROM ocean.containers WHERE org_id = $1 AND id = $2 AND (lease_until IS NULL OR lease_until < $3) FOR UPDATE SKIP LOCKED)
     RETURNING c.id, c.org_id, c.identifier, c.identifier_type, c.carrier_scac, c.registered_at, c.added_at, c.lease_token`,
    [orgId, id, now, token, leaseUntil],
  );
  return r.rows[0] ?? null;
}

export async function lockLeased(q: Queryable, id: string, token: string): Promise<ContainerRow | null> {
  const r = await q.query<ContainerRow>('SELECT * FROM ocean.containers WHERE id = $1 AND lease_token = $2 FOR UPDATE', [id, token]);
  return r.rows[0] ?? null;
}

export async function recordPollFailure(
  q: Queryable,
  id: string,
  token: string,
  fields: { failures: number; error: string; nextPollAt: Date; connectorStatus: unknown; registeredAt: Date | null },
): Promise<void> {
  await q.query(
    `UPDATE ocean.containers SET poll_failures = $3, last_poll_error = $4, next_poll_at = $5, connector_status = $6::jsonb,
       registered_at = COALESCE(registered_at, $7), lease_token = NULL, lease_until = NULL
     WHERE id = $1 AND lease_token = $2`,
    [id, token, fields.failures, fields.error, fields.nextPollAt, fields.connectorStatus === null ? null : JSON.stringify(fields.connectorStatus), fields.registeredAt],
  );
}

export async function existingEventKeys(q: Queryable, containerId: string): Promise<{ source_event_id: string; classifier: string; event_at: Date }[]> {
  const r = await q.query<{ source_event_id: string; classifier: string; event_at: Date }>(
    'SELECT source_event_id, classifier, event_at FROM ocean.events WHERE container_id = $1',
    [containerId],
  );
  return r.rows;
}

export interface EventWrite {
  source_event_id: string;
  event_type: string;
  code: string;
  classifier: string;
  event_at: string;
  unlocode: string | null;
  facility_name: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  mode_of_transport: string | null;
  equipment_reference: string | null;
  empty_indicator: string | null;
  remark: string | null;
}

/** New events are inserted; an event whose time or classifier moved is rewritten and re-fed. */
export async function upsertEvents(q: Queryable, orgId: string, containerId: string, events: EventWrite[], now: Date): Promise<void> {
  if (!events.length) return;
  await q.query(
    `INSERT INTO ocean.events AS e (org_id, container_id, source_event_id, event_type, code, classifier, event_at, unlocode, facility_name,
       vessel_imo, vessel_name, voyage, mode_of_transport, equipment_reference, empty_indicator, remark, created_at)
     SELECT $1, $2, x.source_event_id, x.event_type, x.code, x.classifier, x.event_at, x.unlocode, x.facility_name, x.vessel_imo,
       x.vessel_name, x.voyage, x.mode_of_transport, x.equipment_reference, x.empty_indicator, x.remark, $4
       FROM jsonb_to_recordset($3::jsonb) AS x(source_event_id text, event_type text, code text, classifier text, event_at timestamptz,
         unlocode text, facility_name text, vessel_imo text, vessel_name text, voyage text, mode_of_transport text,
         equipment_reference text, empty_indicator text, remark text)
     ON CONFLICT (container_id, source_event_id) DO UPDATE SET
       classifier = EXCLUDED.classifier, event_at = EXCLUDED.event_at, unlocode = EXCLUDED.unlocode, facility_name = EXCLUDED.facility_name,
       vessel_imo = EXCLUDED.vessel_imo, vessel_name = EXCLUDED.vessel_name, voyage = EXCLUDED.voyage, remark = EXCLUDED.remark,
       created_at = EXCLUDED.created_at, feed_seq = nextval('ocean.event_feed_seq')
     WHERE (e.classifier, e.event_at) IS DISTINCT FROM (EXCLUDED.classifier, EXCLUDED.event_at)`,
    [orgId, containerId, JSON.stringify(events), now],
  );
}

export interface BoxWrite {
  container_number: string;
  position: number;
  iso_type_code: string | null;
  container_size: string | null;
  equipment_type: string | null;
  status: string;
  carrier_scac: string | null;
  pol_unlocode: string | null;
  pod_unlocode: string | null;
  pod_timezone: string | null;
  lane: string | null;
  eta: string | null;
  eta_is_estimated: boolean | null;
  planned_departure_at: string | null;
  departed_at: string | null;
  arrived_at: string | null;
  current_vessel_imo: string | null;
  current_vessel_name: string | null;
  discharge_at: string | null;
  discharge_local_date: string | null;
  available_at: string | null;
  gate_out_at: string | null;
  gate_out_local_date: string | null;
  empty_return_at: string | null;
  customs_hold_reason: string | null;
  customs_hold_since: string | null;
  delay_bars: unknown;
}

const BOX_COLUMNS: [keyof BoxWrite, string][] = [
  ['container_number', 'text'], ['position', 'int'], ['iso_type_code', 'text'], ['container_size', 'text'], ['equipment_type', 'text'],
  ['status', 'text'], ['carrier_scac', 'text'], ['pol_unlocode', 'text'], ['pod_unlocode', 'text'], ['pod_timezone', 'text'], ['lane', 'text'],
  ['eta', 'timestamptz'], ['eta_is_estimated', 'boolean'], ['planned_departure_at', 'timestamptz'], ['departed_at', 'timestamptz'],
  ['arrived_at', 'timestamptz'], ['current_vessel_imo', 'text'], ['current_vessel_name', 'text'], ['discharge_at', 'timestamptz'],
  ['discharge_local_date', 'date'], ['available_at', 'timestamptz'], ['gate_out_at', 'timestamptz'], ['gate_out_local_date', 'date'],
  ['empty_return_at', 'timestamptz'], ['customs_hold_reason', 'text'], ['customs_hold_since', 'timestamptz'], ['delay_bars', 'jsonb'],
];

/** Registers IANA zones (the seed step passes every port's zone); existing ones keep their id. */
export async function ensureZones(q: Queryable, names: readonly string[]): Promise<void> {
  await q.query('INSERT INTO ocean.zones (name) SELECT DISTINCT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [names]);
}

export async function upsertBoxes(q: Queryable, orgId: string, containerId: string, boxes: BoxWrite[], active: boolean, now: Date): Promise<void> {
  if (!boxes.length) return;
  const cols = BOX_COLUMNS.map(([c]) => c);
  await q.query(
    `INSERT INTO ocean.boxes AS b (org_id, container_id, active, updated_at, first_eta, pod_zone_id, ${cols.join(', ')})
     SELECT $1, $2, $4, $5, x.eta, (SELECT id FROM ocean.zones WHERE name = COALESCE(x.pod_timezone, 'UTC')), ${cols.map((c) => `x.${c}`).join(', ')}
       FROM jsonb_to_recordset($3::jsonb) AS x(${BOX_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})
     ON CONFLICT (container_id, container_number) DO UPDATE SET
       ${cols.filter((c) => c !== 'container_number').map((c) => `${c} = EXCLUDED.${c}`).join(', ')},
       pod_zone_id = EXCLUDED.pod_zone_id, first_eta = COALESCE(b.first_eta, EXCLUDED.eta), updated_at = EXCLUDED.updated_at`,
    [orgId, containerId, JSON.stringify(boxes), active, now],
  );
}

export async function boxesOf(q: Queryable, containerId: string): Promise<BoxRow[]> {
  return (await q.query<BoxRow>('SELECT * FROM ocean.boxes WHERE container_id = $1 ORDER BY position, container_number', [containerId])).rows;
}

export interface BoxDemurrage {
  id: string;
  container_id: string;
  container_number: string;
  status: string;
  pod_unlocode: string | null;
  lane: string | null;
  discharge_at: Date | null;
  gate_out_at: Date | null;
  empty_return_at: Date | null;
  eta: Date | null;
  terms_source: string | null;
  free_days: number | null;
  rate_1: number | null;
  last_free_day: string | null;
  free_days_left: number | null;
  days_overdue: number;
  accrued_usd: number | null;
  daily_rate_usd: number | null;
  at_risk: boolean;
}

export async function demurrageOfContainer(q: Queryable, containerId: string, now: Date): Promise<(BoxDemurrage & { demurrage_warning_raised_at: Date | null; demurrage_started_raised_at: Date | null })[]> {
  const r = await q.query<BoxDemurrage & { demurrage_warning_raised_at: Date | null; demurrage_started_raised_at: Date | null }>(
    `SELECT d.*, b.demurrage_warning_raised_at, b.demurrage_started_raised_at
       FROM (${boxDemurrageSql('b.container_id = $2')}) d JOIN ocean.boxes b ON b.id = d.id`,
    [now, containerId],
  );
  return r.rows;
}

export async function markDemurrageRaised(q: Queryable, boxIds: { warning: string[]; started: string[] }, now: Date): Promise<void> {
  if (!boxIds.warning.length && !boxIds.started.length) return;
  await q.query(
    `UPDATE ocean.boxes SET
       demurrage_warning_raised_at = CASE WHEN id = ANY($1::uuid[]) THEN $3 ELSE demurrage_warning_raised_at END,
       demurrage_started_raised_at = CASE WHEN id = ANY($2::uuid[]) THEN $3 ELSE demurrage_started_raised_at END
     WHERE id = ANY($1::uuid[]) OR id = ANY($2::uuid[])`,
    [boxIds.warning, boxIds.started, now],
  );
}

const JSON_COLUMNS = new Set(['route_alert', 'delay_bars', 'connector_status']);

/** Writes a poll's outcome on the record; `changed` moves it to the top of the list. */
export async function writePollResult(q: Queryable, id: string, fields: Record<string, unknown>, changed: boolean): Promise<void> {
  const keys = Object.keys(fields);
  const json = (k: string) => JSON_COLUMNS.has(k);
  const sets = keys.map((k, i) => `${k} = $${i + 2}${json(k) ? '::jsonb' : ''}`);
  if (changed) sets.push("update_seq = nextval('ocean.container_update_seq')");
  await q.query(
    `UPDATE ocean.containers SET ${sets.join(', ')}, lease_token = NULL, lease_until = NULL WHERE id = $1`,
    [id, ...keys.map((k) => (json(k) && fields[k] !== null ? JSON.stringify(fields[k]) : fields[k]))],
  );
}

// ---------------------------------------------------------------------------------------------
// Shared carrier answers (warm_db)

export interface SnapshotRow {
  identifier: string;
  identifier_type: string;
  carrier_scac: string | null;
  found: boolean;
  snapshot: unknown;
  fetched_at: Date;
}

export async function getSnapshot(q: Queryable, identifier: string): Promise<SnapshotRow | null> {
  const r = await q.query<SnapshotRow>('SELECT * FROM ocean.carrier_snapshots WHERE identifier = $1', [identifier]);
  return r.rows[0] ?? null;
}

/** Stores a carrier's answer for a reference (unless a newer one is already stored). */
export async function putSnapshot(q: Queryable, identifier: string, identifierType: string, snapshot: TrackingSnapshot, fetchedAt: Date): Promise<void> {
  await q.query(
    `INSERT INTO ocean.carrier_snapshots (identifier, identifier_type, carrier_scac, found, snapshot, fetched_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (identifier) DO UPDATE SET identifier_type = EXCLUDED.identifier_type, carrier_scac = EXCLUDED.carrier_scac,
       found = EXCLUDED.found, snapshot = EXCLUDED.snapshot, fetched_at = EXCLUDED.fetched_at
     WHERE ocean.carrier_snapshots.fetched_at <= EXCLUDED.fetched_at`,
    [identifier, identifierType, snapshot.found ? snapshot.carrierScac : null, snapshot.found, JSON.stringify(snapshot), fetchedAt],
  );
}

// ---------------------------------------------------------------------------------------------
// Vessel positions

export async function imosToRefresh(q: Queryable, staleBefore: Date, limit: number): Promise<string[]> {
  const r = await q.query<{ imo: string }>(
    `SELECT DISTINCT b.current_vessel_imo AS imo FROM ocean.boxes b
       LEFT JOIN ocean.vessel_positions vp ON vp.imo = b.current_vessel_imo
      WHERE b.active AND b.current_vessel_imo IS NOT NULL AND (vp.imo IS NULL OR vp.updated_at < $1)
      LIMIT $2`,
    [staleBefore, limit],
  );
  return r.rows.map((x) => x.imo);
}

export interface PositionWrite {
  imo: string;
  name: string;
  lat: number;
  lng: number;
  speed_knots: number;
  heading_deg: number;
  nav_status: string;
  nav_status_claimed: string;
  source: string;
  fix_at: string;
}

export async function upsertPositions(q: Queryable, rows: PositionWrite[], now: Date): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `INSERT INTO ocean.vessel_positions AS v (imo, name, lat, lng, speed_knots, heading_deg, nav_status, nav_status_claimed, source, fix_at, updated_at)
     SELECT x.imo, x.name, x.lat, x.lng, x.speed_knots, x.heading_deg, x.nav_status, x.nav_status_claimed, x.source, x.fix_at, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(imo text, name text, lat float8, lng float8, speed_knots float8, heading_deg float8,
         nav_status text, nav_status_claimed text, source text, fix_at timestamptz)
     ON CONFLICT (imo) DO UPDATE SET name = EXCLUDED.name, lat = EXCLUDED.lat, lng = EXCLUDED.lng, speed_knots = EXCLUDED.speed_knots,
       heading_deg = EXCLUDED.heading_deg, nav_status = EXCLUDED.nav_status, nav_status_claimed = EXCLUDED.nav_status_claimed,
       source = EXCLUDED.source, fix_at = EXCLUDED.fix_at, updated_at = EXCLUDED.updated_at
     WHERE v.fix_at <= EXCLUDED.fix_at`,
    [JSON.stringify(rows), now],
  );
}

// ---------------------------------------------------------------------------------------------
// Demurrage terms and report

export interface TermsRow {
  id: string;
  org_id: string;
  carrier_scac: string | null;
  port_unlocode: string | null;
  lane: string | null;
  free_days: number;
  tiers: { from_day: number; daily_rate_usd: number }[] | null;
  label: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface TermsWrite {
  carrier_scac: string | null;
  port_unlocode: string | null;
  lane: string | null;
  free_days: number;
  tiers: { from_day: number; daily_rate_usd: number }[] | null;
  label: string | null;
}

/** Files terms for a scope; the same scope filed again replaces its terms (xmax ≠ 0: the upsert updated). */
export async function upsertTerms(q: Queryable, orgId: string, t: TermsWrite, now: Date): Promise<{ row: TermsRow; replaced: boolean }> {
  const tier = (i: number) => t.tiers?.[i];
  const r = await q.query<TermsRow & { replaced: boolean }>(
    `INSERT INTO ocean.demurrage_terms AS d (org_id, carrier_scac, port_unlocode, lane, free_days, tiers, rate_1, from_2, rate_2, from_3, rate_3,
       from_4, rate_4, label, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     ON CONFLICT (org_id, COALESCE(carrier_scac, ''), COALESCE(port_unlocode, ''), COALESCE(lane, '')) DO UPDATE SET
       free_days = EXCLUDED.free_days, tiers = EXCLUDED.tiers, rate_1 = EXCLUDED.rate_1, from_2 = EXCLUDED.from_2, rate_2 = EXCLUDED.rate_2,
       from_3 = EXCLUDED.from_3, rate_3 = EXCLUDED.rate_3, from_4 = EXCLUDED.from_4, rate_4 = EXCLUDED.rate_4, label = EXCLUDED.label,
       updated_at = EXCLUDED.updated_at
     RETURNING d.id, d.org_id, d.carrier_scac, d.port_unlocode, d.lane, d.free_days, d.tiers, d.label, d.created_at, d.updated_at,
       (d.xmax <> 0) AS replaced`,
    [
      orgId, t.carrier_scac, t.port_unlocode, t.lane, t.free_days, t.tiers ? JSON.stringify(t.tiers) : null,
      tier(0)?.daily_rate_usd ?? null, tier(1)?.from_day ?? null, tier(1)?.daily_rate_usd ?? null, tier(2)?.from_day ?? null,
      tier(2)?.daily_rate_usd ?? null, tier(3)?.from_day ?? null, tier(3)?.daily_rate_usd ?? null, t.label, now,
    ],
  );
  const { replaced, ...row } = r.rows[0]!;
  return { row, replaced };
}

/** The organisation's terms, most specific scope first (the order in which they win). */
export async function listTerms(q: Queryable, orgId: string): Promise<TermsRow[]> {
  const r = await q.query<TermsRow>(
    `SELECT id, org_id, carrier_scac, port_unlocode, lane, free_days, tiers, label, created_at, updated_at
       FROM ocean.demurrage_terms WHERE org_id = $1
      ORDER BY (CASE WHEN port_unlocode IS NULL THEN 0 ELSE 4 END + CASE WHEN carrier_scac IS NULL THEN 0 ELSE 2 END
                + CASE WHEN lane IS NULL THEN 0 ELSE 1 END) DESC, created_at, id`,
    [orgId],
  );
  return r.rows;
}

export interface ReportTotals {
  candidates_considered: number;
  assessed_containers: number;
  unassessable_containers: number;
  uncosted_containers: number;
  containers_at_risk: number;
  total_at_risk_usd: number;
}

export type ReportItem = BoxDemurrage & { record_id: string };

/** Boxes of organisation `$2` still in the terminal (the predicate of the report's indexes). */
const IN_TERMINAL = `b.org_id = $2 AND b.active AND b.gate_out_at IS NULL AND b.empty_return_at IS NULL`;

/** Boxes a report considers: still in the terminal, discharged or due within 7 days of `$1`. */
const CANDIDATE = `${IN_TERMINAL}
  AND (b.discharge_at IS NOT NULL OR (b.eta IS NOT NULL AND b.eta <= $1::timestamptz + interval '7 days'))`;

/** Port-local "today" of each zone, by zone id (ocean.zones), built once per statement. */
const TODAY_BY_ZONE = `SELECT array_agg((CASE WHEN z.name IS NOT NULL THEN ($1::timestamptz AT TIME ZONE z.name)::date END) ORDER BY g) AS d
  FROM generate_series(1, (SELECT COALESCE(max(id), 0) FROM ocean.zones)) g LEFT JOIN ocean.zones z ON z.id = g`;

/**
 * The whole demurrage report in two statements run at once, as of `$1`.
 *  - "Today" at each box's port comes from an array computed once per zone (one AT TIME ZONE
 *    per zone, not per box); a box without a zone id falls back to its zone name.
 *  - Totals are one aggregate over the candidates, an index-only scan of the covering index
 *    boxes_demurrage_totals_idx.
 *  - Items are the `maxItems` smallest free_days_left. Every port-local today is within a day
 *    of the UTC date, so they lie among the boxes whose last free day is at most two days past
 *    the maxItems-th smallest last free day — read by index, with today worked out once per row
 *    (OFFSET 0 keeps it from being re-evaluated in every expression that uses it) — then, only
 *    when fewer than maxItems have a last free day, the boxes with terms but no discharge yet
 *    (free_days_left null: they sort last).
 */
export async function demurrageReport(db: Db, orgId: string, now: Date, maxItems: number): Promise<{ totals: ReportTotals; items: ReportItem[] }> {
  // Today at the port of alias `a`: from the per-zone array `days`, else from its zone name.
  const portToday = (days: string, a: string) => `COALESCE((${days})[${a}.pod_zone_id], ${zoneToday(a)})`;
  const todayFromZt = portToday('(SELECT d FROM zt)', 'b');
  // OFFSET 0 keeps today from being re-evaluated in every expression that uses it.
  const withToday = (where: string) => withOverdue(`ocean.boxes b WHERE ${where} OFFSET 0`, todayFromZt);
  // Two statements run at once (on two connections of a pool): the totals scan and the
  // index read of the items overlap instead of running one after the other.
  const [totals, items] = await Promise.all([
    // The totals read boxes_demurrage_totals_idx alone (an index-only scan of a fifth of the
    // heap's pages). Priced at the default random_page_cost (4, spinning disks), the planner
    // would rather scan the whole heap; this statement is planned at SSD cost instead.
    db.tx(async (tx) => {
      await tx.query('SET LOCAL random_page_cost = 1.1');
      return tx.query<{ totals: ReportTotals }>(
        // Grouped first by what the today-dependent figures need (zone, last free day, tiers), so
        // "today" and the tiered charge are worked out once per group, not once per box.
        `WITH g AS (
           SELECT b.pod_zone_id, b.pod_timezone, b.dem_last_free_day,
                  b.dem_rate_1, b.dem_from_2, b.dem_rate_2, b.dem_from_3, b.dem_rate_3, b.dem_from_4, b.dem_rate_4,
                  count(*) AS n, count(b.dem_free_days) AS assessed,
                  count(*) FILTER (WHERE b.dem_free_days IS NULL AND b.discharge_at IS NOT NULL) AS unassessable,
                  count(*) FILTER (WHERE b.dem_free_days IS NOT NULL AND b.dem_rate_1 IS NULL) AS uncosted
             FROM ocean.boxes b WHERE ${CANDIDATE}
            GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
         )
         SELECT json_build_object(
            'candidates_considered', COALESCE(sum(b.n), 0),
            'assessed_containers', COALESCE(sum(b.assessed), 0),
            'unassessable_containers', COALESCE(sum(b.unassessable), 0),
            'uncosted_containers', COALESCE(sum(b.uncosted), 0),
            'containers_at_risk', COALESCE(sum(b.n) FILTER (WHERE b.dem_last_free_day - b.today <= 2), 0),
            'total_at_risk_usd', COALESCE(sum(b.n * ${accruedSql('(b.today - b.dem_last_free_day)')}) FILTER (WHERE b.dem_last_free_day < b.today), 0)) AS totals
           FROM (SELECT g.*, ${portToday(`(${TODAY_BY_ZONE})`, 'g')} AS today FROM g OFFSET 0) b`,
        [now, orgId],
      );
    }),
    db.query<{ items: ReportItem[] }>(
      `WITH zt AS (${TODAY_BY_ZONE}),
       cut AS (
         SELECT b.dem_last_free_day AS lfd FROM ocean.boxes b
          WHERE ${IN_TERMINAL} AND b.dem_last_free_day IS NOT NULL
          ORDER BY b.dem_last_free_day OFFSET $3 - 1 LIMIT 1),
       urgent AS (
         (SELECT ${DEMURRAGE_COLUMNS}
            FROM ${withToday(`${IN_TERMINAL} AND b.dem_last_free_day IS NOT NULL AND b.dem_last_free_day <= COALESCE((SELECT lfd FROM cut) + 2, 'infinity'::date)`)})
         UNION ALL
         (SELECT ${DEMURRAGE_COLUMNS}
            FROM ${withToday(`NOT EXISTS (SELECT 1 FROM cut) AND ${CANDIDATE} AND b.dem_last_free_day IS NULL AND b.dem_free_days IS NOT NULL`)}
           ORDER BY b.container_number COLLATE "C", b.id LIMIT $3)
       )
       SELECT COALESCE(json_agg(i), '[]'::json) AS items FROM (
         SELECT u.id, u.container_id AS record_id, u.container_number, u.status, u.pod_unlocode, u.lane, u.discharge_at, u.eta,
                u.terms_source, u.free_days, u.rate_1, u.last_free_day, u.free_days_left, u.days_overdue, u.accrued_usd,
                u.daily_rate_usd, u.at_risk
           FROM urgent u
          ORDER BY u.free_days_left ASC NULLS LAST, u.container_number COLLATE "C", u.id LIMIT $3) i`,
      [now, orgId, maxItems],
    ),
  ]);
  return { totals: totals.rows[0]!.totals, items: items.rows[0]!.items };
}

// ---------------------------------------------------------------------------------------------
// The /v2/events feed

export interface FeedFilter {
  eventTypes: string[] | null;
  /** Each given code list restricts to events of its type with one of those codes (AND-ed, as DCSA). */
  codeFilters: { type: string; codes: string[] }[];
  equipmentReference: string | null;
  unlocode: string | null;
  vesselImo: string | null;
  booking: string | null;
  transportDocument: string | null;
  createdFrom: Date | null;
  createdFromInclusive: boolean;
  createdTo: Date | null;
  createdToInclusive: boolean;
}

export type FeedRow = EventRow & { identifier: string; identifier_type: string; bl_number: string | null; booking_number: string | null; carrier_scac: string | null };

export async function feedPage(q: Queryable, orgId: string, f: FeedFilter, after: number, limit: number): Promise<FeedRow[]> {
  const params: unknown[] = [orgId, after, limit + 1];
  const cond: string[] = [];
  const add = (sql: (p: string) => string, v: unknown) => {
    params.push(v);
    cond.push(sql(`$${params.length}`));
  };
  if (f.eventTypes) add((p) => `e.event_type = ANY(${p}::text[])`, f.eventTypes);
  for (const c of f.codeFilters) {
    params.push(c.type);
    const t = `$${params.length}`;
    add((p) => `(e.event_type = ${t} AND e.code = ANY(${p}::text[]))`, c.codes);
  }
  if (f.equipmentReference) add((p) => `e.equipment_reference = ${p}`, f.equipmentReference);
  if (f.unlocode) add((p) => `e.unlocode = ${p}`, f.unlocode);
  if (f.vesselImo) add((p) => `e.vessel_imo = ${p}`, f.vesselImo);
  if (f.booking) add((p) => `(c.booking_number = ${p} OR (c.identifier_type = 'booking' AND c.identifier = ${p}))`, f.booking);
  if (f.transportDocument) add((p) => `(c.bl_number = ${p} OR (c.identifier_type = 'bill_of_lading' AND c.identifier = ${p}))`, f.transportDocument);
  if (f.createdFrom) add((p) => `e.created_at ${f.createdFromInclusive ? '>=' : '>'} ${p}`, f.createdFrom);
  if (f.createdTo) add((p) => `e.created_at ${f.createdToInclusive ? '<=' : '<'} ${p}`, f.createdTo);
  const r = await q.query<FeedRow>(
    `SELECT e.*, c.identifier, c.identifier_type, c.bl_number, c.booking_number, c.carrier_scac
       FROM ocean.events e JOIN ocean.containers c ON c.id = e.container_id
      WHERE e.org_id = $1 AND e.feed_seq > $2 ${cond.map((x) => `AND ${x}`).join(' ')}
      ORDER BY e.feed_seq LIMIT $3`,
    params,
  );
  return r.rows;
}

// ---------------------------------------------------------------------------------------------
// api_change_announced: one event per organisation tracking containers

export async function orgsWithContainers(q: Queryable): Promise<string[]> {
  return (await q.query<{ org_id: string }>('SELECT DISTINCT org_id FROM ocean.containers WHERE archived_at IS NULL')).rows.map((r) => r.org_id);
}
