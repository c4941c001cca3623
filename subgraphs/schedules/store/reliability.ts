// Observed arrivals per carrier and lane (on-time figures) and the daily reliability snapshots.
import type { Queryable } from '../../../platform/db.js';

export interface CarrierStatsRow {
  carrier_scac: string;
  observations: number;
  on_time: number;
  avg_delay_minutes: number;
}

/** Observed arrivals in (from, to] per carrier; on time = |actual − scheduled| ≤ tolerance. */
export async function carrierStats(
  db: Queryable,
  scacs: readonly string[] | null,
  from: Date,
  to: Date,
  toleranceMinutes: number,
): Promise<CarrierStatsRow[]> {
  const r = await db.query<CarrierStatsRow>(
    `SELECT carrier_scac, count(*)::int AS observations,
            count(*) FILTER (WHERE abs(delay_minutes) <= $4)::int AS on_time,
            round(avg(delay_minutes))::int AS avg_delay_minutes
       FROM schedules.observed_arrivals
      WHERE actual_arrival > $1 AND actual_arrival <= $2 AND ($3::text[] IS NULL OR carrier_scac = ANY($3::text[]))
      GROUP BY carrier_scac`,
    [from, to, scacs, toleranceMinutes],
  );
  return r.rows;
}

export interface CarrierMonthRow {
  carrier_scac: string;
  /** The calendar month (UTC) of the actual arrival: YYYY-MM. */
  month: string;
  observations: number;
  on_time: number;
}

/** Observed arrivals in (from, to] per carrier and calendar month (UTC): the league's trends. */
export async function carrierMonthlyStats(
  db: Queryable,
  scacs: readonly string[],
  from: Date,
  to: Date,
  toleranceMinutes: number,
): Promise<CarrierMonthRow[]> {
  const r = await db.query<CarrierMonthRow>(
    `SELECT carrier_scac, to_char(actual_arrival AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS observations,
            count(*) FILTER (WHERE abs(delay_minutes) <= $4)::int AS on_time
       FROM schedules.observed_arrivals
      WHERE actual_arrival > $1 AND actual_arrival <= $2 AND carrier_scac = ANY($3::text[])
      GROUP BY 1, 2`,
    [from, to, scacs, toleranceMinutes],
  );
  return r.rows;
}

/** Observed arrivals at the destination of voyages that called at the origin before it. */
export async function laneStats(
  db: Queryable,
  origin: string,
  destination: string,
  scacs: string[] | null,
  from: Date,
  to: Date,
  toleranceMinutes: number,
): Promise<CarrierStatsRow[]> {
  const r = await db.query<CarrierStatsRow>(
    `SELECT a.carrier_scac, count(*)::int AS observations,
            count(*) FILTER (WHERE abs(a.delay_minutes) <= $6)::int AS on_time,
            round(avg(a.delay_minutes))::int AS avg_delay_minutes
       FROM schedules.observed_arrivals a
       JOIN schedules.port_calls d ON d.sailing_id = a.sailing_id AND d.unlocode = a.unlocode
       JOIN schedules.port_calls o ON o.sailing_id = a.sailing_id AND o.unlocode = $1 AND o.seq < d.seq
      WHERE a.unlocode = $2 AND a.actual_arrival > $3 AND a.actual_arrival <= $4
        AND ($5::text[] IS NULL OR a.carrier_scac = ANY($5::text[]))
      GROUP BY a.carrier_scac`,
    [origin, destination, from, to, scacs, toleranceMinutes],
  );
  return r.rows;
}

/** Whether the day's snapshot has been taken. */
export async function hasReliabilitySnapshot(db: Queryable, day: string): Promise<boolean> {
  return !!(await db.query('SELECT 1 FROM schedules.reliability_snapshots WHERE day = $1 LIMIT 1', [day])).rowCount;
}

/** Today's snapshot per carrier; returns the carriers whose share fell since their last one. */
export async function snapshotReliability(
  db: Queryable,
  day: string,
  rows: { carrier_scac: string; on_time_pct: number; observations: number }[],
): Promise<
  { carrier_scac: string; on_time_pct: number; observations: number; previous_pct: number; previous_day: string }[]
> {
  const r = await db.query<any>(
    `WITH incoming AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(carrier_scac text, on_time_pct float8, observations int)
     ), ins AS (
       INSERT INTO schedules.reliability_snapshots (carrier_scac, day, on_time_pct, observations)
       SELECT carrier_scac, $1::date, on_time_pct, observations FROM incoming
       ON CONFLICT (carrier_scac, day) DO NOTHING
       RETURNING carrier_scac, on_time_pct, observations
     )
     SELECT i.carrier_scac, i.on_time_pct, i.observations, p.on_time_pct AS previous_pct, p.day::text AS previous_day
       FROM ins i
       JOIN LATERAL (SELECT s.on_time_pct, s.day FROM schedules.reliability_snapshots s
                      WHERE s.carrier_scac = i.carrier_scac AND s.day < $1::date ORDER BY s.day DESC LIMIT 1) p ON true`,
    [day, JSON.stringify(rows)],
  );
  return r.rows;
}
