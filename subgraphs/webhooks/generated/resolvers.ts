import type * as Types from './types.js';
import type { WebhookEndpoint } from './types.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { EndpointRow, DeliveryRow } from '../store/index.js';
import type { WebhooksContext } from '../context.js';
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
  WebhookEndpoint: WebhookEndpoint;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  WebhookEndpoint:
    ( { __typename: 'WebhookEndpoint' }
    & GraphQLRecursivePick<FederationTypes['WebhookEndpoint'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Partial<Types.Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisteredWebhook: ResolverTypeWrapper<EndpointRow>;
  WebhookDeletion: ResolverTypeWrapper<Partial<Types.WebhookDeletion>>;
  WebhookDelivery: ResolverTypeWrapper<DeliveryRow>;
  WebhookEndpoint: ResolverTypeWrapper<EndpointRow>;
  WebhookResend: ResolverTypeWrapper<Partial<Types.WebhookResend>>;
  WebhookSecretRotation: ResolverTypeWrapper<Partial<Types.WebhookSecretRotation>>;
  WebhookTest: ResolverTypeWrapper<Partial<Types.WebhookTest>>;
  federation__Scope: ResolverTypeWrapper<Partial<Types.Scalars['federation__Scope']['output']>>;
  link__Import: ResolverTypeWrapper<Partial<Types.Scalars['link__Import']['output']>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Mutation: Record<PropertyKey, never>;
  ID: Partial<Types.Scalars['ID']['output']>;
  Int: Partial<Types.Scalars['Int']['output']>;
  Query: Record<PropertyKey, never>;
  RegisteredWebhook: EndpointRow;
  WebhookDeletion: Partial<Types.WebhookDeletion>;
  WebhookDelivery: DeliveryRow;
  WebhookEndpoint: EndpointRow;
  WebhookResend: Partial<Types.WebhookResend>;
  WebhookSecretRotation: Partial<Types.WebhookSecretRotation>;
  WebhookTest: Partial<Types.WebhookTest>;
  federation__Scope: Partial<Types.Scalars['federation__Scope']['output']>;
  link__Import: Partial<Types.Scalars['link__Import']['output']>;
  String: Partial<Types.Scalars['String']['output']>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
};

export type AuthenticatedDirectiveArgs = { };

export type AuthenticatedDirectiveResolver<Result, Parent, ContextType = WebhooksContext, Args = AuthenticatedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  import?: Types.Maybe<Array<Types.Maybe<Types.Scalars['link__Import']['input']>>>;
  url: Types.Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = WebhooksContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RequiresScopesDirectiveArgs = {
  scopes: Array<Array<Types.Scalars['federation__Scope']['input']>>;
};

export type RequiresScopesDirectiveResolver<Result, Parent, ContextType = WebhooksContext, Args = RequiresScopesDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = WebhooksContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type MutationResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  delete_webhook?: Resolver<ResolversTypes['WebhookDeletion'], ParentType, ContextType, RequireFields<Types.MutationDelete_WebhookArgs, 'id' | 'product'>>;
  register_webhook?: Resolver<ResolversTypes['RegisteredWebhook'], ParentType, ContextType, RequireFields<Types.MutationRegister_WebhookArgs, 'product'>>;
  resend_webhook_delivery?: Resolver<Types.Maybe<ResolversTypes['WebhookResend']>, ParentType, ContextType, RequireFields<Types.MutationResend_Webhook_DeliveryArgs, 'delivery_id' | 'id' | 'product'>>;
  rotate_webhook_secret?: Resolver<Types.Maybe<ResolversTypes['WebhookSecretRotation']>, ParentType, ContextType, RequireFields<Types.MutationRotate_Webhook_SecretArgs, 'id' | 'product'>>;
  test_webhook?: Resolver<Types.Maybe<ResolversTypes['WebhookTest']>, ParentType, ContextType, RequireFields<Types.MutationTest_WebhookArgs, 'id' | 'product'>>;
  update_webhook?: Resolver<Types.Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, RequireFields<Types.MutationUpdate_WebhookArgs, 'id' | 'product'>>;
};

export type QueryResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  webhook_endpoint?: Resolver<Types.Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, RequireFields<Types.QueryWebhook_EndpointArgs, 'id' | 'product'>>;
  webhook_endpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, RequireFields<Types.QueryWebhook_EndpointsArgs, 'product'>>;
};

export type RegisteredWebhookResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['RegisteredWebhook'] = ResolversParentTypes['RegisteredWebhook']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event_types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeletionResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['WebhookDeletion'] = ResolversParentTypes['WebhookDeletion']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempt_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_error?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_status_code?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  next_attempt_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint'], FederationReferenceType extends FederationReferenceTypes['WebhookEndpoint'] = FederationReferenceTypes['WebhookEndpoint']> = {
  __resolveReference?: ReferenceResolver<Types.Maybe<ResolversTypes['WebhookEndpoint']> | FederationReferenceType, FederationReferenceType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event_types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failure_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_delivery_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recent_deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookResendResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['WebhookResend'] = ResolversParentTypes['WebhookResend']> = {
  endpoint_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resend_queued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WebhookSecretRotationResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['WebhookSecretRotation'] = ResolversParentTypes['WebhookSecretRotation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previous_secret_expires_at?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookTestResolvers<ContextType = WebhooksContext, ParentType extends ResolversParentTypes['WebhookTest'] = ResolversParentTypes['WebhookTest']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  test_queued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export interface Federation__ScopeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['federation__Scope'], any> {
  name: 'federation__Scope';
}

export interface Link__ImportScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['link__Import'], any> {
  name: 'link__Import';
}

export type Resolvers<ContextType = WebhooksContext> = {
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisteredWebhook?: RegisteredWebhookResolvers<ContextType>;
  WebhookDeletion?: WebhookDeletionResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookResend?: WebhookResendResolvers<ContextType>;
  WebhookSecretRotation?: WebhookSecretRotationResolvers<ContextType>;
  WebhookTest?: WebhookTestResolvers<ContextType>;
  federation__Scope?: GraphQLScalarType;
  link__Import?: GraphQLScalarType;
};

export type DirectiveResolvers<ContextType = WebhooksContext> = {
  authenticated?: AuthenticatedDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  requiresScopes?: RequiresScopesDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
};
