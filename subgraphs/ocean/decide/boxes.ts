// A poll's decision on each box, without touching the database: the boxes on the carrier's
// answer, what is written of each, the terms in force copied onto it, its lane arrival and the
// webhook events its change raises (poll.ts puts the decisions together).
import type { TrackingSnapshot } from '../connectors/types.js';
import type { RefData } from '../store/reference-data.js';
import type * as store from '../store/index.js';
import { isEnded, laneOf } from './tracking.js';
import { deriveBox, type BoxState } from './box-state.js';
import { lastFreeDay } from './demurrage.js';
import { localDate } from '../../../platform/time-zones.js';
import { type PollInput, iso, sameTime, momentAt, carrierOf, norm, type Base } from './poll-input.js';

/** A box on the carrier's answer: its derived state and what is written of it before the terms. */
export interface AnswerBox {
  state: BoxState;
  facts: store.BoxFacts;
}

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
