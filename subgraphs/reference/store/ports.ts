// UN/LOCODE ports: by code, searched by name, or the whole (small, seeded) table.
import type { Queryable } from '../../../platform/db.js';
import { byKeys } from './by-keys.js';

export interface PortRow {
  unlocode: string;
  name: string;
  city: string | null;
  country: string | null;
  country_code: string;
  lat: number | null;
  lng: number | null;
  timezone: string | null;
}

export const portsByUnlocode = byKeys<PortRow>('ports', 'unlocode');

/** Exact code first, then name / city prefix matches, then substring matches. */
export async function searchPorts(db: Queryable, q: string, limit: number): Promise<PortRow[]> {
  const r = await db.query<PortRow>(
    `SELECT * FROM reference.ports
      WHERE unlocode = upper($1) OR name ILIKE '%' || $1 || '%' OR city ILIKE '%' || $1 || '%'
      ORDER BY (unlocode = upper($1)) DESC, (name ILIKE $1 || '%') DESC, name, unlocode
      LIMIT $2`,
    [q, limit],
  );
  return r.rows;
}

// The whole table, for the products that cache the (small, seeded) reference data per process.
export async function allPorts(db: Queryable): Promise<PortRow[]> {
  return (await db.query<PortRow>('SELECT * FROM reference.ports')).rows;
}
