// The carrier poller (spec 3.3). Each pass leases the records due (FOR UPDATE SKIP LOCKED, so
// several worker processes never poll one record at once), asks the carrier (or reuses a fresh
// shared answer: source warm_db), and writes what changed — record, boxes, events, lane
// history and the webhook outbox — in one transaction per record. Connector errors back off
// exponentially. Vessel positions of the boxes on board are refreshed after each pass.
import { randomUUID } from 'node:crypto';
import type { Services } from '../../platform/services.js';
import type { Queryable, Tx } from '../../platform/db.js';
import { raiseEvent } from '../webhooks/outbox.js';
import { ConnectorError, type Reference, type TrackingSnapshot } from './connectors/types.js';
import { nearestPort, reconcileNavStatus } from './connectors/positions.js';
import { feeds } from './feeds.js';
import { refData, type RefData } from './refdata.js';
import * as store from './store.js';
import {
  aggregateStatus,
  backoffSeconds,
  CLOSE_OUT_DAYS,
  deriveBox,
  isEnded,
  laneOf,
  nextPollAt,
  pollPriority,
  routeEnds,
  type BoxState,
  type Status,
} from './tracking.js';
import { localDate, localTime } from '../../platform/time-zones.js';
import type { OceanEvent } from './events.js';
import { dateOnly, eventWrite } from './records.js';

/** How long a worker holds a lease; a crashed worker's records are polled again after it. */
export const LEASE_SECONDS = 120;
/** A shared carrier answer younger than this is reused instead of asking the carrier again. */
export const WARM_WINDOW_SECONDS = 10 * 60;
/** Records polled per pass, and carrier calls in flight at once. */
export const BATCH = 50;
export const CONCURRENCY = 8;
/** Positions older than this are asked for again. */
export const POSITION_REFRESH_SECONDS = 15 * 60;
/** Days before the last free day from which demurrage_warning is raised (0 = the last free day itself). */
export const DEMURRAGE_WARNING_DAYS = 1;

export interface PollSummary {
  claimed: number;
  polled: number;
  failed: number;
  positions: number;
}

/** One pass: every record due at `now` (up to BATCH), then vessel positions. */
export async function pollDue(services: Services, now: Date = services.clock.now(), opts: { batch?: number } = {}): Promise<PollSummary> {
  const token = randomUUID();
  const claimed = await services.db.tx((tx) => store.claimDue(tx, now, opts.batch ?? BATCH, token, new Date(now.getTime() + LEASE_SECONDS * 1000)));
  let polled = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const row = claimed[next++]!;
      const ok = await pollClaimed(services, row, now);
      if (ok) polled++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  const positions = await refreshPositions(services, now);
  return { claimed: claimed.length, polled, failed, positions };
}

/** Polls one leased record and writes the outcome; false when the carrier call failed. */
export async function pollClaimed(services: Services, row: store.ClaimedRow, now: Date): Promise<boolean> {
  const ref: Reference = { identifier: row.identifier, identifierType: row.identifier_type as Reference['identifierType'], carrierScac: row.carrier_scac };
  const connector = feeds(services).connectorFor(ref);
  let snapshot: TrackingSnapshot;
  let source: 'direct_carrier' | 'warm_db' = 'direct_carrier';
  let registeredAt = row.registered_at;
  try {
    const warm = await store.getSnapshot(services.db, row.identifier);
    if (warm && warm.found && now.getTime() - warm.fetched_at.getTime() < WARM_WINDOW_SECONDS * 1000 && warm.identifier_type === row.identifier_type) {
      snapshot = warm.snapshot as TrackingSnapshot;
      source = 'warm_db';
    } else {
      if (!connector) {
        await writeNotConnected(services, row, now);
        return false;
      }
      if (!registeredAt) {
        await connector.register(ref);
        registeredAt = now;
      }
      snapshot = await connector.poll(ref);
    }
  } catch (err) {
    await writeFailure(services, row, err, now, registeredAt);
    return false;
  }
  await services.db.tx((tx) => applySnapshot(tx, services, row, snapshot, source, now, registeredAt));
  return true;
}

async function writeNotConnected(services: Services, row: store.ClaimedRow, now: Date): Promise<void> {
  await store.recordPollFailure(services.db, row.id, row.lease_token, {
    failures: 0,
    error: 'carrier not connected',
    nextPollAt: new Date(now.getTime() + 24 * 3600_000),
    connectorStatus: {
      state: 'not_connected',
      carrier_code: row.carrier_scac,
      message: 'No connection to this carrier yet; ask to be notified when it is live.',
      checked_at: now.toISOString(),
    },
    registeredAt: null,
  });
}

async function writeFailure(services: Services, row: store.ClaimedRow, err: unknown, now: Date, registeredAt: Date | null): Promise<void> {
  const current = await services.db.query<{ poll_failures: number }>('SELECT poll_failures FROM ocean.containers WHERE id = $1', [row.id]);
  const failures = (current.rows[0]?.poll_failures ?? 0) + 1;
  const retryable = !(err instanceof ConnectorError) || err.retryable;
  const wait = retryable ? backoffSeconds(failures) : 24 * 3600;
  const message = err instanceof Error ? err.message : String(err);
  if (!(err instanceof ConnectorError)) services.log.error({ err, id: row.id }, 'ocean poll failed unexpectedly');
  const nextAt = new Date(now.getTime() + wait * 1000);
  await store.recordPollFailure(services.db, row.id, row.lease_token, {
    failures,
    error: message.slice(0, 500),
    nextPollAt: nextAt,
    connectorStatus: { state: 'error', consecutive_failures: failures, last_error: message.slice(0, 200), next_attempt_at: nextAt.toISOString() },
    registeredAt,
  });
}

// ---------------------------------------------------------------------------------------------
// Applying a carrier answer

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

interface Raise {
  type: OceanEvent;
  data: Record<string, unknown>;
}

/** Event object fields of a real-world moment at a port (spec 6.2): zone fields absent without a zone. */
export function momentAt(at: Date, port: string | null, ref: RefData): Record<string, unknown> {
  const tz = port ? ref.portByCode.get(port)?.timezone ?? null : null;
  const lt = localTime(at, tz);
  const out: Record<string, unknown> = { event_date_time: at.toISOString() };
  if (lt.local) {
    out.event_local_datetime = lt.local;
    out.utc_offset_minutes = lt.offsetMinutes;
    out.event_timezone = lt.timezone;
  }
  return out;
}

/** Boxes on a snapshot: a container reference is its own box even before the carrier lists it. */
function boxesOf(snapshot: TrackingSnapshot, row: { identifier: string; identifier_type: string }): { number: string; isoTypeCode: string | null }[] {
  if (row.identifier_type === 'container_id') {
    const own = snapshot.containers.find((c) => c.number === row.identifier);
    return snapshot.found ? [{ number: row.identifier, isoTypeCode: own?.isoTypeCode ?? null }] : [];
  }
  const seen = new Set<string>();
  return snapshot.containers.filter((c) => !seen.has(c.number) && !!seen.add(c.number));
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
export function lessorInfo(containerNumber: string | null, carrierScac: string | null, carrierConfirmed: boolean, ref: RefData): LessorInfo {
  if (!containerNumber) return { equipment_owner: null, equipment_lessor: null, lessee_name: null, lessor_status: null, carrier_hint_code: null };
  const prefix = containerNumber.slice(0, 4);
  const owner = ref.carriers.find((c) => c.bic_prefixes.includes(prefix)) ?? null;
  const lessor = ref.lessorByPrefix.get(prefix) ?? null;
  const carrierName = carrierScac ? ref.carrierByScac.get(carrierScac)?.name ?? carrierScac : null;
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
    return { equipment_owner: lessor, equipment_lessor: lessor, lessee_name: carrierConfirmed ? carrierName : null, lessor_status: 'leased', carrier_hint_code: null };
  }
  return { equipment_owner: null, equipment_lessor: null, lessee_name: null, lessor_status: 'unknown', carrier_hint_code: null };
}

function boxWrite(b: BoxState, carrier: string | null, ref: RefData): store.BoxWrite {
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

const BOX_CONTENT: (keyof store.BoxRow & keyof store.BoxWrite)[] = [
  'status', 'eta', 'eta_is_estimated', 'planned_departure_at', 'current_vessel_imo', 'discharge_at', 'available_at', 'gate_out_at',
  'empty_return_at', 'customs_hold_since', 'pod_unlocode', 'iso_type_code',
];

/** Comparable form of a stored or computed value: instants as ISO, objects with sorted keys (jsonb reorders them). */
function norm(v: unknown): string {
  const walk = (x: unknown): unknown => {
    if (x instanceof Date) return x.toISOString();
    if (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(x)) return new Date(x).toISOString();
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object') return Object.fromEntries(Object.keys(x).sort().map((k) => [k, walk((x as Record<string, unknown>)[k])]));
    return x ?? null;
  };
  return JSON.stringify(walk(v));
}

/** Writes one carrier answer onto a leased record. Runs inside the record's transaction. */
export async function applySnapshot(
  tx: Tx,
  services: Services,
  claimed: store.ClaimedRow,
  snapshot: TrackingSnapshot,
  source: 'direct_carrier' | 'warm_db',
  now: Date,
  registeredAt: Date | null,
): Promise<void> {
  const rec = await store.lockLeased(tx, claimed.id, claimed.lease_token);
  if (!rec) return; // the lease ran out and another worker took the record
  const ref = await refData(services.db);
  const oldBoxes = await store.boxesOf(tx, rec.id);
  const oldBoxByNumber = new Map(oldBoxes.map((b) => [b.container_number, b]));
  const oldEvents = new Map((await store.existingEventKeys(tx, rec.id)).map((e) => [e.source_event_id, e]));

  const carrier = snapshot.found ? snapshot.carrierScac : rec.carrier_scac;
  const states = boxesOf(snapshot, rec).map((b, i) => deriveBox(snapshot, b, i, now));
  const { pol, pod } = routeEnds(snapshot);
  const raises: Raise[] = [];
  // The first carrier answer is the baseline: what already happened raises no webhook; from
  // then on every change does. An open customs hold and demurrage clocks count from the baseline.
  const baseline = !rec.last_polled_at;
  const base = (containerNumber: string | null, status: string) => ({
    container_id: rec.id,
    identifier: rec.identifier,
    identifier_type: rec.identifier_type,
    container_number: containerNumber,
    carrier_code: carrier,
    status,
  });

  // Events: new ones, and ones whose time or classifier moved.
  const writes: store.EventWrite[] = [];
  for (const e of snapshot.events) {
    const old = oldEvents.get(e.eventId);
    if (!old || old.classifier !== e.classifier || old.event_at.getTime() !== Date.parse(e.eventDateTime)) {
      writes.push(eventWrite(e));
      if (!baseline && e.code === 'DEPA' && e.classifier === 'ACT' && old?.classifier !== 'ACT') {
        raises.push({
          type: 'vessel_departed',
          data: {
            ...base(rec.container_number ?? states[0]?.containerNumber ?? null, aggregateStatus(states.map((s) => s.status))),
            port: e.unlocode,
            vessel_imo: e.vesselImo,
            vessel_name: e.vesselName,
            voyage: e.voyage,
            ...momentAt(new Date(e.eventDateTime), e.unlocode, ref),
          },
        });
      }
    }
  }
  await store.upsertEvents(tx, rec.org_id, rec.id, writes, now);

  // Boxes and their transitions.
  const boxWrites = states.map((s) => boxWrite(s, carrier, ref));
  let boxesChanged = false;
  const arrivals: { carrier: string; origin: string; destination: string; onTime: boolean }[] = [];
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    const w = boxWrites[i]!;
    const old = oldBoxByNumber.get(s.containerNumber);
    if (!old || BOX_CONTENT.some((k) => norm(old[k]) !== norm(w[k]))) boxesChanged = true;
    const b = base(s.containerNumber, s.status);
    if (s.arrivedAt && !old?.arrived_at) {
      if (!baseline) raises.push({ type: 'container_arrived', data: { ...b, port: s.pod, ...momentAt(s.arrivedAt, s.pod, ref) } });
      if (old?.first_eta && carrier && s.pol && s.pod) {
        arrivals.push({ carrier, origin: s.pol, destination: s.pod, onTime: s.arrivedAt.getTime() <= old.first_eta.getTime() + 24 * 3600_000 });
      }
    }
    if (!baseline && s.availableAt && !old?.available_at) {
      raises.push({ type: 'container_available', data: { ...b, port: s.pod, ...momentAt(s.availableAt, s.pod, ref) } });
    }
    if (!baseline && isEnded(s.status) && !(old && isEnded(old.status))) {
      const at = s.gateOutAt ?? s.emptyReturnAt!;
      raises.push({ type: 'container_delivered', data: { ...b, port: s.pod, returned_empty: s.status === 'returned_empty', ...momentAt(at, s.pod, ref) } });
    }
    if (s.customsHoldSince && !sameTime(s.customsHoldSince, old?.customs_hold_since ?? null)) {
      raises.push({ type: 'customs_hold', data: { ...b, reason: s.customsHoldReason, ...momentAt(s.customsHoldSince, s.pod, ref) } });
    }
  }
  await store.upsertBoxes(tx, rec.org_id, rec.id, boxWrites, rec.archived_at === null, now);
  await store.resolveBoxTerms(tx, { containerId: rec.id });
  await store.recordLaneArrivals(tx, arrivals);

  // The record.
  const status: Status = !snapshot.found ? 'pending' : states.length ? aggregateStatus(states.map((s) => s.status)) : 'booked';
  const first = states[0] ?? null;
  const withEta = states.filter((s) => s.eta);
  const etaBox = withEta.length ? withEta.reduce((a, b) => (b.eta!.getTime() > a.eta!.getTime() ? b : a)) : null;
  const onBoard = states.find((s) => s.currentVesselImo) ?? null;
  const held = states.find((s) => s.customsHoldSince) ?? null;
  const planned = states.filter((s) => s.plannedDepartureAt).map((s) => s.plannedDepartureAt!.getTime());
  const unresolvedReason = !snapshot.found
    ? rec.identifier_type === 'container_id' && !ref.carriers.some((c) => c.bic_prefixes.includes(rec.identifier.slice(0, 4))) && !ref.lessorByPrefix.has(rec.identifier.slice(0, 4))
      ? 'invalid_number'
      : 'not_found'
    : !states.length
      ? 'bl_booking_unresolved'
      : null;
  const eta = etaBox?.eta ?? null;
  const priority = pollPriority(status, eta, now);

  let routeAlert = rec.route_alert as Record<string, unknown> | null;
  if (rec.destination_unlocode && pod && pod !== rec.destination_unlocode && rec.last_polled_at) {
    routeAlert = { type: 'destination_changed', from: rec.destination_unlocode, to: pod, detected_at: now.toISOString() };
  } else {
    const off = states.find((s) => s.offRouteDischarge);
    const missed = states.find((s) => s.missedConnection);
    if (off && (routeAlert?.type !== 'unexpected_discharge' || routeAlert.port !== off.offRouteDischarge!.port)) {
      routeAlert = { type: 'unexpected_discharge', port: off.offRouteDischarge!.port, container_number: off.containerNumber, at: off.offRouteDischarge!.at.toISOString(), detected_at: now.toISOString() };
    } else if (!off && missed) {
      const m = missed.missedConnection!;
      // Raised once when the box misses the vessel, again when it is rolled onto another one.
      if (routeAlert?.type !== 'missed_connection' || routeAlert.port !== m.port || routeAlert.loaded_vessel_imo !== m.loaded_vessel_imo) {
        routeAlert = { type: 'missed_connection', container_number: missed.containerNumber, ...m, detected_at: now.toISOString() };
      }
    }
  }
  const containerNumber = rec.identifier_type === 'container_id' ? rec.identifier : first?.containerNumber ?? null;
  const lessor = lessorInfo(containerNumber, carrier, snapshot.found, ref);
  const firstIso = first?.isoTypeCode ? ref.isoByCode.get(first.isoTypeCode) : undefined;
  const endedAt = isEnded(status) ? rec.ended_at ?? now : null;
  const unresolvableSince = unresolvedReason ? rec.unresolvable_since ?? now : null;
  const closeOutFrom = endedAt ?? (unresolvedReason && unresolvedReason !== 'bl_booking_unresolved' ? unresolvableSince : null);
  const closeOut = closeOutFrom !== null && now.getTime() - closeOutFrom.getTime() >= CLOSE_OUT_DAYS * 86_400_000;

  const content: Record<string, unknown> = {
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
    planned_departure_at: planned.length ? new Date(Math.min(...planned)) : null,
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
  };
  const changedFields = Object.keys(content).filter((k) => norm(content[k]) !== norm((rec as any)[k]));
  const changed = changedFields.length > 0 || writes.length > 0 || boxesChanged;

  if (!baseline && rec.eta && eta && Math.abs(eta.getTime() - rec.eta.getTime()) >= 3600_000 && etaBox?.etaIsEstimated) {
    raises.push({
      type: 'eta_changed',
      data: { ...base(containerNumber, status), port: pod, previous_eta: rec.eta.toISOString(), eta: eta.toISOString(), delta_hours: Math.round((eta.getTime() - rec.eta.getTime()) / 360_000) / 10 },
    });
  }
  if (!baseline && routeAlert && norm(routeAlert) !== norm(rec.route_alert)) {
    raises.push({ type: 'container_misrouted', data: { ...base(containerNumber, status), route_alert: routeAlert } });
  }
  const newPlanned = content.planned_departure_at as Date | null;
  if (!baseline && rec.planned_departure_at && newPlanned && !states.some((s) => s.departedAt) && Math.abs(newPlanned.getTime() - rec.planned_departure_at.getTime()) >= 24 * 3600_000) {
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
  const connectedNotice = rec.connector_status !== null && rec.connector_notify_requested_at !== null;
  if ((changed && !baseline) || connectedNotice) {
    const fieldsChanged = changed && !baseline ? (changedFields.length ? changedFields : ['events']) : [];
    raises.push({
      type: 'shipment_updated',
      data: { ...base(containerNumber, status), eta: iso(eta), changed_fields: connectedNotice ? ['connector_status', ...fieldsChanged] : fieldsChanged },
    });
  }

  // Demurrage: warnings and starts, once per box, on the terms in force now.
  const dem = await store.demurrageOfContainer(tx, rec.id, now);
  const marks = { warning: [] as string[], started: [] as string[] };
  for (const d of dem) {
    if (!d.last_free_day || d.gate_out_at || d.empty_return_at) continue;
    const b = { ...base(d.container_number, d.status), port: d.pod_unlocode, last_free_day: dateOnly(d.last_free_day), free_days: d.free_days, terms_source: d.terms_source };
    if (d.days_overdue > 0 && !d.demurrage_started_raised_at) {
      marks.started.push(d.id);
      raises.push({ type: 'demurrage_started', data: { ...b, days_overdue: d.days_overdue, daily_rate_usd: d.daily_rate_usd, accrued_usd: d.accrued_usd } });
    } else if (d.days_overdue === 0 && d.free_days_left !== null && d.free_days_left <= DEMURRAGE_WARNING_DAYS && !d.demurrage_warning_raised_at) {
      marks.warning.push(d.id);
      raises.push({ type: 'demurrage_warning', data: { ...b, free_days_left: d.free_days_left, daily_rate_usd: d.daily_rate_usd } });
    }
  }
  await store.markDemurrageRaised(tx, marks, now);

  const fields: Record<string, unknown> = {
    ...content,
    poll_priority: priority,
    ended_at: endedAt,
    source,
    last_polled_at: now,
    poll_failures: 0,
    last_poll_error: null,
    connector_status: null,
    ...(connectedNotice ? { connector_notify_requested_at: null } : {}),
    registered_at: registeredAt ?? now,
    next_poll_at: closeOut ? null : nextPollAt({ status, priority, unresolved: !!unresolvedReason, addedAt: rec.added_at, endedAt }, now),
  };
  if (changed) fields.updated_at = now;
  if (closeOut) {
    fields.archived_at = now;
    fields.archived_reason = 'auto_close_out';
  }
  await store.writePollResult(tx, rec.id, fields, changed || closeOut);
  if (closeOut) await tx.query('UPDATE ocean.boxes SET active = false WHERE container_id = $1', [rec.id]);
  if (source === 'direct_carrier') await store.putSnapshot(tx, rec.identifier, rec.identifier_type, snapshot, now);
  for (const r of raises) await raiseEvent(tx, { product: 'ocean', orgId: rec.org_id, type: r.type, data: r.data, occurredAt: now });
}

// ---------------------------------------------------------------------------------------------
// Vessel positions

export async function refreshPositions(services: Services, now: Date, db: Queryable = services.db): Promise<number> {
  const imos = await store.imosToRefresh(db, new Date(now.getTime() - POSITION_REFRESH_SECONDS * 1000), 500);
  if (!imos.length) return 0;
  let fixes;
  try {
    fixes = await feeds(services).vessels.latest(imos);
  } catch (err) {
    services.log.warn({ err: (err as Error).message }, 'vessel position feed failed');
    return 0;
  }
  const ref = await refData(db);
  const kind = feeds(services).vessels.kind;
  const rows: store.PositionWrite[] = fixes.map((f) => {
    const verdict = reconcileNavStatus(f, nearestPort(f, ref.placedPorts));
    return {
      imo: f.imo, name: f.name, lat: f.lat, lng: f.lng, speed_knots: f.speedKnots, heading_deg: f.headingDeg,
      nav_status: verdict.navStatus, nav_status_claimed: verdict.claimed, source: kind, fix_at: f.fixAt,
    };
  });
  await store.upsertPositions(db, rows, now);
  return rows.length;
}
