// The keyless public lookup (docs/ocean.md, Public lookup): served from the shared carrier answer
// while it is fresh, and shaped from that answer alone (no organisation data).
import type { TrackingSnapshot } from '../connectors/types.js';
import type { RefData } from '../store/reference-data.js';
import type { SnapshotRow } from '../store/index.js';
import type { CheckedIdentifier } from './identifier.js';
import { deriveBox, routeEnds } from './box-state.js';
import { aggregateStatus } from './tracking.js';
import { iso, portName, snapshotEventRow, timelineEvent } from './record-shapes.js';
import { notResolvable } from './lookup.js';

/** A shared carrier answer this fresh serves the keyless public lookup without a carrier call. */
const PUBLIC_CACHE_SECONDS = 30 * 60;

/** The stored answer when it still serves (same kind of reference, fresh); null: ask the carrier. */
export function freshPublicAnswer(
  cached: SnapshotRow | null,
  checked: CheckedIdentifier,
  now: Date,
): { snapshot: TrackingSnapshot; asOf: Date } | null {
  if (
    !cached ||
    cached.identifier_type !== checked.type ||
    now.getTime() - cached.fetched_at.getTime() >= PUBLIC_CACHE_SECONDS * 1000
  )
    return null;
  if (!cached.found) throw notResolvable(checked.identifier);
  return { snapshot: cached.snapshot as TrackingSnapshot, asOf: cached.fetched_at };
}

/** The public record of a carrier answer: the boxes' states added up, the latest ETA, the timeline. */
export function publicRecord(
  checked: CheckedIdentifier,
  snapshot: TrackingSnapshot,
  asOf: Date,
  ref: RefData,
  now: Date,
) {
  const boxes =
    checked.type === 'container_id' ? [{ number: checked.identifier, isoTypeCode: null }] : snapshot.containers;
  const states = boxes.map((b, i) => deriveBox(snapshot, b, i, now));
  const { pol, pod } = routeEnds(snapshot);
  const withEta = states.filter((s) => s.eta);
  const etaBox = withEta.length ? withEta.reduce((x, y) => (y.eta!.getTime() > x.eta!.getTime() ? y : x)) : null;
  const onBoard = states.find((s) => s.currentVesselImo);
  const events = snapshot.events.map(snapshotEventRow).sort((x, y) => x.event_at.getTime() - y.event_at.getTime());
  return {
    identifier: checked.identifier,
    identifier_type: checked.type === 'booking' ? 'booking_number' : checked.type,
    carrier_code: snapshot.carrierScac,
    status: states.length ? aggregateStatus(states.map((s) => s.status)) : 'booked',
    container_numbers: boxes.map((b) => b.number),
    origin_unlocode: pol,
    destination_unlocode: pod,
    origin_name: portName(pol, ref),
    destination_name: portName(pod, ref),
    eta: iso(etaBox?.eta),
    eta_is_estimated: etaBox ? etaBox.etaIsEstimated : null,
    vessel_name: onBoard?.currentVesselName ?? null,
    vessel_imo: onBoard?.currentVesselImo ?? null,
    events: events.map((e) => timelineEvent(e, ref)),
    as_of: asOf.toISOString(),
  };
}
