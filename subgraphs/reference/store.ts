// SQL of the reference subgraph: lookups by key, always batched (one statement per key list).
import type { Queryable } from '../../platform/db.js';

export interface CarrierRow { scac: string; name: string; bic_prefixes: string[]; website: string | null }
export interface PortRow { unlocode: string; name: string; city: string | null; country: string | null; country_code: string; lat: number | null; lng: number | null; timezone: string | null }
export interface VesselRow { imo: string; name: string; mmsi: string | null; call_sign: string | null; flag: string | null; operator_scac: string | null }
export interface AirportRow { iata: string; icao: string | null; name: string; city: string | null; state: string | null; country: string | null; country_code: string | null; lat: number; lng: number; timezone: string | null }
export interface AirlineRow { prefix: string; iata: string | null; icao: string | null; name: string; url: string | null }
export interface LessorRow { bic_prefix: string; lessor_name: string }
export interface IsoSizeTypeRow { code: string; size: string; equipment_type: string; label: string }

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
  return (await db.query<CarrierRow>('SELECT * FROM reference.carriers WHERE bic_prefixes && $1::text[]', [prefixes])).rows;
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
