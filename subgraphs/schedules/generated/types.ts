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
  federation__Scope: { input: any; output: any; }
  link__Import: { input: any; output: any; }
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

/** Schedules adds what it knows about a carrier to the shared entity. */
export type Carrier = {
  __typename?: 'Carrier';
  /** Position in the carrier league; null without observations. */
  league: Maybe<LeagueEntry>;
  reliability: Maybe<ReliabilityFigures>;
  scac: Scalars['String']['output'];
  /** Null only when the schedules subgraph cannot be reached (SUBGRAPH_UNAVAILABLE), as every field schedules adds to another subgraph's type. */
  upcoming_sailings: Maybe<Scalars['Int']['output']>;
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
  lane: Maybe<ReliabilityFigures>;
  /** Position in the league; null without observations. */
  league: Maybe<LeagueEntry>;
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
  observed_median_days: Maybe<Scalars['Float']['output']>;
  /** Achieved (actual departure to actual arrival) over the reliability window. */
  observed_voyages: Scalars['Int']['output'];
  sailings: Scalars['Int']['output'];
  slowest_days: Scalars['Float']['output'];
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
  level: Maybe<Scalars['String']['output']>;
  limit: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Exactly one of the two is set. */
export type CongestionReport = {
  __typename?: 'CongestionReport';
  leaderboard: Maybe<CongestionLeaderboard>;
  port: Maybe<PortCongestion>;
};

/**
 * Schedules adds to the supergraph's lane (rates owns it) what compare_lanes and lane_reliability
 * answer for it: not counted as calls, like the other entity fields.
 */
export type Lane = {
  __typename?: 'Lane';
  destination: Scalars['String']['output'];
  origin: Scalars['String']['output'];
  /** On-time share per carrier over the reliability window; null when the lane has no observed arrival. */
  reliability: Maybe<LaneReliability>;
  /** Sailings departing in the default search window (the next 28 days), transit times and the lane's on-time share. */
  sailings: Maybe<LaneSummary>;
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
  rank: Maybe<Scalars['Int']['output']>;
  ranked: Scalars['Boolean']['output'];
};

export type LaneComparison = {
  __typename?: 'LaneComparison';
  from: Scalars['String']['output'];
  lanes: Array<LaneSummary>;
  to: Scalars['String']['output'];
};

export type LaneReliability = {
  __typename?: 'LaneReliability';
  /** The same error of the carrier's ETA at the same moment, beside it; null when prediction_sample_size is 0. */
  carrier_eta_mae_hours: Maybe<Scalars['Float']['output']>;
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
  prediction_mae_hours: Maybe<Scalars['Float']['output']>;
  /**
   * The lane's arrivals of the window (of the carriers asked) the prediction error was measured on:
   * those with a schedule and a carrier's estimate. 0 when there is none, and then both errors are null.
   */
  prediction_sample_size: Scalars['Int']['output'];
  tolerance_hours: Scalars['Int']['output'];
  window_from: Scalars['String']['output'];
  window_to: Scalars['String']['output'];
};

export type LaneSummary = {
  __typename?: 'LaneSummary';
  carriers: Array<Scalars['String']['output']>;
  destination: Scalars['String']['output'];
  destination_congestion: Maybe<PortCongestion>;
  direct_sailings: Scalars['Int']['output'];
  fastest_transit_days: Maybe<Scalars['Float']['output']>;
  median_transit_days: Maybe<Scalars['Float']['output']>;
  next_departure_at: Maybe<Scalars['String']['output']>;
  observations: Scalars['Int']['output'];
  on_time_pct: Maybe<Scalars['Float']['output']>;
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
  rank: Maybe<Scalars['Int']['output']>;
  ranked: Scalars['Boolean']['output'];
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
   * Counts one call outside the data fields, which count themselves (the webhook routes), for
   * the caller's organisation (monthly allowance) and key (daily allowance): 429 QUOTA_EXCEEDED
   * with Retry-After when either is spent (nothing counted), 403 without schedules access, 503
   * when the counters cannot be reached. Given origin and destination, the lane becomes watched.
   */
  record_schedules_call: ScheduleUsage;
};


export type MutationRecord_Schedules_CallArgs = {
  destination?: InputMaybe<Scalars['String']['input']>;
  kind: Scalars['String']['input'];
  origin?: InputMaybe<Scalars['String']['input']>;
};

/** Schedules adds a port's current congestion to the shared entity. */
export type Port = {
  __typename?: 'Port';
  congestion: Maybe<PortCongestion>;
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
  /** Routes ranked by transit time, reliability and cut-off slack (MCP find_best_sailings). */
  best_sailings: BestSailings;
  /** The carrier league, carriers ranked by on-time arrivals; null only when the schedules subgraph cannot be reached (dashboards ask for it beside other subgraphs' fields). */
  carrier_league: Maybe<CarrierLeague>;
  /** One carrier's record, and on a lane when origin and destination are given. */
  carrier_reliability: CarrierReliabilityReport;
  /** Side-by-side summary of 2 to 5 lanes. */
  compare_lanes: LaneComparison;
  /** Ports by current average wait, longest first; an unrecognised level means no filter. */
  congestion_leaderboard: CongestionLeaderboard;
  /** One port's congestion, or without port the leaderboard (MCP port_congestion); 404 when the port has no recent reading. */
  congestion_report: CongestionReport;
  /** On-time share per carrier on a lane; null when the lane has no observed arrival. */
  lane_reliability: Maybe<LaneReliability>;
  /** Exposure of a lane to tropical-cyclone seasons by basin and month. */
  lane_storm_exposure: StormExposure;
  /** A port's current congestion; null when the port has no recent reading. */
  port_congestion: Maybe<PortCongestion>;
  /** Point-to-point routes on a lane (REST GET /public/schedules, MCP find_sailings). */
  schedule_search: RouteSearch;
  /** The caller's call usage (not counted), after the counts of the data fields of the same operation. */
  schedules_usage: ScheduleUsage;
  /** Scheduled and achieved transit times on a lane over the next weeks. */
  transit_time: TransitTime;
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
export type QueryTransit_TimeArgs = {
  destination: Scalars['String']['input'];
  direct_only?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  scacs?: InputMaybe<Array<Scalars['String']['input']>>;
  weeks?: InputMaybe<Scalars['Int']['input']>;
};

export type RankedSailingRoute = {
  __typename?: 'RankedSailingRoute';
  cutoff_score: Scalars['Float']['output'];
  cutoff_slack_hours: Scalars['Float']['output'];
  on_time_pct: Maybe<Scalars['Float']['output']>;
  rank: Scalars['Int']['output'];
  /** lane, carrier or none: where the on-time share came from */
  reliability_basis: Scalars['String']['output'];
  reliability_score: Scalars['Float']['output'];
  route: SailingRoute;
  score: Scalars['Float']['output'];
  transit_score: Scalars['Float']['output'];
};

export type ReliabilityFigures = {
  __typename?: 'ReliabilityFigures';
  avg_delay_hours: Maybe<Scalars['Float']['output']>;
  /**
   * When the figures were computed: on a Carrier or Port entity, the schedules tick that last
   * refreshed the read model (they cover the window ending then); elsewhere, the request's time.
   */
  computed_at: Scalars['String']['output'];
  observations: Scalars['Int']['output'];
  on_time: Scalars['Int']['output'];
  /** null when nothing was observed */
  on_time_pct: Maybe<Scalars['Float']['output']>;
  provisional: Scalars['Boolean']['output'];
  tolerance_hours: Scalars['Int']['output'];
  window_days: Scalars['Int']['output'];
};

export type ReliabilityMonth = {
  __typename?: 'ReliabilityMonth';
  /** YYYY-MM (UTC) */
  month: Scalars['String']['output'];
  observations: Scalars['Int']['output'];
  /** null when nothing arrived that month */
  on_time_pct: Maybe<Scalars['Float']['output']>;
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
  next_cursor: Maybe<Scalars['String']['output']>;
  origin: Scalars['String']['output'];
  page: Scalars['Int']['output'];
  scacs: Maybe<Array<Scalars['String']['output']>>;
  to: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type SailingCutoffs = {
  __typename?: 'SailingCutoffs';
  documentation_at: Maybe<Scalars['String']['output']>;
  port_at: Maybe<Scalars['String']['output']>;
  vgm_at: Maybe<Scalars['String']['output']>;
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
  scheduled_arrival_at: Maybe<Scalars['String']['output']>;
  scheduled_departure_at: Maybe<Scalars['String']['output']>;
  sequence: Scalars['Int']['output'];
  /** The carrier's service (loop) code. */
  service_code: Maybe<Scalars['String']['output']>;
  /** The service's name. */
  service_name: Maybe<Scalars['String']['output']>;
  slip_hours: Scalars['Int']['output'];
  /** Vessel IMO number. */
  vessel_imo: Maybe<Scalars['String']['output']>;
  /** Vessel name. */
  vessel_name: Maybe<Scalars['String']['output']>;
  /** Voyage number. */
  voyage: Maybe<Scalars['String']['output']>;
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
  limit: Maybe<Scalars['Int']['output']>;
  period: Scalars['String']['output'];
  remaining: Maybe<Scalars['Int']['output']>;
  resets_at: Scalars['String']['output'];
  used: Scalars['Int']['output'];
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
  month: Maybe<MonthExposure>;
  monthly: Array<MonthExposure>;
  origin: Scalars['String']['output'];
  peak_month: Maybe<MonthExposure>;
  route: StormRoute;
};

export type StormRoute = {
  __typename?: 'StormRoute';
  distance_km: Scalars['Int']['output'];
  ports: Array<Scalars['String']['output']>;
  source: Scalars['String']['output'];
  unplaced_ports: Array<Scalars['String']['output']>;
};

export type TransitTime = {
  __typename?: 'TransitTime';
  carriers: Array<CarrierTransit>;
  destination: Scalars['String']['output'];
  fastest_days: Maybe<Scalars['Float']['output']>;
  median_days: Maybe<Scalars['Float']['output']>;
  origin: Scalars['String']['output'];
  sailings: Scalars['Int']['output'];
  slowest_days: Maybe<Scalars['Float']['output']>;
  window_from: Scalars['String']['output'];
  window_to: Scalars['String']['output'];
};
