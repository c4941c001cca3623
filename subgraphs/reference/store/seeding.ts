// SQL of the reference subgraph: lookups by key, always batched (one statement per key list).
import type { Queryable } from '../../platform/db.js';

export interface CarrierRow {
  scac: string;
  name: string;
  bic_prefixes: string[];
  website: string | null;
}
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
export interface VesselRow {
  imo: string;
  name: string;
  mmsi: string | null;
  call_sign: string | null;
  flag: string | null;
  operator_scac: string | null;
}
export interface AirportRow {
  iata: string;
  icao: string | null;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  country_code: string | null;
  lat: number;
  lng: number;
  timezone: string | null;
}
export interface AirlineRow {
  prefix: string;
  iata: string | null;
  icao: string | null;
  name: string;
  url: string | null;
}
export interface LessorRow {
  bic_prefix: string;
  lessor_name: string;
}
export interface IsoSizeTypeRow {
  code: string;
  size: string;
  equipment_type: string;
  label: string;
}

const byKeys =
  <T>(table: string, key: string) =>
  async (db: Queryable, keys: readonly string[]): Promise<T[]> =>
    (await db.query<T>(`SELECT * FROM reference.${table} WHERE ${key} = ANY($1::text[])`, [keys])).rows;

export const carriersByScac = byKeys<CarrierRow>('carriers', 'scac');
export const portsByUnlocode = byKeys<PortRow>('ports', 'unlocode');
export const vesselsByImo = byKeys<VesselRow>('vessels', 'imo');
export const airportsByIata = byKeys<AirportRow>('airports', 'iata');
export const airlinesByPrefix = byKeys<AirlineRow>('airlines', 'prefix');
export const lessorsByPrefix = byKeys<LessorRow>('lessors', 'bic_prefix');
export const isoSizeTypesByCode = byKeys<IsoSizeTypeRow>('iso_size_types', 'code');

export async function allCarriers(db: Queryable): Promise<CarrierRow[]> {
  return (await db.query<CarrierRow>('SELECT * FROM reference.carriers ORDER BY scac')).rows;
}

export async function carriersByBic(db: Queryable, prefixes: readonly string[]): Promise<CarrierRow[]> {
  return (await db.query<CarrierRow>('SELECT * FROM reference.carriers WHERE bic_prefixes && $1::text[]', [prefixes]))
    .rows;
}

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

// Whole tables, for the products that cache the (small, seeded) reference data per process.
export async function allPorts(db: Queryable): Promise<PortRow[]> {
  return (await db.query<PortRow>('SELECT * FROM reference.ports')).rows;
}

export async function allLessors(db: Queryable): Promise<LessorRow[]> {
  return (await db.query<LessorRow>('SELECT * FROM reference.lessors')).rows;
}

export async function allIsoSizeTypes(db: Queryable): Promise<IsoSizeTypeRow[]> {
  return (await db.query<IsoSizeTypeRow>('SELECT * FROM reference.iso_size_types')).rows;
}

// ---- seeding (subgraphs/reference/seed.ts decides when; these statements do it)

export interface ReferenceTable {
  table: string;
  file: string;
  key: string;
  /** Column name → Postgres type, in table order. */
  columns: [string, string][];
}

/** Any constant: serialises concurrent seeders (several processes starting at once). */
const SEED_LOCK_KEY = 727_202;

/** Waits for any other seeder; held until the transaction ends. */
export async function lockSeeding(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
}

/** Checksum of the data last seeded, null before the first seed. */
export async function seededChecksum(tx: Queryable): Promise<string | null> {
  return (
    (await tx.query<{ checksum: string }>('SELECT checksum FROM reference.seed_version WHERE id = 1')).rows[0]
      ?.checksum ?? null
  );
}

/** One upsert per table from the file's JSON text; rows whose values did not change are not rewritten. */
export async function upsertTable(tx: Queryable, spec: ReferenceTable, json: string): Promise<void> {
  const cols = spec.columns.map(([c]) => c);
  const target = `reference.${spec.table}`;
  const nonKey = cols.filter((c) => c !== spec.key);
  await tx.query(
    `INSERT INTO ${target} (${cols.join(', ')})
    SELECT ${cols.join(', ')}
      FROM jsonb_to_recordset($1::jsonb) AS x(${spec.columns.map(([c, t]) => `${c} ${t}`).join(', ')})
    ON CONFLICT (${spec.key}) DO UPDATE SET ${nonKey.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
    WHERE (${nonKey.map((c) => `${target}.${c}`).join(', ')}) IS DISTINCT FROM (${nonKey.map((c) => `EXCLUDED.${c}`).join(', ')})`,
    [json],
  );
}

export async function recordSeed(tx: Queryable, checksum: string): Promise<void> {
  await tx.query(
    `INSERT INTO reference.seed_version (id, checksum, seeded_at) VALUES (1, $1, now())
     ON CONFLICT (id) DO UPDATE SET checksum = EXCLUDED.checksum, seeded_at = EXCLUDED.seeded_at`,
    [checksum],
  );
}
