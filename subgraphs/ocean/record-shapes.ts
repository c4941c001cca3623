// Shaping stored rows into the spec's records: timeline events with port-local times (2.5),
// vessel positions with freshness (2.6), carrier names, route ports, locations, facilities,
// vessels, demurrage report rows (2.7) and the field_provenance map. Pure functions over rows
// and the cached reference data.
import type { CarrierEvent } from './connectors/types.js';
import { positionAgeHours, positionFreshness } from './connectors/positions.js';
import type { RefData } from './refdata.js';
import type { EnrichedContainerRow, EventRow, PortRow, PositionedRow, ReportItem } from './store/index.js';
import { eventWrite } from './event-write.js';
import type { RecordDemurrage } from './demurrage.js';
import { eventLabel, isEnded } from './tracking.js';
import { dateOnly, localTime } from '../../platform/time-zones.js';

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** A lane needs this many arrivals before its on-time percentage is published. */
export const MIN_LANE_OBSERVATIONS = 10;

/** The zone of a placed port; an unplaced port (no position) or one without a zone has none. */
export function portZone(port: PortRow | undefined): string | null {
  return port && port.lat !== null && port.lng !== null ? port.timezone : null;
}

export interface TimelineEvent {
  id: string;
  type: string;
  event_type: string;
  classifier: string;
  is_actual: boolean;
  label: string;
  timestamp: string;
  event_local_datetime: string | null;
  utc_offset_minutes: number | null;
  event_timezone: string | null;
  location: string | null;
  location_name: string | null;
  facility_name: string | null;
  container_number: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  mode_of_transport: string | null;
  empty_indicator: string | null;
  remark: string | null;
}

export function timelineEvent(e: EventRow, ref: RefData): TimelineEvent {
  const port = e.unlocode ? ref.portByCode.get(e.unlocode) : undefined;
  const lt = localTime(e.event_at, portZone(port));
  return {
    id: e.id,
    type: e.code,
    event_type: e.event_type,
    classifier: e.classifier,
    is_actual: e.classifier === 'ACT',
    label: eventLabel(e),
    timestamp: e.event_at.toISOString(),
    event_local_datetime: lt.local,
    utc_offset_minutes: lt.offsetMinutes,
    event_timezone: lt.timezone,
    location: e.unlocode,
    location_name: port?.name ?? null,
    facility_name: e.facility_name,
    container_number: e.equipment_reference,
    vessel_imo: e.vessel_imo,
    vessel_name: e.vessel_name,
    voyage: e.voyage,
    mode_of_transport: e.mode_of_transport,
    empty_indicator: e.empty_indicator,
    remark: e.remark,
  };
}

/** A carrier event not stored (the keyless public lookup) in the shape of a stored row. */
export function snapshotEventRow(e: CarrierEvent): EventRow {
  const at = new Date(e.eventDateTime);
  return { ...eventWrite(e), id: e.eventId, org_id: '', container_id: '', event_at: at, created_at: at, feed_seq: 0 };
}

export function vesselPosition(c: PositionedRow, now: Date) {
  if (!c.vp_imo || !c.current_vessel_imo || c.vp_lat === null || c.vp_lng === null || !c.vp_fix_at) return null;
  const age = positionAgeHours(c.vp_fix_at, now);
  return {
    imo: c.vp_imo,
    name: c.vp_name ?? c.current_vessel_name ?? c.vp_imo,
    lat: c.vp_lat,
    lng: c.vp_lng,
    speed_knots: c.vp_speed_knots ?? 0,
    heading_deg: c.vp_heading_deg ?? 0,
    nav_status: c.vp_nav_status ?? 'unknown',
    position_updated_at: iso(c.vp_updated_at)!,
    position_fix_at: iso(c.vp_fix_at)!,
    position_age_hours: age ?? 0,
    position_freshness: positionFreshness(age),
    source: c.vp_source ?? 'ais',
  };
}

/** A carrier's name from reference data, falling back to its SCAC; null without a SCAC. */
export function carrierLabel(scac: string | null, ref: RefData): string | null {
  return scac ? (ref.carrierByScac.get(scac)?.name ?? scac) : null;
}

export function portName(code: string | null, ref: RefData): string | null {
  return code ? (ref.portByCode.get(code)?.name ?? code) : null;
}

/**
 * The container record's `carrier_code` (a string, docs/ocean.md): the SCAC the line answered with or the caller gave, else the
 * one the reference itself names (`carrier_hint_code`: a line's own BIC prefix, a bill of
 * lading's SCAC prefix), else '' (a bare booking number or a leased box before the line answers).
 */
export function recordCarrierCode(c: { carrier_scac: string | null; carrier_hint_code: string | null }): string {
  return c.carrier_scac ?? c.carrier_hint_code ?? '';
}

/** The container record's `carrier_name` and the lookup record's `carrier`: the name of the record's carrier, falling back to its SCAC; '' without one. */
export function recordCarrierName(
  c: { carrier_scac: string | null; carrier_hint_code: string | null },
  ref: RefData,
): string {
  return carrierLabel(recordCarrierCode(c) || null, ref) ?? '';
}

/** The records' port names (strings): the name, falling back to the UN/LOCODE; '' until the line names the port. */
export function recordPortName(code: string | null, ref: RefData): string {
  return portName(code, ref) ?? '';
}

export function routePorts(codes: string[] | null, origin: string | null, destination: string | null, ref: RefData) {
  if (!codes || !codes.length) return null;
  return codes.map((code, i) => {
    const p = ref.portByCode.get(code);
    const role =
      i === 0 || code === origin
        ? i === 0
          ? 'origin'
          : 'transshipment'
        : i === codes.length - 1 || code === destination
          ? 'destination'
          : 'transshipment';
    return {
      unlocode: code,
      name: p?.name ?? code,
      role,
      country_code: p?.country_code ?? null,
      lat: p?.lat ?? null,
      lng: p?.lng ?? null,
      timezone: portZone(p),
    };
  });
}

export function locations(codes: (string | null)[], ref: RefData) {
  const seen = new Set<string>();
  const out = [];
  for (const code of codes) {
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const p = ref.portByCode.get(code);
    out.push({
      unlocode: code,
      name: p?.name ?? code,
      city: p?.city ?? null,
      country: p?.country ?? null,
      country_code: p?.country_code ?? null,
      lat: p?.lat ?? null,
      lng: p?.lng ?? null,
      timezone: portZone(p),
    });
  }
  return out;
}

export function facilities(events: EventRow[]) {
  const seen = new Map<string, { name: string; unlocode: string | null }>();
  for (const e of events)
    if (e.facility_name && !seen.has(e.facility_name))
      seen.set(e.facility_name, { name: e.facility_name, unlocode: e.unlocode });
  return [...seen.values()];
}

export function vessels(events: EventRow[]) {
  const byKey = new Map<string, { imo: string | null; name: string; voyages: string[] }>();
  for (const e of events) {
    if (!e.vessel_imo && !e.vessel_name) continue;
    const key = e.vessel_imo ?? `name:${e.vessel_name!.toUpperCase()}`;
    let v = byKey.get(key);
    if (!v) byKey.set(key, (v = { imo: e.vessel_imo, name: e.vessel_name ?? e.vessel_imo!, voyages: [] }));
    if (e.voyage && !v.voyages.includes(e.voyage)) v.voyages.push(e.voyage);
  }
  return [...byKey.values()];
}

/** The demurrage report's rows as the report names them (`terms_lane` null under own terms: the typed GraphQL row). */
export function reportRows(items: ReportItem[]) {
  return items.map((i) => ({
    container_id: i.container_number,
    record_id: i.record_id,
    port: i.pod_unlocode,
    free_days_left: i.free_days_left,
    daily_rate_usd: i.daily_rate_usd === null ? null : Number(i.daily_rate_usd),
    projected_usd: i.accrued_usd === null ? null : Number(i.accrued_usd),
    status: i.status,
    discharge_datetime: iso(i.discharge_at),
    free_days: i.free_days,
    last_free_day: dateOnly(i.last_free_day),
    days_overdue: i.days_overdue,
    terms_source: i.terms_source,
    terms_lane: i.terms_source === 'carrier_published_tariff' ? i.lane : null,
    confidence: !i.discharge_at ? 'low' : i.terms_source === 'your_contract_terms' ? 'high' : 'medium',
    costed: i.rate_1 !== null,
  }));
}
export type ReportRow = ReturnType<typeof reportRows>[number];

/** A row as the REST report answers it: `terms_lane` is absent (not null) under the caller's own terms. */
export function restReportRow(row: ReportRow): Omit<ReportRow, 'terms_lane'> & { terms_lane?: string | null } {
  if (row.terms_source !== 'your_contract_terms') return row;
  const { terms_lane: _ownTerms, ...rest } = row;
  return rest;
}

export function etaConfidencePct(stats: { arrivals: number; on_time: number } | null): number | null {
  if (!stats || stats.arrivals < MIN_LANE_OBSERVATIONS) return null;
  return Math.round((1000 * stats.on_time) / stats.arrivals) / 10;
}

interface Provenance {
  state: 'resolved' | 'contract_required' | 'not_published' | 'not_applicable' | 'awaiting_carrier';
  action: 'none' | 'supply_terms' | 'wait' | 'do_not_expect';
  source: string;
  confidence: string;
  evidence: string;
}

const PRE_DEPARTURE = new Set(['pending', 'booked']);

type Row = EnrichedContainerRow & { dem: RecordDemurrage };

/** The provenance states a field can be in, each with the record's source unless told. */
function provenanceOf(src: string) {
  const resolved = (confidence: string, evidence: string, source = src): Provenance => ({
    state: 'resolved',
    action: 'none',
    source,
    confidence,
    evidence,
  });
  const waiting = (evidence: string): Provenance => ({
    state: 'awaiting_carrier',
    action: 'wait',
    source: src,
    confidence: 'low',
    evidence,
  });
  const na = (evidence: string): Provenance => ({
    state: 'not_applicable',
    action: 'do_not_expect',
    source: src,
    confidence: 'high',
    evidence,
  });
  return { src, resolved, waiting, na };
}
type Say = ReturnType<typeof provenanceOf>;

function statusProvenance(c: Row, { resolved, waiting }: Say): Provenance {
  if (!c.last_polled_at) return waiting('The carrier has not answered yet.');
  if (c.unresolved_reason === 'not_found' || c.unresolved_reason === 'invalid_number')
    return waiting('No line recognises this reference yet.');
  return resolved('high', 'Normalised from the events the carrier reported.');
}

function etaProvenance(c: Row, confidencePct: number | null, { resolved, waiting, na }: Say): Provenance {
  if (!c.eta)
    return isEnded(c.status)
      ? na('The shipment has ended.')
      : waiting('The carrier has not published an arrival time yet.');
  const conf =
    c.eta_is_estimated === false
      ? 'high'
      : confidencePct === null
        ? 'medium'
        : confidencePct >= 80
          ? 'high'
          : confidencePct >= 60
            ? 'medium'
            : 'low';
  return resolved(
    conf,
    c.eta_is_estimated === false
      ? 'Actual arrival reported by the carrier.'
      : confidencePct === null
        ? 'Carrier estimate; the lane has too few arrivals to score.'
        : `Carrier estimate; ${confidencePct}% of arrivals on this lane were on time.`,
  );
}

function vesselProvenance(c: Row, { resolved, waiting, na }: Say): Provenance {
  if (c.current_vessel_imo) return resolved('high', 'Vessel of the last load the carrier reported.');
  if (!c.last_polled_at || PRE_DEPARTURE.has(c.status)) return waiting('The container has not been loaded yet.');
  return na('The container is not on a vessel.');
}

function positionProvenance(c: Row, now: Date, { resolved, waiting, na }: Say): Provenance {
  const pos = vesselPosition(c, now);
  if (pos)
    return resolved(
      pos.position_freshness === 'live' || pos.position_freshness === 'recent' ? 'high' : 'low',
      `AIS fix ${pos.position_age_hours} h old (${pos.position_freshness}).`,
      pos.source,
    );
  if (c.current_vessel_imo) return waiting('No AIS fix for the vessel yet.');
  return na('No vessel to place.');
}

function demurrageProvenance(c: Row, { src, resolved, waiting }: Say): Provenance {
  if (c.dem.terms_source === 'your_contract_terms')
    return resolved('high', 'Free time from your contract terms on file.');
  if (c.dem.terms_source === 'carrier_published_tariff' && c.dem.rate_known)
    return resolved('medium', "Free time and rates from the carrier's published tariff for the lane.");
  if (c.dem.terms_source === 'carrier_published_tariff')
    return {
      state: 'not_published',
      action: 'supply_terms',
      source: src,
      confidence: 'low',
      evidence: 'The carrier publishes free days but not its daily rates; file your contract terms to cost them.',
    };
  if (!c.dem.box_count) return waiting('No container known yet to assess.');
  return {
    state: 'contract_required',
    action: 'supply_terms',
    source: src,
    confidence: 'low',
    evidence:
      'No terms on file and no carrier tariff for this lane; file your contract terms with POST /v1/demurrage-terms.',
  };
}

function lessorProvenance(c: Row, { resolved, waiting, na }: Say): Provenance {
  if (c.lessor_status === 'leased')
    return resolved(
      'high',
      `BIC prefix ${c.container_number?.slice(0, 4)} is registered to ${c.equipment_lessor}.`,
      'bic_register',
    );
  if (c.lessor_status === 'carrier_owned')
    return na(`BIC prefix ${c.container_number?.slice(0, 4)} belongs to ${c.equipment_owner}: a line-owned box.`);
  if (c.container_number)
    return {
      state: 'not_published',
      action: 'do_not_expect',
      source: 'bic_register',
      confidence: 'low',
      evidence: 'The BIC prefix is in no register we hold.',
    };
  return waiting('No container known yet.');
}

/** Where each field's value comes from and what the caller can do about a missing one. */
export function fieldProvenance(c: Row, confidencePct: number | null, now: Date): Record<string, Provenance> {
  const say = provenanceOf(c.source);
  const { src, resolved, waiting } = say;
  const polled = !!c.last_polled_at;
  return {
    status: statusProvenance(c, say),
    container_number: c.container_number
      ? resolved(
          'high',
          c.identifier_type === 'container_id'
            ? 'Tracked by its container number.'
            : 'Listed by the carrier on the manifest.',
        )
      : waiting('The carrier has not assigned a container to this reference yet.'),
    eta: etaProvenance(c, confidencePct, say),
    vessel: vesselProvenance(c, say),
    vessel_position: positionProvenance(c, now, say),
    demurrage: demurrageProvenance(c, say),
    customs: c.customs_hold_since
      ? resolved('high', `Hold reported by the carrier: ${c.customs_hold_reason ?? 'customs'}.`)
      : polled
        ? resolved('medium', 'No customs hold reported by the carrier.')
        : waiting('The carrier has not answered yet.'),
    redelivery:
      c.redelivery_date || c.redelivery_reference
        ? resolved('high', 'Redelivery set on this record.', 'caller')
        : {
            state: 'not_published',
            action: 'do_not_expect',
            source: src,
            confidence: 'high',
            evidence:
              'Carriers do not publish empty redelivery instructions; record them with PATCH /v1/containers/{id}.',
          },
    equipment_lessor: lessorProvenance(c, say),
  };
}
