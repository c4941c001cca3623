// Endpoint management (docs/webhooks.md part 2). The REST adapter calls these through the
// gateway with the host's product; every read and write is scoped to the caller's organisation.
import { requireOrg } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import { requireScopes, webhookScope, type WebhookOperation } from '../../platform/access.js';
import type { Product } from './decide/products.js';
import { registerEndpoint, type Registration } from './use-cases/register-endpoint.js';
import {
  changeEndpoint,
  listEndpointsOf,
  removeEndpoint,
  resendDelivery,
  sendTestDelivery,
  type EndpointChange,
} from './use-cases/manage-endpoint.js';
import { rotateSecret } from './use-cases/rotate-secret.js';
import type { WebhooksContext } from './context.js';
import type {
  MutationResolvers,
  QueryResolvers,
  RegisteredWebhookResolvers,
  WebhookDeliveryResolvers,
  WebhookEndpointResolvers,
} from './generated/resolvers.js';

type Ctx = WebhooksContext;

/** The product named, once the caller holds the scope the operation needs on it (docs/webhooks.md). */
export function product(ctx: Ctx, p: string, op: WebhookOperation): Product {
  if (!(p in ctx.services.events)) throw new AppError('VALIDATION_ERROR', `unknown product "${p}"`);
  requireScopes(ctx.principal, [webhookScope(p as Product, op)], ctx.services.clock.now());
  return p as Product;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const resolvers = {
  Query: {
    webhook_endpoints: (_, a, ctx) => listEndpointsOf(ctx.services, requireOrg(ctx), product(ctx, a.product, 'list')),
    webhook_endpoint: async (_, a, ctx) => {
      requireOrg(ctx);
      const p = product(ctx, a.product, 'detail');
      const e = await ctx.loaders.endpoint.load(a.id);
      return e && e.product === p ? e : null;
    },
  } satisfies QueryResolvers,
  Mutation: {
    register_webhook: (_: unknown, a: { product: string } & Registration, ctx: Ctx) =>
      registerEndpoint(ctx.services, requireOrg(ctx), product(ctx, a.product, 'register'), a),
    update_webhook: (_: unknown, a: { product: string; id: string } & EndpointChange, ctx: Ctx) => {
      const orgId = requireOrg(ctx);
      return changeEndpoint(ctx.services, orgId, product(ctx, a.product, 'update'), a.id, a);
    },
    delete_webhook: (_, a, ctx) =>
      removeEndpoint(ctx.services, requireOrg(ctx), product(ctx, a.product, 'delete'), a.id),
    test_webhook: (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      return sendTestDelivery(ctx.services, orgId, product(ctx, a.product, 'test'), a.id);
    },
    resend_webhook_delivery: (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      return resendDelivery(ctx.services, orgId, product(ctx, a.product, 'test'), a.id, a.delivery_id);
    },
    /** Minting a secret needs what registering needs. */
    rotate_webhook_secret: (
      _: unknown,
      a: { product: string; id: string; overlap_seconds?: number | null },
      ctx: Ctx,
    ) => {
      const orgId = requireOrg(ctx);
      return rotateSecret(ctx.services, orgId, product(ctx, a.product, 'register'), a.id, a.overlap_seconds);
    },
  } satisfies MutationResolvers,
  WebhookEndpoint: {
    __resolveReference: (r: { id: string }, ctx: Ctx) => ctx.loaders.endpoint.load(r.id),
    last_delivery_at: (e) => iso(e.last_delivery_at),
    created_at: (e) => e.created_at.toISOString(),
    recent_deliveries: (e, _, ctx) => ctx.loaders.recentDeliveries.load(e.id),
  } satisfies WebhookEndpointResolvers,
  RegisteredWebhook: {
    created_at: (e) => e.created_at.toISOString(),
  } satisfies RegisteredWebhookResolvers,
  WebhookDelivery: {
    created_at: (d) => d.created_at.toISOString(),
    delivered_at: (d) => iso(d.delivered_at),
    next_attempt_at: (d) => (d.status === 'pending' ? d.next_attempt_at.toISOString() : null),
  } satisfies WebhookDeliveryResolvers,
};
