import type * as Types from './types.js';
import type { Lane } from './types.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LaneRow, IndexRow, ObservationRow, HistoryRow } from '../store/index.js';
import type { RatesContext } from '../context.js';
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
  Lane: Lane;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Lane:
    ( { __typename: 'Lane' }
    & GraphQLRecursivePick<FederationTypes['Lane'], {"origin":true,"destination":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ExchangeRate: ResolverTypeWrapper<Partial<Types.ExchangeRate>>;
  Float: ResolverTypeWrapper<Partial<Types.Scalars['Float']['output']>>;
  HistoryPoint: ResolverTypeWrapper<HistoryRow>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  IndexComponent: ResolverTypeWrapper<Partial<Types.IndexComponent>>;
  IndexMembership: ResolverTypeWrapper<Partial<Types.IndexMembership>>;
  IndexPoint: ResolverTypeWrapper<Partial<Types.IndexPoint>>;
  JSON: ResolverTypeWrapper<unknown>;
  Lane: ResolverTypeWrapper<LaneRow>;
  LaneHistory: ResolverTypeWrapper<Partial<Omit<Types.LaneHistory, 'points' | 'points_json'> & { points: Array<ResolversTypes['HistoryPoint']>, points_json: ResolversTypes['JSON'] }>>;
  LanePage: ResolverTypeWrapper<Partial<Omit<Types.LanePage, 'lanes'> & { lanes: Array<ResolversTypes['Lane']> }>>;
  LaneRate: ResolverTypeWrapper<Partial<Types.LaneRate>>;
  ID: ResolverTypeWrapper<Partial<Types.Scalars['ID']['output']>>;
  MarketRate: ResolverTypeWrapper<Partial<Types.MarketRate>>;
  Money: ResolverTypeWrapper<Partial<Types.Money>>;
  Observation: ResolverTypeWrapper<ObservationRow>;
  ObservationPage: ResolverTypeWrapper<Partial<Omit<Types.ObservationPage, 'observations'> & { observations: Array<ResolversTypes['Observation']> }>>;
  Port: ResolverTypeWrapper<Partial<Types.Port>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateIndex: ResolverTypeWrapper<IndexRow>;
  Surcharge: ResolverTypeWrapper<Partial<Types.Surcharge>>;
  federation__Scope: ResolverTypeWrapper<Partial<Types.Scalars['federation__Scope']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Types.Scalars['link__Import']['output']>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ExchangeRate: Partial<Types.ExchangeRate>;
  Float: Partial<Types.Scalars['Float']['output']>;
  HistoryPoint: HistoryRow;
  Int: Partial<Types.Scalars['Int']['output']>;
  IndexComponent: Partial<Types.IndexComponent>;
  IndexMembership: Partial<Types.IndexMembership>;
  IndexPoint: Partial<Types.IndexPoint>;
  JSON: unknown;
  Lane: LaneRow;
  LaneHistory: Partial<Omit<Types.LaneHistory, 'points' | 'points_json'> & { points: Array<ResolversParentTypes['HistoryPoint']>, points_json: ResolversParentTypes['JSON'] }>;
  LanePage: Partial<Omit<Types.LanePage, 'lanes'> & { lanes: Array<ResolversParentTypes['Lane']> }>;
  LaneRate: Partial<Types.LaneRate>;
  ID: Partial<Types.Scalars['ID']['output']>;
  MarketRate: Partial<Types.MarketRate>;
  Money: Partial<Types.Money>;
  Observation: ObservationRow;
  ObservationPage: Partial<Omit<Types.ObservationPage, 'observations'> & { observations: Array<ResolversParentTypes['Observation']> }>;
  Port: Partial<Types.Port>;
  Query: Record<PropertyKey, never>;
  RateIndex: IndexRow;
  Surcharge: Partial<Types.Surcharge>;
  federation__Scope: Partial<Types.Scalars['federation__Scope']['output']>;
  link__Import: Partial<Types.Scalars['link__Import']['output']>;
  String: Partial<Types.Scalars['String']['output']>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = RatesContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  import?: Types.Maybe<Array<Types.Maybe<Types.Scalars['link__Import']['input']>>>;
  url: Types.Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = RatesContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Types.Scalars['federation__Scope']['input']>>;
};

export type RequiresScopesDirectiveResolver<Result, Parent, ContextType = RatesContext, Args = RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = RatesContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ExchangeRateResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usd_per_unit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type HistoryPointResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['HistoryPoint'] = ResolversParentTypes['HistoryPoint']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mean?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p10?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p25?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p50?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p75?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p90?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type IndexComponentResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['IndexComponent'] = ResolversParentTypes['IndexComponent']> = {
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IndexMembershipResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['IndexMembership'] = ResolversParentTypes['IndexMembership']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IndexPointResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['IndexPoint'] = ResolversParentTypes['IndexPoint']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LaneResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['Lane'] = ResolversParentTypes['Lane'], FederationReferenceType extends FederationReferenceTypes['Lane'] = FederationReferenceTypes['Lane']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Lane']> | FederationReferenceType, FederationReferenceType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination_port?: Resolver<Types.Maybe<ResolversTypes['Port']>, ParentType, ContextType>;
  destination_region?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipment?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  indices?: Resolver<Types.Maybe<Array<ResolversTypes['IndexMembership']>>, ParentType, ContextType>;
  market_rate?: Resolver<Types.Maybe<ResolversTypes['MarketRate']>, ParentType, ContextType, Partial<Types.LaneMarket_RateArgs>>;
  market_rates?: Resolver<Types.Maybe<Array<ResolversTypes['MarketRate']>>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_port?: Resolver<Types.Maybe<ResolversTypes['Port']>, ParentType, ContextType>;
  origin_region?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LaneHistoryResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['LaneHistory'] = ResolversParentTypes['LaneHistory']> = {
  bucket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['HistoryPoint']>, ParentType, ContextType>;
  points_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  rate_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LanePageResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['LanePage'] = ResolversParentTypes['LanePage']> = {
  lanes?: Resolver<Array<ResolversTypes['Lane']>, ParentType, ContextType>;
  next_cursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LaneRateResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['LaneRate'] = ResolversParentTypes['LaneRate']> = {
  container_size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination_port?: Resolver<Types.Maybe<ResolversTypes['Port']>, ParentType, ContextType>;
  destination_unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin_port?: Resolver<Types.Maybe<ResolversTypes['Port']>, ParentType, ContextType>;
  origin_unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate_usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  valid_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketRateResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['MarketRate'] = ResolversParentTypes['MarketRate']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mean?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minimum_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p10?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p25?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p50?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p75?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p90?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rate_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ObservationResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['Observation'] = ResolversParentTypes['Observation']> = {
  all_in?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  all_in_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  base_ocean_freight?: Resolver<Types.Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fx_date?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  observed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source_kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharges?: Resolver<Array<ResolversTypes['Surcharge']>, ParentType, ContextType>;
  valid_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid_to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ObservationPageResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['ObservationPage'] = ResolversParentTypes['ObservationPage']> = {
  next_cursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observations?: Resolver<Array<ResolversTypes['Observation']>, ParentType, ContextType>;
};

export type PortResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['Port'] = ResolversParentTypes['Port']> = {
  unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  lane_rates?: Resolver<Array<ResolversTypes['LaneRate']>, ParentType, ContextType, RequireFields<Types.QueryLane_RatesArgs, 'destination' | 'origin'>>;
  rate_exchange_rates?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType, Partial<Types.QueryRate_Exchange_RatesArgs>>;
  rate_index?: Resolver<Types.Maybe<ResolversTypes['RateIndex']>, ParentType, ContextType, RequireFields<Types.QueryRate_IndexArgs, 'code'>>;
  rate_indices?: Resolver<Array<ResolversTypes['RateIndex']>, ParentType, ContextType, Partial<Types.QueryRate_IndicesArgs>>;
  rate_lane?: Resolver<Types.Maybe<ResolversTypes['Lane']>, ParentType, ContextType, RequireFields<Types.QueryRate_LaneArgs, 'destination' | 'origin'>>;
  rate_lane_history?: Resolver<Types.Maybe<ResolversTypes['LaneHistory']>, ParentType, ContextType, RequireFields<Types.QueryRate_Lane_HistoryArgs, 'destination' | 'origin'>>;
  rate_lanes?: Resolver<ResolversTypes['LanePage'], ParentType, ContextType, Partial<Types.QueryRate_LanesArgs>>;
  rate_observations?: Resolver<ResolversTypes['ObservationPage'], ParentType, ContextType, Partial<Types.QueryRate_ObservationsArgs>>;
};

export type RateIndexResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['RateIndex'] = ResolversParentTypes['RateIndex']> = {
  base_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['IndexComponent']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Types.Maybe<Array<ResolversTypes['IndexPoint']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  week_over_week_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  year_over_year_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SurchargeResolvers<ContextType = RatesContext, ParentType extends ResolversParentTypes['Surcharge'] = ResolversParentTypes['Surcharge']> = {
  amount?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = RatesContext> = {
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  HistoryPoint?: HistoryPointResolvers<ContextType>;
  IndexComponent?: IndexComponentResolvers<ContextType>;
  IndexMembership?: IndexMembershipResolvers<ContextType>;
  IndexPoint?: IndexPointResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Lane?: LaneResolvers<ContextType>;
  LaneHistory?: LaneHistoryResolvers<ContextType>;
  LanePage?: LanePageResolvers<ContextType>;
  LaneRate?: LaneRateResolvers<ContextType>;
  MarketRate?: MarketRateResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Observation?: ObservationResolvers<ContextType>;
  ObservationPage?: ObservationPageResolvers<ContextType>;
  Port?: PortResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateIndex?: RateIndexResolvers<ContextType>;
  Surcharge?: SurchargeResolvers<ContextType>;
  federation__Scope?: GraphQLScalarType;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = RatesContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  requiresScopes?: RequiresScopesDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
