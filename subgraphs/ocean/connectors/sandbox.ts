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
import { inferCarrier, isValidContainerNumber, normaliseIdentifier } from '../decide/reference-numbers.js';
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
import { NETWORK_EPOCH } from './sandbox-service.js';
import { DAY, HOUR, tripEvents, type TripPlan } from './sandbox-trip.js';
import { chooseRoute, tripBoxes } from './sandbox-plan.js';
import { tripTimeline } from './sandbox-timeline.js';

/** Trips are chained (each starts after the previous one's empty return) in groups of this many. */
const TRIP_CHAIN = 6;

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
    const actual = tripTimeline(this, identifier, trip, Infinity);
    const estimated = tripTimeline(this, identifier, trip, now);
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
    const tl = tripTimeline(this, identifier, trip, Infinity);
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
    return tripMilestones({ ...tripTimeline(this, identifier, trip, Infinity), ports: trip.ports, visibleAt });
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
      const end = tripTimeline(this, identifier, plan, Infinity).end;
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
    const legs = chooseRoute(rng, this.network, carrier);
    const ports = [legs[0]!.svc.portAt(legs[0]!.from), ...legs.map((l) => l.svc.portAt(l.to))];
    const boxes = tripBoxes(rng, this.ref, identifier, type, carrier);
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
