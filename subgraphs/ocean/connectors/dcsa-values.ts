// The values a DCSA carrier sends that the client checks before it believes them: UN/LOCODEs
// (normalised, checked against the reference ports) and date-times (ISO 8601 with an offset; one
// without an offset is read in the location's IANA zone, or refused; impossible dates refused).
import { shippedPortByCode, type PortRow } from '../../reference/store/index.js';
import { localToUtc, utcOffsetMinutes } from '../../../platform/time-zones.js';

/** What the client needs to know of a port: that it exists, and its zone. */
export type PortLookup = (unlocode: string) => Pick<PortRow, 'timezone'> | undefined;

/** The shipped reference ports (the reference table's seed, read without the database). */
export const shippedPorts: PortLookup = (code) => shippedPortByCode().get(code);

/** A trimmed non-empty string, or null (carriers send "", null, numbers). */
export function text(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t : null;
}

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

export type UnlocodeCheck =
  { code: string; known: boolean } | { code: null; malformed: string } | { code: null; malformed: null };

/**
 * A UN/LOCODE as the carrier wrote it: upper-cased, the space of the UNECE list ("NL RTM")
 * and any surrounding blanks removed. Two letters of country and three of place (letters,
 * digits 2–9); anything else is malformed. `known`: in the reference ports.
 */
export function checkUnlocode(raw: unknown, ports: PortLookup): UnlocodeCheck {
  const t = text(raw);
  if (t === null) return { code: null, malformed: null };
  const code = t.toUpperCase().replace(/\s+/g, '');
  if (!UNLOCODE.test(code)) return { code: null, malformed: t };
  return { code, known: ports(code) !== undefined };
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/** Epoch ms of a UTC calendar time (Date.UTC would read years 0–99 as 1900–1999). */
const utcMs = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(0).setUTCFullYear(y, mo - 1, d) + ((h * 60 + mi) * 60 + s) * 1000 + ms;
const daysIn = (y: number, m: number) => new Date(utcMs(y, m + 1, 0)).getUTCDate();

export type DateTimeRead = { utc: string } | { error: string };

/**
 * An ISO 8601 date-time as DCSA sends it ("2021-01-09T14:12:56+01:00"; the spec's own
 * examples also use a space before the time) → UTC ISO with Z. Refused: anything that is not
 * a calendar date and a time of day (2019-02-30, T24:00, 25:61), an offset beyond ±18:00, and
 * a time without an offset when the location's zone is not known (`zone` null).
 */
export function readDateTime(raw: unknown, zone: string | null): DateTimeRead {
  const t = text(raw);
  if (t === null) return { error: 'no date-time' };
  const m = DATE_TIME.exec(t);
  if (!m) return { error: `"${t}" is not an ISO 8601 date-time` };
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  const s = m[6] === undefined ? 0 : Number(m[6]);
  const ms = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59)
    return { error: `"${t}" is not a date and time that exist` };
  const wall = utcMs(y, mo, d, h, mi, s, ms);
  let at: number;
  if (m[8]) at = wall;
  else if (m[9]) {
    const oh = Number(m[10]);
    const om = m[11] === undefined ? 0 : Number(m[11]);
    if (oh > 18 || om > 59) return { error: `"${t}" has an impossible UTC offset` };
    at = wall - (m[9] === '-' ? -1 : 1) * (oh * 60 + om) * 60_000;
  } else {
    if (!zone || utcOffsetMinutes(zone, new Date(wall)) === null)
      return { error: `"${t}" has no UTC offset and the location's time zone is not known` };
    at = localToUtc(wall, zone).getTime();
  }
  return { utc: new Date(at).toISOString().replace(/\.000Z$/, 'Z') };
}
