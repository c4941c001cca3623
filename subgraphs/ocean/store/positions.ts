// Vessel positions of the boxes on board.
import type { Queryable } from '../../../platform/db.js';
import { VESSEL_FIX_CHANNEL } from '../../../platform/live-vessels.js';
import type { PositionedRow } from './rows.js';

/**
 * Whether the organisation ($org) follows the vessel ($imo): it is the current vessel of one of
 * its active references. A position is shared data; which vessels it is told about is its own
 * (the vessel_positions export, the vessel_positions query and subscription).
 */
export const followedBy = (org: string, imo: string): string =>
  `EXISTS (SELECT 1 FROM ocean.containers c WHERE c.org_id = ${org} AND c.current_vessel_imo = ${imo}
             AND c.add_state = 'active' AND c.archived_at IS NULL)`;

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

/**
 * Stores fixes (an older fix never replaces a newer one) and announces the vessels whose fix is
 * new on VESSEL_FIX_CHANNEL when the statement commits (docs/live.md): no webhook event, a
 * position is no organisation's. The statement's reads see the table as it was before it, so
 * `was` is each vessel's previous fix. A payload stays under NOTIFY's 8,000 bytes: 500 IMOs each.
 */
export async function upsertPositions(q: Queryable, rows: PositionWrite[], now: Date): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `WITH stored AS (
       INSERT INTO ocean.vessel_positions AS v (imo, name, lat, lng, speed_knots, heading_deg, nav_status, nav_status_claimed, source, fix_at, updated_at)
       SELECT x.imo, x.name, x.lat, x.lng, x.speed_knots, x.heading_deg, x.nav_status, x.nav_status_claimed, x.source, x.fix_at, $2
         FROM jsonb_to_recordset($1::jsonb) AS x(imo text, name text, lat float8, lng float8, speed_knots float8, heading_deg float8,
           nav_status text, nav_status_claimed text, source text, fix_at timestamptz)
       ON CONFLICT (imo) DO UPDATE SET name = EXCLUDED.name, lat = EXCLUDED.lat, lng = EXCLUDED.lng, speed_knots = EXCLUDED.speed_knots,
         heading_deg = EXCLUDED.heading_deg, nav_status = EXCLUDED.nav_status, nav_status_claimed = EXCLUDED.nav_status_claimed,
         source = EXCLUDED.source, fix_at = EXCLUDED.fix_at, updated_at = EXCLUDED.updated_at
       WHERE v.fix_at <= EXCLUDED.fix_at
       RETURNING v.imo, v.fix_at),
     fixed AS (
       SELECT s.imo, (row_number() OVER (ORDER BY s.imo) - 1) / 500 AS part
         FROM stored s LEFT JOIN ocean.vessel_positions was ON was.imo = s.imo
        WHERE was.imo IS NULL OR was.fix_at < s.fix_at)
     SELECT pg_notify('${VESSEL_FIX_CHANNEL}', string_agg(imo, ',')) FROM fixed GROUP BY part`,
    [JSON.stringify(rows), now],
  );
}

/** Each vessel asked (in the order asked), whether the organisation follows it, and its fix if any. */
export interface FollowedVesselRow extends PositionedRow {
  imo: string;
  followed: boolean;
}

export async function followedVessels(
  q: Queryable,
  orgId: string,
  imos: readonly string[],
): Promise<FollowedVesselRow[]> {
  const r = await q.query<FollowedVesselRow>(
    `SELECT i.imo, ${followedBy('$1', 'i.imo')} AS followed, ${POSITION_COLUMNS},
            i.imo AS current_vessel_imo, NULL::text AS current_vessel_name
       FROM unnest($2::text[]) WITH ORDINALITY AS i(imo, n)
       LEFT JOIN ocean.vessel_positions vp ON vp.imo = i.imo
      ORDER BY i.n`,
    [orgId, imos],
  );
  return r.rows;
}

/** A vessel's fix as the read paths join it (the vessel_positions row `vp`). */
export const POSITION_COLUMNS = `
  vp.imo AS vp_imo, vp.name AS vp_name, vp.lat AS vp_lat, vp.lng AS vp_lng, vp.speed_knots AS vp_speed_knots,
  vp.heading_deg AS vp_heading_deg, vp.nav_status AS vp_nav_status, vp.source AS vp_source, vp.fix_at AS vp_fix_at,
  vp.updated_at AS vp_updated_at`;
