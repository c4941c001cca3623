import type * as Types from './types.js';
import type { Container, Lane } from './types.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RecordRow } from '../loaders.js';
import type { OceanContext } from '../context.js';
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
  Container: Container;
  Lane: Lane;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Container:
    ( { __typename: 'Container' }
    & GraphQLRecursivePick<FederationTypes['Container'], {"id":true}> );
  Lane:
    ( { __typename: 'Lane' }
    & GraphQLRecursivePick<FederationTypes['Lane'], {"origin":true,"destination":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Carrier: ResolverTypeWrapper<Partial<Types.Carrier>>;
  ChildContainer: ResolverTypeWrapper<Partial<Types.ChildContainer>>;
  Container: ResolverTypeWrapper<RecordRow>;
  Float: ResolverTypeWrapper<Partial<Types.Scalars['Float']['output']>>;
  ID: ResolverTypeWrapper<Partial<Types.Scalars['ID']['output']>>;
  ContainerLookup: ResolverTypeWrapper<RecordRow>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  ContainerPage: ResolverTypeWrapper<Partial<Omit<Types.ContainerPage, 'items'> & { items: Array<ResolversTypes['Container']> }>>;
  ContainerPatch: ResolverTypeWrapper<Partial<Types.ContainerPatch>>;
  DelayBar: ResolverTypeWrapper<Partial<Types.DelayBar>>;
  DemurrageItem: ResolverTypeWrapper<Partial<Types.DemurrageItem>>;
  DemurrageReport: ResolverTypeWrapper<Partial<Omit<Types.DemurrageReport, 'items_json'> & { items_json: ResolversTypes['JSON'] }>>;
  DemurrageReportRecord: ResolverTypeWrapper<Partial<Omit<Types.DemurrageReportRecord, 'items'> & { items: ResolversTypes['JSON'] }>>;
  DemurrageTerms: ResolverTypeWrapper<Partial<Types.DemurrageTerms>>;
  DemurrageTermsFiling: ResolverTypeWrapper<Partial<Types.DemurrageTermsFiling>>;
  DemurrageTermsInput: ResolverTypeWrapper<Partial<Types.DemurrageTermsInput>>;
  DemurrageTermsList: ResolverTypeWrapper<Partial<Types.DemurrageTermsList>>;
  DemurrageTier: ResolverTypeWrapper<Partial<Types.DemurrageTier>>;
  DemurrageTierInput: ResolverTypeWrapper<Partial<Types.DemurrageTierInput>>;
  IdentifierCheck: ResolverTypeWrapper<Partial<Types.IdentifierCheck>>;
  JSON: ResolverTypeWrapper<unknown>;
  Lane: ResolverTypeWrapper<Partial<Omit<Types.Lane, 'shipments'> & { shipments?: Types.Maybe<ResolversTypes['LaneShipments']> }>>;
  LaneShipments: ResolverTypeWrapper<Partial<Omit<Types.LaneShipments, 'containers'> & { containers: Array<ResolversTypes['Container']> }>>;
  LookupRecord: ResolverTypeWrapper<RecordRow>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OceanEventFeedPage: ResolverTypeWrapper<Partial<Omit<Types.OceanEventFeedPage, 'items'> & { items: Array<ResolversTypes['JSON']> }>>;
  OceanEventFilter: ResolverTypeWrapper<Partial<Types.OceanEventFilter>>;
  OceanFacility: ResolverTypeWrapper<Partial<Types.OceanFacility>>;
  OceanLocation: ResolverTypeWrapper<Partial<Types.OceanLocation>>;
  OceanUsage: ResolverTypeWrapper<Partial<Types.OceanUsage>>;
  OceanVessel: ResolverTypeWrapper<Partial<Types.OceanVessel>>;
  Port: ResolverTypeWrapper<Partial<Types.Port>>;
  PredictedArrival: ResolverTypeWrapper<Partial<Types.PredictedArrival>>;
  PublicTrackRecord: ResolverTypeWrapper<Partial<Types.PublicTrackRecord>>;
  PublicTracking: ResolverTypeWrapper<Partial<Types.PublicTracking>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quota: ResolverTypeWrapper<Partial<Types.Quota>>;
  RoutePort: ResolverTypeWrapper<Partial<Types.RoutePort>>;
  Tag: ResolverTypeWrapper<Partial<Types.Tag>>;
  TimelineEvent: ResolverTypeWrapper<Partial<Types.TimelineEvent>>;
  Vessel: ResolverTypeWrapper<Partial<Types.Vessel>>;
  VesselPosition: ResolverTypeWrapper<Partial<Types.VesselPosition>>;
  federation__Scope: ResolverTypeWrapper<Partial<Types.Scalars['federation__Scope']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Types.Scalars['link__Import']['output']>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Carrier: Partial<Types.Carrier>;
  ChildContainer: Partial<Types.ChildContainer>;
  Container: RecordRow;
  Float: Partial<Types.Scalars['Float']['output']>;
  ID: Partial<Types.Scalars['ID']['output']>;
  ContainerLookup: RecordRow;
  Int: Partial<Types.Scalars['Int']['output']>;
  ContainerPage: Partial<Omit<Types.ContainerPage, 'items'> & { items: Array<ResolversParentTypes['Container']> }>;
  ContainerPatch: Partial<Types.ContainerPatch>;
  DelayBar: Partial<Types.DelayBar>;
  DemurrageItem: Partial<Types.DemurrageItem>;
  DemurrageReport: Partial<Omit<Types.DemurrageReport, 'items_json'> & { items_json: ResolversParentTypes['JSON'] }>;
  DemurrageReportRecord: Partial<Omit<Types.DemurrageReportRecord, 'items'> & { items: ResolversParentTypes['JSON'] }>;
  DemurrageTerms: Partial<Types.DemurrageTerms>;
  DemurrageTermsFiling: Partial<Types.DemurrageTermsFiling>;
  DemurrageTermsInput: Partial<Types.DemurrageTermsInput>;
  DemurrageTermsList: Partial<Types.DemurrageTermsList>;
  DemurrageTier: Partial<Types.DemurrageTier>;
  DemurrageTierInput: Partial<Types.DemurrageTierInput>;
  IdentifierCheck: Partial<Types.IdentifierCheck>;
  JSON: unknown;
  Lane: Partial<Omit<Types.Lane, 'shipments'> & { shipments?: Types.Maybe<ResolversParentTypes['LaneShipments']> } | FederationReferenceTypes['Lane']>;
  LaneShipments: Partial<Omit<Types.LaneShipments, 'containers'> & { containers: Array<ResolversParentTypes['Container']> }>;
  LookupRecord: RecordRow;
  Mutation: Record<PropertyKey, never>;
  OceanEventFeedPage: Partial<Omit<Types.OceanEventFeedPage, 'items'> & { items: Array<ResolversParentTypes['JSON']> }>;
  OceanEventFilter: Partial<Types.OceanEventFilter>;
  OceanFacility: Partial<Types.OceanFacility>;
  OceanLocation: Partial<Types.OceanLocation>;
  OceanUsage: Partial<Types.OceanUsage>;
  OceanVessel: Partial<Types.OceanVessel>;
  Port: Partial<Types.Port>;
  PredictedArrival: Partial<Types.PredictedArrival>;
  PublicTrackRecord: Partial<Types.PublicTrackRecord>;
  PublicTracking: Partial<Types.PublicTracking>;
  Query: Record<PropertyKey, never>;
  Quota: Partial<Types.Quota>;
  RoutePort: Partial<Types.RoutePort>;
  Tag: Partial<Types.Tag>;
  TimelineEvent: Partial<Types.TimelineEvent>;
  Vessel: Partial<Types.Vessel>;
  VesselPosition: Partial<Types.VesselPosition>;
  federation__Scope: Partial<Types.Scalars['federation__Scope']['output']>;
  link__Import: Partial<Types.Scalars['link__Import']['output']>;
  String: Partial<Types.Scalars['String']['output']>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = OceanContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  import?: Types.Maybe<Array<Types.Maybe<Types.Scalars['link__Import']['input']>>>;
  url: Types.Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = OceanContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Types.Scalars['federation__Scope']['input']>>;
};

export type RequiresScopesDirectiveResolver<Result, Parent, ContextType = OceanContext, Args = RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = OceanContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CarrierResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Carrier'] = ResolversParentTypes['Carrier']> = {
  scac?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChildContainerResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['ChildContainer'] = ResolversParentTypes['ChildContainer']> = {
  container_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  container_size?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current_vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipment_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  iso_type_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContainerResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Container'] = ResolversParentTypes['Container'], FederationReferenceType extends FederationReferenceTypes['Container'] = FederationReferenceTypes['Container']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Container']> | FederationReferenceType, FederationReferenceType, ContextType>;
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  archived_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  archived_reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier?: Resolver<Types.Maybe<ResolversTypes['Carrier']>, ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_hint_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connector_notify_requested_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  connector_status?: Resolver<Types.Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  container_size?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current_vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_hold_reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_hold_since?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delay_bars?: Resolver<Types.Maybe<Array<ResolversTypes['DelayBar']>>, ParentType, ContextType>;
  demurrage_accrued_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  demurrage_at_risk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  demurrage_last_free_day?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destination_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination_port?: Resolver<Types.Maybe<ResolversTypes['Port']>, ParentType, ContextType>;
  destination_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipment_lessor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipment_manufacturer?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipment_owner?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipment_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta_is_estimated?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  iso_type_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_polled_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lessee_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lessor_checked_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lessor_contract_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lessor_contract_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lessor_status?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lookup?: Resolver<ResolversTypes['ContainerLookup'], ParentType, ContextType>;
  org_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_port?: Resolver<Types.Maybe<ResolversTypes['Port']>, ParentType, ContextType>;
  origin_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planned_departure_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poll_priority?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  predicted_arrival?: Resolver<Types.Maybe<ResolversTypes['PredictedArrival']>, ParentType, ContextType>;
  record_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  redelivery_date?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redelivery_location?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redelivery_reference?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redelivery_yard?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  route_alert?: Resolver<Types.Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  route_ports?: Resolver<Types.Maybe<Array<ResolversTypes['RoutePort']>>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  unresolvable_since?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unresolved_reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel?: Resolver<Types.Maybe<ResolversTypes['Vessel']>, ParentType, ContextType>;
  vessel_position?: Resolver<Types.Maybe<ResolversTypes['VesselPosition']>, ParentType, ContextType>;
};

export type ContainerLookupResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['ContainerLookup'] = ResolversParentTypes['ContainerLookup']> = {
  ai_narrative?: Resolver<Types.Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  bl_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  booking_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier?: Resolver<Types.Maybe<ResolversTypes['Carrier']>, ParentType, ContextType>;
  carrier_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  child_containers?: Resolver<Types.Maybe<Array<ResolversTypes['ChildContainer']>>, ParentType, ContextType>;
  container_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  container_size?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_hold_reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customs_hold_since?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demurrage_free_days_left?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  destination_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destination_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipment_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta_confidence_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  eta_is_estimated?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['OceanFacility']>, ParentType, ContextType>;
  field_provenance?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  iso_type_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_ais_fix_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_polled_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_updated_source?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['OceanLocation']>, ParentType, ContextType>;
  origin_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planned_departure_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  predicted_arrival?: Resolver<Types.Maybe<ResolversTypes['PredictedArrival']>, ParentType, ContextType>;
  route_alert?: Resolver<Types.Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  route_ports?: Resolver<Types.Maybe<Array<ResolversTypes['RoutePort']>>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unresolved_reason?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_position?: Resolver<Types.Maybe<ResolversTypes['VesselPosition']>, ParentType, ContextType>;
  vessels?: Resolver<Array<ResolversTypes['OceanVessel']>, ParentType, ContextType>;
};

export type ContainerPageResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['ContainerPage'] = ResolversParentTypes['ContainerPage']> = {
  has_more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Container']>, ParentType, ContextType>;
  next_cursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DelayBarResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DelayBar'] = ResolversParentTypes['DelayBar']> = {
  days_late?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  port?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DemurrageItemResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DemurrageItem'] = ResolversParentTypes['DemurrageItem']> = {
  confidence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  container_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  daily_rate_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  days_overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discharge_datetime?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  free_days?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  free_days_left?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last_free_day?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  port?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projected_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  record_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms_lane?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms_source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DemurrageReportResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DemurrageReport'] = ResolversParentTypes['DemurrageReport']> = {
  assessed_containers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  candidates_considered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  containers_at_risk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coverage_note?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DemurrageItem']>, ParentType, ContextType>;
  items_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  total_at_risk_usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unassessable_containers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uncosted_containers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DemurrageReportRecordResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DemurrageReportRecord'] = ResolversParentTypes['DemurrageReportRecord']> = {
  assessed_containers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  candidates_considered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  containers_at_risk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coverage_note?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  total_at_risk_usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unassessable_containers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uncosted_containers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DemurrageTermsResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DemurrageTerms'] = ResolversParentTypes['DemurrageTerms']> = {
  carrier_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  free_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lane?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  port?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tiers?: Resolver<Types.Maybe<Array<ResolversTypes['DemurrageTier']>>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DemurrageTermsFilingResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DemurrageTermsFiling'] = ResolversParentTypes['DemurrageTermsFiling']> = {
  boxes_covered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  carrier_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  free_days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lane?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  port?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replaced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['DemurrageTerms'], ParentType, ContextType>;
  tiers?: Resolver<Types.Maybe<Array<ResolversTypes['DemurrageTier']>>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DemurrageTermsListResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DemurrageTermsList'] = ResolversParentTypes['DemurrageTermsList']> = {
  items?: Resolver<Array<ResolversTypes['DemurrageTerms']>, ParentType, ContextType>;
};

export type DemurrageTierResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['DemurrageTier'] = ResolversParentTypes['DemurrageTier']> = {
  daily_rate_usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from_day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to_day?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IdentifierCheckResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['IdentifierCheck'] = ResolversParentTypes['IdentifierCheck']> = {
  carrier_hint_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  normalized?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggested_identifier?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LaneResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Lane'] = ResolversParentTypes['Lane'], FederationReferenceType extends FederationReferenceTypes['Lane'] = FederationReferenceTypes['Lane']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Lane']> | FederationReferenceType, FederationReferenceType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipments?: Resolver<Types.Maybe<ResolversTypes['LaneShipments']>, ParentType, ContextType>;
  tracked_since?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LaneShipmentsResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['LaneShipments'] = ResolversParentTypes['LaneShipments']> = {
  arrivals_measured?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  avg_arrival_delay_days?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  containers?: Resolver<Array<ResolversTypes['Container']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  demurrage_accrued_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  demurrage_at_risk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  in_transit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LookupRecordResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['LookupRecord'] = ResolversParentTypes['LookupRecord']> = {
  ai_narrative?: Resolver<Types.Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  bl_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  booking_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  child_containers?: Resolver<Types.Maybe<Array<ResolversTypes['ChildContainer']>>, ParentType, ContextType>;
  container_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  container_size?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demurrage_free_days_left?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  destination_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment_type?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta_confidence_pct?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  field_provenance?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iso_type_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_ais_fix_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_polled_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_updated_source?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  predicted_arrival?: Resolver<Types.Maybe<ResolversTypes['PredictedArrival']>, ParentType, ContextType>;
  record_json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_position?: Resolver<Types.Maybe<ResolversTypes['VesselPosition']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  add_container?: Resolver<ResolversTypes['Container'], ParentType, ContextType, RequireFields<Types.MutationAdd_ContainerArgs, 'identifier'>>;
  archive_container?: Resolver<Types.Maybe<ResolversTypes['Container']>, ParentType, ContextType, RequireFields<Types.MutationArchive_ContainerArgs, 'id'>>;
  file_demurrage_terms?: Resolver<ResolversTypes['DemurrageTermsFiling'], ParentType, ContextType, RequireFields<Types.MutationFile_Demurrage_TermsArgs, 'input'>>;
  recheck_container?: Resolver<Types.Maybe<ResolversTypes['Container']>, ParentType, ContextType, RequireFields<Types.MutationRecheck_ContainerArgs, 'id'>>;
  set_payg_spend_cap?: Resolver<ResolversTypes['OceanUsage'], ParentType, ContextType, Partial<Types.MutationSet_Payg_Spend_CapArgs>>;
  track_container?: Resolver<ResolversTypes['ContainerLookup'], ParentType, ContextType, RequireFields<Types.MutationTrack_ContainerArgs, 'identifier'>>;
  track_container_record?: Resolver<ResolversTypes['LookupRecord'], ParentType, ContextType, RequireFields<Types.MutationTrack_Container_RecordArgs, 'identifier'>>;
  update_container?: Resolver<Types.Maybe<ResolversTypes['Container']>, ParentType, ContextType, RequireFields<Types.MutationUpdate_ContainerArgs, 'id' | 'patch'>>;
};

export type OceanEventFeedPageResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['OceanEventFeedPage'] = ResolversParentTypes['OceanEventFeedPage']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  next_cursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OceanFacilityResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['OceanFacility'] = ResolversParentTypes['OceanFacility']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OceanLocationResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['OceanLocation'] = ResolversParentTypes['OceanLocation']> = {
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OceanUsageResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['OceanUsage'] = ResolversParentTypes['OceanUsage']> = {
  container_slots?: Resolver<ResolversTypes['Quota'], ParentType, ContextType>;
  payg_price_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payg_spend_cap_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payg_spent_usd?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unique_shipments?: Resolver<ResolversTypes['Quota'], ParentType, ContextType>;
};

export type OceanVesselResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['OceanVessel'] = ResolversParentTypes['OceanVessel']> = {
  imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voyages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PortResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Port'] = ResolversParentTypes['Port']> = {
  unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PredictedArrivalResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['PredictedArrival'] = ResolversParentTypes['PredictedArrival']> = {
  basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  computed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delta_hours?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p10?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p50?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p90?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicTrackRecordResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['PublicTrackRecord'] = ResolversParentTypes['PublicTrackRecord']> = {
  as_of?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  container_numbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  destination_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destination_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta_is_estimated?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublicTrackingResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['PublicTracking'] = ResolversParentTypes['PublicTracking']> = {
  as_of?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier?: Resolver<Types.Maybe<ResolversTypes['Carrier']>, ParentType, ContextType>;
  carrier_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  container_numbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  destination_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destination_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eta_is_estimated?: Resolver<Types.Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['TimelineEvent']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin_unlocode?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  container?: Resolver<Types.Maybe<ResolversTypes['Container']>, ParentType, ContextType, RequireFields<Types.QueryContainerArgs, 'id'>>;
  container_lookup?: Resolver<Types.Maybe<ResolversTypes['ContainerLookup']>, ParentType, ContextType, RequireFields<Types.QueryContainer_LookupArgs, 'identifier'>>;
  container_lookup_record?: Resolver<Types.Maybe<ResolversTypes['LookupRecord']>, ParentType, ContextType, RequireFields<Types.QueryContainer_Lookup_RecordArgs, 'identifier'>>;
  container_page?: Resolver<ResolversTypes['ContainerPage'], ParentType, ContextType, RequireFields<Types.QueryContainer_PageArgs, 'archived' | 'limit'>>;
  containers?: Resolver<Array<ResolversTypes['Container']>, ParentType, ContextType, RequireFields<Types.QueryContainersArgs, 'limit'>>;
  demurrage_report?: Resolver<ResolversTypes['DemurrageReport'], ParentType, ContextType>;
  demurrage_report_record?: Resolver<ResolversTypes['DemurrageReportRecord'], ParentType, ContextType>;
  demurrage_terms?: Resolver<Array<ResolversTypes['DemurrageTerms']>, ParentType, ContextType>;
  demurrage_terms_list?: Resolver<ResolversTypes['DemurrageTermsList'], ParentType, ContextType>;
  identifier_check?: Resolver<ResolversTypes['IdentifierCheck'], ParentType, ContextType, RequireFields<Types.QueryIdentifier_CheckArgs, 'identifier'>>;
  ocean_event_feed?: Resolver<ResolversTypes['OceanEventFeedPage'], ParentType, ContextType, RequireFields<Types.QueryOcean_Event_FeedArgs, 'limit'>>;
  ocean_usage?: Resolver<ResolversTypes['OceanUsage'], ParentType, ContextType>;
  public_container_track?: Resolver<ResolversTypes['PublicTracking'], ParentType, ContextType, RequireFields<Types.QueryPublic_Container_TrackArgs, 'identifier'>>;
  public_track_record?: Resolver<ResolversTypes['PublicTrackRecord'], ParentType, ContextType, RequireFields<Types.QueryPublic_Track_RecordArgs, 'identifier'>>;
  shipping_lanes?: Resolver<Array<ResolversTypes['Lane']>, ParentType, ContextType>;
  vessel_positions?: Resolver<Array<Types.Maybe<ResolversTypes['VesselPosition']>>, ParentType, ContextType, RequireFields<Types.QueryVessel_PositionsArgs, 'imos'>>;
};

export type QuotaResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Quota'] = ResolversParentTypes['Quota']> = {
  remaining?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoutePortResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['RoutePort'] = ResolversParentTypes['RoutePort']> = {
  country_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelineEventResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['TimelineEvent'] = ResolversParentTypes['TimelineEvent']> = {
  classifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  container_number?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  empty_indicator?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event_local_datetime?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event_timezone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facility_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_actual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode_of_transport?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utc_offset_minutes?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vessel_imo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vessel_name?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  voyage?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VesselResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['Vessel'] = ResolversParentTypes['Vessel']> = {
  imo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VesselPositionResolvers<ContextType = OceanContext, ParentType extends ResolversParentTypes['VesselPosition'] = ResolversParentTypes['VesselPosition']> = {
  heading_deg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  imo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nav_status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position_age_hours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  position_fix_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position_freshness?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position_updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speed_knots?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = OceanContext> = {
  Carrier?: CarrierResolvers<ContextType>;
  ChildContainer?: ChildContainerResolvers<ContextType>;
  Container?: ContainerResolvers<ContextType>;
  ContainerLookup?: ContainerLookupResolvers<ContextType>;
  ContainerPage?: ContainerPageResolvers<ContextType>;
  DelayBar?: DelayBarResolvers<ContextType>;
  DemurrageItem?: DemurrageItemResolvers<ContextType>;
  DemurrageReport?: DemurrageReportResolvers<ContextType>;
  DemurrageReportRecord?: DemurrageReportRecordResolvers<ContextType>;
  DemurrageTerms?: DemurrageTermsResolvers<ContextType>;
  DemurrageTermsFiling?: DemurrageTermsFilingResolvers<ContextType>;
  DemurrageTermsList?: DemurrageTermsListResolvers<ContextType>;
  DemurrageTier?: DemurrageTierResolvers<ContextType>;
  IdentifierCheck?: IdentifierCheckResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Lane?: LaneResolvers<ContextType>;
  LaneShipments?: LaneShipmentsResolvers<ContextType>;
  LookupRecord?: LookupRecordResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OceanEventFeedPage?: OceanEventFeedPageResolvers<ContextType>;
  OceanFacility?: OceanFacilityResolvers<ContextType>;
  OceanLocation?: OceanLocationResolvers<ContextType>;
  OceanUsage?: OceanUsageResolvers<ContextType>;
  OceanVessel?: OceanVesselResolvers<ContextType>;
  Port?: PortResolvers<ContextType>;
  PredictedArrival?: PredictedArrivalResolvers<ContextType>;
  PublicTrackRecord?: PublicTrackRecordResolvers<ContextType>;
  PublicTracking?: PublicTrackingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quota?: QuotaResolvers<ContextType>;
  RoutePort?: RoutePortResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TimelineEvent?: TimelineEventResolvers<ContextType>;
  Vessel?: VesselResolvers<ContextType>;
  VesselPosition?: VesselPositionResolvers<ContextType>;
  federation__Scope?: GraphQLScalarType;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = OceanContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  requiresScopes?: RequiresScopesDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
