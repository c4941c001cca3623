// What schedules knows that a predicted arrival needs (ocean's decide/predicted-arrival.ts,
// docs/ocean.md "Predicted arrival"): the carriers' arrival delays against their own estimates,
// the ports' congestion wait, and the past arrivals the backtest replays. Schedules owns these
// tables; this file is the one read of them other subgraphs make (rule subgraph-imports-own-folder),
// each as of a given time so that a replay sees only what was known then.
import type { Queryable } from '../../../platform/db.js';
import { RELIABILITY_WINDOW_DAYS } from '../decide/rules.js';

export interface DelayRow {
  carrier_scac: string;
  /** null: the carrier over all its ports. */
  unlocode: string | null;
  observations: number;
  p10: number;
  p50: number;
  p90: number;
}

/**
 * The delay quantiles in hours (actual arrival − the carrier's estimate at the call) of the
 * arrivals observed in ($from, $to] of the carriers `carriers` names (SQL: all of them when null),
 * per carrier at each port it called and per carrier over all its ports (unlocode ''). One
 * definition for the per-request read and the tick's read model (store/read-models.ts).
 */
export const DELAY_QUANTILES_SQL = (carriers: string, from: string, to: string) =>
  `SELECT carrier_scac, CASE WHEN GROUPING(unlocode) = 0 THEN unlocode ELSE '' END AS unlocode,
          count(*)::int AS observations,
          percentile_cont(0.1) WITHIN GROUP (ORDER BY h)::float8 AS p10,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY h)::float8 AS p50,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY h)::float8 AS p90
     FROM (SELECT carrier_scac, unlocode, extract(epoch FROM actual_arrival - estimated_arrival) / 3600 AS h
             FROM schedules.port_calls
            WHERE (${carriers}::text[] IS NULL OR carrier_scac = ANY(${carriers}::text[]))
              AND actual_arrival > ${from} AND actual_arrival <= ${to} AND estimated_arrival IS NOT NULL) a
    GROUP BY GROUPING SETS ((carrier_scac, unlocode), (carrier_scac))`;

/** The start of the window the quantiles of `at` are taken over: one rule for the read model and the fallback. */
export const delayWindowFrom = (at: Date) => new Date(at.getTime() - RELIABILITY_WINDOW_DAYS * 86_400_000);

/** How far from the read model's refresh a read's `at` may be to take it (the tick runs every minute by default). */
const READ_MODEL_REACH_MS = 5 * 60_000;

/**
 * The delay quantiles of the asked carriers (over all their ports, and at each asked port) over
 * the reliability window before `at`: from the tick's read model (migration 006) when no call
 * changed since it was computed, within READ_MODEL_REACH_MS of `at`; else from the port calls.
 */
export async function arrivalDelayQuantiles(
  db: Queryable,
  keys: readonly { carrier: string; port: string }[],
  at: Date,
): Promise<DelayRow[]> {
  if (!keys.length) return [];
  const carriers = [...new Set(keys.map((k) => k.carrier))];
  const ports = [...new Set(keys.map((k) => k.port))];
  const kept = await db.query<DelayRow>(
    `SELECT d.carrier_scac, NULLIF(d.unlocode, '') AS unlocode, d.observations, d.p10, d.p50, d.p90
       FROM schedules.arrival_delays_refresh r
       LEFT JOIN schedules.arrival_delays d
              ON d.carrier_scac = ANY($1::text[]) AND (d.unlocode = '' OR d.unlocode = ANY($2::text[]))
      WHERE NOT r.stale AND r.computed_at BETWEEN $3::timestamptz - $4 * interval '1 millisecond'
                              AND $3::timestamptz + $4 * interval '1 millisecond'`,
    [carriers, ports, at, READ_MODEL_REACH_MS],
  );
  if (kept.rows.length) return kept.rows.filter((d) => d.carrier_scac !== null);
  return computedArrivalDelays(db, carriers, ports, at);
}

/** The same quantiles computed from the port calls (what the read model holds when fresh). */
export async function computedArrivalDelays(
  db: Queryable,
  carriers: readonly string[],
  ports: readonly string[],
  at: Date,
): Promise<DelayRow[]> {
  const r = await db.query<DelayRow>(
    `SELECT carrier_scac, NULLIF(unlocode, '') AS unlocode, observations, p10, p50, p90
       FROM (${DELAY_QUANTILES_SQL('$1', '$3', '$4')}) q
      WHERE unlocode = '' OR unlocode = ANY($2::text[])`,
    [carriers, ports, delayWindowFrom(at), at],
  );
  return r.rows;
}

export interface CongestionAsOf {
  unlocode: string;
  wait_hours: number;
  observed_at: Date;
}

/** Each port's latest congestion reading observed at or before `at`. */
export async function congestionAsOf(db: Queryable, ports: readonly string[], at: Date): Promise<CongestionAsOf[]> {
  if (!ports.length) return [];
  const r = await db.query<CongestionAsOf>(
    `SELECT DISTINCT ON (unlocode) unlocode, wait_hours, observed_at
       FROM schedules.congestion_readings
      WHERE unlocode = ANY($1::text[]) AND observed_at <= $2
      ORDER BY unlocode, observed_at DESC`,
    [ports, at],
  );
  return r.rows;
}

export interface PastArrival {
  sailing_id: string;
  carrier_scac: string;
  unlocode: string;
  scheduled_arrival: Date;
  /** The carrier's estimate at the call as it stands now. */
  estimated_arrival: Date;
  /** When the carrier revised the estimate (a slip), if it did: before then it was the schedule. */
  revised_at: Date | null;
  actual_arrival: Date;
}

/** Calls that arrived in (from, to] (never a voyage's first call), oldest first, at most `limit`. */
export async function pastArrivals(db: Queryable, from: Date, to: Date, limit: number): Promise<PastArrival[]> {
  const r = await db.query<PastArrival>(
    `SELECT p.sailing_id, p.carrier_scac, p.unlocode, p.scheduled_arrival, p.estimated_arrival,
            s.changes_applied_at AS revised_at, p.actual_arrival
       FROM schedules.port_calls p JOIN schedules.sailings s ON s.id = p.sailing_id
      WHERE p.actual_arrival > $1 AND p.actual_arrival <= $2 AND p.seq > 0
        AND p.scheduled_arrival IS NOT NULL AND p.estimated_arrival IS NOT NULL
      ORDER BY p.actual_arrival, p.sailing_id, p.unlocode
      LIMIT $3`,
    [from, to, limit],
  );
  return r.rows;
}
