// What one carrier answer changes on a tracked record, decided without touching
// the database: which events are new, each box's new state and the terms in force on it, the
// lane arrivals, the record's new fields, which demurrage clocks cross a threshold and which
// webhook events to raise. The poller reads the state, decides here, and store.applyPoll writes
// the decision in the record's transaction.
import type { TrackingSnapshot } from './connectors/types.js';
import type { RefData } from './refdata.js';
import type * as store from './store/index.js';
import {
  aggregateStatus,
  CLOSE_OUT_DAYS,
  deriveBox,
  isEnded,
  laneOf,
  pollPriority,
  routeEnds,
  type BoxState,
  type Status,
} from './tracking.js';
import { boxDemurrage, dailyRate, lastFreeDay, todayByZone, type BoxClock } from './demurrage.js';
import { dateOnly, localDate, localTime } from '../../platform/time-zones.js';
import { eventWrite } from './record-shapes.js';
import { pollAgainAt } from './poll-again.js';

/** Days before the last free day from which demurrage_warning is raised (0 = the last free day itself). */
export const DEMURRAGE_WARNING_DAYS = 1;

export interface PollInput {
  snapshot: TrackingSnapshot;
  /** direct_carrier: asked now (the answer is shared); warm_db: a fresh shared answer reused. */
  source: 'direct_carrier' | 'warm_db';
  now: Date;
  registeredAt: Date | null;
  ref: RefData;
}

/** A box on the carrier's answer: its derived state and what is written of it before the terms. */
export interface AnswerBox {
  state: BoxState;
  facts: store.BoxFacts;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Event object fields of a real-world moment at a port: the local-time fields absent without a zone. */
export function momentAt(at: Date, port: string | null, ref: RefData): Record<string, unknown> {
  const tz = port ? (ref.portByCode.get(port)?.timezone ?? null) : null;
  const lt = localTime(at, tz);
  const out: Record<string, unknown> = { event_date_time: at.toISOString() };
  if (lt.local) {
    out.event_local_datetime = lt.local;
    out.utc_offset_minutes = lt.offsetMinutes;
    out.event_timezone = lt.timezone;
  }
  return out;
}

export interface LessorInfo {
  equipment_owner: string | null;
  equipment_lessor: string | null;
  lessee_name: string | null;
  lessor_status: string | null;
  carrier_hint_code: string | null;
}

/**
 * Lessor data from the BIC owner prefix: a line's own prefix makes it the owner (and the
 * unconfirmed carrier hint until the carrier answers); a lessor's prefix makes the box leased,
 * to the carrier once known.
 */
export function lessorInfo(
  containerNumber: string | null,
  carrierScac: string | null,
  carrierConfirmed: boolean,
  ref: RefData,
): LessorInfo {
  if (!containerNumber)
    return {
      equipment_owner: null,
      equipment_lessor: null,
      lessee_name: null,
      lessor_status: null,
      carrier_hint_code: null,
    };
  const prefix = containerNumber.slice(0, 4);
  const owner = ref.carriers.find((c) => c.bic_prefixes.includes(prefix)) ?? null;
  const lessor = ref.lessorByPrefix.get(prefix) ?? null;
  const carrierName = carrierScac ? (ref.carrierByScac.get(carrierScac)?.name ?? carrierScac) : null;
  if (owner) {
    return {
      equipment_owner: owner.name,
      equipment_lessor: null,
      lessee_name: null,
      lessor_status: 'carrier_owned',
      carrier_hint_code: carrierConfirmed ? null : owner.scac,
    };
  }
  if (lessor) {
    return {
      equipment_owner: lessor,
      equipment_lessor: lessor,
      lessee_name: carrierConfirmed ? carrierName : null,
      lessor_status: 'leased',
      carrier_hint_code: null,
    };
  }
  return {
    equipment_owner: null,
    equipment_lessor: null,
    lessee_name: null,
    lessor_status: 'unknown',
    carrier_hint_code: null,
  };
}

/** The carrier of the answer, else the one the record already names. */
const carrierOf = (record: store.ContainerRow, snapshot: TrackingSnapshot) =>
  snapshot.found ? snapshot.carrierScac : record.carrier_scac;

/** Boxes on a snapshot: a container reference is its own box even before the carrier lists it. */
function boxNumbers(
  snapshot: TrackingSnapshot,
  record: { identifier: string; identifier_type: string },
): { number: string; isoTypeCode: string | null }[] {
  if (record.identifier_type === 'container_id') {
    const own = snapshot.containers.find((c) => c.number === record.identifier);
    return snapshot.found ? [{ number: record.identifier, isoTypeCode: own?.isoTypeCode ?? null }] : [];
  }
  const seen = new Set<string>();
  return snapshot.containers.filter((c) => !seen.has(c.number) && !!seen.add(c.number));
}

function boxFacts(b: BoxState, carrier: string | null, ref: RefData): store.BoxFacts {
  const pod = b.pod ? ref.portByCode.get(b.pod) : undefined;
  const isoType = b.isoTypeCode ? ref.isoByCode.get(b.isoTypeCode) : undefined;
  const tz = pod?.timezone ?? null;
  return {
    container_number: b.containerNumber,
    position: b.position,
    iso_type_code: b.isoTypeCode,
    container_size: isoType?.size ?? null,
    equipment_type: isoType?.equipment_type ?? null,
    status: b.status,
    carrier_scac: carrier,
    pol_unlocode: b.pol,
    pod_unlocode: b.pod,
    pod_timezone: tz,
    lane: laneOf(pod?.country_code),
    eta: iso(b.eta),
    eta_is_estimated: b.etaIsEstimated,
    planned_departure_at: iso(b.plannedDepartureAt),
    departed_at: iso(b.departedAt),
    arrived_at: iso(b.arrivedAt),
    current_vessel_imo: b.currentVesselImo,
    current_vessel_name: b.currentVesselName,
    discharge_at: iso(b.dischargeAt),
    discharge_local_date: b.dischargeAt ? localDate(b.dischargeAt, tz) : null,
    available_at: iso(b.availableAt),
    gate_out_at: iso(b.gateOutAt),
    gate_out_local_date: b.gateOutAt ? localDate(b.gateOutAt, tz) : null,
    empty_return_at: iso(b.emptyReturnAt),
    customs_hold_reason: b.customsHoldReason,
    customs_hold_since: iso(b.customsHoldSince),
    delay_bars: b.delayBars,
  };
}

/** The boxes on the carrier's answer. Their terms scopes (carrier, port, lane) are read before deciding. */
export function boxesOnAnswer(
  record: store.ContainerRow,
  input: Pick<PollInput, 'snapshot' | 'now' | 'ref'>,
): AnswerBox[] {
  const carrier = carrierOf(record, input.snapshot);
  return boxNumbers(input.snapshot, record).map((b, i) => {
    const state = deriveBox(input.snapshot, b, i, input.now);
    return { state, facts: boxFacts(state, carrier, input.ref) };
  });
}

/** The distinct terms scopes of the boxes. */
export function termsScopes(boxes: readonly AnswerBox[]): store.TermsScope[] {
  const seen = new Map<string, store.TermsScope>();
  for (const { facts: f } of boxes) {
    const scope = { carrier_scac: f.carrier_scac, pod_unlocode: f.pod_unlocode, lane: f.lane };
    seen.set(scopeKey(scope), scope);
  }
  return [...seen.values()];
}

const scopeKey = (s: store.TermsScope) => JSON.stringify([s.carrier_scac, s.pod_unlocode, s.lane]);

const NO_TERMS: store.BoxTerms = {
  terms_id: null,
  tariff_id: null,
  dem_source: null,
  dem_free_days: null,
  dem_rate_1: null,
  dem_from_2: null,
  dem_rate_2: null,
  dem_from_3: null,
  dem_rate_3: null,
  dem_from_4: null,
  dem_rate_4: null,
};

/** The columns a box copies of the terms in force for its scope (none: no terms, no tariff). */
function termsOf(t: (store.TermsScope & store.BoxTerms) | undefined): store.BoxTerms {
  if (!t) return NO_TERMS;
  const { carrier_scac: _carrier, pod_unlocode: _port, lane: _lane, ...copied } = t;
  return copied;
}

/** Comparable form of a stored or computed value: instants as ISO, objects with sorted keys (jsonb reorders them). */
function norm(v: unknown): string {
  const walk = (x: unknown): unknown => {
    if (x instanceof Date) return x.toISOString();
    if (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(x)) return new Date(x).toISOString();
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object')
      return Object.fromEntries(
        Object.keys(x)
          .sort()
          .map((k) => [k, walk((x as Record<string, unknown>)[k])]),
      );
    return x ?? null;
  };
  return JSON.stringify(walk(v));
}

/** The fields every webhook event of a record carries. */
type Base = (containerNumber: string | null, status: string) => Record<string, unknown>;

/** Events: new ones, and ones whose time or classifier moved; a vessel departure that became actual is raised. */
export function decideEvents(
  state: store.PollState,
  input: PollInput,
  boxes: readonly AnswerBox[],
  base: Base,
): { writes: store.EventWrite[]; raises: store.Raise[] } {
  const { record: rec, events } = state;
  const known = new Map(events.map((e) => [e.source_event_id, e]));
  const baseline = !rec.last_polled_at;
  const writes: store.EventWrite[] = [];
  const raises: store.Raise[] = [];
  for (const e of input.snapshot.events) {
    const old = known.get(e.eventId);
    if (old && old.classifier === e.classifier && old.event_at.getTime() === Date.parse(e.eventDateTime)) continue;
    writes.push(eventWrite(e));
    if (!baseline && e.code === 'DEPA' && e.classifier === 'ACT' && old?.classifier !== 'ACT') {
      raises.push({
        type: 'vessel_departed',
        data: {
          ...base(
            rec.container_number ?? boxes[0]?.state.containerNumber ?? null,
            aggregateStatus(boxes.map((b) => b.state.status)),
          ),
          port: e.unlocode,
          vessel_imo: e.vesselImo,
          vessel_name: e.vesselName,
          voyage: e.voyage,
          ...momentAt(new Date(e.eventDateTime), e.unlocode, input.ref),
        },
      });
    }
  }
  return { writes, raises };
}

const BOX_CONTENT: (keyof store.BoxRow & keyof store.BoxFacts)[] = [
  'status',
  'eta',
  'eta_is_estimated',
  'planned_departure_at',
  'current_vessel_imo',
  'discharge_at',
  'available_at',
  'gate_out_at',
  'empty_return_at',
  'customs_hold_since',
  'pod_unlocode',
  'iso_type_code',
];

/** Boxes with the terms in force copied on, whether any changed, lane arrivals, and the box transitions to raise. */
export function decideBoxes(
  state: store.PollState,
  input: PollInput,
  boxes: readonly AnswerBox[],
  terms: readonly (store.TermsScope & store.BoxTerms)[],
  base: Base,
): { writes: store.BoxWrite[]; changed: boolean; arrivals: store.LaneArrival[]; raises: store.Raise[] } {
  const { ref } = input;
  const baseline = !state.record.last_polled_at;
  const carrier = carrierOf(state.record, input.snapshot);
  const old = new Map(state.boxes.map((b) => [b.container_number, b]));
  const termsByScope = new Map(terms.map((t) => [scopeKey(t), t]));
  const writes: store.BoxWrite[] = [];
  const arrivals: store.LaneArrival[] = [];
  const raises: store.Raise[] = [];
  let changed = false;
  for (const { state: s, facts } of boxes) {
    const copied = termsOf(termsByScope.get(scopeKey(facts)));
    writes.push({
      ...facts,
      ...copied,
      dem_last_free_day: lastFreeDay(facts.discharge_local_date, copied.dem_free_days),
    });
    const was = old.get(s.containerNumber);
    if (!was || BOX_CONTENT.some((k) => norm(was[k]) !== norm(facts[k]))) changed = true;
    const b = base(s.containerNumber, s.status);
    if (s.arrivedAt && !was?.arrived_at) {
      if (!baseline)
        raises.push({ type: 'container_arrived', data: { ...b, port: s.pod, ...momentAt(s.arrivedAt, s.pod, ref) } });
      if (was?.first_eta && carrier && s.pol && s.pod) {
        arrivals.push({
          carrier,
          origin: s.pol,
          destination: s.pod,
          onTime: s.arrivedAt.getTime() <= was.first_eta.getTime() + 24 * 3600_000,
        });
      }
    }
    if (!baseline && s.availableAt && !was?.available_at) {
      raises.push({ type: 'container_available', data: { ...b, port: s.pod, ...momentAt(s.availableAt, s.pod, ref) } });
    }
    if (!baseline && isEnded(s.status) && !(was && isEnded(was.status))) {
      const at = s.gateOutAt ?? s.emptyReturnAt!;
      raises.push({
        type: 'container_delivered',
        data: { ...b, port: s.pod, returned_empty: s.status === 'returned_empty', ...momentAt(at, s.pod, ref) },
      });
    }
    if (s.customsHoldSince && !sameTime(s.customsHoldSince, was?.customs_hold_since ?? null)) {
      raises.push({
        type: 'customs_hold',
        data: { ...b, reason: s.customsHoldReason, ...momentAt(s.customsHoldSince, s.pod, ref) },
      });
    }
  }
  return { writes, changed, arrivals, raises };
}

/** A box as it stands once the poll is written, for its demurrage clock. */
type BoxAfter = BoxClock &
  Pick<store.BoxRow, 'container_number' | 'status' | 'pod_unlocode' | 'pod_timezone' | 'dem_free_days' | 'dem_source'> &
  Pick<store.BoxRow, 'demurrage_warning_raised_at' | 'demurrage_started_raised_at'>;

/**
 * Demurrage: warnings and starts, once per box, on the terms in force now — for the boxes as
 * written and the record's other boxes as stored. Raised from the baseline poll on.
 */
export function decideDemurrage(
  boxes: readonly BoxAfter[],
  now: Date,
  base: Base,
): { raised: store.PollDecision['demurrageRaised']; raises: store.Raise[] } {
  const todayAt = todayByZone(now);
  const raised = { warning: [] as string[], started: [] as string[] };
  const raises: store.Raise[] = [];
  for (const box of boxes) {
    const lfd = dateOnly(box.dem_last_free_day);
    if (!lfd || box.gate_out_at || box.empty_return_at) continue;
    const d = boxDemurrage(box, todayAt(box.pod_timezone));
    const b = {
      ...base(box.container_number, box.status),
      port: box.pod_unlocode,
      last_free_day: lfd,
      free_days: box.dem_free_days,
      terms_source:
        box.dem_source === 1 ? 'your_contract_terms' : box.dem_source === 2 ? 'carrier_published_tariff' : null,
    };
    const rate = dailyRate(d.days_overdue, box);
    if (d.days_overdue > 0 && !box.demurrage_started_raised_at) {
      raised.started.push(box.container_number);
      raises.push({
        type: 'demurrage_started',
        data: { ...b, days_overdue: d.days_overdue, daily_rate_usd: rate, accrued_usd: d.accrued_usd },
      });
    } else if (
      d.days_overdue === 0 &&
      d.free_days_left !== null &&
      d.free_days_left <= DEMURRAGE_WARNING_DAYS &&
      !box.demurrage_warning_raised_at
    ) {
      raised.warning.push(box.container_number);
      raises.push({
        type: 'demurrage_warning',
        data: { ...b, free_days_left: d.free_days_left, daily_rate_usd: rate },
      });
    }
  }
  return { raised, raises };
}

/** The alert a record carries about its route: a changed destination, an unexpected discharge, a missed connection. */
function routeAlertOf(
  rec: store.ContainerRow,
  states: readonly BoxState[],
  pod: string | null,
  now: Date,
): Record<string, unknown> | null {
  const current = rec.route_alert as Record<string, unknown> | null;
  if (rec.destination_unlocode && pod && pod !== rec.destination_unlocode && rec.last_polled_at) {
    return { type: 'destination_changed', from: rec.destination_unlocode, to: pod, detected_at: now.toISOString() };
  }
  const off = states.find((s) => s.offRouteDischarge);
  const missed = states.find((s) => s.missedConnection);
  if (off && (current?.type !== 'unexpected_discharge' || current.port !== off.offRouteDischarge!.port)) {
    return {
      type: 'unexpected_discharge',
      port: off.offRouteDischarge!.port,
      container_number: off.containerNumber,
      at: off.offRouteDischarge!.at.toISOString(),
      detected_at: now.toISOString(),
    };
  }
  if (!off && missed) {
    const m = missed.missedConnection!;
    // Raised once when the box misses the vessel, again when it is rolled onto another one.
    if (
      current?.type !== 'missed_connection' ||
      current.port !== m.port ||
      current.loaded_vessel_imo !== m.loaded_vessel_imo
    ) {
      return {
        type: 'missed_connection',
        container_number: missed.containerNumber,
        ...m,
        detected_at: now.toISOString(),
      };
    }
  }
  return current;
}

/** Why the reference is not (yet) resolved: a number no line or lessor owns, not found, or no boxes named; null when resolved. */
function unresolvedReasonOf(rec: store.ContainerRow, snapshot: TrackingSnapshot, boxes: number, ref: RefData) {
  const prefix = rec.identifier.slice(0, 4);
  if (snapshot.found) return boxes ? null : 'bl_booking_unresolved';
  const owned = ref.carriers.some((c) => c.bic_prefixes.includes(prefix)) || ref.lessorByPrefix.has(prefix);
  return rec.identifier_type === 'container_id' && !owned ? 'invalid_number' : 'not_found';
}

/** The record's fields the carrier answer sets, and what the rest of the decision reads with them. */
function decideRecordFields(rec: store.ContainerRow, input: PollInput, states: readonly BoxState[]) {
  const { snapshot, ref, now } = input;
  const carrier = carrierOf(rec, snapshot);
  const { pol, pod } = routeEnds(snapshot);
  const status: Status = !snapshot.found
    ? 'pending'
    : states.length
      ? aggregateStatus(states.map((s) => s.status))
      : 'booked';
  const first = states[0] ?? null;
  const withEta = states.filter((s) => s.eta);
  const etaBox = withEta.length ? withEta.reduce((a, b) => (b.eta!.getTime() > a.eta!.getTime() ? b : a)) : null;
  const onBoard = states.find((s) => s.currentVesselImo) ?? null;
  const held = states.find((s) => s.customsHoldSince) ?? null;
  const planned = states.filter((s) => s.plannedDepartureAt).map((s) => s.plannedDepartureAt!.getTime());
  const unresolvedReason = unresolvedReasonOf(rec, snapshot, states.length, ref);
  const eta = etaBox?.eta ?? null;
  const priority = pollPriority(status, eta, now);
  const routeAlert = routeAlertOf(rec, states, pod, now);
  const containerNumber = rec.identifier_type === 'container_id' ? rec.identifier : (first?.containerNumber ?? null);
  const lessor = lessorInfo(containerNumber, carrier, snapshot.found, ref);
  const firstIso = first?.isoTypeCode ? ref.isoByCode.get(first.isoTypeCode) : undefined;
  const endedAt = isEnded(status) ? (rec.ended_at ?? now) : null;
  const unresolvableSince = unresolvedReason ? (rec.unresolvable_since ?? now) : null;
  const closeOutFrom =
    endedAt ?? (unresolvedReason && unresolvedReason !== 'bl_booking_unresolved' ? unresolvableSince : null);
  const closeOut = closeOutFrom !== null && now.getTime() - closeOutFrom.getTime() >= CLOSE_OUT_DAYS * 86_400_000;
  const newPlanned = planned.length ? new Date(Math.min(...planned)) : null;

  const content = {
    status,
    carrier_scac: carrier,
    carrier_confirmed: rec.carrier_confirmed || snapshot.found,
    carrier_hint_code: lessor.carrier_hint_code ?? (snapshot.found ? null : rec.carrier_hint_code),
    container_number: containerNumber,
    bl_number: snapshot.billOfLading ?? (rec.identifier_type === 'bill_of_lading' ? rec.identifier : rec.bl_number),
    booking_number: snapshot.booking ?? (rec.identifier_type === 'booking' ? rec.identifier : rec.booking_number),
    origin_unlocode: pol ?? rec.origin_unlocode,
    destination_unlocode: pod ?? rec.destination_unlocode,
    eta,
    eta_is_estimated: etaBox ? etaBox.etaIsEstimated : null,
    planned_departure_at: newPlanned,
    current_vessel_imo: onBoard?.currentVesselImo ?? null,
    current_vessel_name: onBoard?.currentVesselName ?? null,
    customs_hold_reason: held?.customsHoldReason ?? null,
    customs_hold_since: held?.customsHoldSince ?? null,
    iso_type_code: first?.isoTypeCode ?? rec.iso_type_code,
    container_size: firstIso?.size ?? rec.container_size,
    equipment_type: firstIso?.equipment_type ?? rec.equipment_type,
    equipment_owner: lessor.equipment_owner,
    equipment_lessor: lessor.equipment_lessor,
    lessee_name: lessor.lessee_name,
    lessor_status: lessor.lessor_status,
    unresolved_reason: unresolvedReason,
    unresolvable_since: unresolvableSince,
    route_alert: routeAlert,
    route_ports: snapshot.routePorts.length ? snapshot.routePorts : rec.route_ports,
    delay_bars: first?.delayBars ?? null,
  } satisfies store.RecordWrite;
  return {
    content,
    status,
    eta,
    etaBox,
    pol,
    pod,
    priority,
    routeAlert,
    containerNumber,
    unresolvedReason,
    endedAt,
    closeOut,
    newPlanned,
  };
}

type RecordFields = ReturnType<typeof decideRecordFields>;

/** The record's own webhooks from the baseline on: ETA moved, misrouted, schedule disrupted, shipment updated. */
function decideRecordRaises(
  rec: store.ContainerRow,
  states: readonly BoxState[],
  f: RecordFields,
  base: Base,
  change: { baseline: boolean; changed: boolean; changedFields: string[]; connectedNotice: boolean },
): store.Raise[] {
  const { eta, etaBox, status, containerNumber, routeAlert, newPlanned, pol, pod } = f;
  const { baseline, changed, changedFields, connectedNotice } = change;
  const raises: store.Raise[] = [];
  if (
    !baseline &&
    rec.eta &&
    eta &&
    Math.abs(eta.getTime() - rec.eta.getTime()) >= 3600_000 &&
    etaBox?.etaIsEstimated
  ) {
    raises.push({
      type: 'eta_changed',
      data: {
        ...base(containerNumber, status),
        port: pod,
        previous_eta: rec.eta.toISOString(),
        eta: eta.toISOString(),
        delta_hours: Math.round((eta.getTime() - rec.eta.getTime()) / 360_000) / 10,
      },
    });
  }
  if (!baseline && routeAlert && norm(routeAlert) !== norm(rec.route_alert)) {
    raises.push({ type: 'container_misrouted', data: { ...base(containerNumber, status), route_alert: routeAlert } });
  }
  if (
    !baseline &&
    rec.planned_departure_at &&
    newPlanned &&
    !states.some((s) => s.departedAt) &&
    Math.abs(newPlanned.getTime() - rec.planned_departure_at.getTime()) >= 24 * 3600_000
  ) {
    raises.push({
      type: 'schedule_disruption',
      data: {
        ...base(containerNumber, status),
        port: pol,
        previous_planned_departure_at: rec.planned_departure_at.toISOString(),
        planned_departure_at: newPlanned.toISOString(),
        delta_hours: Math.round((newPlanned.getTime() - rec.planned_departure_at.getTime()) / 360_000) / 10,
      },
    });
  }
  // The first answer after the carrier was not connected (or failing), for a caller who asked
  // to be told (PATCH notify_when_connected): raised even on the baseline poll, then cleared.
  if ((changed && !baseline) || connectedNotice) {
    const fieldsChanged = changed && !baseline ? (changedFields.length ? changedFields : ['events']) : [];
    raises.push({
      type: 'shipment_updated',
      data: {
        ...base(containerNumber, status),
        eta: iso(eta),
        changed_fields: connectedNotice ? ['connector_status', ...fieldsChanged] : fieldsChanged,
      },
    });
  }

  return raises;
}

/** The record's boxes after the answer: those written, and the stored ones the answer no longer lists. */
function boxesAfter(state: store.PollState, writes: readonly store.BoxWrite[]): BoxAfter[] {
  const written = new Set(writes.map((w) => w.container_number));
  const stored = new Map(state.boxes.map((b) => [b.container_number, b]));
  return [
    ...writes.map((w) => ({
      ...w,
      demurrage_warning_raised_at: stored.get(w.container_number)?.demurrage_warning_raised_at ?? null,
      demurrage_started_raised_at: stored.get(w.container_number)?.demurrage_started_raised_at ?? null,
    })),
    ...state.boxes.filter((b) => !written.has(b.container_number)),
  ];
}

/** Everything the carrier answer changes on the record, given its state and the terms in force for its boxes. */
export function decidePoll(
  state: store.PollState,
  input: PollInput,
  boxes: readonly AnswerBox[],
  terms: readonly (store.TermsScope & store.BoxTerms)[],
): store.PollDecision {
  const { record: rec } = state;
  const { snapshot, now } = input;
  const carrier = carrierOf(rec, snapshot);
  const states = boxes.map((b) => b.state);
  // The first carrier answer is the baseline: what already happened raises no webhook; from
  // then on every change does. An open customs hold and demurrage clocks count from the baseline.
  const baseline = !rec.last_polled_at;
  const base: Base = (containerNumber, status) => ({
    container_id: rec.id,
    identifier: rec.identifier,
    identifier_type: rec.identifier_type,
    container_number: containerNumber,
    carrier_code: carrier,
    status,
  });

  const events = decideEvents(state, input, boxes, base);
  const boxWrites = decideBoxes(state, input, boxes, terms, base);
  const fields = decideRecordFields(rec, input, states);
  const { content, status, priority, unresolvedReason, endedAt, closeOut } = fields;
  const changedFields = (Object.keys(content) as (keyof typeof content)[]).filter(
    (k) => norm(content[k]) !== norm(rec[k]),
  );
  const changed = changedFields.length > 0 || events.writes.length > 0 || boxWrites.changed;
  const connectedNotice = rec.connector_status !== null && rec.connector_notify_requested_at !== null;
  const demurrage = decideDemurrage(boxesAfter(state, boxWrites.writes), now, base);
  const raises: store.Raise[] = [
    ...events.raises,
    ...boxWrites.raises,
    ...decideRecordRaises(rec, states, fields, base, { baseline, changed, changedFields, connectedNotice }),
    ...demurrage.raises,
  ];

  const record: store.RecordWrite = {
    ...content,
    poll_priority: priority,
    ended_at: endedAt,
    source: input.source,
    last_polled_at: now,
    poll_failures: 0,
    last_poll_error: null,
    connector_status: null,
    ...(connectedNotice ? { connector_notify_requested_at: null } : {}),
    registered_at: input.registeredAt ?? now,
    next_poll_at: closeOut
      ? null
      : pollAgainAt({ status, priority, unresolved: !!unresolvedReason, addedAt: rec.added_at, endedAt }, input),
    ...(changed ? { updated_at: now } : {}),
    ...(closeOut ? { archived_at: now, archived_reason: 'auto_close_out' } : {}),
  };
  return {
    orgId: rec.org_id,
    recordId: rec.id,
    now,
    events: events.writes,
    boxes: boxWrites.writes,
    boxesActive: rec.archived_at === null,
    arrivals: boxWrites.arrivals,
    demurrageRaised: demurrage.raised,
    record,
    moved: changed || closeOut,
    closeOut,
    share:
      input.source === 'direct_carrier'
        ? { identifier: rec.identifier, identifierType: rec.identifier_type, snapshot }
        : null,
    raises,
  };
}
