// The sandbox carrier network's trips (sandbox.ts): a trip's legs and boxes, its timeline (when
// each move happens, as known at a moment), and the DCSA events written from two timelines, what
// actually happens and the estimate at `now`. Pure functions; see docs/ocean-connectors.md.
import type { CarrierEvent, Classifier } from './types.js';
import { stableUuid, type Rng } from './hash.js';
import { EU, HOLD_REASONS, TERMINALS, type SandboxCarrier } from './sandbox-data.js';
import type { SandboxService } from './sandbox-service.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A future vessel event closer than this is EST, further out PLN. */
const EST_HORIZON_MS = 14 * DAY;

export interface LegChoice {
  svc: SandboxService;
  /** Call index (0…n-1) of the loading port in the rotation. */
  from: number;
  /** Unrolled call index of the discharge port (> from, may run into the next rotation). */
  to: number;
}

export interface Box {
  number: string;
  isoTypeCode: string;
}

export interface TripPlan {
  cycle: number;
  start: number;
  bookedAt: number;
  carrier: SandboxCarrier;
  legs: LegChoice[];
  ports: string[];
  boxes: Box[];
  billOfLading: string;
  booking: string;
}

export interface LegTimes {
  s: number;
  dep: number;
  arr: number;
  depReason: string | null;
  arrReason: string | null;
  voyage: string;
  vesselImo: string;
  vesselName: string;
}

export interface BoxTimes {
  emptyOut: number;
  gateIn: number;
  load: number[];
  disc: number[];
  pickUp: number;
  emptyReturn: number;
  returnDepot: { unlocode: string | null; name: string };
}

export interface Timeline {
  legs: LegTimes[];
  boxes: BoxTimes[];
  hold: { at: number; releasedAt: number; reason: string } | null;
  issuedAt: number;
  end: number;
}

/** What an event leaves out is absent (null). */
const EVENT_BASE = {
  unlocode: null,
  facilityName: null,
  vesselImo: null,
  vesselName: null,
  voyage: null,
  modeOfTransport: null,
  equipmentReference: null,
  emptyIndicator: null,
  remark: null,
} as const;

/** The events of one trip as they are written: the trip, its two timelines and the helpers. */
interface EventLog {
  trip: TripPlan;
  actual: Timeline;
  est: Timeline;
  now: number;
  /** Adds an event (its id from `key`); `rank` orders events at the same instant. */
  push(
    key: string,
    rank: number,
    e: Partial<Omit<CarrierEvent, 'eventId'>> &
      Pick<CarrierEvent, 'eventType' | 'code' | 'classifier' | 'eventDateTime'>,
  ): void;
  /** ACT when past; a vessel event in the future from the estimate; otherwise absent. */
  when(a: number, e: number | null): { t: number; c: Classifier } | null;
  portName(code: string): string;
  terminal(code: string): string;
}

/** A customs hold at the destination (18% of US arrivals, 12% elsewhere), a few hours after the last discharge. */
export function customsHold(rng: Rng, country: string, lastDisc: number): Timeline['hold'] {
  if (!rng.chance(country === 'US' ? 0.18 : 0.12)) return null;
  const at = lastDisc + Math.round(rng.float(2, 10)) * HOUR;
  const reasons = HOLD_REASONS[country === 'US' ? 'US' : EU.has(country) ? 'EU' : 'OTHER']!;
  return { at, releasedAt: at + Math.round(rng.float(24, 144)) * HOUR, reason: rng.pick(reasons) };
}

/** A box's times at the destination after its moves so far: consignee pick-up (not before a hold's release), empty return. */
export function destinationMoves(
  r: Rng,
  moves: Pick<BoxTimes, 'emptyOut' | 'gateIn' | 'load' | 'disc'>,
  hold: Timeline['hold'],
  podCode: string,
  podName: string | undefined,
): BoxTimes {
  const dwell = (r.chance(0.15) ? r.float(7, 16) : r.float(1, 6)) * DAY;
  const discLast = moves.disc[moves.disc.length - 1]!;
  let pickUp = discLast + Math.round(dwell / HOUR) * HOUR;
  if (hold) pickUp = Math.max(pickUp, hold.releasedAt + Math.round(r.float(4, 20)) * HOUR);
  const turn = (r.chance(0.1) ? r.float(10, 21) : r.float(2, 9)) * DAY;
  const depotName = `${podName ?? podCode} ${r.pick(['Empty Depot', 'Container Yard', 'Inland Depot'])} ${r.pick(['A', 'B', 'C', '2', '3'])}`;
  return {
    ...moves,
    pickUp,
    emptyReturn: pickUp + Math.round(turn / HOUR) * HOUR,
    returnDepot: { unlocode: r.chance(0.1) ? null : podCode, name: depotName },
  };
}

/** The DCSA events of a trip at `now`: what happened (actual) and, for vessel moves ahead, the estimate. */
export function tripEvents(
  identifier: string,
  trip: TripPlan,
  timelines: { actual: Timeline; est: Timeline },
  now: number,
  portName: (code: string) => string,
): CarrierEvent[] {
  const { actual, est } = timelines;
  const out: (CarrierEvent & { rank: number })[] = [];
  const idOf = (key: string) => stableUuid(`${identifier}|${trip.carrier.scac}|${trip.cycle}|${key}`);
  const log: EventLog = {
    trip,
    actual,
    est,
    now,
    push: (key, rank, e) => out.push({ eventId: idOf(key), rank, ...EVENT_BASE, ...e }),
    when: (a, e) => {
      if (a <= now) return { t: a, c: 'ACT' };
      if (e === null) return null;
      const t = Math.max(e, now + HOUR); // an estimate is never in the past
      return { t, c: t - now <= EST_HORIZON_MS ? 'EST' : 'PLN' };
    },
    portName,
    terminal: (code) => TERMINALS[code] ?? `${portName(code)} Container Terminal`,
  };
  shipmentEvents(log);
  transportEvents(log);
  trip.boxes.forEach((box, b) => boxEvents(log, box.number, b));
  out.sort(
    (x, y) => x.eventDateTime.localeCompare(y.eventDateTime) || x.rank - y.rank || x.eventId.localeCompare(y.eventId),
  );
  return out.map(({ rank: _rank, ...e }) => e);
}

/** Shipment: booking confirmed, B/L issued, customs hold and release. */
function shipmentEvents({ trip, actual, now, push }: EventLog): void {
  push('CONF', 0, {
    eventType: 'SHIPMENT',
    code: 'CONF',
    classifier: 'ACT',
    eventDateTime: iso(Math.min(trip.bookedAt, now)),
    remark: `Booking ${trip.booking} confirmed`,
  });
  if (actual.issuedAt <= now) {
    push('ISSU', 0, {
      eventType: 'SHIPMENT',
      code: 'ISSU',
      classifier: 'ACT',
      eventDateTime: iso(actual.issuedAt),
      remark: `Transport document ${trip.billOfLading} issued`,
    });
  }
  if (actual.hold && actual.hold.at <= now) {
    const pod = trip.ports[trip.ports.length - 1]!;
    push('HOLD', 5, {
      eventType: 'SHIPMENT',
      code: 'HOLD',
      classifier: 'ACT',
      eventDateTime: iso(actual.hold.at),
      unlocode: pod,
      remark: actual.hold.reason,
    });
    if (actual.hold.releasedAt <= now) {
      push('RELS', 6, {
        eventType: 'SHIPMENT',
        code: 'RELS',
        classifier: 'ACT',
        eventDateTime: iso(actual.hold.releasedAt),
        unlocode: pod,
        remark: 'Released by customs',
      });
    }
  }
}

/** Transport: departures and arrivals of each leg's vessel. */
function transportEvents({ trip, actual, est, push, when, terminal }: EventLog): void {
  trip.legs.forEach((leg, i) => {
    const from = leg.svc.portAt(leg.from),
      to = leg.svc.portAt(leg.to);
    for (const [code, port, a, e, reason] of [
      ['DEPA', from, actual.legs[i]!.dep, est.legs[i]!.dep, est.legs[i]!.depReason],
      ['ARRI', to, actual.legs[i]!.arr, est.legs[i]!.arr, est.legs[i]!.arrReason],
    ] as const) {
      const w = when(a, e);
      if (!w) continue;
      const tl = w.c === 'ACT' ? actual.legs[i]! : est.legs[i]!;
      push(`${code}|${i}`, code === 'ARRI' ? 2 : 4, {
        eventType: 'TRANSPORT',
        code,
        classifier: w.c,
        eventDateTime: iso(w.t),
        unlocode: port,
        facilityName: terminal(port),
        vesselImo: tl.vesselImo,
        vesselName: tl.vesselName,
        voyage: tl.voyage,
        modeOfTransport: 'VESSEL',
        remark: reason,
      });
    }
  });
}

/** Equipment: one box's own moves, by truck at either end and on each leg's vessel. */
function boxEvents(log: EventLog, equipmentReference: string, b: number): void {
  const { trip, actual, now, push, portName, terminal } = log;
  const A = actual.boxes[b]!;
  const pol = trip.ports[0]!,
    pod = trip.ports[trip.ports.length - 1]!;
  const truck = (
    key: string,
    rank: number,
    at: number,
    code: 'GTOT' | 'GTIN',
    where: { unlocode: string | null; facilityName: string },
    emptyIndicator: 'EMPTY' | 'LADEN',
  ) => {
    if (at > now) return;
    push(`${key}|${b}`, rank, {
      eventType: 'EQUIPMENT',
      equipmentReference,
      code,
      classifier: 'ACT',
      eventDateTime: iso(at),
      ...where,
      modeOfTransport: 'TRUCK',
      emptyIndicator,
    });
  };
  truck('GTOT-E', 1, A.emptyOut, 'GTOT', { unlocode: pol, facilityName: `${portName(pol)} Empty Depot` }, 'EMPTY');
  truck('GTIN-L', 1, A.gateIn, 'GTIN', { unlocode: pol, facilityName: terminal(pol) }, 'LADEN');
  vesselMoves(log, equipmentReference, b);
  truck('GTOT-L', 7, A.pickUp, 'GTOT', { unlocode: pod, facilityName: terminal(pod) }, 'LADEN');
  truck(
    'GTIN-E',
    8,
    A.emptyReturn,
    'GTIN',
    { unlocode: A.returnDepot.unlocode, facilityName: A.returnDepot.name },
    'EMPTY',
  );
}

/** A box loaded and discharged on each leg's vessel: actual when past, else estimated. */
function vesselMoves(
  { trip, actual, est, push, when, terminal }: EventLog,
  equipmentReference: string,
  b: number,
): void {
  const A = actual.boxes[b]!,
    E = est.boxes[b]!;
  trip.legs.forEach((leg, i) => {
    const from = leg.svc.portAt(leg.from),
      to = leg.svc.portAt(leg.to);
    for (const [code, port, a, e] of [
      ['LOAD', from, A.load[i]!, E.load[i]!],
      ['DISC', to, A.disc[i]!, E.disc[i]!],
    ] as const) {
      const w = when(a, e);
      if (!w) continue;
      const tl = w.c === 'ACT' ? actual.legs[i]! : est.legs[i]!;
      push(`${code}|${i}|${b}`, 3, {
        eventType: 'EQUIPMENT',
        equipmentReference,
        code,
        classifier: w.c,
        eventDateTime: iso(w.t),
        unlocode: port,
        facilityName: terminal(port),
        vesselImo: tl.vesselImo,
        vesselName: tl.vesselName,
        voyage: tl.voyage,
        modeOfTransport: 'VESSEL',
        emptyIndicator: 'LADEN',
      });
    }
  });
}

/** An instant as DCSA writes it, to the second. */
function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
