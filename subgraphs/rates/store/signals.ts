// The reference p50 of each series' last lane_rate_updated event (the threshold's baseline).
import type { Queryable } from '../../../platform/db.js';

export interface SignalRow {
  lane_id: number;
  equipment: string;
  rate_type: string;
  p50: number;
  day: string;
}

export async function laneSignals(db: Queryable): Promise<SignalRow[]> {
  const r = await db.query<SignalRow>(
    `SELECT lane_id, equipment, rate_type, p50, to_char(day, 'YYYY-MM-DD') AS day FROM rates.lane_signals`,
  );
  return r.rows;
}

export async function saveLaneSignals(db: Queryable, rows: readonly SignalRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO rates.lane_signals (lane_id, equipment, rate_type, p50, day)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::date[])
     ON CONFLICT (lane_id, equipment, rate_type) DO UPDATE SET p50 = excluded.p50, day = excluded.day`,
    [
      rows.map((r) => r.lane_id),
      rows.map((r) => r.equipment),
      rows.map((r) => r.rate_type),
      rows.map((r) => r.p50),
      rows.map((r) => r.day),
    ],
  );
}
