// Arrivals as an arrival feed revises them (a carrier's or AIS feed, not the sandbox's, which
// observes its own in sandbox.ts observeDueArrivals): an observation is a port call's actual
// arrival, stored once on the call with its source.
import type { Queryable } from '../../../platform/db.js';

export interface ObservedArrival {
  sailingId: string;
  unlocode: string;
  at: Date;
}

/** Observed arrivals stored on their calls; the calls count as changed for the exports. */
export async function recordArrivals(
  db: Queryable,
  arrivals: readonly ObservedArrival[],
  source: string,
  now: Date,
): Promise<void> {
  if (!arrivals.length) return;
  await db.query(
    `UPDATE schedules.port_calls p SET actual_arrival = x.at, arrival_source = $2, updated_at = $3
       FROM jsonb_to_recordset($1::jsonb) AS x(sailing_id text, unlocode text, at timestamptz)
      WHERE p.sailing_id = x.sailing_id AND p.unlocode = x.unlocode`,
    [JSON.stringify(arrivals.map((a) => ({ sailing_id: a.sailingId, unlocode: a.unlocode, at: a.at }))), source, now],
  );
}

/** Which observed arrivals a revision covers: a carrier's (or every carrier's), observed after a time (or ever). */
export interface ArrivalScope {
  carrierScac?: string;
  observedAfter?: Date;
}

/**
 * A feed's revision of arrivals already observed: each becomes `delayMinutes` after its scheduled
 * arrival, or, with null, is withdrawn (no longer an observation).
 */
export async function reviseArrivals(
  db: Queryable,
  scope: ArrivalScope,
  delayMinutes: number | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE schedules.port_calls SET updated_at = $4,
            actual_arrival = CASE WHEN $3::int IS NULL THEN NULL ELSE scheduled_arrival + $3::int * interval '1 minute' END,
            arrival_source = CASE WHEN $3::int IS NULL THEN NULL ELSE arrival_source END
      WHERE actual_arrival IS NOT NULL AND ($1::text IS NULL OR carrier_scac = $1) AND ($2::timestamptz IS NULL OR actual_arrival > $2)`,
    [scope.carrierScac ?? null, scope.observedAfter ?? null, delayMinutes, now],
  );
}
