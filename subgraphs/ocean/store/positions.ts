// Vessel positions of the boxes on board.
import type { Queryable } from '../../../platform/db.js';

export async function imosToRefresh(q: Queryable, staleBefore: Date, limit: number): Promise<string[]> {
  const r = await q.query<{ imo: string }>(
    `SELECT DISTINCT b.current_vessel_imo AS imo FROM ocean.boxes b
       LEFT JOIN ocean.vessel_positions vp ON vp.imo = b.current_vessel_imo
      WHERE b.active AND b.current_vessel_imo IS NOT NULL AND (vp.imo IS NULL OR vp.updated_at < $1)
      LIMIT $2`,
    [staleBefore, limit],
  );
  return r.rows.map((x) => x.imo);
}

export interface PositionWrite {
  imo: string;
  name: string;
  lat: number;
  lng: number;
  speed_knots: number;
  heading_deg: number;
  nav_status: string;
  nav_status_claimed: string;
  source: string;
  fix_at: string;
}

export async function upsertPositions(q: Queryable, rows: PositionWrite[], now: Date): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `INSERT INTO ocean.vessel_positions AS v (imo, name, lat, lng, speed_knots, heading_deg, nav_status, nav_status_claimed, source, fix_at, updated_at)
     SELECT x.imo, x.name, x.lat, x.lng, x.speed_knots, x.heading_deg, x.nav_status, x.nav_status_claimed, x.source, x.fix_at, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(imo text, name text, lat float8, lng float8, speed_knots float8, heading_deg float8,
         nav_status text, nav_status_claimed text, source text, fix_at timestamptz)
     ON CONFLICT (imo) DO UPDATE SET name = EXCLUDED.name, lat = EXCLUDED.lat, lng = EXCLUDED.lng, speed_knots = EXCLUDED.speed_knots,
       heading_deg = EXCLUDED.heading_deg, nav_status = EXCLUDED.nav_status, nav_status_claimed = EXCLUDED.nav_status_claimed,
       source = EXCLUDED.source, fix_at = EXCLUDED.fix_at, updated_at = EXCLUDED.updated_at
     WHERE v.fix_at <= EXCLUDED.fix_at`,
    [JSON.stringify(rows), now],
  );
}
