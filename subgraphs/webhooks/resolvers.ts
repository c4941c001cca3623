// Endpoint management (docs/webhooks.md part 2). The REST adapter calls these through the
// gateway with the host's product; every read and write is scoped to the caller's organisation.
import { requireOrg } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import { requireScopes, webhookScope, type WebhookOperation } from '../../platform/access.js';
import { TAGS, type Product } from './decide/products.js';
import { randomUUID } from 'node:crypto';
import { newSecret, sealKey, signingKey, signingKeyOf } from './decide/signing.js';
import { requireSecretKey } from './settings.js';
import {
  deleteEndpoint,
  insertEndpoint,
  listEndpoints,
  queuePing,
  requeueDelivery,
  rotateSigningKey,
  updateEndpoint,
} from './store/index.js';
import type { WebhooksContext } from './context.js';
import type {
  MutationResolvers,
  QueryResolvers,
  RegisteredWebhookResolvers,
  WebhookDeliveryResolvers,
  WebhookEndpointResolvers,
} from './generated/resolvers.js';

type Ctx = WebhooksContext;

const MAX_URL = 2048;
const MAX_DESCRIPTION = 1000;

/** The product named, once the caller holds the scope the operation needs on it (docs/webhooks.md). */
export function product(ctx: Ctx, p: string, op: WebhookOperation): Product {
  if (!(p in ctx.services.events)) throw new AppError('VALIDATION_ERROR', `unknown product "${p}"`);
  requireScopes(ctx.principal, [webhookScope(p as Product, op)], ctx.services.clock.now());
  return p as Product;
}

/** An https URL a delivery can be addressed to, or null. */
function httpsUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('https://') || raw.length > MAX_URL) return null;
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' && u.hostname !== '' ? raw : null;
  } catch {
    return null;
  }
}

/** Unknown names dropped silently, duplicates once, order kept; [] means every event. */
function eventTypes(ctx: Ctx, p: Product, raw: readonly string[] | null | undefined): string[] {
  const known = new Set(ctx.services.events[p]);
  return [...new Set((raw ?? []).filter((t) => known.has(t)))];
}

function description(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  if (raw.length > MAX_DESCRIPTION)
    throw new AppError('VALIDATION_ERROR', `description longer than ${MAX_DESCRIPTION} characters`);
  return raw;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How long the previous secret keeps signing after a rotation unless asked otherwise, and at most (docs/webhooks.md). */
const ROTATION_OVERLAP_DEFAULT_S = 24 * 3600;
const ROTATION_OVERLAP_MAX_S = 7 * 24 * 3600;

function overlapSeconds(raw: number | null | undefined): number {
  const s = raw ?? ROTATION_OVERLAP_DEFAULT_S;
  if (!Number.isInteger(s) || s < 0 || s > ROTATION_OVERLAP_MAX_S)
    throw new AppError('VALIDATION_ERROR', `overlap_seconds must be an integer from 0 to ${ROTATION_OVERLAP_MAX_S}`);
  return s;
}

export const resolvers = {
  Query: {
    webhook_endpoints: (_, a, ctx) => listEndpoints(ctx.services.db, requireOrg(ctx), product(ctx, a.product, 'list')),
    webhook_endpoint: async (_, a, ctx) => {
      requireOrg(ctx);
      const p = product(ctx, a.product, 'detail');
      const e = await ctx.loaders.endpoint.load(a.id);
      return e && e.product === p ? e : null;
    },
  } satisfies QueryResolvers,
  Mutation: {
    register_webhook: async (
      _: unknown,
      a: { product: string; url?: string | null; event_types?: string[] | null; description?: string | null },
      ctx: Ctx,
    ) => {
      const orgId = requireOrg(ctx);
      const p = product(ctx, a.product, 'register');
      const url = httpsUrl(a.url);
      if (!url) throw new AppError('INVALID_URL', 'url is required and must be an https:// URL');
      const secret = newSecret();
      const id = randomUUID();
      const row = await insertEndpoint(ctx.services.db, {
        id,
        orgId,
        product: p,
        url,
        eventTypes: eventTypes(ctx, p, a.event_types),
        description: description(a.description) ?? '',
        signingKey: sealKey(requireSecretKey(ctx.services.config.webhooks), id, signingKeyOf(secret)),
        createdAt: ctx.services.clock.now(),
      });
      return { ...row, secret };
    },
    update_webhook: (
      _: unknown,
      a: {
        product: string;
        id: string;
        url?: string | null;
        event_types?: string[] | null;
        description?: string | null;
        active?: boolean | null;
      },
      ctx: Ctx,
    ) => {
      const orgId = requireOrg(ctx);
      const p = product(ctx, a.product, 'update');
      return updateEndpoint(ctx.services.db, orgId, p, a.id, {
        url: httpsUrl(a.url), // anything but an https URL is ignored, not rejected (docs/webhooks.md)
        eventTypes: a.event_types === undefined || a.event_types === null ? null : eventTypes(ctx, p, a.event_types),
        description: description(a.description),
        active: a.active ?? null,
      });
    },
    delete_webhook: async (_, a, ctx) => {
      await deleteEndpoint(ctx.services.db, requireOrg(ctx), product(ctx, a.product, 'delete'), a.id);
      return { id: a.id, deleted: true };
    },
    test_webhook: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const p = product(ctx, a.product, 'test');
      const r = await queuePing(
        ctx.services.db,
        orgId,
        p,
        a.id,
        ctx.services.clock.now(),
        `Test delivery from ${TAGS[p]} webhooks`,
      );
      return r ? { id: r.id, test_queued: r.queued } : null;
    },
    resend_webhook_delivery: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const p = product(ctx, a.product, 'test');
      const r = await requeueDelivery(ctx.services.db, orgId, p, a.id, a.delivery_id, ctx.services.clock.now());
      return r ? { id: a.delivery_id, endpoint_id: a.id, resend_queued: r.queued } : null;
    },
    /**
     * A new secret; the current one becomes the previous, signing alongside until the overlap
     * ends (the one before it is dropped). Minting a secret needs what registering needs.
     */
    rotate_webhook_secret: async (
      _: unknown,
      a: { product: string; id: string; overlap_seconds?: number | null },
      ctx: Ctx,
    ) => {
      const orgId = requireOrg(ctx);
      const p = product(ctx, a.product, 'register');
      const overlap = overlapSeconds(a.overlap_seconds);
      const key = requireSecretKey(ctx.services.config.webhooks);
      const secret = newSecret();
      const until = overlap > 0 ? new Date(ctx.services.clock.now().getTime() + overlap * 1000) : null;
      const r = await rotateSigningKey(ctx.services.db, orgId, p, a.id, (cur) => {
        const previous = !until
          ? null
          : (cur.signing_key ?? (cur.secret_hash ? sealKey(key, a.id, signingKey(cur.secret_hash)) : null));
        return { signingKey: sealKey(key, a.id, signingKeyOf(secret)), previous, until: previous ? until : null };
      });
      return r ? { id: r.id, secret, previous_secret_expires_at: iso(r.previous_key_until) } : null;
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
