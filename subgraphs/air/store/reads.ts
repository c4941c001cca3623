// The reads of a track and of the waybill's fields: one statement each, whatever the number of
// waybills. Reference data (airlines, airports) is joined here rather than read through the
// reference store, for the statement budget of a cached track (test/air/track.test.ts).
import type { Queryable } from '../../../platform/db.js';
import {
  SHIPMENT_COLS,
  type AirlineRow,
  type AirportRow,
  type EventRow,
  type LegRow,
  type ShipmentRow,
  type TrackRow,
} from './rows.js';

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
