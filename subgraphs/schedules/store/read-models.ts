// The read models dashboards read (migration 004): each carrier's on-time record and league
// rank, each port's latest congestion reading, rewritten by the tick in the transaction that
// stored the observations, so an entity lookup is one statement by primary key.
import type { Queryable } from '../../../platform/db.js';
import type { CarrierStatsRow } from './reliability.js';
import type { CongestionRow } from './congestion.js';
import { DELAY_QUANTILES_SQL, delayWindowFrom } from './arrival-evidence.js';

export interface CarrierReliabilityRow extends CarrierStatsRow {
  league_rank: number | null;
  computed_at: Date;
}

export interface PortCongestionRow extends CongestionRow {
  computed_at: Date;
}

/** Replaces the carriers' figures computed at `now`; carriers no longer observed are removed. */
export async function replaceCarrierReliability(
  db: Queryable,
  rows: (CarrierStatsRow & { league_rank: number | null })[],
  now: Date,
): Promise<void> {
  // A slower tick of another process that computed earlier never overwrites a later answer.
  await db.query(
    `WITH incoming AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
                AS x(carrier_scac text, observations int, on_time int, avg_delay_minutes int, league_rank int)
     ), up AS (
       INSERT INTO schedules.carrier_reliability (carrier_scac, observations, on_time, avg_delay_minutes, league_rank, computed_at)
       SELECT carrier_scac, observations, on_time, avg_delay_minutes, league_rank, $2 FROM incoming
       ON CONFLICT (carrier_scac) DO UPDATE SET observations = EXCLUDED.observations, on_time = EXCLUDED.on_time,
         avg_delay_minutes = EXCLUDED.avg_delay_minutes, league_rank = EXCLUDED.league_rank, computed_at = EXCLUDED.computed_at
       WHERE schedules.carrier_reliability.computed_at <= EXCLUDED.computed_at
       RETURNING 1
     )
     DELETE FROM schedules.carrier_reliability c
      WHERE c.computed_at <= $2 AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.carrier_scac = c.carrier_scac)`,
    [JSON.stringify(rows), now],
  );
}

/** Each port's latest reading not after `now` and no older than maxAgeHours, as of `now`. */
export async function refreshPortCongestion(db: Queryable, now: Date, maxAgeHours: number): Promise<void> {
  await db.query(
    `WITH latest AS (
       SELECT DISTINCT ON (unlocode) unlocode, observed_at, wait_hours, at_anchor, at_berth
         FROM schedules.congestion_readings
        WHERE observed_at <= $1 AND observed_at > $1::timestamptz - $2 * interval '1 hour'
        ORDER BY unlocode, observed_at DESC
     ), up AS (
       INSERT INTO schedules.port_congestion (unlocode, observed_at, wait_hours, at_anchor, at_berth, computed_at)
       SELECT unlocode, observed_at, wait_hours, at_anchor, at_berth, $1 FROM latest
       ON CONFLICT (unlocode) DO UPDATE SET observed_at = EXCLUDED.observed_at, wait_hours = EXCLUDED.wait_hours,
         at_anchor = EXCLUDED.at_anchor, at_berth = EXCLUDED.at_berth, computed_at = EXCLUDED.computed_at
       WHERE schedules.port_congestion.computed_at <= EXCLUDED.computed_at
       RETURNING 1
     )
     DELETE FROM schedules.port_congestion p
      WHERE p.computed_at <= $1 AND NOT EXISTS (SELECT 1 FROM latest l WHERE l.unlocode = p.unlocode)`,
    [now, maxAgeHours],
  );
}

/**
 * Replaces the arrival delay quantiles (migration 006) with those as of `now` (the window
 * arrivalDelayQuantiles reads), in the caller's transaction; a slower tick of another process
 * that computed earlier changes nothing. Two statements.
 */
export async function refreshArrivalDelays(tx: Queryable, now: Date): Promise<void> {
  // Locked before the calls are read: a write committing meanwhile waits, then marks this stale.
  const lock = await tx.query<{ computed_at: Date }>(
    'SELECT computed_at FROM schedules.arrival_delays_refresh FOR UPDATE',
  );
  if (lock.rows[0] && lock.rows[0].computed_at > now) return;
  await tx.query(
    `WITH q AS (${DELAY_QUANTILES_SQL('NULL', '$1', '$2')}),
     up AS (
       INSERT INTO schedules.arrival_delays (carrier_scac, unlocode, observations, p10, p50, p90)
       SELECT carrier_scac, unlocode, observations, p10, p50, p90 FROM q
       ON CONFLICT (carrier_scac, unlocode) DO UPDATE SET observations = EXCLUDED.observations,
         p10 = EXCLUDED.p10, p50 = EXCLUDED.p50, p90 = EXCLUDED.p90
     ), gone AS (
       DELETE FROM schedules.arrival_delays d
        WHERE NOT EXISTS (SELECT 1 FROM q WHERE q.carrier_scac = d.carrier_scac AND q.unlocode = d.unlocode)
     )
     UPDATE schedules.arrival_delays_refresh SET computed_at = $2, stale = false`,
    [delayWindowFrom(now), now],
  );
}

/** The figures of the given carriers (one statement by primary key). */
export async function carrierReliability(db: Queryable, scacs: readonly string[]): Promise<CarrierReliabilityRow[]> {
  const r = await db.query<CarrierReliabilityRow>(
    `SELECT carrier_scac, observations, on_time, avg_delay_minutes, league_rank, computed_at
       FROM schedules.carrier_reliability WHERE carrier_scac = ANY($1::text[])`,
    [scacs],
  );
  return r.rows;
}

/** The given ports' latest readings, unless older than maxAgeHours at `now` (one statement by primary key). */
export async function portCongestion(
  db: Queryable,
  ports: readonly string[],
  now: Date,
  maxAgeHours: number,
): Promise<PortCongestionRow[]> {
  const r = await db.query<PortCongestionRow>(
    `SELECT unlocode, observed_at, wait_hours, at_anchor, at_berth, computed_at
       FROM schedules.port_congestion
      WHERE unlocode = ANY($1::text[]) AND observed_at > $2::timestamptz - $3 * interval '1 hour'`,
    [ports, now, maxAgeHours],
  );
  return r.rows;
}
