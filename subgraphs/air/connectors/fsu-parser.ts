// Parser for Cargo-IMP status messages (FSU, and FSA which has the same layout), e.g.
//
//   FSU/14
//   176-12345675LHRJFK/T10K120.5
//   DEP/EK002/12MAR/LHRDXB/T10K120.5/S1410/A1432
//
// Line 1: message identifier and version. Line 2: consignment detail — AWB (ppp-ssssssss),
// origin and destination airports, then the quantity of the whole shipment. Then one or more
// status lines: a 3-letter status code followed by slant-separated fields. Field order is as in
// Cargo-IMP; each field is optional where the standard allows, so fields are recognised by
// their shape, in order:
//   flight     LH400, LH0400, 5X123, GEC8160 (first field only)       carrier 2 chars (or 3-letter ICAO)
//                                                                      + 1-4 digits [+ suffix]
//   date       12MAR or 12MAR1430 (day, month, optional local HHMM)   year is not sent: inferred later
//   airports   FRA (station) or FRAJFK (from + to)                    before the quantity only
//   quantity   T10K120.5, P6K72.3T10, T25, S4L88                      shipment description code T total,
//                                                                      P part, S split, D discrepancy;
//                                                                      K kilograms / L pounds; trailing Txx
//                                                                      = total pieces of the consignment
//   time       S1410, E1525, A1432, with optional -N/-P/-A/-B day     S scheduled, E estimated, A actual;
//              change; or explicit side: SD, ED, AD (departure),     single-letter times are positional:
//              SA, EA, AA (arrival)                                   departure then arrival on departure-
//                                                                      side codes, arrival on arrival-side codes
//   other      names, free text (kept as remarks)
// Lines starting with "/" continue the previous line (remarks). "OSI/" lines carry other
// service information; "OSI/RFS" or an OSI mentioning TRUCK marks the flights of the message
// as road feeder service (trucked). REF/SSR/OCI/COR lines are recognised and ignored.
//
// Outcome: a message with a bad header or consignment line is rejected as a whole; a status
// line that cannot be read (no date, impossible date, no station, a flight status without a
// flight) is dropped with a warning; an unrecognised 3-letter code is kept as is (the
// normaliser reports it as UNKNOWN). Times are station-local and carry no year: the normaliser
// resolves both. Nothing here throws on bad input.

export type TimeKind = 'S' | 'E' | 'A';

export interface FsuTime {
  kind: TimeKind;
  /** Explicit side (D departure, A arrival) or null when positional. */
  side: 'D' | 'A' | null;
  /** Minutes after local midnight of the reference date. */
  minutes: number;
  /** Day change relative to the line's date: -N +1, -P -1, -A +2, -B -2. */
  dayChange: number;
}

export interface FsuQuantity {
  code: 'T' | 'P' | 'S' | 'D';
  pieces: number;
  /** Gross weight in kilograms (pounds converted), or null when not sent. */
  weightKg: number | null;
  /** Total pieces of the consignment, on part shipments (P6K72T10 → 10). */
  totalPieces: number | null;
}

export interface FsuStatusLine {
  /** 1-based line number in the message. */
  line: number;
  raw: string;
  /** Status code as written (3 letters, upper case). */
  code: string;
  flight: string | null;
  /** Carrier code when the first field names the carrier without a flight (RCT/TW/…, TFD/CK/…). */
  carrier: string | null;
  /** Discrepancy code on DIS lines (MSAW missing AWB, FDCA found cargo, …), or null. */
  discrepancy: string | null;
  /** Local date: day 1-31, month 1-12; null if not sent. */
  day: number | null;
  month: number | null;
  /** Minutes after local midnight from the date field (12MAR1430), or null. */
  minutes: number | null;
  /** One airport (station) or two (from, to). */
  airports: string[];
  quantity: FsuQuantity | null;
  times: FsuTime[];
  remarks: string[];
}

export interface FsuMessage {
  type: 'FSU' | 'FSA';
  version: number;
  /** 11 digits. */
  awb: string;
  origin: string;
  destination: string;
  quantity: FsuQuantity | null;
  statuses: FsuStatusLine[];
  osi: string[];
  /** OSI marks the message's flights as road feeder service (trucks). */
  roadFeeder: boolean;
}

export type FsuParse = { ok: true; message: FsuMessage; warnings: string[] } | { ok: false; error: string };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const IGNORED_LINES = new Set(['REF', 'SSR', 'OCI', 'COR', 'SRI']);
/** Codes that report something about a flight and cannot be read without one. */
const NEEDS_FLIGHT = new Set(['BKD', 'MAN', 'DEP', 'ARR', 'PRE']);
const DAY_CHANGE: Record<string, number> = { N: 1, P: -1, A: 2, B: -2 };

const RE = {
  header: /^(FSU|FSA)\/(\d{1,2})$/,
  consignment: /^(\d{3})-?(\d{8})([A-Z]{3})([A-Z]{3})(?:\/(.*))?$/,
  flight: /^([A-Z0-9]{2}|[A-Z]{3})(\d{1,4})([A-Z]?)$/,
  date: /^(\d{2})([A-Z]{3})(\d{4})?$/,
  airports: /^(?:[A-Z]{3}|[A-Z]{6})$/,
  quantity: /^([TPSD])(\d{1,5})(?:([KL])(\d{1,7}(?:\.\d{1,2})?))?(?:T(\d{1,5}))?$/,
  time: /^([SEA])([DA])?(\d{2})(\d{2})(?:-([NPAB]))?$/,
  code: /^[A-Z]{3}$/,
};

const LB_TO_KG = 0.45359237;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function parseQuantity(token: string): FsuQuantity | null {
  const m = RE.quantity.exec(token);
  if (!m) return null;
  const weight = m[4] === undefined ? null : Number(m[4]);
  return {
    code: m[1] as FsuQuantity['code'],
    pieces: Number(m[2]),
    weightKg: weight === null ? null : m[3] === 'L' ? round1(weight * LB_TO_KG) : round1(weight),
    totalPieces: m[5] === undefined ? null : Number(m[5]),
  };
}

/** LH0400 → LH400; null when the token is not a flight designator. */
export function parseFlight(token: string): string | null {
  const m = RE.flight.exec(token);
  if (!m || !/[A-Z]/.test(m[1]!)) return null;
  return `${m[1]}${Number(m[2])}${m[3]}`;
}

function parseDate(token: string): { day: number; month: number; minutes: number | null } | 'bad' | null {
  const m = RE.date.exec(token);
  if (!m) return null;
  const day = Number(m[1]);
  const month = MONTHS.indexOf(m[2]!) + 1;
  if (month === 0 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return 'bad';
  let minutes: number | null = null;
  if (m[3]) {
    const hh = Number(m[3].slice(0, 2));
    const mm = Number(m[3].slice(2));
    if (hh > 23 || mm > 59) return 'bad';
    minutes = hh * 60 + mm;
  }
  return { day, month, minutes };
}

function parseTime(token: string): FsuTime | 'bad' | null {
  const m = RE.time.exec(token);
  if (!m) return null;
  const hh = Number(m[3]);
  const mm = Number(m[4]);
  if (hh > 23 || mm > 59) return 'bad';
  return {
    kind: m[1] as TimeKind,
    side: (m[2] as 'D' | 'A' | undefined) ?? null,
    minutes: hh * 60 + mm,
    dayChange: m[5] ? DAY_CHANGE[m[5]]! : 0,
  };
}

/** One status line; null (with a reason) when it cannot be read. */
export function parseStatusLine(raw: string, lineNo: number): { status: FsuStatusLine } | { error: string } {
  const tokens = raw.split('/').map((t) => t.trim());
  const code = tokens[0]!;
  if (!RE.code.test(code))
    return { error: `line ${lineNo}: "${clip(raw)}" does not start with a 3-letter status code` };
  const s: FsuStatusLine = {
    line: lineNo,
    raw,
    code,
    flight: null,
    carrier: null,
    discrepancy: null,
    day: null,
    month: null,
    minutes: null,
    airports: [],
    quantity: null,
    times: [],
    remarks: [],
  };
  let slot = 0; // 0 flight, 1 date, 2 airports, 3 quantity, 4 rest
  let first = true;
  for (const t of tokens.slice(1)) {
    if (t === '') continue;
    if (first && slot === 0) {
      first = false;
      const f = parseFlight(t);
      if (f && !RE.date.test(t)) {
        s.flight = f;
        slot = 1;
        continue;
      }
    }
    if (slot <= 1) {
      const d = parseDate(t);
      if (d === 'bad') return { error: `line ${lineNo}: impossible date "${t}"` };
      if (d) {
        s.day = d.day;
        s.month = d.month;
        s.minutes = d.minutes;
        slot = 2;
        continue;
      }
    }
    if (slot <= 2 && RE.airports.test(t)) {
      s.airports = t.length === 6 ? [t.slice(0, 3), t.slice(3)] : [t];
      slot = 3;
      continue;
    }
    if (slot <= 3) {
      const q = parseQuantity(t);
      if (q) {
        s.quantity = q;
        slot = 4;
        continue;
      }
    }
    const time = parseTime(t);
    if (time === 'bad') return { error: `line ${lineNo}: impossible time "${t}"` };
    if (time && slot >= 2) {
      s.times.push(time);
      slot = Math.max(slot, 4);
      continue;
    }
    s.remarks.push(t);
    slot = Math.max(slot, 4);
  }
  if (s.day === null) return { error: `line ${lineNo}: ${code} without a date` };
  if (s.airports.length === 0) return { error: `line ${lineNo}: ${code} without an airport` };
  if (NEEDS_FLIGHT.has(code) && !s.flight) return { error: `line ${lineNo}: ${code} without a flight` };
  return { status: s };
}

/** Parses one message. Never throws. */
export function parseFsu(text: string): FsuParse {
  if (typeof text !== 'string') return { ok: false, error: 'message is not text' };
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim().toUpperCase())
    .filter((l) => l !== '');
  if (lines.length === 0) return { ok: false, error: 'empty message' };
  const head = RE.header.exec(lines[0]!);
  if (!head)
    return {
      ok: false,
      error: `not a status message: first line "${clip(lines[0]!)}" is not FSU/<version> or FSA/<version>`,
    };
  const cons = lines[1] === undefined ? null : RE.consignment.exec(lines[1]);
  if (!cons)
    return {
      ok: false,
      error: `line 2: consignment detail "${clip(lines[1] ?? '')}" is not ppp-ssssssssOOODDD/quantity`,
    };
  const warnings: string[] = [];
  let quantity: FsuQuantity | null = null;
  if (cons[5]) {
    quantity = parseQuantity(cons[5].split('/')[0]!.trim());
    if (!quantity) warnings.push(`line 2: unreadable quantity "${clip(cons[5])}"`);
  }
  const message: FsuMessage = {
    type: head[1] as 'FSU' | 'FSA',
    version: Number(head[2]),
    awb: cons[1]! + cons[2]!,
    origin: cons[3]!,
    destination: cons[4]!,
    quantity,
    statuses: [],
    osi: [],
    roadFeeder: false,
  };
  let last: FsuStatusLine | null = null;
  for (let i = 2; i < lines.length; i++) {
    const line = lines[i]!;
    const lineNo = i + 1;
    if (line.startsWith('/')) {
      const more = line
        .slice(1)
        .split('/')
        .map((t) => t.trim())
        .filter(Boolean);
      if (last) last.remarks.push(...more);
      else if (message.osi.length) message.osi.push(...more);
      else warnings.push(`line ${lineNo}: continuation line with nothing to continue`);
      continue;
    }
    const id = line.slice(0, 3);
    if (line[3] === '/' || line.length === 3) {
      if (id === 'OSI') {
        message.osi.push(line.slice(4).trim());
        last = null;
        continue;
      }
      if (IGNORED_LINES.has(id)) {
        last = null;
        continue;
      }
    }
    const parsed = parseStatusLine(line, lineNo);
    if ('error' in parsed) {
      warnings.push(parsed.error);
      last = null;
      continue;
    }
    message.statuses.push(parsed.status);
    last = parsed.status;
  }
  message.roadFeeder = message.osi.some((o) => /\bRFS\b|\bTRUCK/.test(o));
  if (message.statuses.length === 0) warnings.push('message carries no readable status line');
  return { ok: true, message, warnings };
}

/**
 * Splits a feed's text into messages: each starts at a line "FSU/nn" or "FSA/nn". Text before
 * the first header is returned as its own chunk, so it is reported (and rejected) rather than
 * silently lost.
 */
export function splitMessages(text: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(FSU|FSA)\/\d{1,2}\s*$/i.test(line) && cur.some((l) => l.trim() !== '')) {
      out.push(cur.join('\n'));
      cur = [];
    }
    cur.push(line);
  }
  if (cur.some((l) => l.trim() !== '')) out.push(cur.join('\n'));
  return out;
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 60)}…` : s;
}
