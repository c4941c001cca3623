// Port congestion readings (public market data).
import type { Queryable } from '../../../platform/db.js';
import type { CongestionReading } from '../connectors/types.js';

export interface CongestionRow {
  unlocode: string;
  observed_at: Date;
  wait_hours: number;
  at_anchor: number;
  at_berth: number;
}

export async function insertCongestion(db: Queryable, readings: CongestionReading[], source: string): Promise<number> {
  if (!readings.length) return 0;
  const r = await db.query(
    `INSERT INTO schedules.congestion_readings (unlocode, observed_at, wait_hours, at_anchor, at_berth, source)
     SELECT unlocode, observed_at, wait_hours, at_anchor, at_berth, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(unlocode text, observed_at timestamptz, wait_hours float8, at_anchor int, at_berth int)
     ON CONFLICT (unlocode, observed_at) DO NOTHING`,
    [JSON.stringify(readings), source],
  );
  return r.rowCount;
}

export async function lastCongestionReading(db: Queryable): Promise<Date | null> {
  return (
    (await db.query<{ t: Date | null }>('SELECT max(observed_at) AS t FROM schedules.congestion_readings')).rows[0]
      ?.t ?? null
  );
}

/** Latest reading per port no older than maxAgeHours; all ports when `ports` is null. */
export async function latestCongestion(
  db: Queryable,
  ports: readonly string[] | null,
  now: Date,
  maxAgeHours: number,
): Promise<CongestionRow[]> {
  const r = await db.query<CongestionRow>(
    `SELECT DISTINCT ON (unlocode) unlocode, observed_at, wait_hours, at_anchor, at_berth
       FROM schedules.congestion_readings
      WHERE observed_at <= $1 AND observed_at > $1::timestamptz - $2 * interval '1 hour'
        AND ($3::text[] IS NULL OR unlocode = ANY($3::text[]))
      ORDER BY unlocode, observed_at DESC`,
    [now, maxAgeHours, ports],
  );
  return r.rows;
}
