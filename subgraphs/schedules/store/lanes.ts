// Reads for many lanes at once (the supergraph's Lane entity, compare_lanes): one statement
// for the routes of every lane and one for their observed arrivals, whatever the number of lanes.
import type { Queryable } from '../../../platform/db.js';
import type { CarrierStatsRow } from './reliability.js';

export interface LaneKey {
  origin: string;
  destination: string;
}

/** A route's lane, carrier, transshipment hub and estimated times: what a lane summary needs of it. */
export interface LaneRouteRow extends LaneKey {
  carrier_scac: string;
  hub: string | null;
  departure: Date;
  arrival: Date;
}

/**
 * The routes of searchRoutes (sailings.ts) for each lane, in its order, every route of the window:
 * direct sailings, and one-transshipment routes of the same carrier connecting 24 h to 10 days after
 * the first leg's arrival, for first legs that do not reach the destination (earliest arrival kept).
 */
export async function routesOnLanes(
  db: Queryable,
  lanes: readonly LaneKey[],
  from: Date,
  to: Date,
): Promise<LaneRouteRow[]> {
  const r = await db.query<LaneRouteRow>(
    `WITH lane AS (SELECT * FROM unnest($1::text[], $2::text[]) AS l(origin, destination)),
     direct AS (
       SELECT DISTINCT ON (l.origin, l.destination, o.sailing_id) l.origin, l.destination, o.carrier_scac,
              o.sailing_id AS s1, NULL::text AS hub, o.estimated_departure AS dep, d.estimated_arrival AS arr
         FROM lane l
         JOIN schedules.port_calls o ON o.unlocode = l.origin
         JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = l.destination AND d.seq > o.seq
         JOIN schedules.sailings s ON s.id = o.sailing_id AND s.status = 'scheduled'
        WHERE o.estimated_departure >= $3 AND o.estimated_departure < $4
        ORDER BY l.origin, l.destination, o.sailing_id, d.seq
     ), tship AS (
       SELECT DISTINCT ON (l.origin, l.destination, o.sailing_id) l.origin, l.destination, o.carrier_scac,
              o.sailing_id AS s1, h1.unlocode AS hub, o.estimated_departure AS dep, d.estimated_arrival AS arr
         FROM lane l
         JOIN schedules.port_calls o ON o.unlocode = l.origin
         JOIN schedules.sailings sa ON sa.id = o.sailing_id AND sa.status = 'scheduled'
         JOIN schedules.port_calls h1 ON h1.sailing_id = o.sailing_id AND h1.seq > o.seq AND h1.unlocode <> l.destination
         JOIN schedules.port_calls h2 ON h2.unlocode = h1.unlocode AND h2.carrier_scac = o.carrier_scac AND h2.sailing_id <> o.sailing_id
              AND h2.estimated_departure >= h1.estimated_arrival + interval '24 hours'
              AND h2.estimated_departure <= h1.estimated_arrival + interval '10 days'
         JOIN schedules.port_calls d ON d.sailing_id = h2.sailing_id AND d.unlocode = l.destination AND d.seq > h2.seq
         JOIN schedules.sailings sb ON sb.id = h2.sailing_id AND sb.status = 'scheduled'
        WHERE o.estimated_departure >= $3 AND o.estimated_departure < $4
          AND NOT EXISTS (SELECT 1 FROM schedules.port_calls x WHERE x.sailing_id = o.sailing_id AND x.unlocode = l.destination AND x.seq > o.seq)
        ORDER BY l.origin, l.destination, o.sailing_id, d.estimated_arrival, h1.seq
     )
     SELECT origin, destination, carrier_scac, hub, dep AS departure, arr AS arrival
       FROM (SELECT * FROM direct UNION ALL SELECT * FROM tship) u
      ORDER BY origin, destination, dep, arr, carrier_scac, s1`,
    [lanes.map((l) => l.origin), lanes.map((l) => l.destination), from, to],
  );
  return r.rows;
}

/** laneStats (reliability.ts) for each lane: observed arrivals per carrier, on time = |delay| ≤ tolerance. */
export async function statsOnLanes(
  db: Queryable,
  lanes: readonly LaneKey[],
  from: Date,
  to: Date,
  toleranceMinutes: number,
): Promise<(CarrierStatsRow & LaneKey)[]> {
  const r = await db.query<CarrierStatsRow & LaneKey>(
    `WITH lane AS (SELECT * FROM unnest($1::text[], $2::text[]) AS l(origin, destination))
     SELECT l.origin, l.destination, a.carrier_scac, count(*)::int AS observations,
            count(*) FILTER (WHERE abs(a.delay_minutes) <= $5)::int AS on_time,
            round(avg(a.delay_minutes))::int AS avg_delay_minutes
       FROM lane l
       JOIN schedules.observed_arrivals a ON a.unlocode = l.destination
       JOIN schedules.port_calls d ON d.sailing_id = a.sailing_id AND d.unlocode = a.unlocode
       JOIN schedules.port_calls o ON o.sailing_id = a.sailing_id AND o.unlocode = l.origin AND o.seq < d.seq
      WHERE a.actual_arrival > $3 AND a.actual_arrival <= $4
      GROUP BY l.origin, l.destination, a.carrier_scac`,
    [lanes.map((l) => l.origin), lanes.map((l) => l.destination), from, to, toleranceMinutes],
  );
  return r.rows;
}
