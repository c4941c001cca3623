// The fields of a DCSA Commercial Schedules 1.0.3 answer read strictly: a date-time as the spec
// writes it (local time with its UTC offset; impossible dates and times refused), and a
// `Location` in every form its schema allows (UNLocationCode, facility, structured address,
// address lines, any of them together). What cannot be read is left out and warned.
import type { FeedWarning, RoutingPlace } from './types.js';

export type Warn = (field: string, dropped: FeedWarning['dropped'], message: string) => void;

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?([Zz]|[+-]\d{2}:\d{2})?$/;

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max = Infinity): string | null =>
  typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : null;

/** Why a date-time string is not one (null: it is), and the instant it stands for. */
export function parseDateTime(v: string): { at: Date } | { error: string } {
  const m = DATE_TIME.exec(v);
  if (!m) return { error: `${JSON.stringify(v)} is not a date-time` };
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  const s = m[6] ? Number(m[6]) : 0;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > days) return { error: `${JSON.stringify(v)} is not a calendar date` };
  if (h > 23 || mi > 59 || s > 59) return { error: `${JSON.stringify(v)} is not a time of day` };
  if (!m[8]) return { error: `${JSON.stringify(v)} has no UTC offset (the spec gives local time with its offset)` };
  let offset = 0;
  if (m[8] !== 'Z' && m[8] !== 'z') {
    const oh = Number(m[8].slice(1, 3));
    const om = Number(m[8].slice(4, 6));
    if (oh > 18 || om > 59) return { error: `${JSON.stringify(v)} has an impossible UTC offset` };
    offset = (m[8][0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const ms = m[7] ? Math.floor(Number(m[7]) * 1000) : 0;
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms) - offset * 60_000);
  if (Number.isNaN(at.getTime())) return { error: `${JSON.stringify(v)} is out of range` };
  return { at };
}

/** A date-time field; null (warned, unless absent and optional) when it cannot be read. */
export function readTime(v: unknown, field: string, warn: Warn, required: boolean): Date | null {
  if (v === undefined || v === null) {
    if (required) warn(field, 'field', 'missing');
    return null;
  }
  if (typeof v !== 'string') {
    warn(field, 'field', 'not a string');
    return null;
  }
  const r = parseDateTime(v);
  if ('error' in r) {
    warn(field, 'field', r.error);
    return null;
  }
  return r.at;
}

function unlocodeOf(loc: Record<string, any>, f: string, warn: Warn): string | null {
  const raw = loc.UNLocationCode;
  if (raw === undefined || raw === null || raw === '') return null;
  const c = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (UNLOCODE.test(c)) return c;
  warn(`${f}.UNLocationCode`, 'field', `${JSON.stringify(raw)} is not a UN/LOCODE`);
  return null;
}

function facilityOf(loc: Record<string, any>, f: string, warn: Warn): RoutingPlace['facility'] {
  if (loc.facility === undefined || loc.facility === null) return null;
  const code = isObject(loc.facility) ? text(loc.facility.facilityCode, 6) : null;
  const list = isObject(loc.facility) ? text(loc.facility.facilityCodeListProvider) : null;
  if (code && list) return { code: code.toUpperCase(), codeListProvider: list.toUpperCase() };
  warn(`${f}.facility`, 'field', 'facility without a facilityCode and its facilityCodeListProvider');
  return null;
}

function addressOf(loc: Record<string, any>, f: string, warn: Warn): RoutingPlace['address'] {
  if (loc.address === undefined || loc.address === null) return null;
  if (!isObject(loc.address)) {
    warn(`${f}.address`, 'field', 'address is not an object');
    return null;
  }
  const a = loc.address;
  const cc = text(a.countryCode);
  return {
    street: text(a.street, 70),
    streetNumber: text(a.streetNumber, 50),
    postCode: text(a.postCode, 10),
    city: text(a.city, 35),
    stateRegion: text(a.stateRegion, 65),
    countryCode: cc && /^[A-Za-z]{2}$/.test(cc) ? cc.toUpperCase() : null,
  };
}

/**
 * A Place of Receipt / Delivery / Departure / Arrival (or an intermediate call given as
 * `{ location }`): its location in whichever forms it is given, the facility resolved to a
 * UN/LOCODE through the location's own UNLocationCode or else `terminals`, and its dateTime.
 */
export function readPlace(
  v: unknown,
  f: string,
  warn: Warn,
  terminals: Readonly<Record<string, string>> | undefined,
  withTime: boolean,
): RoutingPlace | null {
  if (!isObject(v)) {
    warn(f, 'field', 'missing or not an object');
    return null;
  }
  // Before 1.0 a place carried its UNLocationCode itself; 1.0 nests it in `location`.
  const loc = isObject(v.location) ? v.location : v;
  const lf = loc === v ? f : `${f}.location`;
  const facility = facilityOf(loc, lf, warn);
  const resolved = facility ? terminals?.[`${facility.codeListProvider}:${facility.code}`] : undefined;
  const lines = Array.isArray(loc.addressLines) ? loc.addressLines.map((l: unknown) => text(l, 250)) : [];
  return {
    unlocode: unlocodeOf(loc, lf, warn) ?? (resolved && UNLOCODE.test(resolved) ? resolved : null),
    facility,
    address: addressOf(loc, lf, warn),
    addressLines: lines.filter((l: string | null): l is string => l !== null),
    name: text(loc.locationName, 100) ?? text(loc.facilityName, 100),
    facilityTypeCode: text(v.facilityTypeCode, 4),
    at: withTime ? readTime(v.dateTime, `${f}.dateTime`, warn, true) : null,
  };
}
