// Sailings learned from a schedules feed (DCSA point-to-point routings).
import type { Queryable } from '../../../platform/db.js';

export interface LegCall {
  unlocode: string;
  arrival: Date | null;
  departure: Date | null;
  cutoffs?: { doc: Date | null; vgm: Date | null; fcl: Date | null };
}

export interface FeedLeg {
  id: string;
  carrier_scac: string;
  service_code: string | null;
  service_name: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  calls: LegCall[];
}

export interface FeedSlip {
  id: string;
  unlocode: string;
  previous_departure: Date;
  new_departure: Date;
}

/**
 * A feed's calls merged with what is known (estimates and cut-offs replaced, scheduled times kept
 * from the first sighting), stamped as changed only when an estimate or cut-off moved; answers the
 * departures that moved later.
 */
const UPSERT_CALLS = `WITH incoming AS (
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(sailing_id text, unlocode text, carrier_scac text, arrival timestamptz,
            departure timestamptz, doc timestamptz, vgm timestamptz, fcl timestamptz)
   ), before AS (
     SELECT p.sailing_id, p.unlocode, p.estimated_departure FROM schedules.port_calls p
       JOIN incoming i ON i.sailing_id = p.sailing_id AND i.unlocode = p.unlocode
   ), up AS (
     INSERT INTO schedules.port_calls (sailing_id, unlocode, seq, carrier_scac, scheduled_arrival, scheduled_departure,
            estimated_arrival, estimated_departure, doc_cutoff, vgm_cutoff, fcl_cutoff, updated_at)
     SELECT sailing_id, unlocode, 0, carrier_scac, arrival, departure, arrival, departure, doc, vgm, fcl, $2 FROM incoming
     ON CONFLICT (sailing_id, unlocode) DO UPDATE SET
       -- changed (for the exports) only when an estimate or cut-off moved
       updated_at = CASE WHEN (EXCLUDED.estimated_arrival, EXCLUDED.estimated_departure, EXCLUDED.doc_cutoff, EXCLUDED.vgm_cutoff,
                               EXCLUDED.fcl_cutoff) IS DISTINCT FROM (schedules.port_calls.estimated_arrival,
                               schedules.port_calls.estimated_departure, schedules.port_calls.doc_cutoff,
                               schedules.port_calls.vgm_cutoff, schedules.port_calls.fcl_cutoff)
                         THEN EXCLUDED.updated_at ELSE schedules.port_calls.updated_at END,
       estimated_arrival = coalesce(EXCLUDED.estimated_arrival, schedules.port_calls.estimated_arrival),
       estimated_departure = coalesce(EXCLUDED.estimated_departure, schedules.port_calls.estimated_departure),
       scheduled_arrival = coalesce(schedules.port_calls.scheduled_arrival, EXCLUDED.scheduled_arrival),
       scheduled_departure = coalesce(schedules.port_calls.scheduled_departure, EXCLUDED.scheduled_departure),
       doc_cutoff = coalesce(EXCLUDED.doc_cutoff, schedules.port_calls.doc_cutoff),
       vgm_cutoff = coalesce(EXCLUDED.vgm_cutoff, schedules.port_calls.vgm_cutoff),
       fcl_cutoff = coalesce(EXCLUDED.fcl_cutoff, schedules.port_calls.fcl_cutoff)
     RETURNING sailing_id, unlocode, estimated_departure
   )
   SELECT up.sailing_id AS id, up.unlocode, b.estimated_departure AS previous_departure, up.estimated_departure AS new_departure
     FROM up JOIN before b ON b.sailing_id = up.sailing_id AND b.unlocode = up.unlocode
    WHERE up.estimated_departure > b.estimated_departure`;

/**
 * Upserts legs learned from a schedules feed (one sailing per vessel voyage, its calls merged
 * with what is already known), renumbers the calls in time order, and reports departures that
 * moved later. Three statements whatever the number of legs.
 */
export async function upsertFeedLegs(db: Queryable, legs: FeedLeg[], source: string, now: Date): Promise<FeedSlip[]> {
  if (!legs.length) return [];
  const sailings = legs.map((l) => ({
    id: l.id,
    carrier_scac: l.carrier_scac,
    service_code: l.service_code,
    service_name: l.service_name,
    vessel_imo: l.vessel_imo,
    vessel_name: l.vessel_name,
    voyage: l.voyage,
    first: l.calls[0]!.unlocode,
    last: l.calls[l.calls.length - 1]!.unlocode,
    dep: l.calls[0]!.departure,
    arr: l.calls[l.calls.length - 1]!.arrival,
  }));
  const calls = legs.flatMap((l) =>
    l.calls.map((c) => ({
      sailing_id: l.id,
      unlocode: c.unlocode,
      carrier_scac: l.carrier_scac,
      arrival: c.arrival,
      departure: c.departure,
      doc: c.cutoffs?.doc ?? null,
      vgm: c.cutoffs?.vgm ?? null,
      fcl: c.cutoffs?.fcl ?? null,
    })),
  );
  await db.query(
    `INSERT INTO schedules.sailings (id, carrier_scac, service_code, service_name, vessel_imo, vessel_name, voyage,
            origin_unlocode, destination_unlocode, departure_at, arrival_at, source, updated_at)
     SELECT id, carrier_scac, service_code, service_name, vessel_imo, vessel_name, voyage, first, last, dep, arr, $2, $3
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, carrier_scac text, service_code text, service_name text, vessel_imo text,
            vessel_name text, voyage text, first text, last text, dep timestamptz, arr timestamptz)
     ON CONFLICT (id) DO UPDATE SET service_name = coalesce(EXCLUDED.service_name, schedules.sailings.service_name),
       vessel_imo = coalesce(EXCLUDED.vessel_imo, schedules.sailings.vessel_imo),
       vessel_name = coalesce(EXCLUDED.vessel_name, schedules.sailings.vessel_name), updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(sailings), source, now],
  );
  const moved = await db.query<FeedSlip>(UPSERT_CALLS, [JSON.stringify(calls), now]);
  // Calls in time order; the sailing's ends follow its first and last call.
  await db.query(
    `WITH ordered AS (
       SELECT sailing_id, unlocode, (row_number() OVER (PARTITION BY sailing_id
              ORDER BY coalesce(estimated_arrival, estimated_departure), coalesce(estimated_departure, estimated_arrival)) - 1)::int AS seq
         FROM schedules.port_calls WHERE sailing_id = ANY($1::text[])
     ), renum AS (
       UPDATE schedules.port_calls p SET seq = o.seq FROM ordered o
        WHERE p.sailing_id = o.sailing_id AND p.unlocode = o.unlocode AND p.seq <> o.seq RETURNING 1
     )
     UPDATE schedules.sailings s SET origin_unlocode = f.first, destination_unlocode = f.last,
            -- a first call known only by its arrival (or a last by its departure) keeps the times known
            departure_at = coalesce(f.dep, s.departure_at), arrival_at = coalesce(f.arr, s.arrival_at)
       FROM (SELECT o.sailing_id,
                    (array_agg(o.unlocode ORDER BY o.seq))[1] AS first, (array_agg(o.unlocode ORDER BY o.seq DESC))[1] AS last,
                    (array_agg(coalesce(p.scheduled_departure, p.estimated_departure) ORDER BY o.seq))[1] AS dep,
                    (array_agg(coalesce(p.scheduled_arrival, p.estimated_arrival) ORDER BY o.seq DESC))[1] AS arr
               FROM ordered o JOIN schedules.port_calls p ON p.sailing_id = o.sailing_id AND p.unlocode = o.unlocode
              GROUP BY o.sailing_id) f
      WHERE s.id = f.sailing_id`,
    [[...new Set(legs.map((l) => l.id))]],
  );
  return moved.rows;
}
