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

/** An API key as listed: never the key itself, which is stored only as a hash. */
export type ApiKey = {
  __typename?: 'ApiKey';
  created_at: Scalars['String']['output'];
  expires_at: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Maybe<Scalars['String']['output']>;
  last4: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  revoked_at: Maybe<Scalars['String']['output']>;
};

export type Entitlement = {
  __typename?: 'Entitlement';
  active: Scalars['Boolean']['output'];
  /** null = no expiry */
  expires_at: Maybe<Scalars['String']['output']>;
  /** air_cargo, schedules or freight_rates */
  name: Scalars['String']['output'];
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

export type Query = {
  __typename?: 'Query';
  /** The caller's organisation (from the API key or the gateway's context). */
  me: Maybe<Organisation>;
};
