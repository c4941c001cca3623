// The lanes' past arrivals as the predicted-arrival model would have seen them (the lane's
// prediction error, decide/prediction-error.ts): each arrival with the carrier's estimates and
// the carrier's delay histories as they stood `horizonDays` before it — the same histories
// arrival-evidence.ts gives ocean's model (actual − estimate, over the `historyDays` before), at
// the destination and over all the carrier's ports. One statement for any number of lanes.
import type { Queryable } from '../../../platform/db.js';
import type { LaneKey } from './lanes.js';

/** Delay quantiles (hours) over a history; the quantiles are null when it is empty. */
export interface DelayColumns {
  observations: number;
  p10: number | null;
  p50: number | null;
  p90: number | null;
}

export interface LaneArrivalReplayRow extends LaneKey {
  carrier_scac: string;
  scheduled_arrival: Date;
  /** The carrier's estimate at the call as it stands now. */
  estimated_arrival: Date;
  /** When the carrier revised the estimate (a slip), if it did. */
  revised_at: Date | null;
  actual_arrival: Date;
  /** The carrier's delays at the destination, then over all its ports, as of the replay's moment. */
  port_history: DelayColumns;
  carrier_history: DelayColumns;
}

const QUANTILES = (alias: string) =>
  `json_build_object('observations', count(*), 'p10', percentile_cont(0.1) WITHIN GROUP (ORDER BY ${alias}.h),
     'p50', percentile_cont(0.5) WITHIN GROUP (ORDER BY ${alias}.h), 'p90', percentile_cont(0.9) WITHIN GROUP (ORDER BY ${alias}.h))`;

/**
 * The arrivals in (from, to] at each lane's destination of voyages that called at its origin
 * before (as the lane's on-time share counts them), of the carriers in `scacs` (null: all), that
 * had a schedule and an estimate, oldest first per lane, each with its histories then.
 */
export async function laneArrivalReplays(
  db: Queryable,
  lanes: readonly LaneKey[],
  scacs: readonly string[] | null,
  window: { from: Date; to: Date },
  days: { horizon: number; history: number },
): Promise<LaneArrivalReplayRow[]> {
  if (!lanes.length) return [];
  const r = await db.query<LaneArrivalReplayRow>(
    `WITH lane AS (SELECT * FROM unnest($1::text[], $2::text[]) AS l(origin, destination)),
     arrival AS (
       SELECT l.origin, l.destination, d.carrier_scac, d.unlocode, d.scheduled_arrival, d.estimated_arrival,
              s.changes_applied_at AS revised_at, d.actual_arrival, d.actual_arrival - $6::int * interval '1 day' AS asked_at
         FROM lane l
         JOIN schedules.port_calls d ON d.unlocode = l.destination
         JOIN schedules.port_calls o ON o.sailing_id = d.sailing_id AND o.unlocode = l.origin AND o.seq < d.seq
         JOIN schedules.sailings s ON s.id = d.sailing_id
        WHERE d.actual_arrival > $3 AND d.actual_arrival <= $4
          AND d.scheduled_arrival IS NOT NULL AND d.estimated_arrival IS NOT NULL
          AND ($5::text[] IS NULL OR d.carrier_scac = ANY($5::text[]))
     )
     SELECT a.origin, a.destination, a.carrier_scac, a.scheduled_arrival, a.estimated_arrival, a.revised_at,
            a.actual_arrival, port.history AS port_history, carrier.history AS carrier_history
       FROM arrival a
       CROSS JOIN LATERAL (
         SELECT ${QUANTILES('x')} AS history
           FROM (SELECT extract(epoch FROM c.actual_arrival - c.estimated_arrival) / 3600 AS h
                   FROM schedules.port_calls c
                  WHERE c.carrier_scac = a.carrier_scac AND c.unlocode = a.unlocode AND c.estimated_arrival IS NOT NULL
                    AND c.actual_arrival > a.asked_at - $7::int * interval '1 day' AND c.actual_arrival <= a.asked_at) x
       ) port
       CROSS JOIN LATERAL (
         SELECT ${QUANTILES('y')} AS history
           FROM (SELECT extract(epoch FROM c.actual_arrival - c.estimated_arrival) / 3600 AS h
                   FROM schedules.port_calls c
                  WHERE c.carrier_scac = a.carrier_scac AND c.estimated_arrival IS NOT NULL
                    AND c.actual_arrival > a.asked_at - $7::int * interval '1 day' AND c.actual_arrival <= a.asked_at) y
       ) carrier
      ORDER BY a.origin, a.destination, a.actual_arrival, a.carrier_scac`,
    [
      lanes.map((l) => l.origin),
      lanes.map((l) => l.destination),
      window.from,
      window.to,
      scacs,
      days.horizon,
      days.history,
    ],
  );
  return r.rows;
}
