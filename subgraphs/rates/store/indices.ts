// The index family: definitions, daily values from the stored lane medians, change figures.
import type { Queryable } from '../../../platform/db.js';

export interface IndexDefinitionRow {
  code: string;
  name: string;
  description: string;
  equipment: string;
  base_date: string;
  position: number;
  components: { lane_id: number; weight: number }[];
}

/** Writes the family's definitions (every start; unchanged definitions write nothing). */
export async function upsertIndices(db: Queryable, defs: readonly IndexDefinitionRow[]): Promise<void> {
  await db.query(
    `INSERT INTO rates.indices (code, name, description, equipment, base_date, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::date[], $6::int[])
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, description = excluded.description, equipment = excluded.equipment,
       base_date = excluded.base_date, position = excluded.position
     WHERE (rates.indices.name, rates.indices.description, rates.indices.equipment, rates.indices.base_date, rates.indices.position)
       IS DISTINCT FROM (excluded.name, excluded.description, excluded.equipment, excluded.base_date, excluded.position)`,
    [
      defs.map((d) => d.code),
      defs.map((d) => d.name),
      defs.map((d) => d.description),
      defs.map((d) => d.equipment),
      defs.map((d) => d.base_date),
      defs.map((d) => d.position),
    ],
  );
  const comps = defs.flatMap((d) => d.components.map((c) => ({ code: d.code, ...c })));
  await db.query(
    `WITH want AS (SELECT * FROM unnest($1::text[], $2::int[], $3::numeric[]) AS w(index_code, lane_id, weight)),
     gone AS (DELETE FROM rates.index_components c WHERE NOT EXISTS (SELECT 1 FROM want w WHERE w.index_code = c.index_code AND w.lane_id = c.lane_id))
     INSERT INTO rates.index_components (index_code, lane_id, weight) SELECT * FROM want
     ON CONFLICT (index_code, lane_id) DO UPDATE SET weight = excluded.weight WHERE rates.index_components.weight <> excluded.weight`,
    [comps.map((c) => c.code), comps.map((c) => c.lane_id), comps.map((c) => c.weight)],
  );
}

/**
 * Recomputes the index values of [from, to]: the weighted mean of the component lanes' stored
 * spot p50 for the index's equipment, published only on days every component has a p50. A value
 * that comes out the same keeps its change time; a day no longer published is removed.
 */
export async function refreshIndexValues(db: Queryable, from: string, to: string, now: Date): Promise<number> {
  const r = await db.query(
    `WITH fresh AS (
       SELECT i.code AS index_code, m.day, round(sum(c.weight * m.p50) / sum(c.weight), 2) AS value_usd
         FROM rates.indices i
         JOIN rates.index_components c ON c.index_code = i.code
         JOIN rates.market_daily m ON m.lane_id = c.lane_id AND m.equipment = i.equipment AND m.rate_type = 'spot' AND m.p50 IS NOT NULL
        WHERE m.day BETWEEN $1 AND $2
        GROUP BY i.code, m.day
       HAVING count(*) = (SELECT count(*) FROM rates.index_components k WHERE k.index_code = i.code)
     ), gone AS (
       DELETE FROM rates.index_values v WHERE v.day BETWEEN $1 AND $2
          AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.index_code = v.index_code AND f.day = v.day)
     )
     INSERT INTO rates.index_values AS v (index_code, day, value_usd, updated_at) SELECT *, $3 FROM fresh
     ON CONFLICT (index_code, day) DO UPDATE SET value_usd = excluded.value_usd, updated_at = excluded.updated_at
      WHERE v.value_usd IS DISTINCT FROM excluded.value_usd`,
    [from, to, now],
  );
  return r.rowCount;
}

export interface IndexRow {
  code: string;
  name: string;
  description: string;
  equipment: string;
  base_date: string;
  day: string | null;
  value_usd: number | null;
  week_ago_usd: number | null;
  year_ago_usd: number | null;
}

/**
 * Indices (all, or the given codes) with their value on `day` (or the latest value on or before
 * it) and the values 7 days and one calendar year before that day, for the change figures.
 */
export async function indicesOn(db: Queryable, codes: readonly string[] | null, day: string): Promise<IndexRow[]> {
  const r = await db.query<IndexRow>(
    `SELECT i.code, i.name, i.description, i.equipment, to_char(i.base_date, 'YYYY-MM-DD') AS base_date,
            to_char(v.day, 'YYYY-MM-DD') AS day, v.value_usd,
            (SELECT w.value_usd FROM rates.index_values w WHERE w.index_code = i.code AND w.day = v.day - 7) AS week_ago_usd,
            (SELECT y.value_usd FROM rates.index_values y WHERE y.index_code = i.code AND y.day = (v.day - interval '1 year')::date) AS year_ago_usd
       FROM rates.indices i
       LEFT JOIN LATERAL (
         SELECT day, value_usd FROM rates.index_values x WHERE x.index_code = i.code AND x.day <= $2 ORDER BY day DESC LIMIT 1
       ) v ON true
      WHERE $1::text[] IS NULL OR i.code = ANY($1::text[])
      ORDER BY i.position`,
    [codes, day],
  );
  return r.rows;
}

export async function indexHistory(
  db: Queryable,
  code: string,
  from: string,
  to: string,
): Promise<{ day: string; value_usd: number }[]> {
  const r = await db.query<{ day: string; value_usd: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, value_usd FROM rates.index_values WHERE index_code = $1 AND day BETWEEN $2 AND $3 ORDER BY day`,
    [code, from, to],
  );
  return r.rows;
}

export interface MembershipRow {
  lane_id: number;
  code: string;
  name: string;
  weight: number;
  share: number;
}

/** The indices each lane is a component of, with its weight and its share of the index. */
export async function indexMemberships(db: Queryable, laneIds: readonly number[]): Promise<MembershipRow[]> {
  const r = await db.query<MembershipRow>(
    `SELECT s.lane_id, i.code, i.name, s.weight, s.share
       FROM (SELECT c.*, round(c.weight / sum(c.weight) OVER (PARTITION BY c.index_code), 4) AS share FROM rates.index_components c) s
       JOIN rates.indices i ON i.code = s.index_code
      WHERE s.lane_id = ANY($1::int[])
      ORDER BY s.lane_id, i.position`,
    [laneIds],
  );
  return r.rows;
}

export interface ComponentRow {
  index_code: string;
  origin: string;
  destination: string;
  weight: number;
  share: number;
}

export async function indexComponents(db: Queryable, codes: readonly string[]): Promise<ComponentRow[]> {
  const r = await db.query<ComponentRow>(
    `SELECT c.index_code, l.origin, l.destination, c.weight, round(c.weight / sum(c.weight) OVER (PARTITION BY c.index_code), 4) AS share
       FROM rates.index_components c JOIN rates.lanes l ON l.id = c.lane_id
      WHERE c.index_code = ANY($1::text[]) ORDER BY c.index_code, c.weight DESC, l.origin, l.destination`,
    [codes],
  );
  return r.rows;
}
