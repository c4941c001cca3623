// One status, read from a dated document (Cargo-XML XFSU or ONE Record), as the Cargo-IMP status
// line the normaliser reads (fsu-parser.ts's FsuStatusLine): the shared last step of
// xfsu-parser.ts and one-record-parser.ts, so that every format gives the same timeline.
//
// Both formats carry ISO 8601 date-times (2024-03-12T14:30:00, optionally with seconds, a
// fraction and an offset). A status line carries a station-local day, month and minutes (the
// wall clock as written), the year written and, when the time is written with its UTC offset
// (Z, +01:00), the exact instant (FsuStatusLine.at, FsuTime.at), which the normaliser takes as
// it is. A time without an offset is read by the normaliser in the station's zone, in the year
// written (docs/air.md, "Times in XFSU and ONE Record").
import type { FsuQuantity, FsuStatusLine, FsuTime, TimeKind } from './fsu-parser.js';
import { parseFlight } from './fsu-parser.js';

export interface WallTime {
  year: number;
  month: number;
  day: number;
  /** Minutes after local midnight. */
  minutes: number;
  /** The exact instant when the value carries its UTC offset (Z, +01:00, -0500); null without one. */
  instant: Date | null;
}

/** A status as both formats give it: a code, an event time, places, a quantity, flight times. */
export interface DatedStatus {
  code: string;
  flight: string | null;
  carrier: string | null;
  discrepancy: string | null;
  /** When the status happened (or is expected, with kind E / S). */
  at: WallTime | null;
  kind: TimeKind;
  /** One station, or the flight's from and to. */
  airports: string[];
  quantity: FsuQuantity | null;
  /** The flight's departure (D) and arrival (A) times, when the document gives them. */
  times: { kind: TimeKind; side: 'D' | 'A'; at: WallTime }[];
  remarks: string[];
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const LB_TO_KG = 0.45359237;

/** An ISO 8601 date-time's wall clock as written; null when absent, 'bad' when impossible. */
export function wallTime(value: string | null | undefined): WallTime | 'bad' | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const m = ISO.exec(value.trim());
  if (!m) return 'bad';
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hh, mm, ss] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return 'bad';
  if (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) return 'bad';
  if (hh > 23 || mm > 59 || ss > 59) return 'bad';
  const offset = offsetMinutes(m[7]);
  if (offset === 'bad') return 'bad';
  const instant =
    offset === null ? null : new Date(Date.UTC(year, month - 1, day, hh, mm, ss, fraction(m[0])) - offset * 60_000);
  return { year, month, day, minutes: hh * 60 + mm, instant };
}

/** Minutes east of UTC of an ISO 8601 offset (Z, +01:00, -0500); null when absent, 'bad' beyond ±18:00. */
function offsetMinutes(z: string | undefined): number | null | 'bad' {
  if (!z) return null;
  if (z.toUpperCase() === 'Z') return 0;
  const [h, m] = [Number(z.slice(1, 3)), Number(z.slice(-2))];
  if (h > 18 || m > 59) return 'bad';
  return (z[0] === '-' ? -1 : 1) * (h * 60 + m);
}

/** Milliseconds of a fraction of a second (…:01.5 → 500). */
const fraction = (value: string) => {
  const f = /:\d{2}\.(\d+)/.exec(value)?.[1];
  return f ? Math.floor(Number(`0.${f}`) * 1000) : 0;
};

/** A flight designator as Cargo-IMP writes it (LH 0400 → LH400); null when it is not one. */
export function flightOf(value: string | null | undefined, carrier?: string | null): string | null {
  if (!value) return null;
  const v = value.replace(/\s+/g, '').toUpperCase();
  return parseFlight(v) ?? (carrier && /^\d{1,4}[A-Z]?$/.test(v) ? parseFlight(`${carrier.toUpperCase()}${v}`) : null);
}

/** A weight in kilograms from a value and its unit (KGM, KG, K; LBR, LB, L); null when unreadable. */
export function kilograms(value: unknown, unit: string | null | undefined): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n) || n < 0) return null;
  const u = (unit ?? 'KGM').toUpperCase();
  if (['KGM', 'KG', 'K', 'KGS'].includes(u)) return Math.round(n * 10) / 10;
  if (['LBR', 'LB', 'L', 'LBS'].includes(u)) return Math.round(n * LB_TO_KG * 10) / 10;
  return null;
}

/** An airport code: three letters (a UN/LOCODE's five are not an airport), upper case; else null. */
export function airportOf(value: string | null | undefined): string | null {
  const v = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(v) ? v : null;
}

const dayNumber = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day) / 86_400_000;

/** The status as a Cargo-IMP status line (line = its number in the document); an error when it has no date. */
export function toStatusLine(s: DatedStatus, line: number): { status: FsuStatusLine } | { error: string } {
  const date = s.at ?? s.times[0]?.at ?? null;
  if (!date) return { error: `status ${line} (${s.code}) has no date` };
  const own = s.at && s.kind === 'A' ? s.at : null;
  const instant = (t: WallTime) => (t.instant ? { at: t.instant } : {});
  const times: FsuTime[] = s.times.map((t) => ({
    kind: t.kind,
    side: t.side,
    minutes: t.at.minutes,
    dayChange: dayNumber(t.at) - dayNumber(date),
    ...instant(t.at),
  }));
  // An estimated or scheduled status time is a time of the code's own kind, on no stated side.
  if (s.at && s.kind !== 'A')
    times.push({ kind: s.kind, side: null, minutes: s.at.minutes, dayChange: 0, ...instant(s.at) });
  const status: FsuStatusLine = {
    line,
    raw: '',
    code: s.code,
    flight: s.flight,
    carrier: s.carrier,
    discrepancy: s.discrepancy,
    day: date.day,
    month: date.month,
    minutes: own ? own.minutes : null,
    year: date.year,
    ...instant(date),
    airports: s.airports,
    quantity: s.quantity,
    times,
    remarks: s.remarks,
  };
  status.raw = render(status);
  return { status };
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
const DAY_SUFFIX: Record<number, string> = { 1: '-N', [-1]: '-P', 2: '-A', [-2]: '-B' };

/** The line in Cargo-IMP notation (the normaliser's identity of a status: a status sent twice counts once). */
function render(s: FsuStatusLine): string {
  const q = s.quantity;
  return [
    s.code,
    s.flight ?? s.carrier ?? '',
    `${String(s.day).padStart(2, '0')}${MONTHS[s.month! - 1]}${s.minutes === null ? '' : hhmm(s.minutes)}`,
    s.airports.join(''),
    q
      ? `${q.code}${q.pieces}${q.weightKg === null ? '' : `K${q.weightKg}`}${q.totalPieces ? `T${q.totalPieces}` : ''}`
      : '',
    ...(s.discrepancy ? [s.discrepancy] : []),
    ...s.times.map((t) => `${t.kind}${t.side ?? ''}${hhmm(t.minutes)}${DAY_SUFFIX[t.dayChange] ?? ''}`),
  ].join('/');
}
