// From an airline's Cargo-IMP status messages to the air waybill record (docs/air.md, Normalisation).
// Pure: the caller supplies the airports (names, IANA zones, coordinates) and the reference
// time used to infer the year Cargo-IMP dates leave out.
//
// Rules (documented in docs/air.md):
// - Every readable status line is one event; identical lines sent twice count once.
// - status_code is the Cargo-IMP code, or UNKNOWN for a code outside codes.ts (family FLIGHT,
//   never movement). event_family from codes.ts.
// - Times: a line's date field (12MAR1430) is when the event happened (actual); A-times on the
//   event's side are actual, E-times (else S-times) estimated. Local times are read in the
//   station's zone, in the year nearest the reference time; a time the source wrote with its
//   UTC offset (XFSU, ONE Record: FsuStatusLine.at, FsuTime.at) is that instant exactly, and a
//   year it wrote is kept. An event is actual unless it is a
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
import { CODES, describe } from './codes.js';
import type { FsuMessage, FsuQuantity, FsuStatusLine } from '../connectors/fsu-parser.js';
import type { ParsedAnswer } from '../connectors/message-formats.js';
import { localDate, localToUtc } from '../../../platform/time-zones.js';
import { greatCirclePath } from '../../../platform/geo.js';
import type { AirportInfo, Line, NormEvent, NormLeg, Normalised, Pair, Side, Time } from './normalise-model.js';
import { currentFlight, sameQty, waybillStatus, waybillTimes } from './waybill-status.js';

export type { AirportInfo, NormEvent, NormLeg, Normalised } from './normalise-model.js';
export { currentFlight, keepEstimates, waybillTimes, type HeldLegEstimates } from './waybill-status.js';

const DAY = 86_400_000;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** Codes that describe a flight (or truck) instance and so build route legs. */
const LEG_CODES = new Set(['BKD', 'MAN', 'PRE', 'DEP', 'ARR', 'RCF']);

export function normalise(parsed: ParsedAnswer, airports: Map<string, AirportInfo>, ref: Date): Normalised {
  const lines = statusLines(parsed.messages, airports, ref);
  const consignment = consignmentOf(parsed.messages);
  const legs = legsOf(lines, airports);
  const warnings = [...parsed.warnings];
  if (parsed.messages.length === 0 && warnings.length === 0)
    warnings.push('the airline answered without status messages');
  return {
    status: waybillStatus(lines, consignment.destination, consignment.pieces),
    ...consignment,
    flight_number: currentFlight(legs),
    ...waybillTimes(legs, consignment.origin, consignment.destination),
    legs,
    events: eventsOf(lines, airports),
    warnings,
  };
}

/** Origin and destination, pieces and weight, each from the last message that states them (all optional in Cargo-IMP). */
function consignmentOf(messages: FsuMessage[]): {
  origin: string | null;
  destination: string | null;
  pieces: number | null;
  weight_kg: number | null;
} {
  const placed = [...messages].reverse().find((m) => m.origin || m.destination);
  const q = [...messages].reverse().find((m) => m.quantity)?.quantity ?? null;
  return {
    origin: placed?.origin || null,
    destination: placed?.destination || null,
    pieces: q ? (q.code === 'T' ? q.pieces : (q.totalPieces ?? q.pieces)) : null,
    weight_kg: q && q.code === 'T' ? q.weightKg : null,
  };
}

/** Every status line once (a resent message repeats its lines), in message order. */
function statusLines(messages: FsuMessage[], airports: Map<string, AirportInfo>, ref: Date): Line[] {
  const seen = new Set<string>();
  const lines: Line[] = [];
  for (const msg of messages) {
    for (const s of msg.statuses) {
      const key = s.raw.replace(/\s+/g, '');
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(readLine(s, msg.roadFeeder, lines.length, airports, ref));
    }
  }
  return lines;
}

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

function readLine(
  s: FsuStatusLine,
  roadFeeder: boolean,
  order: number,
  airports: Map<string, AirportInfo>,
  ref: Date,
): Line {
  const side: Side = CODES[s.code]?.side ?? 'A';
  const a = s.airports;
  const station = a.length === 2 ? (side === 'D' ? a[0]! : a[1]!) : (a[0] ?? null);
  const [from, to]: [string | null, string | null] =
    a.length === 2 ? [a[0]!, a[1]!] : side === 'D' ? [a[0]!, null] : [null, a[0]!];
  // An undated line (TRM has no date; PRE/// leaves it out): in the timeline, without a time.
  if (s.day === null || s.month === null)
    return { s, roadFeeder, order, side, station, from, to, date: NaN, dateKey: '', times: [], own: null };
  const zone = (where: string | null) => (where ? (airports.get(where)?.timezone ?? null) : null);
  // The year: as written (XFSU, ONE Record), else the one nearest the reference time (Cargo-IMP).
  const year = s.year ?? yearFor(s.day, s.month, ref);
  /** Instant of a local time on the line's date (+ days) at a station. */
  const at = (minutes: number, days: number, where: string | null) =>
    localToUtc(Date.UTC(year, s.month! - 1, s.day! + days, 0, minutes), zone(where));
  // A line whose time was written with its offset is on the station's local date of that instant.
  const [y, m, d] = s.at ? localDate(s.at, zone(station)).split('-').map(Number) : [year, s.month, s.day];
  // Single-letter times on a departure-side code belong to the departure until a kind repeats or
  // a time follows the actual departure; from then on to the arrival.
  const times: Time[] = [];
  const depKinds = new Set<string>();
  let onArrival = side === 'A';
  for (const t of s.times) {
    let timeSide: Side;
    if (t.side) timeSide = t.side;
    else {
      if (!onArrival && (depKinds.has(t.kind) || depKinds.has('A'))) onArrival = true;
      timeSide = onArrival ? 'A' : 'D';
      if (timeSide === 'D') depKinds.add(t.kind);
    }
    times.push({
      side: timeSide,
      kind: t.kind,
      at: t.at ?? at(t.minutes, t.dayChange, timeSide === 'D' ? (from ?? station) : (to ?? station)),
    });
  }
  return {
    s,
    roadFeeder,
    order,
    side,
    station,
    from,
    to,
    date: Date.UTC(y!, m! - 1, d!),
    dateKey: `${String(d).padStart(2, '0')}${MONTHS[m! - 1]}`,
    times,
    own: s.minutes === null ? null : (s.at ?? at(s.minutes, s.dateDayChange ?? 0, station)),
  };
}

/** One line's times on a side: estimated from the last E (else S) time, actual from an A time, else the line's own. */
function pairOf(l: Line, side: Side): Pair {
  const ts = l.times.filter((t) => t.side === side);
  const est = ts.filter((t) => t.kind === 'E').pop() ?? ts.filter((t) => t.kind === 'S').pop();
  const act = ts.filter((t) => t.kind === 'A').pop();
  return { estimated: est?.at ?? null, actual: act?.at ?? (l.side === side ? l.own : null) };
}

/** Events oldest first; lines without a time keep their message order after the timed ones. */
function eventsOf(lines: Line[], airports: Map<string, AirportInfo>): NormEvent[] {
  const timed = lines.map((l) => {
    const known = CODES[l.s.code];
    const p = pairOf(l, l.side);
    const event: NormEvent = {
      seq: 0,
      status_code: known ? l.s.code : 'UNKNOWN',
      raw_code: l.s.code,
      event_family: known?.family ?? 'FLIGHT',
      is_actual: l.s.code === 'BKD' ? p.actual !== null : true,
      estimated: p.estimated,
      actual: p.actual,
      station: l.station,
      station_name: l.station ? (airports.get(l.station)?.name ?? l.station) : null,
      flight_number: l.s.flight,
      pieces: l.s.quantity?.pieces ?? null,
      weight_kg: l.s.quantity?.weightKg ?? null,
      description: describe(l.s.code, l.s.flight, l.station, l.s.remarks),
    };
    return { event, order: l.order, when: (p.actual ?? p.estimated)?.getTime() ?? Infinity };
  });
  timed.sort((a, b) => (a.when === b.when ? a.order - b.order : a.when - b.when));
  return timed.map((t, i) => ({ ...t.event, seq: i + 1 }));
}

/** The lines of one flight instance (flight + date), with the airports they name. */
interface FlightInstance {
  flight: string;
  date: string;
  from: string | null;
  to: string | null;
  lines: Line[];
  truck: boolean;
}

/** Route legs, ordered by time, numbered from 1. */
function legsOf(lines: Line[], airports: Map<string, AirportInfo>): NormLeg[] {
  const legs = flightInstances(lines).map((g) => legOf(g, airports));
  const legTime = (l: NormLeg) =>
    (l.departure.actual ?? l.departure.estimated ?? l.arrival.actual ?? l.arrival.estimated)?.getTime() ?? Infinity;
  legs.sort((x, y) => legTime(x) - legTime(y) || x.flight_number.localeCompare(y.flight_number));
  return legs.map((l, i) => ({ ...l, order_id: i + 1 }));
}

/** Groups the flight lines into flight instances: lines naming both airports first, then departure-side, then arrival-side lines. */
function flightInstances(lines: Line[]): FlightInstance[] {
  const instances: FlightInstance[] = [];
  const place = (l: Line, into: FlightInstance | undefined) => {
    const g = into ?? { flight: l.s.flight!, date: l.dateKey, from: l.from, to: l.to, lines: [], truck: false };
    if (!into) instances.push(g);
    g.from ??= l.from;
    g.to ??= l.to;
    g.lines.push(l);
    if (l.roadFeeder) g.truck = true;
  };
  const rank = (l: Line) => (l.s.airports.length === 2 ? 0 : l.side === 'D' ? 1 : 2);
  const flightLines = lines.filter((l) => l.s.flight && LEG_CODES.has(l.s.code));
  for (const l of flightLines.sort((a, b) => rank(a) - rank(b) || a.order - b.order)) {
    const f = l.s.flight!;
    const exact = instances.find(
      (g) =>
        g.flight === f &&
        g.date === l.dateKey &&
        (!l.from || !g.from || g.from === l.from) &&
        (!l.to || !g.to || g.to === l.to),
    );
    place(l, exact ?? (rank(l) === 2 ? arrivedFlight(instances, l) : undefined));
  }
  return instances;
}

/** An arrival-side line dated on arrival (RCF next morning): the latest earlier instance of the flight into this station, within 3 days. */
function arrivedFlight(instances: FlightInstance[], l: Line): FlightInstance | undefined {
  const cands = instances.filter(
    (g) => g.flight === l.s.flight && (g.to === l.to || g.to === null) && g.lines.length > 0,
  );
  const chosen = cands.filter((g) => g.lines[0]!.date <= l.date).pop();
  return chosen && l.date - chosen.lines[0]!.date <= 3 * DAY ? chosen : undefined;
}

function legOf(g: FlightInstance, airports: Map<string, AirportInfo>): NormLeg {
  const has = (...codes: string[]) => g.lines.some((l) => codes.includes(l.s.code));
  const a = g.from ? airports.get(g.from) : undefined;
  const b = g.to ? airports.get(g.to) : undefined;
  const q = legQuantity(g);
  return {
    order_id: 0,
    status: has('ARR', 'RCF') ? 'ARRIVED' : has('DEP') ? 'DEPARTED' : has('MAN', 'PRE') ? 'MANIFESTED' : 'BOOKED',
    transport_type: g.truck ? 'TRUCK' : 'PLANE',
    from_iata: g.from,
    to_iata: g.to,
    flight_number: g.flight,
    flight_date: g.date,
    departure: legPair(g, 'D', ['DEP'], []),
    arrival: legPair(g, 'A', ['ARR'], ['RCF']),
    pieces: q?.pieces ?? null,
    weight_kg: q?.weightKg ?? null,
    path: !g.truck && a && b ? greatCirclePath(a, b) : [],
  };
}

/** A leg's times on a side, merged over its lines. */
function legPair(g: FlightInstance, side: Side, actualCodes: string[], fallbackCodes: string[]): Pair {
  // Estimated: the last E-time reported for the side, else the last S-time (a schedule repeated
  // on a later line does not undo an announced delay).
  let estimated: Date | null = null;
  let scheduled: Date | null = null;
  for (const t of g.lines.flatMap((l) => l.times)) {
    if (t.side !== side) continue;
    if (t.kind === 'E') estimated = t.at;
    else if (t.kind === 'S') scheduled = t.at;
  }
  // Actual: from the code reporting the movement (DEP / ARR), else a fallback code (RCF), else
  // an explicit actual time on any line of the leg.
  const lastActual = (codes: string[]) =>
    g.lines.reduce<Date | null>(
      (found, l) => (codes.includes(l.s.code) ? (pairOf(l, side).actual ?? found) : found),
      null,
    );
  const anyActual = g.lines.reduce<Date | null>(
    (found, l) => l.times.filter((t) => t.side === side && t.kind === 'A').pop()?.at ?? found,
    null,
  );
  return {
    estimated: estimated ?? scheduled,
    actual: lastActual(actualCodes) ?? lastActual(fallbackCodes) ?? anyActual,
  };
}

/** Pieces and weight of a leg from the most telling code: the distinct quantities its lines report, summed. */
function legQuantity(g: FlightInstance): FsuQuantity | null {
  for (const code of ['DEP', 'MAN', 'PRE', 'BKD', 'ARR', 'RCF']) {
    const ls = g.lines.filter((l) => l.s.code === code && l.s.quantity);
    if (ls.length === 0) continue;
    const qs = [...new Map(ls.map((l) => [sameQty(l.s.quantity), l.s.quantity!])).values()];
    const weights = qs.map((q) => q.weightKg);
    return {
      code: 'T',
      pieces: qs.reduce((n, q) => n + q.pieces, 0),
      weightKg: weights.every((w) => w !== null) ? Math.round(weights.reduce((n, w) => n + w!, 0) * 10) / 10 : null,
      totalPieces: null,
    };
  }
  return null;
}
