// Reads of the sailings: routes on a lane (direct and with one transshipment), the ports of a
// lane's next sailing, achieved transit times, upcoming sailings per carrier.
import type { Queryable } from '../../../platform/db.js';

export interface RouteQuery {
  origin: string;
  destination: string;
  from: Date;
  to: Date;
  scacs: string[] | null;
  directOnly: boolean;
  limit: number;
  offset: number;
}

interface LegRow {
  sailing_id: string;
  carrier_scac: string;
  service_code: string | null;
  service_name: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  from_port: string;
  to_port: string;
  scheduled_departure: Date | null;
  departure: Date;
  scheduled_arrival: Date | null;
  arrival: Date;
  slip_hours: number;
}

export interface RouteRow {
  carrier_scac: string;
  hub: string | null;
  departure: Date;
  arrival: Date;
  doc_cutoff: Date | null;
  vgm_cutoff: Date | null;
  fcl_cutoff: Date | null;
  legs: LegRow[];
  total: number;
}

// Each branch carries the times of its calls, so the page needs only the two sailings. One
// statement: ordering, the page and the total together.
const ROUTES_SQL = `WITH direct AS (
     SELECT DISTINCT ON (o.sailing_id) o.carrier_scac, o.sailing_id AS s1, NULL::text AS s2, NULL::text AS hub,
            o.estimated_departure AS dep, d.estimated_arrival AS arr, o.scheduled_departure AS o_sdep,
            d.scheduled_arrival AS a_sarr, d.estimated_arrival AS a_arr,
            NULL::timestamptz AS h_sdep, NULL::timestamptz AS h_dep, NULL::timestamptz AS b_sarr,
            o.doc_cutoff, o.vgm_cutoff, o.fcl_cutoff
       FROM schedules.port_calls o
       JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = $2 AND d.seq > o.seq
       JOIN schedules.sailings s ON s.id = o.sailing_id AND s.status = 'scheduled'
      WHERE o.unlocode = $1 AND o.estimated_departure >= $3 AND o.estimated_departure < $4
        AND ($5::text[] IS NULL OR o.carrier_scac = ANY($5::text[]))
      ORDER BY o.sailing_id, d.seq
   ), tship AS (
     SELECT DISTINCT ON (o.sailing_id) o.carrier_scac, o.sailing_id AS s1, h2.sailing_id AS s2, h1.unlocode AS hub,
            o.estimated_departure AS dep, d.estimated_arrival AS arr, o.scheduled_departure AS o_sdep,
            h1.scheduled_arrival AS a_sarr, h1.estimated_arrival AS a_arr,
            h2.scheduled_departure AS h_sdep, h2.estimated_departure AS h_dep, d.scheduled_arrival AS b_sarr,
            o.doc_cutoff, o.vgm_cutoff, o.fcl_cutoff
       FROM schedules.port_calls o
       JOIN schedules.sailings sa ON sa.id = o.sailing_id AND sa.status = 'scheduled'
       JOIN schedules.port_calls h1 ON h1.sailing_id = o.sailing_id AND h1.seq > o.seq AND h1.unlocode <> $2
       JOIN schedules.port_calls h2 ON h2.unlocode = h1.unlocode AND h2.carrier_scac = o.carrier_scac AND h2.sailing_id <> o.sailing_id
            AND h2.estimated_departure >= h1.estimated_arrival + interval '24 hours'
            AND h2.estimated_departure <= h1.estimated_arrival + interval '10 days'
       JOIN schedules.port_calls d ON d.sailing_id = h2.sailing_id AND d.unlocode = $2 AND d.seq > h2.seq
       JOIN schedules.sailings sb ON sb.id = h2.sailing_id AND sb.status = 'scheduled'
      WHERE NOT $6 AND o.unlocode = $1 AND o.estimated_departure >= $3 AND o.estimated_departure < $4
        AND ($5::text[] IS NULL OR o.carrier_scac = ANY($5::text[]))
        AND NOT EXISTS (SELECT 1 FROM schedules.port_calls x WHERE x.sailing_id = o.sailing_id AND x.unlocode = $2 AND x.seq > o.seq)
      ORDER BY o.sailing_id, d.estimated_arrival, h1.seq
   ), routes AS (
     SELECT *, count(*) OVER () AS total FROM (SELECT * FROM direct UNION ALL SELECT * FROM tship) u
      ORDER BY dep, arr, carrier_scac, s1 LIMIT $7 OFFSET $8
   )
   SELECT r.carrier_scac, r.hub, r.dep AS departure, r.arr AS arrival, r.total::int AS total, r.doc_cutoff, r.vgm_cutoff, r.fcl_cutoff,
          r.s1, a.service_code AS a_service_code, a.service_name AS a_service_name, a.vessel_imo AS a_vessel_imo, a.vessel_name AS a_vessel_name,
          a.voyage AS a_voyage, r.o_sdep, r.a_sarr, r.a_arr,
          r.s2, b.service_code AS b_service_code, b.service_name AS b_service_name, b.vessel_imo AS b_vessel_imo, b.vessel_name AS b_vessel_name,
          b.voyage AS b_voyage, r.h_sdep, r.h_dep, r.b_sarr
     FROM routes r
     JOIN schedules.sailings a ON a.id = r.s1
     LEFT JOIN schedules.sailings b ON b.id = r.s2
    ORDER BY r.dep, r.arr, r.carrier_scac, r.s1`;

/** A route as ROUTES_SQL answers it: the first sailing's columns a_*, the second's b_*. */
type RouteSqlRow = Omit<RouteRow, 'legs'> & {
  s1: string;
  s2: string | null;
  o_sdep: Date | null;
  a_sarr: Date | null;
  a_arr: Date;
  h_sdep: Date | null;
  h_dep: Date;
  b_sarr: Date | null;
} & Record<`${'a' | 'b'}_${'service_code' | 'service_name' | 'vessel_imo' | 'vessel_name' | 'voyage'}`, string | null>;

/**
 * Point-to-point routes: direct sailings calling origin then destination, and (unless
 * direct only) one-transshipment routes of the same carrier connecting 24 h to 10 days after
 * the first leg's arrival at any common port, for first legs that do not reach the
 * destination themselves (earliest arrival kept per first leg). Blanked sailings are left
 * out.
 */
export async function searchRoutes(db: Queryable, q: RouteQuery): Promise<RouteRow[]> {
  const r = await db.query<RouteSqlRow>(ROUTES_SQL, [
    q.origin,
    q.destination,
    q.from,
    q.to,
    q.scacs,
    q.directOnly,
    q.limit,
    q.offset,
  ]);
  return r.rows.map((row) => {
    const legs = [
      leg(row, 'a', { sailing_id: row.s1, from_port: q.origin, to_port: row.hub ?? q.destination }, [
        row.o_sdep,
        row.departure,
        row.a_sarr,
        row.a_arr,
      ]),
    ];
    if (row.s2)
      legs.push(
        leg(row, 'b', { sailing_id: row.s2, from_port: row.hub!, to_port: q.destination }, [
          row.h_sdep,
          row.h_dep,
          row.b_sarr,
          row.arrival,
        ]),
      );
    const { carrier_scac, hub, departure, arrival, total, doc_cutoff, vgm_cutoff, fcl_cutoff } = row;
    return { carrier_scac, hub, departure, arrival, total, doc_cutoff, vgm_cutoff, fcl_cutoff, legs };
  });
}

/** One sailing of a route: its sailing's columns, its ports and its call times (scheduled, estimated). */
function leg(
  row: RouteSqlRow,
  sailing: 'a' | 'b',
  at: Pick<LegRow, 'sailing_id' | 'from_port' | 'to_port'>,
  [scheduledDeparture, departure, scheduledArrival, arrival]: [Date | null, Date, Date | null, Date],
): LegRow {
  return {
    sailing_id: at.sailing_id,
    carrier_scac: row.carrier_scac,
    service_code: row[`${sailing}_service_code`],
    service_name: row[`${sailing}_service_name`],
    vessel_imo: row[`${sailing}_vessel_imo`],
    vessel_name: row[`${sailing}_vessel_name`],
    voyage: row[`${sailing}_voyage`],
    from_port: at.from_port,
    to_port: at.to_port,
    scheduled_departure: scheduledDeparture,
    departure,
    scheduled_arrival: scheduledArrival,
    arrival,
    slip_hours: scheduledDeparture ? Math.round((departure.getTime() - scheduledDeparture.getTime()) / 3_600_000) : 0,
  };
}

/** Ports of the next direct sailing on a lane, origin to destination in call order. */
export async function laneRoutePorts(db: Queryable, origin: string, destination: string, now: Date): Promise<string[]> {
  const r = await db.query<{ ports: string[] }>(
    `SELECT (SELECT array_agg(c.unlocode ORDER BY c.seq) FROM schedules.port_calls c
              WHERE c.sailing_id = o.sailing_id AND c.seq BETWEEN o.seq AND d.seq) AS ports
       FROM schedules.port_calls o
       JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = $2 AND d.seq > o.seq
      WHERE o.unlocode = $1 AND o.estimated_departure >= $3
      ORDER BY o.estimated_departure, o.sailing_id LIMIT 1`,
    [origin, destination, now],
  );
  return r.rows[0]?.ports ?? [];
}

/** Transit times actually achieved (actual departure to actual arrival) per carrier on a lane. */
export async function observedTransits(
  db: Queryable,
  origin: string,
  destination: string,
  from: Date,
  to: Date,
  scacs: string[] | null,
) {
  const r = await db.query<{
    carrier_scac: string;
    voyages: number;
    median_days: number;
    min_days: number;
    max_days: number;
  }>(
    `SELECT o.carrier_scac, count(*)::int AS voyages,
            round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.actual_arrival - o.actual_departure) / 86400))::numeric, 1)::float8 AS median_days,
            round((min(extract(epoch FROM d.actual_arrival - o.actual_departure)) / 86400)::numeric, 1)::float8 AS min_days,
            round((max(extract(epoch FROM d.actual_arrival - o.actual_departure)) / 86400)::numeric, 1)::float8 AS max_days
       FROM schedules.observed_arrivals a
       JOIN schedules.port_calls d ON d.sailing_id = a.sailing_id AND d.unlocode = a.unlocode
       JOIN schedules.port_calls o ON o.sailing_id = a.sailing_id AND o.unlocode = $1 AND o.seq < d.seq AND o.actual_departure IS NOT NULL
      WHERE a.unlocode = $2 AND a.actual_arrival > $3 AND a.actual_arrival <= $4
        AND ($5::text[] IS NULL OR a.carrier_scac = ANY($5::text[]))
      GROUP BY o.carrier_scac ORDER BY o.carrier_scac`,
    [origin, destination, from, to, scacs],
  );
  return r.rows;
}

/** Upcoming (not blanked) sailings per carrier. */
export async function upcomingSailingCounts(
  db: Queryable,
  scacs: readonly string[],
  from: Date,
): Promise<Map<string, number>> {
  const r = await db.query<{ carrier_scac: string; n: number }>(
    `SELECT carrier_scac, count(*)::int AS n FROM schedules.sailings
      WHERE carrier_scac = ANY($1::text[]) AND departure_at >= $2 AND status = 'scheduled' GROUP BY carrier_scac`,
    [scacs, from],
  );
  return new Map(r.rows.map((x) => [x.carrier_scac, x.n]));
}
