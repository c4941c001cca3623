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
  /** Free-form JSON produced by this subgraph. */
  JSON: { input: unknown; output: unknown; }
  federation__Scope: { input: any; output: any; }
  link__Import: { input: any; output: any; }
};

export type AirEvent = {
  __typename?: 'AirEvent';
  datetime: Maybe<Scalars['String']['output']>;
  datetimes: TimePair;
  description: Scalars['String']['output'];
  event_family: Scalars['String']['output'];
  flight_number: Maybe<Scalars['String']['output']>;
  is_actual: Scalars['Boolean']['output'];
  location: Maybe<AirportLocation>;
  pieces: Maybe<Scalars['Int']['output']>;
  station: Maybe<Scalars['String']['output']>;
  station_name: Maybe<Scalars['String']['output']>;
  status_code: Scalars['String']['output'];
  weight_kg: Maybe<Scalars['Float']['output']>;
};

export type AirRouteLeg = {
  __typename?: 'AirRouteLeg';
  arrival: TimePair;
  departure: TimePair;
  flight_number: Maybe<Scalars['String']['output']>;
  from: Maybe<AirportLocation>;
  order_id: Scalars['Int']['output'];
  /** [lat, lng] pairs along the great circle; empty on a trucked leg */
  path: Array<Array<Scalars['Float']['output']>>;
  pieces: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
  to: Maybe<AirportLocation>;
  transport_type: Maybe<Scalars['String']['output']>;
  weight_kg: Maybe<Scalars['Float']['output']>;
};

export type AircraftPosition = {
  __typename?: 'AircraftPosition';
  aircraft_type: Maybe<Scalars['String']['output']>;
  alt_ft: Maybe<Scalars['Int']['output']>;
  callsign: Maybe<Scalars['String']['output']>;
  ground_speed_kt: Maybe<Scalars['Int']['output']>;
  heading: Maybe<Scalars['Int']['output']>;
  icao24_hex: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
  operator_iata: Scalars['String']['output'];
  registration: Maybe<Scalars['String']['output']>;
  seen_at: Scalars['String']['output'];
  vertical_rate_fpm: Maybe<Scalars['Int']['output']>;
};

export type Airline = {
  __typename?: 'Airline';
  prefix: Scalars['String']['output'];
};

/** The spec's airline object (2.8 metadata.airline); `airline` joins to the Airline entity. */
export type AirlineInfo = {
  __typename?: 'AirlineInfo';
  airline: Airline;
  iata_code: Maybe<Scalars['String']['output']>;
  icao_code: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type Airport = {
  __typename?: 'Airport';
  iata: Scalars['String']['output'];
};

/**
 * The spec's airport object (2.8), served by the air subgraph from the shared reference data in
 * the same fetch as the waybill (one statement for every airport of a waybill); `airport` joins
 * to the reference subgraph's Airport entity.
 */
export type AirportLocation = {
  __typename?: 'AirportLocation';
  airport: Airport;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 */
  country_code: Maybe<Scalars['String']['output']>;
  iata_code: Scalars['String']['output'];
  icao_code: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  /** IANA zone */
  timezone: Maybe<Scalars['String']['output']>;
};

/** An air waybill. */
export type Airwaybill = {
  __typename?: 'Airwaybill';
  airline: Maybe<Airline>;
  airline_iata: Maybe<Scalars['String']['output']>;
  airline_name: Maybe<Scalars['String']['output']>;
  airline_prefix: Scalars['String']['output'];
  arrival: TimePair;
  /** ppp-ssssssss */
  awb: Scalars['String']['output'];
  departure: TimePair;
  destination: Maybe<Scalars['String']['output']>;
  destination_location: Maybe<AirportLocation>;
  destination_name: Maybe<Scalars['String']['output']>;
  eta: Maybe<Scalars['String']['output']>;
  eta_is_actual: Scalars['Boolean']['output'];
  events: Array<AirEvent>;
  /**
   * What the airline's last answer held that could not be read (a line dropped, a message
   * rejected), newest answer only: each once, at most 20 (then one saying how many more); empty
   * after a clean answer.
   */
  feed_warnings: Array<Scalars['String']['output']>;
  flight_number: Maybe<Scalars['String']['output']>;
  origin: Maybe<Scalars['String']['output']>;
  origin_location: Maybe<AirportLocation>;
  origin_name: Maybe<Scalars['String']['output']>;
  pieces: Maybe<Scalars['Int']['output']>;
  routes: Array<AirRouteLeg>;
  /** booked, accepted, in_transit, arrived, available, delivered, or unknown */
  status: Scalars['String']['output'];
  /**
   * The waybill as one JSON value: the fields of the Waybill fragment of
   * rest-adapter/operations/air.graphql (the REST track answer's `data`) in its order, answered by
   * these same field resolvers. The REST host selects it; GraphQL clients select the typed fields.
   */
  waybill_json: Scalars['JSON']['output'];
  weight_kg: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Tracks an air waybill for the caller's organisation: the kept answer, or the
   * airline's, under the cache rules of docs/air.md. Errors: INVALID_AWB, INVALID_CHECK_DIGIT,
   * UNKNOWN_AIRLINE, NOT_FOUND (with Retry-After), AIRLINE_UNAVAILABLE.
   */
  track_waybill: TrackResult;
};


export type MutationTrack_WaybillArgs = {
  awb: Scalars['String']['input'];
  force_update?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Airborne aircraft flying an IATA flight number; empty when none is airborne. */
  aircraft_positions: Array<AircraftPosition>;
  /** The airline an AWB prefix (or a full AWB) names; errors INVALID_PREFIX, UNKNOWN_AIRLINE. */
  airline_by_prefix: AirlineInfo;
  /** A waybill the caller's organisation tracks, as last answered (no airline call); by any AWB spelling. */
  waybill: Maybe<Airwaybill>;
};


export type QueryAircraft_PositionsArgs = {
  flight_number: Scalars['String']['input'];
};


export type QueryAirline_By_PrefixArgs = {
  prefix: Scalars['String']['input'];
};


export type QueryWaybillArgs = {
  awb: Scalars['String']['input'];
};

export type TimePair = {
  __typename?: 'TimePair';
  actual: Maybe<Scalars['String']['output']>;
  estimated: Maybe<Scalars['String']['output']>;
};

export type TrackMetadata = {
  __typename?: 'TrackMetadata';
  airline: AirlineInfo;
  /** When the kept answer stops being served without asking the airline. */
  cache_expires: Scalars['String']['output'];
  from_cache: Scalars['Boolean']['output'];
  /** When the airline last answered about the shipment. */
  last_updated_at: Maybe<Scalars['String']['output']>;
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
