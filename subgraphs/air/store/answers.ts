// SQL of the air subgraph. Reference data (airlines by AWB prefix, airports) is read through the
// reference subgraph's store (subgraphs/reference/store.ts), except in the two reads of the
// cached-track path below that join it for their statement budget.
import type { Queryable } from '../../platform/db.js';
import type { AirlineRow, AirportRow } from '../reference/store.js';
import type { NormEvent } from './normalise.js';
import type { FoundAnswer, HeldAnswer, OrgTracking } from './decide-answer.js';
import type { AircraftPosition } from './connectors/opensky.js';
export type { AirlineRow, AirportRow };

export interface ShipmentRow {
  awb: string;
  airline_prefix: string;
  outcome: 'pending' | 'found' | 'not_found';
  status: string;
  origin: string | null;
  destination: string | null;
  origin_name: string | null;
  destination_name: string | null;
  pieces: number | null;
  weight_kg: number | null;
  flight_number: string | null;
  dep_estimated: Date | null;
  dep_actual: Date | null;
  arr_estimated: Date | null;
  arr_actual: Date | null;
  content_hash: string | null;
  retry_after_s: number | null;
  fetched_at: Date | null;
  changed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  attempts: number;
  updated_at: Date;
  warnings: string[]; // what the last answer held that could not be read; [] after a clean answer
}

/** A shipment as one organisation sees it: null waybill_id = the organisation does not track it. */
export interface TrackRow extends ShipmentRow {
  waybill_id: string | null;
  waybill_updated_at: Date | null;
}

export interface LegRow {
  awb: string;
  order_id: number;
  status: string;
  transport_type: string | null;
  from_iata: string | null;
  to_iata: string | null;
  flight_number: string;
  flight_date: string;
  dep_estimated: Date | null;
  dep_actual: Date | null;
  arr_estimated: Date | null;
  arr_actual: Date | null;
  pieces: number | null;
  weight_kg: number | null;
  path: [number, number][];
}

/** A stored status event: the normalised event of its AWB, its family as stored text. */
export type EventRow = Omit<NormEvent, 'event_family'> & { awb: string; event_family: string };

// ---- reads

const SHIPMENT_COLS = `s.awb, s.airline_prefix, s.outcome, s.status, s.origin, s.destination, s.origin_name, s.destination_name,
  s.pieces, s.weight_kg, s.flight_number, s.dep_estimated, s.dep_actual, s.arr_estimated, s.arr_actual, s.content_hash,
  s.retry_after_s, s.fetched_at, s.changed_at, s.failed_at, s.last_error, s.attempts, s.updated_at, s.warnings`;

/**
 * The airline of the prefix, the shared answer for one AWB and, if any, the organisation's
 * tracking row: one statement (one round trip on the hot path of a cached track). The join to
 * reference.airlines stays for that reason: a cached track is held to five statements
 * (test/air/track.test.ts), and reading the airline through the reference store would add one.
 */
export async function trackState(
  db: Queryable,
  orgId: string,
  awb: string,
): Promise<{
  airline: AirlineRow | null;
  shipment: ShipmentRow | null;
  waybillId: string | null;
  waybillUpdatedAt: Date | null;
}> {
  const r = await db.query<
    TrackRow & {
      awb_key: string;
      al_prefix: string | null;
      al_iata: string | null;
      al_icao: string | null;
      al_name: string | null;
      al_url: string | null;
    }
  >(
    `SELECT k.awb AS awb_key, ${SHIPMENT_COLS}, w.id AS waybill_id, w.updated_at AS waybill_updated_at,
            a.prefix AS al_prefix, a.iata AS al_iata, a.icao AS al_icao, a.name AS al_name, a.url AS al_url
       FROM (SELECT $2::text AS awb) k
       LEFT JOIN reference.airlines a ON a.prefix = left(k.awb, 3)
       LEFT JOIN air.shipments s ON s.awb = k.awb
       LEFT JOIN air.waybills w ON w.awb = k.awb AND w.org_id = $1`,
    [orgId, awb],
  );
  const row = r.rows[0]!;
  const airline =
    row.al_prefix === null
      ? null
      : { prefix: row.al_prefix, iata: row.al_iata, icao: row.al_icao, name: row.al_name!, url: row.al_url };
  return {
    airline,
    shipment: row.awb === null ? null : row,
    waybillId: row.waybill_id,
    waybillUpdatedAt: row.waybill_updated_at,
  };
}

/** Waybills the organisation tracks, with their shared answer. */
export async function trackedByAwb(db: Queryable, orgId: string, awbs: readonly string[]): Promise<TrackRow[]> {
  const r = await db.query<TrackRow>(
    `SELECT ${SHIPMENT_COLS}, w.id AS waybill_id, w.updated_at AS waybill_updated_at
       FROM air.waybills w JOIN air.shipments s ON s.awb = w.awb
      WHERE w.org_id = $1 AND w.awb = ANY($2::text[]) AND s.outcome = 'found'`,
    [orgId, awbs],
  );
  return r.rows;
}

/**
 * Every airport one of the waybills mentions (origin, destination, legs, events): one statement.
 * It joins reference.airports for the same statement budget as trackState: the codes come from
 * three air tables, so reading them first and the airports through the reference store would
 * cost a cached track a sixth statement.
 */
export async function airportsOfAwbs(
  db: Queryable,
  awbs: readonly string[],
): Promise<(AirportRow & { awb: string })[]> {
  const r = await db.query<AirportRow & { awb: string }>(
    `WITH codes AS (
       SELECT awb, origin AS iata FROM air.shipments WHERE awb = ANY($1::text[])
       UNION SELECT awb, destination FROM air.shipments WHERE awb = ANY($1::text[])
       UNION SELECT awb, station FROM air.events WHERE awb = ANY($1::text[])
       UNION SELECT awb, from_iata FROM air.legs WHERE awb = ANY($1::text[])
       UNION SELECT awb, to_iata FROM air.legs WHERE awb = ANY($1::text[]))
     SELECT c.awb, a.iata, a.icao, a.name, a.city, a.state, a.country, a.country_code, a.lat, a.lng, a.timezone
       FROM codes c JOIN reference.airports a ON a.iata = c.iata`,
    [awbs],
  );
  return r.rows;
}

export async function legsByAwb(db: Queryable, awbs: readonly string[]): Promise<LegRow[]> {
  return (await db.query<LegRow>('SELECT * FROM air.legs WHERE awb = ANY($1::text[]) ORDER BY awb, order_id', [awbs]))
    .rows;
}

export async function eventsByAwb(db: Queryable, awbs: readonly string[]): Promise<EventRow[]> {
  return (await db.query<EventRow>('SELECT * FROM air.events WHERE awb = ANY($1::text[]) ORDER BY awb, seq', [awbs]))
    .rows;
}

export async function shipmentByAwb(db: Queryable, awb: string): Promise<ShipmentRow | null> {
  return (
    (await db.query<ShipmentRow>(`SELECT ${SHIPMENT_COLS} FROM air.shipments s WHERE s.awb = $1`, [awb])).rows[0] ??
    null
  );
}

// ---- organisation tracking

/** Starts tracking for the organisation (idempotent); returns the row's updated_at. */
export async function registerWaybill(
  db: Queryable,
  orgId: string,
  awb: string,
  prefix: string,
  status: string,
  origin: string | null,
  destination: string | null,
  now: Date,
): Promise<Date> {
  // DO UPDATE (a no-op) rather than DO NOTHING: it returns the row a concurrent request just
  // committed, which a separate SELECT in the same statement would not see.
  const r = await db.query<{ updated_at: Date }>(
    `INSERT INTO air.waybills (org_id, awb, airline_prefix, status, origin, destination, added_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (org_id, awb) DO UPDATE SET updated_at = air.waybills.updated_at
     RETURNING updated_at`,
    [orgId, awb, prefix, status, origin, destination, now],
  );
  return r.rows[0]!.updated_at;
}

// ---- single-flight leases (wall-clock database time)

/**
 * Takes the AWB's lease unless another owner holds an unexpired one; also reports where the
 * shipment's airline calls stand, so a caller whose decision is stale can skip its call. A second
 * statement reads the shipment: a claim that waited for the holder's answer to commit (which deletes
 * the lease) must see it, and one statement would read from its snapshot taken before the wait.
 */
export async function claimLease(
  db: Queryable,
  awb: string,
  owner: string,
  ttlMs: number,
): Promise<{ claimed: boolean; attempts: number | null; fetched_at: Date | null; failed_at: Date | null }> {
  const claim = await db.query(
    `INSERT INTO air.refresh_leases (awb, owner, expires_at) VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
     ON CONFLICT (awb) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
       WHERE air.refresh_leases.expires_at < clock_timestamp()
     RETURNING owner`,
    [awb, owner, ttlMs],
  );
  const shipment = await db.query<Pick<ShipmentRow, 'attempts' | 'fetched_at' | 'failed_at'>>(
    'SELECT attempts, fetched_at, failed_at FROM air.shipments WHERE awb = $1',
    [awb],
  );
  const none = { attempts: null, fetched_at: null, failed_at: null };
  return { claimed: claim.rows.length === 1, ...(shipment.rows[0] ?? none) };
}

export async function releaseLease(db: Queryable, awb: string, owner: string): Promise<void> {
  await db.query('DELETE FROM air.refresh_leases WHERE awb = $1 AND owner = $2', [awb, owner]);
}

// ---- writing an airline answer

/**
 * What is held for the AWB when its answer lands (see decide-answer.ts), locked for this answer: the
 * shipment row first, then every organisation's tracking row, always in that order.
 */
export async function heldAnswer(tx: Queryable, awb: string): Promise<HeldAnswer> {
  const shipment = await tx.query<{ content_hash: string | null }>(
    'SELECT content_hash FROM air.shipments WHERE awb = $1 FOR UPDATE',
    [awb],
  );
  const contentHash = shipment.rows[0]?.content_hash ?? null;
  const legEstimates = contentHash
    ? (
        await tx.query<HeldAnswer['legEstimates'][number]>(
          'SELECT flight_number, flight_date, dep_estimated, arr_estimated FROM air.legs WHERE awb = $1',
          [awb],
        )
      ).rows
    : [];
  const trackers = await tx.query<OrgTracking>(
    'SELECT id, org_id, status FROM air.waybills WHERE awb = $1 ORDER BY id FOR UPDATE',
    [awb],
  );
  return { contentHash, legEstimates, trackers: trackers.rows };
}

/** Writes a found answer as decided (decide-answer.ts): the shipment, its legs and events when they changed, the trackers that moved. */
export async function applyFound(tx: Queryable, a: FoundAnswer): Promise<void> {
  const s = a.shipment;
  await tx.query(
    `INSERT INTO air.shipments (awb, airline_prefix, outcome, status, origin, destination, origin_name, destination_name, pieces, weight_kg,
        flight_number, dep_estimated, dep_actual, arr_estimated, arr_actual, messages, warnings, content_hash, retry_after_s,
        fetched_at, changed_at, failed_at, last_error, attempts, updated_at)
     VALUES ($1, $2, 'found', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, NULL, $18, $18, NULL, NULL, 1, $18)
     ON CONFLICT (awb) DO UPDATE SET outcome = 'found', status = $3, origin = $4, destination = $5, origin_name = $6, destination_name = $7,
        pieces = $8, weight_kg = $9, flight_number = $10, dep_estimated = $11, dep_actual = $12, arr_estimated = $13, arr_actual = $14,
        messages = $15, warnings = $16, content_hash = $17, retry_after_s = NULL, fetched_at = $18,
        changed_at = CASE WHEN $19 THEN $18 ELSE air.shipments.changed_at END,
        attempts = air.shipments.attempts + 1, updated_at = $18`,
    [
      a.awb,
      a.prefix,
      s.status,
      s.origin,
      s.destination,
      s.origin_name,
      s.destination_name,
      s.pieces,
      s.weight_kg,
      s.flight_number,
      s.departure.estimated,
      s.departure.actual,
      s.arrival.estimated,
      s.arrival.actual,
      s.messages,
      s.warnings,
      s.content_hash,
      a.now,
      a.content !== null,
    ],
  );
  if (a.content) await replaceContent(tx, a.awb, a.content);
  if (a.moved.length) {
    await tx.query(
      'UPDATE air.waybills SET status = $2, origin = $3, destination = $4, updated_at = $5 WHERE id = ANY($1::uuid[])',
      [a.moved, s.status, s.origin, s.destination, a.now],
    );
  }
}

async function replaceContent(tx: Queryable, awb: string, c: NonNullable<FoundAnswer['content']>): Promise<void> {
  if (c.replacesHeld) {
    await tx.query('DELETE FROM air.legs WHERE awb = $1', [awb]);
    await tx.query('DELETE FROM air.events WHERE awb = $1', [awb]);
  }
  if (c.legs.length) {
    await tx.query(
      `INSERT INTO air.legs (awb, order_id, status, transport_type, from_iata, to_iata, flight_number, flight_date, dep_estimated, dep_actual,
          arr_estimated, arr_actual, pieces, weight_kg, path)
       SELECT $1, x.order_id, x.status, x.transport_type, x.from_iata, x.to_iata, x.flight_number, x.flight_date, x.dep_estimated, x.dep_actual,
          x.arr_estimated, x.arr_actual, x.pieces, x.weight_kg, x.path
         FROM jsonb_to_recordset($2::jsonb) AS x(order_id int, status text, transport_type text, from_iata text, to_iata text, flight_number text,
          flight_date text, dep_estimated timestamptz, dep_actual timestamptz, arr_estimated timestamptz, arr_actual timestamptz, pieces int,
          weight_kg numeric, path jsonb)`,
      [
        awb,
        JSON.stringify(
          c.legs.map((l) => ({
            order_id: l.order_id,
            status: l.status,
            transport_type: l.transport_type,
            from_iata: l.from_iata,
            to_iata: l.to_iata,
            flight_number: l.flight_number,
            flight_date: l.flight_date,
            dep_estimated: l.departure.estimated,
            dep_actual: l.departure.actual,
            arr_estimated: l.arrival.estimated,
            arr_actual: l.arrival.actual,
            pieces: l.pieces,
            weight_kg: l.weight_kg,
            path: l.path,
          })),
        ),
      ],
    );
  }
  if (c.events.length) {
    await tx.query(
      `INSERT INTO air.events (awb, seq, status_code, raw_code, event_family, is_actual, estimated, actual, station, station_name, flight_number,
          pieces, weight_kg, description)
       SELECT $1, x.seq, x.status_code, x.raw_code, x.event_family, x.is_actual, x.estimated, x.actual, x.station, x.station_name, x.flight_number,
          x.pieces, x.weight_kg, x.description
         FROM jsonb_to_recordset($2::jsonb) AS x(seq int, status_code text, raw_code text, event_family text, is_actual boolean,
          estimated timestamptz, actual timestamptz, station text, station_name text, flight_number text, pieces int, weight_kg numeric,
          description text)`,
      [awb, JSON.stringify(c.events)],
    );
  }
}

export async function writeNotFound(
  tx: Queryable,
  awb: string,
  prefix: string,
  retryAfterS: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO air.shipments (awb, airline_prefix, outcome, status, retry_after_s, fetched_at, changed_at, attempts, updated_at)
     VALUES ($1, $2, 'not_found', 'unknown', $3, $4, $4, 1, $4)
     ON CONFLICT (awb) DO UPDATE SET outcome = 'not_found', status = 'unknown', origin = NULL, destination = NULL, origin_name = NULL,
        destination_name = NULL, pieces = NULL, weight_kg = NULL, flight_number = NULL, dep_estimated = NULL, dep_actual = NULL,
        arr_estimated = NULL, arr_actual = NULL, messages = '{}', warnings = '{}', content_hash = NULL, retry_after_s = $3, fetched_at = $4,
        changed_at = CASE WHEN air.shipments.outcome = 'not_found' THEN air.shipments.changed_at ELSE $4 END,
        attempts = air.shipments.attempts + 1, updated_at = $4`,
    [awb, prefix, retryAfterS, now],
  );
  await tx.query('DELETE FROM air.legs WHERE awb = $1', [awb]);
  await tx.query('DELETE FROM air.events WHERE awb = $1', [awb]);
}

/** Bookkeeping of a failed airline call: the held answer stays as it was. */
export async function writeFailure(
  db: Queryable,
  awb: string,
  prefix: string,
  error: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO air.shipments (awb, airline_prefix, outcome, failed_at, last_error, attempts, updated_at)
     VALUES ($1, $2, 'pending', $3, $4, 1, $3)
     ON CONFLICT (awb) DO UPDATE SET failed_at = $3, last_error = $4, attempts = air.shipments.attempts + 1, updated_at = $3`,
    [awb, prefix, now, error.slice(0, 500)],
  );
}

// ---- aircraft positions

export async function flightPositions(
  db: Queryable,
  flight: string,
): Promise<{ positions: AircraftPosition[]; checked_at: Date } | null> {
  const r = await db.query<{ positions: AircraftPosition[]; checked_at: Date }>(
    'SELECT positions, checked_at FROM air.flight_positions WHERE flight_number = $1',
    [flight],
  );
  return r.rows[0] ?? null;
}

export async function saveFlightPositions(
  db: Queryable,
  flight: string,
  positions: AircraftPosition[],
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO air.flight_positions (flight_number, positions, checked_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (flight_number) DO UPDATE SET positions = EXCLUDED.positions, checked_at = EXCLUDED.checked_at`,
    [flight, JSON.stringify(positions), now],
  );
}
