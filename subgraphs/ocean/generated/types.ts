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
  federation__Scope: { input: any; output: any; }
  link__Import: { input: any; output: any; }
};

export type Carrier = {
  __typename?: 'Carrier';
  scac: Scalars['String']['output'];
};

export type ChildContainer = {
  __typename?: 'ChildContainer';
  container_number: Scalars['String']['output'];
  container_size: Maybe<Scalars['String']['output']>;
  current_vessel_imo: Maybe<Scalars['String']['output']>;
  equipment_type: Maybe<Scalars['String']['output']>;
  eta: Maybe<Scalars['String']['output']>;
  events: Array<TimelineEvent>;
  iso_type_code: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** A tracked container, bill of lading or booking. */
export type Container = {
  __typename?: 'Container';
  /** When tracking started. */
  added_at: Scalars['String']['output'];
  /** When archived; null while active. */
  archived_at: Maybe<Scalars['String']['output']>;
  archived_reason: Maybe<Scalars['String']['output']>;
  /** The carrier entity of carrier_code, joined to the reference subgraph (reliability, sailings, …). */
  carrier: Maybe<Carrier>;
  /** The SCAC the line answered with or the caller gave, else the one the reference names (carrier_hint_code); '' when neither. */
  carrier_code: Scalars['String']['output'];
  carrier_hint_code: Maybe<Scalars['String']['output']>;
  /** The carrier's name from reference data, falling back to carrier_code; '' without one. */
  carrier_name: Scalars['String']['output'];
  connector_notify_requested_at: Maybe<Scalars['String']['output']>;
  connector_status: Maybe<Scalars['JSON']['output']>;
  container_size: Maybe<Scalars['String']['output']>;
  current_vessel_imo: Maybe<Scalars['String']['output']>;
  customs_hold_reason: Maybe<Scalars['String']['output']>;
  customs_hold_since: Maybe<Scalars['String']['output']>;
  delay_bars: Maybe<Array<DelayBar>>;
  demurrage_accrued_usd: Maybe<Scalars['Float']['output']>;
  demurrage_at_risk: Scalars['Boolean']['output'];
  /** Earliest last free day of any box (port-local date). */
  demurrage_last_free_day: Maybe<Scalars['String']['output']>;
  /** Port name, falling back to the UN/LOCODE; '' until the line names the destination. */
  destination_name: Scalars['String']['output'];
  destination_port: Maybe<Port>;
  /** Port of discharge (UN/LOCODE). */
  destination_unlocode: Maybe<Scalars['String']['output']>;
  equipment_lessor: Maybe<Scalars['String']['output']>;
  equipment_manufacturer: Maybe<Scalars['String']['output']>;
  equipment_owner: Maybe<Scalars['String']['output']>;
  equipment_type: Maybe<Scalars['String']['output']>;
  /**
   * Arrival at the port of discharge: the actual one, else the latest estimate, else the plan (a
   * record of several boxes shows the latest box's).
   */
  eta: Maybe<Scalars['String']['output']>;
  /** Whether eta is an estimate: false for an actual arrival, null without an eta. */
  eta_is_estimated: Maybe<Scalars['Boolean']['output']>;
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
  iso_type_code: Maybe<Scalars['String']['output']>;
  /** The last carrier poll; before the first, when tracking started (added_at). */
  last_polled_at: Scalars['String']['output'];
  lessee_name: Maybe<Scalars['String']['output']>;
  lessor_checked_at: Maybe<Scalars['String']['output']>;
  lessor_contract_number: Maybe<Scalars['String']['output']>;
  lessor_contract_type: Maybe<Scalars['String']['output']>;
  lessor_status: Maybe<Scalars['String']['output']>;
  /** The same reference as a lookup record. */
  lookup: ContainerLookup;
  org_id: Scalars['String']['output'];
  origin_port: Maybe<Port>;
  /** Port of loading (UN/LOCODE). */
  origin_unlocode: Maybe<Scalars['String']['output']>;
  /** Planned departure from the port of loading (kept after departure). */
  planned_departure_at: Maybe<Scalars['String']['output']>;
  poll_priority: Scalars['String']['output'];
  /**
   * Our predicted arrival at the destination, beside the carrier's ETA (docs/ocean.md, "Predicted
   * arrival"); null when there is none: the box has arrived or its shipment ended, or neither the
   * carrier's ETA nor a usable AIS fix is known (field_provenance.predicted_arrival says which).
   */
  predicted_arrival: Maybe<PredictedArrival>;
  /** The container record as the REST routes answer it, as one JSON value (the same values as the typed fields). */
  record_json: Scalars['JSON']['output'];
  redelivery_date: Maybe<Scalars['String']['output']>;
  redelivery_location: Maybe<Scalars['String']['output']>;
  redelivery_reference: Maybe<Scalars['String']['output']>;
  redelivery_yard: Maybe<Scalars['String']['output']>;
  route_alert: Maybe<Scalars['JSON']['output']>;
  route_ports: Maybe<Array<RoutePort>>;
  source: Scalars['String']['output'];
  /**
   * Tracking status, in lifecycle order pending, booked, in_transit, discharged, available, delivered,
   * returned_empty; customs_hold overlays any stage before the end.
   */
  status: Scalars['String']['output'];
  tags: Array<Tag>;
  unresolvable_since: Maybe<Scalars['String']['output']>;
  unresolved_reason: Maybe<Scalars['String']['output']>;
  vessel: Maybe<Vessel>;
  vessel_position: Maybe<VesselPosition>;
};

/** Lookup record of one tracked reference. */
export type ContainerLookup = {
  __typename?: 'ContainerLookup';
  ai_narrative: Maybe<Scalars['JSON']['output']>;
  /** Bill of lading number. */
  bl_number: Maybe<Scalars['String']['output']>;
  /** Booking number. */
  booking_number: Maybe<Scalars['String']['output']>;
  /** The carrier entity, joined to the reference subgraph (LookupRecord.carrier is its name). */
  carrier: Maybe<Carrier>;
  carrier_code: Maybe<Scalars['String']['output']>;
  /** Boxes of a bill of lading or booking, each with its own timeline; null for a plain container. */
  child_containers: Maybe<Array<ChildContainer>>;
  /** The box: the reference itself, or the first box of a bill of lading or booking; null while it has none. */
  container_number: Maybe<Scalars['String']['output']>;
  container_size: Maybe<Scalars['String']['output']>;
  customs_hold_reason: Maybe<Scalars['String']['output']>;
  customs_hold_since: Maybe<Scalars['String']['output']>;
  demurrage_free_days_left: Maybe<Scalars['Int']['output']>;
  /** The port of discharge's name, falling back to its UN/LOCODE; null until the line names the port. */
  destination_name: Maybe<Scalars['String']['output']>;
  destination_unlocode: Maybe<Scalars['String']['output']>;
  equipment_type: Maybe<Scalars['String']['output']>;
  eta: Maybe<Scalars['String']['output']>;
  eta_confidence_pct: Maybe<Scalars['Float']['output']>;
  eta_is_estimated: Maybe<Scalars['Boolean']['output']>;
  /** Oldest to newest. */
  events: Array<TimelineEvent>;
  /** Terminals, depots and yards named by the events, deduplicated by name. */
  facilities: Array<OceanFacility>;
  field_provenance: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  identifier_type: Scalars['String']['output'];
  is_demo: Scalars['Boolean']['output'];
  iso_type_code: Maybe<Scalars['String']['output']>;
  last_ais_fix_at: Maybe<Scalars['String']['output']>;
  last_polled_at: Maybe<Scalars['String']['output']>;
  last_updated_at: Scalars['String']['output'];
  last_updated_source: Maybe<Scalars['String']['output']>;
  /** Every port referred to by the route or the events, deduplicated. */
  locations: Array<OceanLocation>;
  /** The port of loading's name, falling back to its UN/LOCODE; null until the line names the port. */
  origin_name: Maybe<Scalars['String']['output']>;
  origin_unlocode: Maybe<Scalars['String']['output']>;
  planned_departure_at: Maybe<Scalars['String']['output']>;
  /**
   * Our predicted arrival at the destination, beside the carrier's ETA (docs/ocean.md, "Predicted
   * arrival"); null when there is none: the box has arrived or its shipment ended, or neither the
   * carrier's ETA nor a usable AIS fix is known (field_provenance.predicted_arrival says which).
   */
  predicted_arrival: Maybe<PredictedArrival>;
  route_alert: Maybe<Scalars['JSON']['output']>;
  /** Ports on the route, in order. */
  route_ports: Maybe<Array<RoutePort>>;
  source: Scalars['String']['output'];
  status: Scalars['String']['output'];
  unresolved_reason: Maybe<Scalars['String']['output']>;
  /**
   * The current vessel's IMO number: the vessel of the last load with no discharge after it; null
   * before loading and after discharge.
   */
  vessel_imo: Maybe<Scalars['String']['output']>;
  vessel_name: Maybe<Scalars['String']['output']>;
  vessel_position: Maybe<VesselPosition>;
  /** Vessels named by the events, deduplicated by IMO. */
  vessels: Array<OceanVessel>;
};

export type ContainerPage = {
  __typename?: 'ContainerPage';
  has_more: Scalars['Boolean']['output'];
  items: Array<Container>;
  next_cursor: Maybe<Scalars['String']['output']>;
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

export type DelayBar = {
  __typename?: 'DelayBar';
  days_late: Maybe<Scalars['Float']['output']>;
  port: Maybe<Scalars['String']['output']>;
  stage: Scalars['String']['output'];
};

export type DemurrageItem = {
  __typename?: 'DemurrageItem';
  confidence: Scalars['String']['output'];
  /** Container number. */
  container_id: Scalars['String']['output'];
  costed: Scalars['Boolean']['output'];
  daily_rate_usd: Maybe<Scalars['Float']['output']>;
  days_overdue: Scalars['Int']['output'];
  discharge_datetime: Maybe<Scalars['String']['output']>;
  free_days: Maybe<Scalars['Int']['output']>;
  free_days_left: Maybe<Scalars['Int']['output']>;
  last_free_day: Maybe<Scalars['String']['output']>;
  port: Maybe<Scalars['String']['output']>;
  /** Accrued so far (null when the rate is unknown). */
  projected_usd: Maybe<Scalars['Float']['output']>;
  /** The tracked record (UUID) the box belongs to. */
  record_id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  /** Null when own terms are used (the REST row then omits it). */
  terms_lane: Maybe<Scalars['String']['output']>;
  terms_source: Scalars['String']['output'];
};

/** Demurrage report. */
export type DemurrageReport = {
  __typename?: 'DemurrageReport';
  assessed_containers: Scalars['Int']['output'];
  candidates_considered: Scalars['Int']['output'];
  containers_at_risk: Scalars['Int']['output'];
  coverage_note: Maybe<Scalars['String']['output']>;
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
  coverage_note: Maybe<Scalars['String']['output']>;
  /** DemurrageItem rows (the REST report's fields), fewest free days left first. */
  items: Scalars['JSON']['output'];
  total_at_risk_usd: Scalars['Float']['output'];
  truncated: Scalars['Boolean']['output'];
  unassessable_containers: Scalars['Int']['output'];
  uncosted_containers: Scalars['Int']['output'];
};

export type DemurrageTerms = {
  __typename?: 'DemurrageTerms';
  carrier_code: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  free_days: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label: Maybe<Scalars['String']['output']>;
  lane: Maybe<Scalars['String']['output']>;
  port: Maybe<Scalars['String']['output']>;
  tiers: Maybe<Array<DemurrageTier>>;
  updated_at: Scalars['String']['output'];
};

/** A filing: the terms now on file (also flat, as POST /v1/demurrage-terms answers), and its effect. */
export type DemurrageTermsFiling = {
  __typename?: 'DemurrageTermsFiling';
  /** Boxes whose terms in force are now these. */
  boxes_covered: Scalars['Int']['output'];
  carrier_code: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  free_days: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  label: Maybe<Scalars['String']['output']>;
  lane: Maybe<Scalars['String']['output']>;
  port: Maybe<Scalars['String']['output']>;
  /** True when terms for the same scope existed and were replaced. */
  replaced: Scalars['Boolean']['output'];
  terms: DemurrageTerms;
  tiers: Maybe<Array<DemurrageTier>>;
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
  to_day: Maybe<Scalars['Int']['output']>;
};

export type DemurrageTierInput = {
  daily_rate_usd: Scalars['Float']['input'];
  from_day: Scalars['Int']['input'];
};

export type IdentifierCheck = {
  __typename?: 'IdentifierCheck';
  carrier_hint_code: Maybe<Scalars['String']['output']>;
  identifier_type: Maybe<Scalars['String']['output']>;
  normalized: Scalars['String']['output'];
  suggested_identifier: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

/** Ocean adds the caller organisation's own shipments to the supergraph's lane (rates owns it). */
export type Lane = {
  __typename?: 'Lane';
  destination: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  /** The organisation's active (not archived) records whose origin and destination are the lane's (null only when the ocean subgraph cannot be reached). */
  shipments: Maybe<LaneShipments>;
  /**
   * When the organisation's earliest active record on the lane was added (ISO 8601); null when it
   * has none. The schedules exports count a lane's sailings as changed no earlier than this.
   */
  tracked_since: Maybe<Scalars['String']['output']>;
};

export type LaneShipments = {
  __typename?: 'LaneShipments';
  /** Boxes that arrived and have a first ETA on record: the ones the delay is measured on. */
  arrivals_measured: Scalars['Int']['output'];
  /** Mean of arrival minus the first ETA seen, in days (one decimal; negative = early); null when no box is measured. */
  avg_arrival_delay_days: Maybe<Scalars['Float']['output']>;
  /** The records, most recently updated first. */
  containers: Array<Container>;
  count: Scalars['Int']['output'];
  /** Sum of the records' demurrage_accrued_usd; null when no record has a rate (not zero owed). */
  demurrage_accrued_usd: Maybe<Scalars['Float']['output']>;
  /** Records with demurrage_at_risk. */
  demurrage_at_risk: Scalars['Int']['output'];
  /** Records with status in_transit. */
  in_transit: Scalars['Int']['output'];
};

/**
 * The lookup record exactly as the REST route names and shapes it: ContainerLookup's
 * fields, but `carrier` is the carrier's name, falling back to the SCAC.
 */
export type LookupRecord = {
  __typename?: 'LookupRecord';
  ai_narrative: Maybe<Scalars['JSON']['output']>;
  bl_number: Maybe<Scalars['String']['output']>;
  booking_number: Maybe<Scalars['String']['output']>;
  /** The carrier's name, falling back to the SCAC (as Container.carrier_name); '' without one. */
  carrier: Scalars['String']['output'];
  child_containers: Maybe<Array<ChildContainer>>;
  container_number: Maybe<Scalars['String']['output']>;
  container_size: Maybe<Scalars['String']['output']>;
  demurrage_free_days_left: Maybe<Scalars['Int']['output']>;
  destination_name: Scalars['String']['output'];
  equipment_type: Maybe<Scalars['String']['output']>;
  eta: Maybe<Scalars['String']['output']>;
  eta_confidence_pct: Maybe<Scalars['Float']['output']>;
  /** Oldest to newest. */
  events: Array<TimelineEvent>;
  field_provenance: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  identifier_type: Scalars['String']['output'];
  iso_type_code: Maybe<Scalars['String']['output']>;
  last_ais_fix_at: Maybe<Scalars['String']['output']>;
  last_polled_at: Maybe<Scalars['String']['output']>;
  last_updated_at: Scalars['String']['output'];
  last_updated_source: Maybe<Scalars['String']['output']>;
  /** Port names, falling back to the UN/LOCODE; '' until the line names the port. */
  origin_name: Scalars['String']['output'];
  /**
   * Our predicted arrival at the destination, beside the carrier's ETA (docs/ocean.md, "Predicted
   * arrival"); null when there is none: the box has arrived or its shipment ended, or neither the
   * carrier's ETA nor a usable AIS fix is known (field_provenance.predicted_arrival says which).
   */
  predicted_arrival: Maybe<PredictedArrival>;
  /** The lookup record as the REST lookup answers it, as one JSON value (the same values as the typed fields). */
  record_json: Scalars['JSON']['output'];
  status: Scalars['String']['output'];
  vessel_imo: Maybe<Scalars['String']['output']>;
  vessel_name: Maybe<Scalars['String']['output']>;
  vessel_position: Maybe<VesselPosition>;
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
  archive_container: Maybe<Container>;
  /** Files own free-time terms for a scope (carrier / port / lane); the same scope again replaces them. */
  file_demurrage_terms: DemurrageTermsFiling;
  /** Asks the carrier again now (RATE_LIMITED when the last recheck was under 5 minutes ago). Null when unknown. */
  recheck_container: Maybe<Container>;
  /** Pay-as-you-go spend cap in USD for the caller (null = the plan default). */
  set_payg_spend_cap: OceanUsage;
  /**
   * Lookup by identifier that registers an untracked reference (consuming a shipment slot) and
   * answers TRACKING_IN_PROGRESS (status 202, retry_after_seconds) until the carrier has answered.
   */
  track_container: ContainerLookup;
  /** track_container as GET /v1/containers/lookup/{identifier} answers it: the lookup record (`carrier` is the name). */
  track_container_record: LookupRecord;
  /** Replaces tags and / or sets the redelivery fields. Null when unknown. */
  update_container: Maybe<Container>;
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


export type MutationFile_Demurrage_TermsArgs = {
  input: DemurrageTermsInput;
};


export type MutationRecheck_ContainerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSet_Payg_Spend_CapArgs = {
  usd?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationTrack_ContainerArgs = {
  identifier: Scalars['String']['input'];
};


export type MutationTrack_Container_RecordArgs = {
  identifier: Scalars['String']['input'];
};


export type MutationUpdate_ContainerArgs = {
  id: Scalars['ID']['input'];
  patch: ContainerPatch;
};

export type OceanEventFeedPage = {
  __typename?: 'OceanEventFeedPage';
  cursor: Scalars['String']['output'];
  /** DCSA T&T 2.2-shaped events (JSON objects). */
  items: Array<Scalars['JSON']['output']>;
  next_cursor: Maybe<Scalars['String']['output']>;
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

export type OceanFacility = {
  __typename?: 'OceanFacility';
  name: Scalars['String']['output'];
  unlocode: Maybe<Scalars['String']['output']>;
};

export type OceanLocation = {
  __typename?: 'OceanLocation';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  country_code: Maybe<Scalars['String']['output']>;
  lat: Maybe<Scalars['Float']['output']>;
  lng: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  timezone: Maybe<Scalars['String']['output']>;
  unlocode: Scalars['String']['output'];
};

export type OceanUsage = {
  __typename?: 'OceanUsage';
  container_slots: Quota;
  payg_price_usd: Maybe<Scalars['Float']['output']>;
  payg_spend_cap_usd: Maybe<Scalars['Float']['output']>;
  payg_spent_usd: Maybe<Scalars['Float']['output']>;
  period: Scalars['String']['output'];
  plan: Scalars['String']['output'];
  unique_shipments: Quota;
};

export type OceanVessel = {
  __typename?: 'OceanVessel';
  imo: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  voyages: Array<Scalars['String']['output']>;
};

export type Port = {
  __typename?: 'Port';
  unlocode: Scalars['String']['output'];
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
  carrier_eta: Maybe<Scalars['String']['output']>;
  /** When the prediction was computed (UTC ISO). */
  computed_at: Scalars['String']['output'];
  /** p50 − carrier_eta in hours (positive: we expect it later than the carrier says); null without a carrier ETA. */
  delta_hours: Maybe<Scalars['Float']['output']>;
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
  carrier: Maybe<Scalars['String']['output']>;
  container_numbers: Array<Scalars['String']['output']>;
  destination_name: Maybe<Scalars['String']['output']>;
  destination_unlocode: Maybe<Scalars['String']['output']>;
  eta: Maybe<Scalars['String']['output']>;
  eta_is_estimated: Maybe<Scalars['Boolean']['output']>;
  events: Array<TimelineEvent>;
  identifier: Scalars['String']['output'];
  identifier_type: Scalars['String']['output'];
  origin_name: Maybe<Scalars['String']['output']>;
  origin_unlocode: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  vessel_imo: Maybe<Scalars['String']['output']>;
  vessel_name: Maybe<Scalars['String']['output']>;
};

/** Keyless public tracking answer (no organisation data). */
export type PublicTracking = {
  __typename?: 'PublicTracking';
  /** When the carrier answered. */
  as_of: Scalars['String']['output'];
  carrier: Maybe<Carrier>;
  carrier_code: Maybe<Scalars['String']['output']>;
  container_numbers: Array<Scalars['String']['output']>;
  destination_name: Maybe<Scalars['String']['output']>;
  destination_unlocode: Maybe<Scalars['String']['output']>;
  eta: Maybe<Scalars['String']['output']>;
  eta_is_estimated: Maybe<Scalars['Boolean']['output']>;
  events: Array<TimelineEvent>;
  identifier: Scalars['String']['output'];
  /** container_id, bill_of_lading or booking_number. */
  identifier_type: Scalars['String']['output'];
  origin_name: Maybe<Scalars['String']['output']>;
  origin_unlocode: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  vessel_imo: Maybe<Scalars['String']['output']>;
  vessel_name: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** One record by id; null when unknown or another organisation's. */
  container: Maybe<Container>;
  /** A tracked reference by identifier, without registering it; null when the caller does not track it. */
  container_lookup: Maybe<ContainerLookup>;
  /**
   * GET /v1/containers/lookup/{identifier}'s record of a reference the caller tracks and the carrier has
   * answered, read-only; null otherwise (the REST lookup then registers it, or says why not, with
   * track_container_record).
   */
  container_lookup_record: Maybe<LookupRecord>;
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
  /** Identifier detection and ISO 6346 check-digit verification. */
  identifier_check: IdentifierCheck;
  /**
   * DCSA-style events of the caller's tracked references, in the order learnt, or as `sort` says
   * (DCSA: eventDateTime and/or eventCreatedDateTime, each :ASC or :DESC, comma-separated) (the
   * /v2/events feed).
   */
  ocean_event_feed: OceanEventFeedPage;
  /** Tracking allowance and usage of the caller's plan (quota objects: null total = no cap). */
  ocean_usage: OceanUsage;
  /** Keyless public lookup: the shared carrier answer for a reference (no registration, no organisation data). */
  public_container_track: PublicTracking;
  /** The same keyless lookup as GET /public/track/{identifier} answers it (`carrier` is the name). */
  public_track_record: PublicTrackRecord;
  /** The lanes the organisation ships on: the port pairs of its active records (the supergraph's Lane). */
  shipping_lanes: Array<Lane>;
  /**
   * The latest AIS fix of each vessel named, in the order asked (null: no fix yet). Each must be one
   * the organisation follows, the current vessel of one of its active references (as in the
   * vessel_positions export); any other IMO is NOT_FOUND, naming it, as another organisation's
   * container is. 1 to 100 IMO numbers of 7 digits. Subscription.vessel_positions sends each new fix.
   */
  vessel_positions: Array<Maybe<VesselPosition>>;
};


export type QueryContainerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContainer_LookupArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryContainer_Lookup_RecordArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryContainer_PageArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryContainersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIdentifier_CheckArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryOcean_Event_FeedArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OceanEventFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublic_Container_TrackArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryPublic_Track_RecordArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryVessel_PositionsArgs = {
  imos: Array<Scalars['String']['input']>;
};

export type Quota = {
  __typename?: 'Quota';
  remaining: Maybe<Scalars['Int']['output']>;
  total: Maybe<Scalars['Int']['output']>;
  used: Scalars['Int']['output'];
};

export type RoutePort = {
  __typename?: 'RoutePort';
  country_code: Maybe<Scalars['String']['output']>;
  lat: Maybe<Scalars['Float']['output']>;
  lng: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
  timezone: Maybe<Scalars['String']['output']>;
  unlocode: Scalars['String']['output'];
};

export type Tag = {
  __typename?: 'Tag';
  name: Scalars['String']['output'];
};

/** A milestone; local time fields are null when the port is unplaced. */
export type TimelineEvent = {
  __typename?: 'TimelineEvent';
  /** ACT (actual), EST (estimated) or PLN (planned). */
  classifier: Scalars['String']['output'];
  /** The box the event concerns; null when it concerns every box of the reference. */
  container_number: Maybe<Scalars['String']['output']>;
  empty_indicator: Maybe<Scalars['String']['output']>;
  /** Port wall-clock time, no offset; null when the port is unplaced. */
  event_local_datetime: Maybe<Scalars['String']['output']>;
  /** The port's IANA time zone; null when the port is unplaced. */
  event_timezone: Maybe<Scalars['String']['output']>;
  /** EQUIPMENT, TRANSPORT or SHIPMENT. */
  event_type: Scalars['String']['output'];
  /** Terminal or facility. */
  facility_name: Maybe<Scalars['String']['output']>;
  /** Event id. */
  id: Scalars['ID']['output'];
  /** Whether classifier is ACT. */
  is_actual: Scalars['Boolean']['output'];
  /** What happened, in words. */
  label: Scalars['String']['output'];
  /** Where it happened (UN/LOCODE). */
  location: Maybe<Scalars['String']['output']>;
  /** The port's name; null when reference data does not know the port. */
  location_name: Maybe<Scalars['String']['output']>;
  /** VESSEL, RAIL, TRUCK, … */
  mode_of_transport: Maybe<Scalars['String']['output']>;
  remark: Maybe<Scalars['String']['output']>;
  timestamp: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** The port's offset from UTC at that instant, minutes; null when the port is unplaced. */
  utc_offset_minutes: Maybe<Scalars['Int']['output']>;
  /** Vessel IMO number. */
  vessel_imo: Maybe<Scalars['String']['output']>;
  /** Vessel name. */
  vessel_name: Maybe<Scalars['String']['output']>;
  /** Voyage number. */
  voyage: Maybe<Scalars['String']['output']>;
};

export type Vessel = {
  __typename?: 'Vessel';
  imo: Scalars['String']['output'];
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
