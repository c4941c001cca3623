// The webhook routes (docs/webhooks.md part 2, with rotation and resend), mounted on every product host with that host's envelope.
// HTTP shape, entitlements and call counting only; the rules live in subgraphs/webhooks.
import { z } from 'zod';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { holds, webhookScope, type WebhookOperation } from '../platform/access.js';
import type { ProductRouter } from './app.js';
import type { AdapterDeps } from './deps.js';
import { list, optional, type Refusal } from './contract.js';
import { answerSchema, oneOf, rootAnswer, timestamp } from './answers.js';
import {
  CountSchedulesWebhookCallDocument,
  DeleteWebhookDocument,
  DeliveryFields,
  GetWebhookDocument,
  ListWebhooksDocument,
  RegisteredWebhookEndpointFields,
  RegisterWebhookDocument,
  ResendWebhookDeliveryDocument,
  RotatedWebhookSecretFields,
  RotateWebhookSecretDocument,
  SchedulesAllowanceDocument,
  TestWebhookDocument,
  UpdatedWebhookEndpointFields,
  UpdateWebhookDocument,
  WebhookDeletedFields,
  WebhookEndpointDetailFields,
  WebhookEndpointFields,
  WebhookResendQueuedFields,
  WebhookTestQueuedFields,
} from './generated/operations.js';
import type { Product } from './envelopes.js';

/**
 * docs/webhooks.md, docs/schedules.md (Counting): on schedules every successful webhook request counts 1 call. The schedules
 * subgraph owns the counter (`record_schedules_call`: counts, or refuses with 429
 * QUOTA_EXCEEDED counting nothing); this is the one place the webhook routes reach it.
 */
async function countSchedulesCall(call: { principal: Principal; deps: AdapterDeps }): Promise<void> {
  await rootAnswer(call.deps, call.principal, CountSchedulesWebhookCallDocument, {});
}

/**
 * Before a schedules webhook request runs: 'skip' when the account has no schedules access to
 * count against (list, detail and delete need only a key); otherwise the allowances are read
 * (not counted) and, when one is spent, the counter is asked anyway so that it refuses with
 * its own 429 before anything is done. 'count' means: count once the request succeeded.
 */
async function schedulesGate(call: { principal: Principal; deps: AdapterDeps }): Promise<'skip' | 'count' | 'counted'> {
  if (!holds(call.principal, 'schedules:read', call.deps.services.clock.now())) return 'skip';
  const u = await rootAnswer(call.deps, call.principal, SchedulesAllowanceDocument, {});
  if (u.month.remaining !== 0 && u.day.remaining !== 0) return 'count';
  await countSchedulesCall(call); // refuses with 429 QUOTA_EXCEEDED; if the allowance just reset, counted now
  return 'counted';
}

// The endpoint and delivery objects (docs/webhooks.md).
const Endpoint = answerSchema(WebhookEndpointFields, { last_delivery_at: timestamp, created_at: timestamp }).openapi(
  'WebhookEndpoint',
);
const Delivery = answerSchema(DeliveryFields, {
  status: oneOf(['pending', 'delivered', 'dead']),
  created_at: timestamp,
  delivered_at: timestamp,
  next_attempt_at: (given) => timestamp(given).describe('When the next attempt is due; null once delivered or dead'),
}).openapi('Delivery');
const secret = z.string().regex(/^whsec_/);
const Registered = answerSchema(RegisteredWebhookEndpointFields, { created_at: timestamp, secret }).openapi(
  'RegisteredWebhookEndpoint',
);
const Updated = answerSchema(UpdatedWebhookEndpointFields).openapi('UpdatedWebhookEndpoint');
const Detail = answerSchema(WebhookEndpointDetailFields, {
  last_delivery_at: timestamp,
  created_at: timestamp,
  recent_deliveries: z.array(Delivery).max(20),
}).openapi('WebhookEndpointDetail');

const EventTypes = z
  .array(z.string({ error: 'must be an array of strings' }), { error: 'must be an array of strings' })
  .describe('Subscribed event types; omit or [] for every event type; unrecognised names are dropped');
const Description = z.string({ error: 'must be a string' }).describe('Your own label');
// Anything but an https:// string is refused by the webhooks subgraph with INVALID_URL (docs/webhooks.md), not here.
const url = (what: string) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v : null))
    .openapi({ type: 'string', description: what });
const RegisterBody = z.object({
  url: url('HTTPS URL that receives the POSTed events; anything else answers 400 INVALID_URL'),
  event_types: optional(EventTypes),
  description: optional(Description),
});
const UpdateBody = z.object({
  url: url('Replaces the URL; ignored (not refused) unless it starts with https://'),
  event_types: optional(EventTypes),
  description: optional(Description),
  active: optional(
    z.boolean({ error: 'must be a boolean' }).describe('false pauses; true resumes and resets failure_count'),
  ),
});
const Id = z.object({ id: z.string() });
const DeliveryIds = z.object({ id: z.string(), delivery_id: z.string() });

/** Spec-compatible rotation (docs/webhooks.md, rotating the secret): both secrets sign during the overlap. */
const OVERLAP_DEFAULT_S = 86_400;
const OVERLAP_MAX_S = 604_800;
const RotateBody = z.object({
  overlap_seconds: optional(
    z
      .number({ error: 'must be an integer' })
      .int({ error: 'must be an integer' })
      .min(0, { error: 'must be at least 0' })
      .max(OVERLAP_MAX_S, { error: `must be at most ${OVERLAP_MAX_S}` })
      .describe(
        `How long the current secret keeps signing alongside the new one, in seconds (default ${OVERLAP_DEFAULT_S}, 24 h; 0 ends it at once)`,
      ),
  ),
});
const Rotated = answerSchema(RotatedWebhookSecretFields, { secret, previous_secret_expires_at: timestamp }).openapi(
  'RotatedWebhookSecret',
);

const UNKNOWN: Refusal = { code: 'NOT_FOUND', when: 'no webhook endpoint with that id on this account' };
const unknownEndpoint = () => new AppError('NOT_FOUND', 'no webhook endpoint with that id on this account');
const UNKNOWN_DELIVERY: Refusal = {
  code: 'NOT_FOUND',
  when: 'no webhook endpoint with that id on this account, or no delivery with that id on the endpoint',
};
const unknownDelivery = () =>
  new AppError('NOT_FOUND', 'no delivery with that id on a webhook endpoint with that id on this account');

export function webhookRoutes(r: ProductRouter): void {
  const product: Product = r.config.product;
  const tags = ['webhooks'];
  const access = (op: WebhookOperation) => ({ scopes: [webhookScope(product, op)] });
  // docs/schedules.md (Counting): on schedules every successful webhook request counts one call.
  const counted = async <T>(call: { principal: Principal; deps: AdapterDeps }, run: () => Promise<T>): Promise<T> => {
    if (product !== 'schedules') return run();
    // Refusals of the route itself (scope, validation, 404) come before counting.
    const gate = await schedulesGate(call);
    const reply = await run();
    if (gate === 'count') await countSchedulesCall(call);
    return reply;
  };
  const quota: Refusal[] =
    product === 'schedules'
      ? [{ code: 'QUOTA_EXCEEDED', when: "monthly call limit or the key's daily limit spent; see Retry-After" }]
      : [];
  const exampleId = '00000000-0000-4000-8000-000000000000';
  const unknownAnswer = r.envelope.error(unknownEndpoint());

  r.route({
    method: 'post',
    path: '/v1/webhooks',
    operationId: r.sharedOperationId('registerWebhook'),
    summary: 'Register a webhook endpoint',
    description:
      'Answers the endpoint with its signing secret, shown this once. Read event_types back: unrecognised names are dropped.',
    tags,
    access: access('register'),
    request: { body: RegisterBody },
    bodyExample: {
      url: 'https://example.com/hooks/freightgraph',
      event_types: [],
      description: 'Operations dashboard',
    },
    answer: { status: 201, description: 'The endpoint and its one-time secret', schema: Registered },
    refusals: [
      { code: 'INVALID_URL', when: 'url missing or not https://, or it reaches a private or reserved address' },
      { code: 'VALIDATION_ERROR', when: 'description too long, or too many endpoints on the account' },
      ...quota,
    ],
    handler: (call) =>
      counted(call, async () => {
        const { body, principal, deps } = call;
        const variables = {
          product,
          url: body.url,
          event_types: body.event_types ?? null,
          description: body.description ?? null,
        };
        return { data: await rootAnswer(deps, principal, RegisterWebhookDocument, variables) };
      }),
  });

  r.route({
    method: 'get',
    path: '/v1/webhooks',
    operationId: r.sharedOperationId('listWebhooks'),
    summary: 'List webhook endpoints, newest first, with their health',
    tags,
    access: access('list'),
    answer: { description: 'The endpoints', schema: list(Endpoint) },
    refusals: quota,
    examples: [
      { name: 'none', summary: 'An account without endpoints', status: 200, answer: r.envelope.success({ items: [] }) },
    ],
    handler: (call) =>
      counted(call, async () => {
        const { principal, deps } = call;
        return { data: { items: await rootAnswer(deps, principal, ListWebhooksDocument, { product }) } };
      }),
  });

  r.route({
    method: 'get',
    path: '/v1/webhooks/:id',
    operationId: r.sharedOperationId('getWebhook'),
    summary: 'An endpoint with its 20 most recent deliveries',
    tags,
    access: access('detail'),
    request: { params: Id },
    answer: { description: 'The endpoint', schema: Detail },
    refusals: [UNKNOWN, ...quota],
    examples: [
      {
        name: 'unknown',
        summary: 'An id not on this account',
        params: { id: exampleId },
        status: 404,
        answer: unknownAnswer,
      },
    ],
    handler: (call) =>
      counted(call, async () => {
        const { params, principal, deps } = call;
        const endpoint = await rootAnswer(deps, principal, GetWebhookDocument, { product, id: params.id });
        if (!endpoint) throw unknownEndpoint();
        return { data: endpoint };
      }),
  });

  r.route({
    method: 'patch',
    path: '/v1/webhooks/:id',
    operationId: r.sharedOperationId('updateWebhook'),
    summary: 'Change an endpoint (send only the changes)',
    tags,
    access: access('update'),
    request: { params: Id, body: UpdateBody },
    bodyExample: { active: true, description: 'Operations dashboard (resumed)' },
    answer: { description: 'The endpoint as it is now', schema: Updated },
    refusals: [UNKNOWN, ...quota],
    handler: (call) =>
      counted(call, async () => {
        const { params, body, principal, deps } = call;
        const updated = await rootAnswer(deps, principal, UpdateWebhookDocument, {
          product,
          id: params.id,
          url: body.url, // not an https URL: ignored by the subgraph (docs/webhooks.md)
          event_types: body.event_types ?? null,
          description: body.description ?? null,
          active: body.active ?? null,
        });
        if (!updated) throw unknownEndpoint();
        return { data: updated };
      }),
  });

  r.route({
    method: 'delete',
    path: '/v1/webhooks/:id',
    operationId: r.sharedOperationId('deleteWebhook'),
    summary: 'Delete an endpoint (idempotent: an unknown id also answers deleted:true)',
    tags,
    access: access('delete'),
    request: { params: Id },
    answer: { description: 'Deleted', schema: answerSchema(WebhookDeletedFields) },
    refusals: quota,
    handler: (call) =>
      counted(call, async () => {
        const { params, principal, deps } = call;
        return { data: await rootAnswer(deps, principal, DeleteWebhookDocument, { product, id: params.id }) };
      }),
  });

  r.route({
    method: 'post',
    path: '/v1/webhooks/:id/test',
    operationId: r.sharedOperationId('testWebhook'),
    summary: 'Queue a ping delivery (confirms queueing, not arrival)',
    tags,
    access: access('test'),
    request: { params: Id },
    answer: {
      description: 'Queued (test_queued is false while the endpoint is paused)',
      schema: answerSchema(WebhookTestQueuedFields),
    },
    refusals: [UNKNOWN, ...quota],
    handler: (call) =>
      counted(call, async () => {
        const { params, principal, deps } = call;
        const queued = await rootAnswer(deps, principal, TestWebhookDocument, { product, id: params.id });
        if (!queued) throw unknownEndpoint();
        return { data: queued };
      }),
  });

  r.route({
    method: 'post',
    path: '/v1/webhooks/:id/deliveries/:delivery_id/resend',
    operationId: r.sharedOperationId('resendWebhookDelivery'),
    summary: 'Send one delivery again, now',
    description:
      'Queues the delivery again, due at once, with the same id and bytes (receivers deduplicate on the id). A delivered or dead delivery becomes pending; its attempt_count goes on, so a resent dead delivery that fails is dead again. resend_queued is false while the endpoint is paused or disabled.',
    tags,
    access: access('test'),
    request: { params: DeliveryIds },
    answer: {
      description: 'Queued (resend_queued is false while the endpoint is inactive)',
      schema: answerSchema(WebhookResendQueuedFields),
    },
    refusals: [UNKNOWN_DELIVERY, ...quota],
    handler: (call) =>
      counted(call, async () => {
        const { params, principal, deps } = call;
        const variables = { product, id: params.id, delivery_id: params.delivery_id };
        const queued = await rootAnswer(deps, principal, ResendWebhookDeliveryDocument, variables);
        if (!queued) throw unknownDelivery();
        return { data: queued };
      }),
  });

  r.route({
    method: 'post',
    path: '/v1/webhooks/:id/rotate-secret',
    operationId: r.sharedOperationId('rotateWebhookSecret'),
    summary: 'Replace the signing secret without downtime',
    description:
      "Answers the new secret, shown this once. Until previous_secret_expires_at every delivery carries two signatures in the signature header, the new secret's first (`sha256=<new>, sha256=<old>`), so a receiver may switch secrets at any moment of the overlap; after it, only the new one.",
    tags,
    access: access('register'),
    request: { params: Id, body: RotateBody },
    bodyOptional: true,
    bodyExample: { overlap_seconds: 3600 },
    answer: { description: 'The new secret and the end of the overlap', schema: Rotated },
    refusals: [UNKNOWN, ...quota],
    handler: (call) =>
      counted(call, async () => {
        const { params, body, principal, deps } = call;
        const variables = { product, id: params.id, overlap_seconds: body.overlap_seconds ?? null };
        const rotated = await rootAnswer(deps, principal, RotateWebhookSecretDocument, variables);
        if (!rotated) throw unknownEndpoint();
        return { data: rotated };
      }),
  });
}
