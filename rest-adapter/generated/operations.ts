import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Free-form JSON (objects whose fields the spec leaves open: field_provenance, route_alert, connector_status). */
  JSON: { input: unknown; output: unknown; }
};

export type CargoLineInput = {
  fragile?: InputMaybe<Scalars['Boolean']['input']>;
  height: Scalars['Int']['input'];
  id: Scalars['String']['input'];
  length: Scalars['Int']['input'];
  max_load?: InputMaybe<Scalars['Float']['input']>;
  must_ship?: InputMaybe<Scalars['Boolean']['input']>;
  quantity: Scalars['Int']['input'];
  stackable?: InputMaybe<Scalars['Boolean']['input']>;
  stop?: InputMaybe<Scalars['Int']['input']>;
  upright?: InputMaybe<Array<Dimension>>;
  weight: Scalars['Float']['input'];
  width: Scalars['Int']['input'];
};

export type ContainerPatch = {
  /** true asks to be told when the carrier connection is live (sets connector_notify_requested_at); false clears it. */
  notify_when_connected?: InputMaybe<Scalars['Boolean']['input']>;
  redelivery_date?: InputMaybe<Scalars['String']['input']>;
  redelivery_location?: InputMaybe<Scalars['String']['input']>;
  redelivery_reference?: InputMaybe<Scalars['String']['input']>;
  redelivery_yard?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CustomUnitInput = {
  door_height: Scalars['Int']['input'];
  door_width: Scalars['Int']['input'];
  height: Scalars['Int']['input'];
  length: Scalars['Int']['input'];
  max_payload: Scalars['Float']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  width: Scalars['Int']['input'];
};

export type DemurrageTermsInput = {
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  free_days: Scalars['Int']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  lane?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['String']['input']>;
  tiers?: InputMaybe<Array<DemurrageTierInput>>;
};

export type DemurrageTierInput = {
  daily_rate_usd: Scalars['Float']['input'];
  from_day: Scalars['Int']['input'];
};

export type Dimension =
  | 'height'
  | 'length'
  | 'width';

export type EquipmentChoiceInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  count?: InputMaybe<Scalars['Int']['input']>;
  custom?: InputMaybe<CustomUnitInput>;
};

/** The loading datasets: load_plans (one row per plan), load_plan_units (one row per unit a plan loads). */
export type LoadingExportDataset =
  | 'load_plan_units'
  | 'load_plans';

export type OceanEventFilter = {
  carrier_booking_reference?: InputMaybe<Scalars['String']['input']>;
  /** Events of this voyage (DCSA carrierVoyageNumber). */
  carrier_voyage_number?: InputMaybe<Scalars['String']['input']>;
  created_gt?: InputMaybe<Scalars['String']['input']>;
  created_gte?: InputMaybe<Scalars['String']['input']>;
  created_lt?: InputMaybe<Scalars['String']['input']>;
  created_lte?: InputMaybe<Scalars['String']['input']>;
  /** Shipment events about one of these documents (DCSA documentTypeCode). */
  document_type_codes?: InputMaybe<Array<Scalars['String']['input']>>;
  equipment_event_type_codes?: InputMaybe<Array<Scalars['String']['input']>>;
  equipment_reference?: InputMaybe<Scalars['String']['input']>;
  event_types?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Events of this voyage (DCSA exportVoyageNumber: the one voyage the feed states). */
  export_voyage_number?: InputMaybe<Scalars['String']['input']>;
  shipment_event_type_codes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Events of this transport call (the feed's transportCallID). */
  transport_call_id?: InputMaybe<Scalars['String']['input']>;
  transport_document_reference?: InputMaybe<Scalars['String']['input']>;
  transport_event_type_codes?: InputMaybe<Array<Scalars['String']['input']>>;
  unlocode?: InputMaybe<Scalars['String']['input']>;
  vessel_imo?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The ocean datasets: containers (one row per tracked reference), events (one row per carrier
 * milestone), vessel_positions (the latest fix of each vessel carrying one of the organisation's
 * active references).
 */
export type OceanExportDataset =
  | 'containers'
  | 'events'
  | 'vessel_positions';

export type PlanOptionsInput = {
  min_support?: InputMaybe<Scalars['Float']['input']>;
  seed?: InputMaybe<Scalars['Int']['input']>;
  time_budget_ms?: InputMaybe<Scalars['Int']['input']>;
};

export type PlanPatchInput = {
  cargo?: InputMaybe<Array<CargoLineInput>>;
  equipment?: InputMaybe<Array<EquipmentChoiceInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<PlanOptionsInput>;
};

export type PlanRequestInput = {
  cargo: Array<CargoLineInput>;
  equipment: Array<EquipmentChoiceInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<PlanOptionsInput>;
};

/** A lane and a day (YYYY-MM-DD) of rate_lane_days. */
export type RateLaneDay = {
  date: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};

/** The rates datasets: market_rates (one row per lane, equipment, rate type and day), index_history (one row per index and day). */
export type RatesExportDataset =
  | 'index_history'
  | 'market_rates';

/** A lane of lane_reliabilities: UN/LOCODEs. */
export type ReliabilityLane = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};

export type SailingScoreWeightsInput = {
  cutoff?: InputMaybe<Scalars['Float']['input']>;
  reliability?: InputMaybe<Scalars['Float']['input']>;
  transit?: InputMaybe<Scalars['Float']['input']>;
};

/** A lane of the export: UN/LOCODEs, and when the organisation began shipping on it (ISO 8601; null: always). */
export type ScheduleExportLane = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
  since?: InputMaybe<Scalars['String']['input']>;
};

export type ScheduleLaneInput = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};

/** The schedules datasets: sailings (one row per sailing and lane), reliability_observations (one row per observed arrival and lane). */
export type SchedulesExportDataset =
  | 'reliability_observations'
  | 'sailings';

/** The webhooks dataset: webhook_deliveries (one row per delivery to one of the caller's endpoints). */
export type WebhookExportDataset =
  | 'webhook_deliveries';

export type TimePairFragment = { estimated: string | null, actual: string | null };

export type AirportFragment = { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null };

export type AirlineFragment = { name: string, prefix: string, iata_code: string | null, icao_code: string | null, url: string | null };

export type WaybillFragment = { awb: string, airline_prefix: string, airline_iata: string | null, airline_name: string | null, status: string, origin: string | null, destination: string | null, origin_name: string | null, destination_name: string | null, pieces: number | null, weight_kg: number | null, flight_number: string | null, eta: string | null, eta_is_actual: boolean, feed_warnings: Array<string>, origin_location: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, destination_location: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, departure: { estimated: string | null, actual: string | null }, arrival: { estimated: string | null, actual: string | null }, events: Array<{ status_code: string, event_family: string, is_actual: boolean, datetime: string | null, station: string | null, station_name: string | null, flight_number: string | null, pieces: number | null, weight_kg: number | null, description: string, datetimes: { estimated: string | null, actual: string | null }, location: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null }>, routes: Array<{ order_id: number, status: string, transport_type: string | null, flight_number: string | null, pieces: number | null, weight_kg: number | null, path: Array<Array<number>>, from: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, to: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, departure: { estimated: string | null, actual: string | null }, arrival: { estimated: string | null, actual: string | null } }> };

export type TrackMetadataFragment = { status_code: string, updated_at: string, last_updated_at: string | null, from_cache: boolean, cache_expires: string, airline: { name: string, prefix: string, iata_code: string | null, icao_code: string | null, url: string | null } };

export type TrackedWaybillFragment = { data: { awb: string, airline_prefix: string, airline_iata: string | null, airline_name: string | null, status: string, origin: string | null, destination: string | null, origin_name: string | null, destination_name: string | null, pieces: number | null, weight_kg: number | null, flight_number: string | null, eta: string | null, eta_is_actual: boolean, feed_warnings: Array<string>, origin_location: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, destination_location: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, departure: { estimated: string | null, actual: string | null }, arrival: { estimated: string | null, actual: string | null }, events: Array<{ status_code: string, event_family: string, is_actual: boolean, datetime: string | null, station: string | null, station_name: string | null, flight_number: string | null, pieces: number | null, weight_kg: number | null, description: string, datetimes: { estimated: string | null, actual: string | null }, location: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null }>, routes: Array<{ order_id: number, status: string, transport_type: string | null, flight_number: string | null, pieces: number | null, weight_kg: number | null, path: Array<Array<number>>, from: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, to: { iata_code: string, icao_code: string | null, name: string, city: string | null, state: string | null, country: string | null, country_code: string | null, lat: number, lng: number, timezone: string | null } | null, departure: { estimated: string | null, actual: string | null }, arrival: { estimated: string | null, actual: string | null } }> }, metadata: { status_code: string, updated_at: string, last_updated_at: string | null, from_cache: boolean, cache_expires: string, airline: { name: string, prefix: string, iata_code: string | null, icao_code: string | null, url: string | null } } };

export type AircraftPositionFragment = { callsign: string | null, registration: string | null, icao24_hex: string, aircraft_type: string | null, lat: number, lon: number, alt_ft: number | null, ground_speed_kt: number | null, heading: number | null, vertical_rate_fpm: number | null, operator_iata: string, seen_at: string };

export type TrackWaybillMutationVariables = Exact<{
  awb: Scalars['String']['input'];
  force: Scalars['Boolean']['input'];
}>;


export type TrackWaybillMutation = { track_waybill: { data: { waybill_json: unknown }, metadata: { status_code: string, updated_at: string, last_updated_at: string | null, from_cache: boolean, cache_expires: string, airline: { name: string, prefix: string, iata_code: string | null, icao_code: string | null, url: string | null } } } };

export type AircraftPositionsQueryVariables = Exact<{
  flight: Scalars['String']['input'];
}>;


export type AircraftPositionsQuery = { aircraft_positions: Array<{ callsign: string | null, registration: string | null, icao24_hex: string, aircraft_type: string | null, lat: number, lon: number, alt_ft: number | null, ground_speed_kt: number | null, heading: number | null, vertical_rate_fpm: number | null, operator_iata: string, seen_at: string }> };

export type AirlineByPrefixQueryVariables = Exact<{
  prefix: Scalars['String']['input'];
}>;


export type AirlineByPrefixQuery = { airline_by_prefix: { name: string, prefix: string, iata_code: string | null, icao_code: string | null, url: string | null } };

export type ShippingLanesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShippingLanesQuery = { shipping_lanes: Array<{ origin: string, destination: string, tracked_since: string | null }> };

export type ContainerLanesQueryVariables = Exact<{
  equipment: Scalars['String']['input'];
  days: Array<RateLaneDay> | RateLaneDay;
  lanes: Array<ReliabilityLane> | ReliabilityLane;
}>;


export type ContainerLanesQuery = { rate_lane_days: Array<{ status: string, count: number, p25: number | null, p50: number | null, p75: number | null } | null>, lane_reliabilities: Array<{ on_time_pct: number, observations: number, carriers: Array<{ carrier_code: string, on_time_pct: number, observations: number, rank: number | null }> } | null> };

export type ContainerLaneRateFragment = { status: string, count: number, p25: number | null, p50: number | null, p75: number | null };

export type ContainerLaneReliabilityFragment = { on_time_pct: number, observations: number, carriers: Array<{ carrier_code: string, on_time_pct: number, observations: number, rank: number | null }> };

export type PlanSummaryFragment = { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number };

export type PlacementFragment = { item_id: string, step: number, x: number, y: number, z: number, length: number, width: number, height: number, vertical: Dimension, turned: boolean };

export type LoadedUnitFragment = { number: number, code: string, length: number, width: number, height: number, max_payload: number, pieces: number, volume_utilisation: number, weight_utilisation: number, weight: number, centre_of_gravity: { x: number, y: number, z: number }, cog_offset: { x: number, y: number }, warnings: Array<{ code: string, message: string }>, placements: Array<{ item_id: string, step: number, x: number, y: number, z: number, length: number, width: number, height: number, vertical: Dimension, turned: boolean }> };

export type PlanFragment = { id: string, name: string, revision: number, created_at: string, updated_at: string, elapsed_ms: number, cargo: Array<{ id: string, length: number, width: number, height: number, weight: number, quantity: number, upright: Array<Dimension>, stackable: boolean, max_load: number | null, fragile: boolean, stop: number, must_ship: boolean }>, equipment: Array<{ code: string | null, count: number, custom: { name: string, length: number, width: number, height: number, door_width: number, door_height: number, max_payload: number } | null }>, options: { time_budget_ms: number, seed: number, min_support: number }, summary: { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number }, units: Array<{ number: number, code: string, length: number, width: number, height: number, max_payload: number, pieces: number, volume_utilisation: number, weight_utilisation: number, weight: number, centre_of_gravity: { x: number, y: number, z: number }, cog_offset: { x: number, y: number }, warnings: Array<{ code: string, message: string }>, placements: Array<{ item_id: string, step: number, x: number, y: number, z: number, length: number, width: number, height: number, vertical: Dimension, turned: boolean }> }>, unplaced: Array<{ item_id: string, quantity: number, reason: string }> };

export type ListedPlanFragment = { id: string, name: string, revision: number, created_at: string, updated_at: string, summary: { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number } };

export type LoadPlansRowFragment = { id: string, name: string, revision: number, elapsed_ms: number, created_at: string, updated_at: string, summary: { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number }, cargo: Array<{ id: string, length: number, width: number, height: number, weight: number, quantity: number, upright: Array<Dimension>, stackable: boolean, max_load: number | null, fragile: boolean, stop: number, must_ship: boolean }>, equipment: Array<{ code: string | null, count: number, custom: { name: string, length: number, width: number, height: number, door_width: number, door_height: number, max_payload: number } | null }>, unplaced: Array<{ item_id: string, quantity: number, reason: string }> };

export type PlanEventFragment = { name: string, revision: number, updated_at: string, plan_id: string, units: Array<{ code: string, pieces: number, volume_utilisation: number }>, summary: { pieces_placed: number, pieces_unplaced: number, volume_utilisation: number } };

export type LoadPlanUnitsRowFragment = { number: number, code: string, length: number, width: number, height: number, max_payload: number, pieces: number, volume_utilisation: number, weight_utilisation: number, weight: number, centre_of_gravity: { cog_x: number, cog_y: number, cog_z: number }, cog_offset: { cog_offset_x: number, cog_offset_y: number }, warnings: Array<{ code: string, message: string }> };

export type EquipmentFragment = { code: string, name: string, kind: string, length: number, width: number, height: number, door_width: number, door_height: number, max_payload: number };

export type PlanQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlanQuery = { plan: { id: string, name: string, revision: number, created_at: string, updated_at: string, elapsed_ms: number, cargo: Array<{ id: string, length: number, width: number, height: number, weight: number, quantity: number, upright: Array<Dimension>, stackable: boolean, max_load: number | null, fragile: boolean, stop: number, must_ship: boolean }>, equipment: Array<{ code: string | null, count: number, custom: { name: string, length: number, width: number, height: number, door_width: number, door_height: number, max_payload: number } | null }>, options: { time_budget_ms: number, seed: number, min_support: number }, summary: { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number }, units: Array<{ number: number, code: string, length: number, width: number, height: number, max_payload: number, pieces: number, volume_utilisation: number, weight_utilisation: number, weight: number, centre_of_gravity: { x: number, y: number, z: number }, cog_offset: { x: number, y: number }, warnings: Array<{ code: string, message: string }>, placements: Array<{ item_id: string, step: number, x: number, y: number, z: number, length: number, width: number, height: number, vertical: Dimension, turned: boolean }> }>, unplaced: Array<{ item_id: string, quantity: number, reason: string }> } | null };

export type CreatePlanMutationVariables = Exact<{
  input: PlanRequestInput;
}>;


export type CreatePlanMutation = { create_plan: { id: string, name: string, revision: number, created_at: string, updated_at: string, elapsed_ms: number, cargo: Array<{ id: string, length: number, width: number, height: number, weight: number, quantity: number, upright: Array<Dimension>, stackable: boolean, max_load: number | null, fragile: boolean, stop: number, must_ship: boolean }>, equipment: Array<{ code: string | null, count: number, custom: { name: string, length: number, width: number, height: number, door_width: number, door_height: number, max_payload: number } | null }>, options: { time_budget_ms: number, seed: number, min_support: number }, summary: { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number }, units: Array<{ number: number, code: string, length: number, width: number, height: number, max_payload: number, pieces: number, volume_utilisation: number, weight_utilisation: number, weight: number, centre_of_gravity: { x: number, y: number, z: number }, cog_offset: { x: number, y: number }, warnings: Array<{ code: string, message: string }>, placements: Array<{ item_id: string, step: number, x: number, y: number, z: number, length: number, width: number, height: number, vertical: Dimension, turned: boolean }> }>, unplaced: Array<{ item_id: string, quantity: number, reason: string }> } };

export type PlanPageQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlanPageQuery = { plan_page: { next_cursor: string | null, items: Array<{ id: string, name: string, revision: number, created_at: string, updated_at: string, summary: { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number } }> } };

export type UpdatePlanMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PlanPatchInput;
}>;


export type UpdatePlanMutation = { update_plan: { id: string, name: string, revision: number, created_at: string, updated_at: string, elapsed_ms: number, cargo: Array<{ id: string, length: number, width: number, height: number, weight: number, quantity: number, upright: Array<Dimension>, stackable: boolean, max_load: number | null, fragile: boolean, stop: number, must_ship: boolean }>, equipment: Array<{ code: string | null, count: number, custom: { name: string, length: number, width: number, height: number, door_width: number, door_height: number, max_payload: number } | null }>, options: { time_budget_ms: number, seed: number, min_support: number }, summary: { units: number, pieces_placed: number, pieces_unplaced: number, volume_utilisation: number }, units: Array<{ number: number, code: string, length: number, width: number, height: number, max_payload: number, pieces: number, volume_utilisation: number, weight_utilisation: number, weight: number, centre_of_gravity: { x: number, y: number, z: number }, cog_offset: { x: number, y: number }, warnings: Array<{ code: string, message: string }>, placements: Array<{ item_id: string, step: number, x: number, y: number, z: number, length: number, width: number, height: number, vertical: Dimension, turned: boolean }> }>, unplaced: Array<{ item_id: string, quantity: number, reason: string }> } | null };

export type DeletePlanMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePlanMutation = { delete_plan: boolean };

export type EquipmentCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type EquipmentCatalogueQuery = { equipment_catalogue: Array<{ code: string, name: string, kind: string, length: number, width: number, height: number, door_width: number, door_height: number, max_payload: number }> };

export type VesselPositionFragment = { imo: string, name: string, lat: number, lng: number, speed_knots: number, heading_deg: number, nav_status: string, position_updated_at: string, position_fix_at: string, position_age_hours: number, position_freshness: string };

export type TimelineEventFragment = { type: string, classifier: string, is_actual: boolean, label: string, timestamp: string, event_local_datetime: string | null, utc_offset_minutes: number | null, event_timezone: string | null, location: string | null, location_name: string | null, facility_name: string | null, container_number: string | null, vessel_name: string | null, vessel_imo: string | null };

export type ContainerRecordFragment = { id: string, org_id: string, identifier: string, identifier_type: string, carrier_code: string, carrier_name: string, status: string, eta: string | null, eta_is_estimated: boolean | null, planned_departure_at: string | null, current_vessel_imo: string | null, poll_priority: string, demurrage_at_risk: boolean, demurrage_accrued_usd: number | null, demurrage_last_free_day: string | null, customs_hold_reason: string | null, customs_hold_since: string | null, origin_unlocode: string | null, destination_unlocode: string | null, destination_name: string, container_size: string | null, equipment_type: string | null, iso_type_code: string | null, equipment_owner: string | null, equipment_lessor: string | null, lessee_name: string | null, lessor_status: string | null, lessor_checked_at: string | null, lessor_contract_number: string | null, lessor_contract_type: string | null, equipment_manufacturer: string | null, carrier_hint_code: string | null, connector_status: unknown | null, connector_notify_requested_at: string | null, redelivery_reference: string | null, redelivery_date: string | null, redelivery_location: string | null, redelivery_yard: string | null, last_polled_at: string, added_at: string, archived_at: string | null, archived_reason: string | null, unresolvable_since: string | null, unresolved_reason: string | null, route_alert: unknown | null, source: string, is_demo: boolean, tags: Array<{ name: string }>, predicted_arrival: { p10: string, p50: string, p90: string, carrier_eta: string | null, delta_hours: number | null, computed_at: string, basis: string } | null, delay_bars: Array<{ stage: string, port: string | null, days_late: number | null }> | null, route_ports: Array<{ unlocode: string, name: string, role: string }> | null, vessel_position: { imo: string, name: string, lat: number, lng: number, speed_knots: number, heading_deg: number, nav_status: string, position_updated_at: string, position_fix_at: string, position_age_hours: number, position_freshness: string } | null };

export type PredictedArrivalFragment = { p10: string, p50: string, p90: string, carrier_eta: string | null, delta_hours: number | null, computed_at: string, basis: string };

export type LookupRecordFragment = { id: string, container_number: string | null, bl_number: string | null, booking_number: string | null, identifier: string, identifier_type: string, container_size: string | null, equipment_type: string | null, iso_type_code: string | null, status: string, carrier: string, vessel_name: string | null, vessel_imo: string | null, origin_name: string, destination_name: string, eta: string | null, eta_confidence_pct: number | null, last_updated_at: string, last_updated_source: string | null, last_polled_at: string | null, last_ais_fix_at: string | null, field_provenance: unknown, demurrage_free_days_left: number | null, ai_narrative: unknown | null, child_containers: Array<{ container_number: string, iso_type_code: string | null, container_size: string | null, equipment_type: string | null, status: string, eta: string | null, events: Array<{ type: string, classifier: string, is_actual: boolean, label: string, timestamp: string, event_local_datetime: string | null, utc_offset_minutes: number | null, event_timezone: string | null, location: string | null, location_name: string | null, facility_name: string | null, container_number: string | null, vessel_name: string | null, vessel_imo: string | null }> }> | null, vessel_position: { imo: string, name: string, lat: number, lng: number, speed_knots: number, heading_deg: number, nav_status: string, position_updated_at: string, position_fix_at: string, position_age_hours: number, position_freshness: string } | null, predicted_arrival: { p10: string, p50: string, p90: string, carrier_eta: string | null, delta_hours: number | null, computed_at: string, basis: string } | null, events: Array<{ type: string, classifier: string, is_actual: boolean, label: string, timestamp: string, event_local_datetime: string | null, utc_offset_minutes: number | null, event_timezone: string | null, location: string | null, location_name: string | null, facility_name: string | null, container_number: string | null, vessel_name: string | null, vessel_imo: string | null }> };

export type DemurrageReportFragment = { total_at_risk_usd: number, containers_at_risk: number, unassessable_containers: number, coverage_note: string | null, assessed_containers: number, uncosted_containers: number, candidates_considered: number, truncated: boolean, items: unknown };

export type DemurrageTermsFragment = { id: string, carrier_code: string | null, port: string | null, lane: string | null, free_days: number, label: string | null, created_at: string, updated_at: string, tiers: Array<{ from_day: number, to_day: number | null, daily_rate_usd: number }> | null };

export type TermsFilingFragment = { id: string, carrier_code: string | null, port: string | null, lane: string | null, free_days: number, label: string | null, created_at: string, updated_at: string, replaced: boolean, boxes_covered: number, tiers: Array<{ from_day: number, to_day: number | null, daily_rate_usd: number }> | null };

export type QuotaFragment = { total: number | null, used: number, remaining: number | null };

export type UsageFragment = { plan: string, period: string, payg_price_usd: number | null, payg_spend_cap_usd: number | null, payg_spent_usd: number | null, unique_shipments: { total: number | null, used: number, remaining: number | null }, container_slots: { total: number | null, used: number, remaining: number | null } };

export type PublicTrackingFragment = { identifier: string, identifier_type: string, carrier: string | null, status: string, container_numbers: Array<string>, origin_unlocode: string | null, destination_unlocode: string | null, origin_name: string | null, destination_name: string | null, eta: string | null, eta_is_estimated: boolean | null, vessel_name: string | null, vessel_imo: string | null, as_of: string, events: Array<{ type: string, classifier: string, is_actual: boolean, label: string, timestamp: string, event_local_datetime: string | null, utc_offset_minutes: number | null, event_timezone: string | null, location: string | null, location_name: string | null, facility_name: string | null, container_number: string | null }> };

export type ListContainersQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ListContainersQuery = { container_page: { has_more: boolean, next_cursor: string | null, items: Array<{ record_json: unknown }> } };

export type AddContainerMutationVariables = Exact<{
  identifier: Scalars['String']['input'];
  identifier_type?: InputMaybe<Scalars['String']['input']>;
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type AddContainerMutation = { add_container: { record_json: unknown } };

export type DemurrageReportQueryVariables = Exact<{ [key: string]: never; }>;


export type DemurrageReportQuery = { demurrage_report_record: { total_at_risk_usd: number, containers_at_risk: number, unassessable_containers: number, coverage_note: string | null, assessed_containers: number, uncosted_containers: number, candidates_considered: number, truncated: boolean, items: unknown } };

export type LookupTrackedQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type LookupTrackedQuery = { container_lookup_record: { record_json: unknown } | null };

export type TrackContainerMutationVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type TrackContainerMutation = { track_container_record: { record_json: unknown } };

export type GetContainerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetContainerQuery = { container: { record_json: unknown } | null };

export type UpdateContainerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  patch: ContainerPatch;
}>;


export type UpdateContainerMutation = { update_container: { record_json: unknown } | null };

export type ArchiveContainerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ArchiveContainerMutation = { archive_container: { record_json: unknown } | null };

export type RecheckContainerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecheckContainerMutation = { recheck_container: { record_json: unknown } | null };

export type FileDemurrageTermsMutationVariables = Exact<{
  input: DemurrageTermsInput;
}>;


export type FileDemurrageTermsMutation = { file_demurrage_terms: { id: string, carrier_code: string | null, port: string | null, lane: string | null, free_days: number, label: string | null, created_at: string, updated_at: string, replaced: boolean, boxes_covered: number, tiers: Array<{ from_day: number, to_day: number | null, daily_rate_usd: number }> | null } };

export type ListDemurrageTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListDemurrageTermsQuery = { demurrage_terms_list: { items: Array<{ id: string, carrier_code: string | null, port: string | null, lane: string | null, free_days: number, label: string | null, created_at: string, updated_at: string, tiers: Array<{ from_day: number, to_day: number | null, daily_rate_usd: number }> | null }> } };

export type GetUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUsageQuery = { ocean_usage: { plan: string, period: string, payg_price_usd: number | null, payg_spend_cap_usd: number | null, payg_spent_usd: number | null, unique_shipments: { total: number | null, used: number, remaining: number | null }, container_slots: { total: number | null, used: number, remaining: number | null } } };

export type SetSpendCapMutationVariables = Exact<{
  usd?: InputMaybe<Scalars['Float']['input']>;
}>;


export type SetSpendCapMutation = { set_payg_spend_cap: { plan: string, period: string, payg_price_usd: number | null, payg_spend_cap_usd: number | null, payg_spent_usd: number | null, unique_shipments: { total: number | null, used: number, remaining: number | null }, container_slots: { total: number | null, used: number, remaining: number | null } } };

export type EventFeedQueryVariables = Exact<{
  filter?: InputMaybe<OceanEventFilter>;
  limit: Scalars['Int']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
}>;


export type EventFeedQuery = { ocean_event_feed: { items: Array<unknown>, cursor: string, next_cursor: string | null } };

export type PublicTrackQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type PublicTrackQuery = { public_track_record: { identifier: string, identifier_type: string, carrier: string | null, status: string, container_numbers: Array<string>, origin_unlocode: string | null, destination_unlocode: string | null, origin_name: string | null, destination_name: string | null, eta: string | null, eta_is_estimated: boolean | null, vessel_name: string | null, vessel_imo: string | null, as_of: string, events: Array<{ type: string, classifier: string, is_actual: boolean, label: string, timestamp: string, event_local_datetime: string | null, utc_offset_minutes: number | null, event_timezone: string | null, location: string | null, location_name: string | null, facility_name: string | null, container_number: string | null }> } };

export type MarketRateFragment = { equipment: string, rate_type: string, date: string, status: string, count: number, minimum_count: number, currency: string, p10: number | null, p25: number | null, p50: number | null, p75: number | null, p90: number | null, mean: number | null, min: number | null, max: number | null };

export type IndexMembershipFragment = { code: string, name: string, weight: number, share: number };

export type RateLaneSummaryFragment = { origin: string, destination: string, origin_region: string | null, destination_region: string | null, equipment: Array<string> | null, indices: Array<{ code: string, name: string, weight: number, share: number }> | null, market_rates: Array<{ equipment: string, rate_type: string, date: string, status: string, count: number, minimum_count: number, currency: string, p10: number | null, p25: number | null, p50: number | null, p75: number | null, p90: number | null, mean: number | null, min: number | null, max: number | null }> | null };

export type RateLaneFragment = { origin: string, destination: string, origin_region: string | null, destination_region: string | null, equipment: Array<string> | null, indices: Array<{ code: string, name: string, weight: number, share: number }> | null, market_rate: { equipment: string, rate_type: string, date: string, status: string, count: number, minimum_count: number, currency: string, p10: number | null, p25: number | null, p50: number | null, p75: number | null, p90: number | null, mean: number | null, min: number | null, max: number | null } | null };

export type RateHistoryFragment = { origin: string, destination: string, equipment: string, rate_type: string, from: string, to: string, bucket: string, currency: string, points_json: unknown };

export type HistoryPointFragment = { date: string, count: number, days: number, p10: number | null, p25: number | null, p50: number | null, p75: number | null, p90: number | null, mean: number | null, min: number | null, max: number | null };

export type MoneyFragment = { amount: number | null, currency: string };

export type RateObservationFragment = { id: string, origin: string, destination: string, equipment: string, rate_type: string, source_kind: string, source: string, valid_from: string, valid_to: string, observed_at: string, all_in_usd: number | null, fx_date: string | null, feed: string, base_ocean_freight: { amount: number | null, currency: string } | null, surcharges: Array<{ code: string, amount: number | null, currency: string }>, all_in: { amount: number | null, currency: string } | null };

export type RateIndexFragment = { code: string, name: string, description: string, equipment: string, currency: string, base_date: string, date: string | null, value_usd: number | null, week_over_week_pct: number | null, year_over_year_pct: number | null, components: Array<{ origin: string, destination: string, weight: number, share: number }> };

export type RateIndexWithHistoryFragment = { code: string, name: string, description: string, equipment: string, currency: string, base_date: string, date: string | null, value_usd: number | null, week_over_week_pct: number | null, year_over_year_pct: number | null, history: Array<{ date: string, value_usd: number }> | null, components: Array<{ origin: string, destination: string, weight: number, share: number }> };

export type RateLanesQueryVariables = Exact<{
  origin?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type RateLanesQuery = { rate_lanes: { next_cursor: string | null, lanes: Array<{ origin: string, destination: string, origin_region: string | null, destination_region: string | null, equipment: Array<string> | null, indices: Array<{ code: string, name: string, weight: number, share: number }> | null, market_rates: Array<{ equipment: string, rate_type: string, date: string, status: string, count: number, minimum_count: number, currency: string, p10: number | null, p25: number | null, p50: number | null, p75: number | null, p90: number | null, mean: number | null, min: number | null, max: number | null }> | null }> } };

export type RateLaneQueryVariables = Exact<{
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  equipment?: InputMaybe<Scalars['String']['input']>;
  rate_type?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
}>;


export type RateLaneQuery = { rate_lane: { origin: string, destination: string, origin_region: string | null, destination_region: string | null, equipment: Array<string> | null, indices: Array<{ code: string, name: string, weight: number, share: number }> | null, market_rate: { equipment: string, rate_type: string, date: string, status: string, count: number, minimum_count: number, currency: string, p10: number | null, p25: number | null, p50: number | null, p75: number | null, p90: number | null, mean: number | null, min: number | null, max: number | null } | null } | null };

export type RateLaneHistoryQueryVariables = Exact<{
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  equipment?: InputMaybe<Scalars['String']['input']>;
  rate_type?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  bucket?: InputMaybe<Scalars['String']['input']>;
}>;


export type RateLaneHistoryQuery = { rate_lane_history: { origin: string, destination: string, equipment: string, rate_type: string, from: string, to: string, bucket: string, currency: string, points_json: unknown } | null };

export type RateObservationsQueryVariables = Exact<{
  origin?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  rate_type?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type RateObservationsQuery = { rate_observations: { next_cursor: string | null, observations: Array<{ id: string, origin: string, destination: string, equipment: string, rate_type: string, source_kind: string, source: string, valid_from: string, valid_to: string, observed_at: string, all_in_usd: number | null, fx_date: string | null, feed: string, base_ocean_freight: { amount: number | null, currency: string } | null, surcharges: Array<{ code: string, amount: number | null, currency: string }>, all_in: { amount: number | null, currency: string } | null }> } };

export type RateIndicesQueryVariables = Exact<{
  date?: InputMaybe<Scalars['String']['input']>;
}>;


export type RateIndicesQuery = { rate_indices: Array<{ code: string, name: string, description: string, equipment: string, currency: string, base_date: string, date: string | null, value_usd: number | null, week_over_week_pct: number | null, year_over_year_pct: number | null, components: Array<{ origin: string, destination: string, weight: number, share: number }> }> };

export type RateIndexHistoryQueryVariables = Exact<{
  code: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type RateIndexHistoryQuery = { rate_index: { code: string, name: string, description: string, equipment: string, currency: string, base_date: string, date: string | null, value_usd: number | null, week_over_week_pct: number | null, year_over_year_pct: number | null, history: Array<{ date: string, value_usd: number }> | null, components: Array<{ origin: string, destination: string, weight: number, share: number }> } | null };

export type SchedulesUsagePeriodFragment = { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string };

export type SchedulesCountersFragment = { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } };

export type SchedulesUsageFragment = { plan: string, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } };

export type SailingRouteFragment = { id: string, carrier_code: string, carrier_name: string, direct: boolean, transshipments: number, transshipment_ports: Array<string>, origin: string, destination: string, departure_at: string, arrival_at: string, transit_days: number, slipped: boolean, cutoffs: { documentation_at: string | null, vgm_at: string | null, port_at: string | null }, legs: Array<{ sequence: number, sailing_id: string, carrier_code: string, service_code: string | null, service_name: string | null, vessel_imo: string | null, vessel_name: string | null, voyage: string | null, origin: string, destination: string, departure_at: string, arrival_at: string, scheduled_departure_at: string | null, scheduled_arrival_at: string | null, slip_hours: number }> };

export type RouteSearchPageFragment = { origin: string, destination: string, from: string, to: string, direct_only: boolean, scacs: Array<string> | null, total: number, page: number, limit: number, has_more: boolean, next_cursor: string | null, later_page: boolean, items: Array<{ id: string, carrier_code: string, carrier_name: string, direct: boolean, transshipments: number, transshipment_ports: Array<string>, origin: string, destination: string, departure_at: string, arrival_at: string, transit_days: number, slipped: boolean, cutoffs: { documentation_at: string | null, vgm_at: string | null, port_at: string | null }, legs: Array<{ sequence: number, sailing_id: string, carrier_code: string, service_code: string | null, service_name: string | null, vessel_imo: string | null, vessel_name: string | null, voyage: string | null, origin: string, destination: string, departure_at: string, arrival_at: string, scheduled_departure_at: string | null, scheduled_arrival_at: string | null, slip_hours: number }> }> };

export type SailingsPageFragment = { origin: string, destination: string, from: string, to: string, total: number, page: number, has_more: boolean, next_cursor: string | null, later_page: boolean, items: Array<{ id: string, carrier_code: string, carrier_name: string, direct: boolean, transshipments: number, transshipment_ports: Array<string>, origin: string, destination: string, departure_at: string, arrival_at: string, transit_days: number, slipped: boolean, cutoffs: { documentation_at: string | null, vgm_at: string | null, port_at: string | null }, legs: Array<{ sequence: number, sailing_id: string, carrier_code: string, service_code: string | null, service_name: string | null, vessel_imo: string | null, vessel_name: string | null, voyage: string | null, origin: string, destination: string, departure_at: string, arrival_at: string, scheduled_departure_at: string | null, scheduled_arrival_at: string | null, slip_hours: number }> }> };

export type LeagueEntryFragment = { rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number };

export type LeagueFragment = { min_obs: number, total: number, ranked_total: number, carriers: Array<{ rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number }> };

export type LaneReliabilityTableFragment = { origin: string, destination: string, window_from: string, window_to: string, tolerance_hours: number, min_obs: number, observations: number, on_time_pct: number, prediction_horizon_days: number, prediction_sample_size: number, prediction_mae_hours: number | null, carrier_eta_mae_hours: number | null, carriers: Array<{ rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number, on_time: number, avg_delay_hours: number }> };

export type CongestionReadingFragment = { port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string };

export type CongestionBoardFragment = { level: string | null, total: number, limit: number, items: Array<{ rank: number, port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string }> };

export type ReliabilityFiguresFragment = { on_time_pct: number | null, observations: number, on_time: number, avg_delay_hours: number | null, provisional: boolean, window_days: number, tolerance_hours: number };

export type CarrierRecordFragment = { carrier_code: string, carrier_name: string, window_from: string, window_to: string, tolerance_hours: number, min_obs: number, upcoming_sailings: number, overall: { on_time_pct: number | null, observations: number, on_time: number, avg_delay_hours: number | null, provisional: boolean, window_days: number, tolerance_hours: number }, league: { rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number } | null, lane: { on_time_pct: number | null, observations: number, on_time: number, avg_delay_hours: number | null, provisional: boolean, window_days: number, tolerance_hours: number } | null };

export type RankedSailingsFragment = { origin: string, destination: string, ready_at: string, considered: number, weights: { transit: number, reliability: number, cutoff: number }, items: Array<{ rank: number, score: number, transit_score: number, reliability_score: number, cutoff_score: number, reliability_basis: string, on_time_pct: number | null, cutoff_slack_hours: number, route: { id: string, carrier_code: string, carrier_name: string, direct: boolean, transshipments: number, transshipment_ports: Array<string>, origin: string, destination: string, departure_at: string, arrival_at: string, transit_days: number, slipped: boolean, cutoffs: { documentation_at: string | null, vgm_at: string | null, port_at: string | null }, legs: Array<{ sequence: number, sailing_id: string, carrier_code: string, service_code: string | null, service_name: string | null, vessel_imo: string | null, vessel_name: string | null, voyage: string | null, origin: string, destination: string, departure_at: string, arrival_at: string, scheduled_departure_at: string | null, scheduled_arrival_at: string | null, slip_hours: number }> } }> };

export type LaneTransitTimesFragment = { origin: string, destination: string, window_from: string, window_to: string, sailings: number, fastest_days: number | null, median_days: number | null, slowest_days: number | null, carriers: Array<{ carrier_code: string, carrier_name: string, sailings: number, direct_sailings: number, fastest_days: number, median_days: number, slowest_days: number, observed_voyages: number, observed_median_days: number | null }> };

export type LanesComparedFragment = { from: string, to: string, lanes: Array<{ origin: string, destination: string, sailings: number, direct_sailings: number, carriers: Array<string>, next_departure_at: string | null, fastest_transit_days: number | null, median_transit_days: number | null, on_time_pct: number | null, observations: number, destination_congestion: { port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string } | null }> };

export type MonthExposureFragment = { month: number, name: string, exposure: number, level: string };

export type StormExposureFragment = { origin: string, destination: string, annual_mean_exposure: number, level: string, route: { source: string, ports: Array<string>, distance_km: number, unplaced_ports: Array<string> }, basins: Array<{ code: string, name: string, season: string, share_of_route: number, distance_km: number, monthly_index: Array<number>, peak_months: Array<string> }>, monthly: Array<{ month: number, name: string, exposure: number, level: string }>, peak_month: { month: number, name: string, exposure: number, level: string } | null, month: { month: number, name: string, exposure: number, level: string } | null };

export type OceanLineFragment = { scac: string, name: string, website: string | null, upcoming_sailings: number | null };

export type FoundPortFragment = { unlocode: string, name: string, city: string | null, country: string | null, country_code: string, lat: number | null, lng: number | null, timezone: string | null };

export type SearchSchedulesQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  scacs?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  direct?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type SearchSchedulesQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { origin: string, destination: string, from: string, to: string, direct_only: boolean, scacs: Array<string> | null, total: number, page: number, limit: number, has_more: boolean, next_cursor: string | null, later_page: boolean, items: Array<{ id: string, carrier_code: string, carrier_name: string, direct: boolean, transshipments: number, transshipment_ports: Array<string>, origin: string, destination: string, departure_at: string, arrival_at: string, transit_days: number, slipped: boolean, cutoffs: { documentation_at: string | null, vgm_at: string | null, port_at: string | null }, legs: Array<{ sequence: number, sailing_id: string, carrier_code: string, service_code: string | null, service_name: string | null, vessel_imo: string | null, vessel_name: string | null, voyage: string | null, origin: string, destination: string, departure_at: string, arrival_at: string, scheduled_departure_at: string | null, scheduled_arrival_at: string | null, slip_hours: number }> }> } };

export type LaneReliabilityQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  scacs?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type LaneReliabilityQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { origin: string, destination: string, window_from: string, window_to: string, tolerance_hours: number, min_obs: number, observations: number, on_time_pct: number, prediction_horizon_days: number, prediction_sample_size: number, prediction_mae_hours: number | null, carrier_eta_mae_hours: number | null, carriers: Array<{ rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number, on_time: number, avg_delay_hours: number }> } | null };

export type LaneReliabilityKeylessQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  scacs?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type LaneReliabilityKeylessQuery = { result: { origin: string, destination: string, window_from: string, window_to: string, tolerance_hours: number, min_obs: number, observations: number, on_time_pct: number, prediction_horizon_days: number, prediction_sample_size: number, prediction_mae_hours: number | null, carrier_eta_mae_hours: number | null, carriers: Array<{ rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number, on_time: number, avg_delay_hours: number }> } | null };

export type CarrierLeagueQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CarrierLeagueQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { min_obs: number, total: number, ranked_total: number, carriers: Array<{ rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number }> } | null };

export type CarrierLeagueKeylessQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CarrierLeagueKeylessQuery = { result: { min_obs: number, total: number, ranked_total: number, carriers: Array<{ rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number }> } | null };

export type PortCongestionQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  port: Scalars['String']['input'];
}>;


export type PortCongestionQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string } | null };

export type PortCongestionKeylessQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  port: Scalars['String']['input'];
}>;


export type PortCongestionKeylessQuery = { result: { port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string } | null };

export type CongestionLeaderboardQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CongestionLeaderboardQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { level: string | null, total: number, limit: number, items: Array<{ rank: number, port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string }> } };

export type CongestionLeaderboardKeylessQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CongestionLeaderboardKeylessQuery = { result: { level: string | null, total: number, limit: number, items: Array<{ rank: number, port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string }> } };

export type SchedulesUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type SchedulesUsageQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { plan: string, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } } };

export type OceanLinesQueryVariables = Exact<{ [key: string]: never; }>;


export type OceanLinesQuery = { carriers: Array<{ scac: string, name: string, website: string | null, upcoming_sailings: number | null }> };

export type SearchPortsQueryVariables = Exact<{
  q: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchPortsQuery = { ports_search: Array<{ unlocode: string, name: string, city: string | null, country: string | null, country_code: string, lat: number | null, lng: number | null, timezone: string | null }> };

export type FindSailingsQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  scacs?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  direct?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
}>;


export type FindSailingsQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { origin: string, destination: string, from: string, to: string, total: number, page: number, has_more: boolean, next_cursor: string | null, later_page: boolean, items: Array<{ id: string, carrier_code: string, carrier_name: string, direct: boolean, transshipments: number, transshipment_ports: Array<string>, origin: string, destination: string, departure_at: string, arrival_at: string, transit_days: number, slipped: boolean, cutoffs: { documentation_at: string | null, vgm_at: string | null, port_at: string | null }, legs: Array<{ sequence: number, sailing_id: string, carrier_code: string, service_code: string | null, service_name: string | null, vessel_imo: string | null, vessel_name: string | null, voyage: string | null, origin: string, destination: string, departure_at: string, arrival_at: string, scheduled_departure_at: string | null, scheduled_arrival_at: string | null, slip_hours: number }> }> } };

export type FindBestSailingsQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  scacs?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  direct?: InputMaybe<Scalars['Boolean']['input']>;
  ready?: InputMaybe<Scalars['String']['input']>;
  weights?: InputMaybe<SailingScoreWeightsInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type FindBestSailingsQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { origin: string, destination: string, ready_at: string, considered: number, weights: { transit: number, reliability: number, cutoff: number }, items: Array<{ rank: number, score: number, transit_score: number, reliability_score: number, cutoff_score: number, reliability_basis: string, on_time_pct: number | null, cutoff_slack_hours: number, route: { id: string, carrier_code: string, carrier_name: string, direct: boolean, transshipments: number, transshipment_ports: Array<string>, origin: string, destination: string, departure_at: string, arrival_at: string, transit_days: number, slipped: boolean, cutoffs: { documentation_at: string | null, vgm_at: string | null, port_at: string | null }, legs: Array<{ sequence: number, sailing_id: string, carrier_code: string, service_code: string | null, service_name: string | null, vessel_imo: string | null, vessel_name: string | null, voyage: string | null, origin: string, destination: string, departure_at: string, arrival_at: string, scheduled_departure_at: string | null, scheduled_arrival_at: string | null, slip_hours: number }> } }> } };

export type CompareLanesQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  lanes: Array<ScheduleLaneInput> | ScheduleLaneInput;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type CompareLanesQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { from: string, to: string, lanes: Array<{ origin: string, destination: string, sailings: number, direct_sailings: number, carriers: Array<string>, next_departure_at: string | null, fastest_transit_days: number | null, median_transit_days: number | null, on_time_pct: number | null, observations: number, destination_congestion: { port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string } | null }> } };

export type CarrierReliabilityQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  scac: Scalars['String']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
}>;


export type CarrierReliabilityQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { carrier_code: string, carrier_name: string, window_from: string, window_to: string, tolerance_hours: number, min_obs: number, upcoming_sailings: number, overall: { on_time_pct: number | null, observations: number, on_time: number, avg_delay_hours: number | null, provisional: boolean, window_days: number, tolerance_hours: number }, league: { rank: number | null, ranked: boolean, provisional: boolean, carrier_code: string, carrier_name: string, on_time_pct: number, observations: number } | null, lane: { on_time_pct: number | null, observations: number, on_time: number, avg_delay_hours: number | null, provisional: boolean, window_days: number, tolerance_hours: number } | null } };

export type TransitTimeQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  scacs?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  direct?: InputMaybe<Scalars['Boolean']['input']>;
  weeks?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TransitTimeQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { origin: string, destination: string, window_from: string, window_to: string, sailings: number, fastest_days: number | null, median_days: number | null, slowest_days: number | null, carriers: Array<{ carrier_code: string, carrier_name: string, sailings: number, direct_sailings: number, fastest_days: number, median_days: number, slowest_days: number, observed_voyages: number, observed_median_days: number | null }> } };

export type CongestionReportQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CongestionReportQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { port: { port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string } | null, leaderboard: { level: string | null, total: number, limit: number, items: Array<{ rank: number, port: string, port_name: string, wait_hours: number, at_anchor: number, at_berth: number, level: string, observed_at: string }> } | null } };

export type LaneStormExposureQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  destination: Scalars['String']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LaneStormExposureQuery = { usage: { used: number, plan: string, counted: boolean, month: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string }, day: { period: string, used: number, limit: number | null, remaining: number | null, resets_at: string } }, result: { origin: string, destination: string, annual_mean_exposure: number, level: string, route: { source: string, ports: Array<string>, distance_km: number, unplaced_ports: Array<string> }, basins: Array<{ code: string, name: string, season: string, share_of_route: number, distance_km: number, monthly_index: Array<number>, peak_months: Array<string> }>, monthly: Array<{ month: number, name: string, exposure: number, level: string }>, peak_month: { month: number, name: string, exposure: number, level: string } | null, month: { month: number, name: string, exposure: number, level: string } | null } };

export type WebhookEndpointFragment = { id: string, url: string, event_types: Array<string>, description: string, active: boolean, failure_count: number, last_delivery_at: string | null, created_at: string };

export type DeliveryFragment = { id: string, event_type: string, status: string, attempt_count: number, last_status_code: number | null, last_error: string | null, created_at: string, delivered_at: string | null, next_attempt_at: string | null };

export type WebhookEndpointDetailFragment = { id: string, url: string, event_types: Array<string>, description: string, active: boolean, failure_count: number, last_delivery_at: string | null, created_at: string, recent_deliveries: Array<{ id: string, event_type: string, status: string, attempt_count: number, last_status_code: number | null, last_error: string | null, created_at: string, delivered_at: string | null, next_attempt_at: string | null }> };

export type RegisteredWebhookEndpointFragment = { id: string, url: string, event_types: Array<string>, description: string, active: boolean, created_at: string, secret: string };

export type UpdatedWebhookEndpointFragment = { id: string, url: string, event_types: Array<string>, description: string, active: boolean };

export type WebhookDeletedFragment = { id: string, deleted: boolean };

export type WebhookTestQueuedFragment = { id: string, test_queued: boolean };

export type WebhookResendQueuedFragment = { id: string, endpoint_id: string, resend_queued: boolean };

export type RotatedWebhookSecretFragment = { id: string, secret: string, previous_secret_expires_at: string | null };

export type CountSchedulesWebhookCallMutationVariables = Exact<{ [key: string]: never; }>;


export type CountSchedulesWebhookCallMutation = { record_schedules_call: { used: number } };

export type SchedulesAllowanceQueryVariables = Exact<{ [key: string]: never; }>;


export type SchedulesAllowanceQuery = { schedules_usage: { month: { remaining: number | null }, day: { remaining: number | null } } };

export type RegisterWebhookMutationVariables = Exact<{
  product: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
  event_types?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type RegisterWebhookMutation = { register_webhook: { id: string, url: string, event_types: Array<string>, description: string, active: boolean, created_at: string, secret: string } };

export type ListWebhooksQueryVariables = Exact<{
  product: Scalars['String']['input'];
}>;


export type ListWebhooksQuery = { webhook_endpoints: Array<{ id: string, url: string, event_types: Array<string>, description: string, active: boolean, failure_count: number, last_delivery_at: string | null, created_at: string }> };

export type GetWebhookQueryVariables = Exact<{
  product: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type GetWebhookQuery = { webhook_endpoint: { id: string, url: string, event_types: Array<string>, description: string, active: boolean, failure_count: number, last_delivery_at: string | null, created_at: string, recent_deliveries: Array<{ id: string, event_type: string, status: string, attempt_count: number, last_status_code: number | null, last_error: string | null, created_at: string, delivered_at: string | null, next_attempt_at: string | null }> } | null };

export type UpdateWebhookMutationVariables = Exact<{
  product: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
  event_types?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  active?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateWebhookMutation = { update_webhook: { id: string, url: string, event_types: Array<string>, description: string, active: boolean } | null };

export type DeleteWebhookMutationVariables = Exact<{
  product: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookMutation = { delete_webhook: { id: string, deleted: boolean } };

export type TestWebhookMutationVariables = Exact<{
  product: Scalars['String']['input'];
  id: Scalars['ID']['input'];
}>;


export type TestWebhookMutation = { test_webhook: { id: string, test_queued: boolean } | null };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  product: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  delivery_id: Scalars['ID']['input'];
}>;


export type ResendWebhookDeliveryMutation = { resend_webhook_delivery: { id: string, endpoint_id: string, resend_queued: boolean } | null };

export type RotateWebhookSecretMutationVariables = Exact<{
  product: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  overlap_seconds?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RotateWebhookSecretMutation = { rotate_webhook_secret: { id: string, secret: string, previous_secret_expires_at: string | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AirportFragmentDoc = new TypedDocumentString(`
    fragment Airport on AirportLocation {
  iata_code
  icao_code
  name
  city
  state
  country
  country_code
  lat
  lng
  timezone
}
    `, {"fragmentName":"Airport"}) as unknown as TypedDocumentString<AirportFragment, unknown>;
export const TimePairFragmentDoc = new TypedDocumentString(`
    fragment TimePair on TimePair {
  estimated
  actual
}
    `, {"fragmentName":"TimePair"}) as unknown as TypedDocumentString<TimePairFragment, unknown>;
export const WaybillFragmentDoc = new TypedDocumentString(`
    fragment Waybill on Airwaybill {
  awb
  airline_prefix
  airline_iata
  airline_name
  status
  origin
  destination
  origin_name
  destination_name
  origin_location {
    ...Airport
  }
  destination_location {
    ...Airport
  }
  pieces
  weight_kg
  flight_number
  departure {
    ...TimePair
  }
  arrival {
    ...TimePair
  }
  eta
  eta_is_actual
  events {
    status_code
    event_family
    is_actual
    datetime
    datetimes {
      ...TimePair
    }
    station
    station_name
    location {
      ...Airport
    }
    flight_number
    pieces
    weight_kg
    description
  }
  routes {
    order_id
    status
    transport_type
    from {
      ...Airport
    }
    to {
      ...Airport
    }
    departure {
      ...TimePair
    }
    arrival {
      ...TimePair
    }
    flight_number
    pieces
    weight_kg
    path
  }
  feed_warnings
}
    fragment TimePair on TimePair {
  estimated
  actual
}
fragment Airport on AirportLocation {
  iata_code
  icao_code
  name
  city
  state
  country
  country_code
  lat
  lng
  timezone
}`, {"fragmentName":"Waybill"}) as unknown as TypedDocumentString<WaybillFragment, unknown>;
export const AirlineFragmentDoc = new TypedDocumentString(`
    fragment Airline on AirlineInfo {
  name
  prefix
  iata_code
  icao_code
  url
}
    `, {"fragmentName":"Airline"}) as unknown as TypedDocumentString<AirlineFragment, unknown>;
export const TrackMetadataFragmentDoc = new TypedDocumentString(`
    fragment TrackMetadata on TrackMetadata {
  status_code
  airline {
    ...Airline
  }
  updated_at
  last_updated_at
  from_cache
  cache_expires
}
    fragment Airline on AirlineInfo {
  name
  prefix
  iata_code
  icao_code
  url
}`, {"fragmentName":"TrackMetadata"}) as unknown as TypedDocumentString<TrackMetadataFragment, unknown>;
export const TrackedWaybillFragmentDoc = new TypedDocumentString(`
    fragment TrackedWaybill on TrackResult {
  data {
    ...Waybill
  }
  metadata {
    ...TrackMetadata
  }
}
    fragment TimePair on TimePair {
  estimated
  actual
}
fragment Airport on AirportLocation {
  iata_code
  icao_code
  name
  city
  state
  country
  country_code
  lat
  lng
  timezone
}
fragment Airline on AirlineInfo {
  name
  prefix
  iata_code
  icao_code
  url
}
fragment Waybill on Airwaybill {
  awb
  airline_prefix
  airline_iata
  airline_name
  status
  origin
  destination
  origin_name
  destination_name
  origin_location {
    ...Airport
  }
  destination_location {
    ...Airport
  }
  pieces
  weight_kg
  flight_number
  departure {
    ...TimePair
  }
  arrival {
    ...TimePair
  }
  eta
  eta_is_actual
  events {
    status_code
    event_family
    is_actual
    datetime
    datetimes {
      ...TimePair
    }
    station
    station_name
    location {
      ...Airport
    }
    flight_number
    pieces
    weight_kg
    description
  }
  routes {
    order_id
    status
    transport_type
    from {
      ...Airport
    }
    to {
      ...Airport
    }
    departure {
      ...TimePair
    }
    arrival {
      ...TimePair
    }
    flight_number
    pieces
    weight_kg
    path
  }
  feed_warnings
}
fragment TrackMetadata on TrackMetadata {
  status_code
  airline {
    ...Airline
  }
  updated_at
  last_updated_at
  from_cache
  cache_expires
}`, {"fragmentName":"TrackedWaybill"}) as unknown as TypedDocumentString<TrackedWaybillFragment, unknown>;
export const AircraftPositionFragmentDoc = new TypedDocumentString(`
    fragment AircraftPosition on AircraftPosition {
  callsign
  registration
  icao24_hex
  aircraft_type
  lat
  lon
  alt_ft
  ground_speed_kt
  heading
  vertical_rate_fpm
  operator_iata
  seen_at
}
    `, {"fragmentName":"AircraftPosition"}) as unknown as TypedDocumentString<AircraftPositionFragment, unknown>;
export const ContainerLaneRateFragmentDoc = new TypedDocumentString(`
    fragment ContainerLaneRate on MarketRate {
  status
  count
  p25
  p50
  p75
}
    `, {"fragmentName":"ContainerLaneRate"}) as unknown as TypedDocumentString<ContainerLaneRateFragment, unknown>;
export const ContainerLaneReliabilityFragmentDoc = new TypedDocumentString(`
    fragment ContainerLaneReliability on LaneReliability {
  on_time_pct
  observations
  carriers {
    carrier_code
    on_time_pct
    observations
    rank
  }
}
    `, {"fragmentName":"ContainerLaneReliability"}) as unknown as TypedDocumentString<ContainerLaneReliabilityFragment, unknown>;
export const PlanSummaryFragmentDoc = new TypedDocumentString(`
    fragment PlanSummary on PlanSummary {
  units
  pieces_placed
  pieces_unplaced
  volume_utilisation
}
    `, {"fragmentName":"PlanSummary"}) as unknown as TypedDocumentString<PlanSummaryFragment, unknown>;
export const PlacementFragmentDoc = new TypedDocumentString(`
    fragment Placement on Placement {
  item_id
  step
  x
  y
  z
  length
  width
  height
  vertical
  turned
}
    `, {"fragmentName":"Placement"}) as unknown as TypedDocumentString<PlacementFragment, unknown>;
export const LoadedUnitFragmentDoc = new TypedDocumentString(`
    fragment LoadedUnit on PlannedUnit {
  number
  code
  length
  width
  height
  max_payload
  pieces
  volume_utilisation
  weight_utilisation
  weight
  centre_of_gravity {
    x
    y
    z
  }
  cog_offset {
    x
    y
  }
  warnings {
    code
    message
  }
  placements {
    ...Placement
  }
}
    fragment Placement on Placement {
  item_id
  step
  x
  y
  z
  length
  width
  height
  vertical
  turned
}`, {"fragmentName":"LoadedUnit"}) as unknown as TypedDocumentString<LoadedUnitFragment, unknown>;
export const PlanFragmentDoc = new TypedDocumentString(`
    fragment Plan on Plan {
  id
  name
  revision
  created_at
  updated_at
  cargo {
    id
    length
    width
    height
    weight
    quantity
    upright
    stackable
    max_load
    fragile
    stop
    must_ship
  }
  equipment {
    code
    count
    custom {
      name
      length
      width
      height
      door_width
      door_height
      max_payload
    }
  }
  options {
    time_budget_ms
    seed
    min_support
  }
  summary {
    ...PlanSummary
  }
  units {
    ...LoadedUnit
  }
  unplaced {
    item_id
    quantity
    reason
  }
  elapsed_ms
}
    fragment PlanSummary on PlanSummary {
  units
  pieces_placed
  pieces_unplaced
  volume_utilisation
}
fragment Placement on Placement {
  item_id
  step
  x
  y
  z
  length
  width
  height
  vertical
  turned
}
fragment LoadedUnit on PlannedUnit {
  number
  code
  length
  width
  height
  max_payload
  pieces
  volume_utilisation
  weight_utilisation
  weight
  centre_of_gravity {
    x
    y
    z
  }
  cog_offset {
    x
    y
  }
  warnings {
    code
    message
  }
  placements {
    ...Placement
  }
}`, {"fragmentName":"Plan"}) as unknown as TypedDocumentString<PlanFragment, unknown>;
export const ListedPlanFragmentDoc = new TypedDocumentString(`
    fragment ListedPlan on Plan {
  id
  name
  revision
  created_at
  updated_at
  summary {
    ...PlanSummary
  }
}
    fragment PlanSummary on PlanSummary {
  units
  pieces_placed
  pieces_unplaced
  volume_utilisation
}`, {"fragmentName":"ListedPlan"}) as unknown as TypedDocumentString<ListedPlanFragment, unknown>;
export const LoadPlansRowFragmentDoc = new TypedDocumentString(`
    fragment LoadPlansRow on Plan {
  id
  name
  revision
  summary {
    units
    pieces_placed
    pieces_unplaced
    volume_utilisation
  }
  elapsed_ms
  cargo {
    id
    length
    width
    height
    weight
    quantity
    upright
    stackable
    max_load
    fragile
    stop
    must_ship
  }
  equipment {
    code
    count
    custom {
      name
      length
      width
      height
      door_width
      door_height
      max_payload
    }
  }
  unplaced {
    item_id
    quantity
    reason
  }
  created_at
  updated_at
}
    `, {"fragmentName":"LoadPlansRow"}) as unknown as TypedDocumentString<LoadPlansRowFragment, unknown>;
export const PlanEventFragmentDoc = new TypedDocumentString(`
    fragment PlanEvent on Plan {
  plan_id: id
  name
  revision
  units {
    code
    pieces
    volume_utilisation
  }
  summary {
    pieces_placed
    pieces_unplaced
    volume_utilisation
  }
  updated_at
}
    `, {"fragmentName":"PlanEvent"}) as unknown as TypedDocumentString<PlanEventFragment, unknown>;
export const LoadPlanUnitsRowFragmentDoc = new TypedDocumentString(`
    fragment LoadPlanUnitsRow on PlannedUnit {
  number
  code
  length
  width
  height
  max_payload
  pieces
  volume_utilisation
  weight_utilisation
  weight
  centre_of_gravity {
    cog_x: x
    cog_y: y
    cog_z: z
  }
  cog_offset {
    cog_offset_x: x
    cog_offset_y: y
  }
  warnings {
    code
    message
  }
}
    `, {"fragmentName":"LoadPlanUnitsRow"}) as unknown as TypedDocumentString<LoadPlanUnitsRowFragment, unknown>;
export const EquipmentFragmentDoc = new TypedDocumentString(`
    fragment Equipment on Equipment {
  code
  name
  kind
  length
  width
  height
  door_width
  door_height
  max_payload
}
    `, {"fragmentName":"Equipment"}) as unknown as TypedDocumentString<EquipmentFragment, unknown>;
export const PredictedArrivalFragmentDoc = new TypedDocumentString(`
    fragment PredictedArrival on PredictedArrival {
  p10
  p50
  p90
  carrier_eta
  delta_hours
  computed_at
  basis
}
    `, {"fragmentName":"PredictedArrival"}) as unknown as TypedDocumentString<PredictedArrivalFragment, unknown>;
export const VesselPositionFragmentDoc = new TypedDocumentString(`
    fragment VesselPosition on VesselPosition {
  imo
  name
  lat
  lng
  speed_knots
  heading_deg
  nav_status
  position_updated_at
  position_fix_at
  position_age_hours
  position_freshness
}
    `, {"fragmentName":"VesselPosition"}) as unknown as TypedDocumentString<VesselPositionFragment, unknown>;
export const ContainerRecordFragmentDoc = new TypedDocumentString(`
    fragment ContainerRecord on Container {
  id
  org_id
  identifier
  identifier_type
  carrier_code
  carrier_name
  tags {
    name
  }
  status
  eta
  eta_is_estimated
  predicted_arrival {
    ...PredictedArrival
  }
  planned_departure_at
  current_vessel_imo
  poll_priority
  demurrage_at_risk
  demurrage_accrued_usd
  demurrage_last_free_day
  customs_hold_reason
  customs_hold_since
  origin_unlocode
  destination_unlocode
  destination_name
  container_size
  equipment_type
  iso_type_code
  equipment_owner
  equipment_lessor
  lessee_name
  lessor_status
  lessor_checked_at
  lessor_contract_number
  lessor_contract_type
  equipment_manufacturer
  carrier_hint_code
  connector_status
  connector_notify_requested_at
  redelivery_reference
  redelivery_date
  redelivery_location
  redelivery_yard
  last_polled_at
  added_at
  archived_at
  archived_reason
  unresolvable_since
  unresolved_reason
  route_alert
  source
  delay_bars {
    stage
    port
    days_late
  }
  route_ports {
    unlocode
    name
    role
  }
  is_demo
  vessel_position {
    ...VesselPosition
  }
}
    fragment VesselPosition on VesselPosition {
  imo
  name
  lat
  lng
  speed_knots
  heading_deg
  nav_status
  position_updated_at
  position_fix_at
  position_age_hours
  position_freshness
}
fragment PredictedArrival on PredictedArrival {
  p10
  p50
  p90
  carrier_eta
  delta_hours
  computed_at
  basis
}`, {"fragmentName":"ContainerRecord"}) as unknown as TypedDocumentString<ContainerRecordFragment, unknown>;
export const TimelineEventFragmentDoc = new TypedDocumentString(`
    fragment TimelineEvent on TimelineEvent {
  type
  classifier
  is_actual
  label
  timestamp
  event_local_datetime
  utc_offset_minutes
  event_timezone
  location
  location_name
  facility_name
  container_number
  vessel_name
  vessel_imo
}
    `, {"fragmentName":"TimelineEvent"}) as unknown as TypedDocumentString<TimelineEventFragment, unknown>;
export const LookupRecordFragmentDoc = new TypedDocumentString(`
    fragment LookupRecord on LookupRecord {
  id
  container_number
  bl_number
  booking_number
  identifier
  identifier_type
  container_size
  equipment_type
  iso_type_code
  child_containers {
    container_number
    iso_type_code
    container_size
    equipment_type
    status
    eta
    events {
      ...TimelineEvent
    }
  }
  status
  carrier
  vessel_name
  vessel_imo
  vessel_position {
    ...VesselPosition
  }
  origin_name
  destination_name
  eta
  eta_confidence_pct
  predicted_arrival {
    ...PredictedArrival
  }
  last_updated_at
  last_updated_source
  last_polled_at
  last_ais_fix_at
  field_provenance
  demurrage_free_days_left
  ai_narrative
  events {
    ...TimelineEvent
  }
}
    fragment VesselPosition on VesselPosition {
  imo
  name
  lat
  lng
  speed_knots
  heading_deg
  nav_status
  position_updated_at
  position_fix_at
  position_age_hours
  position_freshness
}
fragment TimelineEvent on TimelineEvent {
  type
  classifier
  is_actual
  label
  timestamp
  event_local_datetime
  utc_offset_minutes
  event_timezone
  location
  location_name
  facility_name
  container_number
  vessel_name
  vessel_imo
}
fragment PredictedArrival on PredictedArrival {
  p10
  p50
  p90
  carrier_eta
  delta_hours
  computed_at
  basis
}`, {"fragmentName":"LookupRecord"}) as unknown as TypedDocumentString<LookupRecordFragment, unknown>;
export const DemurrageReportFragmentDoc = new TypedDocumentString(`
    fragment DemurrageReport on DemurrageReportRecord {
  total_at_risk_usd
  containers_at_risk
  unassessable_containers
  coverage_note
  assessed_containers
  uncosted_containers
  candidates_considered
  truncated
  items
}
    `, {"fragmentName":"DemurrageReport"}) as unknown as TypedDocumentString<DemurrageReportFragment, unknown>;
export const DemurrageTermsFragmentDoc = new TypedDocumentString(`
    fragment DemurrageTerms on DemurrageTerms {
  id
  carrier_code
  port
  lane
  free_days
  tiers {
    from_day
    to_day
    daily_rate_usd
  }
  label
  created_at
  updated_at
}
    `, {"fragmentName":"DemurrageTerms"}) as unknown as TypedDocumentString<DemurrageTermsFragment, unknown>;
export const TermsFilingFragmentDoc = new TypedDocumentString(`
    fragment TermsFiling on DemurrageTermsFiling {
  id
  carrier_code
  port
  lane
  free_days
  tiers {
    from_day
    to_day
    daily_rate_usd
  }
  label
  created_at
  updated_at
  replaced
  boxes_covered
}
    `, {"fragmentName":"TermsFiling"}) as unknown as TypedDocumentString<TermsFilingFragment, unknown>;
export const QuotaFragmentDoc = new TypedDocumentString(`
    fragment Quota on Quota {
  total
  used
  remaining
}
    `, {"fragmentName":"Quota"}) as unknown as TypedDocumentString<QuotaFragment, unknown>;
export const UsageFragmentDoc = new TypedDocumentString(`
    fragment Usage on OceanUsage {
  plan
  period
  unique_shipments {
    ...Quota
  }
  container_slots {
    ...Quota
  }
  payg_price_usd
  payg_spend_cap_usd
  payg_spent_usd
}
    fragment Quota on Quota {
  total
  used
  remaining
}`, {"fragmentName":"Usage"}) as unknown as TypedDocumentString<UsageFragment, unknown>;
export const PublicTrackingFragmentDoc = new TypedDocumentString(`
    fragment PublicTracking on PublicTrackRecord {
  identifier
  identifier_type
  carrier
  status
  container_numbers
  origin_unlocode
  destination_unlocode
  origin_name
  destination_name
  eta
  eta_is_estimated
  vessel_name
  vessel_imo
  as_of
  events {
    type
    classifier
    is_actual
    label
    timestamp
    event_local_datetime
    utc_offset_minutes
    event_timezone
    location
    location_name
    facility_name
    container_number
  }
}
    `, {"fragmentName":"PublicTracking"}) as unknown as TypedDocumentString<PublicTrackingFragment, unknown>;
export const IndexMembershipFragmentDoc = new TypedDocumentString(`
    fragment IndexMembership on IndexMembership {
  code
  name
  weight
  share
}
    `, {"fragmentName":"IndexMembership"}) as unknown as TypedDocumentString<IndexMembershipFragment, unknown>;
export const MarketRateFragmentDoc = new TypedDocumentString(`
    fragment MarketRate on MarketRate {
  equipment
  rate_type
  date
  status
  count
  minimum_count
  currency
  p10
  p25
  p50
  p75
  p90
  mean
  min
  max
}
    `, {"fragmentName":"MarketRate"}) as unknown as TypedDocumentString<MarketRateFragment, unknown>;
export const RateLaneSummaryFragmentDoc = new TypedDocumentString(`
    fragment RateLaneSummary on Lane {
  origin
  destination
  origin_region
  destination_region
  equipment
  indices {
    ...IndexMembership
  }
  market_rates {
    ...MarketRate
  }
}
    fragment MarketRate on MarketRate {
  equipment
  rate_type
  date
  status
  count
  minimum_count
  currency
  p10
  p25
  p50
  p75
  p90
  mean
  min
  max
}
fragment IndexMembership on IndexMembership {
  code
  name
  weight
  share
}`, {"fragmentName":"RateLaneSummary"}) as unknown as TypedDocumentString<RateLaneSummaryFragment, unknown>;
export const RateLaneFragmentDoc = new TypedDocumentString(`
    fragment RateLane on Lane {
  origin
  destination
  origin_region
  destination_region
  equipment
  indices {
    ...IndexMembership
  }
  market_rate(equipment: $equipment, rate_type: $rate_type, date: $date) {
    ...MarketRate
  }
}
    fragment MarketRate on MarketRate {
  equipment
  rate_type
  date
  status
  count
  minimum_count
  currency
  p10
  p25
  p50
  p75
  p90
  mean
  min
  max
}
fragment IndexMembership on IndexMembership {
  code
  name
  weight
  share
}`, {"fragmentName":"RateLane"}) as unknown as TypedDocumentString<RateLaneFragment, unknown>;
export const RateHistoryFragmentDoc = new TypedDocumentString(`
    fragment RateHistory on LaneHistory {
  origin
  destination
  equipment
  rate_type
  from
  to
  bucket
  currency
  points_json
}
    `, {"fragmentName":"RateHistory"}) as unknown as TypedDocumentString<RateHistoryFragment, unknown>;
export const HistoryPointFragmentDoc = new TypedDocumentString(`
    fragment HistoryPoint on HistoryPoint {
  date
  count
  days
  p10
  p25
  p50
  p75
  p90
  mean
  min
  max
}
    `, {"fragmentName":"HistoryPoint"}) as unknown as TypedDocumentString<HistoryPointFragment, unknown>;
export const MoneyFragmentDoc = new TypedDocumentString(`
    fragment Money on Money {
  amount
  currency
}
    `, {"fragmentName":"Money"}) as unknown as TypedDocumentString<MoneyFragment, unknown>;
export const RateObservationFragmentDoc = new TypedDocumentString(`
    fragment RateObservation on Observation {
  id
  origin
  destination
  equipment
  rate_type
  source_kind
  source
  valid_from
  valid_to
  observed_at
  base_ocean_freight {
    ...Money
  }
  surcharges {
    code
    amount
    currency
  }
  all_in {
    ...Money
  }
  all_in_usd
  fx_date
  feed
}
    fragment Money on Money {
  amount
  currency
}`, {"fragmentName":"RateObservation"}) as unknown as TypedDocumentString<RateObservationFragment, unknown>;
export const RateIndexFragmentDoc = new TypedDocumentString(`
    fragment RateIndex on RateIndex {
  code
  name
  description
  equipment
  currency
  base_date
  date
  value_usd
  week_over_week_pct
  year_over_year_pct
  components {
    origin
    destination
    weight
    share
  }
}
    `, {"fragmentName":"RateIndex"}) as unknown as TypedDocumentString<RateIndexFragment, unknown>;
export const RateIndexWithHistoryFragmentDoc = new TypedDocumentString(`
    fragment RateIndexWithHistory on RateIndex {
  ...RateIndex
  history {
    date
    value_usd
  }
}
    fragment RateIndex on RateIndex {
  code
  name
  description
  equipment
  currency
  base_date
  date
  value_usd
  week_over_week_pct
  year_over_year_pct
  components {
    origin
    destination
    weight
    share
  }
}`, {"fragmentName":"RateIndexWithHistory"}) as unknown as TypedDocumentString<RateIndexWithHistoryFragment, unknown>;
export const SchedulesUsagePeriodFragmentDoc = new TypedDocumentString(`
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
    `, {"fragmentName":"SchedulesUsagePeriod"}) as unknown as TypedDocumentString<SchedulesUsagePeriodFragment, unknown>;
export const SchedulesCountersFragmentDoc = new TypedDocumentString(`
    fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}`, {"fragmentName":"SchedulesCounters"}) as unknown as TypedDocumentString<SchedulesCountersFragment, unknown>;
export const SchedulesUsageFragmentDoc = new TypedDocumentString(`
    fragment SchedulesUsage on ScheduleUsage {
  plan
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}`, {"fragmentName":"SchedulesUsage"}) as unknown as TypedDocumentString<SchedulesUsageFragment, unknown>;
export const SailingRouteFragmentDoc = new TypedDocumentString(`
    fragment SailingRoute on SailingRoute {
  id
  carrier_code
  carrier_name
  direct
  transshipments
  transshipment_ports
  origin
  destination
  departure_at
  arrival_at
  transit_days
  slipped
  cutoffs {
    documentation_at
    vgm_at
    port_at
  }
  legs {
    sequence
    sailing_id
    carrier_code
    service_code
    service_name
    vessel_imo
    vessel_name
    voyage
    origin
    destination
    departure_at
    arrival_at
    scheduled_departure_at
    scheduled_arrival_at
    slip_hours
  }
}
    `, {"fragmentName":"SailingRoute"}) as unknown as TypedDocumentString<SailingRouteFragment, unknown>;
export const RouteSearchPageFragmentDoc = new TypedDocumentString(`
    fragment RouteSearchPage on RouteSearch {
  origin
  destination
  from
  to
  direct_only
  scacs
  total
  page
  limit
  has_more
  next_cursor
  later_page
  items {
    ...SailingRoute
  }
}
    fragment SailingRoute on SailingRoute {
  id
  carrier_code
  carrier_name
  direct
  transshipments
  transshipment_ports
  origin
  destination
  departure_at
  arrival_at
  transit_days
  slipped
  cutoffs {
    documentation_at
    vgm_at
    port_at
  }
  legs {
    sequence
    sailing_id
    carrier_code
    service_code
    service_name
    vessel_imo
    vessel_name
    voyage
    origin
    destination
    departure_at
    arrival_at
    scheduled_departure_at
    scheduled_arrival_at
    slip_hours
  }
}`, {"fragmentName":"RouteSearchPage"}) as unknown as TypedDocumentString<RouteSearchPageFragment, unknown>;
export const SailingsPageFragmentDoc = new TypedDocumentString(`
    fragment SailingsPage on RouteSearch {
  origin
  destination
  from
  to
  total
  page
  has_more
  next_cursor
  later_page
  items {
    ...SailingRoute
  }
}
    fragment SailingRoute on SailingRoute {
  id
  carrier_code
  carrier_name
  direct
  transshipments
  transshipment_ports
  origin
  destination
  departure_at
  arrival_at
  transit_days
  slipped
  cutoffs {
    documentation_at
    vgm_at
    port_at
  }
  legs {
    sequence
    sailing_id
    carrier_code
    service_code
    service_name
    vessel_imo
    vessel_name
    voyage
    origin
    destination
    departure_at
    arrival_at
    scheduled_departure_at
    scheduled_arrival_at
    slip_hours
  }
}`, {"fragmentName":"SailingsPage"}) as unknown as TypedDocumentString<SailingsPageFragment, unknown>;
export const LeagueEntryFragmentDoc = new TypedDocumentString(`
    fragment LeagueEntry on LeagueEntry {
  rank
  ranked
  provisional
  carrier_code
  carrier_name
  on_time_pct
  observations
}
    `, {"fragmentName":"LeagueEntry"}) as unknown as TypedDocumentString<LeagueEntryFragment, unknown>;
export const LeagueFragmentDoc = new TypedDocumentString(`
    fragment League on CarrierLeague {
  min_obs
  total
  ranked_total
  carriers {
    ...LeagueEntry
  }
}
    fragment LeagueEntry on LeagueEntry {
  rank
  ranked
  provisional
  carrier_code
  carrier_name
  on_time_pct
  observations
}`, {"fragmentName":"League"}) as unknown as TypedDocumentString<LeagueFragment, unknown>;
export const LaneReliabilityTableFragmentDoc = new TypedDocumentString(`
    fragment LaneReliabilityTable on LaneReliability {
  origin
  destination
  window_from
  window_to
  tolerance_hours
  min_obs
  observations
  on_time_pct
  carriers {
    rank
    ranked
    provisional
    carrier_code
    carrier_name
    on_time_pct
    observations
    on_time
    avg_delay_hours
  }
  prediction_horizon_days
  prediction_sample_size
  prediction_mae_hours
  carrier_eta_mae_hours
}
    `, {"fragmentName":"LaneReliabilityTable"}) as unknown as TypedDocumentString<LaneReliabilityTableFragment, unknown>;
export const CongestionBoardFragmentDoc = new TypedDocumentString(`
    fragment CongestionBoard on CongestionLeaderboard {
  level
  total
  limit
  items {
    rank
    port
    port_name
    wait_hours
    at_anchor
    at_berth
    level
    observed_at
  }
}
    `, {"fragmentName":"CongestionBoard"}) as unknown as TypedDocumentString<CongestionBoardFragment, unknown>;
export const ReliabilityFiguresFragmentDoc = new TypedDocumentString(`
    fragment ReliabilityFigures on ReliabilityFigures {
  on_time_pct
  observations
  on_time
  avg_delay_hours
  provisional
  window_days
  tolerance_hours
}
    `, {"fragmentName":"ReliabilityFigures"}) as unknown as TypedDocumentString<ReliabilityFiguresFragment, unknown>;
export const CarrierRecordFragmentDoc = new TypedDocumentString(`
    fragment CarrierRecord on CarrierReliabilityReport {
  carrier_code
  carrier_name
  window_from
  window_to
  tolerance_hours
  min_obs
  overall {
    ...ReliabilityFigures
  }
  league {
    ...LeagueEntry
  }
  lane {
    ...ReliabilityFigures
  }
  upcoming_sailings
}
    fragment LeagueEntry on LeagueEntry {
  rank
  ranked
  provisional
  carrier_code
  carrier_name
  on_time_pct
  observations
}
fragment ReliabilityFigures on ReliabilityFigures {
  on_time_pct
  observations
  on_time
  avg_delay_hours
  provisional
  window_days
  tolerance_hours
}`, {"fragmentName":"CarrierRecord"}) as unknown as TypedDocumentString<CarrierRecordFragment, unknown>;
export const RankedSailingsFragmentDoc = new TypedDocumentString(`
    fragment RankedSailings on BestSailings {
  origin
  destination
  ready_at
  weights {
    transit
    reliability
    cutoff
  }
  considered
  items {
    rank
    score
    transit_score
    reliability_score
    cutoff_score
    reliability_basis
    on_time_pct
    cutoff_slack_hours
    route {
      ...SailingRoute
    }
  }
}
    fragment SailingRoute on SailingRoute {
  id
  carrier_code
  carrier_name
  direct
  transshipments
  transshipment_ports
  origin
  destination
  departure_at
  arrival_at
  transit_days
  slipped
  cutoffs {
    documentation_at
    vgm_at
    port_at
  }
  legs {
    sequence
    sailing_id
    carrier_code
    service_code
    service_name
    vessel_imo
    vessel_name
    voyage
    origin
    destination
    departure_at
    arrival_at
    scheduled_departure_at
    scheduled_arrival_at
    slip_hours
  }
}`, {"fragmentName":"RankedSailings"}) as unknown as TypedDocumentString<RankedSailingsFragment, unknown>;
export const LaneTransitTimesFragmentDoc = new TypedDocumentString(`
    fragment LaneTransitTimes on TransitTime {
  origin
  destination
  window_from
  window_to
  sailings
  fastest_days
  median_days
  slowest_days
  carriers {
    carrier_code
    carrier_name
    sailings
    direct_sailings
    fastest_days
    median_days
    slowest_days
    observed_voyages
    observed_median_days
  }
}
    `, {"fragmentName":"LaneTransitTimes"}) as unknown as TypedDocumentString<LaneTransitTimesFragment, unknown>;
export const CongestionReadingFragmentDoc = new TypedDocumentString(`
    fragment CongestionReading on PortCongestion {
  port
  port_name
  wait_hours
  at_anchor
  at_berth
  level
  observed_at
}
    `, {"fragmentName":"CongestionReading"}) as unknown as TypedDocumentString<CongestionReadingFragment, unknown>;
export const LanesComparedFragmentDoc = new TypedDocumentString(`
    fragment LanesCompared on LaneComparison {
  from
  to
  lanes {
    origin
    destination
    sailings
    direct_sailings
    carriers
    next_departure_at
    fastest_transit_days
    median_transit_days
    on_time_pct
    observations
    destination_congestion {
      ...CongestionReading
    }
  }
}
    fragment CongestionReading on PortCongestion {
  port
  port_name
  wait_hours
  at_anchor
  at_berth
  level
  observed_at
}`, {"fragmentName":"LanesCompared"}) as unknown as TypedDocumentString<LanesComparedFragment, unknown>;
export const MonthExposureFragmentDoc = new TypedDocumentString(`
    fragment MonthExposure on MonthExposure {
  month
  name
  exposure
  level
}
    `, {"fragmentName":"MonthExposure"}) as unknown as TypedDocumentString<MonthExposureFragment, unknown>;
export const StormExposureFragmentDoc = new TypedDocumentString(`
    fragment StormExposure on StormExposure {
  origin
  destination
  route {
    source
    ports
    distance_km
    unplaced_ports
  }
  basins {
    code
    name
    season
    share_of_route
    distance_km
    monthly_index
    peak_months
  }
  monthly {
    ...MonthExposure
  }
  peak_month {
    ...MonthExposure
  }
  month {
    ...MonthExposure
  }
  annual_mean_exposure
  level
}
    fragment MonthExposure on MonthExposure {
  month
  name
  exposure
  level
}`, {"fragmentName":"StormExposure"}) as unknown as TypedDocumentString<StormExposureFragment, unknown>;
export const OceanLineFragmentDoc = new TypedDocumentString(`
    fragment OceanLine on Carrier {
  scac
  name
  website
  upcoming_sailings
}
    `, {"fragmentName":"OceanLine"}) as unknown as TypedDocumentString<OceanLineFragment, unknown>;
export const FoundPortFragmentDoc = new TypedDocumentString(`
    fragment FoundPort on Port {
  unlocode
  name
  city
  country
  country_code
  lat
  lng
  timezone
}
    `, {"fragmentName":"FoundPort"}) as unknown as TypedDocumentString<FoundPortFragment, unknown>;
export const WebhookEndpointFragmentDoc = new TypedDocumentString(`
    fragment WebhookEndpoint on WebhookEndpoint {
  id
  url
  event_types
  description
  active
  failure_count
  last_delivery_at
  created_at
}
    `, {"fragmentName":"WebhookEndpoint"}) as unknown as TypedDocumentString<WebhookEndpointFragment, unknown>;
export const DeliveryFragmentDoc = new TypedDocumentString(`
    fragment Delivery on WebhookDelivery {
  id
  event_type
  status
  attempt_count
  last_status_code
  last_error
  created_at
  delivered_at
  next_attempt_at
}
    `, {"fragmentName":"Delivery"}) as unknown as TypedDocumentString<DeliveryFragment, unknown>;
export const WebhookEndpointDetailFragmentDoc = new TypedDocumentString(`
    fragment WebhookEndpointDetail on WebhookEndpoint {
  ...WebhookEndpoint
  recent_deliveries {
    ...Delivery
  }
}
    fragment WebhookEndpoint on WebhookEndpoint {
  id
  url
  event_types
  description
  active
  failure_count
  last_delivery_at
  created_at
}
fragment Delivery on WebhookDelivery {
  id
  event_type
  status
  attempt_count
  last_status_code
  last_error
  created_at
  delivered_at
  next_attempt_at
}`, {"fragmentName":"WebhookEndpointDetail"}) as unknown as TypedDocumentString<WebhookEndpointDetailFragment, unknown>;
export const RegisteredWebhookEndpointFragmentDoc = new TypedDocumentString(`
    fragment RegisteredWebhookEndpoint on RegisteredWebhook {
  id
  url
  event_types
  description
  active
  created_at
  secret
}
    `, {"fragmentName":"RegisteredWebhookEndpoint"}) as unknown as TypedDocumentString<RegisteredWebhookEndpointFragment, unknown>;
export const UpdatedWebhookEndpointFragmentDoc = new TypedDocumentString(`
    fragment UpdatedWebhookEndpoint on WebhookEndpoint {
  id
  url
  event_types
  description
  active
}
    `, {"fragmentName":"UpdatedWebhookEndpoint"}) as unknown as TypedDocumentString<UpdatedWebhookEndpointFragment, unknown>;
export const WebhookDeletedFragmentDoc = new TypedDocumentString(`
    fragment WebhookDeleted on WebhookDeletion {
  id
  deleted
}
    `, {"fragmentName":"WebhookDeleted"}) as unknown as TypedDocumentString<WebhookDeletedFragment, unknown>;
export const WebhookTestQueuedFragmentDoc = new TypedDocumentString(`
    fragment WebhookTestQueued on WebhookTest {
  id
  test_queued
}
    `, {"fragmentName":"WebhookTestQueued"}) as unknown as TypedDocumentString<WebhookTestQueuedFragment, unknown>;
export const WebhookResendQueuedFragmentDoc = new TypedDocumentString(`
    fragment WebhookResendQueued on WebhookResend {
  id
  endpoint_id
  resend_queued
}
    `, {"fragmentName":"WebhookResendQueued"}) as unknown as TypedDocumentString<WebhookResendQueuedFragment, unknown>;
export const RotatedWebhookSecretFragmentDoc = new TypedDocumentString(`
    fragment RotatedWebhookSecret on WebhookSecretRotation {
  id
  secret
  previous_secret_expires_at
}
    `, {"fragmentName":"RotatedWebhookSecret"}) as unknown as TypedDocumentString<RotatedWebhookSecretFragment, unknown>;
export const TrackWaybillDocument = new TypedDocumentString(`
    mutation TrackWaybill($awb: String!, $force: Boolean!) {
  track_waybill(awb: $awb, force_update: $force) {
    data {
      waybill_json
    }
    metadata {
      ...TrackMetadata
    }
  }
}
    fragment Airline on AirlineInfo {
  name
  prefix
  iata_code
  icao_code
  url
}
fragment TrackMetadata on TrackMetadata {
  status_code
  airline {
    ...Airline
  }
  updated_at
  last_updated_at
  from_cache
  cache_expires
}`) as unknown as TypedDocumentString<TrackWaybillMutation, TrackWaybillMutationVariables>;
export const AircraftPositionsDocument = new TypedDocumentString(`
    query AircraftPositions($flight: String!) {
  aircraft_positions(flight_number: $flight) {
    ...AircraftPosition
  }
}
    fragment AircraftPosition on AircraftPosition {
  callsign
  registration
  icao24_hex
  aircraft_type
  lat
  lon
  alt_ft
  ground_speed_kt
  heading
  vertical_rate_fpm
  operator_iata
  seen_at
}`) as unknown as TypedDocumentString<AircraftPositionsQuery, AircraftPositionsQueryVariables>;
export const AirlineByPrefixDocument = new TypedDocumentString(`
    query AirlineByPrefix($prefix: String!) {
  airline_by_prefix(prefix: $prefix) {
    ...Airline
  }
}
    fragment Airline on AirlineInfo {
  name
  prefix
  iata_code
  icao_code
  url
}`) as unknown as TypedDocumentString<AirlineByPrefixQuery, AirlineByPrefixQueryVariables>;
export const ShippingLanesDocument = new TypedDocumentString(`
    query ShippingLanes {
  shipping_lanes {
    origin
    destination
    tracked_since
  }
}
    `) as unknown as TypedDocumentString<ShippingLanesQuery, ShippingLanesQueryVariables>;
export const ContainerLanesDocument = new TypedDocumentString(`
    query ContainerLanes($equipment: String!, $days: [RateLaneDay!]!, $lanes: [ReliabilityLane!]!) {
  rate_lane_days(equipment: $equipment, days: $days) {
    ...ContainerLaneRate
  }
  lane_reliabilities(lanes: $lanes) {
    ...ContainerLaneReliability
  }
}
    fragment ContainerLaneRate on MarketRate {
  status
  count
  p25
  p50
  p75
}
fragment ContainerLaneReliability on LaneReliability {
  on_time_pct
  observations
  carriers {
    carrier_code
    on_time_pct
    observations
    rank
  }
}`) as unknown as TypedDocumentString<ContainerLanesQuery, ContainerLanesQueryVariables>;
export const PlanDocument = new TypedDocumentString(`
    query Plan($id: ID!) {
  plan(id: $id) {
    ...Plan
  }
}
    fragment PlanSummary on PlanSummary {
  units
  pieces_placed
  pieces_unplaced
  volume_utilisation
}
fragment Placement on Placement {
  item_id
  step
  x
  y
  z
  length
  width
  height
  vertical
  turned
}
fragment LoadedUnit on PlannedUnit {
  number
  code
  length
  width
  height
  max_payload
  pieces
  volume_utilisation
  weight_utilisation
  weight
  centre_of_gravity {
    x
    y
    z
  }
  cog_offset {
    x
    y
  }
  warnings {
    code
    message
  }
  placements {
    ...Placement
  }
}
fragment Plan on Plan {
  id
  name
  revision
  created_at
  updated_at
  cargo {
    id
    length
    width
    height
    weight
    quantity
    upright
    stackable
    max_load
    fragile
    stop
    must_ship
  }
  equipment {
    code
    count
    custom {
      name
      length
      width
      height
      door_width
      door_height
      max_payload
    }
  }
  options {
    time_budget_ms
    seed
    min_support
  }
  summary {
    ...PlanSummary
  }
  units {
    ...LoadedUnit
  }
  unplaced {
    item_id
    quantity
    reason
  }
  elapsed_ms
}`) as unknown as TypedDocumentString<PlanQuery, PlanQueryVariables>;
export const CreatePlanDocument = new TypedDocumentString(`
    mutation CreatePlan($input: PlanRequestInput!) {
  create_plan(input: $input) {
    ...Plan
  }
}
    fragment PlanSummary on PlanSummary {
  units
  pieces_placed
  pieces_unplaced
  volume_utilisation
}
fragment Placement on Placement {
  item_id
  step
  x
  y
  z
  length
  width
  height
  vertical
  turned
}
fragment LoadedUnit on PlannedUnit {
  number
  code
  length
  width
  height
  max_payload
  pieces
  volume_utilisation
  weight_utilisation
  weight
  centre_of_gravity {
    x
    y
    z
  }
  cog_offset {
    x
    y
  }
  warnings {
    code
    message
  }
  placements {
    ...Placement
  }
}
fragment Plan on Plan {
  id
  name
  revision
  created_at
  updated_at
  cargo {
    id
    length
    width
    height
    weight
    quantity
    upright
    stackable
    max_load
    fragile
    stop
    must_ship
  }
  equipment {
    code
    count
    custom {
      name
      length
      width
      height
      door_width
      door_height
      max_payload
    }
  }
  options {
    time_budget_ms
    seed
    min_support
  }
  summary {
    ...PlanSummary
  }
  units {
    ...LoadedUnit
  }
  unplaced {
    item_id
    quantity
    reason
  }
  elapsed_ms
}`) as unknown as TypedDocumentString<CreatePlanMutation, CreatePlanMutationVariables>;
export const PlanPageDocument = new TypedDocumentString(`
    query PlanPage($limit: Int, $cursor: String) {
  plan_page(limit: $limit, cursor: $cursor) {
    items {
      ...ListedPlan
    }
    next_cursor
  }
}
    fragment PlanSummary on PlanSummary {
  units
  pieces_placed
  pieces_unplaced
  volume_utilisation
}
fragment ListedPlan on Plan {
  id
  name
  revision
  created_at
  updated_at
  summary {
    ...PlanSummary
  }
}`) as unknown as TypedDocumentString<PlanPageQuery, PlanPageQueryVariables>;
export const UpdatePlanDocument = new TypedDocumentString(`
    mutation UpdatePlan($id: ID!, $input: PlanPatchInput!) {
  update_plan(id: $id, input: $input) {
    ...Plan
  }
}
    fragment PlanSummary on PlanSummary {
  units
  pieces_placed
  pieces_unplaced
  volume_utilisation
}
fragment Placement on Placement {
  item_id
  step
  x
  y
  z
  length
  width
  height
  vertical
  turned
}
fragment LoadedUnit on PlannedUnit {
  number
  code
  length
  width
  height
  max_payload
  pieces
  volume_utilisation
  weight_utilisation
  weight
  centre_of_gravity {
    x
    y
    z
  }
  cog_offset {
    x
    y
  }
  warnings {
    code
    message
  }
  placements {
    ...Placement
  }
}
fragment Plan on Plan {
  id
  name
  revision
  created_at
  updated_at
  cargo {
    id
    length
    width
    height
    weight
    quantity
    upright
    stackable
    max_load
    fragile
    stop
    must_ship
  }
  equipment {
    code
    count
    custom {
      name
      length
      width
      height
      door_width
      door_height
      max_payload
    }
  }
  options {
    time_budget_ms
    seed
    min_support
  }
  summary {
    ...PlanSummary
  }
  units {
    ...LoadedUnit
  }
  unplaced {
    item_id
    quantity
    reason
  }
  elapsed_ms
}`) as unknown as TypedDocumentString<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const DeletePlanDocument = new TypedDocumentString(`
    mutation DeletePlan($id: ID!) {
  delete_plan(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePlanMutation, DeletePlanMutationVariables>;
export const EquipmentCatalogueDocument = new TypedDocumentString(`
    query EquipmentCatalogue {
  equipment_catalogue {
    ...Equipment
  }
}
    fragment Equipment on Equipment {
  code
  name
  kind
  length
  width
  height
  door_width
  door_height
  max_payload
}`) as unknown as TypedDocumentString<EquipmentCatalogueQuery, EquipmentCatalogueQueryVariables>;
export const ListContainersDocument = new TypedDocumentString(`
    query ListContainers($limit: Int!, $cursor: String, $status: String, $tags: [String!], $archived: Boolean) {
  container_page(
    limit: $limit
    cursor: $cursor
    status: $status
    tags: $tags
    archived: $archived
  ) {
    items {
      record_json
    }
    has_more
    next_cursor
  }
}
    `) as unknown as TypedDocumentString<ListContainersQuery, ListContainersQueryVariables>;
export const AddContainerDocument = new TypedDocumentString(`
    mutation AddContainer($identifier: String!, $identifier_type: String, $carrier_code: String, $tags: [String!]) {
  add_container(
    identifier: $identifier
    identifier_type: $identifier_type
    carrier_code: $carrier_code
    tags: $tags
  ) {
    record_json
  }
}
    `) as unknown as TypedDocumentString<AddContainerMutation, AddContainerMutationVariables>;
export const DemurrageReportDocument = new TypedDocumentString(`
    query DemurrageReport {
  demurrage_report_record {
    ...DemurrageReport
  }
}
    fragment DemurrageReport on DemurrageReportRecord {
  total_at_risk_usd
  containers_at_risk
  unassessable_containers
  coverage_note
  assessed_containers
  uncosted_containers
  candidates_considered
  truncated
  items
}`) as unknown as TypedDocumentString<DemurrageReportQuery, DemurrageReportQueryVariables>;
export const LookupTrackedDocument = new TypedDocumentString(`
    query LookupTracked($identifier: String!) {
  container_lookup_record(identifier: $identifier) {
    record_json
  }
}
    `) as unknown as TypedDocumentString<LookupTrackedQuery, LookupTrackedQueryVariables>;
export const TrackContainerDocument = new TypedDocumentString(`
    mutation TrackContainer($identifier: String!) {
  track_container_record(identifier: $identifier) {
    record_json
  }
}
    `) as unknown as TypedDocumentString<TrackContainerMutation, TrackContainerMutationVariables>;
export const GetContainerDocument = new TypedDocumentString(`
    query GetContainer($id: ID!) {
  container(id: $id) {
    record_json
  }
}
    `) as unknown as TypedDocumentString<GetContainerQuery, GetContainerQueryVariables>;
export const UpdateContainerDocument = new TypedDocumentString(`
    mutation UpdateContainer($id: ID!, $patch: ContainerPatch!) {
  update_container(id: $id, patch: $patch) {
    record_json
  }
}
    `) as unknown as TypedDocumentString<UpdateContainerMutation, UpdateContainerMutationVariables>;
export const ArchiveContainerDocument = new TypedDocumentString(`
    mutation ArchiveContainer($id: ID!) {
  archive_container(id: $id) {
    record_json
  }
}
    `) as unknown as TypedDocumentString<ArchiveContainerMutation, ArchiveContainerMutationVariables>;
export const RecheckContainerDocument = new TypedDocumentString(`
    mutation RecheckContainer($id: ID!) {
  recheck_container(id: $id) {
    record_json
  }
}
    `) as unknown as TypedDocumentString<RecheckContainerMutation, RecheckContainerMutationVariables>;
export const FileDemurrageTermsDocument = new TypedDocumentString(`
    mutation FileDemurrageTerms($input: DemurrageTermsInput!) {
  file_demurrage_terms(input: $input) {
    ...TermsFiling
  }
}
    fragment TermsFiling on DemurrageTermsFiling {
  id
  carrier_code
  port
  lane
  free_days
  tiers {
    from_day
    to_day
    daily_rate_usd
  }
  label
  created_at
  updated_at
  replaced
  boxes_covered
}`) as unknown as TypedDocumentString<FileDemurrageTermsMutation, FileDemurrageTermsMutationVariables>;
export const ListDemurrageTermsDocument = new TypedDocumentString(`
    query ListDemurrageTerms {
  demurrage_terms_list {
    items {
      ...DemurrageTerms
    }
  }
}
    fragment DemurrageTerms on DemurrageTerms {
  id
  carrier_code
  port
  lane
  free_days
  tiers {
    from_day
    to_day
    daily_rate_usd
  }
  label
  created_at
  updated_at
}`) as unknown as TypedDocumentString<ListDemurrageTermsQuery, ListDemurrageTermsQueryVariables>;
export const GetUsageDocument = new TypedDocumentString(`
    query GetUsage {
  ocean_usage {
    ...Usage
  }
}
    fragment Quota on Quota {
  total
  used
  remaining
}
fragment Usage on OceanUsage {
  plan
  period
  unique_shipments {
    ...Quota
  }
  container_slots {
    ...Quota
  }
  payg_price_usd
  payg_spend_cap_usd
  payg_spent_usd
}`) as unknown as TypedDocumentString<GetUsageQuery, GetUsageQueryVariables>;
export const SetSpendCapDocument = new TypedDocumentString(`
    mutation SetSpendCap($usd: Float) {
  set_payg_spend_cap(usd: $usd) {
    ...Usage
  }
}
    fragment Quota on Quota {
  total
  used
  remaining
}
fragment Usage on OceanUsage {
  plan
  period
  unique_shipments {
    ...Quota
  }
  container_slots {
    ...Quota
  }
  payg_price_usd
  payg_spend_cap_usd
  payg_spent_usd
}`) as unknown as TypedDocumentString<SetSpendCapMutation, SetSpendCapMutationVariables>;
export const EventFeedDocument = new TypedDocumentString(`
    query EventFeed($filter: OceanEventFilter, $limit: Int!, $cursor: String, $sort: String) {
  ocean_event_feed(filter: $filter, limit: $limit, cursor: $cursor, sort: $sort) {
    items
    cursor
    next_cursor
  }
}
    `) as unknown as TypedDocumentString<EventFeedQuery, EventFeedQueryVariables>;
export const PublicTrackDocument = new TypedDocumentString(`
    query PublicTrack($identifier: String!) {
  public_track_record(identifier: $identifier) {
    ...PublicTracking
  }
}
    fragment PublicTracking on PublicTrackRecord {
  identifier
  identifier_type
  carrier
  status
  container_numbers
  origin_unlocode
  destination_unlocode
  origin_name
  destination_name
  eta
  eta_is_estimated
  vessel_name
  vessel_imo
  as_of
  events {
    type
    classifier
    is_actual
    label
    timestamp
    event_local_datetime
    utc_offset_minutes
    event_timezone
    location
    location_name
    facility_name
    container_number
  }
}`) as unknown as TypedDocumentString<PublicTrackQuery, PublicTrackQueryVariables>;
export const RateLanesDocument = new TypedDocumentString(`
    query RateLanes($origin: String, $destination: String, $region: String, $equipment: String, $limit: Int, $cursor: String) {
  rate_lanes(
    origin: $origin
    destination: $destination
    region: $region
    equipment: $equipment
    limit: $limit
    cursor: $cursor
  ) {
    lanes {
      ...RateLaneSummary
    }
    next_cursor
  }
}
    fragment MarketRate on MarketRate {
  equipment
  rate_type
  date
  status
  count
  minimum_count
  currency
  p10
  p25
  p50
  p75
  p90
  mean
  min
  max
}
fragment IndexMembership on IndexMembership {
  code
  name
  weight
  share
}
fragment RateLaneSummary on Lane {
  origin
  destination
  origin_region
  destination_region
  equipment
  indices {
    ...IndexMembership
  }
  market_rates {
    ...MarketRate
  }
}`) as unknown as TypedDocumentString<RateLanesQuery, RateLanesQueryVariables>;
export const RateLaneDocument = new TypedDocumentString(`
    query RateLane($origin: String!, $destination: String!, $equipment: String, $rate_type: String, $date: String) {
  rate_lane(origin: $origin, destination: $destination) {
    ...RateLane
  }
}
    fragment MarketRate on MarketRate {
  equipment
  rate_type
  date
  status
  count
  minimum_count
  currency
  p10
  p25
  p50
  p75
  p90
  mean
  min
  max
}
fragment IndexMembership on IndexMembership {
  code
  name
  weight
  share
}
fragment RateLane on Lane {
  origin
  destination
  origin_region
  destination_region
  equipment
  indices {
    ...IndexMembership
  }
  market_rate(equipment: $equipment, rate_type: $rate_type, date: $date) {
    ...MarketRate
  }
}`) as unknown as TypedDocumentString<RateLaneQuery, RateLaneQueryVariables>;
export const RateLaneHistoryDocument = new TypedDocumentString(`
    query RateLaneHistory($origin: String!, $destination: String!, $equipment: String, $rate_type: String, $from: String, $to: String, $bucket: String) {
  rate_lane_history(
    origin: $origin
    destination: $destination
    equipment: $equipment
    rate_type: $rate_type
    from: $from
    to: $to
    bucket: $bucket
  ) {
    ...RateHistory
  }
}
    fragment RateHistory on LaneHistory {
  origin
  destination
  equipment
  rate_type
  from
  to
  bucket
  currency
  points_json
}`) as unknown as TypedDocumentString<RateLaneHistoryQuery, RateLaneHistoryQueryVariables>;
export const RateObservationsDocument = new TypedDocumentString(`
    query RateObservations($origin: String, $destination: String, $equipment: String, $rate_type: String, $source: String, $from: String, $to: String, $limit: Int, $cursor: String) {
  rate_observations(
    origin: $origin
    destination: $destination
    equipment: $equipment
    rate_type: $rate_type
    source: $source
    from: $from
    to: $to
    limit: $limit
    cursor: $cursor
  ) {
    observations {
      ...RateObservation
    }
    next_cursor
  }
}
    fragment Money on Money {
  amount
  currency
}
fragment RateObservation on Observation {
  id
  origin
  destination
  equipment
  rate_type
  source_kind
  source
  valid_from
  valid_to
  observed_at
  base_ocean_freight {
    ...Money
  }
  surcharges {
    code
    amount
    currency
  }
  all_in {
    ...Money
  }
  all_in_usd
  fx_date
  feed
}`) as unknown as TypedDocumentString<RateObservationsQuery, RateObservationsQueryVariables>;
export const RateIndicesDocument = new TypedDocumentString(`
    query RateIndices($date: String) {
  rate_indices(date: $date) {
    ...RateIndex
  }
}
    fragment RateIndex on RateIndex {
  code
  name
  description
  equipment
  currency
  base_date
  date
  value_usd
  week_over_week_pct
  year_over_year_pct
  components {
    origin
    destination
    weight
    share
  }
}`) as unknown as TypedDocumentString<RateIndicesQuery, RateIndicesQueryVariables>;
export const RateIndexHistoryDocument = new TypedDocumentString(`
    query RateIndexHistory($code: String!, $from: String, $to: String) {
  rate_index(code: $code, from: $from, to: $to) {
    ...RateIndexWithHistory
  }
}
    fragment RateIndex on RateIndex {
  code
  name
  description
  equipment
  currency
  base_date
  date
  value_usd
  week_over_week_pct
  year_over_year_pct
  components {
    origin
    destination
    weight
    share
  }
}
fragment RateIndexWithHistory on RateIndex {
  ...RateIndex
  history {
    date
    value_usd
  }
}`) as unknown as TypedDocumentString<RateIndexHistoryQuery, RateIndexHistoryQueryVariables>;
export const SearchSchedulesDocument = new TypedDocumentString(`
    query SearchSchedules($kind: String, $origin: String!, $destination: String!, $from: String, $to: String, $scacs: [String!], $direct: Boolean, $limit: Int, $cursor: String) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: schedule_search(
    origin: $origin
    destination: $destination
    from: $from
    to: $to
    scacs: $scacs
    direct_only: $direct
    limit: $limit
    cursor: $cursor
    kind: $kind
  ) {
    ...RouteSearchPage
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment SailingRoute on SailingRoute {
  id
  carrier_code
  carrier_name
  direct
  transshipments
  transshipment_ports
  origin
  destination
  departure_at
  arrival_at
  transit_days
  slipped
  cutoffs {
    documentation_at
    vgm_at
    port_at
  }
  legs {
    sequence
    sailing_id
    carrier_code
    service_code
    service_name
    vessel_imo
    vessel_name
    voyage
    origin
    destination
    departure_at
    arrival_at
    scheduled_departure_at
    scheduled_arrival_at
    slip_hours
  }
}
fragment RouteSearchPage on RouteSearch {
  origin
  destination
  from
  to
  direct_only
  scacs
  total
  page
  limit
  has_more
  next_cursor
  later_page
  items {
    ...SailingRoute
  }
}`) as unknown as TypedDocumentString<SearchSchedulesQuery, SearchSchedulesQueryVariables>;
export const LaneReliabilityDocument = new TypedDocumentString(`
    query LaneReliability($kind: String, $origin: String!, $destination: String!, $scacs: [String!]) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: lane_reliability(
    origin: $origin
    destination: $destination
    scacs: $scacs
    kind: $kind
  ) {
    ...LaneReliabilityTable
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment LaneReliabilityTable on LaneReliability {
  origin
  destination
  window_from
  window_to
  tolerance_hours
  min_obs
  observations
  on_time_pct
  carriers {
    rank
    ranked
    provisional
    carrier_code
    carrier_name
    on_time_pct
    observations
    on_time
    avg_delay_hours
  }
  prediction_horizon_days
  prediction_sample_size
  prediction_mae_hours
  carrier_eta_mae_hours
}`) as unknown as TypedDocumentString<LaneReliabilityQuery, LaneReliabilityQueryVariables>;
export const LaneReliabilityKeylessDocument = new TypedDocumentString(`
    query LaneReliabilityKeyless($kind: String, $origin: String!, $destination: String!, $scacs: [String!]) {
  result: lane_reliability(
    origin: $origin
    destination: $destination
    scacs: $scacs
    kind: $kind
  ) {
    ...LaneReliabilityTable
  }
}
    fragment LaneReliabilityTable on LaneReliability {
  origin
  destination
  window_from
  window_to
  tolerance_hours
  min_obs
  observations
  on_time_pct
  carriers {
    rank
    ranked
    provisional
    carrier_code
    carrier_name
    on_time_pct
    observations
    on_time
    avg_delay_hours
  }
  prediction_horizon_days
  prediction_sample_size
  prediction_mae_hours
  carrier_eta_mae_hours
}`) as unknown as TypedDocumentString<LaneReliabilityKeylessQuery, LaneReliabilityKeylessQueryVariables>;
export const CarrierLeagueDocument = new TypedDocumentString(`
    query CarrierLeague($kind: String, $limit: Int) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: carrier_league(limit: $limit, kind: $kind) {
    ...League
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment LeagueEntry on LeagueEntry {
  rank
  ranked
  provisional
  carrier_code
  carrier_name
  on_time_pct
  observations
}
fragment League on CarrierLeague {
  min_obs
  total
  ranked_total
  carriers {
    ...LeagueEntry
  }
}`) as unknown as TypedDocumentString<CarrierLeagueQuery, CarrierLeagueQueryVariables>;
export const CarrierLeagueKeylessDocument = new TypedDocumentString(`
    query CarrierLeagueKeyless($kind: String, $limit: Int) {
  result: carrier_league(limit: $limit, kind: $kind) {
    ...League
  }
}
    fragment LeagueEntry on LeagueEntry {
  rank
  ranked
  provisional
  carrier_code
  carrier_name
  on_time_pct
  observations
}
fragment League on CarrierLeague {
  min_obs
  total
  ranked_total
  carriers {
    ...LeagueEntry
  }
}`) as unknown as TypedDocumentString<CarrierLeagueKeylessQuery, CarrierLeagueKeylessQueryVariables>;
export const PortCongestionDocument = new TypedDocumentString(`
    query PortCongestion($kind: String, $port: String!) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: port_congestion(port: $port, kind: $kind) {
    ...CongestionReading
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment CongestionReading on PortCongestion {
  port
  port_name
  wait_hours
  at_anchor
  at_berth
  level
  observed_at
}`) as unknown as TypedDocumentString<PortCongestionQuery, PortCongestionQueryVariables>;
export const PortCongestionKeylessDocument = new TypedDocumentString(`
    query PortCongestionKeyless($kind: String, $port: String!) {
  result: port_congestion(port: $port, kind: $kind) {
    ...CongestionReading
  }
}
    fragment CongestionReading on PortCongestion {
  port
  port_name
  wait_hours
  at_anchor
  at_berth
  level
  observed_at
}`) as unknown as TypedDocumentString<PortCongestionKeylessQuery, PortCongestionKeylessQueryVariables>;
export const CongestionLeaderboardDocument = new TypedDocumentString(`
    query CongestionLeaderboard($kind: String, $level: String, $limit: Int) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: congestion_leaderboard(level: $level, limit: $limit, kind: $kind) {
    ...CongestionBoard
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment CongestionBoard on CongestionLeaderboard {
  level
  total
  limit
  items {
    rank
    port
    port_name
    wait_hours
    at_anchor
    at_berth
    level
    observed_at
  }
}`) as unknown as TypedDocumentString<CongestionLeaderboardQuery, CongestionLeaderboardQueryVariables>;
export const CongestionLeaderboardKeylessDocument = new TypedDocumentString(`
    query CongestionLeaderboardKeyless($kind: String, $level: String, $limit: Int) {
  result: congestion_leaderboard(level: $level, limit: $limit, kind: $kind) {
    ...CongestionBoard
  }
}
    fragment CongestionBoard on CongestionLeaderboard {
  level
  total
  limit
  items {
    rank
    port
    port_name
    wait_hours
    at_anchor
    at_berth
    level
    observed_at
  }
}`) as unknown as TypedDocumentString<CongestionLeaderboardKeylessQuery, CongestionLeaderboardKeylessQueryVariables>;
export const SchedulesUsageDocument = new TypedDocumentString(`
    query SchedulesUsage {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: schedules_usage {
    ...SchedulesUsage
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment SchedulesUsage on ScheduleUsage {
  plan
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}`) as unknown as TypedDocumentString<SchedulesUsageQuery, SchedulesUsageQueryVariables>;
export const OceanLinesDocument = new TypedDocumentString(`
    query OceanLines {
  carriers {
    ...OceanLine
  }
}
    fragment OceanLine on Carrier {
  scac
  name
  website
  upcoming_sailings
}`) as unknown as TypedDocumentString<OceanLinesQuery, OceanLinesQueryVariables>;
export const SearchPortsDocument = new TypedDocumentString(`
    query SearchPorts($q: String!, $limit: Int) {
  ports_search(q: $q, limit: $limit) {
    ...FoundPort
  }
}
    fragment FoundPort on Port {
  unlocode
  name
  city
  country
  country_code
  lat
  lng
  timezone
}`) as unknown as TypedDocumentString<SearchPortsQuery, SearchPortsQueryVariables>;
export const FindSailingsDocument = new TypedDocumentString(`
    query FindSailings($kind: String, $origin: String!, $destination: String!, $from: String, $to: String, $scacs: [String!], $direct: Boolean, $limit: Int, $cursor: String) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: schedule_search(
    origin: $origin
    destination: $destination
    from: $from
    to: $to
    scacs: $scacs
    direct_only: $direct
    limit: $limit
    cursor: $cursor
    kind: $kind
  ) {
    ...SailingsPage
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment SailingRoute on SailingRoute {
  id
  carrier_code
  carrier_name
  direct
  transshipments
  transshipment_ports
  origin
  destination
  departure_at
  arrival_at
  transit_days
  slipped
  cutoffs {
    documentation_at
    vgm_at
    port_at
  }
  legs {
    sequence
    sailing_id
    carrier_code
    service_code
    service_name
    vessel_imo
    vessel_name
    voyage
    origin
    destination
    departure_at
    arrival_at
    scheduled_departure_at
    scheduled_arrival_at
    slip_hours
  }
}
fragment SailingsPage on RouteSearch {
  origin
  destination
  from
  to
  total
  page
  has_more
  next_cursor
  later_page
  items {
    ...SailingRoute
  }
}`) as unknown as TypedDocumentString<FindSailingsQuery, FindSailingsQueryVariables>;
export const FindBestSailingsDocument = new TypedDocumentString(`
    query FindBestSailings($kind: String, $origin: String!, $destination: String!, $from: String, $to: String, $scacs: [String!], $direct: Boolean, $ready: String, $weights: SailingScoreWeightsInput, $limit: Int) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: best_sailings(
    origin: $origin
    destination: $destination
    from: $from
    to: $to
    scacs: $scacs
    direct_only: $direct
    ready_at: $ready
    weights: $weights
    limit: $limit
    kind: $kind
  ) {
    ...RankedSailings
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment SailingRoute on SailingRoute {
  id
  carrier_code
  carrier_name
  direct
  transshipments
  transshipment_ports
  origin
  destination
  departure_at
  arrival_at
  transit_days
  slipped
  cutoffs {
    documentation_at
    vgm_at
    port_at
  }
  legs {
    sequence
    sailing_id
    carrier_code
    service_code
    service_name
    vessel_imo
    vessel_name
    voyage
    origin
    destination
    departure_at
    arrival_at
    scheduled_departure_at
    scheduled_arrival_at
    slip_hours
  }
}
fragment RankedSailings on BestSailings {
  origin
  destination
  ready_at
  weights {
    transit
    reliability
    cutoff
  }
  considered
  items {
    rank
    score
    transit_score
    reliability_score
    cutoff_score
    reliability_basis
    on_time_pct
    cutoff_slack_hours
    route {
      ...SailingRoute
    }
  }
}`) as unknown as TypedDocumentString<FindBestSailingsQuery, FindBestSailingsQueryVariables>;
export const CompareLanesDocument = new TypedDocumentString(`
    query CompareLanes($kind: String, $lanes: [ScheduleLaneInput!]!, $from: String, $to: String) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: compare_lanes(lanes: $lanes, from: $from, to: $to, kind: $kind) {
    ...LanesCompared
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment CongestionReading on PortCongestion {
  port
  port_name
  wait_hours
  at_anchor
  at_berth
  level
  observed_at
}
fragment LanesCompared on LaneComparison {
  from
  to
  lanes {
    origin
    destination
    sailings
    direct_sailings
    carriers
    next_departure_at
    fastest_transit_days
    median_transit_days
    on_time_pct
    observations
    destination_congestion {
      ...CongestionReading
    }
  }
}`) as unknown as TypedDocumentString<CompareLanesQuery, CompareLanesQueryVariables>;
export const CarrierReliabilityDocument = new TypedDocumentString(`
    query CarrierReliability($kind: String, $scac: String!, $origin: String, $destination: String) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: carrier_reliability(
    scac: $scac
    origin: $origin
    destination: $destination
    kind: $kind
  ) {
    ...CarrierRecord
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment LeagueEntry on LeagueEntry {
  rank
  ranked
  provisional
  carrier_code
  carrier_name
  on_time_pct
  observations
}
fragment ReliabilityFigures on ReliabilityFigures {
  on_time_pct
  observations
  on_time
  avg_delay_hours
  provisional
  window_days
  tolerance_hours
}
fragment CarrierRecord on CarrierReliabilityReport {
  carrier_code
  carrier_name
  window_from
  window_to
  tolerance_hours
  min_obs
  overall {
    ...ReliabilityFigures
  }
  league {
    ...LeagueEntry
  }
  lane {
    ...ReliabilityFigures
  }
  upcoming_sailings
}`) as unknown as TypedDocumentString<CarrierReliabilityQuery, CarrierReliabilityQueryVariables>;
export const TransitTimeDocument = new TypedDocumentString(`
    query TransitTime($kind: String, $origin: String!, $destination: String!, $scacs: [String!], $direct: Boolean, $weeks: Int) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: transit_time(
    origin: $origin
    destination: $destination
    scacs: $scacs
    direct_only: $direct
    weeks: $weeks
    kind: $kind
  ) {
    ...LaneTransitTimes
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment LaneTransitTimes on TransitTime {
  origin
  destination
  window_from
  window_to
  sailings
  fastest_days
  median_days
  slowest_days
  carriers {
    carrier_code
    carrier_name
    sailings
    direct_sailings
    fastest_days
    median_days
    slowest_days
    observed_voyages
    observed_median_days
  }
}`) as unknown as TypedDocumentString<TransitTimeQuery, TransitTimeQueryVariables>;
export const CongestionReportDocument = new TypedDocumentString(`
    query CongestionReport($kind: String, $port: String, $level: String, $limit: Int) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: congestion_report(
    port: $port
    level: $level
    limit: $limit
    kind: $kind
  ) {
    port {
      ...CongestionReading
    }
    leaderboard {
      ...CongestionBoard
    }
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment CongestionReading on PortCongestion {
  port
  port_name
  wait_hours
  at_anchor
  at_berth
  level
  observed_at
}
fragment CongestionBoard on CongestionLeaderboard {
  level
  total
  limit
  items {
    rank
    port
    port_name
    wait_hours
    at_anchor
    at_berth
    level
    observed_at
  }
}`) as unknown as TypedDocumentString<CongestionReportQuery, CongestionReportQueryVariables>;
export const LaneStormExposureDocument = new TypedDocumentString(`
    query LaneStormExposure($kind: String, $origin: String!, $destination: String!, $month: Int) {
  usage: schedules_usage {
    ...SchedulesCounters
  }
  result: lane_storm_exposure(
    origin: $origin
    destination: $destination
    month: $month
    kind: $kind
  ) {
    ...StormExposure
  }
}
    fragment SchedulesUsagePeriod on ScheduleUsagePeriod {
  period
  used
  limit
  remaining
  resets_at
}
fragment SchedulesCounters on ScheduleUsage {
  used
  plan
  counted
  month {
    ...SchedulesUsagePeriod
  }
  day {
    ...SchedulesUsagePeriod
  }
}
fragment MonthExposure on MonthExposure {
  month
  name
  exposure
  level
}
fragment StormExposure on StormExposure {
  origin
  destination
  route {
    source
    ports
    distance_km
    unplaced_ports
  }
  basins {
    code
    name
    season
    share_of_route
    distance_km
    monthly_index
    peak_months
  }
  monthly {
    ...MonthExposure
  }
  peak_month {
    ...MonthExposure
  }
  month {
    ...MonthExposure
  }
  annual_mean_exposure
  level
}`) as unknown as TypedDocumentString<LaneStormExposureQuery, LaneStormExposureQueryVariables>;
export const CountSchedulesWebhookCallDocument = new TypedDocumentString(`
    mutation CountSchedulesWebhookCall {
  record_schedules_call(kind: "webhook") {
    used
  }
}
    `) as unknown as TypedDocumentString<CountSchedulesWebhookCallMutation, CountSchedulesWebhookCallMutationVariables>;
export const SchedulesAllowanceDocument = new TypedDocumentString(`
    query SchedulesAllowance {
  schedules_usage {
    month {
      remaining
    }
    day {
      remaining
    }
  }
}
    `) as unknown as TypedDocumentString<SchedulesAllowanceQuery, SchedulesAllowanceQueryVariables>;
export const RegisterWebhookDocument = new TypedDocumentString(`
    mutation RegisterWebhook($product: String!, $url: String, $event_types: [String!], $description: String) {
  register_webhook(
    product: $product
    url: $url
    event_types: $event_types
    description: $description
  ) {
    ...RegisteredWebhookEndpoint
  }
}
    fragment RegisteredWebhookEndpoint on RegisteredWebhook {
  id
  url
  event_types
  description
  active
  created_at
  secret
}`) as unknown as TypedDocumentString<RegisterWebhookMutation, RegisterWebhookMutationVariables>;
export const ListWebhooksDocument = new TypedDocumentString(`
    query ListWebhooks($product: String!) {
  webhook_endpoints(product: $product) {
    ...WebhookEndpoint
  }
}
    fragment WebhookEndpoint on WebhookEndpoint {
  id
  url
  event_types
  description
  active
  failure_count
  last_delivery_at
  created_at
}`) as unknown as TypedDocumentString<ListWebhooksQuery, ListWebhooksQueryVariables>;
export const GetWebhookDocument = new TypedDocumentString(`
    query GetWebhook($product: String!, $id: ID!) {
  webhook_endpoint(product: $product, id: $id) {
    ...WebhookEndpointDetail
  }
}
    fragment WebhookEndpoint on WebhookEndpoint {
  id
  url
  event_types
  description
  active
  failure_count
  last_delivery_at
  created_at
}
fragment Delivery on WebhookDelivery {
  id
  event_type
  status
  attempt_count
  last_status_code
  last_error
  created_at
  delivered_at
  next_attempt_at
}
fragment WebhookEndpointDetail on WebhookEndpoint {
  ...WebhookEndpoint
  recent_deliveries {
    ...Delivery
  }
}`) as unknown as TypedDocumentString<GetWebhookQuery, GetWebhookQueryVariables>;
export const UpdateWebhookDocument = new TypedDocumentString(`
    mutation UpdateWebhook($product: String!, $id: ID!, $url: String, $event_types: [String!], $description: String, $active: Boolean) {
  update_webhook(
    product: $product
    id: $id
    url: $url
    event_types: $event_types
    description: $description
    active: $active
  ) {
    ...UpdatedWebhookEndpoint
  }
}
    fragment UpdatedWebhookEndpoint on WebhookEndpoint {
  id
  url
  event_types
  description
  active
}`) as unknown as TypedDocumentString<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const DeleteWebhookDocument = new TypedDocumentString(`
    mutation DeleteWebhook($product: String!, $id: ID!) {
  delete_webhook(product: $product, id: $id) {
    ...WebhookDeleted
  }
}
    fragment WebhookDeleted on WebhookDeletion {
  id
  deleted
}`) as unknown as TypedDocumentString<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const TestWebhookDocument = new TypedDocumentString(`
    mutation TestWebhook($product: String!, $id: ID!) {
  test_webhook(product: $product, id: $id) {
    ...WebhookTestQueued
  }
}
    fragment WebhookTestQueued on WebhookTest {
  id
  test_queued
}`) as unknown as TypedDocumentString<TestWebhookMutation, TestWebhookMutationVariables>;
export const ResendWebhookDeliveryDocument = new TypedDocumentString(`
    mutation ResendWebhookDelivery($product: String!, $id: ID!, $delivery_id: ID!) {
  resend_webhook_delivery(product: $product, id: $id, delivery_id: $delivery_id) {
    ...WebhookResendQueued
  }
}
    fragment WebhookResendQueued on WebhookResend {
  id
  endpoint_id
  resend_queued
}`) as unknown as TypedDocumentString<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>;
export const RotateWebhookSecretDocument = new TypedDocumentString(`
    mutation RotateWebhookSecret($product: String!, $id: ID!, $overlap_seconds: Int) {
  rotate_webhook_secret(
    product: $product
    id: $id
    overlap_seconds: $overlap_seconds
  ) {
    ...RotatedWebhookSecret
  }
}
    fragment RotatedWebhookSecret on WebhookSecretRotation {
  id
  secret
  previous_secret_expires_at
}`) as unknown as TypedDocumentString<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
// The fields each fragment selects and each input takes, with their GraphQL types (wiring/dev/codegen-answer-fields.cjs).

// Generated by npm run codegen from rest-adapter/operations/*.graphql: do not edit.

export const RateLaneDayFields = {
  "date": "String!",
  "destination": "String!",
  "origin": "String!"
} as const;

export const ReliabilityLaneFields = {
  "destination": "String!",
  "origin": "String!"
} as const;

export const PlanRequestInputFields = {
  "cargo": "[CargoLineInput!]!",
  "equipment": "[EquipmentChoiceInput!]!",
  "name": "String",
  "options": "PlanOptionsInput"
} as const;

export const PlanPatchInputFields = {
  "cargo": "[CargoLineInput!]",
  "equipment": "[EquipmentChoiceInput!]",
  "name": "String",
  "options": "PlanOptionsInput"
} as const;

export const ContainerPatchFields = {
  "notify_when_connected": "Boolean",
  "redelivery_date": "String",
  "redelivery_location": "String",
  "redelivery_reference": "String",
  "redelivery_yard": "String",
  "tags": "[String!]"
} as const;

export const DemurrageTermsInputFields = {
  "carrier_code": "String",
  "free_days": "Int!",
  "label": "String",
  "lane": "String",
  "port": "String",
  "tiers": "[DemurrageTierInput!]"
} as const;

export const OceanEventFilterFields = {
  "carrier_booking_reference": "String",
  "carrier_voyage_number": "String",
  "created_gt": "String",
  "created_gte": "String",
  "created_lt": "String",
  "created_lte": "String",
  "document_type_codes": "[String!]",
  "equipment_event_type_codes": "[String!]",
  "equipment_reference": "String",
  "event_types": "[String!]",
  "export_voyage_number": "String",
  "shipment_event_type_codes": "[String!]",
  "transport_call_id": "String",
  "transport_document_reference": "String",
  "transport_event_type_codes": "[String!]",
  "unlocode": "String",
  "vessel_imo": "String"
} as const;

export const SailingScoreWeightsInputFields = {
  "cutoff": "Float",
  "reliability": "Float",
  "transit": "Float"
} as const;

export const ScheduleLaneInputFields = {
  "destination": "String!",
  "origin": "String!"
} as const;

export const TimePairFields = {
  "estimated": "String",
  "actual": "String"
} as const;

export const AirportFields = {
  "iata_code": "String!",
  "icao_code": "String",
  "name": "String!",
  "city": "String",
  "state": "String",
  "country": "String",
  "country_code": "String",
  "lat": "Float!",
  "lng": "Float!",
  "timezone": "String"
} as const;

export const AirlineFields = {
  "name": "String!",
  "prefix": "String!",
  "iata_code": "String",
  "icao_code": "String",
  "url": "String"
} as const;

export const WaybillFields = {
  "awb": "String!",
  "airline_prefix": "String!",
  "airline_iata": "String",
  "airline_name": "String",
  "status": "String!",
  "origin": "String",
  "destination": "String",
  "origin_name": "String",
  "destination_name": "String",
  "origin_location": [
    "AirportLocation",
    {
      "iata_code": "String!",
      "icao_code": "String",
      "name": "String!",
      "city": "String",
      "state": "String",
      "country": "String",
      "country_code": "String",
      "lat": "Float!",
      "lng": "Float!",
      "timezone": "String"
    }
  ],
  "destination_location": [
    "AirportLocation",
    {
      "iata_code": "String!",
      "icao_code": "String",
      "name": "String!",
      "city": "String",
      "state": "String",
      "country": "String",
      "country_code": "String",
      "lat": "Float!",
      "lng": "Float!",
      "timezone": "String"
    }
  ],
  "pieces": "Int",
  "weight_kg": "Float",
  "flight_number": "String",
  "departure": [
    "TimePair!",
    {
      "estimated": "String",
      "actual": "String"
    }
  ],
  "arrival": [
    "TimePair!",
    {
      "estimated": "String",
      "actual": "String"
    }
  ],
  "eta": "String",
  "eta_is_actual": "Boolean!",
  "events": [
    "[AirEvent!]!",
    {
      "status_code": "String!",
      "event_family": "String!",
      "is_actual": "Boolean!",
      "datetime": "String",
      "datetimes": [
        "TimePair!",
        {
          "estimated": "String",
          "actual": "String"
        }
      ],
      "station": "String",
      "station_name": "String",
      "location": [
        "AirportLocation",
        {
          "iata_code": "String!",
          "icao_code": "String",
          "name": "String!",
          "city": "String",
          "state": "String",
          "country": "String",
          "country_code": "String",
          "lat": "Float!",
          "lng": "Float!",
          "timezone": "String"
        }
      ],
      "flight_number": "String",
      "pieces": "Int",
      "weight_kg": "Float",
      "description": "String!"
    }
  ],
  "routes": [
    "[AirRouteLeg!]!",
    {
      "order_id": "Int!",
      "status": "String!",
      "transport_type": "String",
      "from": [
        "AirportLocation",
        {
          "iata_code": "String!",
          "icao_code": "String",
          "name": "String!",
          "city": "String",
          "state": "String",
          "country": "String",
          "country_code": "String",
          "lat": "Float!",
          "lng": "Float!",
          "timezone": "String"
        }
      ],
      "to": [
        "AirportLocation",
        {
          "iata_code": "String!",
          "icao_code": "String",
          "name": "String!",
          "city": "String",
          "state": "String",
          "country": "String",
          "country_code": "String",
          "lat": "Float!",
          "lng": "Float!",
          "timezone": "String"
        }
      ],
      "departure": [
        "TimePair!",
        {
          "estimated": "String",
          "actual": "String"
        }
      ],
      "arrival": [
        "TimePair!",
        {
          "estimated": "String",
          "actual": "String"
        }
      ],
      "flight_number": "String",
      "pieces": "Int",
      "weight_kg": "Float",
      "path": "[[Float!]!]!"
    }
  ],
  "feed_warnings": "[String!]!"
} as const;

export const TrackMetadataFields = {
  "status_code": "String!",
  "airline": [
    "AirlineInfo!",
    {
      "name": "String!",
      "prefix": "String!",
      "iata_code": "String",
      "icao_code": "String",
      "url": "String"
    }
  ],
  "updated_at": "String!",
  "last_updated_at": "String",
  "from_cache": "Boolean!",
  "cache_expires": "String!"
} as const;

export const TrackedWaybillFields = {
  "data": [
    "Airwaybill!",
    {
      "awb": "String!",
      "airline_prefix": "String!",
      "airline_iata": "String",
      "airline_name": "String",
      "status": "String!",
      "origin": "String",
      "destination": "String",
      "origin_name": "String",
      "destination_name": "String",
      "origin_location": [
        "AirportLocation",
        {
          "iata_code": "String!",
          "icao_code": "String",
          "name": "String!",
          "city": "String",
          "state": "String",
          "country": "String",
          "country_code": "String",
          "lat": "Float!",
          "lng": "Float!",
          "timezone": "String"
        }
      ],
      "destination_location": [
        "AirportLocation",
        {
          "iata_code": "String!",
          "icao_code": "String",
          "name": "String!",
          "city": "String",
          "state": "String",
          "country": "String",
          "country_code": "String",
          "lat": "Float!",
          "lng": "Float!",
          "timezone": "String"
        }
      ],
      "pieces": "Int",
      "weight_kg": "Float",
      "flight_number": "String",
      "departure": [
        "TimePair!",
        {
          "estimated": "String",
          "actual": "String"
        }
      ],
      "arrival": [
        "TimePair!",
        {
          "estimated": "String",
          "actual": "String"
        }
      ],
      "eta": "String",
      "eta_is_actual": "Boolean!",
      "events": [
        "[AirEvent!]!",
        {
          "status_code": "String!",
          "event_family": "String!",
          "is_actual": "Boolean!",
          "datetime": "String",
          "datetimes": [
            "TimePair!",
            {
              "estimated": "String",
              "actual": "String"
            }
          ],
          "station": "String",
          "station_name": "String",
          "location": [
            "AirportLocation",
            {
              "iata_code": "String!",
              "icao_code": "String",
              "name": "String!",
              "city": "String",
              "state": "String",
              "country": "String",
              "country_code": "String",
              "lat": "Float!",
              "lng": "Float!",
              "timezone": "String"
            }
          ],
          "flight_number": "String",
          "pieces": "Int",
          "weight_kg": "Float",
          "description": "String!"
        }
      ],
      "routes": [
        "[AirRouteLeg!]!",
        {
          "order_id": "Int!",
          "status": "String!",
          "transport_type": "String",
          "from": [
            "AirportLocation",
            {
              "iata_code": "String!",
              "icao_code": "String",
              "name": "String!",
              "city": "String",
              "state": "String",
              "country": "String",
              "country_code": "String",
              "lat": "Float!",
              "lng": "Float!",
              "timezone": "String"
            }
          ],
          "to": [
            "AirportLocation",
            {
              "iata_code": "String!",
              "icao_code": "String",
              "name": "String!",
              "city": "String",
              "state": "String",
              "country": "String",
              "country_code": "String",
              "lat": "Float!",
              "lng": "Float!",
              "timezone": "String"
            }
          ],
          "departure": [
            "TimePair!",
            {
              "estimated": "String",
              "actual": "String"
            }
          ],
          "arrival": [
            "TimePair!",
            {
              "estimated": "String",
              "actual": "String"
            }
          ],
          "flight_number": "String",
          "pieces": "Int",
          "weight_kg": "Float",
          "path": "[[Float!]!]!"
        }
      ],
      "feed_warnings": "[String!]!"
    }
  ],
  "metadata": [
    "TrackMetadata!",
    {
      "status_code": "String!",
      "airline": [
        "AirlineInfo!",
        {
          "name": "String!",
          "prefix": "String!",
          "iata_code": "String",
          "icao_code": "String",
          "url": "String"
        }
      ],
      "updated_at": "String!",
      "last_updated_at": "String",
      "from_cache": "Boolean!",
      "cache_expires": "String!"
    }
  ]
} as const;

export const AircraftPositionFields = {
  "callsign": "String",
  "registration": "String",
  "icao24_hex": "String!",
  "aircraft_type": "String",
  "lat": "Float!",
  "lon": "Float!",
  "alt_ft": "Int",
  "ground_speed_kt": "Int",
  "heading": "Int",
  "vertical_rate_fpm": "Int",
  "operator_iata": "String!",
  "seen_at": "String!"
} as const;

export const ContainerLaneRateFields = {
  "status": "String!",
  "count": "Int!",
  "p25": "Float",
  "p50": "Float",
  "p75": "Float"
} as const;

export const ContainerLaneReliabilityFields = {
  "on_time_pct": "Float!",
  "observations": "Int!",
  "carriers": [
    "[LaneCarrier!]!",
    {
      "carrier_code": "String!",
      "on_time_pct": "Float!",
      "observations": "Int!",
      "rank": "Int"
    }
  ]
} as const;

export const PlanSummaryFields = {
  "units": "Int!",
  "pieces_placed": "Int!",
  "pieces_unplaced": "Int!",
  "volume_utilisation": "Float!"
} as const;

export const PlacementFields = {
  "item_id": "String!",
  "step": "Int!",
  "x": "Int!",
  "y": "Int!",
  "z": "Int!",
  "length": "Int!",
  "width": "Int!",
  "height": "Int!",
  "vertical": "Dimension!",
  "turned": "Boolean!"
} as const;

export const LoadedUnitFields = {
  "number": "Int!",
  "code": "String!",
  "length": "Int!",
  "width": "Int!",
  "height": "Int!",
  "max_payload": "Float!",
  "pieces": "Int!",
  "volume_utilisation": "Float!",
  "weight_utilisation": "Float!",
  "weight": "Float!",
  "centre_of_gravity": [
    "Point3!",
    {
      "x": "Float!",
      "y": "Float!",
      "z": "Float!"
    }
  ],
  "cog_offset": [
    "Point2!",
    {
      "x": "Float!",
      "y": "Float!"
    }
  ],
  "warnings": [
    "[PlanWarning!]!",
    {
      "code": "String!",
      "message": "String!"
    }
  ],
  "placements": [
    "[Placement!]!",
    {
      "item_id": "String!",
      "step": "Int!",
      "x": "Int!",
      "y": "Int!",
      "z": "Int!",
      "length": "Int!",
      "width": "Int!",
      "height": "Int!",
      "vertical": "Dimension!",
      "turned": "Boolean!"
    }
  ]
} as const;

export const PlanFields = {
  "id": "ID!",
  "name": "String!",
  "revision": "Int!",
  "created_at": "String!",
  "updated_at": "String!",
  "cargo": [
    "[CargoLine!]!",
    {
      "id": "String!",
      "length": "Int!",
      "width": "Int!",
      "height": "Int!",
      "weight": "Float!",
      "quantity": "Int!",
      "upright": "[Dimension!]!",
      "stackable": "Boolean!",
      "max_load": "Float",
      "fragile": "Boolean!",
      "stop": "Int!",
      "must_ship": "Boolean!"
    }
  ],
  "equipment": [
    "[EquipmentChoice!]!",
    {
      "code": "String",
      "count": "Int!",
      "custom": [
        "CustomUnit",
        {
          "name": "String!",
          "length": "Int!",
          "width": "Int!",
          "height": "Int!",
          "door_width": "Int!",
          "door_height": "Int!",
          "max_payload": "Float!"
        }
      ]
    }
  ],
  "options": [
    "PlanOptions!",
    {
      "time_budget_ms": "Int!",
      "seed": "Int!",
      "min_support": "Float!"
    }
  ],
  "summary": [
    "PlanSummary!",
    {
      "units": "Int!",
      "pieces_placed": "Int!",
      "pieces_unplaced": "Int!",
      "volume_utilisation": "Float!"
    }
  ],
  "units": [
    "[PlannedUnit!]!",
    {
      "number": "Int!",
      "code": "String!",
      "length": "Int!",
      "width": "Int!",
      "height": "Int!",
      "max_payload": "Float!",
      "pieces": "Int!",
      "volume_utilisation": "Float!",
      "weight_utilisation": "Float!",
      "weight": "Float!",
      "centre_of_gravity": [
        "Point3!",
        {
          "x": "Float!",
          "y": "Float!",
          "z": "Float!"
        }
      ],
      "cog_offset": [
        "Point2!",
        {
          "x": "Float!",
          "y": "Float!"
        }
      ],
      "warnings": [
        "[PlanWarning!]!",
        {
          "code": "String!",
          "message": "String!"
        }
      ],
      "placements": [
        "[Placement!]!",
        {
          "item_id": "String!",
          "step": "Int!",
          "x": "Int!",
          "y": "Int!",
          "z": "Int!",
          "length": "Int!",
          "width": "Int!",
          "height": "Int!",
          "vertical": "Dimension!",
          "turned": "Boolean!"
        }
      ]
    }
  ],
  "unplaced": [
    "[Unplaced!]!",
    {
      "item_id": "String!",
      "quantity": "Int!",
      "reason": "String!"
    }
  ],
  "elapsed_ms": "Int!"
} as const;

export const ListedPlanFields = {
  "id": "ID!",
  "name": "String!",
  "revision": "Int!",
  "created_at": "String!",
  "updated_at": "String!",
  "summary": [
    "PlanSummary!",
    {
      "units": "Int!",
      "pieces_placed": "Int!",
      "pieces_unplaced": "Int!",
      "volume_utilisation": "Float!"
    }
  ]
} as const;

export const LoadPlansRowFields = {
  "id": "ID!",
  "name": "String!",
  "revision": "Int!",
  "summary": [
    "PlanSummary!",
    {
      "units": "Int!",
      "pieces_placed": "Int!",
      "pieces_unplaced": "Int!",
      "volume_utilisation": "Float!"
    }
  ],
  "elapsed_ms": "Int!",
  "cargo": [
    "[CargoLine!]!",
    {
      "id": "String!",
      "length": "Int!",
      "width": "Int!",
      "height": "Int!",
      "weight": "Float!",
      "quantity": "Int!",
      "upright": "[Dimension!]!",
      "stackable": "Boolean!",
      "max_load": "Float",
      "fragile": "Boolean!",
      "stop": "Int!",
      "must_ship": "Boolean!"
    }
  ],
  "equipment": [
    "[EquipmentChoice!]!",
    {
      "code": "String",
      "count": "Int!",
      "custom": [
        "CustomUnit",
        {
          "name": "String!",
          "length": "Int!",
          "width": "Int!",
          "height": "Int!",
          "door_width": "Int!",
          "door_height": "Int!",
          "max_payload": "Float!"
        }
      ]
    }
  ],
  "unplaced": [
    "[Unplaced!]!",
    {
      "item_id": "String!",
      "quantity": "Int!",
      "reason": "String!"
    }
  ],
  "created_at": "String!",
  "updated_at": "String!"
} as const;

export const PlanEventFields = {
  "plan_id": "ID!",
  "name": "String!",
  "revision": "Int!",
  "units": [
    "[PlannedUnit!]!",
    {
      "code": "String!",
      "pieces": "Int!",
      "volume_utilisation": "Float!"
    }
  ],
  "summary": [
    "PlanSummary!",
    {
      "pieces_placed": "Int!",
      "pieces_unplaced": "Int!",
      "volume_utilisation": "Float!"
    }
  ],
  "updated_at": "String!"
} as const;

export const LoadPlanUnitsRowFields = {
  "number": "Int!",
  "code": "String!",
  "length": "Int!",
  "width": "Int!",
  "height": "Int!",
  "max_payload": "Float!",
  "pieces": "Int!",
  "volume_utilisation": "Float!",
  "weight_utilisation": "Float!",
  "weight": "Float!",
  "centre_of_gravity": [
    "Point3!",
    {
      "cog_x": "Float!",
      "cog_y": "Float!",
      "cog_z": "Float!"
    }
  ],
  "cog_offset": [
    "Point2!",
    {
      "cog_offset_x": "Float!",
      "cog_offset_y": "Float!"
    }
  ],
  "warnings": [
    "[PlanWarning!]!",
    {
      "code": "String!",
      "message": "String!"
    }
  ]
} as const;

export const EquipmentFields = {
  "code": "String!",
  "name": "String!",
  "kind": "String!",
  "length": "Int!",
  "width": "Int!",
  "height": "Int!",
  "door_width": "Int!",
  "door_height": "Int!",
  "max_payload": "Float!"
} as const;

export const VesselPositionFields = {
  "imo": "String!",
  "name": "String!",
  "lat": "Float!",
  "lng": "Float!",
  "speed_knots": "Float!",
  "heading_deg": "Float!",
  "nav_status": "String!",
  "position_updated_at": "String!",
  "position_fix_at": "String!",
  "position_age_hours": "Float!",
  "position_freshness": "String!"
} as const;

export const TimelineEventFields = {
  "type": "String!",
  "classifier": "String!",
  "is_actual": "Boolean!",
  "label": "String!",
  "timestamp": "String!",
  "event_local_datetime": "String",
  "utc_offset_minutes": "Int",
  "event_timezone": "String",
  "location": "String",
  "location_name": "String",
  "facility_name": "String",
  "container_number": "String",
  "vessel_name": "String",
  "vessel_imo": "String"
} as const;

export const ContainerRecordFields = {
  "id": "ID!",
  "org_id": "String!",
  "identifier": "String!",
  "identifier_type": "String!",
  "carrier_code": "String!",
  "carrier_name": "String!",
  "tags": [
    "[Tag!]!",
    {
      "name": "String!"
    }
  ],
  "status": "String!",
  "eta": "String",
  "eta_is_estimated": "Boolean",
  "predicted_arrival": [
    "PredictedArrival",
    {
      "p10": "String!",
      "p50": "String!",
      "p90": "String!",
      "carrier_eta": "String",
      "delta_hours": "Float",
      "computed_at": "String!",
      "basis": "String!"
    }
  ],
  "planned_departure_at": "String",
  "current_vessel_imo": "String",
  "poll_priority": "String!",
  "demurrage_at_risk": "Boolean!",
  "demurrage_accrued_usd": "Float",
  "demurrage_last_free_day": "String",
  "customs_hold_reason": "String",
  "customs_hold_since": "String",
  "origin_unlocode": "String",
  "destination_unlocode": "String",
  "destination_name": "String!",
  "container_size": "String",
  "equipment_type": "String",
  "iso_type_code": "String",
  "equipment_owner": "String",
  "equipment_lessor": "String",
  "lessee_name": "String",
  "lessor_status": "String",
  "lessor_checked_at": "String",
  "lessor_contract_number": "String",
  "lessor_contract_type": "String",
  "equipment_manufacturer": "String",
  "carrier_hint_code": "String",
  "connector_status": "JSON",
  "connector_notify_requested_at": "String",
  "redelivery_reference": "String",
  "redelivery_date": "String",
  "redelivery_location": "String",
  "redelivery_yard": "String",
  "last_polled_at": "String!",
  "added_at": "String!",
  "archived_at": "String",
  "archived_reason": "String",
  "unresolvable_since": "String",
  "unresolved_reason": "String",
  "route_alert": "JSON",
  "source": "String!",
  "delay_bars": [
    "[DelayBar!]",
    {
      "stage": "String!",
      "port": "String",
      "days_late": "Float"
    }
  ],
  "route_ports": [
    "[RoutePort!]",
    {
      "unlocode": "String!",
      "name": "String!",
      "role": "String!"
    }
  ],
  "is_demo": "Boolean!",
  "vessel_position": [
    "VesselPosition",
    {
      "imo": "String!",
      "name": "String!",
      "lat": "Float!",
      "lng": "Float!",
      "speed_knots": "Float!",
      "heading_deg": "Float!",
      "nav_status": "String!",
      "position_updated_at": "String!",
      "position_fix_at": "String!",
      "position_age_hours": "Float!",
      "position_freshness": "String!"
    }
  ]
} as const;

export const PredictedArrivalFields = {
  "p10": "String!",
  "p50": "String!",
  "p90": "String!",
  "carrier_eta": "String",
  "delta_hours": "Float",
  "computed_at": "String!",
  "basis": "String!"
} as const;

export const LookupRecordFields = {
  "id": "ID!",
  "container_number": "String",
  "bl_number": "String",
  "booking_number": "String",
  "identifier": "String!",
  "identifier_type": "String!",
  "container_size": "String",
  "equipment_type": "String",
  "iso_type_code": "String",
  "child_containers": [
    "[ChildContainer!]",
    {
      "container_number": "String!",
      "iso_type_code": "String",
      "container_size": "String",
      "equipment_type": "String",
      "status": "String!",
      "eta": "String",
      "events": [
        "[TimelineEvent!]!",
        {
          "type": "String!",
          "classifier": "String!",
          "is_actual": "Boolean!",
          "label": "String!",
          "timestamp": "String!",
          "event_local_datetime": "String",
          "utc_offset_minutes": "Int",
          "event_timezone": "String",
          "location": "String",
          "location_name": "String",
          "facility_name": "String",
          "container_number": "String",
          "vessel_name": "String",
          "vessel_imo": "String"
        }
      ]
    }
  ],
  "status": "String!",
  "carrier": "String!",
  "vessel_name": "String",
  "vessel_imo": "String",
  "vessel_position": [
    "VesselPosition",
    {
      "imo": "String!",
      "name": "String!",
      "lat": "Float!",
      "lng": "Float!",
      "speed_knots": "Float!",
      "heading_deg": "Float!",
      "nav_status": "String!",
      "position_updated_at": "String!",
      "position_fix_at": "String!",
      "position_age_hours": "Float!",
      "position_freshness": "String!"
    }
  ],
  "origin_name": "String!",
  "destination_name": "String!",
  "eta": "String",
  "eta_confidence_pct": "Float",
  "predicted_arrival": [
    "PredictedArrival",
    {
      "p10": "String!",
      "p50": "String!",
      "p90": "String!",
      "carrier_eta": "String",
      "delta_hours": "Float",
      "computed_at": "String!",
      "basis": "String!"
    }
  ],
  "last_updated_at": "String!",
  "last_updated_source": "String",
  "last_polled_at": "String",
  "last_ais_fix_at": "String",
  "field_provenance": "JSON!",
  "demurrage_free_days_left": "Int",
  "ai_narrative": "JSON",
  "events": [
    "[TimelineEvent!]!",
    {
      "type": "String!",
      "classifier": "String!",
      "is_actual": "Boolean!",
      "label": "String!",
      "timestamp": "String!",
      "event_local_datetime": "String",
      "utc_offset_minutes": "Int",
      "event_timezone": "String",
      "location": "String",
      "location_name": "String",
      "facility_name": "String",
      "container_number": "String",
      "vessel_name": "String",
      "vessel_imo": "String"
    }
  ]
} as const;

export const DemurrageReportFields = {
  "total_at_risk_usd": "Float!",
  "containers_at_risk": "Int!",
  "unassessable_containers": "Int!",
  "coverage_note": "String",
  "assessed_containers": "Int!",
  "uncosted_containers": "Int!",
  "candidates_considered": "Int!",
  "truncated": "Boolean!",
  "items": "JSON!"
} as const;

export const DemurrageTermsFields = {
  "id": "ID!",
  "carrier_code": "String",
  "port": "String",
  "lane": "String",
  "free_days": "Int!",
  "tiers": [
    "[DemurrageTier!]",
    {
      "from_day": "Int!",
      "to_day": "Int",
      "daily_rate_usd": "Float!"
    }
  ],
  "label": "String",
  "created_at": "String!",
  "updated_at": "String!"
} as const;

export const TermsFilingFields = {
  "id": "ID!",
  "carrier_code": "String",
  "port": "String",
  "lane": "String",
  "free_days": "Int!",
  "tiers": [
    "[DemurrageTier!]",
    {
      "from_day": "Int!",
      "to_day": "Int",
      "daily_rate_usd": "Float!"
    }
  ],
  "label": "String",
  "created_at": "String!",
  "updated_at": "String!",
  "replaced": "Boolean!",
  "boxes_covered": "Int!"
} as const;

export const QuotaFields = {
  "total": "Int",
  "used": "Int!",
  "remaining": "Int"
} as const;

export const UsageFields = {
  "plan": "String!",
  "period": "String!",
  "unique_shipments": [
    "Quota!",
    {
      "total": "Int",
      "used": "Int!",
      "remaining": "Int"
    }
  ],
  "container_slots": [
    "Quota!",
    {
      "total": "Int",
      "used": "Int!",
      "remaining": "Int"
    }
  ],
  "payg_price_usd": "Float",
  "payg_spend_cap_usd": "Float",
  "payg_spent_usd": "Float"
} as const;

export const PublicTrackingFields = {
  "identifier": "String!",
  "identifier_type": "String!",
  "carrier": "String",
  "status": "String!",
  "container_numbers": "[String!]!",
  "origin_unlocode": "String",
  "destination_unlocode": "String",
  "origin_name": "String",
  "destination_name": "String",
  "eta": "String",
  "eta_is_estimated": "Boolean",
  "vessel_name": "String",
  "vessel_imo": "String",
  "as_of": "String!",
  "events": [
    "[TimelineEvent!]!",
    {
      "type": "String!",
      "classifier": "String!",
      "is_actual": "Boolean!",
      "label": "String!",
      "timestamp": "String!",
      "event_local_datetime": "String",
      "utc_offset_minutes": "Int",
      "event_timezone": "String",
      "location": "String",
      "location_name": "String",
      "facility_name": "String",
      "container_number": "String"
    }
  ]
} as const;

export const MarketRateFields = {
  "equipment": "String!",
  "rate_type": "String!",
  "date": "String!",
  "status": "String!",
  "count": "Int!",
  "minimum_count": "Int!",
  "currency": "String!",
  "p10": "Float",
  "p25": "Float",
  "p50": "Float",
  "p75": "Float",
  "p90": "Float",
  "mean": "Float",
  "min": "Float",
  "max": "Float"
} as const;

export const IndexMembershipFields = {
  "code": "String!",
  "name": "String!",
  "weight": "Float!",
  "share": "Float!"
} as const;

export const RateLaneSummaryFields = {
  "origin": "String!",
  "destination": "String!",
  "origin_region": "String",
  "destination_region": "String",
  "equipment": "[String!]",
  "indices": [
    "[IndexMembership!]",
    {
      "code": "String!",
      "name": "String!",
      "weight": "Float!",
      "share": "Float!"
    }
  ],
  "market_rates": [
    "[MarketRate!]",
    {
      "equipment": "String!",
      "rate_type": "String!",
      "date": "String!",
      "status": "String!",
      "count": "Int!",
      "minimum_count": "Int!",
      "currency": "String!",
      "p10": "Float",
      "p25": "Float",
      "p50": "Float",
      "p75": "Float",
      "p90": "Float",
      "mean": "Float",
      "min": "Float",
      "max": "Float"
    }
  ]
} as const;

export const RateLaneFields = {
  "origin": "String!",
  "destination": "String!",
  "origin_region": "String",
  "destination_region": "String",
  "equipment": "[String!]",
  "indices": [
    "[IndexMembership!]",
    {
      "code": "String!",
      "name": "String!",
      "weight": "Float!",
      "share": "Float!"
    }
  ],
  "market_rate": [
    "MarketRate",
    {
      "equipment": "String!",
      "rate_type": "String!",
      "date": "String!",
      "status": "String!",
      "count": "Int!",
      "minimum_count": "Int!",
      "currency": "String!",
      "p10": "Float",
      "p25": "Float",
      "p50": "Float",
      "p75": "Float",
      "p90": "Float",
      "mean": "Float",
      "min": "Float",
      "max": "Float"
    }
  ]
} as const;

export const RateHistoryFields = {
  "origin": "String!",
  "destination": "String!",
  "equipment": "String!",
  "rate_type": "String!",
  "from": "String!",
  "to": "String!",
  "bucket": "String!",
  "currency": "String!",
  "points_json": "JSON!"
} as const;

export const HistoryPointFields = {
  "date": "String!",
  "count": "Int!",
  "days": "Int!",
  "p10": "Float",
  "p25": "Float",
  "p50": "Float",
  "p75": "Float",
  "p90": "Float",
  "mean": "Float",
  "min": "Float",
  "max": "Float"
} as const;

export const MoneyFields = {
  "amount": "Float",
  "currency": "String!"
} as const;

export const RateObservationFields = {
  "id": "ID!",
  "origin": "String!",
  "destination": "String!",
  "equipment": "String!",
  "rate_type": "String!",
  "source_kind": "String!",
  "source": "String!",
  "valid_from": "String!",
  "valid_to": "String!",
  "observed_at": "String!",
  "base_ocean_freight": [
    "Money",
    {
      "amount": "Float",
      "currency": "String!"
    }
  ],
  "surcharges": [
    "[Surcharge!]!",
    {
      "code": "String!",
      "amount": "Float",
      "currency": "String!"
    }
  ],
  "all_in": [
    "Money",
    {
      "amount": "Float",
      "currency": "String!"
    }
  ],
  "all_in_usd": "Float",
  "fx_date": "String",
  "feed": "String!"
} as const;

export const RateIndexFields = {
  "code": "String!",
  "name": "String!",
  "description": "String!",
  "equipment": "String!",
  "currency": "String!",
  "base_date": "String!",
  "date": "String",
  "value_usd": "Float",
  "week_over_week_pct": "Float",
  "year_over_year_pct": "Float",
  "components": [
    "[IndexComponent!]!",
    {
      "origin": "String!",
      "destination": "String!",
      "weight": "Float!",
      "share": "Float!"
    }
  ]
} as const;

export const RateIndexWithHistoryFields = {
  "code": "String!",
  "name": "String!",
  "description": "String!",
  "equipment": "String!",
  "currency": "String!",
  "base_date": "String!",
  "date": "String",
  "value_usd": "Float",
  "week_over_week_pct": "Float",
  "year_over_year_pct": "Float",
  "components": [
    "[IndexComponent!]!",
    {
      "origin": "String!",
      "destination": "String!",
      "weight": "Float!",
      "share": "Float!"
    }
  ],
  "history": [
    "[IndexPoint!]",
    {
      "date": "String!",
      "value_usd": "Float!"
    }
  ]
} as const;

export const SchedulesUsagePeriodFields = {
  "period": "String!",
  "used": "Int!",
  "limit": "Int",
  "remaining": "Int",
  "resets_at": "String!"
} as const;

export const SchedulesCountersFields = {
  "used": "Int!",
  "plan": "String!",
  "counted": "Boolean!",
  "month": [
    "ScheduleUsagePeriod!",
    {
      "period": "String!",
      "used": "Int!",
      "limit": "Int",
      "remaining": "Int",
      "resets_at": "String!"
    }
  ],
  "day": [
    "ScheduleUsagePeriod!",
    {
      "period": "String!",
      "used": "Int!",
      "limit": "Int",
      "remaining": "Int",
      "resets_at": "String!"
    }
  ]
} as const;

export const SchedulesUsageFields = {
  "plan": "String!",
  "month": [
    "ScheduleUsagePeriod!",
    {
      "period": "String!",
      "used": "Int!",
      "limit": "Int",
      "remaining": "Int",
      "resets_at": "String!"
    }
  ],
  "day": [
    "ScheduleUsagePeriod!",
    {
      "period": "String!",
      "used": "Int!",
      "limit": "Int",
      "remaining": "Int",
      "resets_at": "String!"
    }
  ]
} as const;

export const SailingRouteFields = {
  "id": "ID!",
  "carrier_code": "String!",
  "carrier_name": "String!",
  "direct": "Boolean!",
  "transshipments": "Int!",
  "transshipment_ports": "[String!]!",
  "origin": "String!",
  "destination": "String!",
  "departure_at": "String!",
  "arrival_at": "String!",
  "transit_days": "Float!",
  "slipped": "Boolean!",
  "cutoffs": [
    "SailingCutoffs!",
    {
      "documentation_at": "String",
      "vgm_at": "String",
      "port_at": "String"
    }
  ],
  "legs": [
    "[SailingLeg!]!",
    {
      "sequence": "Int!",
      "sailing_id": "ID!",
      "carrier_code": "String!",
      "service_code": "String",
      "service_name": "String",
      "vessel_imo": "String",
      "vessel_name": "String",
      "voyage": "String",
      "origin": "String!",
      "destination": "String!",
      "departure_at": "String!",
      "arrival_at": "String!",
      "scheduled_departure_at": "String",
      "scheduled_arrival_at": "String",
      "slip_hours": "Int!"
    }
  ]
} as const;

export const RouteSearchPageFields = {
  "origin": "String!",
  "destination": "String!",
  "from": "String!",
  "to": "String!",
  "direct_only": "Boolean!",
  "scacs": "[String!]",
  "total": "Int!",
  "page": "Int!",
  "limit": "Int!",
  "has_more": "Boolean!",
  "next_cursor": "String",
  "later_page": "Boolean!",
  "items": [
    "[SailingRoute!]!",
    {
      "id": "ID!",
      "carrier_code": "String!",
      "carrier_name": "String!",
      "direct": "Boolean!",
      "transshipments": "Int!",
      "transshipment_ports": "[String!]!",
      "origin": "String!",
      "destination": "String!",
      "departure_at": "String!",
      "arrival_at": "String!",
      "transit_days": "Float!",
      "slipped": "Boolean!",
      "cutoffs": [
        "SailingCutoffs!",
        {
          "documentation_at": "String",
          "vgm_at": "String",
          "port_at": "String"
        }
      ],
      "legs": [
        "[SailingLeg!]!",
        {
          "sequence": "Int!",
          "sailing_id": "ID!",
          "carrier_code": "String!",
          "service_code": "String",
          "service_name": "String",
          "vessel_imo": "String",
          "vessel_name": "String",
          "voyage": "String",
          "origin": "String!",
          "destination": "String!",
          "departure_at": "String!",
          "arrival_at": "String!",
          "scheduled_departure_at": "String",
          "scheduled_arrival_at": "String",
          "slip_hours": "Int!"
        }
      ]
    }
  ]
} as const;

export const SailingsPageFields = {
  "origin": "String!",
  "destination": "String!",
  "from": "String!",
  "to": "String!",
  "total": "Int!",
  "page": "Int!",
  "has_more": "Boolean!",
  "next_cursor": "String",
  "later_page": "Boolean!",
  "items": [
    "[SailingRoute!]!",
    {
      "id": "ID!",
      "carrier_code": "String!",
      "carrier_name": "String!",
      "direct": "Boolean!",
      "transshipments": "Int!",
      "transshipment_ports": "[String!]!",
      "origin": "String!",
      "destination": "String!",
      "departure_at": "String!",
      "arrival_at": "String!",
      "transit_days": "Float!",
      "slipped": "Boolean!",
      "cutoffs": [
        "SailingCutoffs!",
        {
          "documentation_at": "String",
          "vgm_at": "String",
          "port_at": "String"
        }
      ],
      "legs": [
        "[SailingLeg!]!",
        {
          "sequence": "Int!",
          "sailing_id": "ID!",
          "carrier_code": "String!",
          "service_code": "String",
          "service_name": "String",
          "vessel_imo": "String",
          "vessel_name": "String",
          "voyage": "String",
          "origin": "String!",
          "destination": "String!",
          "departure_at": "String!",
          "arrival_at": "String!",
          "scheduled_departure_at": "String",
          "scheduled_arrival_at": "String",
          "slip_hours": "Int!"
        }
      ]
    }
  ]
} as const;

export const LeagueEntryFields = {
  "rank": "Int",
  "ranked": "Boolean!",
  "provisional": "Boolean!",
  "carrier_code": "String!",
  "carrier_name": "String!",
  "on_time_pct": "Float!",
  "observations": "Int!"
} as const;

export const LeagueFields = {
  "min_obs": "Int!",
  "total": "Int!",
  "ranked_total": "Int!",
  "carriers": [
    "[LeagueEntry!]!",
    {
      "rank": "Int",
      "ranked": "Boolean!",
      "provisional": "Boolean!",
      "carrier_code": "String!",
      "carrier_name": "String!",
      "on_time_pct": "Float!",
      "observations": "Int!"
    }
  ]
} as const;

export const LaneReliabilityTableFields = {
  "origin": "String!",
  "destination": "String!",
  "window_from": "String!",
  "window_to": "String!",
  "tolerance_hours": "Int!",
  "min_obs": "Int!",
  "observations": "Int!",
  "on_time_pct": "Float!",
  "carriers": [
    "[LaneCarrier!]!",
    {
      "rank": "Int",
      "ranked": "Boolean!",
      "provisional": "Boolean!",
      "carrier_code": "String!",
      "carrier_name": "String!",
      "on_time_pct": "Float!",
      "observations": "Int!",
      "on_time": "Int!",
      "avg_delay_hours": "Float!"
    }
  ],
  "prediction_horizon_days": "Int!",
  "prediction_sample_size": "Int!",
  "prediction_mae_hours": "Float",
  "carrier_eta_mae_hours": "Float"
} as const;

export const CongestionReadingFields = {
  "port": "String!",
  "port_name": "String!",
  "wait_hours": "Float!",
  "at_anchor": "Int!",
  "at_berth": "Int!",
  "level": "String!",
  "observed_at": "String!"
} as const;

export const CongestionBoardFields = {
  "level": "String",
  "total": "Int!",
  "limit": "Int!",
  "items": [
    "[CongestionEntry!]!",
    {
      "rank": "Int!",
      "port": "String!",
      "port_name": "String!",
      "wait_hours": "Float!",
      "at_anchor": "Int!",
      "at_berth": "Int!",
      "level": "String!",
      "observed_at": "String!"
    }
  ]
} as const;

export const ReliabilityFiguresFields = {
  "on_time_pct": "Float",
  "observations": "Int!",
  "on_time": "Int!",
  "avg_delay_hours": "Float",
  "provisional": "Boolean!",
  "window_days": "Int!",
  "tolerance_hours": "Int!"
} as const;

export const CarrierRecordFields = {
  "carrier_code": "String!",
  "carrier_name": "String!",
  "window_from": "String!",
  "window_to": "String!",
  "tolerance_hours": "Int!",
  "min_obs": "Int!",
  "overall": [
    "ReliabilityFigures!",
    {
      "on_time_pct": "Float",
      "observations": "Int!",
      "on_time": "Int!",
      "avg_delay_hours": "Float",
      "provisional": "Boolean!",
      "window_days": "Int!",
      "tolerance_hours": "Int!"
    }
  ],
  "league": [
    "LeagueEntry",
    {
      "rank": "Int",
      "ranked": "Boolean!",
      "provisional": "Boolean!",
      "carrier_code": "String!",
      "carrier_name": "String!",
      "on_time_pct": "Float!",
      "observations": "Int!"
    }
  ],
  "lane": [
    "ReliabilityFigures",
    {
      "on_time_pct": "Float",
      "observations": "Int!",
      "on_time": "Int!",
      "avg_delay_hours": "Float",
      "provisional": "Boolean!",
      "window_days": "Int!",
      "tolerance_hours": "Int!"
    }
  ],
  "upcoming_sailings": "Int!"
} as const;

export const RankedSailingsFields = {
  "origin": "String!",
  "destination": "String!",
  "ready_at": "String!",
  "weights": [
    "SailingScoreWeights!",
    {
      "transit": "Float!",
      "reliability": "Float!",
      "cutoff": "Float!"
    }
  ],
  "considered": "Int!",
  "items": [
    "[RankedSailingRoute!]!",
    {
      "rank": "Int!",
      "score": "Float!",
      "transit_score": "Float!",
      "reliability_score": "Float!",
      "cutoff_score": "Float!",
      "reliability_basis": "String!",
      "on_time_pct": "Float",
      "cutoff_slack_hours": "Float!",
      "route": [
        "SailingRoute!",
        {
          "id": "ID!",
          "carrier_code": "String!",
          "carrier_name": "String!",
          "direct": "Boolean!",
          "transshipments": "Int!",
          "transshipment_ports": "[String!]!",
          "origin": "String!",
          "destination": "String!",
          "departure_at": "String!",
          "arrival_at": "String!",
          "transit_days": "Float!",
          "slipped": "Boolean!",
          "cutoffs": [
            "SailingCutoffs!",
            {
              "documentation_at": "String",
              "vgm_at": "String",
              "port_at": "String"
            }
          ],
          "legs": [
            "[SailingLeg!]!",
            {
              "sequence": "Int!",
              "sailing_id": "ID!",
              "carrier_code": "String!",
              "service_code": "String",
              "service_name": "String",
              "vessel_imo": "String",
              "vessel_name": "String",
              "voyage": "String",
              "origin": "String!",
              "destination": "String!",
              "departure_at": "String!",
              "arrival_at": "String!",
              "scheduled_departure_at": "String",
              "scheduled_arrival_at": "String",
              "slip_hours": "Int!"
            }
          ]
        }
      ]
    }
  ]
} as const;

export const LaneTransitTimesFields = {
  "origin": "String!",
  "destination": "String!",
  "window_from": "String!",
  "window_to": "String!",
  "sailings": "Int!",
  "fastest_days": "Float",
  "median_days": "Float",
  "slowest_days": "Float",
  "carriers": [
    "[CarrierTransit!]!",
    {
      "carrier_code": "String!",
      "carrier_name": "String!",
      "sailings": "Int!",
      "direct_sailings": "Int!",
      "fastest_days": "Float!",
      "median_days": "Float!",
      "slowest_days": "Float!",
      "observed_voyages": "Int!",
      "observed_median_days": "Float"
    }
  ]
} as const;

export const LanesComparedFields = {
  "from": "String!",
  "to": "String!",
  "lanes": [
    "[LaneSummary!]!",
    {
      "origin": "String!",
      "destination": "String!",
      "sailings": "Int!",
      "direct_sailings": "Int!",
      "carriers": "[String!]!",
      "next_departure_at": "String",
      "fastest_transit_days": "Float",
      "median_transit_days": "Float",
      "on_time_pct": "Float",
      "observations": "Int!",
      "destination_congestion": [
        "PortCongestion",
        {
          "port": "String!",
          "port_name": "String!",
          "wait_hours": "Float!",
          "at_anchor": "Int!",
          "at_berth": "Int!",
          "level": "String!",
          "observed_at": "String!"
        }
      ]
    }
  ]
} as const;

export const MonthExposureFields = {
  "month": "Int!",
  "name": "String!",
  "exposure": "Float!",
  "level": "String!"
} as const;

export const StormExposureFields = {
  "origin": "String!",
  "destination": "String!",
  "route": [
    "StormRoute!",
    {
      "source": "String!",
      "ports": "[String!]!",
      "distance_km": "Int!",
      "unplaced_ports": "[String!]!"
    }
  ],
  "basins": [
    "[StormBasin!]!",
    {
      "code": "String!",
      "name": "String!",
      "season": "String!",
      "share_of_route": "Float!",
      "distance_km": "Int!",
      "monthly_index": "[Float!]!",
      "peak_months": "[String!]!"
    }
  ],
  "monthly": [
    "[MonthExposure!]!",
    {
      "month": "Int!",
      "name": "String!",
      "exposure": "Float!",
      "level": "String!"
    }
  ],
  "peak_month": [
    "MonthExposure",
    {
      "month": "Int!",
      "name": "String!",
      "exposure": "Float!",
      "level": "String!"
    }
  ],
  "month": [
    "MonthExposure",
    {
      "month": "Int!",
      "name": "String!",
      "exposure": "Float!",
      "level": "String!"
    }
  ],
  "annual_mean_exposure": "Float!",
  "level": "String!"
} as const;

export const OceanLineFields = {
  "scac": "String!",
  "name": "String!",
  "website": "String",
  "upcoming_sailings": "Int"
} as const;

export const FoundPortFields = {
  "unlocode": "String!",
  "name": "String!",
  "city": "String",
  "country": "String",
  "country_code": "String!",
  "lat": "Float",
  "lng": "Float",
  "timezone": "String"
} as const;

export const WebhookEndpointFields = {
  "id": "ID!",
  "url": "String!",
  "event_types": "[String!]!",
  "description": "String!",
  "active": "Boolean!",
  "failure_count": "Int!",
  "last_delivery_at": "String",
  "created_at": "String!"
} as const;

export const DeliveryFields = {
  "id": "ID!",
  "event_type": "String!",
  "status": "String!",
  "attempt_count": "Int!",
  "last_status_code": "Int",
  "last_error": "String",
  "created_at": "String!",
  "delivered_at": "String",
  "next_attempt_at": "String"
} as const;

export const WebhookEndpointDetailFields = {
  "id": "ID!",
  "url": "String!",
  "event_types": "[String!]!",
  "description": "String!",
  "active": "Boolean!",
  "failure_count": "Int!",
  "last_delivery_at": "String",
  "created_at": "String!",
  "recent_deliveries": [
    "[WebhookDelivery!]!",
    {
      "id": "ID!",
      "event_type": "String!",
      "status": "String!",
      "attempt_count": "Int!",
      "last_status_code": "Int",
      "last_error": "String",
      "created_at": "String!",
      "delivered_at": "String",
      "next_attempt_at": "String"
    }
  ]
} as const;

export const RegisteredWebhookEndpointFields = {
  "id": "ID!",
  "url": "String!",
  "event_types": "[String!]!",
  "description": "String!",
  "active": "Boolean!",
  "created_at": "String!",
  "secret": "String!"
} as const;

export const UpdatedWebhookEndpointFields = {
  "id": "ID!",
  "url": "String!",
  "event_types": "[String!]!",
  "description": "String!",
  "active": "Boolean!"
} as const;

export const WebhookDeletedFields = {
  "id": "ID!",
  "deleted": "Boolean!"
} as const;

export const WebhookTestQueuedFields = {
  "id": "ID!",
  "test_queued": "Boolean!"
} as const;

export const WebhookResendQueuedFields = {
  "id": "ID!",
  "endpoint_id": "ID!",
  "resend_queued": "Boolean!"
} as const;

export const RotatedWebhookSecretFields = {
  "id": "ID!",
  "secret": "String!",
  "previous_secret_expires_at": "String"
} as const;
