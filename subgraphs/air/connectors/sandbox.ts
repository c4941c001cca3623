// The sandbox airline network: a deterministic simulation every airline prefix answers from in
// the embedded default and in tests. Same AWB + same clock → same Cargo-IMP messages, in every
// process (seeded SHA-256, no Math.random, no wall clock).
//
// Network (sandbox-network.ts): each airline has a hub (its real one for the large cargo carriers, else one picked
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
import { seeded, u32, worldAirports } from './sandbox-world.js';
import {
  DAY,
  HOUR,
  MIN,
  nextInstance,
  sandboxTimetable,
  type FlightInstance,
  type Timetable,
} from './sandbox-network.js';
import { utcToWall } from '../../../platform/time-zones.js';

export const SANDBOX_CYCLE_MS = 10 * DAY;
const SANDBOX_NOT_FOUND_RETRY_AFTER_S = 600;

export type Scenario = 'not_found' | 'direct' | 'via_hub' | 'trucked' | 'split';

interface PlanPart {
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
