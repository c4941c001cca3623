// The sandbox carrier network: a deterministic stand-in for all 65 shipped carriers, used by
// the embedded default and the tests (services.sandbox = true). It is not a carrier feed and
// never pretends to be one outside this file: `kind` is 'sandbox'.
//
// Every answer is a pure function of (identifier, carrier, clock.now()):
//  - a reference is a recurring shipment slot: every 95–125 days (per reference) a new trip
//    starts, or a few days after the previous trip's empty return if that ran late; the trip
//    visible at `now` is the latest one started (for B/Ls and bookings, the latest booked);
//  - a trip picks a route over the sandbox liner services the carrier operates or buys slots on
//    (sandbox-network.ts): origin → 0–2 transshipments → destination, sailing on real schedule
//    slots of the shipped vessels, with sea-lane distances;
//  - events become ACT once `now` passes them; future vessel events are EST (within 14 days)
//    or PLN; sailings slip, and a slip is revealed before it happens, so ETAs move as the
//    voyage progresses; some boxes are rolled over at a transshipment hub;
//  - customs holds, consignee pick-up and the empty return appear only once they happen.
// A reference tracked or moved on may run ahead of that schedule (sandbox-trips.ts).
// See docs/ocean-connectors.md for the full rule set.
import type { Clock } from '../../../platform/clock.js';
import type { CarrierConnector, IdentifierType, Reference, TrackingSnapshot } from './types.js';
import { Rng, unit } from './hash.js';
import {
  containerCheckDigit,
  inferCarrier,
  isValidContainerNumber,
  normaliseIdentifier,
} from '../decide/reference-numbers.js';
import { CARRIER_WEIGHTS, loadSandboxRefData, type SandboxCarrier, type SandboxRefData } from './sandbox-data.js';
import {
  FRESH_TRIP_DEPARTURE_MS,
  NEWS_GRACE_MS,
  tripMilestones,
  type Milestone,
  type MilestoneReached,
  type SandboxMilestone,
  type SandboxTripStore,
} from './sandbox-trips.js';
import { SANDBOX_DEMO_REFERENCES } from './sandbox-demo.js';
import { sandboxNetworkFor, type SandboxNetwork } from './sandbox-network.js';
import { NETWORK_EPOCH, type SandboxService } from './sandbox-service.js';
import {
  DAY,
  HOUR,
  customsHold,
  destinationMoves,
  tripEvents,
  type Box,
  type BoxTimes,
  type LegChoice,
  type LegTimes,
  type Timeline,
  type TripPlan,
} from './sandbox-trip.js';

/** Trips are chained (each starts after the previous one's empty return) in groups of this many. */
const TRIP_CHAIN = 6;
/** Shortest origin → destination sea distance of a trip (nm). */
const MIN_ROUTE_NM = 300;
/** Shortest sea leg (nm): Shanghai–Ningbo or Hong Kong–Yantian moves go by barge or truck. */
const MIN_LEG_NM = 250;

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

export class SandboxCarrierNetwork implements CarrierConnector {
  readonly kind = 'sandbox' as const;
  readonly network: SandboxNetwork;
  private readonly tripCache = new Map<string, TripPlan>();

  constructor(
    private readonly clock: Clock,
    readonly ref: SandboxRefData = loadSandboxRefData(),
    private readonly trips: SandboxTripStore | null = null,
  ) {
    this.network = sandboxNetworkFor(ref);
  }

  /** No subscription is needed; with fresh trips on, what someone starts tracking starts a trip (sandbox-trips.ts). */
  async register(ref: Reference): Promise<void> {
    const identifier = normaliseIdentifier(ref.identifier);
    if (this.trips?.freshTrips && !SANDBOX_DEMO_REFERENCES.some((d) => d.identifier === identifier))
      await this.trips.beginFresh(identifier);
  }

  async poll(ref: Reference): Promise<TrackingSnapshot> {
    const now = this.clock.now().getTime();
    const identifier = normaliseIdentifier(ref.identifier);
    let advance = this.trips ? await this.trips.advanceOf(identifier) : undefined;
    if (advance === undefined) return this.snapshotAt(ref, new Date(now));
    if (advance === null) {
      advance = this.freshTripAdvance(ref, now);
      await this.trips!.setAdvance(identifier, advance);
    }
    return this.advancedSnapshot(ref, now, advance);
  }

  /**
   * Moves a reference's trips ahead until its next milestone of `kind` (any kind when null) has
   * just happened. Null when none is coming (a customs hold on trips without one, an unknown box).
   */
  async advance(ref: Reference, kind: SandboxMilestone | null): Promise<MilestoneReached | null> {
    if (!this.trips) throw new Error('the sandbox keeps no trip state here');
    const now = this.clock.now().getTime();
    const identifier = normaliseIdentifier(ref.identifier);
    const stored = await this.trips.advanceOf(identifier);
    const current = stored ?? (stored === null ? this.freshTripAdvance(ref, now) : 0);
    const next = this.upcoming(ref, now + current, (m) => (kind ? m.kind === kind : m.kind !== null));
    if (!next) return null;
    // The milestone lands a second before now, so a poll now sees it happened.
    const advance = Math.ceil((next.at - now + 1000) / 1000) * 1000;
    await this.trips.setAdvance(identifier, advance);
    return { kind: next.kind!, at: new Date(next.at - advance), port: next.port, advancedByMs: advance - current };
  }

  /** A fresh trip: loaded on the next trip whose vessel has not sailed, sailing FRESH_TRIP_DEPARTURE_MS from now. */
  private freshTripAdvance(ref: Reference, now: number): number {
    const departure = this.upcoming(ref, now, (m) => m.fromOrigin === true);
    if (!departure) return 0;
    return Math.max(0, Math.round((departure.at - now - FRESH_TRIP_DEPARTURE_MS) / 1000) * 1000);
  }

  /** The schedule's answer at now + advance, its times moved back by advance, with when to ask again. */
  private advancedSnapshot(ref: Reference, now: number, advance: number): TrackingSnapshot {
    const snapshot = this.snapshotAt(ref, new Date(now + advance));
    const next = snapshot.found ? this.upcoming(ref, now + advance, () => true) : null;
    return {
      ...snapshot,
      events: snapshot.events.map((e) => ({ ...e, eventDateTime: iso(Date.parse(e.eventDateTime) - advance) })),
      nextUpdateAt: next ? iso(next.at - advance + NEWS_GRACE_MS) : null,
    };
  }

  /** The snapshot a poll at instant `at` returns (pure; poll() uses the injected clock). */
  snapshotAt(ref: Reference, at: Date): TrackingSnapshot {
    const now = at.getTime();
    const identifier = normaliseIdentifier(ref.identifier);
    const carrier = this.resolveCarrier(identifier, ref);
    const scac = carrier?.scac ?? (ref.carrierScac ?? '').toUpperCase();
    const notFound: TrackingSnapshot = {
      carrierScac: scac,
      found: false,
      containers: [],
      billOfLading: null,
      booking: null,
      originUnlocode: null,
      destinationUnlocode: null,
      routePorts: [],
      events: [],
    };
    if (!carrier || !this.isKnown(identifier, ref.identifierType, carrier)) return notFound;
    const trip = this.visibleTrip(identifier, ref.identifierType, carrier, now);
    if (!trip) return notFound;
    const actual = this.timeline(identifier, trip, Infinity);
    const estimated = this.timeline(identifier, trip, now);
    return {
      carrierScac: carrier.scac,
      found: true,
      containers: trip.boxes.map((b) => ({ number: b.number, isoTypeCode: b.isoTypeCode })),
      billOfLading: trip.billOfLading,
      booking: trip.booking,
      originUnlocode: trip.ports[0]!,
      destinationUnlocode: trip.ports[trip.ports.length - 1]!,
      routePorts: [...trip.ports],
      events: tripEvents(identifier, trip, { actual, est: estimated }, now, (code) => this.portName(code)),
    };
  }

  /**
   * The trip a reference shows at `at` and its actual timeline (for tests and debugging):
   * null when the reference is not found.
   */
  explain(
    ref: Reference,
    at: Date,
  ): {
    carrierScac: string;
    cycle: number;
    start: string;
    end: string;
    ports: string[];
    legs: {
      service: string;
      vessel: string;
      voyage: string;
      from: string;
      to: string;
      departure: string;
      arrival: string;
    }[];
  } | null {
    const identifier = normaliseIdentifier(ref.identifier);
    const carrier = this.resolveCarrier(identifier, ref);
    if (!carrier || !this.isKnown(identifier, ref.identifierType, carrier)) return null;
    const trip = this.visibleTrip(identifier, ref.identifierType, carrier, at.getTime());
    if (!trip) return null;
    const tl = this.timeline(identifier, trip, Infinity);
    return {
      carrierScac: carrier.scac,
      cycle: trip.cycle,
      start: iso(trip.start),
      end: iso(tl.end),
      ports: trip.ports,
      legs: trip.legs.map((l, i) => ({
        service: l.svc.code,
        vessel: tl.legs[i]!.vesselName,
        voyage: tl.legs[i]!.voyage,
        from: l.svc.portAt(l.from),
        to: l.svc.portAt(l.to),
        departure: iso(tl.legs[i]!.dep),
        arrival: iso(tl.legs[i]!.arr),
      })),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Milestones on the schedule's clock

  /** The first milestone after `after` that `wanted` accepts, on the visible trip or the next two. */
  private upcoming(ref: Reference, after: number, wanted: (m: Milestone) => boolean): Milestone | null {
    const identifier = normaliseIdentifier(ref.identifier);
    const carrier = this.resolveCarrier(identifier, ref);
    if (!carrier || !this.isKnown(identifier, ref.identifierType, carrier)) return null;
    const visible = this.visibleTrip(identifier, ref.identifierType, carrier, after);
    const first = visible ? visible.cycle : this.firstCycleAfter(identifier, after);
    for (let k = first; k <= first + 2; k++) {
      const trip = this.trip(identifier, ref.identifierType, carrier, k);
      const found = this.milestones(identifier, ref.identifierType, trip)
        .filter((m) => m.at > after && wanted(m))
        .sort((a, b) => a.at - b.at)[0];
      if (found) return found;
    }
    return null;
  }

  private firstCycleAfter(identifier: string, at: number): number {
    return Math.max(0, Math.floor((at - this.nominalStart(identifier, 0)) / this.cycleLength(identifier)));
  }

  /** A trip's moments, each named by the webhook event it raises (null: it changes the record only). */
  private milestones(identifier: string, type: IdentifierType, trip: TripPlan): Milestone[] {
    const visibleAt = type === 'container_id' ? trip.start : trip.bookedAt;
    return tripMilestones({ ...this.timeline(identifier, trip, Infinity), ports: trip.ports, visibleAt });
  }

  // -------------------------------------------------------------------------------------------
  // Which carrier, and does it know the reference

  private resolveCarrier(identifier: string, ref: Reference): SandboxCarrier | null {
    if (ref.carrierScac) return this.ref.carrierByScac.get(ref.carrierScac.toUpperCase()) ?? null;
    const inferred = inferCarrier(identifier, ref.identifierType, this.ref.carriers);
    if (inferred) return inferred;
    const rng = new Rng(`carrier|${identifier}`);
    return rng.weighted(this.ref.carriers.map((c) => [c, CARRIER_WEIGHTS[c.scac] ?? 1] as const));
  }

  private isKnown(identifier: string, type: IdentifierType, carrier: SandboxCarrier): boolean {
    if (this.network.servicesFor(carrier.scac).length === 0) return false;
    // A deterministic ~5% of references are unknown to their carrier.
    if (unit(`notfound|${identifier}`) < 0.05) return false;
    if (type === 'container_id') {
      if (!isValidContainerNumber(identifier)) return false;
      // Another line's own box is not on this carrier's books (lessor boxes go to anyone).
      const owner = inferCarrier(identifier, type, this.ref.carriers);
      if (owner && owner.scac !== carrier.scac) return false;
      return true;
    }
    if (type === 'bill_of_lading') {
      if (!/^[A-Z0-9]{6,20}$/.test(identifier)) return false;
      const owner = inferCarrier(identifier, type, this.ref.carriers);
      return !owner || owner.scac === carrier.scac;
    }
    return /^[A-Z0-9]{5,20}$/.test(identifier);
  }

  // -------------------------------------------------------------------------------------------
  // Trips: one per cycle of the reference

  private cycleLength(identifier: string): number {
    return (95 + Math.floor(unit(`cyclelen|${identifier}`) * 31)) * DAY;
  }

  private nominalStart(identifier: string, k: number): number {
    const L = this.cycleLength(identifier);
    const phase = Math.floor(unit(`phase|${identifier}`) * (L / HOUR)) * HOUR;
    return NETWORK_EPOCH + phase + k * L;
  }

  /**
   * Trip k. Trips are chained in fixed groups of TRIP_CHAIN cycles: the first of a group starts
   * on its nominal date, each next one on its nominal date or after the previous trip's empty
   * return plus a few days, whichever is later. Fixed groups keep every trip's start the same
   * whichever later trip asks for it.
   */
  private trip(identifier: string, type: IdentifierType, carrier: SandboxCarrier, k: number): TripPlan {
    const cacheKey = `${identifier}|${type}|${carrier.scac}|${k}`;
    const hit = this.tripCache.get(cacheKey);
    if (hit) return hit;
    const k0 = Math.floor(k / TRIP_CHAIN) * TRIP_CHAIN;
    let plan = this.planTrip(identifier, type, carrier, k0, this.nominalStart(identifier, k0));
    for (let c = k0 + 1; c <= k; c++) {
      const end = this.timeline(identifier, plan, Infinity).end;
      const gap = Math.round(new Rng(`gap|${identifier}|${c}`).float(3, 12) * 24) * HOUR;
      plan = this.planTrip(identifier, type, carrier, c, Math.max(this.nominalStart(identifier, c), end + gap));
    }
    if (this.tripCache.size > 5_000) this.tripCache.clear();
    this.tripCache.set(cacheKey, plan);
    return plan;
  }

  private visibleTrip(identifier: string, type: IdentifierType, carrier: SandboxCarrier, now: number): TripPlan | null {
    const L = this.cycleLength(identifier);
    const lead = type === 'container_id' ? 0 : this.bookingLead(identifier);
    const k = Math.floor((now + lead - this.nominalStart(identifier, 0)) / L);
    const cur = this.trip(identifier, type, carrier, k);
    if (cur.start - lead <= now) return cur;
    const prev = this.trip(identifier, type, carrier, k - 1);
    return prev.start - lead <= now ? prev : null;
  }

  private bookingLead(identifier: string): number {
    return Math.round(6 + unit(`lead|${identifier}`) * 8) * DAY;
  }

  private planTrip(
    identifier: string,
    type: IdentifierType,
    carrier: SandboxCarrier,
    k: number,
    start: number,
  ): TripPlan {
    const rng = new Rng(`trip|${identifier}|${carrier.scac}|${k}`);
    const legs = this.chooseRoute(rng, carrier);
    const ports = [legs[0]!.svc.portAt(legs[0]!.from), ...legs.map((l) => l.svc.portAt(l.to))];
    // Boxes: the container itself, or 1–4 boxes on a B/L or booking.
    let boxes: Box[];
    if (type === 'container_id') boxes = [{ number: identifier, isoTypeCode: this.isoType(rng) }];
    else {
      const count = rng.weighted([
        [1, 45],
        [2, 25],
        [3, 18],
        [4, 12],
      ] as const);
      const iso = this.isoType(rng);
      boxes = Array.from({ length: count }, () => ({ number: this.boxNumber(rng, carrier), isoTypeCode: iso }));
    }
    const blPrefix = /^[A-Z]{4}$/.test(carrier.scac) ? carrier.scac : (carrier.bic_prefixes[0] ?? 'SNBX');
    const billOfLading = type === 'bill_of_lading' ? identifier : `${blPrefix}${rng.digits(9)}`;
    const booking = type === 'booking' ? identifier : `${rng.int(1, 9)}${rng.digits(8)}`;
    return {
      cycle: k,
      start,
      bookedAt: start - this.bookingLead(identifier),
      carrier,
      legs,
      ports,
      boxes,
      billOfLading,
      booking,
    };
  }

  private isoType(rng: Rng): string {
    const known = new Set(this.ref.isoTypes.map((t) => t.code));
    const pick = rng.weighted([
      ['45G1', 45],
      ['22G1', 25],
      ['42G1', 16],
      ['45R1', 7],
      ['22R1', 3],
      ['42U1', 2],
      ['22T6', 1],
      ['42P1', 1],
    ] as const);
    return known.size === 0 || known.has(pick) ? pick : '45G1';
  }

  private boxNumber(rng: Rng, carrier: SandboxCarrier): string {
    const own = carrier.bic_prefixes.filter((p) => /^[A-Z]{4}$/.test(p));
    const lessors = this.ref.lessors.map((l) => l.bic_prefix).filter((p) => /^[A-Z]{4}$/.test(p));
    const prefix =
      own.length && (rng.chance(0.65) || !lessors.length)
        ? rng.pick(own.slice(0, 4))
        : lessors.length
          ? rng.pick(lessors)
          : 'SNBU';
    const head = `${prefix}${rng.digits(6)}`;
    return `${head}${containerCheckDigit(head)}`;
  }

  /** Origin → 0–2 transshipments → destination over the carrier's services (see file header). */
  private chooseRoute(rng: Rng, carrier: SandboxCarrier): LegChoice[] {
    const net = this.network;
    const own = net.servicesFor(carrier.scac);
    const weighted = own.map((s) => [s, s.operator === carrier.scac ? 3 : 1] as const);
    const validLeg = (svc: SandboxService, from: number, to: number) => {
      const a = svc.portAt(from),
        b = svc.portAt(to);
      if (a === b) return false;
      const sea = net.seaNm(a, b);
      return sea >= MIN_LEG_NM && svc.sailedNm(from, to) <= 1.35 * sea + 150;
    };
    const ahead = (svc: SandboxService, from: number) =>
      Array.from({ length: svc.callCount - 1 }, (_, i) => from + 1 + i);
    for (let attempt = 0; attempt < 40; attempt++) {
      const s1 = rng.weighted(weighted);
      const from = rng.int(0, s1.callCount - 1);
      const pol = s1.portAt(from);
      const target = rng.weighted([
        [0, 55],
        [1, 35],
        [2, 10],
      ] as const);
      const legs: LegChoice[] = [];
      const visited = new Set([pol]);
      let cur: LegChoice | null = null;
      let curSvc = s1,
        curFrom = from,
        ok = true;
      for (let t = 0; t <= target; t++) {
        const last = t === target;
        const options = ahead(curSvc, curFrom).filter((u) => {
          const p = curSvc.portAt(u);
          if (visited.has(p) || !validLeg(curSvc, curFrom, u)) return false;
          if (!last && !net.isHub(p)) return false;
          return true;
        });
        if (!options.length) {
          ok = false;
          break;
        }
        const to = rng.pick(options);
        cur = { svc: curSvc, from: curFrom, to };
        legs.push(cur);
        const port = curSvc.portAt(to);
        visited.add(port);
        if (last) break;
        // Change ships: a different service calling the hub, the carrier's own first.
        const atHub = net.servicesAt(port).filter((s) => s !== curSvc);
        const mine = atHub.filter((s) => own.includes(s));
        const next = mine.length ? rng.pick(mine) : atHub.length ? rng.pick(atHub) : null;
        if (!next) {
          ok = false;
          break;
        }
        const idx = next.ports.map((p, i) => (p === port ? i : -1)).filter((i) => i >= 0);
        curSvc = next;
        curFrom = rng.pick(idx);
      }
      if (!ok || !legs.length) continue;
      const pod = legs[legs.length - 1]!.svc.portAt(legs[legs.length - 1]!.to);
      if (net.seaNm(pol, pod) < MIN_ROUTE_NM) continue;
      if (legs.length > 1 && !this.plausible(legs, pol, pod)) continue;
      return legs;
    }
    // Fallback: the carrier's first service, from its first call to the next different port.
    const svc = own[0]!;
    let to = 1;
    while (svc.portAt(to) === svc.portAt(0)) to++;
    return [{ svc, from: 0, to }];
  }

  /**
   * No loops back and no wild detours: every hub brings the box at least 15% of the direct
   * distance nearer its destination, total distance within 1.6 × the direct sea distance.
   */
  private plausible(legs: LegChoice[], pol: string, pod: string): boolean {
    const net = this.network;
    const direct = net.seaNm(pol, pod);
    const total = legs.reduce((sum, l) => sum + l.svc.sailedNm(l.from, l.to), 0);
    if (total > 1.6 * direct + 300) return false;
    let closer = true;
    for (let i = 1; i < legs.length; i++) {
      const prevPort = legs[i - 1]!.svc.portAt(legs[i - 1]!.from);
      const hub = legs[i]!.svc.portAt(legs[i]!.from);
      if (net.seaNm(hub, pod) > net.seaNm(prevPort, pod) - 0.15 * direct) closer = false;
    }
    return closer;
  }

  // -------------------------------------------------------------------------------------------
  // Timeline of a trip as known at `knownAt` (Infinity = what actually happens)

  private timeline(identifier: string, trip: TripPlan, knownAt: number): Timeline {
    const key = `${identifier}|${trip.carrier.scac}|${trip.cycle}`;
    const rng = new Rng(`timeline|${key}`);
    const boxRngs = trip.boxes.map((_, b) => new Rng(`box|${key}|${b}`));
    const emptyOut = boxRngs.map((r, b) => trip.start + (b === 0 ? 0 : Math.round(r.float(0, 30)) * HOUR));
    const gateIn = emptyOut.map((t, b) => t + Math.round(boxRngs[b]!.float(20, 70)) * HOUR);
    const loadOffset = boxRngs.map((r) => Math.round(r.float(4, 14)) * HOUR);
    const discFrac = boxRngs.map((r) => r.float(0.1, 0.6));
    const legs: LegTimes[] = [];
    const load: number[][] = trip.boxes.map(() => []);
    const disc: number[][] = trip.boxes.map(() => []);
    let ready = Math.max(...gateIn) + DAY; // cargo cut-off before the first sailing
    for (let i = 0; i < trip.legs.length; i++) {
      const leg = trip.legs[i]!;
      const svc = leg.svc;
      let s = svc.firstSailingFrom(leg.from, ready);
      if (i > 0) {
        // Rolled to the next sailing at the hub, learnt when the box is discharged there.
        const rolled = new Rng(`rollover|${key}|${i}`).chance(0.1);
        const prev = trip.legs[i - 1]!;
        const discActual = this.discAt(prev, legs[i - 1]!.s, discFrac[0]!, Infinity);
        if (rolled && knownAt >= discActual) s += 1;
      }
      const dep = svc.call(s, leg.from, knownAt);
      const arr = svc.callU(s, leg.to, knownAt);
      const vessel = svc.vesselOf(s);
      const fromPort = svc.portAt(leg.from),
        toPort = svc.portAt(leg.to);
      legs.push({
        s,
        dep: dep.dep,
        arr: arr.arr,
        depReason: dep.reason,
        arrReason: arr.reason,
        voyage: svc.voyage(s, this.network.portPoint(fromPort), this.network.portPoint(toPort)),
        vesselImo: vessel.imo,
        vesselName: vessel.name,
      });
      trip.boxes.forEach((_, b) => {
        load[b]!.push(dep.dep - loadOffset[b]!);
        disc[b]!.push(this.discAt(leg, s, discFrac[b]!, knownAt));
      });
      ready = Math.max(...disc.map((d) => d[i]!)) + DAY; // minimum connection time at a hub
    }
    // Destination: customs, consignee pick-up, empty return. Only ever reported once they happen.
    const podCode = trip.ports[trip.ports.length - 1]!;
    const pod = this.ref.portByCode.get(podCode);
    const country = pod?.country_code ?? '';
    const lastDisc = Math.max(...disc.map((d) => d[d.length - 1]!));
    const hold = customsHold(rng, country, lastDisc);
    const boxes: BoxTimes[] = trip.boxes.map((_, b) =>
      destinationMoves(
        boxRngs[b]!,
        { emptyOut: emptyOut[b]!, gateIn: gateIn[b]!, load: load[b]!, disc: disc[b]! },
        hold,
        podCode,
        pod?.name,
      ),
    );
    return {
      legs,
      boxes,
      hold,
      issuedAt: legs[0]!.dep + Math.round(rng.float(12, 60)) * HOUR,
      end: Math.max(...boxes.map((b) => b.emptyReturn)),
    };
  }

  private discAt(leg: LegChoice, s: number, frac: number, knownAt: number): number {
    const c = leg.svc.callU(s, leg.to, knownAt);
    return c.arr + Math.max(2 * HOUR, Math.round(((c.dep - c.arr) * frac) / HOUR) * HOUR);
  }
  private portName(code: string): string {
    return this.ref.portByCode.get(code)?.name ?? code;
  }
}

/** The sandbox network for every carrier, answering from `clock`. */
export function createSandboxCarrierNetwork(
  clock: Clock,
  refData: SandboxRefData = loadSandboxRefData(),
  trips: SandboxTripStore | null = null,
): SandboxCarrierNetwork {
  return new SandboxCarrierNetwork(clock, refData, trips);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
