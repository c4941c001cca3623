import type * as Types from './types.js';
import type { Carrier, Port, Lane } from './types.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CarrierKey, PortKey, LaneKey, ReliabilityFiguresParent, LeagueEntryParent, PortCongestionParent, SchedulesContext } from '../context.js';
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
  Carrier: Carrier;
  Lane: Lane;
  Port: Port;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Carrier:
    ( { __typename: 'Carrier' }
    & GraphQLRecursivePick<FederationTypes['Carrier'], {"scac":true}> );
  Lane:
    ( { __typename: 'Lane' }
    & GraphQLRecursivePick<FederationTypes['Lane'], {"origin":true,"destination":true}> );
  Port:
    ( { __typename: 'Port' }
    & GraphQLRecursivePick<FederationTypes['Port'], {"unlocode":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  BestSailings: ResolverTypeWrapper<Partial<Omit<Types.BestSailings, 'items'> & { items: Array<ResolversTypes['RankedSailingRoute']> }>>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  Carrier: ResolverTypeWrapper<CarrierKey>;
  CarrierLeague: ResolverTypeWrapper<Partial<Omit<Types.CarrierLeague, 'carriers'> & { carriers: Array<ResolversTypes['LeagueEntry']> }>>;
  CarrierReliabilityReport: ResolverTypeWrapper<Partial<Omit<Types.CarrierReliabilityReport, 'lane' | 'league' | 'overall'> & { lane?: Types.Maybe<ResolversTypes['ReliabilityFigures']>, league?: Types.Maybe<ResolversTypes['LeagueEntry']>, overall: ResolversTypes['ReliabilityFigures'] }>>;
  CarrierTransit: ResolverTypeWrapper<Partial<Types.CarrierTransit>>;
  Float: ResolverTypeWrapper<Partial<Types.Scalars['Float']['output']>>;
  CongestionEntry: ResolverTypeWrapper<Partial<Types.CongestionEntry>>;
  CongestionLeaderboard: ResolverTypeWrapper<Partial<Types.CongestionLeaderboard>>;
  CongestionReport: ResolverTypeWrapper<Partial<Omit<Types.CongestionReport, 'port'> & { port?: Types.Maybe<ResolversTypes['PortCongestion']> }>>;
  Lane: ResolverTypeWrapper<LaneKey>;
  LaneCarrier: ResolverTypeWrapper<Partial<Types.LaneCarrier>>;
  LaneComparison: ResolverTypeWrapper<Partial<Omit<Types.LaneComparison, 'lanes'> & { lanes: Array<ResolversTypes['LaneSummary']> }>>;
  LaneReliability: ResolverTypeWrapper<Partial<Types.LaneReliability>>;
  LaneSummary: ResolverTypeWrapper<Partial<Omit<Types.LaneSummary, 'destination_congestion'> & { destination_congestion?: Types.Maybe<ResolversTypes['PortCongestion']> }>>;
  LeagueEntry: ResolverTypeWrapper<LeagueEntryParent>;
  MonthExposure: ResolverTypeWrapper<Partial<Types.MonthExposure>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Port: ResolverTypeWrapper<PortKey>;
  PortCongestion: ResolverTypeWrapper<PortCongestionParent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RankedSailingRoute: ResolverTypeWrapper<Partial<Omit<Types.RankedSailingRoute, 'route'> & { route: ResolversTypes['SailingRoute'] }>>;
  ReliabilityFigures: ResolverTypeWrapper<ReliabilityFiguresParent>;
  ReliabilityMonth: ResolverTypeWrapper<Partial<Types.ReliabilityMonth>>;
  RouteSearch: ResolverTypeWrapper<Partial<Omit<Types.RouteSearch, 'items'> & { items: Array<ResolversTypes['SailingRoute']> }>>;
  SailingCutoffs: ResolverTypeWrapper<Partial<Types.SailingCutoffs>>;
  SailingLeg: ResolverTypeWrapper<Partial<Types.SailingLeg>>;
  ID: ResolverTypeWrapper<Partial<Types.Scalars['ID']['output']>>;
  SailingRoute: ResolverTypeWrapper<Partial<Omit<Types.SailingRoute, 'carrier'> & { carrier: ResolversTypes['Carrier'] }>>;
  SailingScoreWeights: ResolverTypeWrapper<Partial<Types.SailingScoreWeights>>;
  SailingScoreWeightsInput: ResolverTypeWrapper<Partial<Types.SailingScoreWeightsInput>>;
  ScheduleLaneInput: ResolverTypeWrapper<Partial<Types.ScheduleLaneInput>>;
  ScheduleUsage: ResolverTypeWrapper<Partial<Types.ScheduleUsage>>;
  ScheduleUsagePeriod: ResolverTypeWrapper<Partial<Types.ScheduleUsagePeriod>>;
  StormBasin: ResolverTypeWrapper<Partial<Types.StormBasin>>;
  StormExposure: ResolverTypeWrapper<Partial<Types.StormExposure>>;
  StormRoute: ResolverTypeWrapper<Partial<Types.StormRoute>>;
  TransitTime: ResolverTypeWrapper<Partial<Types.TransitTime>>;
  federation__Scope: ResolverTypeWrapper<Partial<Types.Scalars['federation__Scope']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Types.Scalars['link__Import']['output']>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  BestSailings: Partial<Omit<Types.BestSailings, 'items'> & { items: Array<ResolversParentTypes['RankedSailingRoute']> }>;
  Int: Partial<Types.Scalars['Int']['output']>;
  Carrier: CarrierKey;
  CarrierLeague: Partial<Omit<Types.CarrierLeague, 'carriers'> & { carriers: Array<ResolversParentTypes['LeagueEntry']> }>;
  CarrierReliabilityReport: Partial<Omit<Types.CarrierReliabilityReport, 'lane' | 'league' | 'overall'> & { lane?: Types.Maybe<ResolversParentTypes['ReliabilityFigures']>, league?: Types.Maybe<ResolversParentTypes['LeagueEntry']>, overall: ResolversParentTypes['ReliabilityFigures'] }>;
  CarrierTransit: Partial<Types.CarrierTransit>;
  Float: Partial<Types.Scalars['Float']['output']>;
  CongestionEntry: Partial<Types.CongestionEntry>;
  CongestionLeaderboard: Partial<Types.CongestionLeaderboard>;
  CongestionReport: Partial<Omit<Types.CongestionReport, 'port'> & { port?: Types.Maybe<ResolversParentTypes['PortCongestion']> }>;
  Lane: LaneKey;
  LaneCarrier: Partial<Types.LaneCarrier>;
  LaneComparison: Partial<Omit<Types.LaneComparison, 'lanes'> & { lanes: Array<ResolversParentTypes['LaneSummary']> }>;
  LaneReliability: Partial<Types.LaneReliability>;
  LaneSummary: Partial<Omit<Types.LaneSummary, 'destination_congestion'> & { destination_congestion?: Types.Maybe<ResolversParentTypes['PortCongestion']> }>;
  LeagueEntry: LeagueEntryParent;
  MonthExposure: Partial<Types.MonthExposure>;
  Mutation: Record<PropertyKey, never>;
  Port: PortKey;
  PortCongestion: PortCongestionParent;
  Query: Record<PropertyKey, never>;
  RankedSailingRoute: Partial<Omit<Types.RankedSailingRoute, 'route'> & { route: ResolversParentTypes['SailingRoute'] }>;
  ReliabilityFigures: ReliabilityFiguresParent;
  ReliabilityMonth: Partial<Types.ReliabilityMonth>;
  RouteSearch: Partial<Omit<Types.RouteSearch, 'items'> & { items: Array<ResolversParentTypes['SailingRoute']> }>;
  SailingCutoffs: Partial<Types.SailingCutoffs>;
  SailingLeg: Partial<Types.SailingLeg>;
  ID: Partial<Types.Scalars['ID']['output']>;
  SailingRoute: Partial<Omit<Types.SailingRoute, 'carrier'> & { carrier: ResolversParentTypes['Carrier'] }>;
  SailingScoreWeights: Partial<Types.SailingScoreWeights>;
  SailingScoreWeightsInput: Partial<Types.SailingScoreWeightsInput>;
  ScheduleLaneInput: Partial<Types.ScheduleLaneInput>;
  ScheduleUsage: Partial<Types.ScheduleUsage>;
  ScheduleUsagePeriod: Partial<Types.ScheduleUsagePeriod>;
  StormBasin: Partial<Types.StormBasin>;
  StormExposure: Partial<Types.StormExposure>;
  StormRoute: Partial<Types.StormRoute>;
  TransitTime: Partial<Types.TransitTime>;
  federation__Scope: Partial<Types.Scalars['federation__Scope']['output']>;
  link__Import: Partial<Types.Scalars['link__Import']['output']>;
  String: Partial<Types.Scalars['String']['output']>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = SchedulesContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  import?: Types.Maybe<Array<Types.Maybe<Types.Scalars['link__Import']['input']>>>;
  url: Types.Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = SchedulesContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Types.Scalars['federation__Scope']['input']>>;
};

export type RequiresScopesDirectiveResolver<Result, Parent, ContextType = SchedulesContext, Args = RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = SchedulesContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type BestSailingsResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['BestSailings'] = ResolversParentTypes['BestSailings']> = {
  considered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RankedSailingRoute']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ready_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weights?: Resolver<ResolversTypes['SailingScoreWeights'], ParentType, ContextType>;
};

export type CarrierResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['Carrier'] = ResolversParentTypes['Carrier'], FederationReferenceType extends FederationReferenceTypes['Carrier'] = FederationReferenceTypes['Carrier']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Carrier']> | FederationReferenceType, FederationReferenceType, ContextType>;
  league?: Resolver<Types.Maybe<ResolversTypes['LeagueEntry']>, ParentType, ContextType>;
  reliability?: Resolver<Types.Maybe<ResolversTypes['ReliabilityFigures']>, ParentType, ContextType>;
  scac?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upcoming_sailings?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CarrierLeagueResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['CarrierLeague'] = ResolversParentTypes['CarrierLeague']> = {
  carriers?: Resolver<Array<ResolversTypes['LeagueEntry']>, ParentType, ContextType>;
  min_obs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ranked_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarrierReliabilityReportResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['CarrierReliabilityReport'] = ResolversParentTypes['CarrierReliabilityReport']> = {
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lane?: Resolver<Types.Maybe<ResolversTypes['ReliabilityFigures']>, ParentType, ContextType>;
  league?: Resolver<Types.Maybe<ResolversTypes['LeagueEntry']>, ParentType, ContextType>;
  min_obs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['ReliabilityFigures'], ParentType, ContextType>;
  tolerance_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcoming_sailings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  window_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  window_to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarrierTransitResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['CarrierTransit'] = ResolversParentTypes['CarrierTransit']> = {
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direct_sailings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fastest_days?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  median_days?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  observed_median_days?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  observed_voyages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sailings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slowest_days?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CongestionEntryResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['CongestionEntry'] = ResolversParentTypes['CongestionEntry']> = {
  at_anchor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at_berth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wait_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CongestionLeaderboardResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['CongestionLeaderboard'] = ResolversParentTypes['CongestionLeaderboard']> = {
  items?: Resolver<Array<ResolversTypes['CongestionEntry']>, ParentType, ContextType>;
  level?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CongestionReportResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['CongestionReport'] = ResolversParentTypes['CongestionReport']> = {
  leaderboard?: Resolver<Types.Maybe<ResolversTypes['CongestionLeaderboard']>, ParentType, ContextType>;
  port?: Resolver<Types.Maybe<ResolversTypes['PortCongestion']>, ParentType, ContextType>;
};

export type LaneResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['Lane'] = ResolversParentTypes['Lane'], FederationReferenceType extends FederationReferenceTypes['Lane'] = FederationReferenceTypes['Lane']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Lane']> | FederationReferenceType, FederationReferenceType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reliability?: Resolver<Types.Maybe<ResolversTypes['LaneReliability']>, ParentType, ContextType>;
  sailings?: Resolver<Types.Maybe<ResolversTypes['LaneSummary']>, ParentType, ContextType>;
};

export type LaneCarrierResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['LaneCarrier'] = ResolversParentTypes['LaneCarrier']> = {
  avg_delay_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time_pct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  provisional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rank?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ranked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LaneComparisonResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['LaneComparison'] = ResolversParentTypes['LaneComparison']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lanes?: Resolver<Array<ResolversTypes['LaneSummary']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LaneReliabilityResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['LaneReliability'] = ResolversParentTypes['LaneReliability']> = {
  carrier_eta_mae_hours?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  carriers?: Resolver<Array<ResolversTypes['LaneCarrier']>, ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  min_obs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time_pct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prediction_horizon_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prediction_mae_hours?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  prediction_sample_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tolerance_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  window_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  window_to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LaneSummaryResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['LaneSummary'] = ResolversParentTypes['LaneSummary']> = {
  carriers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination_congestion?: Resolver<Types.Maybe<ResolversTypes['PortCongestion']>, ParentType, ContextType>;
  direct_sailings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fastest_transit_days?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  median_transit_days?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  next_departure_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sailings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeagueEntryResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['LeagueEntry'] = ResolversParentTypes['LeagueEntry']> = {
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  computed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthly?: Resolver<Array<ResolversTypes['ReliabilityMonth']>, ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time_pct?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  provisional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rank?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ranked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MonthExposureResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['MonthExposure'] = ResolversParentTypes['MonthExposure']> = {
  exposure?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  record_schedules_call?: Resolver<ResolversTypes['ScheduleUsage'], ParentType, ContextType, RequireFields<Types.MutationRecord_Schedules_CallArgs, 'kind'>>;
};

export type PortResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['Port'] = ResolversParentTypes['Port'], FederationReferenceType extends FederationReferenceTypes['Port'] = FederationReferenceTypes['Port']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Port']> | FederationReferenceType, FederationReferenceType, ContextType>;
  congestion?: Resolver<Types.Maybe<ResolversTypes['PortCongestion']>, ParentType, ContextType>;
  unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortCongestionResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['PortCongestion'] = ResolversParentTypes['PortCongestion']> = {
  at_anchor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at_berth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  computed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wait_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  best_sailings?: Resolver<ResolversTypes['BestSailings'], ParentType, ContextType, RequireFields<Types.QueryBest_SailingsArgs, 'destination' | 'direct_only' | 'limit' | 'origin'>>;
  carrier_league?: Resolver<Types.Maybe<ResolversTypes['CarrierLeague']>, ParentType, ContextType, RequireFields<Types.QueryCarrier_LeagueArgs, 'limit'>>;
  carrier_reliability?: Resolver<ResolversTypes['CarrierReliabilityReport'], ParentType, ContextType, RequireFields<Types.QueryCarrier_ReliabilityArgs, 'scac'>>;
  compare_lanes?: Resolver<ResolversTypes['LaneComparison'], ParentType, ContextType, RequireFields<Types.QueryCompare_LanesArgs, 'lanes'>>;
  congestion_leaderboard?: Resolver<ResolversTypes['CongestionLeaderboard'], ParentType, ContextType, RequireFields<Types.QueryCongestion_LeaderboardArgs, 'limit'>>;
  congestion_report?: Resolver<ResolversTypes['CongestionReport'], ParentType, ContextType, RequireFields<Types.QueryCongestion_ReportArgs, 'limit'>>;
  lane_reliability?: Resolver<Types.Maybe<ResolversTypes['LaneReliability']>, ParentType, ContextType, RequireFields<Types.QueryLane_ReliabilityArgs, 'destination' | 'origin'>>;
  lane_storm_exposure?: Resolver<ResolversTypes['StormExposure'], ParentType, ContextType, RequireFields<Types.QueryLane_Storm_ExposureArgs, 'destination' | 'origin'>>;
  port_congestion?: Resolver<Types.Maybe<ResolversTypes['PortCongestion']>, ParentType, ContextType, RequireFields<Types.QueryPort_CongestionArgs, 'port'>>;
  schedule_search?: Resolver<ResolversTypes['RouteSearch'], ParentType, ContextType, RequireFields<Types.QuerySchedule_SearchArgs, 'destination' | 'direct_only' | 'limit' | 'origin'>>;
  schedules_usage?: Resolver<ResolversTypes['ScheduleUsage'], ParentType, ContextType>;
  transit_time?: Resolver<ResolversTypes['TransitTime'], ParentType, ContextType, RequireFields<Types.QueryTransit_TimeArgs, 'destination' | 'direct_only' | 'origin' | 'weeks'>>;
};

export type RankedSailingRouteResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['RankedSailingRoute'] = ResolversParentTypes['RankedSailingRoute']> = {
  cutoff_score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cutoff_slack_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  on_time_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reliability_basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reliability_score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['SailingRoute'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transit_score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReliabilityFiguresResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['ReliabilityFigures'] = ResolversParentTypes['ReliabilityFigures']> = {
  avg_delay_hours?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  computed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  provisional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tolerance_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  window_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReliabilityMonthResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['ReliabilityMonth'] = ResolversParentTypes['ReliabilityMonth']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  on_time_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RouteSearchResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['RouteSearch'] = ResolversParentTypes['RouteSearch']> = {
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direct_only?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  has_more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SailingRoute']>, ParentType, ContextType>;
  later_page?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  next_cursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scacs?: Resolver<Types.Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SailingCutoffsResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['SailingCutoffs'] = ResolversParentTypes['SailingCutoffs']> = {
  documentation_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  port_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vgm_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SailingLegResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['SailingLeg'] = ResolversParentTypes['SailingLeg']> = {
  arrival_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sailing_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scheduled_arrival_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduled_departure_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slip_hours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voyage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SailingRouteResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['SailingRoute'] = ResolversParentTypes['SailingRoute']> = {
  arrival_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['Carrier'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutoffs?: Resolver<ResolversTypes['SailingCutoffs'], ParentType, ContextType>;
  departure_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  direct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['SailingLeg']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transit_days?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transshipment_ports?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  transshipments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SailingScoreWeightsResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['SailingScoreWeights'] = ResolversParentTypes['SailingScoreWeights']> = {
  cutoff?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reliability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ScheduleUsageResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['ScheduleUsage'] = ResolversParentTypes['ScheduleUsage']> = {
  counted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['ScheduleUsagePeriod'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['ScheduleUsagePeriod'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScheduleUsagePeriodResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['ScheduleUsagePeriod'] = ResolversParentTypes['ScheduleUsagePeriod']> = {
  limit?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resets_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StormBasinResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['StormBasin'] = ResolversParentTypes['StormBasin']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distance_km?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthly_index?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  peak_months?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  season?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share_of_route?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StormExposureResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['StormExposure'] = ResolversParentTypes['StormExposure']> = {
  annual_mean_exposure?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basins?: Resolver<Array<ResolversTypes['StormBasin']>, ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<Types.Maybe<ResolversTypes['MonthExposure']>, ParentType, ContextType>;
  monthly?: Resolver<Array<ResolversTypes['MonthExposure']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  peak_month?: Resolver<Types.Maybe<ResolversTypes['MonthExposure']>, ParentType, ContextType>;
  route?: Resolver<ResolversTypes['StormRoute'], ParentType, ContextType>;
};

export type StormRouteResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['StormRoute'] = ResolversParentTypes['StormRoute']> = {
  distance_km?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ports?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unplaced_ports?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransitTimeResolvers<ContextType = SchedulesContext, ParentType extends ResolversParentTypes['TransitTime'] = ResolversParentTypes['TransitTime']> = {
  carriers?: Resolver<Array<ResolversTypes['CarrierTransit']>, ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fastest_days?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  median_days?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sailings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slowest_days?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  window_from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  window_to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = SchedulesContext> = {
  BestSailings?: BestSailingsResolvers<ContextType>;
  Carrier?: CarrierResolvers<ContextType>;
  CarrierLeague?: CarrierLeagueResolvers<ContextType>;
  CarrierReliabilityReport?: CarrierReliabilityReportResolvers<ContextType>;
  CarrierTransit?: CarrierTransitResolvers<ContextType>;
  CongestionEntry?: CongestionEntryResolvers<ContextType>;
  CongestionLeaderboard?: CongestionLeaderboardResolvers<ContextType>;
  CongestionReport?: CongestionReportResolvers<ContextType>;
  Lane?: LaneResolvers<ContextType>;
  LaneCarrier?: LaneCarrierResolvers<ContextType>;
  LaneComparison?: LaneComparisonResolvers<ContextType>;
  LaneReliability?: LaneReliabilityResolvers<ContextType>;
  LaneSummary?: LaneSummaryResolvers<ContextType>;
  LeagueEntry?: LeagueEntryResolvers<ContextType>;
  MonthExposure?: MonthExposureResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Port?: PortResolvers<ContextType>;
  PortCongestion?: PortCongestionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RankedSailingRoute?: RankedSailingRouteResolvers<ContextType>;
  ReliabilityFigures?: ReliabilityFiguresResolvers<ContextType>;
  ReliabilityMonth?: ReliabilityMonthResolvers<ContextType>;
  RouteSearch?: RouteSearchResolvers<ContextType>;
  SailingCutoffs?: SailingCutoffsResolvers<ContextType>;
  SailingLeg?: SailingLegResolvers<ContextType>;
  SailingRoute?: SailingRouteResolvers<ContextType>;
  SailingScoreWeights?: SailingScoreWeightsResolvers<ContextType>;
  ScheduleUsage?: ScheduleUsageResolvers<ContextType>;
  ScheduleUsagePeriod?: ScheduleUsagePeriodResolvers<ContextType>;
  StormBasin?: StormBasinResolvers<ContextType>;
  StormExposure?: StormExposureResolvers<ContextType>;
  StormRoute?: StormRouteResolvers<ContextType>;
  TransitTime?: TransitTimeResolvers<ContextType>;
  federation__Scope?: GraphQLScalarType;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = SchedulesContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  requiresScopes?: RequiresScopesDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
