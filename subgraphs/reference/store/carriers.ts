// Container shipping lines (SCAC, the BIC prefixes they own).
import type { Queryable } from '../../../platform/db.js';
import { byKeys } from './by-keys.js';

export interface CarrierRow {
  scac: string;
  name: string;
  bic_prefixes: string[];
  website: string | null;
}

export const carriersByScac = byKeys<CarrierRow>('carriers', 'scac');

export async function allCarriers(db: Queryable): Promise<CarrierRow[]> {
  return (await db.query<CarrierRow>('SELECT * FROM reference.carriers ORDER BY scac')).rows;
}

export async function carriersByBic(db: Queryable, prefixes: readonly string[]): Promise<CarrierRow[]> {
  return (await db.query<CarrierRow>('SELECT * FROM reference.carriers WHERE bic_prefixes && $1::text[]', [prefixes]))
    .rows;
}
