/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
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
  JSON: { input: any; output: any; }
};

export type AirEvent = {
  __typename?: 'AirEvent';
  datetime?: Maybe<Scalars['String']['output']>;
  datetimes: TimePair;
  description: Scalars['String']['output'];
  event_family: Scalars['String']['output'];
  flight_number?: Maybe<Scalars['String']['output']>;
  is_actual: Scalars['Boolean']['output'];
  location?: Maybe<AirportLocation>;
  pieces?: Maybe<Scalars['Int']['output']>;
  station?: Maybe<Scalars['String']['output']>;
  station_name?: Maybe<Scalars['String']['output']>;
  status_code: Scalars['String']['output'];
  weight_kg?: Maybe<Scalars['Float']['output']>;
};

export type AirRouteLeg = {
  __typename?: 'AirRouteLeg';
  arrival: TimePair;
  departure: TimePair;
  flight_number?: Maybe<Scalars['String']['output']>;
  from?: Maybe<AirportLocation>;
  order_id: Scalars['Int']['output'];
  /** [lat, lng] pairs along the great circle; empty on a trucked leg */
  path: Array<Array<Scalars['Float']['output']>>;
  pieces?: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
  to?: Maybe<AirportLocation>;
  transport_type?: Maybe<Scalars['String']['output']>;
  weight_kg?: Maybe<Scalars['Float']['output']>;
};

export type AircraftPosition = {
  __typename?: 'AircraftPosition';
  aircraft_type?: Maybe<Scalars['String']['output']>;
  alt_ft?: Maybe<Scalars['Int']['output']>;
  callsign?: Maybe<Scalars['String']['output']>;
  ground_speed_kt?: Maybe<Scalars['Int']['output']>;
  heading?: Maybe<Scalars['Int']['output']>;
  icao24_hex: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  operator_iata: Scalars['String']['output'];
  registration?: Maybe<Scalars['String']['output']>;
  seen_at: Scalars['String']['output'];
  vertical_rate_fpm?: Maybe<Scalars['Int']['output']>;
};

/** An airline, identified by its 3-digit AWB prefix. */
export type Airline = {
  __typename?: 'Airline';
  iata_code?: Maybe<Scalars['String']['output']>;
  icao_code?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** The spec's airline object (2.8 metadata.airline); `airline` joins to the Airline entity. */
export type AirlineInfo = {
  __typename?: 'AirlineInfo';
  airline: Airline;
  iata_code?: Maybe<Scalars['String']['output']>;
  icao_code?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** An airport object. */
export type Airport = {
  __typename?: 'Airport';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  iata: Scalars['String']['output'];
  iata_code: Scalars['String']['output'];
  icao_code?: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
};

/**
 * The spec's airport object (2.8), served by the air subgraph from the shared reference data in
 * the same fetch as the waybill (one statement for every airport of a waybill); `airport` joins
 * to the reference subgraph's Airport entity.
 */
export type AirportLocation = {
  __typename?: 'AirportLocation';
  airport: Airport;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 */
  country_code?: Maybe<Scalars['String']['output']>;
  iata_code: Scalars['String']['output'];
  icao_code?: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  /** IANA zone */
  timezone?: Maybe<Scalars['String']['output']>;
};

/** An air waybill. */
export type Airwaybill = {
  __typename?: 'Airwaybill';
  airline?: Maybe<Airline>;
  airline_iata?: Maybe<Scalars['String']['output']>;
  airline_name?: Maybe<Scalars['String']['output']>;
  airline_prefix: Scalars['String']['output'];
  arrival: TimePair;
  /** ppp-ssssssss */
  awb: Scalars['String']['output'];
  departure: TimePair;
  destination?: Maybe<Scalars['String']['output']>;
  destination_location?: Maybe<AirportLocation>;
  destination_name?: Maybe<Scalars['String']['output']>;
  eta?: Maybe<Scalars['String']['output']>;
  eta_is_actual: Scalars['Boolean']['output'];
  events: Array<AirEvent>;
  /**
   * What the airline's last answer held that could not be read (a line dropped, a message
   * rejected), newest answer only: each once, at most 20 (then one saying how many more); empty
   * after a clean answer.
   */
  feed_warnings: Array<Scalars['String']['output']>;
  flight_number?: Maybe<Scalars['String']['output']>;
  origin?: Maybe<Scalars['String']['output']>;
  origin_location?: Maybe<AirportLocation>;
  origin_name?: Maybe<Scalars['String']['output']>;
  pieces?: Maybe<Scalars['Int']['output']>;
  routes: Array<AirRouteLeg>;
  /** booked, accepted, in_transit, arrived, available, delivered, or unknown */
  status: Scalars['String']['output'];
  /**
   * The waybill as one JSON value: the fields of the Waybill fragment of
   * rest-adapter/operations/air.graphql (the REST track answer's `data`) in its order, answered by
   * these same field resolvers. The REST host selects it; GraphQL clients select the typed fields.
   */
  waybill_json: Scalars['JSON']['output'];
  weight_kg?: Maybe<Scalars['Float']['output']>;
};

/** An API key as listed: never the key itself, which is stored only as a hash. */
export type ApiKey = {
  __typename?: 'ApiKey';
  created_at: Scalars['String']['output'];
  expires_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  last4: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  revoked_at?: Maybe<Scalars['String']['output']>;
};

export type BestSailings = {
  __typename?: 'BestSailings';
  considered: Scalars['Int']['output'];
  destination: Scalars['String']['output'];
  items: Array<RankedSailingRoute>;
  origin: Scalars['String']['output'];
  ready_at: Scalars['String']['output'];
  weights: SailingScoreWeights;
};

export type CargoLine = {
  __typename?: 'CargoLine';
  fragile: Scalars['Boolean']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  length: Scalars['Int']['output'];
  max_load?: Maybe<Scalars['Float']['output']>;
  must_ship: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  stackable: Scalars['Boolean']['output'];
  stop: Scalars['Int']['output'];
  upright: Array<Dimension>;
  weight: Scalars['Float']['output'];
  width: Scalars['Int']['output'];
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

/** An ocean carrier (shipping line), identified by its SCAC. */
export type Carrier = {
  __typename?: 'Carrier';
  /** BIC owner prefixes of the line's own boxes */
  bic_prefixes: Array<Scalars['String']['output']>;
  /** The SCAC again, as the identity client caches normalise on (Apollo Client's __typename:id). */
  id: Scalars['ID']['output'];
  /** Position in the carrier league; null without observations. */
  league?: Maybe<LeagueEntry>;
  name: Scalars['String']['output'];
  reliability?: Maybe<ReliabilityFigures>;
  scac: Scalars['String']['output'];
  /** Null only when the schedules subgraph cannot be reached (SUBGRAPH_UNAVAILABLE), as every field schedules adds to another subgraph's type. */
  upcoming_sailings?: Maybe<Scalars['Int']['output']>;
  website?: Maybe<Scalars['String']['output']>;
};

export type CarrierLeague = {
  __typename?: 'CarrierLeague';
  carriers: Array<LeagueEntry>;
  min_obs: Scalars['Int']['output'];
  ranked_total: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CarrierReliabilityReport = {
  __typename?: 'CarrierReliabilityReport';
  carrier_code: Scalars['String']['output'];
  carrier_name: Scalars['String']['output'];
  /** On the lane, when origin and destination were given. */
  lane?: Maybe<ReliabilityFigures>;
  /** Position in the league; null without observations. */
  league?: Maybe<LeagueEntry>;
  min_obs: Scalars['Int']['output'];
  overall: ReliabilityFigures;
  tolerance_hours: Scalars['Int']['output'];
  upcoming_sailings: Scalars['Int']['output'];
  window_from: Scalars['String']['output'];
  window_to: Scalars['String']['output'];
};

export type CarrierTransit = {
  __typename?: 'CarrierTransit';
  carrier_code: Scalars['String']['output'];
  carrier_name: Scalars['String']['output'];
  direct_sailings: Scalars['Int']['output'];
  fastest_days: Scalars['Float']['output'];
  median_days: Scalars['Float']['output'];
  observed_median_days?: Maybe<Scalars['Float']['output']>;
  /** Achieved (actual departure to actual arrival) over the reliability window. */
  observed_voyages: Scalars['Int']['output'];
  sailings: Scalars['Int']['output'];
  slowest_days: Scalars['Float']['output'];
};

export type ChildContainer = {
  __typename?: 'ChildContainer';
  container_number: Scalars['String']['output'];
  container_size?: Maybe<Scalars['String']['output']>;
  current_vessel_imo?: Maybe<Scalars['String']['output']>;
  equipment_type?: Maybe<Scalars['String']['output']>;
  eta?: Maybe<Scalars['String']['output']>;
  events: Array<TimelineEvent>;
  iso_type_code?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type CongestionEntry = {
  __typename?: 'CongestionEntry';
  at_anchor: Scalars['Int']['output'];
  at_berth: Scalars['Int']['output'];
  level: Scalars['String']['output'];
  observed_at: Scalars['String']['output'];
  port: Scalars['String']['output'];
  port_name: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
  wait_hours: Scalars['Float']['output'];
};

export type CongestionLeaderboard = {
  __typename?: 'CongestionLeaderboard';
  items: Array<CongestionEntry>;
  /** The filter applied; null when none (absent or unrecognised). */
  level?: Maybe<Scalars['String']['output']>;
  limit: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Exactly one of the two is set. */
export type CongestionReport = {
  __typename?: 'CongestionReport';
  leaderboard?: Maybe<CongestionLeaderboard>;
  port?: Maybe<PortCongestion>;
};

/** A tracked container, bill of lading or booking. */
export type Container = {
  __typename?: 'Container';
  /** When tracking started. */
  added_at: Scalars['String']['output'];
  /** When archived; null while active. */
  archived_at?: Maybe<Scalars['String']['output']>;
  archived_reason?: Maybe<Scalars['String']['output']>;
  /** The carrier entity of carrier_code, joined to the reference subgraph (reliability, sailings, …). */
  carrier?: Maybe<Carrier>;
  /** The SCAC the line answered with or the caller gave, else the one the reference names (carrier_hint_code); '' when neither. */
  carrier_code: Scalars['String']['output'];
  carrier_hint_code?: Maybe<Scalars['String']['output']>;
  /** The carrier's name from reference data, falling back to carrier_code; '' without one. */
  carrier_name: Scalars['String']['output'];
  connector_notify_requested_at?: Maybe<Scalars['String']['output']>;
  connector_status?: Maybe<Scalars['JSON']['output']>;
  container_size?: Maybe<Scalars['String']['output']>;
  current_vessel_imo?: Maybe<Scalars['String']['output']>;
  customs_hold_reason?: Maybe<Scalars['String']['output']>;
  customs_hold_since?: Maybe<Scalars['String']['output']>;
  delay_bars?: Maybe<Array<DelayBar>>;
  demurrage_accrued_usd?: Maybe<Scalars['Float']['output']>;
  demurrage_at_risk: Scalars['Boolean']['output'];
  /** Earliest last free day of any box (port-local date). */
  demurrage_last_free_day?: Maybe<Scalars['String']['output']>;
  /** Port name, falling back to the UN/LOCODE; '' until the line names the destination. */
  destination_name: Scalars['String']['output'];
  destination_port?: Maybe<Port>;
  /** Port of discharge (UN/LOCODE). */
  destination_unlocode?: Maybe<Scalars['String']['output']>;
  equipment_lessor?: Maybe<Scalars['String']['output']>;
  equipment_manufacturer?: Maybe<Scalars['String']['output']>;
  equipment_owner?: Maybe<Scalars['String']['output']>;
  equipment_type?: Maybe<Scalars['String']['output']>;
  /**
   * Arrival at the port of discharge: the actual one, else the latest estimate, else the plan (a
   * record of several boxes shows the latest box's).
   */
  eta?: Maybe<Scalars['String']['output']>;
  /** Whether eta is an estimate: false for an actual arrival, null without an eta. */
  eta_is_estimated?: Maybe<Scalars['Boolean']['output']>;
  /** Record id, as container(id) and GET /v1/containers/{id} take it. */
  id: Scalars['ID']['output'];
  /**
   * The tracked reference (a container number, bill of lading or booking), upper-cased and without
   * spaces, dashes, dots, slashes or underscores.
   */
  identifier: Scalars['String']['output'];
  /** container_id, bill_of_lading or booking. */
  identifier_type: Scalars['String']['output'];
  is_demo: Scalars['Boolean']['output'];
  iso_type_code?: Maybe<Scalars['String']['output']>;
  /** The last carrier poll; before the first, when tracking started (added_at). */
  last_polled_at: Scalars['String']['output'];
  lessee_name?: Maybe<Scalars['String']['output']>;
  lessor_checked_at?: Maybe<Scalars['String']['output']>;
  lessor_contract_number?: Maybe<Scalars['String']['output']>;
  lessor_contract_type?: Maybe<Scalars['String']['output']>;
  lessor_status?: Maybe<Scalars['String']['output']>;
  /** The same reference as a lookup record. */
  lookup: ContainerLookup;
  org_id: Scalars['String']['output'];
  origin_port?: Maybe<Port>;
  /** Port of loading (UN/LOCODE). */
  origin_unlocode?: Maybe<Scalars['String']['output']>;
  /** Planned departure from the port of loading (kept after departure). */
  planned_departure_at?: Maybe<Scalars['String']['output']>;
  poll_priority: Scalars['String']['output'];
  /**
   * Our predicted arrival at the destination, beside the carrier's ETA (docs/ocean.md, "Predicted
   * arrival"); null when there is none: the box has arrived or its shipment ended, or neither the
   * carrier's ETA nor a usable AIS fix is known (field_provenance.predicted_arrival says which).
   */
  predicted_arrival?: Maybe<PredictedArrival>;
  /** The container record as the REST routes answer it, as one JSON value (the same values as the typed fields). */
  record_json: Scalars['JSON']['output'];
  redelivery_date?: Maybe<Scalars['String']['output']>;
  redelivery_location?: Maybe<Scalars['String']['output']>;
  redelivery_reference?: Maybe<Scalars['String']['output']>;
  redelivery_yard?: Maybe<Scalars['String']['output']>;
  route_alert?: Maybe<Scalars['JSON']['output']>;
  route_ports?: Maybe<Array<RoutePort>>;
  source: Scalars['String']['output'];
  /**
   * Tracking status, in lifecycle order pending, booked, in_transit, discharged, available, delivered,
   * returned_empty; customs_hold overlays any stage before the end.
   */
  status: Scalars['String']['output'];
  tags: Array<Tag>;
  unresolvable_since?: Maybe<Scalars['String']['output']>;
  unresolved_reason?: Maybe<Scalars['String']['output']>;
  vessel?: Maybe<Vessel>;
  vessel_position?: Maybe<VesselPosition>;
};

/** Lookup record of one tracked reference. */
export type ContainerLookup = {
  __typename?: 'ContainerLookup';
  ai_narrative?: Maybe<Scalars['JSON']['output']>;
  /** Bill of lading number. */
  bl_number?: Maybe<Scalars['String']['output']>;
  /** Booking number. */
  booking_number?: Maybe<Scalars['String']['output']>;
  /** The carrier entity, joined to the reference subgraph (LookupRecord.carrier is its name). */
  carrier?: Maybe<Carrier>;
  carrier_code?: Maybe<Scalars['String']['output']>;
  /** Boxes of a bill of lading or booking, each with its own timeline; null for a plain container. */
  child_containers?: Maybe<Array<ChildContainer>>;
  /** The box: the reference itself, or the first box of a bill of lading or booking; null while it has none. */
  container_number?: Maybe<Scalars['String']['output']>;
  container_size?: Maybe<Scalars['String']['output']>;
  customs_hold_reason?: Maybe<Scalars['String']['output']>;
  customs_hold_since?: Maybe<Scalars['String']['output']>;
  demurrage_free_days_left?: Maybe<Scalars['Int']['output']>;
  /** The port of discharge's name, falling back to its UN/LOCODE; null until the line names the port. */
  destination_name?: Maybe<Scalars['String']['output']>;
  destination_unlocode?: Maybe<Scalars['String']['output']>;
  equipment_type?: Maybe<Scalars['String']['output']>;
  eta?: Maybe<Scalars['String']['output']>;
  eta_confidence_pct?: Maybe<Scalars['Float']['output']>;
  eta_is_estimated?: Maybe<Scalars['Boolean']['output']>;
  /** Oldest to newest. */
  events: Array<TimelineEvent>;
  /** Terminals, depots and yards named by the events, deduplicated by name. */
  facilities: Array<OceanFacility>;
  field_provenance: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  identifier_type: Scalars['String']['output'];
  is_demo: Scalars['Boolean']['output'];
  iso_type_code?: Maybe<Scalars['String']['output']>;
  last_ais_fix_at?: Maybe<Scalars['String']['output']>;
  last_polled_at?: Maybe<Scalars['String']['output']>;
  last_updated_at: Scalars['String']['output'];
  last_updated_source?: Maybe<Scalars['String']['output']>;
  /** Every port referred to by the route or the events, deduplicated. */
  locations: Array<OceanLocation>;
  /** The port of loading's name, falling back to its UN/LOCODE; null until the line names the port. */
  origin_name?: Maybe<Scalars['String']['output']>;
  origin_unlocode?: Maybe<Scalars['String']['output']>;
  planned_departure_at?: Maybe<Scalars['String']['output']>;
  /**
   * Our predicted arrival at the destination, beside the carrier's ETA (docs/ocean.md, "Predicted
   * arrival"); null when there is none: the box has arrived or its shipment ended, or neither the
   * carrier's ETA nor a usable AIS fix is known (field_provenance.predicted_arrival says which).
   */
  predicted_arrival?: Maybe<PredictedArrival>;
  route_alert?: Maybe<Scalars['JSON']['output']>;
  /** Ports on the route, in order. */
  route_ports?: Maybe<Array<RoutePort>>;
  source: Scalars['String']['output'];
  status: Scalars['String']['output'];
  unresolved_reason?: Maybe<Scalars['String']['output']>;
  /**
   * The current vessel's IMO number: the vessel of the last load with no discharge after it; null
   * before loading and after discharge.
   */
  vessel_imo?: Maybe<Scalars['String']['output']>;
  vessel_name?: Maybe<Scalars['String']['output']>;
  vessel_position?: Maybe<VesselPosition>;
  /** Vessels named by the events, deduplicated by IMO. */
  vessels: Array<OceanVessel>;
};

export type ContainerPage = {
  __typename?: 'ContainerPage';
  has_more: Scalars['Boolean']['output'];
  items: Array<Container>;
  next_cursor?: Maybe<Scalars['String']['output']>;
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

export type CustomUnit = {
  __typename?: 'CustomUnit';
  door_height: Scalars['Int']['output'];
  door_width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  length: Scalars['Int']['output'];
  max_payload: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  width: Scalars['Int']['output'];
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

export type DelayBar = {
  __typename?: 'DelayBar';
  days_late?: Maybe<Scalars['Float']['output']>;
  port?: Maybe<Scalars['String']['output']>;
  stage: Scalars['String']['output'];
};

export type DemurrageItem = {
  __typename?: 'DemurrageItem';
  confidence: Scalars['String']['output'];
  /** Container number. */
  container_id: Scalars['String']['output'];
  costed: Scalars['Boolean']['output'];
  daily_rate_usd?: Maybe<Scalars['Float']['output']>;
  days_overdue: Scalars['Int']['output'];
  discharge_datetime?: Maybe<Scalars['String']['output']>;
  free_days?: Maybe<Scalars['Int']['output']>;
  free_days_left?: Maybe<Scalars['Int']['output']>;
  last_free_day?: Maybe<Scalars['String']['output']>;
  port?: Maybe<Scalars['String']['output']>;
  /** Accrued so far (null when the rate is unknown). */
  projected_usd?: Maybe<Scalars['Float']['output']>;
  /** The tracked record (UUID) the box belongs to. */
  record_id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  /** Null when own terms are used (the REST row then omits it). */
  terms_lane?: Maybe<Scalars['String']['output']>;
  terms_source: Scalars['String']['output'];
};

/** Demurrage report. */
export type DemurrageReport = {
  __typename?: 'DemurrageReport';
  assessed_containers: Scalars['Int']['output'];
  candidates_considered: Scalars['Int']['output'];
  containers_at_risk: Scalars['Int']['output'];
  coverage_note?: Maybe<Scalars['String']['output']>;
  items: Array<DemurrageItem>;
  /** The same rows as one JSON leaf (no per-field work for up to 1,000 rows at each hop). */
  items_json: Scalars['JSON']['output'];
  total_at_risk_usd: Scalars['Float']['output'];
  truncated: Scalars['Boolean']['output'];
  unassessable_containers: Scalars['Int']['output'];
  uncosted_containers: Scalars['Int']['output'];
};

/**
 * The demurrage report exactly as GET /v1/containers/demurrage answers it: the rows as
 * one JSON leaf (no per-field work for up to 1,000 rows at each hop), `terms_lane` absent on rows
 * under the caller's own terms.
 */
export type DemurrageReportRecord = {
  __typename?: 'DemurrageReportRecord';
  assessed_containers: Scalars['Int']['output'];
  candidates_considered: Scalars['Int']['output'];
  containers_at_risk: Scalars['Int']['output'];
  coverage_note?: Maybe<Scalars['String']['output']>;
  /** DemurrageItem rows (the REST report's fields), fewest free days left first. */
  items: Scalars['JSON']['output'];
  total_at_risk_usd: Scalars['Float']['output'];
  truncated: Scalars['Boolean']['output'];
  unassessable_containers: Scalars['Int']['output'];
  uncosted_containers: Scalars['Int']['output'];
};

export type DemurrageTerms = {
  __typename?: 'DemurrageTerms';
  carrier_code?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  free_days: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  lane?: Maybe<Scalars['String']['output']>;
  port?: Maybe<Scalars['String']['output']>;
  tiers?: Maybe<Array<DemurrageTier>>;
  updated_at: Scalars['String']['output'];
};

/** A filing: the terms now on file (also flat, as POST /v1/demurrage-terms answers), and its effect. */
export type DemurrageTermsFiling = {
  __typename?: 'DemurrageTermsFiling';
  /** Boxes whose terms in force are now these. */
  boxes_covered: Scalars['Int']['output'];
  carrier_code?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  free_days: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  lane?: Maybe<Scalars['String']['output']>;
  port?: Maybe<Scalars['String']['output']>;
  /** True when terms for the same scope existed and were replaced. */
  replaced: Scalars['Boolean']['output'];
  terms: DemurrageTerms;
  tiers?: Maybe<Array<DemurrageTier>>;
  updated_at: Scalars['String']['output'];
};

export type DemurrageTermsInput = {
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  free_days: Scalars['Int']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  lane?: InputMaybe<Scalars['String']['input']>;
  port?: InputMaybe<Scalars['String']['input']>;
  tiers?: InputMaybe<Array<DemurrageTierInput>>;
};

export type DemurrageTermsList = {
  __typename?: 'DemurrageTermsList';
  items: Array<DemurrageTerms>;
};

export type DemurrageTier = {
  __typename?: 'DemurrageTier';
  daily_rate_usd: Scalars['Float']['output'];
  from_day: Scalars['Int']['output'];
  to_day?: Maybe<Scalars['Int']['output']>;
};

export type DemurrageTierInput = {
  daily_rate_usd: Scalars['Float']['input'];
  from_day: Scalars['Int']['input'];
};

export type Dimension =
  | 'height'
  | 'length'
  | 'width';

export type Entitlement = {
  __typename?: 'Entitlement';
  active: Scalars['Boolean']['output'];
  /** null = no expiry */
  expires_at?: Maybe<Scalars['String']['output']>;
  /** air_cargo, schedules or freight_rates */
  name: Scalars['String']['output'];
};

export type Equipment = {
  __typename?: 'Equipment';
  code: Scalars['String']['output'];
  door_height: Scalars['Int']['output'];
  door_width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  length: Scalars['Int']['output'];
  max_payload: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type EquipmentChoice = {
  __typename?: 'EquipmentChoice';
  code?: Maybe<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
  custom?: Maybe<CustomUnit>;
};

export type EquipmentChoiceInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  count?: InputMaybe<Scalars['Int']['input']>;
  custom?: InputMaybe<CustomUnitInput>;
};

export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  source: Scalars['String']['output'];
  usd_per_unit: Scalars['Float']['output'];
};

/** A day, or the first day of a week or month; a bucket's figures are the means of its days. */
export type HistoryPoint = {
  __typename?: 'HistoryPoint';
  count: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  /** Days of the bucket with a published median. */
  days: Scalars['Int']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  mean?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  p10?: Maybe<Scalars['Float']['output']>;
  p25?: Maybe<Scalars['Float']['output']>;
  p50?: Maybe<Scalars['Float']['output']>;
  p75?: Maybe<Scalars['Float']['output']>;
  p90?: Maybe<Scalars['Float']['output']>;
};

export type IdentifierCheck = {
  __typename?: 'IdentifierCheck';
  carrier_hint_code?: Maybe<Scalars['String']['output']>;
  identifier_type?: Maybe<Scalars['String']['output']>;
  normalized: Scalars['String']['output'];
  suggested_identifier?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

export type IndexComponent = {
  __typename?: 'IndexComponent';
  destination: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  share: Scalars['Float']['output'];
  weight: Scalars['Float']['output'];
};

export type IndexMembership = {
  __typename?: 'IndexMembership';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The lane's weight divided by the sum of the index's weights. */
  share: Scalars['Float']['output'];
  weight: Scalars['Float']['output'];
};

export type IndexPoint = {
  __typename?: 'IndexPoint';
  date: Scalars['String']['output'];
  /** The index's value that day, USD. */
  value_usd: Scalars['Float']['output'];
};

export type IsoSizeType = {
  __typename?: 'IsoSizeType';
  code: Scalars['String']['output'];
  equipment_type: Scalars['String']['output'];
  label: Scalars['String']['output'];
  size: Scalars['String']['output'];
};

/** Ocean adds the caller organisation's own shipments to the supergraph's lane (rates owns it). */
export type Lane = {
  __typename?: 'Lane';
  /** The lane's port of discharge (UN/LOCODE). */
  destination: Scalars['String']['output'];
  destination_port?: Maybe<Port>;
  /** The destination's trade region, as origin_region's. */
  destination_region?: Maybe<Scalars['String']['output']>;
  /** ISO 6346 size-type codes the lane has observations for. */
  equipment?: Maybe<Array<Scalars['String']['output']>>;
  /** The indices the lane is a component of. */
  indices?: Maybe<Array<IndexMembership>>;
  /** The market rate on a day (default today), computed from the observations counted that day. */
  market_rate?: Maybe<MarketRate>;
  /** Today's market rate of every equipment and rate type quoted on the lane. */
  market_rates?: Maybe<Array<MarketRate>>;
  /** The lane's port of loading (UN/LOCODE). */
  origin: Scalars['String']['output'];
  origin_port?: Maybe<Port>;
  /**
   * The origin's trade region: Asia, North Europe, Mediterranean, US West Coast, US East Coast, Middle
   * East, Indian Subcontinent, Oceania, Latin America, Africa or Other.
   */
  origin_region?: Maybe<Scalars['String']['output']>;
  /** On-time share per carrier over the reliability window; null when the lane has no observed arrival. */
  reliability?: Maybe<LaneReliability>;
  /** Sailings departing in the default search window (the next 28 days), transit times and the lane's on-time share. */
  sailings?: Maybe<LaneSummary>;
  /** The organisation's active (not archived) records whose origin and destination are the lane's (null only when the ocean subgraph cannot be reached). */
  shipments?: Maybe<LaneShipments>;
  /**
   * When the organisation's earliest active record on the lane was added (ISO 8601); null when it
   * has none. The schedules exports count a lane's sailings as changed no earlier than this.
   */
  tracked_since?: Maybe<Scalars['String']['output']>;
};


/** Ocean adds the caller organisation's own shipments to the supergraph's lane (rates owns it). */
export type LaneMarket_RateArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  rate_type?: InputMaybe<Scalars['String']['input']>;
};

export type LaneCarrier = {
  __typename?: 'LaneCarrier';
  avg_delay_hours: Scalars['Float']['output'];
  carrier_code: Scalars['String']['output'];
  carrier_name: Scalars['String']['output'];
  observations: Scalars['Int']['output'];
  on_time: Scalars['Int']['output'];
  on_time_pct: Scalars['Float']['output'];
  provisional: Scalars['Boolean']['output'];
  rank?: Maybe<Scalars['Int']['output']>;
  ranked: Scalars['Boolean']['output'];
};

export type LaneComparison = {
  __typename?: 'LaneComparison';
  from: Scalars['String']['output'];
  lanes: Array<LaneSummary>;
  to: Scalars['String']['output'];
};

export type LaneHistory = {
  __typename?: 'LaneHistory';
  bucket: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  destination: Scalars['String']['output'];
  equipment: Scalars['String']['output'];
  from: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  points: Array<HistoryPoint>;
  /** The points as one JSON value, each with HistoryPoint's fields in its order (the REST history route reads it). */
  points_json: Scalars['JSON']['output'];
  rate_type: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type LanePage = {
  __typename?: 'LanePage';
  lanes: Array<Lane>;
  next_cursor?: Maybe<Scalars['String']['output']>;
};

/**
 * A lane's median price for one equipment and rate type today (deprecated with lane_rates: the
 * Lane's market_rates carries it and the rest of the distribution).
 */
export type LaneRate = {
  __typename?: 'LaneRate';
  /** The ISO 6346 size-type code (MarketRate.equipment). */
  container_size: Scalars['String']['output'];
  destination_port?: Maybe<Port>;
  destination_unlocode: Scalars['String']['output'];
  /** origin-destination-equipment-rate_type-date */
  id: Scalars['ID']['output'];
  origin_port?: Maybe<Port>;
  origin_unlocode: Scalars['String']['output'];
  /** MarketRate.p50. */
  rate_usd: Scalars['Float']['output'];
  /** MarketRate.date. */
  valid_from: Scalars['String']['output'];
};

export type LaneReliability = {
  __typename?: 'LaneReliability';
  /** The same error of the carrier's ETA at the same moment, beside it; null when prediction_sample_size is 0. */
  carrier_eta_mae_hours?: Maybe<Scalars['Float']['output']>;
  carriers: Array<LaneCarrier>;
  destination: Scalars['String']['output'];
  min_obs: Scalars['Int']['output'];
  observations: Scalars['Int']['output'];
  on_time_pct: Scalars['Float']['output'];
  origin: Scalars['String']['output'];
  /** How many days before each arrival the prediction error is measured (7). */
  prediction_horizon_days: Scalars['Int']['output'];
  /**
   * The lane's recent prediction error: the mean absolute error, in hours, of the predicted arrival's
   * p50 (the container records' predicted_arrival) made prediction_horizon_days before each of these
   * arrivals with only what was known then (the carrier's estimate as it stood, its arrival delays
   * before then), as the backtest measures it; null when prediction_sample_size is 0.
   */
  prediction_mae_hours?: Maybe<Scalars['Float']['output']>;
  /**
   * The lane's arrivals of the window (of the carriers asked) the prediction error was measured on:
   * those with a schedule and a carrier's estimate. 0 when there is none, and then both errors are null.
   */
  prediction_sample_size: Scalars['Int']['output'];
  tolerance_hours: Scalars['Int']['output'];
  window_from: Scalars['String']['output'];
  window_to: Scalars['String']['output'];
};

export type LaneShipments = {
  __typename?: 'LaneShipments';
  /** Boxes that arrived and have a first ETA on record: the ones the delay is measured on. */
  arrivals_measured: Scalars['Int']['output'];
  /** Mean of arrival minus the first ETA seen, in days (one decimal; negative = early); null when no box is measured. */
  avg_arrival_delay_days?: Maybe<Scalars['Float']['output']>;
  /** The records, most recently updated first. */
  containers: Array<Container>;
  count: Scalars['Int']['output'];
  /** Sum of the records' demurrage_accrued_usd; null when no record has a rate (not zero owed). */
  demurrage_accrued_usd?: Maybe<Scalars['Float']['output']>;
  /** Records with demurrage_at_risk. */
  demurrage_at_risk: Scalars['Int']['output'];
  /** Records with status in_transit. */
  in_transit: Scalars['Int']['output'];
};

export type LaneSummary = {
  __typename?: 'LaneSummary';
  carriers: Array<Scalars['String']['output']>;
  destination: Scalars['String']['output'];
  destination_congestion?: Maybe<PortCongestion>;
  direct_sailings: Scalars['Int']['output'];
  fastest_transit_days?: Maybe<Scalars['Float']['output']>;
  median_transit_days?: Maybe<Scalars['Float']['output']>;
  next_departure_at?: Maybe<Scalars['String']['output']>;
  observations: Scalars['Int']['output'];
  on_time_pct?: Maybe<Scalars['Float']['output']>;
  origin: Scalars['String']['output'];
  sailings: Scalars['Int']['output'];
};

export type LeagueEntry = {
  __typename?: 'LeagueEntry';
  carrier_code: Scalars['String']['output'];
  carrier_name: Scalars['String']['output'];
  /**
   * When the figures were computed: on a Carrier or Port entity, the schedules tick that last
   * refreshed the read model (they cover the window ending then); elsewhere, the request's time.
   */
  computed_at: Scalars['String']['output'];
  /**
   * The trend: on-time share per calendar month (UTC) of the reliability window ending now,
   * oldest first (the first and last months partial); a month without arrivals has a null share.
   */
  monthly: Array<ReliabilityMonth>;
  observations: Scalars['Int']['output'];
  on_time_pct: Scalars['Float']['output'];
  provisional: Scalars['Boolean']['output'];
  rank?: Maybe<Scalars['Int']['output']>;
  ranked: Scalars['Boolean']['output'];
};

export type LegacyAis = {
  __typename?: 'LegacyAis';
  data?: Maybe<LegacyAisData>;
  status: Scalars['String']['output'];
};

export type LegacyAisData = {
  __typename?: 'LegacyAisData';
  arrival_port?: Maybe<LegacyAisPort>;
  departure_port?: Maybe<LegacyAisPort>;
  discharge_port?: Maybe<LegacyAisPort>;
  last_event?: Maybe<LegacyAisEvent>;
  last_vessel_position?: Maybe<LegacyAisPosition>;
  vessel?: Maybe<LegacyAisVessel>;
};

export type LegacyAisEvent = {
  __typename?: 'LegacyAisEvent';
  date?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  voyage?: Maybe<Scalars['String']['output']>;
};

export type LegacyAisPort = {
  __typename?: 'LegacyAisPort';
  code?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  /** ATD / ETD, ATA / ETA */
  date_label?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type LegacyAisPosition = {
  __typename?: 'LegacyAisPosition';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  /** UTC YYYY-MM-DD HH:MM:SS of the fix */
  updated_at: Scalars['String']['output'];
};

export type LegacyAisVessel = {
  __typename?: 'LegacyAisVessel';
  call_sign?: Maybe<Scalars['String']['output']>;
  flag?: Maybe<Scalars['String']['output']>;
  imo?: Maybe<Scalars['Int']['output']>;
  mmsi?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

export type LegacyContainer = {
  __typename?: 'LegacyContainer';
  events: Array<LegacyEvent>;
  is_status_from_sealine: Scalars['Boolean']['output'];
  /** ISO 6346 size-type, e.g. 45G1 */
  iso_code?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  /** e.g. 40' High Cube Dry */
  size_type?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type LegacyEvent = {
  __typename?: 'LegacyEvent';
  actual: Scalars['Boolean']['output'];
  date?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** DCSA code (GTOT, GTIN, LOAD, DEPA, DISC, ARRI, …) */
  event_code: Scalars['String']['output'];
  /** EQUIPMENT or TRANSPORT */
  event_type: Scalars['String']['output'];
  /** facilities id */
  facility?: Maybe<Scalars['Int']['output']>;
  is_additional_event: Scalars['Boolean']['output'];
  /** locations id */
  location?: Maybe<Scalars['Int']['output']>;
  order_id: Scalars['Int']['output'];
  /** Milestone code (CEP … CER); null on an additional event */
  status?: Maybe<Scalars['String']['output']>;
  /** VESSEL, TRUCK, RAIL, BARGE or null */
  transport_type?: Maybe<Scalars['String']['output']>;
  /** land or sea */
  type: Scalars['String']['output'];
  /** vessels id */
  vessel?: Maybe<Scalars['Int']['output']>;
  voyage?: Maybe<Scalars['String']['output']>;
};

export type LegacyFacility = {
  __typename?: 'LegacyFacility';
  bic_code?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  locode?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  smdg_code?: Maybe<Scalars['String']['output']>;
};

export type LegacyLocation = {
  __typename?: 'LegacyLocation';
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  locode?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
};

export type LegacyMetadata = {
  __typename?: 'LegacyMetadata';
  api_calls: LegacyQuota;
  cache_expires?: Maybe<Scalars['String']['output']>;
  from_cache: Scalars['Boolean']['output'];
  is_status_from_sealine: Scalars['Boolean']['output'];
  number: Scalars['String']['output'];
  /** SCAC; the container prefix's line when the carrier is unresolved; else auto */
  sealine: Scalars['String']['output'];
  sealine_name: Scalars['String']['output'];
  /** PLANNED, IN_TRANSIT, DELIVERED, UNKNOWN */
  status: Scalars['String']['output'];
  /** CT, BL or BK */
  type: Scalars['String']['output'];
  unique_shipments: LegacyQuota;
  /** UTC YYYY-MM-DD HH:MM:SS of the last carrier check */
  updated_at?: Maybe<Scalars['String']['output']>;
};

/** Null total and remaining: no cap configured. */
export type LegacyQuota = {
  __typename?: 'LegacyQuota';
  remaining?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
  used: Scalars['Int']['output'];
};

export type LegacyRoute = {
  __typename?: 'LegacyRoute';
  pod: LegacyRoutePod;
  pol: LegacyRoutePoint;
  postpod: LegacyRoutePoint;
  prepol: LegacyRoutePoint;
};

export type LegacyRouteData = {
  __typename?: 'LegacyRouteData';
  ais?: Maybe<LegacyAis>;
  /** [lat, lng] of the current position */
  pin?: Maybe<Array<Scalars['Float']['output']>>;
  route: Array<LegacyRouteLeg>;
};

export type LegacyRouteLeg = {
  __typename?: 'LegacyRouteLeg';
  /** [[lat, lng], …] */
  path: Array<Array<Scalars['Float']['output']>>;
  transport_type?: Maybe<Scalars['String']['output']>;
  /** SEA or LAND */
  type: Scalars['String']['output'];
};

export type LegacyRoutePod = {
  __typename?: 'LegacyRoutePod';
  actual?: Maybe<Scalars['Boolean']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['Int']['output']>;
  predictive_eta?: Maybe<Scalars['String']['output']>;
};

export type LegacyRoutePoint = {
  __typename?: 'LegacyRoutePoint';
  actual?: Maybe<Scalars['Boolean']['output']>;
  /** local time at the place, YYYY-MM-DD HH:MM:SS */
  date?: Maybe<Scalars['String']['output']>;
  /** locations id */
  location?: Maybe<Scalars['Int']['output']>;
};

export type LegacyTrackingData = {
  __typename?: 'LegacyTrackingData';
  containers: Array<LegacyContainer>;
  facilities: Array<LegacyFacility>;
  locations: Array<LegacyLocation>;
  metadata: LegacyMetadata;
  route: LegacyRoute;
  route_data?: Maybe<LegacyRouteData>;
  vessels: Array<LegacyVessel>;
};

/** Envelope of a compat answer: status success or error (NO_TRACKING_INFO, WRONG_NUMBER). */
export type LegacyTrackingResult = {
  __typename?: 'LegacyTrackingResult';
  /**
   * The earlier API's version this answer renders: v3.
   * @deprecated The REST surface's API-Version header. Removed in the release after 2026-11-27.
   */
  api_version: Scalars['String']['output'];
  /** The seven keys on success; null on error (rendered as {} by REST). */
  data?: Maybe<LegacyTrackingData>;
  /**
   * The same answer as one JSON value, keys in the documented order: what the REST adapter passes
   * through (a leaf costs the gateway nothing to walk; `data` is the typed view of it).
   */
  data_json?: Maybe<Scalars['JSON']['output']>;
  /** Additive hint on errors, e.g. a check-digit correction. */
  detail?: Maybe<Scalars['String']['output']>;
  /** OK, a short sentence when resolved but untrackable, or NO_TRACKING_INFO / WRONG_NUMBER. */
  message: Scalars['String']['output'];
  /**
   * Our contract for the shape: legacy-compat/1.
   * @deprecated The REST surface's X-Schema-Version header. Removed in the release after 2026-11-27.
   */
  schema_version: Scalars['String']['output'];
  /** success | error */
  status: Scalars['String']['output'];
  /** Counters of the caller's key after this call (X-Usage-* headers). */
  usage: LegacyUsage;
};

export type LegacyUsage = {
  __typename?: 'LegacyUsage';
  day: Scalars['Int']['output'];
  lifetime: Scalars['Int']['output'];
  month: Scalars['Int']['output'];
  week: Scalars['Int']['output'];
};

export type LegacyVessel = {
  __typename?: 'LegacyVessel';
  call_sign?: Maybe<Scalars['String']['output']>;
  flag?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  imo?: Maybe<Scalars['Int']['output']>;
  mmsi?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

export type Lessor = {
  __typename?: 'Lessor';
  bic_prefix: Scalars['String']['output'];
  lessor_name: Scalars['String']['output'];
};

/** One event: the webhook body (id, type, occurred_at, data) with its product and stream position. */
export type LiveEvent = {
  __typename?: 'LiveEvent';
  data: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  occurred_at: Scalars['String']['output'];
  position: Scalars['String']['output'];
  product: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The loading datasets: load_plans (one row per plan), load_plan_units (one row per unit a plan loads). */
export type LoadingExportDataset =
  | 'load_plan_units'
  | 'load_plans';

export type LoadingExportPage = {
  __typename?: 'LoadingExportPage';
  next_after?: Maybe<Scalars['String']['output']>;
  rows: Scalars['JSON']['output'];
};

/**
 * The lookup record exactly as the REST route names and shapes it: ContainerLookup's
 * fields, but `carrier` is the carrier's name, falling back to the SCAC.
 */
export type LookupRecord = {
  __typename?: 'LookupRecord';
  ai_narrative?: Maybe<Scalars['JSON']['output']>;
  bl_number?: Maybe<Scalars['String']['output']>;
  booking_number?: Maybe<Scalars['String']['output']>;
  /** The carrier's name, falling back to the SCAC (as Container.carrier_name); '' without one. */
  carrier: Scalars['String']['output'];
  child_containers?: Maybe<Array<ChildContainer>>;
  container_number?: Maybe<Scalars['String']['output']>;
  container_size?: Maybe<Scalars['String']['output']>;
  demurrage_free_days_left?: Maybe<Scalars['Int']['output']>;
  destination_name: Scalars['String']['output'];
  equipment_type?: Maybe<Scalars['String']['output']>;
  eta?: Maybe<Scalars['String']['output']>;
  eta_confidence_pct?: Maybe<Scalars['Float']['output']>;
  /** Oldest to newest. */
  events: Array<TimelineEvent>;
  field_provenance: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  identifier_type: Scalars['String']['output'];
  iso_type_code?: Maybe<Scalars['String']['output']>;
  last_ais_fix_at?: Maybe<Scalars['String']['output']>;
  last_polled_at?: Maybe<Scalars['String']['output']>;
  last_updated_at: Scalars['String']['output'];
  last_updated_source?: Maybe<Scalars['String']['output']>;
  /** Port names, falling back to the UN/LOCODE; '' until the line names the port. */
  origin_name: Scalars['String']['output'];
  /**
   * Our predicted arrival at the destination, beside the carrier's ETA (docs/ocean.md, "Predicted
   * arrival"); null when there is none: the box has arrived or its shipment ended, or neither the
   * carrier's ETA nor a usable AIS fix is known (field_provenance.predicted_arrival says which).
   */
  predicted_arrival?: Maybe<PredictedArrival>;
  /** The lookup record as the REST lookup answers it, as one JSON value (the same values as the typed fields). */
  record_json: Scalars['JSON']['output'];
  status: Scalars['String']['output'];
  vessel_imo?: Maybe<Scalars['String']['output']>;
  vessel_name?: Maybe<Scalars['String']['output']>;
  vessel_position?: Maybe<VesselPosition>;
};

/** The distribution of all-in prices in USD counted on a day; the figures are null when status is insufficient_observations. */
export type MarketRate = {
  __typename?: 'MarketRate';
  /** Sources counted that day: each source's latest observation valid on the day with an all-in USD price. */
  count: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  date: Scalars['String']['output'];
  /** ISO 6346 size-type code (22G1, 42G1, 45G1, L5G1, 45R1). */
  equipment: Scalars['String']['output'];
  /** Highest price counted, all-in USD; null below minimum_count (3) sources. */
  max?: Maybe<Scalars['Float']['output']>;
  /** Mean of the prices counted, all-in USD; null below minimum_count (3) sources. */
  mean?: Maybe<Scalars['Float']['output']>;
  /** Lowest price counted, all-in USD; null below minimum_count (3) sources. */
  min?: Maybe<Scalars['Float']['output']>;
  minimum_count: Scalars['Int']['output'];
  /** 10th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p10?: Maybe<Scalars['Float']['output']>;
  /** 25th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p25?: Maybe<Scalars['Float']['output']>;
  /** Median of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p50?: Maybe<Scalars['Float']['output']>;
  /** 75th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p75?: Maybe<Scalars['Float']['output']>;
  /** 90th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p90?: Maybe<Scalars['Float']['output']>;
  /** spot or contract. */
  rate_type: Scalars['String']['output'];
  /** ok, or insufficient_observations when fewer than minimum_count observations counted. */
  status: Scalars['String']['output'];
};

export type Money = {
  __typename?: 'Money';
  amount?: Maybe<Scalars['Float']['output']>;
  currency: Scalars['String']['output'];
};

export type MonthExposure = {
  __typename?: 'MonthExposure';
  exposure: Scalars['Float']['output'];
  level: Scalars['String']['output'];
  month: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Starts tracking a reference (201 on REST). Errors: VALIDATION_ERROR, REFERENCE_NOT_RESOLVABLE
   * (wrong check digit, with suggested_identifier), ALREADY_TRACKED, CONTAINER_ADD_IN_PROGRESS,
   * UNIQUE_QUOTA_EXCEEDED, CONTAINER_QUOTA_EXCEEDED, PAYG_SPEND_CAP_REACHED.
   */
  add_container: Container;
  /** Archives (stops tracking) a record; idempotent. Null when unknown. */
  archive_container?: Maybe<Container>;
  /** Plans the cargo into the equipment (in a worker thread, within the time budget) and stores the plan. */
  create_plan: Plan;
  /** Deletes a plan for good; false when there was none. */
  delete_plan: Scalars['Boolean']['output'];
  /** Idempotent: deleted is true whether or not the id existed. */
  delete_webhook: WebhookDeletion;
  /** Files own free-time terms for a scope (carrier / port / lane); the same scope again replaces them. */
  file_demurrage_terms: DemurrageTermsFiling;
  /**
   * The compat answer for a container number, bill of lading or booking (kind detected). Counts
   * one call for the caller's key; serves the organisation's answer rendered in the last ~90 s;
   * registers an unseen reference (a shipment slot, as the keyed lookup) and holds until the
   * carrier connector resolves it or the ceiling passes. Errors: ACCESS_EXPIRED (403),
   * QUOTA_EXCEEDED (429: compat call allowance or shipment quota spent).
   */
  legacy_tracking: LegacyTrackingResult;
  /** Asks the carrier again now (RATE_LIMITED when the last recheck was under 5 minutes ago). Null when unknown. */
  recheck_container?: Maybe<Container>;
  /**
   * Counts one call outside the data fields, which count themselves (the webhook routes), for
   * the caller's organisation (monthly allowance) and key (daily allowance): 429 QUOTA_EXCEEDED
   * with Retry-After when either is spent (nothing counted), 403 without schedules access, 503
   * when the counters cannot be reached. Given origin and destination, the lane becomes watched.
   */
  record_schedules_call: ScheduleUsage;
  /** Registers an endpoint; the answer carries the signing secret, shown this once. */
  register_webhook: RegisteredWebhook;
  /**
   * Sends one delivery again, due now, with its id and bytes; null when the endpoint or the delivery
   * is unknown; resend_queued false while the endpoint is inactive.
   */
  resend_webhook_delivery?: Maybe<WebhookResend>;
  /**
   * Replaces the signing secret; the one before stays valid (both sign) for overlap_seconds
   * (default 86400, at most 604800; 0 ends it at once). Null when the endpoint is unknown.
   */
  rotate_webhook_secret?: Maybe<WebhookSecretRotation>;
  /** Pay-as-you-go spend cap in USD for the caller (null = the plan default). */
  set_payg_spend_cap: OceanUsage;
  /** Queues a ping; null when the endpoint is unknown; test_queued false while it is inactive. */
  test_webhook?: Maybe<WebhookTest>;
  /**
   * Lookup by identifier that registers an untracked reference (consuming a shipment slot) and
   * answers TRACKING_IN_PROGRESS (status 202, retry_after_seconds) until the carrier has answered.
   */
  track_container: ContainerLookup;
  /** track_container as GET /v1/containers/lookup/{identifier} answers it: the lookup record (`carrier` is the name). */
  track_container_record: LookupRecord;
  /**
   * Tracks an air waybill for the caller's organisation: the kept answer, or the
   * airline's, under the cache rules of docs/air.md. Errors: INVALID_AWB, INVALID_CHECK_DIGIT,
   * UNKNOWN_AIRLINE, NOT_FOUND (with Retry-After), AIRLINE_UNAVAILABLE.
   */
  track_waybill: TrackResult;
  /** Replaces tags and / or sets the redelivery fields. Null when unknown. */
  update_container?: Maybe<Container>;
  /** Replaces the fields given and plans again: same id, the next revision. Null when there is no such plan. */
  update_plan?: Maybe<Plan>;
  /** Changes only the given fields; null when the endpoint is unknown. */
  update_webhook?: Maybe<WebhookEndpoint>;
};


export type MutationAdd_ContainerArgs = {
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  identifier: Scalars['String']['input'];
  identifier_type?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationArchive_ContainerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreate_PlanArgs = {
  input: PlanRequestInput;
};


export type MutationDelete_PlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDelete_WebhookArgs = {
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


export type MutationFile_Demurrage_TermsArgs = {
  input: DemurrageTermsInput;
};


export type MutationLegacy_TrackingArgs = {
  number: Scalars['String']['input'];
};


export type MutationRecheck_ContainerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecord_Schedules_CallArgs = {
  destination?: InputMaybe<Scalars['String']['input']>;
  kind: Scalars['String']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegister_WebhookArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  event_types?: InputMaybe<Array<Scalars['String']['input']>>;
  product: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResend_Webhook_DeliveryArgs = {
  delivery_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


export type MutationRotate_Webhook_SecretArgs = {
  id: Scalars['ID']['input'];
  overlap_seconds?: InputMaybe<Scalars['Int']['input']>;
  product: Scalars['String']['input'];
};


export type MutationSet_Payg_Spend_CapArgs = {
  usd?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationTest_WebhookArgs = {
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


export type MutationTrack_ContainerArgs = {
  identifier: Scalars['String']['input'];
};


export type MutationTrack_Container_RecordArgs = {
  identifier: Scalars['String']['input'];
};


export type MutationTrack_WaybillArgs = {
  awb: Scalars['String']['input'];
  force_update?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdate_ContainerArgs = {
  id: Scalars['ID']['input'];
  patch: ContainerPatch;
};


export type MutationUpdate_PlanArgs = {
  id: Scalars['ID']['input'];
  input: PlanPatchInput;
};


export type MutationUpdate_WebhookArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  event_types?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

export type Observation = {
  __typename?: 'Observation';
  all_in?: Maybe<Money>;
  /** The all-in total in USD at the exchange rate of fx_date; null when unknown or no rate. */
  all_in_usd?: Maybe<Scalars['Float']['output']>;
  /** Null when the source did not itemise it. */
  base_ocean_freight?: Maybe<Money>;
  destination: Scalars['String']['output'];
  equipment: Scalars['String']['output'];
  feed: Scalars['String']['output'];
  fx_date?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  observed_at: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  rate_type: Scalars['String']['output'];
  source: Scalars['String']['output'];
  source_kind: Scalars['String']['output'];
  surcharges: Array<Surcharge>;
  valid_from: Scalars['String']['output'];
  valid_to: Scalars['String']['output'];
};

export type ObservationPage = {
  __typename?: 'ObservationPage';
  next_cursor?: Maybe<Scalars['String']['output']>;
  observations: Array<Observation>;
};

export type OceanEventFeedPage = {
  __typename?: 'OceanEventFeedPage';
  cursor: Scalars['String']['output'];
  /** DCSA T&T 2.2-shaped events (JSON objects). */
  items: Array<Scalars['JSON']['output']>;
  next_cursor?: Maybe<Scalars['String']['output']>;
};

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

export type OceanExportPage = {
  __typename?: 'OceanExportPage';
  next_after?: Maybe<Scalars['String']['output']>;
  rows: Scalars['JSON']['output'];
};

export type OceanFacility = {
  __typename?: 'OceanFacility';
  name: Scalars['String']['output'];
  unlocode?: Maybe<Scalars['String']['output']>;
};

export type OceanLocation = {
  __typename?: 'OceanLocation';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  timezone?: Maybe<Scalars['String']['output']>;
  unlocode: Scalars['String']['output'];
};

export type OceanUsage = {
  __typename?: 'OceanUsage';
  container_slots: Quota;
  payg_price_usd?: Maybe<Scalars['Float']['output']>;
  payg_spend_cap_usd?: Maybe<Scalars['Float']['output']>;
  payg_spent_usd?: Maybe<Scalars['Float']['output']>;
  period: Scalars['String']['output'];
  plan: Scalars['String']['output'];
  unique_shipments: Quota;
};

export type OceanVessel = {
  __typename?: 'OceanVessel';
  imo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  voyages: Array<Scalars['String']['output']>;
};

export type Organisation = {
  __typename?: 'Organisation';
  api_keys: Array<ApiKey>;
  entitlements: Array<Entitlement>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** free or paid; decides the rate limits */
  plan: Scalars['String']['output'];
};

export type Placement = {
  __typename?: 'Placement';
  height: Scalars['Int']['output'];
  item_id: Scalars['String']['output'];
  length: Scalars['Int']['output'];
  step: Scalars['Int']['output'];
  /** Whether the other two are swapped (the item's length across the unit). */
  turned: Scalars['Boolean']['output'];
  /** Which of the item's dimensions stands vertical. */
  vertical: Dimension;
  width: Scalars['Int']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
  z: Scalars['Int']['output'];
};

export type Plan = {
  __typename?: 'Plan';
  /** The cargo lines as requested, every default filled in (mm, kg). */
  cargo: Array<CargoLine>;
  /**
   * The first equipment choice's ISO 6346 code, or its custom unit's name.
   * @deprecated A plan loads several units: read equipment (and units). Removed in the release after 2026-11-27.
   */
  container_size: Scalars['String']['output'];
  /** When the plan was created. */
  created_at: Scalars['String']['output'];
  /** How long the planner searched, ms. */
  elapsed_ms: Scalars['Int']['output'];
  /** The equipment choices as requested, every default filled in (mm, kg). */
  equipment: Array<EquipmentChoice>;
  /** Plan id, as plan(id) and GET /v1/plans/{id} take it. */
  id: Scalars['ID']['output'];
  /** The plan's name as given, 'Load plan' when none was. */
  name: Scalars['String']['output'];
  options: PlanOptions;
  /** Revision: 1 when created, one more each time the plan is updated and planned again. */
  revision: Scalars['Int']['output'];
  /** Pieces placed / unplaced over all units, and packed volume over the volume of the units used. */
  summary: PlanSummary;
  units: Array<PlannedUnit>;
  /**
   * What was left unplaced and why: each a cargo line (item_id), a quantity of its pieces and the
   * reason (TOO_LARGE, TOO_HEAVY, NO_SPACE, PAYLOAD_REACHED, OPTIONAL_LEFT).
   */
  unplaced: Array<Unplaced>;
  /** When the plan was last planned: created, or updated and planned again. */
  updated_at: Scalars['String']['output'];
};

export type PlanOptions = {
  __typename?: 'PlanOptions';
  min_support: Scalars['Float']['output'];
  seed: Scalars['Int']['output'];
  time_budget_ms: Scalars['Int']['output'];
};

export type PlanOptionsInput = {
  min_support?: InputMaybe<Scalars['Float']['input']>;
  seed?: InputMaybe<Scalars['Int']['input']>;
  time_budget_ms?: InputMaybe<Scalars['Int']['input']>;
};

export type PlanPage = {
  __typename?: 'PlanPage';
  items: Array<Plan>;
  next_cursor?: Maybe<Scalars['String']['output']>;
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

export type PlanSummary = {
  __typename?: 'PlanSummary';
  /** Pieces placed over all units. */
  pieces_placed: Scalars['Int']['output'];
  /** Pieces left unplaced. */
  pieces_unplaced: Scalars['Int']['output'];
  /** Units (containers, trailers) used. */
  units: Scalars['Int']['output'];
  /** Packed volume over the volume of the units used, 0..1. */
  volume_utilisation: Scalars['Float']['output'];
};

export type PlanWarning = {
  __typename?: 'PlanWarning';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type PlannedUnit = {
  __typename?: 'PlannedUnit';
  /** The packed load's centre of gravity, mm: x from the front wall towards the door, y across, z up from the floor. */
  centre_of_gravity: Point3;
  /**
   * Catalogue code (ISO 6346 size-type for a container: 22G1, 42G1, …; TRAILER_13_6, MEGA_13_6
   * for a trailer), or custom_N for the N-th equipment choice given with custom dimensions.
   */
  code: Scalars['String']['output'];
  /** The centre of gravity's offset from the floor's centre, mm: x along the length (positive towards the door), y across. */
  cog_offset: Point2;
  /** Inner height, mm. */
  height: Scalars['Int']['output'];
  /** Inner length, mm. */
  length: Scalars['Int']['output'];
  /** Maximum payload, kg. */
  max_payload: Scalars['Float']['output'];
  /** 1-based, in loading order of the units. */
  number: Scalars['Int']['output'];
  /** Pieces placed in the unit. */
  pieces: Scalars['Int']['output'];
  placements: Array<Placement>;
  /** Packed volume over inner volume, 0..1. */
  volume_utilisation: Scalars['Float']['output'];
  /**
   * What to check about the unit's load, each a code and a message: OFF_CENTRE (the centre of
   * gravity off the floor's centre by more than 10 % of the length along it or 5 % of the width
   * across), PAYLOAD_NEAR_LIMIT (the weight at 95 % of the maximum payload or more).
   */
  warnings: Array<PlanWarning>;
  /** Packed weight, kg. */
  weight: Scalars['Float']['output'];
  /** Packed weight over maximum payload, 0..1. */
  weight_utilisation: Scalars['Float']['output'];
  /** Inner width, mm. */
  width: Scalars['Int']['output'];
};

export type Point2 = {
  __typename?: 'Point2';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type Point3 = {
  __typename?: 'Point3';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

/** A port, identified by UN/LOCODE. lat, lng and timezone are null when the port is unplaced. */
export type Port = {
  __typename?: 'Port';
  city?: Maybe<Scalars['String']['output']>;
  congestion?: Maybe<PortCongestion>;
  country?: Maybe<Scalars['String']['output']>;
  country_code: Scalars['String']['output'];
  /** The UN/LOCODE again, as the identity client caches normalise on (Apollo Client's __typename:id). */
  id: Scalars['ID']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  timezone?: Maybe<Scalars['String']['output']>;
  unlocode: Scalars['String']['output'];
};

export type PortCongestion = {
  __typename?: 'PortCongestion';
  at_anchor: Scalars['Int']['output'];
  at_berth: Scalars['Int']['output'];
  /**
   * When the figures were computed: on a Carrier or Port entity, the schedules tick that last
   * refreshed the read model (they cover the window ending then); elsewhere, the request's time.
   */
  computed_at: Scalars['String']['output'];
  level: Scalars['String']['output'];
  observed_at: Scalars['String']['output'];
  port: Scalars['String']['output'];
  port_name: Scalars['String']['output'];
  wait_hours: Scalars['Float']['output'];
};

/**
 * A predicted arrival: the instants by which the box is expected to have arrived with 10 %, 50 % and
 * 90 % likelihood, from the vessel's AIS fix and the sea distance left, the destination's congestion
 * wait and the carrier's past arrival delays, with the carrier's ETA it is compared with.
 */
export type PredictedArrival = {
  __typename?: 'PredictedArrival';
  /**
   * What it rests on: ais_fix (the sea distance from a fresh fix, within three days of sailing),
   * carrier_eta_history (the carrier's ETA shifted by its past delays at the port or over all its
   * ports) or carrier_eta (the carrier's ETA with a default band: too little history).
   */
  basis: Scalars['String']['output'];
  /** The carrier's ETA at the destination when the prediction was computed; null when it has published none. */
  carrier_eta?: Maybe<Scalars['String']['output']>;
  /** When the prediction was computed (UTC ISO). */
  computed_at: Scalars['String']['output'];
  /** p50 − carrier_eta in hours (positive: we expect it later than the carrier says); null without a carrier ETA. */
  delta_hours?: Maybe<Scalars['Float']['output']>;
  /** Early end of the interval: 10 % of arrivals come sooner (UTC ISO). */
  p10: Scalars['String']['output'];
  /** The prediction: as likely sooner as later (UTC ISO). */
  p50: Scalars['String']['output'];
  /** Late end of the interval: 10 % of arrivals come later (UTC ISO). */
  p90: Scalars['String']['output'];
};

/**
 * The keyless public lookup exactly as GET /public/track/{identifier} answers it: PublicTracking's
 * fields, but `carrier` is the carrier's name, falling back to the SCAC.
 */
export type PublicTrackRecord = {
  __typename?: 'PublicTrackRecord';
  as_of: Scalars['String']['output'];
  /** The carrier's name, falling back to the SCAC; null without a carrier. */
  carrier?: Maybe<Scalars['String']['output']>;
  container_numbers: Array<Scalars['String']['output']>;
  destination_name?: Maybe<Scalars['String']['output']>;
  destination_unlocode?: Maybe<Scalars['String']['output']>;
  eta?: Maybe<Scalars['String']['output']>;
  eta_is_estimated?: Maybe<Scalars['Boolean']['output']>;
  events: Array<TimelineEvent>;
  identifier: Scalars['String']['output'];
  identifier_type: Scalars['String']['output'];
  origin_name?: Maybe<Scalars['String']['output']>;
  origin_unlocode?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  vessel_imo?: Maybe<Scalars['String']['output']>;
  vessel_name?: Maybe<Scalars['String']['output']>;
};

/** Keyless public tracking answer (no organisation data). */
export type PublicTracking = {
  __typename?: 'PublicTracking';
  /** When the carrier answered. */
  as_of: Scalars['String']['output'];
  carrier?: Maybe<Carrier>;
  carrier_code?: Maybe<Scalars['String']['output']>;
  container_numbers: Array<Scalars['String']['output']>;
  destination_name?: Maybe<Scalars['String']['output']>;
  destination_unlocode?: Maybe<Scalars['String']['output']>;
  eta?: Maybe<Scalars['String']['output']>;
  eta_is_estimated?: Maybe<Scalars['Boolean']['output']>;
  events: Array<TimelineEvent>;
  identifier: Scalars['String']['output'];
  /** container_id, bill_of_lading or booking_number. */
  identifier_type: Scalars['String']['output'];
  origin_name?: Maybe<Scalars['String']['output']>;
  origin_unlocode?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  vessel_imo?: Maybe<Scalars['String']['output']>;
  vessel_name?: Maybe<Scalars['String']['output']>;
};

/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type Query = {
  __typename?: 'Query';
  /** Airborne aircraft flying an IATA flight number; empty when none is airborne. */
  aircraft_positions: Array<AircraftPosition>;
  airline?: Maybe<Airline>;
  /** The airline an AWB prefix (or a full AWB) names; errors INVALID_PREFIX, UNKNOWN_AIRLINE. */
  airline_by_prefix: AirlineInfo;
  airport?: Maybe<Airport>;
  /** Routes ranked by transit time, reliability and cut-off slack (MCP find_best_sailings). */
  best_sailings: BestSailings;
  carrier?: Maybe<Carrier>;
  /** Carrier owning a BIC container prefix (first four letters of a container number). */
  carrier_by_bic?: Maybe<Carrier>;
  /** The carrier league, carriers ranked by on-time arrivals; null only when the schedules subgraph cannot be reached (dashboards ask for it beside other subgraphs' fields). */
  carrier_league?: Maybe<CarrierLeague>;
  /** One carrier's record, and on a lane when origin and destination are given. */
  carrier_reliability: CarrierReliabilityReport;
  /** The 65 ocean carriers, by SCAC. */
  carriers: Array<Carrier>;
  /** Side-by-side summary of 2 to 5 lanes. */
  compare_lanes: LaneComparison;
  /** Ports by current average wait, longest first; an unrecognised level means no filter. */
  congestion_leaderboard: CongestionLeaderboard;
  /** One port's congestion, or without port the leaderboard (MCP port_congestion); 404 when the port has no recent reading. */
  congestion_report: CongestionReport;
  /** One record by id; null when unknown or another organisation's. */
  container?: Maybe<Container>;
  /** A tracked reference by identifier, without registering it; null when the caller does not track it. */
  container_lookup?: Maybe<ContainerLookup>;
  /**
   * GET /v1/containers/lookup/{identifier}'s record of a reference the caller tracks and the carrier has
   * answered, read-only; null otherwise (the REST lookup then registers it, or says why not, with
   * track_container_record).
   */
  container_lookup_record?: Maybe<LookupRecord>;
  /**
   * One page of the caller's records, most recently updated first. `cursor` is the previous page's
   * next_cursor; it is bound to the filters it was issued with and to the traversal's snapshot
   * (see docs/ocean.md for the guarantee). tags: a record must carry all. search (1–64
   * characters): part of the reference, the carrier's SCAC, the origin or destination UN/LOCODE,
   * or the current vessel's IMO or name, in any case.
   */
  container_page: ContainerPage;
  /** The caller's active records, most recently updated first (unpaged; the REST list uses container_page). */
  containers: Array<Container>;
  /** Free-time exposure of the caller's boxes. */
  demurrage_report: DemurrageReport;
  /** The same report as GET /v1/containers/demurrage answers it (its rows as one JSON leaf). */
  demurrage_report_record: DemurrageReportRecord;
  /** The caller's filed demurrage terms, most specific first. */
  demurrage_terms: Array<DemurrageTerms>;
  /** The same terms as GET /v1/demurrage-terms answers them. */
  demurrage_terms_list: DemurrageTermsList;
  /** The built-in containers and trailers a plan may use. */
  equipment_catalogue: Array<Equipment>;
  /** Identifier detection and ISO 6346 check-digit verification. */
  identifier_check: IdentifierCheck;
  iso_size_type?: Maybe<IsoSizeType>;
  /**
   * Today's median (p50) all-in USD price per equipment on the lane; a lane without market rates answers [].
   * @deprecated Use rate_lane(origin, destination) { market_rates }: the distribution, not only the median. Removed in the release after 2026-11-27.
   */
  lane_rates: Array<LaneRate>;
  /**
   * The on-time record of each lane asked, in the order asked: each entry is what
   * lane_reliability(origin, destination) answers (null when the lane has no observed arrival),
   * counted as one lane_reliability call. The container_lanes export joins a page of containers
   * with the records of its lanes in one operation.
   */
  lane_reliabilities: Array<Maybe<LaneReliability>>;
  /** On-time share per carrier on a lane; null when the lane has no observed arrival. */
  lane_reliability?: Maybe<LaneReliability>;
  /** Exposure of a lane to tropical-cyclone seasons by basin and month. */
  lane_storm_exposure: StormExposure;
  lessor?: Maybe<Lessor>;
  /**
   * One keyset page of an export dataset of the caller's organisation: rows changed in
   * [since, until), oldest change first, each an object of the dataset's columns (timestamps as ISO
   * 8601 UTC). next_after is the next page's cursor, null on the last. VALIDATION_ERROR (400) names
   * since, until, after or limit.
   */
  loading_export: LoadingExportPage;
  /** The caller's organisation (from the API key or the gateway's context). */
  me?: Maybe<Organisation>;
  /**
   * DCSA-style events of the caller's tracked references, in the order learnt, or as `sort` says
   * (DCSA: eventDateTime and/or eventCreatedDateTime, each :ASC or :DESC, comma-separated) (the
   * /v2/events feed).
   */
  ocean_event_feed: OceanEventFeedPage;
  /**
   * One keyset page of an export dataset of the caller's organisation: rows changed in
   * [since, until), oldest change first, each an object of the dataset's columns (timestamps as ISO
   * 8601 UTC). next_after is the next page's cursor, null on the last. VALIDATION_ERROR (400) names
   * since, until, after or limit.
   */
  ocean_export: OceanExportPage;
  /** Tracking allowance and usage of the caller's plan (quota objects: null total = no cap). */
  ocean_usage: OceanUsage;
  /** One of the caller's plans (null when the organisation has none with that id). */
  plan?: Maybe<Plan>;
  /** One page of the caller's plans, newest first; pass next_cursor back as cursor. */
  plan_page: PlanPage;
  /** The caller's load plans, newest first. */
  plans: Array<Plan>;
  port?: Maybe<Port>;
  /** A port's current congestion; null when the port has no recent reading. */
  port_congestion?: Maybe<PortCongestion>;
  /** Ports whose UN/LOCODE, name or city starts with / contains the text. */
  ports_search: Array<Port>;
  /** Keyless public lookup: the shared carrier answer for a reference (no registration, no organisation data). */
  public_container_track: PublicTracking;
  /** The same keyless lookup as GET /public/track/{identifier} answers it (`carrier` is the name). */
  public_track_record: PublicTrackRecord;
  /** The dated exchange rates conversions use. */
  rate_exchange_rates: Array<ExchangeRate>;
  /** One index with its daily history over [from, to]; null for an unknown code. */
  rate_index?: Maybe<RateIndex>;
  /** Every index with its value on a day (default today: the latest value on or before it) and its changes. */
  rate_indices: Array<RateIndex>;
  /** One lane, or null when no lane joins the two ports (an unknown UN/LOCODE is refused). */
  rate_lane?: Maybe<Lane>;
  /**
   * The market rate of each lane on each day asked, in the order asked: each entry is what
   * rate_lane(origin, destination) { market_rate(equipment, date) } answers (null where no lane
   * joins the two ports; an unknown UN/LOCODE is refused). The container_lanes export joins a page
   * of containers with the rates of its lanes and departure days in one operation.
   */
  rate_lane_days: Array<Maybe<MarketRate>>;
  /** A lane's stored daily market rates over a date range, by day, ISO week or month. */
  rate_lane_history?: Maybe<LaneHistory>;
  /** Lanes with market data, in origin then destination order; region matches either end; equipment keeps lanes quoted for it. */
  rate_lanes: LanePage;
  /** Observations valid at some time in [from, to], newest first, filtered. */
  rate_observations: ObservationPage;
  /**
   * One keyset page of an export dataset: rows changed in [since, until), oldest change first, each
   * an object of the dataset's columns (timestamps as ISO 8601 UTC). next_after is the next page's
   * cursor, null on the last. VALIDATION_ERROR (400) names since, until, after or limit.
   */
  rates_export: RatesExportPage;
  /** Point-to-point routes on a lane (REST GET /public/schedules, MCP find_sailings). */
  schedule_search: RouteSearch;
  /**
   * One keyset page of an export dataset over the given lanes (the organisation's: ocean's
   * shipping_lanes, with tracked_since as since): rows changed in [since, until), oldest change
   * first, each an object of the dataset's columns (timestamps as ISO 8601 UTC). A row counts as
   * changed no earlier than its lane's since. next_after is the next page's cursor, null on the
   * last. VALIDATION_ERROR (400) names since, until, after, limit or lanes.
   */
  schedules_export: SchedulesExportPage;
  /** The caller's call usage (not counted), after the counts of the data fields of the same operation. */
  schedules_usage: ScheduleUsage;
  /** The lanes the organisation ships on: the port pairs of its active records (the supergraph's Lane). */
  shipping_lanes: Array<Lane>;
  /** Scheduled and achieved transit times on a lane over the next weeks. */
  transit_time: TransitTime;
  vessel?: Maybe<Vessel>;
  /**
   * The latest AIS fix of each vessel named, in the order asked (null: no fix yet). Each must be one
   * the organisation follows, the current vessel of one of its active references (as in the
   * vessel_positions export); any other IMO is NOT_FOUND, naming it, as another organisation's
   * container is. 1 to 100 IMO numbers of 7 digits. Subscription.vessel_positions sends each new fix.
   */
  vessel_positions: Array<Maybe<VesselPosition>>;
  /** A waybill the caller's organisation tracks, as last answered (no airline call); by any AWB spelling. */
  waybill?: Maybe<Airwaybill>;
  /** One endpoint of the caller on that product; null when unknown or another organisation's. */
  webhook_endpoint?: Maybe<WebhookEndpoint>;
  /** The caller's webhook endpoints on one product, newest first. */
  webhook_endpoints: Array<WebhookEndpoint>;
  /**
   * One keyset page of an export dataset of the caller's webhook endpoints on one product (the
   * product's webhooks scope, as listing them): rows changed in [since, until), oldest change first,
   * each an object of the dataset's columns (timestamps as ISO 8601 UTC). next_after is the next
   * page's cursor, null on the last. VALIDATION_ERROR (400) names product, since, until, after or limit.
   */
  webhook_export: WebhookExportPage;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryAircraft_PositionsArgs = {
  flight_number: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryAirlineArgs = {
  prefix: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryAirline_By_PrefixArgs = {
  prefix: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryAirportArgs = {
  iata: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryBest_SailingsArgs = {
  destination: Scalars['String']['input'];
  direct_only?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  origin: Scalars['String']['input'];
  ready_at?: InputMaybe<Scalars['String']['input']>;
  scacs?: InputMaybe<Array<Scalars['String']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
  weights?: InputMaybe<SailingScoreWeightsInput>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryCarrierArgs = {
  scac: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryCarrier_By_BicArgs = {
  prefix: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryCarrier_LeagueArgs = {
  kind?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryCarrier_ReliabilityArgs = {
  destination?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  scac: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryCompare_LanesArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  lanes: Array<ScheduleLaneInput>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryCongestion_LeaderboardArgs = {
  kind?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryCongestion_ReportArgs = {
  kind?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  port?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryContainerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryContainer_LookupArgs = {
  identifier: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryContainer_Lookup_RecordArgs = {
  identifier: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryContainer_PageArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryContainersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryIdentifier_CheckArgs = {
  identifier: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryIso_Size_TypeArgs = {
  code: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryLane_RatesArgs = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryLane_ReliabilitiesArgs = {
  lanes: Array<ReliabilityLane>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryLane_ReliabilityArgs = {
  destination: Scalars['String']['input'];
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  scacs?: InputMaybe<Array<Scalars['String']['input']>>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryLane_Storm_ExposureArgs = {
  destination: Scalars['String']['input'];
  kind?: InputMaybe<Scalars['String']['input']>;
  month?: InputMaybe<Scalars['Int']['input']>;
  origin: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryLessorArgs = {
  bic_prefix: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryLoading_ExportArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dataset: LoadingExportDataset;
  limit: Scalars['Int']['input'];
  since?: InputMaybe<Scalars['String']['input']>;
  until: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryOcean_Event_FeedArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OceanEventFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryOcean_ExportArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dataset: OceanExportDataset;
  limit: Scalars['Int']['input'];
  since?: InputMaybe<Scalars['String']['input']>;
  until: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPlanArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPlan_PageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPlansArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPortArgs = {
  unlocode: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPort_CongestionArgs = {
  kind?: InputMaybe<Scalars['String']['input']>;
  port: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPorts_SearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPublic_Container_TrackArgs = {
  identifier: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryPublic_Track_RecordArgs = {
  identifier: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_Exchange_RatesArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_IndexArgs = {
  code: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_IndicesArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_LaneArgs = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_Lane_DaysArgs = {
  days: Array<RateLaneDay>;
  equipment: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_Lane_HistoryArgs = {
  bucket?: InputMaybe<Scalars['String']['input']>;
  destination: Scalars['String']['input'];
  equipment?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  rate_type?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_LanesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRate_ObservationsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  rate_type?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryRates_ExportArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dataset: RatesExportDataset;
  limit: Scalars['Int']['input'];
  since?: InputMaybe<Scalars['String']['input']>;
  until: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QuerySchedule_SearchArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  destination: Scalars['String']['input'];
  direct_only?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  origin: Scalars['String']['input'];
  scacs?: InputMaybe<Array<Scalars['String']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QuerySchedules_ExportArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dataset: SchedulesExportDataset;
  lanes: Array<ScheduleExportLane>;
  limit: Scalars['Int']['input'];
  since?: InputMaybe<Scalars['String']['input']>;
  until: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryTransit_TimeArgs = {
  destination: Scalars['String']['input'];
  direct_only?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  scacs?: InputMaybe<Array<Scalars['String']['input']>>;
  weeks?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryVesselArgs = {
  imo: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryVessel_PositionsArgs = {
  imos: Array<Scalars['String']['input']>;
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryWaybillArgs = {
  awb: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryWebhook_EndpointArgs = {
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryWebhook_EndpointsArgs = {
  product: Scalars['String']['input'];
};


/**
 * Schedules: sailings, reliability, congestion. The REST routes of the
 * schedules host and the MCP tools both answer through these fields. With a principal, every
 * data field first checks the schedules entitlement and the call allowances (403, 429, 503),
 * then counts itself (docs/schedules.md, Counting): one call when its answer carries data and is not a later
 * page, recorded under `kind` (the route's or tool's label, e.g. schedules_search or
 * mcp.find_sailings; default the field's name). schedules_usage in the same operation shows the
 * counters after those counts. Keyless calls (the transition routes) are neither checked nor
 * counted.
 */
export type QueryWebhook_ExportArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  dataset: WebhookExportDataset;
  limit: Scalars['Int']['input'];
  product: Scalars['String']['input'];
  since?: InputMaybe<Scalars['String']['input']>;
  until: Scalars['String']['input'];
};

export type Quota = {
  __typename?: 'Quota';
  remaining?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
  used: Scalars['Int']['output'];
};

export type RankedSailingRoute = {
  __typename?: 'RankedSailingRoute';
  cutoff_score: Scalars['Float']['output'];
  cutoff_slack_hours: Scalars['Float']['output'];
  on_time_pct?: Maybe<Scalars['Float']['output']>;
  rank: Scalars['Int']['output'];
  /** lane, carrier or none: where the on-time share came from */
  reliability_basis: Scalars['String']['output'];
  reliability_score: Scalars['Float']['output'];
  route: SailingRoute;
  score: Scalars['Float']['output'];
  transit_score: Scalars['Float']['output'];
};

export type RateIndex = {
  __typename?: 'RateIndex';
  base_date: Scalars['String']['output'];
  code: Scalars['String']['output'];
  components: Array<IndexComponent>;
  currency: Scalars['String']['output'];
  /** The day of value_usd (the latest published on or before the day asked). */
  date?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** The equipment the index prices (ISO 6346 size-type code). */
  equipment: Scalars['String']['output'];
  /** Daily values over the range asked (rate_index only). */
  history?: Maybe<Array<IndexPoint>>;
  name: Scalars['String']['output'];
  value_usd?: Maybe<Scalars['Float']['output']>;
  week_over_week_pct?: Maybe<Scalars['Float']['output']>;
  year_over_year_pct?: Maybe<Scalars['Float']['output']>;
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

export type RatesExportPage = {
  __typename?: 'RatesExportPage';
  next_after?: Maybe<Scalars['String']['output']>;
  rows: Scalars['JSON']['output'];
};

export type RegisteredWebhook = {
  __typename?: 'RegisteredWebhook';
  active: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  event_types: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** whsec_…; only a hash is kept, so it cannot be shown again. */
  secret: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ReliabilityFigures = {
  __typename?: 'ReliabilityFigures';
  avg_delay_hours?: Maybe<Scalars['Float']['output']>;
  /**
   * When the figures were computed: on a Carrier or Port entity, the schedules tick that last
   * refreshed the read model (they cover the window ending then); elsewhere, the request's time.
   */
  computed_at: Scalars['String']['output'];
  observations: Scalars['Int']['output'];
  on_time: Scalars['Int']['output'];
  /** null when nothing was observed */
  on_time_pct?: Maybe<Scalars['Float']['output']>;
  provisional: Scalars['Boolean']['output'];
  tolerance_hours: Scalars['Int']['output'];
  window_days: Scalars['Int']['output'];
};

/** A lane of lane_reliabilities: UN/LOCODEs. */
export type ReliabilityLane = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};

export type ReliabilityMonth = {
  __typename?: 'ReliabilityMonth';
  /** YYYY-MM (UTC) */
  month: Scalars['String']['output'];
  observations: Scalars['Int']['output'];
  /** null when nothing arrived that month */
  on_time_pct?: Maybe<Scalars['Float']['output']>;
};

export type RoutePort = {
  __typename?: 'RoutePort';
  country_code?: Maybe<Scalars['String']['output']>;
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
  timezone?: Maybe<Scalars['String']['output']>;
  unlocode: Scalars['String']['output'];
};

export type RouteSearch = {
  __typename?: 'RouteSearch';
  destination: Scalars['String']['output'];
  direct_only: Scalars['Boolean']['output'];
  from: Scalars['String']['output'];
  has_more: Scalars['Boolean']['output'];
  items: Array<SailingRoute>;
  /** true on the second and later pages of one search (not counted) */
  later_page: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  next_cursor?: Maybe<Scalars['String']['output']>;
  origin: Scalars['String']['output'];
  page: Scalars['Int']['output'];
  scacs?: Maybe<Array<Scalars['String']['output']>>;
  to: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type SailingCutoffs = {
  __typename?: 'SailingCutoffs';
  documentation_at?: Maybe<Scalars['String']['output']>;
  port_at?: Maybe<Scalars['String']['output']>;
  vgm_at?: Maybe<Scalars['String']['output']>;
};

export type SailingLeg = {
  __typename?: 'SailingLeg';
  arrival_at: Scalars['String']['output'];
  carrier_code: Scalars['String']['output'];
  departure_at: Scalars['String']['output'];
  destination: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  /** The sailing: one voyage of a carrier's service (<SCAC>-<service>-<voyage>). */
  sailing_id: Scalars['ID']['output'];
  scheduled_arrival_at?: Maybe<Scalars['String']['output']>;
  scheduled_departure_at?: Maybe<Scalars['String']['output']>;
  sequence: Scalars['Int']['output'];
  /** The carrier's service (loop) code. */
  service_code?: Maybe<Scalars['String']['output']>;
  /** The service's name. */
  service_name?: Maybe<Scalars['String']['output']>;
  slip_hours: Scalars['Int']['output'];
  /** Vessel IMO number. */
  vessel_imo?: Maybe<Scalars['String']['output']>;
  /** Vessel name. */
  vessel_name?: Maybe<Scalars['String']['output']>;
  /** Voyage number. */
  voyage?: Maybe<Scalars['String']['output']>;
};

export type SailingRoute = {
  __typename?: 'SailingRoute';
  arrival_at: Scalars['String']['output'];
  carrier: Carrier;
  carrier_code: Scalars['String']['output'];
  carrier_name: Scalars['String']['output'];
  cutoffs: SailingCutoffs;
  /** Estimated (after any announced slip) departure from the origin and arrival at the destination. */
  departure_at: Scalars['String']['output'];
  destination: Scalars['String']['output'];
  direct: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  legs: Array<SailingLeg>;
  origin: Scalars['String']['output'];
  slipped: Scalars['Boolean']['output'];
  /** Estimated arrival at the destination less estimated departure from the origin, days (one decimal). */
  transit_days: Scalars['Float']['output'];
  transshipment_ports: Array<Scalars['String']['output']>;
  transshipments: Scalars['Int']['output'];
};

export type SailingScoreWeights = {
  __typename?: 'SailingScoreWeights';
  cutoff: Scalars['Float']['output'];
  reliability: Scalars['Float']['output'];
  transit: Scalars['Float']['output'];
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

export type ScheduleUsage = {
  __typename?: 'ScheduleUsage';
  counted: Scalars['Boolean']['output'];
  day: ScheduleUsagePeriod;
  month: ScheduleUsagePeriod;
  plan: Scalars['String']['output'];
  /** Calls counted this month for the organisation. */
  used: Scalars['Int']['output'];
};

export type ScheduleUsagePeriod = {
  __typename?: 'ScheduleUsagePeriod';
  /** null = uncapped */
  limit?: Maybe<Scalars['Int']['output']>;
  period: Scalars['String']['output'];
  remaining?: Maybe<Scalars['Int']['output']>;
  resets_at: Scalars['String']['output'];
  used: Scalars['Int']['output'];
};

/** The schedules datasets: sailings (one row per sailing and lane), reliability_observations (one row per observed arrival and lane). */
export type SchedulesExportDataset =
  | 'reliability_observations'
  | 'sailings';

export type SchedulesExportPage = {
  __typename?: 'SchedulesExportPage';
  next_after?: Maybe<Scalars['String']['output']>;
  rows: Scalars['JSON']['output'];
};

export type StormBasin = {
  __typename?: 'StormBasin';
  code: Scalars['String']['output'];
  distance_km: Scalars['Int']['output'];
  monthly_index: Array<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  peak_months: Array<Scalars['String']['output']>;
  season: Scalars['String']['output'];
  share_of_route: Scalars['Float']['output'];
};

export type StormExposure = {
  __typename?: 'StormExposure';
  annual_mean_exposure: Scalars['Float']['output'];
  basins: Array<StormBasin>;
  destination: Scalars['String']['output'];
  level: Scalars['String']['output'];
  /** The month asked for, when one was. */
  month?: Maybe<MonthExposure>;
  monthly: Array<MonthExposure>;
  origin: Scalars['String']['output'];
  peak_month?: Maybe<MonthExposure>;
  route: StormRoute;
};

export type StormRoute = {
  __typename?: 'StormRoute';
  distance_km: Scalars['Int']['output'];
  ports: Array<Scalars['String']['output']>;
  source: Scalars['String']['output'];
  unplaced_ports: Array<Scalars['String']['output']>;
};

/** Live updates: graphql-sse (POST /graphql/stream) or graphql-ws (ws://…/graphql). See docs/live.md. */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The container now, then again after each change to it (each ocean event naming it), read
   * as the query container(id) reads it: the same scopes; an id not of the caller's organisation is
   * NOT_FOUND. Ends with NOT_FOUND when the container is deleted. See docs/live.md.
   */
  container: Container;
  /**
   * The caller's organisation's events as the webhook engine raises them, of these products
   * (default: every product the key may read) and types (default: all), after a position
   * (resume: the last position received) or from now. Each product needs its read scope.
   */
  events: LiveEvent;
  /**
   * The plan now, then again after each change to it (each loading event naming it), read
   * as the query plan(id) reads it: the same scopes; an id not of the caller's organisation is
   * NOT_FOUND. Ends with NOT_FOUND when the plan is deleted. See docs/live.md.
   */
  plan: Plan;
  /**
   * The latest position of each vessel named (one result per vessel with a fix), then each new fix
   * of one of them, read as the query vessel_positions(imos) reads them: ocean:read, and each IMO
   * one the organisation follows (else NOT_FOUND naming it). Ends with NOT_FOUND when a vessel it
   * names gets a new fix after the organisation stopped following it. See docs/live.md.
   */
  vessel_positions: VesselPosition;
};


/** Live updates: graphql-sse (POST /graphql/stream) or graphql-ws (ws://…/graphql). See docs/live.md. */
export type SubscriptionContainerArgs = {
  id: Scalars['ID']['input'];
};


/** Live updates: graphql-sse (POST /graphql/stream) or graphql-ws (ws://…/graphql). See docs/live.md. */
export type SubscriptionEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  products?: InputMaybe<Array<Scalars['String']['input']>>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Live updates: graphql-sse (POST /graphql/stream) or graphql-ws (ws://…/graphql). See docs/live.md. */
export type SubscriptionPlanArgs = {
  id: Scalars['ID']['input'];
};


/** Live updates: graphql-sse (POST /graphql/stream) or graphql-ws (ws://…/graphql). See docs/live.md. */
export type SubscriptionVessel_PositionsArgs = {
  imos: Array<Scalars['String']['input']>;
};

export type Surcharge = {
  __typename?: 'Surcharge';
  amount?: Maybe<Scalars['Float']['output']>;
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  name: Scalars['String']['output'];
};

export type TimePair = {
  __typename?: 'TimePair';
  actual?: Maybe<Scalars['String']['output']>;
  estimated?: Maybe<Scalars['String']['output']>;
};

/** A milestone; local time fields are null when the port is unplaced. */
export type TimelineEvent = {
  __typename?: 'TimelineEvent';
  /** ACT (actual), EST (estimated) or PLN (planned). */
  classifier: Scalars['String']['output'];
  /** The box the event concerns; null when it concerns every box of the reference. */
  container_number?: Maybe<Scalars['String']['output']>;
  empty_indicator?: Maybe<Scalars['String']['output']>;
  /** Port wall-clock time, no offset; null when the port is unplaced. */
  event_local_datetime?: Maybe<Scalars['String']['output']>;
  /** The port's IANA time zone; null when the port is unplaced. */
  event_timezone?: Maybe<Scalars['String']['output']>;
  /** EQUIPMENT, TRANSPORT or SHIPMENT. */
  event_type: Scalars['String']['output'];
  /** Terminal or facility. */
  facility_name?: Maybe<Scalars['String']['output']>;
  /** Event id. */
  id: Scalars['ID']['output'];
  /** Whether classifier is ACT. */
  is_actual: Scalars['Boolean']['output'];
  /** What happened, in words. */
  label: Scalars['String']['output'];
  /** Where it happened (UN/LOCODE). */
  location?: Maybe<Scalars['String']['output']>;
  /** The port's name; null when reference data does not know the port. */
  location_name?: Maybe<Scalars['String']['output']>;
  /** VESSEL, RAIL, TRUCK, … */
  mode_of_transport?: Maybe<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  timestamp: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** The port's offset from UTC at that instant, minutes; null when the port is unplaced. */
  utc_offset_minutes?: Maybe<Scalars['Int']['output']>;
  /** Vessel IMO number. */
  vessel_imo?: Maybe<Scalars['String']['output']>;
  /** Vessel name. */
  vessel_name?: Maybe<Scalars['String']['output']>;
  /** Voyage number. */
  voyage?: Maybe<Scalars['String']['output']>;
};

export type TrackMetadata = {
  __typename?: 'TrackMetadata';
  airline: AirlineInfo;
  /** When the kept answer stops being served without asking the airline. */
  cache_expires: Scalars['String']['output'];
  from_cache: Scalars['Boolean']['output'];
  /** When the airline last answered about the shipment. */
  last_updated_at?: Maybe<Scalars['String']['output']>;
  /** OK on a normal answer. */
  status_code: Scalars['String']['output'];
  /** The record last changed, bookkeeping included. */
  updated_at: Scalars['String']['output'];
};

export type TrackResult = {
  __typename?: 'TrackResult';
  data: Airwaybill;
  metadata: TrackMetadata;
};

export type TransitTime = {
  __typename?: 'TransitTime';
  carriers: Array<CarrierTransit>;
  destination: Scalars['String']['output'];
  fastest_days?: Maybe<Scalars['Float']['output']>;
  median_days?: Maybe<Scalars['Float']['output']>;
  origin: Scalars['String']['output'];
  sailings: Scalars['Int']['output'];
  slowest_days?: Maybe<Scalars['Float']['output']>;
  window_from: Scalars['String']['output'];
  window_to: Scalars['String']['output'];
};

export type Unplaced = {
  __typename?: 'Unplaced';
  item_id: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type Vessel = {
  __typename?: 'Vessel';
  call_sign?: Maybe<Scalars['String']['output']>;
  flag?: Maybe<Scalars['String']['output']>;
  /** The IMO number again, as the identity client caches normalise on (Apollo Client's __typename:id). */
  id: Scalars['ID']['output'];
  imo: Scalars['String']['output'];
  mmsi?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  operator_scac?: Maybe<Scalars['String']['output']>;
};

/** Latest AIS fix of a vessel. */
export type VesselPosition = {
  __typename?: 'VesselPosition';
  /** Heading, degrees from true north. */
  heading_deg: Scalars['Float']['output'];
  /** Vessel IMO number. */
  imo: Scalars['String']['output'];
  /** Latitude, decimal degrees (WGS 84). */
  lat: Scalars['Float']['output'];
  /** Longitude, decimal degrees (WGS 84). */
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** Navigational status after the moored / anchored contradiction rule. */
  nav_status: Scalars['String']['output'];
  position_age_hours: Scalars['Float']['output'];
  position_fix_at: Scalars['String']['output'];
  position_freshness: Scalars['String']['output'];
  position_updated_at: Scalars['String']['output'];
  /** Feed kind: ais or sandbox. */
  source: Scalars['String']['output'];
  /** Speed over ground, knots. */
  speed_knots: Scalars['Float']['output'];
};

export type WebhookDeletion = {
  __typename?: 'WebhookDeletion';
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made. */
  attempt_count: Scalars['Int']['output'];
  /** When the delivery was queued. */
  created_at: Scalars['String']['output'];
  /** When it was delivered. */
  delivered_at?: Maybe<Scalars['String']['output']>;
  event_type: Scalars['String']['output'];
  /** Delivery id (the X-…-Delivery header and the body id). */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed. */
  last_error?: Maybe<Scalars['String']['output']>;
  /** The receiver's HTTP status at the last attempt; null when it gave none. */
  last_status_code?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due (pending only; null once delivered or dead). */
  next_attempt_at?: Maybe<Scalars['String']['output']>;
  /** pending, delivered or dead. */
  status: Scalars['String']['output'];
};

export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  active: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  event_types: Array<Scalars['String']['output']>;
  failure_count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  last_delivery_at?: Maybe<Scalars['String']['output']>;
  /** The 20 most recent deliveries, newest first. */
  recent_deliveries: Array<WebhookDelivery>;
  url: Scalars['String']['output'];
};

/** The webhooks dataset: webhook_deliveries (one row per delivery to one of the caller's endpoints). */
export type WebhookExportDataset =
  | 'webhook_deliveries';

export type WebhookExportPage = {
  __typename?: 'WebhookExportPage';
  next_after?: Maybe<Scalars['String']['output']>;
  rows: Scalars['JSON']['output'];
};

export type WebhookResend = {
  __typename?: 'WebhookResend';
  endpoint_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  resend_queued: Scalars['Boolean']['output'];
};

export type WebhookSecretRotation = {
  __typename?: 'WebhookSecretRotation';
  id: Scalars['ID']['output'];
  /** Until when the previous secret also signs; null when it stopped at once. */
  previous_secret_expires_at?: Maybe<Scalars['String']['output']>;
  /** whsec_…; shown this once. */
  secret: Scalars['String']['output'];
};

export type WebhookTest = {
  __typename?: 'WebhookTest';
  id: Scalars['ID']['output'];
  test_queued: Scalars['Boolean']['output'];
};

export type TokenContainersQueryVariables = Exact<{ [key: string]: never; }>;


export type TokenContainersQuery = { __typename: 'Query', containers: Array<{ __typename: 'Container', identifier: string }> };

export type DashboardQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type DashboardQuery = { __typename: 'Query', containers: Array<{ __typename: 'Container', id: string, identifier: string, status: string, carrier?: { __typename: 'Carrier', id: string, scac: string, name: string, reliability?: { __typename: 'ReliabilityFigures', on_time_pct?: number | null, observations: number, computed_at: string } | null, league?: { __typename: 'LeagueEntry', rank?: number | null, on_time_pct: number } | null } | null, destination_port?: { __typename: 'Port', id: string, unlocode: string, name: string, congestion?: { __typename: 'PortCongestion', wait_hours: number, level: string, computed_at: string } | null } | null, vessel?: { __typename: 'Vessel', id: string, imo: string, name: string } | null }> };

export type ReadmeFederatedQueryVariables = Exact<{ [key: string]: never; }>;


export type ReadmeFederatedQuery = { __typename: 'Query', containers: Array<{ __typename: 'Container', identifier: string, status: string, carrier?: { __typename: 'Carrier', scac: string, name: string, upcoming_sailings?: number | null } | null, destination_port?: { __typename: 'Port', name: string, country_code: string, timezone?: string | null } | null }> };

export type ReadmeTokenReliabilityQueryVariables = Exact<{ [key: string]: never; }>;


export type ReadmeTokenReliabilityQuery = { __typename: 'Query', containers: Array<{ __typename: 'Container', identifier: string, carrier?: { __typename: 'Carrier', name: string, reliability?: { __typename: 'ReliabilityFigures', on_time_pct?: number | null } | null } | null }> };

export type AnalystLanesQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalystLanesQuery = { __typename: 'Query', shipping_lanes: Array<{ __typename: 'Lane', origin: string, destination: string, market_rate?: { __typename: 'MarketRate', status: string, count: number, p25?: number | null, p50?: number | null, p75?: number | null } | null, indices?: Array<{ __typename: 'IndexMembership', code: string, share: number }> | null, shipments?: { __typename: 'LaneShipments', count: number, in_transit: number, avg_arrival_delay_days?: number | null, demurrage_at_risk: number, demurrage_accrued_usd?: number | null } | null, sailings?: { __typename: 'LaneSummary', sailings: number, direct_sailings: number, next_departure_at?: string | null, fastest_transit_days?: number | null, median_transit_days?: number | null, on_time_pct?: number | null, observations: number } | null, reliability?: { __typename: 'LaneReliability', prediction_mae_hours?: number | null, carrier_eta_mae_hours?: number | null, prediction_sample_size: number, carriers: Array<{ __typename: 'LaneCarrier', carrier_code: string, on_time_pct: number, observations: number, rank?: number | null }> } | null }> };

export type CarrierAndPortFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type CarrierAndPortFiguresQuery = { __typename: 'Query', containers: Array<{ __typename: 'Container', identifier: string, carrier?: { __typename: 'Carrier', scac: string, name: string, reliability?: { __typename: 'ReliabilityFigures', on_time_pct?: number | null, observations: number } | null, league?: { __typename: 'LeagueEntry', rank?: number | null } | null } | null, destination_port?: { __typename: 'Port', name: string, congestion?: { __typename: 'PortCongestion', level: string, wait_hours: number } | null } | null }> };


export const TokenContainersDocument = {"__meta__":{"hash":"807e3e718ba8ab33f43b0a4b40aa1cb608114263099eee44a7c53e226b23b62e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenContainers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"containers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}}]}}]} as unknown as DocumentNode<TokenContainersQuery, TokenContainersQueryVariables>;
export const DashboardDocument = {"__meta__":{"hash":"97843a94508b38d5006561e8ae1e4e6e68fcfbf81880053319aa611475f5b9a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"containers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scac"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reliability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"on_time_pct"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}},{"kind":"Field","name":{"kind":"Name","value":"computed_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"on_time_pct"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination_port"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unlocode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"congestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"wait_hours"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"computed_at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vessel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imo"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const ReadmeFederatedDocument = {"__meta__":{"hash":"02d1fed21213b13c6ae65520ff2e4a13ae6d1b3dbae47725c69a4715b4c678b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadmeFederated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"containers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scac"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming_sailings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination_port"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}}]} as unknown as DocumentNode<ReadmeFederatedQuery, ReadmeFederatedQueryVariables>;
export const ReadmeTokenReliabilityDocument = {"__meta__":{"hash":"7893f470437e403876a55bd0f14a3fa9579dd99d0de85d003a5de13a9e9c8fcc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadmeTokenReliability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"containers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reliability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"on_time_pct"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReadmeTokenReliabilityQuery, ReadmeTokenReliabilityQueryVariables>;
export const AnalystLanesDocument = {"__meta__":{"hash":"96877e56b27c7d92347bc2b4da5489246ee981e41409943419de172cb9e6d935"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalystLanes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shipping_lanes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"market_rate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"equipment"},"value":{"kind":"StringValue","value":"42G1","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"p25"}},{"kind":"Field","name":{"kind":"Name","value":"p50"}},{"kind":"Field","name":{"kind":"Name","value":"p75"}}]}},{"kind":"Field","name":{"kind":"Name","value":"indices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"in_transit"}},{"kind":"Field","name":{"kind":"Name","value":"avg_arrival_delay_days"}},{"kind":"Field","name":{"kind":"Name","value":"demurrage_at_risk"}},{"kind":"Field","name":{"kind":"Name","value":"demurrage_accrued_usd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sailings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sailings"}},{"kind":"Field","name":{"kind":"Name","value":"direct_sailings"}},{"kind":"Field","name":{"kind":"Name","value":"next_departure_at"}},{"kind":"Field","name":{"kind":"Name","value":"fastest_transit_days"}},{"kind":"Field","name":{"kind":"Name","value":"median_transit_days"}},{"kind":"Field","name":{"kind":"Name","value":"on_time_pct"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reliability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prediction_mae_hours"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_eta_mae_hours"}},{"kind":"Field","name":{"kind":"Name","value":"prediction_sample_size"}},{"kind":"Field","name":{"kind":"Name","value":"carriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"carrier_code"}},{"kind":"Field","name":{"kind":"Name","value":"on_time_pct"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalystLanesQuery, AnalystLanesQueryVariables>;
export const CarrierAndPortFiguresDocument = {"__meta__":{"hash":"3f47bdad32ff0bb57961575093b866fea72b779508f47aae8a9f08afcf0cbbfe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CarrierAndPortFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"containers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scac"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reliability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"on_time_pct"}},{"kind":"Field","name":{"kind":"Name","value":"observations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"destination_port"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"congestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"wait_hours"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CarrierAndPortFiguresQuery, CarrierAndPortFiguresQueryVariables>;