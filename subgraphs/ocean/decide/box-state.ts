// What a carrier answer means for one box (docs/ocean.md): status, ETA, vessel, holds, route
// alerts and delay bars, derived from the snapshot's events. Pure: `now` is a parameter.
import type { CarrierEvent, TrackingSnapshot } from '../connectors/types.js';
import type { Status } from './tracking.js';

export interface BoxState {
  containerNumber: string;
  position: number;
  isoTypeCode: string | null;
  status: Status;
  pol: string | null;
  pod: string | null;
  eta: Date | null;
  etaIsEstimated: boolean | null;
  plannedDepartureAt: Date | null;
  departedAt: Date | null;
  arrivedAt: Date | null;
  currentVesselImo: string | null;
  currentVesselName: string | null;
  dischargeAt: Date | null;
  availableAt: Date | null;
  gateOutAt: Date | null;
  emptyReturnAt: Date | null;
  customsHoldReason: string | null;
  customsHoldSince: Date | null;
  /** Unexpected discharge port (not on the route), if any. */
  offRouteDischarge: { port: string; at: Date } | null;
  /** The onward vessel planned at a transshipment port left without the box (see deriveBox). */
  missedConnection: MissedConnection | null;
  delayBars: DelayBar[];
}

interface MissedConnection {
  port: string;
  planned_vessel_imo: string | null;
  planned_vessel_name: string | null;
  planned_voyage: string | null;
  planned_load_at: string;
  /** The vessel the box was loaded on instead; null while it waits at the port. */
  loaded_vessel_imo: string | null;
  loaded_vessel_name: string | null;
}

/** A box not loaded this long after its planned onward load counts as having missed it. */
const MISSED_CONNECTION_GRACE_HOURS = 12;

interface DelayBar {
  stage:
    | 'origin_departure'
    | 'transshipment_arrival'
    | 'transshipment_departure'
    | 'destination_arrival'
    | 'destination_discharge';
  port: string | null;
  /** Days late (positive) or early (negative), one decimal; null = unknown. */
  days_late: number | null;
}

const t = (e: CarrierEvent) => Date.parse(e.eventDateTime);
const byTime = (a: CarrierEvent, b: CarrierEvent) => t(a) - t(b) || a.eventId.localeCompare(b.eventId);
const CLASS_ORDER: Record<string, number> = { ACT: 2, EST: 1, PLN: 0 };

/** The most definite of several reports of one milestone: actual, else estimate, else plan; latest wins a tie. */
function best(events: CarrierEvent[]): CarrierEvent | null {
  let out: CarrierEvent | null = null;
  for (const e of events) {
    if (
      !out ||
      CLASS_ORDER[e.classifier]! > CLASS_ORDER[out.classifier]! ||
      (e.classifier === out.classifier && t(e) >= t(out))
    )
      out = e;
  }
  return out;
}

function plannedAndBest(
  events: CarrierEvent[],
  code: string,
  port: string | null,
): { plan: CarrierEvent | null; best: CarrierEvent | null } {
  if (!port) return { plan: null, best: null };
  const at = events.filter((e) => e.code === code && e.unlocode === port);
  const plans = at.filter((e) => e.classifier === 'PLN').sort(byTime);
  return { plan: plans[0] ?? null, best: best(at) };
}

const daysBetween = (a: CarrierEvent | null, b: CarrierEvent | null): number | null =>
  a && b && b.classifier !== 'PLN' ? Math.round(((t(b) - t(a)) / 86_400_000) * 10) / 10 : null;

/** Ends of the route: origin and destination, from the snapshot, else from its route ports. */
export function routeEnds(s: Pick<TrackingSnapshot, 'originUnlocode' | 'destinationUnlocode' | 'routePorts'>): {
  pol: string | null;
  pod: string | null;
} {
  return {
    pol: s.originUnlocode ?? s.routePorts[0] ?? null,
    pod: s.destinationUnlocode ?? s.routePorts[s.routePorts.length - 1] ?? null,
  };
}

/** A discharged box with no hold open counts as available for collection this long after discharge. */
const AVAILABLE_AFTER_HOURS = 24;

/** A box's actual events in time order, with the first / last one matching from an instant on. */
interface ActualEvents {
  act: CarrierEvent[];
  lastAct: (pred: (e: CarrierEvent) => boolean, after?: number) => CarrierEvent | null;
  firstAct: (pred: (e: CarrierEvent) => boolean, after?: number) => CarrierEvent | null;
}

function actualEvents(events: CarrierEvent[]): ActualEvents {
  const act = events.filter((e) => e.classifier === 'ACT');
  const lastAct = (pred: (e: CarrierEvent) => boolean, after = -Infinity) => {
    let out: CarrierEvent | null = null;
    for (const e of act) if (t(e) >= after && pred(e)) out = e;
    return out;
  };
  const firstAct = (pred: (e: CarrierEvent) => boolean, after = -Infinity) =>
    act.find((e) => t(e) >= after && pred(e)) ?? null;
  return { act, lastAct, firstAct };
}

const isBoxEvent = (e: CarrierEvent) => e.eventType === 'EQUIPMENT';

/** The box's milestones along the route, from its actual events. */
function boxMilestones({ lastAct, firstAct }: ActualEvents, pol: string | null, pod: string | null) {
  const discharge = pod ? lastAct((e) => isBoxEvent(e) && e.code === 'DISC' && e.unlocode === pod) : null;
  const dischargeT = discharge ? t(discharge) : null;
  const arrival = pod
    ? firstAct((e) => (e.code === 'ARRI' || (isBoxEvent(e) && e.code === 'DISC')) && e.unlocode === pod)
    : null;
  const loaded = firstAct((e) => isBoxEvent(e) && e.code === 'LOAD');
  const departed =
    firstAct((e) => e.code === 'DEPA' && (pol === null || e.unlocode === pol)) ??
    (loaded ? firstAct((e) => e.code === 'DEPA', t(loaded)) : null);
  // Delivered: gated out full (or not marked empty) after the final discharge.
  const gateOut =
    dischargeT !== null
      ? firstAct((e) => isBoxEvent(e) && e.code === 'GTOT' && e.emptyIndicator !== 'EMPTY', dischargeT)
      : null;
  // Returned empty: gated in / dropped empty after delivery (or after discharge when the gate-out was not reported).
  const emptyFrom = gateOut ? t(gateOut) : dischargeT;
  const emptyReturn =
    emptyFrom !== null
      ? firstAct(
          (e) => isBoxEvent(e) && (e.code === 'GTIN' || e.code === 'DROP') && e.emptyIndicator === 'EMPTY',
          emptyFrom,
        )
      : null;
  // Available: released (RELS) after the final discharge, or, with no hold open, once the
  // terminal's processing time has passed since discharge (DCSA has no 'available' event).
  const releasedEvent = dischargeT !== null ? lastAct((e) => e.code === 'RELS', dischargeT) : null;
  // Customs hold: the latest HOLD not followed by a release.
  const hold = lastAct((e) => e.code === 'HOLD');
  const releaseAfterHold = hold ? lastAct((e) => e.code === 'RELS', t(hold)) : null;
  const activeHold = hold && !releaseAfterHold ? hold : null;
  return { discharge, dischargeT, arrival, loaded, departed, gateOut, emptyReturn, releasedEvent, activeHold };
}

/** The vessel the box is on: the last load with no discharge after it, its vessel named by the departure if not by the load. */
function currentVessel({ lastAct, firstAct }: ActualEvents): { imo: string | null; name: string | null } {
  const lastLoad = lastAct((e) => isBoxEvent(e) && e.code === 'LOAD');
  const dischargedAfterLoad = lastLoad ? lastAct((e) => isBoxEvent(e) && e.code === 'DISC', t(lastLoad)) : null;
  const onBoard = lastLoad && !dischargedAfterLoad ? lastLoad : null;
  let imo = onBoard?.vesselImo ?? null;
  let name = onBoard?.vesselName ?? null;
  if (onBoard && !imo) {
    const depa = firstAct((e) => e.code === 'DEPA' && e.unlocode === onBoard.unlocode && !!e.vesselImo, t(onBoard));
    imo = depa?.vesselImo ?? null;
    name = name ?? depa?.vesselName ?? null;
  }
  return { imo, name };
}

function availableSince(m: ReturnType<typeof boxMilestones>, now: Date): Date | null {
  if (m.dischargeT === null || m.activeHold) return null;
  if (m.releasedEvent) return new Date(m.releasedEvent.eventDateTime);
  if (m.dischargeT + AVAILABLE_AFTER_HOURS * 3_600_000 <= now.getTime())
    return new Date(m.dischargeT + AVAILABLE_AFTER_HOURS * 3_600_000);
  if (m.gateOut) return new Date(m.gateOut.eventDateTime);
  return null;
}

function boxStatus(m: ReturnType<typeof boxMilestones>, availableAt: Date | null, found: boolean): Status {
  if (m.emptyReturn) return 'returned_empty';
  if (m.gateOut) return 'delivered';
  if (m.activeHold) return 'customs_hold';
  if (availableAt) return 'available';
  if (m.discharge) return 'discharged';
  if (m.loaded || m.departed) return 'in_transit';
  if (found) return 'booked';
  return 'pending';
}

/**
 * Missed connection: discharged at a transshipment port, and the onward load planned there
 * after the discharge did not happen — the box is still waiting past the grace period, or it
 * left on a later vessel than planned (rolled).
 */
function missedConnection(
  { lastAct, firstAct }: ActualEvents,
  events: CarrierEvent[],
  route: string[],
  now: Date,
): MissedConnection | null {
  let missed: MissedConnection | null = null;
  for (const port of route.slice(1, -1)) {
    const disc = lastAct((e) => isBoxEvent(e) && e.code === 'DISC' && e.unlocode === port);
    if (!disc) continue;
    const plan = events.find(
      (e) => isBoxEvent(e) && e.code === 'LOAD' && e.unlocode === port && e.classifier !== 'ACT' && t(e) >= t(disc),
    );
    if (!plan) continue;
    const loaded = firstAct((e) => isBoxEvent(e) && e.code === 'LOAD' && e.unlocode === port, t(disc));
    const rolled =
      loaded && t(loaded) > t(plan) && (loaded.voyage !== plan.voyage || loaded.vesselImo !== plan.vesselImo);
    const waiting = !loaded && now.getTime() > t(plan) + MISSED_CONNECTION_GRACE_HOURS * 3_600_000;
    if (rolled || waiting) {
      missed = {
        port,
        planned_vessel_imo: plan.vesselImo,
        planned_vessel_name: plan.vesselName,
        planned_voyage: plan.voyage,
        planned_load_at: new Date(plan.eventDateTime).toISOString(),
        loaded_vessel_imo: loaded?.vesselImo ?? null,
        loaded_vessel_name: loaded?.vesselName ?? null,
      };
    }
  }
  return missed;
}

/** The five delay bars: days late at each stage, the best event against the first plan. */
function delayBars(events: CarrierEvent[], route: string[], pol: string | null, pod: string | null): DelayBar[] {
  const ts = route.length > 2 ? route[1]! : null;
  const bar = (stage: DelayBar['stage'], code: string, port: string | null): DelayBar => {
    const { plan, best: b } = plannedAndBest(events, code, port);
    return { stage, port, days_late: daysBetween(plan, b) };
  };
  return [
    bar('origin_departure', 'DEPA', pol),
    bar('transshipment_arrival', 'ARRI', ts),
    bar('transshipment_departure', 'DEPA', ts),
    bar('destination_arrival', 'ARRI', pod),
    bar('destination_discharge', 'DISC', pod),
  ];
}

/**
 * One box's state. `events` are the snapshot's events; those naming another box are ignored,
 * shipment- and transport-level events (no equipment reference) apply to every box.
 */
export function deriveBox(
  snapshot: TrackingSnapshot,
  box: { number: string; isoTypeCode: string | null },
  position: number,
  now: Date,
): BoxState {
  const { pol, pod } = routeEnds(snapshot);
  const events = snapshot.events
    .filter((e) => e.equipmentReference === null || e.equipmentReference === box.number)
    .sort(byTime);
  const actual = actualEvents(events);
  const m = boxMilestones(actual, pol, pod);
  const vessel = currentVessel(actual);
  const availableAt = availableSince(m, now);

  // ETA: the vessel's arrival at the destination, else the box's discharge there.
  const etaEvent = pod
    ? (best(events.filter((e) => e.code === 'ARRI' && e.unlocode === pod)) ??
      best(events.filter((e) => e.code === 'DISC' && e.unlocode === pod)))
    : null;
  const plannedDeparture = pol
    ? best(events.filter((e) => e.code === 'DEPA' && e.unlocode === pol && e.classifier !== 'ACT'))
    : null;

  const route = snapshot.routePorts;
  const offRoute = route.length
    ? actual.act.find((e) => isBoxEvent(e) && e.code === 'DISC' && e.unlocode && !route.includes(e.unlocode))
    : undefined;

  const d = (e: CarrierEvent | null) => (e ? new Date(e.eventDateTime) : null);
  return {
    containerNumber: box.number,
    position,
    isoTypeCode: box.isoTypeCode,
    status: boxStatus(m, availableAt, snapshot.found),
    pol,
    pod,
    eta: d(etaEvent),
    etaIsEstimated: etaEvent ? etaEvent.classifier !== 'ACT' : null,
    plannedDepartureAt: d(plannedDeparture),
    departedAt: d(m.departed),
    arrivedAt: d(m.arrival),
    currentVesselImo: vessel.imo,
    currentVesselName: vessel.name,
    dischargeAt: d(m.discharge),
    availableAt,
    gateOutAt: d(m.gateOut),
    emptyReturnAt: d(m.emptyReturn),
    customsHoldReason: m.activeHold ? (m.activeHold.remark ?? 'Customs hold') : null,
    customsHoldSince: d(m.activeHold),
    offRouteDischarge: offRoute ? { port: offRoute.unlocode!, at: new Date(offRoute.eventDateTime) } : null,
    missedConnection: missedConnection(actual, events, route, now),
    delayBars: delayBars(events, route, pol, pod),
  };
}
