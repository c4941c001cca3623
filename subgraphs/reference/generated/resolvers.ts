import type * as Types from './types.js';
import type { Carrier, Port, Vessel, Airport, Airline } from './types.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ReferenceContext } from '../context.js';
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
  Airline: Airline;
  Airport: Airport;
  Carrier: Carrier;
  Port: Port;
  Vessel: Vessel;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Airline:
    ( { __typename: 'Airline' }
    & GraphQLRecursivePick<FederationTypes['Airline'], {"prefix":true}> );
  Airport:
    ( { __typename: 'Airport' }
    & GraphQLRecursivePick<FederationTypes['Airport'], {"iata":true}> );
  Carrier:
    ( { __typename: 'Carrier' }
    & GraphQLRecursivePick<FederationTypes['Carrier'], {"scac":true}> );
  Port:
    ( { __typename: 'Port' }
    & GraphQLRecursivePick<FederationTypes['Port'], {"unlocode":true}> );
  Vessel:
    ( { __typename: 'Vessel' }
    & GraphQLRecursivePick<FederationTypes['Vessel'], {"imo":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Airline: ResolverTypeWrapper<Partial<Types.Airline>>;
  Airport: ResolverTypeWrapper<Partial<Types.Airport>>;
  Float: ResolverTypeWrapper<Partial<Types.Scalars['Float']['output']>>;
  Carrier: ResolverTypeWrapper<Partial<Types.Carrier>>;
  ID: ResolverTypeWrapper<Partial<Types.Scalars['ID']['output']>>;
  IsoSizeType: ResolverTypeWrapper<Partial<Types.IsoSizeType>>;
  Lessor: ResolverTypeWrapper<Partial<Types.Lessor>>;
  Port: ResolverTypeWrapper<Partial<Types.Port>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  Vessel: ResolverTypeWrapper<Partial<Types.Vessel>>;
  federation__Scope: ResolverTypeWrapper<Partial<Types.Scalars['federation__Scope']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Types.Scalars['link__Import']['output']>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Airline: Partial<Types.Airline | FederationReferenceTypes['Airline']>;
  Airport: Partial<Types.Airport | FederationReferenceTypes['Airport']>;
  Float: Partial<Types.Scalars['Float']['output']>;
  Carrier: Partial<Types.Carrier | FederationReferenceTypes['Carrier']>;
  ID: Partial<Types.Scalars['ID']['output']>;
  IsoSizeType: Partial<Types.IsoSizeType>;
  Lessor: Partial<Types.Lessor>;
  Port: Partial<Types.Port | FederationReferenceTypes['Port']>;
  Query: Record<PropertyKey, never>;
  Int: Partial<Types.Scalars['Int']['output']>;
  Vessel: Partial<Types.Vessel | FederationReferenceTypes['Vessel']>;
  federation__Scope: Partial<Types.Scalars['federation__Scope']['output']>;
  link__Import: Partial<Types.Scalars['link__Import']['output']>;
  String: Partial<Types.Scalars['String']['output']>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = ReferenceContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  import?: Types.Maybe<Array<Types.Maybe<Types.Scalars['link__Import']['input']>>>;
  url: Types.Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = ReferenceContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Types.Scalars['federation__Scope']['input']>>;
};

export type RequiresScopesDirectiveResolver<Result, Parent, ContextType = ReferenceContext, Args = RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = ReferenceContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AirlineResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['Airline'] = ResolversParentTypes['Airline'], FederationReferenceType extends FederationReferenceTypes['Airline'] = FederationReferenceTypes['Airline']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Airline']> | FederationReferenceType, FederationReferenceType, ContextType>;
  iata_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icao_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AirportResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['Airport'] = ResolversParentTypes['Airport'], FederationReferenceType extends FederationReferenceTypes['Airport'] = FederationReferenceTypes['Airport']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Airport']> | FederationReferenceType, FederationReferenceType, ContextType>;
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iata_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icao_code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CarrierResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['Carrier'] = ResolversParentTypes['Carrier'], FederationReferenceType extends FederationReferenceTypes['Carrier'] = FederationReferenceTypes['Carrier']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Carrier']> | FederationReferenceType, FederationReferenceType, ContextType>;
  bic_prefixes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scac?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IsoSizeTypeResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['IsoSizeType'] = ResolversParentTypes['IsoSizeType']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LessorResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['Lessor'] = ResolversParentTypes['Lessor']> = {
  bic_prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lessor_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['Port'] = ResolversParentTypes['Port'], FederationReferenceType extends FederationReferenceTypes['Port'] = FederationReferenceTypes['Port']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Port']> | FederationReferenceType, FederationReferenceType, ContextType>;
  city?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unlocode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  airline?: Resolver<Types.Maybe<ResolversTypes['Airline']>, ParentType, ContextType, RequireFields<Types.QueryAirlineArgs, 'prefix'>>;
  airport?: Resolver<Types.Maybe<ResolversTypes['Airport']>, ParentType, ContextType, RequireFields<Types.QueryAirportArgs, 'iata'>>;
  carrier?: Resolver<Types.Maybe<ResolversTypes['Carrier']>, ParentType, ContextType, RequireFields<Types.QueryCarrierArgs, 'scac'>>;
  carrier_by_bic?: Resolver<Types.Maybe<ResolversTypes['Carrier']>, ParentType, ContextType, RequireFields<Types.QueryCarrier_By_BicArgs, 'prefix'>>;
  carriers?: Resolver<Array<ResolversTypes['Carrier']>, ParentType, ContextType>;
  iso_size_type?: Resolver<Types.Maybe<ResolversTypes['IsoSizeType']>, ParentType, ContextType, RequireFields<Types.QueryIso_Size_TypeArgs, 'code'>>;
  lessor?: Resolver<Types.Maybe<ResolversTypes['Lessor']>, ParentType, ContextType, RequireFields<Types.QueryLessorArgs, 'bic_prefix'>>;
  port?: Resolver<Types.Maybe<ResolversTypes['Port']>, ParentType, ContextType, RequireFields<Types.QueryPortArgs, 'unlocode'>>;
  ports_search?: Resolver<Array<ResolversTypes['Port']>, ParentType, ContextType, RequireFields<Types.QueryPorts_SearchArgs, 'limit' | 'q'>>;
  vessel?: Resolver<Types.Maybe<ResolversTypes['Vessel']>, ParentType, ContextType, RequireFields<Types.QueryVesselArgs, 'imo'>>;
};

export type VesselResolvers<ContextType = ReferenceContext, ParentType extends ResolversParentTypes['Vessel'] = ResolversParentTypes['Vessel'], FederationReferenceType extends FederationReferenceTypes['Vessel'] = FederationReferenceTypes['Vessel']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Vessel']> | FederationReferenceType, FederationReferenceType, ContextType>;
  call_sign?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flag?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mmsi?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operator_scac?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = ReferenceContext> = {
  Airline?: AirlineResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  Carrier?: CarrierResolvers<ContextType>;
  IsoSizeType?: IsoSizeTypeResolvers<ContextType>;
  Lessor?: LessorResolvers<ContextType>;
  Port?: PortResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Vessel?: VesselResolvers<ContextType>;
  federation__Scope?: GraphQLScalarType;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = ReferenceContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  requiresScopes?: RequiresScopesDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
