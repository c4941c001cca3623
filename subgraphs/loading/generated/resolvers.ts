import type * as Types from './types.js';
import type { Plan } from './types.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PlanRow } from '../store/index.js';
import type { LoadingContext } from '../context.js';
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
  Plan: Plan;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Plan:
    ( { __typename: 'Plan' }
    & GraphQLRecursivePick<FederationTypes['Plan'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  CargoLine: ResolverTypeWrapper<Partial<Types.CargoLine>>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  Float: ResolverTypeWrapper<Partial<Types.Scalars['Float']['output']>>;
  CargoLineInput: ResolverTypeWrapper<Partial<Types.CargoLineInput>>;
  CustomUnit: ResolverTypeWrapper<Partial<Types.CustomUnit>>;
  CustomUnitInput: ResolverTypeWrapper<Partial<Types.CustomUnitInput>>;
  Dimension: ResolverTypeWrapper<Partial<Types.Dimension>>;
  Equipment: ResolverTypeWrapper<Partial<Types.Equipment>>;
  EquipmentChoice: ResolverTypeWrapper<Partial<Types.EquipmentChoice>>;
  EquipmentChoiceInput: ResolverTypeWrapper<Partial<Types.EquipmentChoiceInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Partial<Types.Scalars['ID']['output']>>;
  Placement: ResolverTypeWrapper<Partial<Types.Placement>>;
  Plan: ResolverTypeWrapper<PlanRow>;
  PlanOptions: ResolverTypeWrapper<Partial<Types.PlanOptions>>;
  PlanOptionsInput: ResolverTypeWrapper<Partial<Types.PlanOptionsInput>>;
  PlanPage: ResolverTypeWrapper<Partial<Omit<Types.PlanPage, 'items'> & { items: Array<ResolversTypes['Plan']> }>>;
  PlanPatchInput: ResolverTypeWrapper<Partial<Types.PlanPatchInput>>;
  PlanRequestInput: ResolverTypeWrapper<Partial<Types.PlanRequestInput>>;
  PlanSummary: ResolverTypeWrapper<Partial<Types.PlanSummary>>;
  PlanWarning: ResolverTypeWrapper<Partial<Types.PlanWarning>>;
  PlannedUnit: ResolverTypeWrapper<Partial<Types.PlannedUnit>>;
  Point2: ResolverTypeWrapper<Partial<Types.Point2>>;
  Point3: ResolverTypeWrapper<Partial<Types.Point3>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Unplaced: ResolverTypeWrapper<Partial<Types.Unplaced>>;
  federation__Scope: ResolverTypeWrapper<Partial<Types.Scalars['federation__Scope']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Types.Scalars['link__Import']['output']>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  CargoLine: Partial<Types.CargoLine>;
  Int: Partial<Types.Scalars['Int']['output']>;
  Float: Partial<Types.Scalars['Float']['output']>;
  CargoLineInput: Partial<Types.CargoLineInput>;
  CustomUnit: Partial<Types.CustomUnit>;
  CustomUnitInput: Partial<Types.CustomUnitInput>;
  Equipment: Partial<Types.Equipment>;
  EquipmentChoice: Partial<Types.EquipmentChoice>;
  EquipmentChoiceInput: Partial<Types.EquipmentChoiceInput>;
  Mutation: Record<PropertyKey, never>;
  ID: Partial<Types.Scalars['ID']['output']>;
  Placement: Partial<Types.Placement>;
  Plan: PlanRow;
  PlanOptions: Partial<Types.PlanOptions>;
  PlanOptionsInput: Partial<Types.PlanOptionsInput>;
  PlanPage: Partial<Omit<Types.PlanPage, 'items'> & { items: Array<ResolversParentTypes['Plan']> }>;
  PlanPatchInput: Partial<Types.PlanPatchInput>;
  PlanRequestInput: Partial<Types.PlanRequestInput>;
  PlanSummary: Partial<Types.PlanSummary>;
  PlanWarning: Partial<Types.PlanWarning>;
  PlannedUnit: Partial<Types.PlannedUnit>;
  Point2: Partial<Types.Point2>;
  Point3: Partial<Types.Point3>;
  Query: Record<PropertyKey, never>;
  Unplaced: Partial<Types.Unplaced>;
  federation__Scope: Partial<Types.Scalars['federation__Scope']['output']>;
  link__Import: Partial<Types.Scalars['link__Import']['output']>;
  String: Partial<Types.Scalars['String']['output']>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = LoadingContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  import?: Types.Maybe<Array<Types.Maybe<Types.Scalars['link__Import']['input']>>>;
  url: Types.Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = LoadingContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Types.Scalars['federation__Scope']['input']>>;
};

export type RequiresScopesDirectiveResolver<Result, Parent, ContextType = LoadingContext, Args = RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = LoadingContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CargoLineResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['CargoLine'] = ResolversParentTypes['CargoLine']> = {
  fragile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_load?: Resolver<Types.Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  must_ship?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stackable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stop?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upright?: Resolver<Array<ResolversTypes['Dimension']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomUnitResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['CustomUnit'] = ResolversParentTypes['CustomUnit']> = {
  door_height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  door_width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_payload?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EquipmentResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Equipment'] = ResolversParentTypes['Equipment']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  door_height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  door_width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_payload?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EquipmentChoiceResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['EquipmentChoice'] = ResolversParentTypes['EquipmentChoice']> = {
  code?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  custom?: Resolver<Types.Maybe<ResolversTypes['CustomUnit']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  create_plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType, RequireFields<Types.MutationCreate_PlanArgs, 'input'>>;
  delete_plan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDelete_PlanArgs, 'id'>>;
  update_plan?: Resolver<Types.Maybe<ResolversTypes['Plan']>, ParentType, ContextType, RequireFields<Types.MutationUpdate_PlanArgs, 'id' | 'input'>>;
};

export type PlacementResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Placement'] = ResolversParentTypes['Placement']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vertical?: Resolver<ResolversTypes['Dimension'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  z?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan'], FederationReferenceType extends FederationReferenceTypes['Plan'] = FederationReferenceTypes['Plan']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['Plan']> | FederationReferenceType, FederationReferenceType, ContextType>;
  cargo?: Resolver<Array<ResolversTypes['CargoLine']>, ParentType, ContextType>;
  container_size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  elapsed_ms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipment?: Resolver<Array<ResolversTypes['EquipmentChoice']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['PlanOptions'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['PlanSummary'], ParentType, ContextType>;
  units?: Resolver<Array<ResolversTypes['PlannedUnit']>, ParentType, ContextType>;
  unplaced?: Resolver<Array<ResolversTypes['Unplaced']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanOptionsResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['PlanOptions'] = ResolversParentTypes['PlanOptions']> = {
  min_support?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  seed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time_budget_ms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanPageResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['PlanPage'] = ResolversParentTypes['PlanPage']> = {
  items?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  next_cursor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlanSummaryResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['PlanSummary'] = ResolversParentTypes['PlanSummary']> = {
  pieces_placed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pieces_unplaced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume_utilisation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PlanWarningResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['PlanWarning'] = ResolversParentTypes['PlanWarning']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlannedUnitResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['PlannedUnit'] = ResolversParentTypes['PlannedUnit']> = {
  centre_of_gravity?: Resolver<ResolversTypes['Point3'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cog_offset?: Resolver<ResolversTypes['Point2'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max_payload?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pieces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placements?: Resolver<Array<ResolversTypes['Placement']>, ParentType, ContextType>;
  volume_utilisation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['PlanWarning']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weight_utilisation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Point2Resolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Point2'] = ResolversParentTypes['Point2']> = {
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Point3Resolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Point3'] = ResolversParentTypes['Point3']> = {
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  z?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  equipment_catalogue?: Resolver<Array<ResolversTypes['Equipment']>, ParentType, ContextType>;
  plan?: Resolver<Types.Maybe<ResolversTypes['Plan']>, ParentType, ContextType, RequireFields<Types.QueryPlanArgs, 'id'>>;
  plan_page?: Resolver<ResolversTypes['PlanPage'], ParentType, ContextType, RequireFields<Types.QueryPlan_PageArgs, 'limit'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType, RequireFields<Types.QueryPlansArgs, 'limit'>>;
};

export type UnplacedResolvers<ContextType = LoadingContext, ParentType extends ResolversParentTypes['Unplaced'] = ResolversParentTypes['Unplaced']> = {
  item_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = LoadingContext> = {
  CargoLine?: CargoLineResolvers<ContextType>;
  CustomUnit?: CustomUnitResolvers<ContextType>;
  Equipment?: EquipmentResolvers<ContextType>;
  EquipmentChoice?: EquipmentChoiceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Placement?: PlacementResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanOptions?: PlanOptionsResolvers<ContextType>;
  PlanPage?: PlanPageResolvers<ContextType>;
  PlanSummary?: PlanSummaryResolvers<ContextType>;
  PlanWarning?: PlanWarningResolvers<ContextType>;
  PlannedUnit?: PlannedUnitResolvers<ContextType>;
  Point2?: Point2Resolvers<ContextType>;
  Point3?: Point3Resolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Unplaced?: UnplacedResolvers<ContextType>;
  federation__Scope?: GraphQLScalarType;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = LoadingContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  requiresScopes?: RequiresScopesDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
