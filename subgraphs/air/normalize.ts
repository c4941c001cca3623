// From an airline's Cargo-IMP status messages to the air waybill record (spec 2.8, 3.2).
// Pure: the caller supplies the airports (names, IANA zones, coordinates) and the reference
// time used to infer the year Cargo-IMP dates leave out.
//
// Rules (documented in docs/air.md):
// - Every readable status line is one event; identical lines sent twice count once.
// - status_code is the Cargo-IMP code, or UNKNOWN for a code outside codes.ts (family FLIGHT,
//   never movement). event_family from codes.ts.
// - Times: a line's date field (12MAR1430) is when the event happened (actual); A-times on the
//   event's side are actual, E-times (else S-times) estimated. An event is actual unless it is a
//   booking (BKD) without its own time. datetime = actual ?? estimated.
// - Legs: one per flight instance (flight + flight date); from/to from the lines' airports.
//   departure / arrival pairs: estimated from E (else S) times and kept once the actual exists,
//   actual from DEP / ARR (RCF when no ARR). transport TRUCK when the message's OSI marks road
//   feeder service, else PLANE. path: great circle between the airports, [] on a truck.
// - Status, in lifecycle order, the highest proven: booked (any recognised code), accepted
//   (FOH, RCS, PRE, MAN), in_transit (DEP, TFD, RCT; arrival at a station short of the
//   destination; part of the pieces arrived), arrived / available / delivered (ARR or RCF,
//   NFD or AWD, DLV or DDL at the destination for every piece). Nothing recognised: unknown.
// - flight_number: the leg in the air, else the next leg after the last one flown, else the
//   last leg.
import { CODES, describe, statusRank, type AirStatus, type EventFamily } from './codes.js';
import { parseFsu, type FsuMessage, type FsuStatusLine, type FsuQuantity } from './connectors/fsu-parser.js';
import { localToUtc } from '../../platform/time-zones.js';
import { greatCirclePath } from '../../platform/geo.js';

export interface AirportInfo {
  iata: string;
  name: string;
  timezone: string | null;
  lat: number;
  lng: number;
}

export interface Pair {
  estimated: Date | null;
  actual: Date | null;
}

export interface NormEvent {
  seq: number;
  status_code: string;
  raw_code: string;
  event_family: EventFamily;
  is_actual: boolean;
  estimated: Date | null;
  actual: Date | null;
  station: string | null;
  station_name: string | null;
  flight_number: string | null;
  pieces: number | null;
  weight_kg: number | null;
  description: string;
}

export interface NormLeg {
  order_id: number;
  status: 'BOOKED' | 'MANIFESTED' | 'DEPARTED' | 'ARRIVED';
  transport_type: 'PLANE' | 'TRUCK';
  from_iata: string | null;
  to_iata: string | null;
  flight_number: string;
  /** Flight date as sent (e.g. 12MAR): with the flight, the leg's identity. */
  flight_date: string;
  departure: Pair;
  arrival: Pair;
  pieces: number | null;
  weight_kg: number | null;
  path: [number, number][];
}

export interface Normalised {
  status: AirStatus;
  origin: string | null;
  destination: string | null;
  pieces: number | null;
  weight_kg: number | null;
  flight_number: string | null;
  departure: Pair;
  arrival: Pair;
  legs: NormLeg[];
  events: NormEvent[];
  warnings: string[];
}

export interface ParsedAnswer {
  messages: FsuMessage[];
  warnings: string[];
  /** Every airport the messages mention (to load before normalising). */
  stations: string[];
}

/** Parses every message; keeps only those about this waybill. */
export function parseAnswer(awbDigits: string, texts: string[]): ParsedAnswer {
  const messages: FsuMessage[] = [];
  const warnings: string[] = [];
  const stations = new Set<string>();
  texts.forEach((text, i) => {
    const r = parseFsu(text);
    if (!r.ok) {
      warnings.push(`message ${i + 1} rejected: ${r.error}`);
      return;
    }
    if (r.message.awb !== awbDigits) {
      warnings.push(`message ${i + 1} rejected: it is about ${r.message.awb}, not ${awbDigits}`);
      return;
    }
    for (const w of r.warnings) warnings.push(`message ${i + 1}: ${w}`);
    messages.push(r.message);
    stations.add(r.message.origin).add(r.message.destination);
    for (const s of r.message.statuses) for (const a of s.airports) stations.add(a);
  });
  return { messages, warnings, stations: [...stations] };
}

interface Line {
  s: FsuStatusLine;
  msg: FsuMessage;
  order: number;
  year: number;
}

const DAY = 86_400_000;
/** Codes that describe a flight (or truck) instance and so build route legs. */
const LEG_CODES = new Set(['BKD', 'MAN', 'PRE', 'DEP', 'ARR', 'RCF']);

/** Year for a day/month without one: the one putting the date closest to the reference time. */
function yearFor(day: number, month: number, ref: Date): number {
  const y = ref.getUTCFullYear();
  let best = y;
  let bestGap = Infinity;
  for (const cand of [y - 1, y, y + 1]) {
    const gap = Math.abs(Date.UTC(cand, month - 1, day) - ref.getTime());
    if (gap < bestGap) {
      best = cand;
      bestGap = gap;
    }
  }
  return best;
}

const sameQty = (q: FsuQuantity | null) => (q ? `${q.code}${q.pieces}/${q.weightKg ?? ''}` : '');

export function normalise(parsed: ParsedAnswer, airports: Map<string, AirportInfo>, ref: Date): Normalised {
  const warnings = [...parsed.warnings];
  const zone = (iata: string | null) => (iata ? (airports.get(iata)?.timezone ?? null) : null);
  const last = parsed.messages[parsed.messages.length - 1] ?? null;
  const origin = last?.origin ?? null;
  const destination = last?.destination ?? null;
  const consignmentQty = [...parsed.messages].reverse().find((m) => m.quantity)?.quantity ?? null;
  const totalPieces = consignmentQty ? (consignmentQty.code === 'T' ? consignmentQty.pieces : (consignmentQty.totalPieces ?? consignmentQty.pieces)) : null;
  const totalWeight = consignmentQty && consignmentQty.code === 'T' ? consignmentQty.weightKg : null;

  // Every status line once (a resent message repeats its lines), in message order.
  const seen = new Set<string>();
  const lines: Line[] = [];
  let order = 0;
  for (const msg of parsed.messages) {
    for (const s of msg.statuses) {
      const key = s.raw.replace(/\s+/g, '');
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push({ s, msg, order: order++, year: yearFor(s.day!, s.month!, ref) });
    }
  }

  const sideOf = (code: string): 'D' | 'A' => CODES[code]?.side ?? 'A';
  const stationOf = (l: Line): string | null => {
    const a = l.s.airports;
    if (a.length === 2) return sideOf(l.s.code) === 'D' ? a[0]! : a[1]!;
    return a[0] ?? null;
  };
  const fromTo = (l: Line): [string | null, string | null] => {
    const a = l.s.airports;
    if (a.length === 2) return [a[0]!, a[1]!];
    return sideOf(l.s.code) === 'D' ? [a[0]!, null] : [null, a[0]!];
  };
  /** Instant of a local time on the line's date (+ days) at a station. */
  const at = (l: Line, minutes: number, days: number, station: string | null): Date =>
    localToUtc(Date.UTC(l.year, l.s.month! - 1, l.s.day! + days, 0, minutes), zone(station));
  /** The line's times by side: D at the departure airport, A at the arrival airport. */
  const timesOf = (l: Line) => {
    const [from, to] = fromTo(l);
    const side = sideOf(l.s.code);
    const out: { side: 'D' | 'A'; kind: 'S' | 'E' | 'A'; at: Date }[] = [];
    // Single-letter times on a departure-side code belong to the departure until a kind
    // repeats or a time follows the actual departure; from then on to the arrival.
    const depKinds = new Set<string>();
    let onArrival = side === 'A';
    for (const t of l.s.times) {
      let s: 'D' | 'A';
      if (t.side) s = t.side;
      else {
        if (!onArrival && (depKinds.has(t.kind) || depKinds.has('A'))) onArrival = true;
        s = onArrival ? 'A' : 'D';
        if (s === 'D') depKinds.add(t.kind);
      }
      const station = s === 'D' ? (from ?? stationOf(l)) : (to ?? stationOf(l));
      out.push({ side: s, kind: t.kind, at: at(l, t.minutes, t.dayChange, station) });
    }
    return out;
  };
  const pairOf = (l: Line, side: 'D' | 'A'): Pair => {
    const ts = timesOf(l).filter((t) => t.side === side);
    const est = ts.filter((t) => t.kind === 'E').pop() ?? ts.filter((t) => t.kind === 'S').pop();
    const act = ts.filter((t) => t.kind === 'A').pop();
    const own = l.s.minutes !== null && sideOf(l.s.code) === side ? at(l, l.s.minutes, 0, stationOf(l)) : null;
    return { estimated: est?.at ?? null, actual: act?.at ?? own };
  };

  // ---- events, oldest first (no time: kept in message order after the timed ones)
  const timed = lines.map((l) => {
    const known = CODES[l.s.code];
    const station = stationOf(l);
    const p = pairOf(l, sideOf(l.s.code));
    const event: NormEvent = {
      seq: 0,
      status_code: known ? l.s.code : 'UNKNOWN',
      raw_code: l.s.code,
      event_family: known?.family ?? 'FLIGHT',
      is_actual: l.s.code === 'BKD' ? p.actual !== null : true,
      estimated: p.estimated,
      actual: p.actual,
      station,
      station_name: station ? (airports.get(station)?.name ?? station) : null,
      flight_number: l.s.flight,
      pieces: l.s.quantity?.pieces ?? null,
      weight_kg: l.s.quantity?.weightKg ?? null,
      description: describe(l.s.code, l.s.flight, station, l.s.remarks),
    };
    return { event, order: l.order, when: (p.actual ?? p.estimated)?.getTime() ?? Infinity };
  });
  timed.sort((a, b) => (a.when === b.when ? a.order - b.order : a.when - b.when));
  const events = timed.map((t, i) => ({ ...t.event, seq: i + 1 }));

  // ---- legs: one per flight instance
  interface LegAcc {
    flight: string;
    date: string;
    from: string | null;
    to: string | null;
    lines: Line[];
    truck: boolean;
  }
  const legs: LegAcc[] = [];
  const dateKey = (l: Line) => `${String(l.s.day).padStart(2, '0')}${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][l.s.month! - 1]}`;
  const flightLines = lines.filter((l) => l.s.flight && LEG_CODES.has(l.s.code));
  const place = (l: Line, leg: LegAcc | undefined) => {
    const [from, to] = fromTo(l);
    if (!leg) {
      leg = { flight: l.s.flight!, date: dateKey(l), from, to, lines: [], truck: false };
      legs.push(leg);
    }
    leg.from ??= from;
    leg.to ??= to;
    leg.lines.push(l);
    if (l.msg.roadFeeder) leg.truck = true;
  };
  // Lines naming both airports first, then departure-side, then arrival-side lines.
  const rank = (l: Line) => (l.s.airports.length === 2 ? 0 : sideOf(l.s.code) === 'D' ? 1 : 2);
  for (const l of [...flightLines].sort((a, b) => rank(a) - rank(b) || a.order - b.order)) {
    const [from, to] = fromTo(l);
    const f = l.s.flight!;
    const d = dateKey(l);
    const exact = legs.find((g) => g.flight === f && g.date === d && (!from || !g.from || g.from === from) && (!to || !g.to || g.to === to));
    if (exact) {
      place(l, exact);
      continue;
    }
    if (rank(l) === 2) {
      // An arrival-side line dated on arrival (RCF next morning): same flight into this station.
      const lineTime = Date.UTC(l.year, l.s.month! - 1, l.s.day!);
      const cands = legs.filter((g) => g.flight === f && (g.to === to || g.to === null) && g.lines.length > 0);
      const before = cands.filter((g) => Date.UTC(g.lines[0]!.year, g.lines[0]!.s.month! - 1, g.lines[0]!.s.day!) <= lineTime);
      const chosen = before[before.length - 1];
      if (chosen && lineTime - Date.UTC(chosen.lines[0]!.year, chosen.lines[0]!.s.month! - 1, chosen.lines[0]!.s.day!) <= 3 * DAY) {
        place(l, chosen);
        continue;
      }
    }
    place(l, undefined);
  }

  const hasCode = (g: LegAcc, ...codes: string[]) => g.lines.some((l) => codes.includes(l.s.code));
  const mergePairs = (g: LegAcc, side: 'D' | 'A', actualCodes: string[], fallbackCodes: string[]): Pair => {
    // Estimated: the last E-time reported for the side, else the last S-time (a schedule
    // repeated on a later line does not undo an announced delay).
    let estimated: Date | null = null;
    let scheduled: Date | null = null;
    for (const l of g.lines) {
      for (const t of timesOf(l)) {
        if (t.side !== side) continue;
        if (t.kind === 'E') estimated = t.at;
        else if (t.kind === 'S') scheduled = t.at;
      }
    }
    estimated ??= scheduled;
    // Actual: from the code reporting the movement (DEP / ARR), else a fallback code (RCF),
    // else an explicit actual time on any line of the leg.
    const actualFrom = (codes: string[] | null): Date | null => {
      let actual: Date | null = null;
      for (const l of g.lines) {
        if (codes ? !codes.includes(l.s.code) : false) continue;
        const a = codes ? pairOf(l, side).actual : (timesOf(l).filter((t) => t.side === side && t.kind === 'A').pop()?.at ?? null);
        if (a) actual = a;
      }
      return actual;
    };
    const actual = actualFrom(actualCodes) ?? (fallbackCodes.length ? actualFrom(fallbackCodes) : null) ?? actualFrom(null);
    return { estimated, actual };
  };
  const qtyOf = (g: LegAcc): FsuQuantity | null => {
    for (const code of ['DEP', 'MAN', 'PRE', 'BKD', 'ARR', 'RCF']) {
      const ls = g.lines.filter((l) => l.s.code === code && l.s.quantity);
      if (ls.length === 0) continue;
      const uniq = new Map(ls.map((l) => [sameQty(l.s.quantity), l.s.quantity!]));
      const qs = [...uniq.values()];
      const weights = qs.map((q) => q.weightKg);
      return {
        code: 'T',
        pieces: qs.reduce((n, q) => n + q.pieces, 0),
        weightKg: weights.every((w) => w !== null) ? Math.round(weights.reduce((n, w) => n + w!, 0) * 10) / 10 : null,
        totalPieces: null,
      };
    }
    return null;
  };
  const normLegs: NormLeg[] = legs.map((g) => {
    const departure = mergePairs(g, 'D', ['DEP'], []);
    const arrival = mergePairs(g, 'A', ['ARR'], ['RCF']);
    const status: NormLeg['status'] = hasCode(g, 'ARR', 'RCF') ? 'ARRIVED' : hasCode(g, 'DEP') ? 'DEPARTED' : hasCode(g, 'MAN', 'PRE') ? 'MANIFESTED' : 'BOOKED';
    const a = g.from ? airports.get(g.from) : undefined;
    const b = g.to ? airports.get(g.to) : undefined;
    const q = qtyOf(g);
    return {
      order_id: 0,
      status,
      transport_type: g.truck ? 'TRUCK' : 'PLANE',
      from_iata: g.from,
      to_iata: g.to,
      flight_number: g.flight,
      flight_date: g.date,
      departure,
      arrival,
      pieces: q?.pieces ?? null,
      weight_kg: q?.weightKg ?? null,
      path: !g.truck && a && b ? greatCirclePath(a, b) : [],
    };
  });
  const legTime = (l: NormLeg) =>
    (l.departure.actual ?? l.departure.estimated ?? l.arrival.actual ?? l.arrival.estimated)?.getTime() ?? Infinity;
  normLegs.sort((x, y) => legTime(x) - legTime(y) || x.flight_number.localeCompare(y.flight_number));
  normLegs.forEach((l, i) => (l.order_id = i + 1));

  // ---- waybill status
  let status: AirStatus = lines.some((l) => CODES[l.s.code]) ? 'booked' : 'unknown';
  const raise = (s: AirStatus) => {
    if (statusRank(s) > statusRank(status)) status = s;
  };
  const piecesAt = (codes: string[]) => {
    // Per code, the pieces its (distinct) lines at the destination account for; the best code counts.
    let best = 0;
    for (const code of codes) {
      const ls = lines.filter((l) => l.s.code === code && stationOf(l) === destination);
      const uniq = new Map(ls.map((l) => [`${l.s.flight ?? ''}|${dateKey(l)}|${sameQty(l.s.quantity)}`, l]));
      const n = [...uniq.values()].reduce((sum, l) => sum + (l.s.quantity ? l.s.quantity.pieces : (totalPieces ?? 1)), 0);
      best = Math.max(best, n);
    }
    return best;
  };
  const all = (n: number) => n > 0 && (totalPieces === null || n >= totalPieces);
  for (const l of lines) {
    const info = CODES[l.s.code];
    if (!info?.proves) continue;
    if (info.side === 'A' && ['arrived', 'available', 'delivered'].includes(info.proves)) {
      // Short of the destination, or only part of the pieces: the shipment is still moving.
      if (stationOf(l) !== destination) raise('in_transit');
      continue;
    }
    raise(info.proves);
  }
  const arrivedN = piecesAt(['ARR', 'RCF']);
  const availableN = piecesAt(['NFD', 'AWD']);
  const deliveredN = piecesAt(['DLV', 'DDL']);
  if (arrivedN > 0 || availableN > 0 || deliveredN > 0) raise('in_transit');
  if (all(arrivedN) || all(availableN) || all(deliveredN)) raise('arrived');
  if (all(availableN) || all(deliveredN)) raise('available');
  if (all(deliveredN)) raise('delivered');

  // ---- waybill-level pairs and flight
  const fromOrigin = normLegs.filter((l) => l.from_iata === origin);
  const firstLeg = fromOrigin[0] ?? normLegs[0];
  const intoDest = normLegs.filter((l) => l.to_iata === destination);
  const lastLegs = intoDest.length ? intoDest : normLegs.length ? [normLegs[normLegs.length - 1]!] : [];
  const latest = (ds: (Date | null)[]) => ds.reduce<Date | null>((m, d) => (d && (!m || d > m) ? d : m), null);
  const departure: Pair = firstLeg ? { ...firstLeg.departure } : { estimated: null, actual: null };
  const arrival: Pair = {
    estimated: latest(lastLegs.map((l) => l.arrival.estimated)),
    actual: lastLegs.length && lastLegs.every((l) => l.arrival.actual) ? latest(lastLegs.map((l) => l.arrival.actual)) : null,
  };
  let flight_number: string | null = null;
  const current = normLegs.find((l) => l.status === 'DEPARTED');
  if (current) flight_number = current.flight_number;
  else if (normLegs.length) {
    let lastFlown = -1;
    normLegs.forEach((l, i) => {
      if (l.status === 'ARRIVED') lastFlown = i;
    });
    const next = normLegs.slice(lastFlown + 1).find((l) => l.status !== 'ARRIVED');
    flight_number = (next ?? normLegs[normLegs.length - 1]!).flight_number;
  }

  if (parsed.messages.length === 0 && warnings.length === 0) warnings.push('the airline answered without status messages');
  return {
    status,
    origin,
    destination,
    pieces: totalPieces,
    weight_kg: totalWeight,
    flight_number,
    departure,
    arrival,
    legs: normLegs,
    events,
    warnings,
  };
}

/** Keeps an estimate the airline no longer repeats (spec 2.8: estimated stays after the actual). */
export function keepEstimates(next: NormLeg[], previous: { flight_number: string; flight_date: string; dep_estimated: Date | null; arr_estimated: Date | null }[]): void {
  for (const leg of next) {
    const old = previous.find((p) => p.flight_number === leg.flight_number && p.flight_date === leg.flight_date);
    if (!old) continue;
    leg.departure.estimated ??= old.dep_estimated;
    leg.arrival.estimated ??= old.arr_estimated;
  }
}
