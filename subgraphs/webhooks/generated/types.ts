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

export type Mutation = {
  __typename?: 'Mutation';
  /** Idempotent: deleted is true whether or not the id existed. */
  delete_webhook: WebhookDeletion;
  /** Registers an endpoint; the answer carries the signing secret, shown this once. */
  register_webhook: RegisteredWebhook;
  /**
   * Sends one delivery again, due now, with its id and bytes; null when the endpoint or the delivery
   * is unknown; resend_queued false while the endpoint is inactive.
   */
  resend_webhook_delivery: Maybe<WebhookResend>;
  /**
   * Replaces the signing secret; the one before stays valid (both sign) for overlap_seconds
   * (default 86400, at most 604800; 0 ends it at once). Null when the endpoint is unknown.
   */
  rotate_webhook_secret: Maybe<WebhookSecretRotation>;
  /** Queues a ping; null when the endpoint is unknown; test_queued false while it is inactive. */
  test_webhook: Maybe<WebhookTest>;
  /** Changes only the given fields; null when the endpoint is unknown. */
  update_webhook: Maybe<WebhookEndpoint>;
};


export type MutationDelete_WebhookArgs = {
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


export type MutationRegister_WebhookArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  event_types?: InputMaybe<Array<Scalars['String']['input']>>;
  product: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResend_Webhook_DeliveryArgs = {
  delivery_id: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


export type MutationRotate_Webhook_SecretArgs = {
  id: Scalars['ID']['input'];
  overlap_seconds?: InputMaybe<Scalars['Int']['input']>;
  product: Scalars['String']['input'];
};


export type MutationTest_WebhookArgs = {
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


export type MutationUpdate_WebhookArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  event_types?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** One endpoint of the caller on that product; null when unknown or another organisation's. */
  webhook_endpoint: Maybe<WebhookEndpoint>;
  /** The caller's webhook endpoints on one product, newest first. */
  webhook_endpoints: Array<WebhookEndpoint>;
};


export type QueryWebhook_EndpointArgs = {
  id: Scalars['ID']['input'];
  product: Scalars['String']['input'];
};


export type QueryWebhook_EndpointsArgs = {
  product: Scalars['String']['input'];
};

export type RegisteredWebhook = {
  __typename?: 'RegisteredWebhook';
  active: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  event_types: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** whsec_…; only a hash is kept, so it cannot be shown again. */
  secret: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type WebhookDeletion = {
  __typename?: 'WebhookDeletion';
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made. */
  attempt_count: Scalars['Int']['output'];
  /** When the delivery was queued. */
  created_at: Scalars['String']['output'];
  /** When it was delivered. */
  delivered_at: Maybe<Scalars['String']['output']>;
  event_type: Scalars['String']['output'];
  /** Delivery id (the X-…-Delivery header and the body id). */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed. */
  last_error: Maybe<Scalars['String']['output']>;
  /** The receiver's HTTP status at the last attempt; null when it gave none. */
  last_status_code: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due (pending only; null once delivered or dead). */
  next_attempt_at: Maybe<Scalars['String']['output']>;
  /** pending, delivered or dead. */
  status: Scalars['String']['output'];
};

export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  active: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  description: Scalars['String']['output'];
  event_types: Array<Scalars['String']['output']>;
  failure_count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  last_delivery_at: Maybe<Scalars['String']['output']>;
  /** The 20 most recent deliveries, newest first. */
  recent_deliveries: Array<WebhookDelivery>;
  url: Scalars['String']['output'];
};

export type WebhookResend = {
  __typename?: 'WebhookResend';
  endpoint_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  resend_queued: Scalars['Boolean']['output'];
};

export type WebhookSecretRotation = {
  __typename?: 'WebhookSecretRotation';
  id: Scalars['ID']['output'];
  /** Until when the previous secret also signs; null when it stopped at once. */
  previous_secret_expires_at: Maybe<Scalars['String']['output']>;
  /** whsec_…; shown this once. */
  secret: Scalars['String']['output'];
};

export type WebhookTest = {
  __typename?: 'WebhookTest';
  id: Scalars['ID']['output'];
  test_queued: Scalars['Boolean']['output'];
};
