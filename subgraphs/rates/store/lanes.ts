// Lanes (port pairs) and the equipment prices are quoted for.
import type { Queryable } from '../../../platform/db.js';

export interface LaneRow {
  id: number;
  origin: string;
  destination: string;
  origin_region: string;
  destination_region: string;
}

export interface NewLane {
  origin: string;
  destination: string;
  origin_region: string;
  destination_region: string;
}

/** Creates the lanes not yet known (regions are decided by the caller); answers every lane asked. */
export async function ensureLanes(db: Queryable, lanes: readonly NewLane[]): Promise<LaneRow[]> {
  if (!lanes.length) return [];
  await db.query(
    `INSERT INTO rates.lanes (origin, destination, origin_region, destination_region)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (origin, destination) DO NOTHING`,
    [
      lanes.map((l) => l.origin),
      lanes.map((l) => l.destination),
      lanes.map((l) => l.origin_region),
      lanes.map((l) => l.destination_region),
    ],
  );
  return lanesByPairs(
    db,
    lanes.map((l) => `${l.origin}-${l.destination}`),
  );
}

/** Lanes by "ORIGIN-DESTINATION" keys, one statement for any number of keys. */
export async function lanesByPairs(db: Queryable, pairs: readonly string[]): Promise<LaneRow[]> {
  const r = await db.query<LaneRow>(`SELECT * FROM rates.lanes WHERE origin || '-' || destination = ANY($1::text[])`, [
    pairs,
  ]);
  return r.rows;
}

export interface LaneSearch {
  origin: string | null;
  destination: string | null;
  /** Matches either end's region. */
  region: string | null;
  equipment: string | null;
  /** Keyset: lanes after this "ORIGIN-DESTINATION" key. */
  after: string | null;
  limit: number;
}

/** Lanes in origin, destination order; with equipment, only lanes with observations for it. */
export async function searchLanes(db: Queryable, s: LaneSearch): Promise<LaneRow[]> {
  const r = await db.query<LaneRow>(
    `SELECT l.* FROM rates.lanes l
      WHERE ($1::text IS NULL OR l.origin = $1) AND ($2::text IS NULL OR l.destination = $2)
        AND ($3::text IS NULL OR l.origin_region = $3 OR l.destination_region = $3)
        AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM rates.observations o WHERE o.lane_id = l.id AND o.equipment = $4))
        AND ($5::text IS NULL OR (l.origin, l.destination) > (split_part($5, '-', 1), split_part($5, '-', 2)))
      ORDER BY l.origin, l.destination
      LIMIT $6`,
    [s.origin, s.destination, s.region, s.equipment, s.after, s.limit],
  );
  return r.rows;
}

/** The equipment codes each lane has observations for, one statement for a page of lanes. */
export async function equipmentOfLanes(
  db: Queryable,
  laneIds: readonly number[],
): Promise<{ lane_id: number; equipment: string }[]> {
  const r = await db.query<{ lane_id: number; equipment: string }>(
    `SELECT DISTINCT lane_id, equipment FROM rates.observations WHERE lane_id = ANY($1::int[]) ORDER BY lane_id, equipment`,
    [laneIds],
  );
  return r.rows;
}
