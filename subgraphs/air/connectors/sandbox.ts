// The sandbox airline network: a deterministic simulation every airline prefix answers from in
// the embedded default and in tests. Same AWB + same clock → same Cargo-IMP messages, in every
// process (seeded SHA-256, no Math.random, no wall clock).
//
// Network: each airline has a hub (its real one for the large cargo carriers, else one picked
// by hash), 12 destinations among ~50 cargo airports with a daily flight each way (flight
// numbers 400+2i out of the hub, 401+2i back), and up to 3 road feeder services (trucks,
// numbers 9100+2j / 9101+2j) to cargo airports within 900 km of the hub. Each flight instance
// has a deterministic delay (most on time, some 5 to 300 minutes late).
//
// Shipments: the AWB's hash picks a scenario — not_found (10%: the airline has no data, answers
// with Retry-After 600 s), direct (25%), via_hub (30%: two flights), trucked (15%: truck to the
// hub, then a flight) or split (20%: the pieces fly on two consecutive days' instances). A
// shipment is booked at the start of its cycle: airlines reuse AWB serials, and the sandbox
// reuses each number every 10 days, with the phase of the cycle taken from the hash, so at any
// clock reading some waybills are just booked, some flying and some delivered. The timeline:
// BKD at booking, FOH +1.5-2.5 h, RCS +1-2 h later, per leg MAN (5 h before departure, with
// estimated times when the flight is late), DEP, ARR and RCF (intermediate stations included),
// then at destination CCD, NFD, AWD and DLV. The airline answers with the messages whose time
// has come, one FSU/14 message per status, times local to the station as Cargo-IMP sends them.
import type { AirlineAnswer, AirlineConnector, AwbRef } from './types.js';
import { seeded, u32, worldAirlines, worldAirports, type WorldAirport } from './world.js';
import { utcToWall } from '../../../platform/time-zones.js';
import { distanceKm } from '../../../platform/geo.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
export const SANDBOX_CYCLE_MS = 10 * DAY;
export const SANDBOX_NOT_FOUND_RETRY_AFTER_S = 600;

/** Large cargo airports the sandbox network flies between (those missing from the data are skipped). */
const CARGO_AIRPORTS = (
  'FRA LHR CDG AMS LEJ CGN LUX LGG BRU MXP MAD IST DXB AUH JED RUH JFK ORD LAX MIA ATL DFW ANC MEM SDF IAH SFO SEA ' +
  'YYZ GRU MEX BOG SCL HKG PVG PEK CAN ICN NRT TPE SIN BKK KUL DEL BOM SYD MEL JNB NBO ADD CAI'
).split(' ');

const HUBS: Record<string, string> = {
  '001': 'DFW',
  '006': 'ATL',
  '014': 'YYZ',
  '016': 'ORD',
  '020': 'FRA',
  '023': 'MEM',
  '057': 'CDG',
  '065': 'JED',
  '071': 'ADD',
  '074': 'AMS',
  '075': 'MAD',
  '077': 'CAI',
  '081': 'SYD',
  '083': 'JNB',
  '098': 'DEL',
  '125': 'LHR',
  '131': 'NRT',
  '157': 'DOH',
  '160': 'HKG',
  '172': 'LUX',
  '176': 'DXB',
  '180': 'ICN',
  '205': 'NRT',
  '217': 'BKK',
  '232': 'KUL',
  '235': 'IST',
  '297': 'TPE',
  '406': 'SDF',
  '607': 'AUH',
  '615': 'LEJ',
  '618': 'SIN',
  '706': 'NBO',
  '781': 'PVG',
  '784': 'CAN',
  '999': 'PEK',
};

/** Registration prefix per airline, for the sandbox aircraft; others get N. */
const REG_PREFIX: Record<string, string> = {
  '020': 'D-',
  '057': 'F-',
  '074': 'PH-',
  '125': 'G-',
  '160': 'B-',
  '172': 'LX-',
  '176': 'A6-',
  '180': 'HL',
  '235': 'TC-',
  '618': '9V-',
};

export interface Route {
  flight: string;
  number: number;
  from: string;
  to: string;
  mode: 'PLANE' | 'TRUCK';
  /** Scheduled departure, minutes after 00:00 UTC, every day. */
  depMinuteUtc: number;
  durationMin: number;
}

export interface Timetable {
  prefix: string;
  airlineIata: string;
  airlineIcao: string | null;
  hub: string;
  destinations: string[];
  feeders: string[];
  routes: Route[];
}

const tables = new Map<string, Timetable | null>();

function cargoAirports(): WorldAirport[] {
  const all = worldAirports();
  return CARGO_AIRPORTS.map((c) => all.get(c)).filter((a): a is WorldAirport => !!a);
}

/** The airline's network; null for a prefix without an IATA code in the reference data. */
export function sandboxTimetable(prefix: string): Timetable | null {
  if (tables.has(prefix)) return tables.get(prefix)!;
  const airline = worldAirlines().get(prefix);
  const airports = worldAirports();
  const cargo = cargoAirports();
  if (!airline?.iata || cargo.length < 4) {
    tables.set(prefix, null);
    return null;
  }
  const hubCode =
    HUBS[prefix] && airports.has(HUBS[prefix]) ? HUBS[prefix] : cargo[u32(seeded(prefix, 'hub')) % cargo.length]!.iata;
  const hub = airports.get(hubCode)!;
  const byHash = (tag: string) => (a: WorldAirport, b: WorldAirport) =>
    u32(seeded(prefix, tag, a.iata)) - u32(seeded(prefix, tag, b.iata));
  const destinations = cargo
    .filter((a) => a.iata !== hub.iata && distanceKm(hub, a) > 900)
    .sort(byHash('dest'))
    .slice(0, 12);
  const feeders = cargo
    .filter((a) => a.iata !== hub.iata && distanceKm(hub, a) >= 60 && distanceKm(hub, a) <= 900)
    .sort((a, b) => distanceKm(hub, a) - distanceKm(hub, b))
    .slice(0, 3);
  const routes: Route[] = [];
  const add = (number: number, from: WorldAirport, to: WorldAirport, mode: Route['mode']) => {
    const km = distanceKm(from, to);
    const durationMin = mode === 'PLANE' ? Math.round((km / 820) * 60 + 35) : Math.round(((km * 1.3) / 65) * 60 + 30);
    const depMinuteUtc = (u32(seeded(prefix, 'dep', number)) % 288) * 5;
    routes.push({
      flight: `${airline.iata}${number}`,
      number,
      from: from.iata,
      to: to.iata,
      mode,
      depMinuteUtc,
      durationMin,
    });
  };
  destinations.forEach((d, i) => {
    add(400 + 2 * i, hub, d, 'PLANE');
    add(401 + 2 * i, d, hub, 'PLANE');
  });
  feeders.forEach((f, j) => {
    add(9100 + 2 * j, hub, f, 'TRUCK');
    add(9101 + 2 * j, f, hub, 'TRUCK');
  });
  const t: Timetable = {
    prefix,
    airlineIata: airline.iata,
    airlineIcao: airline.icao,
    hub: hub.iata,
    destinations: destinations.map((d) => d.iata),
    feeders: feeders.map((f) => f.iata),
    routes,
  };
  tables.set(prefix, t);
  return t;
}

export interface FlightInstance {
  route: Route;
  scheduledDeparture: number;
  scheduledArrival: number;
  departure: number;
  arrival: number;
  delayMin: number;
}

/** Deterministic delay of one flight instance (keyed by flight and scheduled departure day). */
function delayOf(route: Route, scheduledDeparture: number): number {
  const r = u32(seeded('delay', route.flight, Math.floor(scheduledDeparture / DAY)));
  if (route.mode === 'TRUCK') return r % 31;
  const p = r % 100;
  if (p < 60) return 0;
  if (p < 80) return 5 + ((r >>> 8) % 21);
  if (p < 95) return 30 + ((r >>> 8) % 91);
  return 150 + ((r >>> 8) % 151);
}

export function instanceOn(route: Route, scheduledDeparture: number): FlightInstance {
  const delayMin = delayOf(route, scheduledDeparture);
  const departure = scheduledDeparture + delayMin * MIN;
  return {
    route,
    scheduledDeparture,
    scheduledArrival: scheduledDeparture + route.durationMin * MIN,
    departure,
    arrival: departure + route.durationMin * MIN,
    delayMin,
  };
}

/** First instance departing at or after t (scheduled). */
export function nextInstance(route: Route, t: number): FlightInstance {
  let dep = Math.floor(t / DAY) * DAY + route.depMinuteUtc * MIN;
  if (dep < t) dep += DAY;
  return instanceOn(route, dep);
}

export type Scenario = 'not_found' | 'direct' | 'via_hub' | 'trucked' | 'split';

export interface PlanPart {
  pieces: number;
  weightKg: number;
  legs: FlightInstance[];
}

export interface ShipmentPlan {
  awb: string;
  scenario: Scenario;
  /** Start of the current cycle: the booking. */
  bookedAt: number;
  nextCycleAt: number;
  origin: string;
  destination: string;
  pieces: number;
  weightKg: number;
  parts: PlanPart[];
  /** Status messages with the instant the airline files each. */
  messages: { at: number; text: string }[];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The waybill's plan in the cycle containing `now` (null: unknown prefix network). */
export function sandboxPlan(awb: string, now: Date): ShipmentPlan | null {
  const prefix = awb.slice(0, 3);
  const tt = sandboxTimetable(prefix);
  if (!tt) return null;
  const h = seeded('awb', awb);
  const phase = (u32(h, 0) % (SANDBOX_CYCLE_MS / MIN)) * MIN; // whole minutes, as Cargo-IMP times are
  const t = now.getTime();
  const bookedAt = Math.floor((t - phase) / SANDBOX_CYCLE_MS) * SANDBOX_CYCLE_MS + phase;
  const roll = h[4]! % 20;
  let scenario: Scenario =
    roll < 2 ? 'not_found' : roll < 7 ? 'direct' : roll < 13 ? 'via_hub' : roll < 16 ? 'trucked' : 'split';
  if (scenario === 'trucked' && tt.feeders.length === 0) scenario = 'via_hub';
  const pieces = 1 + (h[5]! % 40);
  const weightKg = Math.round(pieces * (4 + (h[6]! % 60) + h[7]! / 256) * 10) / 10;
  const dest = tt.destinations[h[8]! % tt.destinations.length]!;
  const other = tt.destinations.filter((d) => d !== dest);
  const spoke = other[h[9]! % other.length]!;
  const feeder = tt.feeders.length ? tt.feeders[h[10]! % tt.feeders.length]! : tt.hub;
  const foh = bookedAt + 90 * MIN + (h[11]! % 60) * MIN;
  const rcs = foh + 60 * MIN + (h[12]! % 60) * MIN;
  const routed = planParts(tt, scenario, { dest, spoke, feeder }, { pieces, weightKg }, rcs + 3 * HOUR);
  scenario = routed.scenario;
  const { origin, parts } = routed;
  const plan: ShipmentPlan = {
    awb,
    scenario,
    bookedAt,
    nextCycleAt: bookedAt + SANDBOX_CYCLE_MS,
    origin,
    destination: dest,
    pieces,
    weightKg,
    parts,
    messages: [],
  };
  if (scenario !== 'not_found') plan.messages = buildMessages(plan, { foh, rcs, h });
  return plan;
}

/** The flights of a path of routes, each leg the next instance after the previous one's arrival and connection. */
function chainFlights(tt: Timetable, path: [string, string][], from: number): FlightInstance[] {
  const route = (a: string, b: string) => tt.routes.find((r) => r.from === a && r.to === b)!;
  const legs: FlightInstance[] = [];
  let ready = from;
  for (const [a, b] of path) {
    const leg = nextInstance(route(a, b), ready);
    legs.push(leg);
    ready = leg.arrival + 150 * MIN; // minimum connection, from the actual arrival
  }
  return legs;
}

/**
 * The parts a scenario ships the cargo in, and where it starts: from the hub (direct, split),
 * a spoke airport (via_hub) or a feeder trucked to the hub (trucked). A split of one piece is direct.
 */
function planParts(
  tt: Timetable,
  scenario: Scenario,
  airports: { dest: string; spoke: string; feeder: string },
  cargo: { pieces: number; weightKg: number },
  firstReady: number,
): { scenario: Scenario; origin: string; parts: PlanPart[] } {
  const { dest, spoke, feeder } = airports;
  const { pieces, weightKg } = cargo;
  const chain = (path: [string, string][], from: number) => chainFlights(tt, path, from);
  if (scenario === 'not_found') return { scenario, origin: tt.hub, parts: [] };
  if (scenario === 'direct')
    return { scenario, origin: tt.hub, parts: [{ pieces, weightKg, legs: chain([[tt.hub, dest]], firstReady) }] };
  if (scenario === 'via_hub' || scenario === 'trucked') {
    const origin = scenario === 'via_hub' ? spoke : feeder;
    const legs = chain(
      [
        [origin, tt.hub],
        [tt.hub, dest],
      ],
      firstReady,
    );
    return { scenario, origin, parts: [{ pieces, weightKg, legs }] };
  }
  const p1 = Math.max(1, Math.ceil(pieces * 0.6));
  const w1 = pieces === 1 ? weightKg : Math.round((weightKg * p1 * 10) / pieces) / 10;
  const first = chain([[tt.hub, dest]], firstReady);
  const second = chain([[tt.hub, dest]], first[0]!.scheduledDeparture + 12 * HOUR);
  if (pieces === 1) return { scenario: 'direct', origin: tt.hub, parts: [{ pieces, weightKg, legs: first }] };
  return {
    scenario,
    origin: tt.hub,
    parts: [
      { pieces: p1, weightKg: w1, legs: first },
      { pieces: pieces - p1, weightKg: Math.round((weightKg - w1) * 10) / 10, legs: second },
    ],
  };
}

function buildMessages(plan: ShipmentPlan, x: { foh: number; rcs: number; h: Buffer }): { at: number; text: string }[] {
  const airports = worldAirports();
  const zone = (iata: string) => airports.get(iata)?.timezone ?? null;
  const wall = (t: number, iata: string) => new Date(utcToWall(new Date(t), zone(iata)));
  const dateOf = (t: number, iata: string) => {
    const d = wall(t, iata);
    return `${String(d.getUTCDate()).padStart(2, '0')}${MONTHS[d.getUTCMonth()]}`;
  };
  const hhmm = (t: number, iata: string) => {
    const d = wall(t, iata);
    return `${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}`;
  };
  /** Time group relative to a reference local date (the flight date at its departure airport). */
  const dayNo = (t: number, iata: string) => Math.floor(wall(t, iata).getTime() / DAY);
  const tg = (kind: string, t: number, iata: string, refT: number, refIata: string) => {
    const days = dayNo(t, iata) - dayNo(refT, refIata);
    const change = days === 1 ? '-N' : days === -1 ? '-P' : days === 2 ? '-A' : days === -2 ? '-B' : '';
    return `${kind}${hhmm(t, iata)}${change}`;
  };
  const w = (n: number) => n.toFixed(1);
  const total = `T${plan.pieces}K${w(plan.weightKg)}`;
  const head = `FSU/14\n${plan.awb.slice(0, 3)}-${plan.awb.slice(3)}${plan.origin}${plan.destination}/${total}`;
  const msgs: { at: number; text: string }[] = [];
  const push = (at: number, line: string, truck = false) =>
    msgs.push({ at, text: `${head}\n${line}${truck ? '\nOSI/RFS TRUCK SERVICE' : ''}` });
  const split = plan.parts.length > 1;
  const qty = (p: PlanPart) => (split ? `P${p.pieces}K${w(p.weightKg)}T${plan.pieces}` : total);

  // Booking: every planned leg with its scheduled times.
  for (const part of plan.parts) {
    for (const leg of part.legs) {
      const r = leg.route;
      push(
        plan.bookedAt,
        `BKD/${r.flight}/${dateOf(leg.scheduledDeparture, r.from)}/${r.from}${r.to}/${qty(part)}/${tg('S', leg.scheduledDeparture, r.from, leg.scheduledDeparture, r.from)}/${tg('S', leg.scheduledArrival, r.to, leg.scheduledDeparture, r.from)}`,
        r.mode === 'TRUCK',
      );
    }
  }
  push(x.foh, `FOH/${dateOf(x.foh, plan.origin)}${hhmm(x.foh, plan.origin)}/${plan.origin}/${total}/ACME FORWARDING`);
  push(x.rcs, `RCS/${dateOf(x.rcs, plan.origin)}${hhmm(x.rcs, plan.origin)}/${plan.origin}/${total}`);
  let lastRcf = 0;
  for (const part of plan.parts) {
    for (const leg of part.legs) {
      const r = leg.route;
      const fd = dateOf(leg.scheduledDeparture, r.from);
      const ref = leg.scheduledDeparture;
      const truck = r.mode === 'TRUCK';
      const late = leg.delayMin >= 15;
      const manAt = Math.max(x.rcs + 10 * MIN, leg.scheduledDeparture - 5 * HOUR);
      const manTimes = late
        ? `${tg('S', leg.scheduledDeparture, r.from, ref, r.from)}/${tg('E', leg.departure, r.from, ref, r.from)}/${tg('S', leg.scheduledArrival, r.to, ref, r.from)}/${tg('E', leg.arrival, r.to, ref, r.from)}`
        : `${tg('S', leg.scheduledDeparture, r.from, ref, r.from)}/${tg('S', leg.scheduledArrival, r.to, ref, r.from)}`;
      push(manAt, `MAN/${r.flight}/${fd}/${r.from}${r.to}/${qty(part)}/${manTimes}`, truck);
      push(
        leg.departure + 5 * MIN,
        `DEP/${r.flight}/${fd}/${r.from}${r.to}/${qty(part)}/${tg('S', leg.scheduledDeparture, r.from, ref, r.from)}/${tg('A', leg.departure, r.from, ref, r.from)}/${tg('E', leg.arrival, r.to, ref, r.from)}`,
        truck,
      );
      push(
        leg.arrival + 5 * MIN,
        `ARR/${r.flight}/${fd}/${r.to}/${qty(part)}/${tg('A', leg.arrival, r.to, ref, r.from)}`,
        truck,
      );
      const rcf = leg.arrival + 60 * MIN + (u32(seeded('rcf', plan.awb, r.flight)) % 60) * MIN;
      push(rcf, `RCF/${r.flight}/${fd}/${r.to}/${qty(part)}/${tg('A', rcf, r.to, ref, r.from)}`, truck);
      if (r.to === plan.destination) lastRcf = Math.max(lastRcf, rcf);
    }
  }
  const d = plan.destination;
  const ccd = lastRcf + 45 * MIN;
  const nfd = ccd + 75 * MIN;
  const awd = nfd + 60 * MIN;
  const dlv = nfd + 18 * HOUR + (x.h[13]! % 12) * HOUR;
  push(ccd, `CCD/${dateOf(ccd, d)}${hhmm(ccd, d)}/${d}/${total}`);
  push(nfd, `NFD/${dateOf(nfd, d)}${hhmm(nfd, d)}/${d}/${total}/ACME LOGISTICS`);
  push(awd, `AWD/${dateOf(awd, d)}${hhmm(awd, d)}/${d}/${total}/ACME LOGISTICS`);
  push(dlv, `DLV/${dateOf(dlv, d)}${hhmm(dlv, d)}/${d}/${total}/J SMITH`);
  return msgs.sort((a, b) => a.at - b.at);
}

/** The sandbox airline: every prefix with an IATA code in the reference data answers. */
export class SandboxAirline implements AirlineConnector {
  readonly kind = 'sandbox' as const;
  calls = 0;

  async fetch(awb: AwbRef, now: Date): Promise<AirlineAnswer> {
    this.calls++;
    const plan = sandboxPlan(awb.digits, now);
    if (!plan || plan.scenario === 'not_found')
      return { found: false, retryAfterSeconds: SANDBOX_NOT_FOUND_RETRY_AFTER_S };
    return { found: true, messages: plan.messages.filter((m) => m.at <= now.getTime()).map((m) => m.text) };
  }
}

/** Registration the sandbox gives an aircraft (by airline and ICAO address). */
export function sandboxRegistration(prefix: string, icao24: string): string {
  const b = seeded('reg', icao24);
  const letters = Array.from({ length: 4 }, (_, i) => String.fromCharCode(65 + (b[i]! % 26))).join('');
  const p = REG_PREFIX[prefix] ?? 'N';
  return p === 'N' ? `N${100 + (b[4]! % 900)}${letters.slice(0, 2)}` : `${p}${letters}`;
}
