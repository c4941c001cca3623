// The six webhook routes (spec 4.6), mounted on every product host with that host's envelope.
// HTTP shape, entitlements and call counting only; the rules live in subgraphs/webhooks.
import type { Request } from 'express';
import { AppError } from '../platform/errors.js';
import { holds, webhookScope, type WebhookOperation } from '../platform/access.js';
import type { KeyedCall, ProductRouter, Reply } from './app.js';

const ENDPOINT = 'id url event_types description active failure_count last_delivery_at created_at';
const DELIVERY = 'id event_type status attempt_count last_status_code last_error created_at delivered_at';

function body(req: Request): Record<string, unknown> {
  const b = req.body as unknown;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw new AppError('VALIDATION_ERROR', 'request body must be a JSON object');
  return b as Record<string, unknown>;
}

function stringList(v: unknown, name: string): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new AppError('VALIDATION_ERROR', `${name} must be an array of strings`);
  return v as string[];
}

function optionalString(v: unknown, name: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new AppError('VALIDATION_ERROR', `${name} must be a string`);
  return v;
}

/**
 * Spec 4.6 / 8: on schedules every successful webhook request counts 1 call. The schedules
 * subgraph owns the counter (`record_schedules_call`: counts, or refuses with 429
 * QUOTA_EXCEEDED counting nothing); this is the one place the webhook routes reach it.
 */
export async function countSchedulesCall(call: KeyedCall): Promise<void> {
  await call.deps.gateway.execute<{ record_schedules_call: { used: number } }>(
    'mutation { record_schedules_call(kind: "webhook") { used } }',
    undefined,
    call.principal,
  );
}

/**
 * Before a schedules webhook request runs: 'skip' when the account has no schedules access to
 * count against (list, detail and delete need only a key); otherwise the allowances are read
 * (not counted) and, when one is spent, the counter is asked anyway so that it refuses with
 * its own 429 before anything is done. 'count' means: count once the request succeeded.
 */
async function schedulesGate(call: KeyedCall): Promise<'skip' | 'count' | 'counted'> {
  if (!holds(call.principal, 'schedules:read', call.deps.services.clock.now())) return 'skip';
  const u = await call.deps.gateway.execute<{ schedules_usage: { month: { remaining: number | null }; day: { remaining: number | null } } }>(
    'query { schedules_usage { month { remaining } day { remaining } } }',
    undefined,
    call.principal,
  );
  if (u.schedules_usage.month.remaining !== 0 && u.schedules_usage.day.remaining !== 0) return 'count';
  await countSchedulesCall(call); // refuses with 429 QUOTA_EXCEEDED; if the allowance just reset, counted now
  return 'counted';
}

export function webhookRoutes(r: ProductRouter): void {
  const product = r.config.product;
  const route = (method: 'get' | 'post' | 'patch' | 'delete', path: string, op: WebhookOperation, handler: (call: KeyedCall) => Promise<Reply>) =>
    r.keyed(method, path, [webhookScope(product, op)], async (call) => {
      if (product !== 'schedules') return handler(call);
      // Refusals of the route itself (scope, validation, 404) come before counting.
      const gate = await schedulesGate(call);
      const reply = await handler(call);
      if (gate === 'count') await countSchedulesCall(call);
      return reply;
    });

  route('post', '/v1/webhooks', 'register', async (call) => {
    const b = body(call.req);
    const d = await call.deps.gateway.execute<{ register_webhook: unknown }>(
      `mutation Register($product: String!, $url: String, $event_types: [String!], $description: String) {
         register_webhook(product: $product, url: $url, event_types: $event_types, description: $description) {
           id url event_types description active created_at secret } }`,
      {
        product,
        url: typeof b.url === 'string' ? b.url : null,
        event_types: stringList(b.event_types, 'event_types') ?? null,
        description: optionalString(b.description, 'description') ?? null,
      },
      call.principal,
    );
    return { status: 201, data: d.register_webhook };
  });

  route('get', '/v1/webhooks', 'list', async (call) => {
    const d = await call.deps.gateway.execute<{ webhook_endpoints: unknown[] }>(
      `query List($product: String!) { webhook_endpoints(product: $product) { ${ENDPOINT} } }`,
      { product },
      call.principal,
    );
    return { data: { items: d.webhook_endpoints } };
  });

  route('get', '/v1/webhooks/:id', 'detail', async (call) => {
    const d = await call.deps.gateway.execute<{ webhook_endpoint: unknown }>(
      `query Detail($product: String!, $id: ID!) { webhook_endpoint(product: $product, id: $id) {
         ${ENDPOINT} recent_deliveries { ${DELIVERY} } } }`,
      { product, id: call.req.params.id },
      call.principal,
    );
    if (!d.webhook_endpoint) throw new AppError('NOT_FOUND', 'no webhook endpoint with that id on this account');
    return { data: d.webhook_endpoint };
  });

  route('patch', '/v1/webhooks/:id', 'update', async (call) => {
    const b = body(call.req);
    if (b.active !== undefined && b.active !== null && typeof b.active !== 'boolean') throw new AppError('VALIDATION_ERROR', 'active must be a boolean');
    const d = await call.deps.gateway.execute<{ update_webhook: unknown }>(
      `mutation Update($product: String!, $id: ID!, $url: String, $event_types: [String!], $description: String, $active: Boolean) {
         update_webhook(product: $product, id: $id, url: $url, event_types: $event_types, description: $description, active: $active) {
           id url event_types description active } }`,
      {
        product,
        id: call.req.params.id,
        url: typeof b.url === 'string' ? b.url : null, // not an https URL: ignored (spec 4.6)
        event_types: stringList(b.event_types, 'event_types') ?? null,
        description: optionalString(b.description, 'description') ?? null,
        active: typeof b.active === 'boolean' ? b.active : null,
      },
      call.principal,
    );
    if (!d.update_webhook) throw new AppError('NOT_FOUND', 'no webhook endpoint with that id on this account');
    return { data: d.update_webhook };
  });

  route('delete', '/v1/webhooks/:id', 'delete', async (call) => {
    const d = await call.deps.gateway.execute<{ delete_webhook: unknown }>(
      'mutation Delete($product: String!, $id: ID!) { delete_webhook(product: $product, id: $id) { id deleted } }',
      { product, id: call.req.params.id },
      call.principal,
    );
    return { data: d.delete_webhook };
  });

  route('post', '/v1/webhooks/:id/test', 'test', async (call) => {
    const d = await call.deps.gateway.execute<{ test_webhook: unknown }>(
      'mutation Test($product: String!, $id: ID!) { test_webhook(product: $product, id: $id) { id test_queued } }',
      { product, id: call.req.params.id },
      call.principal,
    );
    if (!d.test_webhook) throw new AppError('NOT_FOUND', 'no webhook endpoint with that id on this account');
    return { data: d.test_webhook };
  });
}
