// Rows of the ocean tables as the store returns them.
import type { ContainerPatch } from '../generated/types.js';

/**
 * The redelivery fields a caller sets (the ContainerPatch input of schema.graphql, all but tags
 * and notify_when_connected), kept in columns of the same names.
 */
export type RedeliveryColumns = {
  [K in Exclude<keyof ContainerPatch, 'tags' | 'notify_when_connected'>]-?: string | null;
};

export interface ContainerRow extends RedeliveryColumns {
  id: string;
  org_id: string;
  identifier: string;
  identifier_type: string;
  carrier_scac: string | null;
  status: string;
  origin_unlocode: string | null;
  destination_unlocode: string | null;
  current_vessel_imo: string | null;
  eta: Date | null;
  added_at: Date;
  updated_at: Date;
  archived_at: Date | null;
  update_seq: number;
  tags: string[];
  container_number: string | null;
  bl_number: string | null;
  booking_number: string | null;
  carrier_confirmed: boolean;
  carrier_hint_code: string | null;
  eta_is_estimated: boolean | null;
  planned_departure_at: Date | null;
  current_vessel_name: string | null;
  poll_priority: string;
  customs_hold_reason: string | null;
  customs_hold_since: Date | null;
  iso_type_code: string | null;
  container_size: string | null;
  equipment_type: string | null;
  equipment_owner: string | null;
  equipment_lessor: string | null;
  lessee_name: string | null;
  lessor_status: string | null;
  lessor_checked_at: Date | null;
  lessor_contract_number: string | null;
  lessor_contract_type: string | null;
  equipment_manufacturer: string | null;
  connector_status: unknown;
  connector_notify_requested_at: Date | null;
  last_polled_at: Date | null;
  archived_reason: string | null;
  unresolvable_since: Date | null;
  unresolved_reason: string | null;
  route_alert: unknown;
  source: string;
  delay_bars: unknown;
  route_ports: string[] | null;
  is_demo: boolean;
  ended_at: Date | null;
  next_poll_at: Date | null;
  poll_failures: number;
  last_poll_error: string | null;
  /** What the carrier's last applied answer dropped or doubted (migration 009); [] when nothing. */
  carrier_answer_warnings: string[];
  lease_token: string | null;
  lease_until: Date | null;
  registered_at: Date | null;
  manual_recheck_at: Date | null;
  add_state: 'adding' | 'active';
  add_started_at: Date | null;
  /** The predicted arrival's p50 last told in eta_changed (migration 011); null without one. */
  predicted_p50: Date | null;
}

/** A vessel's fix as the read paths join it (store/positions.ts POSITION_COLUMNS); null without one. */
interface PositionColumns {
  vp_imo: string | null;
  vp_name: string | null;
  vp_lat: number | null;
  vp_lng: number | null;
  vp_speed_knots: number | null;
  vp_heading_deg: number | null;
  vp_nav_status: string | null;
  vp_source: string | null;
  vp_fix_at: Date | null;
  vp_updated_at: Date | null;
}

/** What a VesselPosition is made of: a fix, and the vessel a record names (the fix's vessel when read by IMO). */
export type PositionedRow = PositionColumns & Pick<ContainerRow, 'current_vessel_imo' | 'current_vessel_name'>;

/** A record with what the read paths join to it: the vessel's fix and the lane's on-time history. */
export interface EnrichedContainerRow extends ContainerRow, PositionColumns {
  /** On-time history of the record's lane (carrier, origin, destination); null when none yet. */
  lane_arrivals: number | null;
  lane_on_time: number | null;
}

/** A row as a write gives it: its timestamps and dates as ISO text. */
export type AsWritten<T> = { [K in keyof T]: Date extends T[K] ? Exclude<T[K], Date> | string : T[K] };

export interface BoxRow {
  id: string;
  org_id: string;
  container_id: string;
  container_number: string;
  position: number;
  active: boolean;
  iso_type_code: string | null;
  container_size: string | null;
  equipment_type: string | null;
  status: string;
  carrier_scac: string | null;
  pol_unlocode: string | null;
  pod_unlocode: string | null;
  pod_timezone: string | null;
  lane: string | null;
  eta: Date | null;
  eta_is_estimated: boolean | null;
  first_eta: Date | null;
  planned_departure_at: Date | null;
  departed_at: Date | null;
  arrived_at: Date | null;
  current_vessel_imo: string | null;
  current_vessel_name: string | null;
  discharge_at: Date | null;
  discharge_local_date: string | Date | null;
  available_at: Date | null;
  gate_out_at: Date | null;
  gate_out_local_date: string | Date | null;
  empty_return_at: Date | null;
  customs_hold_reason: string | null;
  customs_hold_since: Date | null;
  terms_id: string | null;
  tariff_id: number | null;
  demurrage_warning_raised_at: Date | null;
  demurrage_started_raised_at: Date | null;
  delay_bars: unknown;
  updated_at: Date;
  pod_zone_id: number | null;
  /** Terms in force copied onto the box (by the poll, or resolveBoxTerms after a filing): 1 own contract terms, 2 carrier tariff. */
  dem_source: number | null;
  dem_free_days: number | null;
  dem_last_free_day: string | Date | null;
  dem_rate_1: number | null;
  dem_from_2: number | null;
  dem_rate_2: number | null;
  dem_from_3: number | null;
  dem_rate_3: number | null;
  dem_from_4: number | null;
  dem_rate_4: number | null;
}

export interface EventRow {
  id: string;
  org_id: string;
  container_id: string;
  source_event_id: string;
  event_type: string;
  code: string;
  classifier: string;
  event_at: Date;
  unlocode: string | null;
  facility_name: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  mode_of_transport: string | null;
  equipment_reference: string | null;
  empty_indicator: string | null;
  remark: string | null;
  created_at: Date;
  feed_seq: number;
}

export type { PortRow } from '../../reference/store/index.js';

export interface CarrierRefRow {
  scac: string;
  name: string;
  bic_prefixes: string[];
}
