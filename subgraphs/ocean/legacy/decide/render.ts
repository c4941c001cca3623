// The legacy-compatible answer (docs/legacy.md, The mapping) from a tracked ocean record: DCSA events become the
// earlier API's milestone codes, places become deduplicated locations and facilities, vessels are
// deduplicated by IMO and canonical name, one container per box, the four route stops and the
// plotted route_data. Pure: rows and reference data in, the seven `data` keys out. Rules and
// their reasons: docs/legacy.md.
import type { RefData } from '../refdata.js';
import type { BoxRow, EnrichedContainerRow, EventRow, PortRow } from '../store/index.js';
import type { IdentifierType } from '../connectors/types.js';
import { portZone } from '../record-shapes.js';
import { eventLabel } from '../tracking.js';
import { localTime } from '../../../platform/time-zones.js';
import { carrierForBicPrefix } from '../connectors/identifiers.js';
import { SeaRouter } from '../connectors/sea-routes.js';
import { CACHE_EXPIRES_HOURS } from './settings.js';
import type {
  LegacyAisPort,
  LegacyContainer,
  LegacyData,
  LegacyEvent,
  LegacyFacility,
  LegacyLocation,
  LegacyMetadata,
  LegacyQuota,
  LegacyRoute,
  LegacyRouteData,
  LegacyRoutePoint,
  LegacyStatus,
  LegacyVessel,
  Milestone,
} from './answer.js';

// ---------------------------------------------------------------------------------------------
// Vocabularies

/** Ocean status (docs/ocean.md, Status) → the earlier API's shipment / container status. */
export function legacyStatus(status: string | null | undefined): LegacyStatus {
  switch (status) {
    case 'booked':
      return 'PLANNED';
    case 'in_transit':
    case 'discharged':
    case 'available':
    case 'customs_hold':
      return 'IN_TRANSIT';
    case 'delivered':
    case 'returned_empty':
      return 'DELIVERED';
    default:
      return 'UNKNOWN'; // pending: the carrier has not confirmed the reference
  }
}

export const IDENTIFIER_KIND: Record<IdentifierType, LegacyMetadata['type']> = {
  container_id: 'CT',
  bill_of_lading: 'BL',
  booking: 'BK',
};

/** Minimal event view the milestone rules read (an EventRow satisfies it). */
export interface MilestoneEvent {
  code: string;
  event_type: string;
  unlocode: string | null;
  empty_indicator: string | null;
  mode_of_transport: string | null;
}

/** LOAD / DISC without a mode are vessel moves (DCSA equipment events often omit the mode). */
const isVesselMove = (e: MilestoneEvent) => e.mode_of_transport === null || e.mode_of_transport === 'VESSEL';
const isEmpty = (e: MilestoneEvent) => e.empty_indicator === 'EMPTY';

/**
 * Milestone code of each event of one box's timeline (oldest first; shipment-level events
 * excluded), or null for an additional event. Phases are cut by the box's first vessel load
 * (before it: pre-carriage) and its last vessel discharge at the port of discharge (after it:
 * on-carriage); POL / POD come from the route, transshipment is any other vessel port.
 */
export function milestones(
  events: readonly MilestoneEvent[],
  pol: string | null,
  pod: string | null,
): (Milestone | null)[] {
  const firstLoad = events.findIndex((e) => e.code === 'LOAD' && isVesselMove(e));
  let podDisc = -1;
  events.forEach((e, i) => {
    if (e.code === 'DISC' && isVesselMove(e) && (pod === null || e.unlocode === pod)) podDisc = i;
  });
  // Where the box was discharged last; an event without a place after it is taken to be there.
  const podPlace = pod ?? (podDisc >= 0 ? events[podDisc]!.unlocode : null);
  let loads = 0;
  let departures = 0;
  return events.map((e, i): Milestone | null => {
    const before = firstLoad === -1 ? podDisc === -1 : i < firstLoad;
    const after = podDisc !== -1 && i > podDisc;
    const atPod = pod !== null && e.unlocode === pod;
    const atDischargePlace = e.unlocode === null || podPlace === null || e.unlocode === podPlace;
    const atPol = pol !== null && e.unlocode === pol;
    switch (e.code) {
      case 'GTOT':
        if (before) return isEmpty(e) ? 'CEP' : 'CPS';
        if (after && !isEmpty(e)) return atDischargePlace ? 'CGO' : 'COF';
        return null;
      case 'PICK':
        if (before) return 'CPS';
        if (after) return atDischargePlace ? 'CGO' : 'COF';
        return null;
      case 'GTIN':
        if (before) return !isEmpty(e) && (pol === null || atPol) ? 'CGI' : null;
        if (after) return isEmpty(e) ? 'CER' : atDischargePlace ? null : 'CIF';
        return null;
      case 'DROP':
        if (before) return isEmpty(e) ? 'CEP' : null;
        if (after) return isEmpty(e) ? 'CER' : 'CDC';
        return null;
      case 'LOAD':
        if (!isVesselMove(e)) return null;
        return loads++ === 0 ? 'CLL' : 'CLT';
      case 'DISC':
        if (!isVesselMove(e)) return null;
        return i === podDisc || atPod ? 'CDD' : 'CDT';
      case 'DEPA': {
        if (atPod) return null;
        const first = departures++ === 0;
        if (atPol || (pol === null && first)) return 'VDL';
        return 'VDT';
      }
      case 'ARRI':
        if (atPod) return 'VAD';
        if (atPol) return null;
        return 'VAT';
      default:
        return null; // STUF, STRP, INSP, RSEA, RMVD, …: additional events
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Places

/**
 * Whether a place name reads as a terminal, depot, yard or an operator (a place
 * without UN/LOCODE with such a name is a facility, not a location).
 */
const FACILITY_NAME =
  /\b(terminals?|depots?|yards?|cy|cfs|icd|piers?|wharf|wharves|berths?|quays?|docks?|warehouses?|freight station|container station|distribution cent(er|re)|logistics|railheads?|rail ramp|stevedor\w*|operators?|apm|psa|dp world|hutchison|hhla|eurogate|ictsi|ports america|ssa marine|trapac|westports|contship|yilport|terminal link)\b/i;

export function readsAsFacility(name: string): boolean {
  return FACILITY_NAME.test(name);
}

const canonical = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** Canonical vessel name: upper case, prefixes M/V, MV, MS dropped, punctuation and spacing normalised. */
export function canonicalVesselName(name: string): string {
  return canonical(name)
    .replace(/^(M\/V|M\.V\.|MV|M\/S|MS|M\.S\.)\s+/, '')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

class Places {
  readonly locations: LegacyLocation[] = [];
  readonly facilities: LegacyFacility[] = [];
  private byCode = new Map<string, LegacyLocation>();
  private byName = new Map<string, LegacyLocation>();
  private facilityByName = new Map<string, LegacyFacility>();

  constructor(private ref: RefData) {}

  location(code: string | null): number | null {
    if (!code) return null;
    let l = this.byCode.get(code);
    if (!l) {
      const p = this.ref.portByCode.get(code);
      l = {
        id: this.locations.length + 1,
        name: p?.name ?? code,
        state: null,
        country: p?.country ?? null,
        country_code: p?.country_code ?? (/^[A-Z]{2}/.test(code) ? code.slice(0, 2) : null),
        locode: code,
        lat: p?.lat ?? null,
        lng: p?.lng ?? null,
        timezone: portZone(p),
      };
      this.byCode.set(code, l);
      this.locations.push(l);
    }
    return l.id;
  }

  /** A place known only by name (no UN/LOCODE) that does not read as a facility. */
  namedPlace(name: string): number {
    const key = canonical(name);
    let l = this.byName.get(key);
    if (!l) {
      l = {
        id: this.locations.length + 1,
        name: name.trim(),
        state: null,
        country: null,
        country_code: null,
        locode: null,
        lat: null,
        lng: null,
        timezone: null,
      };
      this.byName.set(key, l);
      this.locations.push(l);
    }
    return l.id;
  }

  facility(name: string, code: string | null): number {
    const key = canonical(name);
    let f = this.facilityByName.get(key);
    if (!f) {
      const p = code ? this.ref.portByCode.get(code) : undefined;
      f = {
        id: this.facilities.length + 1,
        name: name.trim(),
        country_code: p?.country_code ?? (code && /^[A-Z]{2}/.test(code) ? code.slice(0, 2) : null),
        locode: code,
        bic_code: null,
        smdg_code: null,
        lat: null,
        lng: null,
      };
      this.facilityByName.set(key, f);
      this.facilities.push(f);
    } else if (f.locode === null && code) {
      f.locode = code;
      f.country_code ??= this.ref.portByCode.get(code)?.country_code ?? null;
    }
    return f.id;
  }

  /** Where an event happened: its port as a location, its terminal / depot as a facility. */
  of(e: EventRow): { location: number | null; facility: number | null } {
    const location = this.location(e.unlocode);
    const name = e.facility_name?.trim();
    if (!name) return { location, facility: null };
    if (e.unlocode || readsAsFacility(name)) return { location, facility: this.facility(name, e.unlocode) };
    return { location: this.namedPlace(name), facility: null };
  }

  coords(id: number | null): [number, number] | null {
    const l = id === null ? undefined : this.locations[id - 1];
    return l && l.lat !== null && l.lng !== null ? [l.lat, l.lng] : null;
  }
}

// ---------------------------------------------------------------------------------------------
// Vessels

export interface VesselInfo {
  imo: string;
  name: string;
  call_sign: string | null;
  mmsi: string | null;
  flag: string | null;
}

const intOf = (s: string | null | undefined, digits: number) =>
  s && new RegExp(`^\\d{${digits}}$`).test(s) ? Number(s) : null;

class Vessels {
  readonly list: LegacyVessel[] = [];
  private byImo = new Map<string, LegacyVessel>();
  private byName = new Map<string, LegacyVessel>();

  constructor(private info: ReadonlyMap<string, VesselInfo>) {}

  id(imo: string | null, name: string | null): number | null {
    const key = name ? canonicalVesselName(name) : '';
    let v = imo ? this.byImo.get(imo) : undefined;
    if (!v && key) {
      const named = this.byName.get(key);
      // A name-only mention joins the vessel of that name; an IMO joins a name-only vessel.
      if (named && (imo === null || named.imo === null)) v = named;
    }
    if (!v) {
      if (!imo && !key) return null;
      const info = imo ? this.info.get(imo) : undefined;
      v = {
        id: this.list.length + 1,
        name: name?.trim() || info?.name || imo!,
        imo: null,
        call_sign: null,
        mmsi: null,
        flag: null,
      };
      this.list.push(v);
    }
    if (imo && v.imo === null) {
      const info = this.info.get(imo);
      v.imo = intOf(imo, 7);
      v.call_sign = info?.call_sign ?? null;
      v.mmsi = intOf(info?.mmsi, 9);
      v.flag = info?.flag ?? null;
      this.byImo.set(imo, v);
    }
    if (key && !this.byName.has(key)) this.byName.set(key, v);
    return v.id;
  }
}

// ---------------------------------------------------------------------------------------------
// Dates

/** UTC instant as YYYY-MM-DD HH:MM:SS. */
export function utcStamp(d: Date | null | undefined): string | null {
  return d ? d.toISOString().slice(0, 19).replace('T', ' ') : null;
}

/** Wall-clock time at the place (YYYY-MM-DD HH:MM:SS); UTC when the port has no zone. */
function localStamp(at: Date, code: string | null, ref: RefData): string {
  const lt = localTime(at, portZone(code ? ref.portByCode.get(code) : undefined));
  return lt.local ? lt.local.replace('T', ' ') : utcStamp(at)!;
}

// ---------------------------------------------------------------------------------------------
// The answer

export interface MapperInput {
  /** As queried: upper-cased and trimmed. */
  number: string;
  identifierType: IdentifierType;
  record: EnrichedContainerRow;
  boxes: readonly BoxRow[];
  /** The record's events, oldest first (store order). */
  events: readonly EventRow[];
  ref: RefData;
  /** ISO 6346 size-type code → label ("40' High Cube Dry"). */
  isoLabels: ReadonlyMap<string, string>;
  vesselInfo: ReadonlyMap<string, VesselInfo>;
  quotas: { api_calls: LegacyQuota; unique_shipments: LegacyQuota };
}

export interface LegacyRendering {
  /** OK, or a short sentence when the reference is resolved but untrackable. */
  message: string;
  data: LegacyData;
}

const isActual = (e: EventRow) => e.classifier === 'ACT';
const isVesselTransport = (e: EventRow) =>
  e.event_type === 'TRANSPORT' && (e.mode_of_transport === null || e.mode_of_transport === 'VESSEL');

/** The more definite of several reports: an actual one, else the first. */
function pick(events: EventRow[]): EventRow | null {
  return events.find(isActual) ?? events[0] ?? null;
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

/**
 * What the answer has named so far: places and vessels get their ids in the order they are first
 * named, so the route is rendered before the containers, and the containers in box order.
 */
interface Seen {
  places: Places;
  vessels: Vessels;
  /** An event's time in its port's local time. */
  date(e: EventRow): string;
}

/** Route stops, across every box of the record: before loading, loading, discharge, after discharge. */
function legacyRoute(
  timeline: EventRow[],
  pol: string | null,
  pod: string | null,
  { places, date }: Seen,
): { route: LegacyRoute; pre: EventRow | null; post: EventRow | null } {
  const firstLoad = timeline.findIndex((e) => e.code === 'LOAD' && isVesselMove(e));
  let lastPodDisc = -1;
  timeline.forEach((e, i) => {
    if (e.code === 'DISC' && isVesselMove(e) && (pod === null || e.unlocode === pod)) lastPodDisc = i;
  });
  const pre = firstLoad > 0 ? (timeline.slice(0, firstLoad).find((e) => e.event_type === 'EQUIPMENT') ?? null) : null;
  const post =
    lastPodDisc >= 0
      ? ([...timeline.slice(lastPodDisc + 1)]
          .reverse()
          .find(
            (e) => e.event_type === 'EQUIPMENT' && !isEmpty(e) && ['GTOT', 'PICK', 'DROP', 'GTIN'].includes(e.code),
          ) ?? null)
      : null;
  const polEvent = pol
    ? (pick(timeline.filter((e) => e.code === 'DEPA' && e.unlocode === pol)) ??
      pick(timeline.filter((e) => e.code === 'LOAD' && e.unlocode === pol)))
    : null;
  const podArrivals = pod ? timeline.filter((e) => e.code === 'ARRI' && e.unlocode === pod) : [];
  const podEvent =
    pick(podArrivals.slice().reverse()) ??
    (pod ? pick(timeline.filter((e) => e.code === 'DISC' && e.unlocode === pod).reverse()) : null);
  const point = (e: EventRow | null, location: number | null): LegacyRoutePoint => ({
    location,
    date: e ? date(e) : null,
    actual: e ? isActual(e) : null,
  });
  const route: LegacyRoute = {
    prepol: pre ? point(pre, places.of(pre).location) : point(null, null),
    pol: point(polEvent, places.location(pol)),
    pod: { ...point(podEvent, places.location(pod)), predictive_eta: null },
    postpod: post ? point(post, places.of(post).location) : point(null, null),
  };
  return { route, pre, post };
}

/** One box with its own timeline: its equipment events and the transport events of every box. */
function legacyContainer(
  input: MapperInput,
  b: MapperInput['boxes'][number],
  timeline: EventRow[],
  ends: { pol: string | null; pod: string | null },
  { places, vessels, date }: Seen,
): LegacyContainer {
  const own = timeline.filter((e) => e.equipment_reference === null || e.equipment_reference === b.container_number);
  const codes = milestones(own, b.pol_unlocode ?? ends.pol, b.pod_unlocode ?? ends.pod);
  return {
    number: b.container_number,
    iso_code: b.iso_type_code,
    size_type: b.iso_type_code ? (input.isoLabels.get(b.iso_type_code) ?? null) : null,
    status: legacyStatus(b.status),
    is_status_from_sealine: false,
    events: own.map((e, i) => {
      const at = places.of(e);
      const sea =
        e.event_type === 'TRANSPORT'
          ? isVesselTransport(e)
          : (e.code === 'LOAD' || e.code === 'DISC') && isVesselMove(e);
      return {
        order_id: i + 1,
        location: at.location,
        facility: at.facility,
        description: eventLabel(e),
        event_type: e.event_type as 'EQUIPMENT' | 'TRANSPORT',
        event_code: e.code,
        status: codes[i]!,
        date: date(e),
        actual: isActual(e),
        is_additional_event: codes[i] === null,
        type: sea ? 'sea' : 'land',
        transport_type: e.mode_of_transport ?? (e.vessel_imo || e.vessel_name ? 'VESSEL' : null),
        vessel: vessels.id(e.vessel_imo, e.vessel_name),
        voyage: e.voyage,
      } satisfies LegacyEvent;
    }),
  };
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

const round = (x: number) => Math.round(x * 1e4) / 1e4;

function routeData(
  input: MapperInput,
  places: Places,
  route: LegacyRoute,
  routePorts: string[],
  timeline: EventRow[],
  pre: EventRow | null,
  post: EventRow | null,
): LegacyRouteData | null {
  const { record: c, ref } = input;
  const placed = (code: string): PortRow | null => {
    const p = ref.portByCode.get(code);
    return p && p.lat !== null && p.lng !== null ? p : null;
  };
  const legs: LegacyRouteData['route'] = [];
  const land = (from: number | null, to: number | null, mode: string | null) => {
    const a = places.coords(from);
    const b = places.coords(to);
    if (a && b && from !== to) legs.push({ path: [a.map(round), b.map(round)], type: 'LAND', transport_type: mode });
  };
  land(route.prepol.location, route.pol.location, pre?.mode_of_transport ?? null);
  const seaPorts = routePorts.map(placed).filter((p): p is PortRow => !!p);
  if (seaPorts.length >= 2) {
    const router = new SeaRouter(seaPorts);
    for (let i = 0; i + 1 < routePorts.length; i++) {
      const a = placed(routePorts[i]!);
      const b = placed(routePorts[i + 1]!);
      if (!a || !b) continue;
      const path = router.route(a.unlocode, b.unlocode).path.map((p) => [round(p.lat), round(p.lng)]);
      if (path.length >= 2) legs.push({ path, type: 'SEA', transport_type: 'VESSEL' });
    }
  }
  land(route.pod.location, route.postpod.location, post?.mode_of_transport ?? null);
  if (!legs.length) return null;

  const onBoard = !!c.current_vessel_imo && c.vp_lat !== null && c.vp_lng !== null && c.vp_fix_at !== null;
  let pin: number[] | null = onBoard ? [round(c.vp_lat!), round(c.vp_lng!)] : null;
  const actual = timeline.filter(isActual);
  if (!pin) {
    for (let i = actual.length - 1; i >= 0 && !pin; i--) {
      const xy = places.coords(places.location(actual[i]!.unlocode));
      if (xy) pin = xy.map(round);
    }
  }
  return { route: legs, pin, ais: onBoard ? ais(input, route, timeline) : null };
}

function ais(input: MapperInput, route: LegacyRoute, timeline: EventRow[]): NonNullable<LegacyRouteData['ais']> {
  const { record: c, ref } = input;
  const imo = c.current_vessel_imo!;
  const info = input.vesselInfo.get(imo);
  const port = (code: string | null, e: EventRow | null, labels: [string, string]): LegacyAisPort | null => {
    if (!code) return null;
    const p = ref.portByCode.get(code);
    return {
      name: p?.name ?? code,
      country_code: p?.country_code ?? null,
      code,
      date: e ? localStamp(e.event_at, code, ref) : null,
      date_label: e ? (isActual(e) ? labels[0] : labels[1]) : null,
    };
  };
  const lastActual = [...timeline].reverse().find(isActual) ?? null;
  const ofVessel = timeline.filter((e) => e.event_type === 'TRANSPORT' && e.vessel_imo === imo);
  const departed = [...ofVessel].reverse().find((e) => e.code === 'DEPA' && isActual(e)) ?? null;
  const arriving = departed
    ? (ofVessel.find((e) => e.code === 'ARRI' && e.event_at.getTime() >= departed.event_at.getTime()) ?? null)
    : null;
  const pod = c.destination_unlocode;
  const podPoint = route.pod;
  return {
    status: 'OK',
    data: {
      last_event: lastActual
        ? {
            description: eventLabel(lastActual),
            date: localStamp(lastActual.event_at, lastActual.unlocode, ref),
            voyage: lastActual.voyage,
          }
        : null,
      discharge_port: pod
        ? {
            name: ref.portByCode.get(pod)?.name ?? pod,
            country_code: ref.portByCode.get(pod)?.country_code ?? null,
            code: pod,
            date: podPoint.date,
            date_label: podPoint.date === null ? null : podPoint.actual ? 'ATA' : 'ETA',
          }
        : null,
      vessel: {
        name: c.current_vessel_name ?? c.vp_name ?? info?.name ?? imo,
        imo: intOf(imo, 7),
        call_sign: info?.call_sign ?? null,
        mmsi: intOf(info?.mmsi, 9),
        flag: info?.flag ?? null,
      },
      last_vessel_position: { lat: round(c.vp_lat!), lng: round(c.vp_lng!), updated_at: utcStamp(c.vp_fix_at)! },
      departure_port: departed ? port(departed.unlocode, departed, ['ATD', 'ETD']) : null,
      arrival_port: arriving ? port(arriving.unlocode, arriving, ['ATA', 'ETA']) : null,
    },
  };
}
