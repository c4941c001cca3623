// One Cargo-IMP status line (FSU / FSA Ref. 3-22), read by position as the IATA Cargo-IMP Manual
// (34th edition, FSA message specification) lays each code out. The first field after the code
// is the code's movement detail:
//   flight   BKD MAN DEP PRE RCF ARR AWR DIS   carrier+flight / day month [time] / airport(s)
//            (and unknown codes)               DIS then a 4-letter discrepancy code (MSAW, FDCA, …)
//   carrier  RCT TFD                           carrier / day month time / airport
//   transfer TRM                               carrier / airport (no date in the standard)
//   station  RCS FOH NFD AWD CCD DLV DDL TGC   day month time / airport
//            CRC                               … then the flight reported for: flight / date / airports
// then the quantity (T|P pieces, K|L weight, T total pieces of a part), then, where the code has
// them, S|E|A times of departure and arrival (-N/-P/-A/-B day change), the volume (MC4.761) and
// density group (DG…), and names (kept as remarks). An empty field ("PRE///CDGHKG") is a field
// left out, as the standard allows. A field in the wrong shape is read by shape when that is
// unambiguous (a BKD without its flight field, "QR/0843" for QR843, "HKG/NLU" for HKGNLU) and
// reported; a line that still lacks what its code cannot do without (a date, except PRE and TRM;
// an airport) or carries an impossible date or time is dropped with a reason. Never throws.

export type TimeKind = 'S' | 'E' | 'A';

export interface FsuTime {
  kind: TimeKind;
  /** Explicit side (D departure, A arrival) or null when positional. */
  side: 'D' | 'A' | null;
  /** Minutes after local midnight of the reference date. */
  minutes: number;
  /** Day change relative to the line's date: -N +1, -P -1, -A +2, -B -2. */
  dayChange: number;
  /** The exact instant, when the source writes the time with its UTC offset (XFSU, ONE Record); never from Cargo-IMP. */
  at?: Date;
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
  /** Day change on the date field's time (RCF/…/10JUL0700-N): days added to the date. */
  dateDayChange?: number;
  /** The year of the date, when the source writes one (XFSU, ONE Record); Cargo-IMP leaves it to the normaliser. */
  year?: number;
  /** The exact instant of the date field (its time, else its date's first time), when the source writes it with its UTC offset. */
  at?: Date;
  /** One airport (station) or two (from, to). */
  airports: string[];
  quantity: FsuQuantity | null;
  times: FsuTime[];
  remarks: string[];
  /** Volume as sent (MC4.761: cubic metres), when the line carries one. */
  volume?: string | null;
  /** CRC: the flight the report was made for, its date and airports. */
  movement?: { day: number; month: number; airports: string[] } | null;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY_CHANGE: Record<string, number> = { N: 1, P: -1, A: 2, B: -2 };

type Layout = 'flight' | 'carrier' | 'transfer' | 'station';
const LAYOUT: Record<string, Layout> = {
  RCT: 'carrier',
  TFD: 'carrier',
  TRM: 'transfer',
  ...Object.fromEntries(
    ['RCS', 'FOH', 'NFD', 'AWD', 'CCD', 'DLV', 'DDL', 'TGC', 'CRC'].map((c) => [c, 'station' as const]),
  ),
};
/** The codes the grammar knows a layout for (the 20 of the manual). */
const KNOWN: Record<string, true> = Object.fromEntries(
  [
    'BKD',
    'MAN',
    'DEP',
    'PRE',
    'RCF',
    'ARR',
    'AWR',
    'DIS',
    'RCT',
    'TFD',
    'TRM',
    'RCS',
    'FOH',
    'NFD',
    'AWD',
    'CCD',
    'DLV',
    'DDL',
    'TGC',
    'CRC',
  ].map((c) => [c, true]),
);

/** Codes whose flight the standard requires: kept without one, but reported. */
const NEEDS_FLIGHT = new Set(['BKD', 'MAN', 'DEP']);
/** Codes the standard (or its own example, PRE///) sends without a date. */
const UNDATED_OK = new Set(['PRE', 'TRM']);
/** Departure-side codes that name both airports (a split "HKG/NLU" is joined). */
const TWO_AIRPORTS = new Set(['BKD', 'MAN', 'DEP', 'PRE']);

const RE = {
  flight: /^([A-Z0-9]{2}|[A-Z]{3})(\d{1,4})([A-Z]?)$/,
  carrier: /^(?=.*[A-Z])[A-Z0-9]{2}[A-Z]?$/,
  flightNumber: /^\d{1,4}[A-Z]?$/,
  date: /^(\d{2})([A-Z]{3})(\d{4})?(?:-([NPAB]))?$/,
  airport: /^[A-Z]{3}$/,
  airports: /^(?:[A-Z]{3}|[A-Z]{6})$/,
  quantity: /^([TPSD])(\d{1,5})(?:([KL])(\d{1,7}(?:\.\d{1,3})?))?(?:T(\d{1,5}))?$/,
  time: /^([SEA])([DA])?(\d{2})(\d{2})(?:-([NPAB]))?$/,
  volume: /^(?:MC|CI|CF|CC)\d{1,9}(?:\.\d{1,3})?$/,
  density: /^DG\d{1,2}$/,
  discrepancy: /^[A-Z]{4}$/,
  code: /^[A-Z]{3}$/,
};

const LB_TO_KG = 0.45359237;

export function parseQuantity(token: string): FsuQuantity | null {
  const m = RE.quantity.exec(token);
  if (!m) return null;
  const weight = m[4] === undefined ? null : Number(m[4]);
  return {
    code: m[1] as FsuQuantity['code'],
    pieces: Number(m[2]),
    // Kilograms as sent (K30.12 stays 30.12); pounds converted to the nearest 0.1 kg.
    weightKg: weight === null ? null : m[3] === 'L' ? Math.round(weight * LB_TO_KG * 10) / 10 : weight,
    totalPieces: m[5] === undefined ? null : Number(m[5]),
  };
}

/** LH0400 → LH400; null when the token is not a flight designator. */
export function parseFlight(token: string): string | null {
  const m = RE.flight.exec(token);
  if (!m || !/[A-Z]/.test(m[1]!)) return null;
  return `${m[1]}${Number(m[2])}${m[3]}`;
}

interface DateField {
  day: number;
  month: number;
  minutes: number | null;
  dayChange: number;
}

function parseDate(token: string): DateField | 'bad' | null {
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
  return { day, month, minutes, dayChange: m[4] ? DAY_CHANGE[m[4]]! : 0 };
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

export type LineParse = { status: FsuStatusLine; warning: string | null } | { error: string };

/** The fields of a line after its code, read in order; `at` is the next one. */
class Fields {
  at = 0;
  readonly notes: string[] = [];
  constructor(readonly f: string[]) {}
  peek(): string | undefined {
    return this.f[this.at];
  }
  take(): string | undefined {
    return this.f[this.at++];
  }
}

function newLine(raw: string, lineNo: number, code: string): FsuStatusLine {
  return {
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
}

/** The flight field of a flight-layout code: a designator, empty, split in two, or missing. */
function readFlight(s: FsuStatusLine, f: Fields, known: boolean): void {
  const t = f.peek();
  if (t === undefined) return;
  const flight = parseFlight(t);
  if (flight && !RE.date.test(t)) {
    s.flight = flight;
    f.at++;
  } else if (t === '') f.at++;
  else if (RE.carrier.test(t) && RE.flightNumber.test(f.f[f.at + 1] ?? '')) {
    s.carrier = t;
    s.flight = parseFlight(`${t}${f.f[f.at + 1]}`);
    f.at += 2;
    f.notes.push('carrier and flight number in separate fields');
  } else if (known && (RE.date.test(t) || RE.airports.test(t))) f.notes.push('no flight field');
  else if (!RE.date.test(t)) {
    f.at++;
    s.remarks.push(t);
  }
}

const isPlace = (t: string | undefined) => t !== undefined && (RE.date.test(t) || RE.airports.test(t));

/** A carrier-code field (RCT, TFD, TRM): the carrier, empty, or missing. */
function readCarrier(s: FsuStatusLine, f: Fields): void {
  const t = f.peek();
  if (t === undefined) return;
  if (t === '') f.at++;
  else if (RE.carrier.test(t) && (!RE.airport.test(t) || (!RE.date.test(t) && isPlace(f.f[f.at + 1])))) {
    s.carrier = t; // a 3-letter carrier code is told from the station by what follows it
    f.at++;
  } else f.notes.push('no carrier field');
}

function readDate(s: FsuStatusLine, f: Fields): string | null {
  const t = f.peek();
  if (t === undefined) return null;
  const d = parseDate(t);
  if (d === 'bad') return `impossible date "${t}"`;
  if (d) {
    s.day = d.day;
    s.month = d.month;
    s.minutes = d.minutes;
    if (d.dayChange) s.dateDayChange = d.dayChange;
    f.at++;
  } else if (t === '') f.at++;
  return null;
}

function readAirports(s: FsuStatusLine, f: Fields): void {
  const t = f.peek();
  if (t === undefined) return;
  if (t === '') {
    f.at++;
    return;
  }
  if (!RE.airports.test(t)) return;
  f.at++;
  s.airports = t.length === 6 ? [t.slice(0, 3), t.slice(3)] : [t];
  const next = f.peek();
  if (t.length === 3 && TWO_AIRPORTS.has(s.code) && next !== undefined && RE.airport.test(next)) {
    s.airports.push(next);
    f.at++;
    f.notes.push('departure and arrival airports in separate fields');
  }
}

/** Everything after the quantity: times, volume, density, CRC's flight, names. */
function readRest(s: FsuStatusLine, f: Fields): string | null {
  for (let t = f.take(); t !== undefined; t = f.take()) {
    if (t === '') continue;
    const time = parseTime(t);
    if (time === 'bad') return `impossible time "${t}"`;
    if (time) s.times.push(time);
    else if (RE.volume.test(t)) s.volume = t;
    else if (RE.density.test(t)) continue;
    else if (s.code === 'CRC' && !s.flight && parseFlight(t)) s.flight = parseFlight(t);
    else if (s.code === 'CRC' && s.flight && !s.movement && parseDate(t) && parseDate(t) !== 'bad') {
      const d = parseDate(t) as DateField;
      s.movement = { day: d.day, month: d.month, airports: [] };
    } else if (s.code === 'CRC' && s.movement && s.movement.airports.length === 0 && RE.airports.test(t))
      s.movement.airports = t.length === 6 ? [t.slice(0, 3), t.slice(3)] : [t];
    else s.remarks.push(t);
  }
  return null;
}

/** One status line, or why it cannot be read. */
export function parseStatusLine(raw: string, lineNo: number): LineParse {
  const tokens = raw.split('/').map((t) => t.trim());
  const code = tokens[0]!;
  if (!RE.code.test(code))
    return { error: `line ${lineNo}: "${clip(raw)}" does not start with a 3-letter status code` };
  const s = newLine(raw, lineNo, code);
  const f = new Fields(tokens.slice(1));
  const layout = LAYOUT[code] ?? 'flight';
  if (layout === 'flight') readFlight(s, f, code in KNOWN);
  if (layout === 'carrier' || layout === 'transfer') readCarrier(s, f);
  const bad = layout === 'transfer' ? null : readDate(s, f);
  if (bad) return { error: `line ${lineNo}: ${bad}` };
  readAirports(s, f);
  if (code === 'DIS' && RE.discrepancy.test(f.peek() ?? '')) s.discrepancy = f.take()!;
  const q = parseQuantity(f.peek() ?? '');
  if (q) {
    s.quantity = q;
    f.at++;
  }
  const badTime = readRest(s, f);
  if (badTime) return { error: `line ${lineNo}: ${badTime}` };
  if (s.day === null && !UNDATED_OK.has(code)) return { error: `line ${lineNo}: ${code} without a date` };
  if (s.airports.length === 0) return { error: `line ${lineNo}: ${code} without an airport` };
  if (NEEDS_FLIGHT.has(code) && !s.flight) f.notes.push('no flight: kept, no route leg');
  const notes = [...new Set(f.notes)];
  return {
    status: s,
    warning: notes.length ? `line ${lineNo}: ${code} not to the Cargo-IMP layout (${notes.join('; ')})` : null,
  };
}

/** A continuation line ("/…") of a status line: volume and density, else names (RCT/TFD's other carrier). */
export function continueStatus(s: FsuStatusLine, tokens: string[]): void {
  for (const t of tokens) {
    if (RE.volume.test(t)) s.volume = t;
    else if (!RE.density.test(t)) s.remarks.push(t);
  }
}

export function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 60)}…` : s;
}
