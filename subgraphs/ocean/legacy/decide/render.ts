// The legacy-compatible answer (docs/legacy.md, The mapping) from a tracked ocean record: DCSA events become the
// earlier API's milestone codes, places become deduplicated locations and facilities, vessels are
// deduplicated by IMO and canonical name, one container per box, the four route stops and the
// plotted route_data. Pure: rows and reference data in, the seven `data` keys out. Rules and
// their reasons: docs/legacy.md.
import { carrierForBicPrefix } from '../../decide/reference-numbers.js';
import type { LegacyContainer, LegacyData, LegacyMetadata } from './answer.js';
import { legacyContainer } from './container.js';
import type { MapperInput, Seen } from './input.js';
import { Places } from './places.js';
import { legacyRoute } from './route.js';
import { routeData } from './route-data.js';
import { localStamp, utcStamp } from './stamps.js';
import { Vessels } from './vessels.js';
import { IDENTIFIER_KIND, legacyStatus } from './vocabulary.js';

/** `cache_expires` is `updated_at` plus this (docs/legacy.md, metadata). */
const CACHE_EXPIRES_HOURS = 12;

export interface LegacyRendering {
  /** OK, or a short sentence when the reference is resolved but untrackable. */
  message: string;
  data: LegacyData;
}

export function renderLegacy(input: MapperInput): LegacyRendering {
  const { record: c, ref } = input;
  const places = new Places(ref);
  const vessels = new Vessels(input.vesselInfo);
  const timeline = input.events.filter((e) => e.event_type === 'EQUIPMENT' || e.event_type === 'TRANSPORT');
  const pol = c.origin_unlocode ?? input.boxes[0]?.pol_unlocode ?? null;
  const pod = c.destination_unlocode ?? input.boxes[0]?.pod_unlocode ?? null;
  const routePorts = dedupeConsecutive(
    c.route_ports?.length ? c.route_ports : [pol, pod].filter((p): p is string => !!p),
  );
  const seen: Seen = { places, vessels, date: (e) => localStamp(e.event_at, e.unlocode, ref) };

  // Locations in route order first, then as the events name them.
  for (const code of [pol, ...routePorts, pod]) places.location(code);
  const { route, pre, post } = legacyRoute(timeline, pol, pod, seen);
  // Containers: one per box, each with its own timeline (transport events apply to every box).
  const containers = input.boxes.map((b) => legacyContainer(input, b, timeline, { pol, pod }, seen));
  // Events outside every box (transport legs of a B/L whose boxes are not known yet) still name vessels.
  for (const e of timeline) vessels.id(e.vessel_imo, e.vessel_name);
  if (c.current_vessel_imo) vessels.id(c.current_vessel_imo, c.current_vessel_name ?? c.vp_name);

  const data: LegacyData = {
    metadata: metadata(input),
    locations: places.locations,
    facilities: places.facilities,
    route,
    vessels: vessels.list,
    containers,
    route_data: routeData(input, places, route, routePorts, timeline, pre, post),
  };
  return { message: message(input, containers), data };
}

function dedupeConsecutive(codes: readonly string[]): string[] {
  return codes.filter((c, i) => c !== codes[i - 1]);
}

function message(input: MapperInput, containers: LegacyContainer[]): string {
  if (containers.length) return 'OK';
  const status = input.record.connector_status as { state?: string } | null;
  if (status?.state === 'not_connected')
    return 'The carrier of this reference is not connected yet; no live tracking is available for it.';
  return input.identifierType === 'container_id'
    ? 'The carrier knows this container but has reported no movement for it yet.'
    : 'The carrier knows this shipment but has not assigned any container to it yet.';
}

function metadata(input: MapperInput): LegacyMetadata {
  const { record: c, ref } = input;
  // The stored carrier; when unresolved, the line owning the container prefix; else auto.
  let sealine = c.carrier_scac;
  if (!sealine) {
    const box =
      c.container_number ??
      (input.identifierType === 'container_id' ? c.identifier : (input.boxes[0]?.container_number ?? null));
    sealine = box ? (carrierForBicPrefix(box, ref.carriers)?.scac ?? null) : null;
  }
  const updated = c.last_polled_at;
  return {
    type: IDENTIFIER_KIND[input.identifierType],
    number: input.number,
    sealine: sealine ?? 'auto',
    sealine_name: (sealine && ref.carrierByScac.get(sealine)?.name) || 'Unknown',
    status: legacyStatus(c.status),
    is_status_from_sealine: false,
    from_cache: false,
    updated_at: utcStamp(updated),
    cache_expires: updated ? utcStamp(new Date(updated.getTime() + CACHE_EXPIRES_HOURS * 3_600_000)) : null,
    api_calls: input.quotas.api_calls,
    unique_shipments: input.quotas.unique_shipments,
  };
}
