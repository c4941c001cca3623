// A poll's decision on the tracked record, without touching the database: its new fields (the
// status across its boxes, the route alert, the box owner or lessor, the next poll) and the
// webhook events their change raises (poll.ts puts the decisions together).
import type { TrackingSnapshot } from '../connectors/types.js';
import type { RefData } from '../store/reference-data.js';
import type * as store from '../store/index.js';
import { aggregateStatus, CLOSE_OUT_DAYS, isEnded, pollPriority, type Status } from './tracking.js';
import { routeEnds, type BoxState } from './box-state.js';
import { type PollInput, iso, carrierOf, norm, type Base } from './poll-input.js';

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
export function decideRecordFields(rec: store.ContainerRow, input: PollInput, states: readonly BoxState[]) {
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
export function decideRecordRaises(
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
