// Argument checks, pure: each refusal names the parameter and says why (REST: 400 invalid_request).
import { AppError } from '../../../platform/errors.js';
import { CursorCodec } from '../../../platform/cursor.js';
import { EQUIPMENT, isEquipment, RATE_TYPES, REGIONS, type Equipment, type RateType } from './vocabulary.js';
import type { Bucket } from '../store/market.js';

const bad = (parameter: string, reason: string) =>
  new AppError('VALIDATION_ERROR', `${parameter}: ${reason}`, { details: { parameter } });

/** Longest date range a history or index request may span (five years of daily history fit). */
export const MAX_RANGE_DAYS = 3700;
/** Longest validity range an observations request may span. */
export const MAX_OBSERVATION_RANGE_DAYS = 400;
const MAX_PAGE = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

export function date(parameter: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (
    !DATE.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  ) {
    throw bad(parameter, `must be a calendar date as YYYY-MM-DD, got "${value}"`);
  }
  return value;
}

/** [from, to]: `to` defaults to today, `from` to `defaultDays` before `to`; reversed or too long is refused. */
export function range(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
  defaultDays: number,
  maxDays: number,
): { from: string; to: string } {
  const t = date('to', to) ?? today;
  const f = date('from', from) ?? new Date(Date.parse(t) - defaultDays * DAY).toISOString().slice(0, 10);
  if (f > t) throw bad('from', `must not be after to (${f} > ${t})`);
  if ((Date.parse(t) - Date.parse(f)) / DAY > maxDays) throw bad('from', `the range may span at most ${maxDays} days`);
  return { from: f, to: t };
}

export function unlocode(parameter: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const v = value.trim().toUpperCase();
  if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(v)) throw bad(parameter, `must be a UN/LOCODE such as CNSHA, got "${value}"`);
  return v;
}

export function equipment(value: string | null | undefined): Equipment | null {
  if (value === null || value === undefined || value === '') return null;
  const v = value.trim().toUpperCase();
  if (!isEquipment(v))
    throw bad('equipment', `must be one of ${EQUIPMENT.join(', ')} (ISO 6346 size-type), got "${value}"`);
  return v;
}

export function rateType(value: string | null | undefined): RateType | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(RATE_TYPES as readonly string[]).includes(value))
    throw bad('rate_type', `must be spot or contract, got "${value}"`);
  return value as RateType;
}

export function region(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const found = REGIONS.find((r) => r.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw bad('region', `must be one of ${REGIONS.join(', ')}, got "${value}"`);
  return found;
}

export function bucket(value: string | null | undefined): Bucket {
  if (value === null || value === undefined || value === '') return 'day';
  if (value !== 'day' && value !== 'week' && value !== 'month')
    throw bad('bucket', `must be day, week or month, got "${value}"`);
  return value;
}

export function limit(value: number | null | undefined, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE)
    throw bad('limit', `must be an integer from 1 to ${MAX_PAGE}`);
  return value;
}

/** Cursors hold the keyset position (market data is not per organisation), sealed (platform/cursor.ts). */
export const laneCursor = new CursorCodec('rates.lanes', { p: 'text' });
export const observationCursor = new CursorCodec('rates.observations', { p: 'int' });
