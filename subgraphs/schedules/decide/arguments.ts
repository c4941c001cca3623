// Argument validation shared by every schedules field (REST and MCP get the same answers),
// and the signed search cursor that makes "later pages of the same search" provable. Codes are
// checked against the lists given (the shipped ports and carriers, store/reference-lists.ts).
import { createHash } from 'node:crypto';
import { AppError } from '../../../platform/errors.js';
import { CursorCodec } from '../../../platform/cursor.js';
import { SCAC_PATTERN, SEARCH_DEFAULT_DAYS, SEARCH_MAX_DAYS, UNLOCODE_PATTERN } from './rules.js';

/** The codes a check accepts. */
export interface KnownCodes {
  ports: { has(unlocode: string): boolean };
  carriers: { has(scac: string): boolean };
}

const DAY_MS = 86_400_000;
const bad = (message: string) => new AppError('VALIDATION_ERROR', message);

/** A well-formed UN/LOCODE of a shipped port: 400 when malformed, 404 when unknown. */
export function port(known: KnownCodes, value: string | null | undefined, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw bad(`${name} is required (a UN/LOCODE such as NLRTM)`);
  const v = value.trim().toUpperCase();
  if (!UNLOCODE_PATTERN.test(v))
    throw bad(`${name} "${value}" is not a UN/LOCODE (two letters of country, three of place, e.g. NLRTM)`);
  if (!known.ports.has(v)) throw new AppError('NOT_FOUND', `${name} ${v} is not a known port`);
  return v;
}

export function lane(
  known: KnownCodes,
  origin: string | null | undefined,
  destination: string | null | undefined,
): { origin: string; destination: string } {
  const o = port(known, origin, 'origin');
  const d = port(known, destination, 'destination');
  if (o === d) throw bad('origin and destination must differ');
  return { origin: o, destination: d };
}

/** SCAC filter: null when absent or empty; 400 for a malformed or unknown SCAC. */
export function scacs(known: KnownCodes, values: readonly string[] | null | undefined): string[] | null {
  if (!values || values.length === 0) return null;
  const out = [...new Set(values.map((s) => s.trim().toUpperCase()).filter(Boolean))];
  if (out.length > 20) throw bad('at most 20 SCACs per request');
  const malformed = out.filter((s) => !SCAC_PATTERN.test(s));
  if (malformed.length) throw bad(`not a SCAC: ${malformed.join(', ')}`);
  const unknown = out.filter((s) => !known.carriers.has(s));
  if (unknown.length)
    throw bad(`unknown SCAC: ${unknown.join(', ')} (GET /public/schedules/carriers lists the 65 lines)`);
  return out.length ? out.sort() : null;
}

export function carrier(known: KnownCodes, value: string | null | undefined): string {
  if (typeof value !== 'string' || !value.trim()) throw bad('scac is required');
  const v = value.trim().toUpperCase();
  if (!SCAC_PATTERN.test(v)) throw bad(`"${value}" is not a SCAC`);
  if (!known.carriers.has(v)) throw new AppError('NOT_FOUND', `no carrier with SCAC ${v}`);
  return v;
}

export function intIn(
  value: number | null | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < min || v > max) throw bad(`${name} must be an integer from ${min} to ${max}`);
  return v;
}

function day(value: string, name: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw bad(`${name} must be a date YYYY-MM-DD`);
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    throw bad(`${name} "${value}" is not a calendar date`);
  return d;
}

/** An instant: a date (midnight UTC) or an ISO 8601 date-time with offset. */
export function instant(value: string, name: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return day(value, name);
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(d.getTime())) {
    throw bad(`${name} must be an ISO 8601 date-time with offset (or a date YYYY-MM-DD)`);
  }
  return d;
}

/**
 * Departure window [from, to): `from` a date (default: now), `to` a date, inclusive (default
 * from + 28 days); at most 92 days wide.
 */
export function window(
  fromRaw: string | null | undefined,
  toRaw: string | null | undefined,
  now: Date,
): { from: Date; to: Date } {
  const from = fromRaw ? day(fromRaw, 'from') : now;
  const to = toRaw
    ? new Date(day(toRaw, 'to').getTime() + DAY_MS)
    : new Date(from.getTime() + SEARCH_DEFAULT_DAYS * DAY_MS);
  if (to <= from) throw bad('to must not be before from');
  if (to.getTime() - from.getTime() > SEARCH_MAX_DAYS * DAY_MS)
    throw bad(`the departure window is at most ${SEARCH_MAX_DAYS} days`);
  return { from, to };
}

// ─────────────────────────────────────────── cursor ───────────────────────────────────────────

const CURSOR_TTL_HOURS = 24;

export interface CursorState {
  /** Fingerprint of the search's explicit parameters. */
  f: string;
  /** Offset of the page it points to. */
  o: number;
  /** The window resolved on the first page (ms). */
  from: number;
  to: number;
  /** Organisation it was issued to (null for none). */
  org: string | null;
  /** Issued at (ms, services.clock). */
  t: number;
}

export function fingerprint(params: unknown): string {
  return createHash('sha256').update(JSON.stringify(params)).digest('base64url').slice(0, 16);
}

const searchCursor = new CursorCodec('schedules.search', {
  f: 'text',
  o: 'int',
  from: 'int',
  to: 'int',
  org: 'text|null',
  t: 'int',
});

export const writeCursor = (state: CursorState, secret: string): string => searchCursor.seal(secret, state);

/** The cursor's state if it was issued by us, for this search, to this organisation, recently. */
export function readCursor(
  cursor: string,
  expected: { f: string; org: string | null },
  now: Date,
  secret: string,
): CursorState {
  const state = searchCursor.open(secret, cursor);
  if (state.f !== expected.f || state.org !== expected.org || state.o < 1)
    throw bad(
      'cursor is not valid for this search: pass the next_cursor of the previous page with the same parameters',
    );
  if (now.getTime() - state.t > CURSOR_TTL_HOURS * 3_600_000)
    throw bad(`cursor expired (cursors live ${CURSOR_TTL_HOURS} hours): run the search again`);
  return state;
}
