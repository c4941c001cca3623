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
  max: Maybe<Scalars['Float']['output']>;
  mean: Maybe<Scalars['Float']['output']>;
  min: Maybe<Scalars['Float']['output']>;
  p10: Maybe<Scalars['Float']['output']>;
  p25: Maybe<Scalars['Float']['output']>;
  p50: Maybe<Scalars['Float']['output']>;
  p75: Maybe<Scalars['Float']['output']>;
  p90: Maybe<Scalars['Float']['output']>;
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

/** A port pair: the analysts' lane. Rates contributes market rates and index membership; other products extend it. */
export type Lane = {
  __typename?: 'Lane';
  /** The lane's port of discharge (UN/LOCODE). */
  destination: Scalars['String']['output'];
  destination_port: Maybe<Port>;
  /** The destination's trade region, as origin_region's. */
  destination_region: Maybe<Scalars['String']['output']>;
  /** ISO 6346 size-type codes the lane has observations for. */
  equipment: Maybe<Array<Scalars['String']['output']>>;
  /** The indices the lane is a component of. */
  indices: Maybe<Array<IndexMembership>>;
  /** The market rate on a day (default today), computed from the observations counted that day. */
  market_rate: Maybe<MarketRate>;
  /** Today's market rate of every equipment and rate type quoted on the lane. */
  market_rates: Maybe<Array<MarketRate>>;
  /** The lane's port of loading (UN/LOCODE). */
  origin: Scalars['String']['output'];
  origin_port: Maybe<Port>;
  /**
   * The origin's trade region: Asia, North Europe, Mediterranean, US West Coast, US East Coast, Middle
   * East, Indian Subcontinent, Oceania, Latin America, Africa or Other.
   */
  origin_region: Maybe<Scalars['String']['output']>;
};


/** A port pair: the analysts' lane. Rates contributes market rates and index membership; other products extend it. */
export type LaneMarket_RateArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  rate_type?: InputMaybe<Scalars['String']['input']>;
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
  next_cursor: Maybe<Scalars['String']['output']>;
};

/**
 * A lane's median price for one equipment and rate type today (deprecated with lane_rates: the
 * Lane's market_rates carries it and the rest of the distribution).
 */
export type LaneRate = {
  __typename?: 'LaneRate';
  /** The ISO 6346 size-type code (MarketRate.equipment). */
  container_size: Scalars['String']['output'];
  destination_port: Maybe<Port>;
  destination_unlocode: Scalars['String']['output'];
  /** origin-destination-equipment-rate_type-date */
  id: Scalars['ID']['output'];
  origin_port: Maybe<Port>;
  origin_unlocode: Scalars['String']['output'];
  /** MarketRate.p50. */
  rate_usd: Scalars['Float']['output'];
  /** MarketRate.date. */
  valid_from: Scalars['String']['output'];
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
  max: Maybe<Scalars['Float']['output']>;
  /** Mean of the prices counted, all-in USD; null below minimum_count (3) sources. */
  mean: Maybe<Scalars['Float']['output']>;
  /** Lowest price counted, all-in USD; null below minimum_count (3) sources. */
  min: Maybe<Scalars['Float']['output']>;
  minimum_count: Scalars['Int']['output'];
  /** 10th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p10: Maybe<Scalars['Float']['output']>;
  /** 25th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p25: Maybe<Scalars['Float']['output']>;
  /** Median of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p50: Maybe<Scalars['Float']['output']>;
  /** 75th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p75: Maybe<Scalars['Float']['output']>;
  /** 90th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. */
  p90: Maybe<Scalars['Float']['output']>;
  /** spot or contract. */
  rate_type: Scalars['String']['output'];
  /** ok, or insufficient_observations when fewer than minimum_count observations counted. */
  status: Scalars['String']['output'];
};

export type Money = {
  __typename?: 'Money';
  amount: Maybe<Scalars['Float']['output']>;
  currency: Scalars['String']['output'];
};

export type Observation = {
  __typename?: 'Observation';
  all_in: Maybe<Money>;
  /** The all-in total in USD at the exchange rate of fx_date; null when unknown or no rate. */
  all_in_usd: Maybe<Scalars['Float']['output']>;
  /** Null when the source did not itemise it. */
  base_ocean_freight: Maybe<Money>;
  destination: Scalars['String']['output'];
  equipment: Scalars['String']['output'];
  feed: Scalars['String']['output'];
  fx_date: Maybe<Scalars['String']['output']>;
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
  next_cursor: Maybe<Scalars['String']['output']>;
  observations: Array<Observation>;
};

export type Port = {
  __typename?: 'Port';
  unlocode: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Today's median (p50) all-in USD price per equipment on the lane; a lane without market rates answers [].
   * @deprecated Use rate_lane(origin, destination) { market_rates }: the distribution, not only the median. Removed in the release after 2026-11-27.
   */
  lane_rates: Array<LaneRate>;
  /** The dated exchange rates conversions use. */
  rate_exchange_rates: Array<ExchangeRate>;
  /** One index with its daily history over [from, to]; null for an unknown code. */
  rate_index: Maybe<RateIndex>;
  /** Every index with its value on a day (default today: the latest value on or before it) and its changes. */
  rate_indices: Array<RateIndex>;
  /** One lane, or null when no lane joins the two ports (an unknown UN/LOCODE is refused). */
  rate_lane: Maybe<Lane>;
  /** A lane's stored daily market rates over a date range, by day, ISO week or month. */
  rate_lane_history: Maybe<LaneHistory>;
  /** Lanes with market data, in origin then destination order; region matches either end; equipment keeps lanes quoted for it. */
  rate_lanes: LanePage;
  /** Observations valid at some time in [from, to], newest first, filtered. */
  rate_observations: ObservationPage;
};


export type QueryLane_RatesArgs = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};


export type QueryRate_Exchange_RatesArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRate_IndexArgs = {
  code: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRate_IndicesArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRate_LaneArgs = {
  destination: Scalars['String']['input'];
  origin: Scalars['String']['input'];
};


export type QueryRate_Lane_HistoryArgs = {
  bucket?: InputMaybe<Scalars['String']['input']>;
  destination: Scalars['String']['input'];
  equipment?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  origin: Scalars['String']['input'];
  rate_type?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRate_LanesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  equipment?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
};


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

export type RateIndex = {
  __typename?: 'RateIndex';
  base_date: Scalars['String']['output'];
  code: Scalars['String']['output'];
  components: Array<IndexComponent>;
  currency: Scalars['String']['output'];
  /** The day of value_usd (the latest published on or before the day asked). */
  date: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** The equipment the index prices (ISO 6346 size-type code). */
  equipment: Scalars['String']['output'];
  /** Daily values over the range asked (rate_index only). */
  history: Maybe<Array<IndexPoint>>;
  name: Scalars['String']['output'];
  value_usd: Maybe<Scalars['Float']['output']>;
  week_over_week_pct: Maybe<Scalars['Float']['output']>;
  year_over_year_pct: Maybe<Scalars['Float']['output']>;
};

export type Surcharge = {
  __typename?: 'Surcharge';
  amount: Maybe<Scalars['Float']['output']>;
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
};
