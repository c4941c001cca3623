// Shaping stored rows into the spec's records: timeline events with port-local times (2.5),
// vessel positions with freshness (2.6), carrier names, route ports, locations, facilities,
// vessels, demurrage report rows (2.7); the field_provenance map is in record-provenance.ts.
// Pure functions over rows and the cached reference data.
import type { CarrierEvent } from '../connectors/types.js';
import { positionAgeHours, positionFreshness } from './positions.js';
import type { RefData } from '../store/reference-data.js';
import type { EventRow, PortRow, PositionedRow, ReportItem } from '../store/index.js';
import { eventWrite } from './event-write.js';
import { eventLabel } from './tracking.js';
import { dateOnly, localTime } from '../../../platform/time-zones.js';

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** A lane needs this many arrivals before its on-time percentage is published. */
const MIN_LANE_OBSERVATIONS = 10;

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
