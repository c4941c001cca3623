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

/** An airline, identified by its 3-digit AWB prefix. */
export type Airline = {
  __typename?: 'Airline';
  iata_code: Maybe<Scalars['String']['output']>;
  icao_code: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

/** An airport object. */
export type Airport = {
  __typename?: 'Airport';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  country_code: Maybe<Scalars['String']['output']>;
  iata: Scalars['String']['output'];
  iata_code: Scalars['String']['output'];
  icao_code: Maybe<Scalars['String']['output']>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  timezone: Maybe<Scalars['String']['output']>;
};

/** An ocean carrier (shipping line), identified by its SCAC. */
export type Carrier = {
  __typename?: 'Carrier';
  /** BIC owner prefixes of the line's own boxes */
  bic_prefixes: Array<Scalars['String']['output']>;
  /** The SCAC again, as the identity client caches normalise on (Apollo Client's __typename:id). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  scac: Scalars['String']['output'];
  website: Maybe<Scalars['String']['output']>;
};

export type IsoSizeType = {
  __typename?: 'IsoSizeType';
  code: Scalars['String']['output'];
  equipment_type: Scalars['String']['output'];
  label: Scalars['String']['output'];
  size: Scalars['String']['output'];
};

export type Lessor = {
  __typename?: 'Lessor';
  bic_prefix: Scalars['String']['output'];
  lessor_name: Scalars['String']['output'];
};

/** A port, identified by UN/LOCODE. lat, lng and timezone are null when the port is unplaced. */
export type Port = {
  __typename?: 'Port';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  country_code: Scalars['String']['output'];
  /** The UN/LOCODE again, as the identity client caches normalise on (Apollo Client's __typename:id). */
  id: Scalars['ID']['output'];
  lat: Maybe<Scalars['Float']['output']>;
  lng: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  timezone: Maybe<Scalars['String']['output']>;
  unlocode: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  airline: Maybe<Airline>;
  airport: Maybe<Airport>;
  carrier: Maybe<Carrier>;
  /** Carrier owning a BIC container prefix (first four letters of a container number). */
  carrier_by_bic: Maybe<Carrier>;
  /** The 65 ocean carriers, by SCAC. */
  carriers: Array<Carrier>;
  iso_size_type: Maybe<IsoSizeType>;
  lessor: Maybe<Lessor>;
  port: Maybe<Port>;
  /** Ports whose UN/LOCODE, name or city starts with / contains the text. */
  ports_search: Array<Port>;
  vessel: Maybe<Vessel>;
};


export type QueryAirlineArgs = {
  prefix: Scalars['String']['input'];
};


export type QueryAirportArgs = {
  iata: Scalars['String']['input'];
};


export type QueryCarrierArgs = {
  scac: Scalars['String']['input'];
};


export type QueryCarrier_By_BicArgs = {
  prefix: Scalars['String']['input'];
};


export type QueryIso_Size_TypeArgs = {
  code: Scalars['String']['input'];
};


export type QueryLessorArgs = {
  bic_prefix: Scalars['String']['input'];
};


export type QueryPortArgs = {
  unlocode: Scalars['String']['input'];
};


export type QueryPorts_SearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QueryVesselArgs = {
  imo: Scalars['String']['input'];
};

export type Vessel = {
  __typename?: 'Vessel';
  call_sign: Maybe<Scalars['String']['output']>;
  flag: Maybe<Scalars['String']['output']>;
  /** The IMO number again, as the identity client caches normalise on (Apollo Client's __typename:id). */
  id: Scalars['ID']['output'];
  imo: Scalars['String']['output'];
  mmsi: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  operator_scac: Maybe<Scalars['String']['output']>;
};
