// Container equipment: leasing companies by BIC prefix and ISO 6346 size-type codes.
import type { Queryable } from '../../../platform/db.js';
import { byKeys } from './by-keys.js';

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

export const lessorsByPrefix = byKeys<LessorRow>('lessors', 'bic_prefix');
export const isoSizeTypesByCode = byKeys<IsoSizeTypeRow>('iso_size_types', 'code');

// Whole tables, for the products that cache the (small, seeded) reference data per process.
export async function allLessors(db: Queryable): Promise<LessorRow[]> {
  return (await db.query<LessorRow>('SELECT * FROM reference.lessors')).rows;
}

export async function allIsoSizeTypes(db: Queryable): Promise<IsoSizeTypeRow[]> {
  return (await db.query<IsoSizeTypeRow>('SELECT * FROM reference.iso_size_types')).rows;
}
