import type * as Types from './types.js';
import type { Airwaybill } from './types.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ShipmentRow, EventRow, LegRow, AirportRow, AirlineRow } from '../store/index.js';
import type { AirContext } from '../context.js';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };


export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Types.Maybe<T> extends T ? Types.Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Airwaybill: Airwaybill;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Airwaybill:
    ( { __typename: 'Airwaybill' }
    & GraphQLRecursivePick<FederationTypes['Airwaybill'], {"awb":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AirEvent: ResolverTypeWrapper<EventRow>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  Float: ResolverTypeWrapper<Partial<Types.Scalars['Float']['output']>>;
  AirRouteLeg: ResolverTypeWrapper<LegRow>;
  AircraftPosition: ResolverTypeWrapper<Partial<Types.AircraftPosition>>;
  Airline: ResolverTypeWrapper<Partial<Types.Airline>>;
  AirlineInfo: ResolverTypeWrapper<AirlineRow>;
  Airport: ResolverTypeWrapper<Partial<Types.Airport>>;
  AirportLocation: ResolverTypeWrapper<AirportRow>;
  Airwaybill: ResolverTypeWrapper<ShipmentRow>;
  JSON: ResolverTypeWrapper<unknown>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TimePair: ResolverTypeWrapper<Partial<Types.TimePair>>;
  TrackMetadata: ResolverTypeWrapper<Partial<Omit<Types.TrackMetadata, 'airline'> & { airline: ResolversTypes['AirlineInfo'] }>>;
  TrackResult: ResolverTypeWrapper<Partial<Omit<Types.TrackResult, 'data' | 'metadata'> & { data: ResolversTypes['Airwaybill'], metadata: ResolversTypes['TrackMetadata'] }>>;
  federation__Scope: ResolverTypeWrapper<Partial<Types.Scalars['federation__Scope']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Types.Scalars['link__Import']['output']>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AirEvent: EventRow;
  Int: Partial<Types.Scalars['Int']['output']>;
  Float: Partial<Types.Scalars['Float']['output']>;
  AirRouteLeg: LegRow;
  AircraftPosition: Partial<Types.AircraftPosition>;
  Airline: Partial<Types.Airline>;
  AirlineInfo: AirlineRow;
  Airport: Partial<Types.Airport>;
  AirportLocation: AirportRow;
  Airwaybill: ShipmentRow;
  JSON: unknown;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  TimePair: Partial<Types.TimePair>;
  TrackMetadata: Partial<Omit<Types.TrackMetadata, 'airline'> & { airline: ResolversParentTypes['AirlineInfo'] }>;
  TrackResult: Partial<Omit<Types.TrackResult, 'data' | 'metadata'> & { data: ResolversParentTypes['Airwaybill'], metadata: ResolversParentTypes['TrackMetadata'] }>;
  federation__Scope: Partial<Types.Scalars['federation__Scope']['output']>;
  link__Import: Partial<Types.Scalars['link__Import']['output']>;
  String: Partial<Types.Scalars['String']['output']>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = AirContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  import?: Types.Maybe<Array<Types.Maybe<Types.Scalars['link__Import']['input']>>>;
  url: Types.Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = AirContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Types.Scalars['federation__Scope']['input']>>;
};

export type RequiresScopesDirectiveResolver<Result, Parent, ContextType = AirContext, Args = RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = AirContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AirEventResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['AirEvent'] = ResolversParentTypes['AirEvent']> = {
  datetime?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetimes?: Resolver<ResolversTypes['TimePair'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event_family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flight_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_actual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Types.Maybe<ResolversTypes['AirportLocation']>, ParentType, ContextType>;
  pieces?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  station?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  station_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight_kg?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AirRouteLegResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['AirRouteLeg'] = ResolversParentTypes['AirRouteLeg']> = {
  arrival?: Resolver<ResolversTypes['TimePair'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['TimePair'], ParentType, ContextType>;
  flight_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Types.Maybe<ResolversTypes['AirportLocation']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<Array<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
  pieces?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Types.Maybe<ResolversTypes['AirportLocation']>, ParentType, ContextType>;
  transport_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight_kg?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AircraftPositionResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['AircraftPosition'] = ResolversParentTypes['AircraftPosition']> = {
  aircraft_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alt_ft?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  callsign?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ground_speed_kt?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  heading?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  icao24_hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  operator_iata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registration?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seen_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vertical_rate_fpm?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AirlineResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['Airline'] = ResolversParentTypes['Airline']> = {
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AirlineInfoResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['AirlineInfo'] = ResolversParentTypes['AirlineInfo']> = {
  airline?: Resolver<ResolversTypes['Airline'], ParentType, ContextType>;
  iata_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icao_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AirportResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['Airport'] = ResolversParentTypes['Airport']> = {
  iata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AirportLocationResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['AirportLocation'] = ResolversParentTypes['AirportLocation']> = {
  airport?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iata_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icao_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AirwaybillResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['Airwaybill'] = ResolversParentTypes['Airwaybill'], FederationReferenceType extends FederationReferenceTypes['Airwaybill'] = FederationReferenceTypes['Airwaybill']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Airwaybill']> | FederationReferenceType, FederationReferenceType, ContextType>;
  airline?: Resolver<Types.Maybe<ResolversTypes['Airline']>, ParentType, ContextType>;
  airline_iata?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  airline_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  airline_prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrival?: Resolver<ResolversTypes['TimePair'], ParentType, ContextType>;
  awb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['TimePair'], ParentType, ContextType>;
  destination?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destination_location?: Resolver<Types.Maybe<ResolversTypes['AirportLocation']>, ParentType, ContextType>;
  destination_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta_is_actual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['AirEvent']>, ParentType, ContextType>;
  feed_warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  flight_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin_location?: Resolver<Types.Maybe<ResolversTypes['AirportLocation']>, ParentType, ContextType>;
  origin_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pieces?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  routes?: Resolver<Array<ResolversTypes['AirRouteLeg']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waybill_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  weight_kg?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  track_waybill?: Resolver<ResolversTypes['TrackResult'], ParentType, ContextType, RequireFields<Types.MutationTrack_WaybillArgs, 'awb' | 'force_update'>>;
};

export type QueryResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aircraft_positions?: Resolver<Array<ResolversTypes['AircraftPosition']>, ParentType, ContextType, RequireFields<Types.QueryAircraft_PositionsArgs, 'flight_number'>>;
  airline_by_prefix?: Resolver<ResolversTypes['AirlineInfo'], ParentType, ContextType, RequireFields<Types.QueryAirline_By_PrefixArgs, 'prefix'>>;
  waybill?: Resolver<Types.Maybe<ResolversTypes['Airwaybill']>, ParentType, ContextType, RequireFields<Types.QueryWaybillArgs, 'awb'>>;
};

export type TimePairResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['TimePair'] = ResolversParentTypes['TimePair']> = {
  actual?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimated?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TrackMetadataResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['TrackMetadata'] = ResolversParentTypes['TrackMetadata']> = {
  airline?: Resolver<ResolversTypes['AirlineInfo'], ParentType, ContextType>;
  cache_expires?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from_cache?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_updated_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrackResultResolvers<ContextType = AirContext, ParentType extends ResolversParentTypes['TrackResult'] = ResolversParentTypes['TrackResult']> = {
  data?: Resolver<ResolversTypes['Airwaybill'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['TrackMetadata'], ParentType, ContextType>;
};

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = AirContext> = {
  AirEvent?: AirEventResolvers<ContextType>;
  AirRouteLeg?: AirRouteLegResolvers<ContextType>;
  AircraftPosition?: AircraftPositionResolvers<ContextType>;
  Airline?: AirlineResolvers<ContextType>;
  AirlineInfo?: AirlineInfoResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  AirportLocation?: AirportLocationResolvers<ContextType>;
  Airwaybill?: AirwaybillResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  TimePair?: TimePairResolvers<ContextType>;
  TrackMetadata?: TrackMetadataResolvers<ContextType>;
  TrackResult?: TrackResultResolvers<ContextType>;
  federation__Scope?: GraphQLScalarType;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = AirContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  requiresScopes?: RequiresScopesDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
