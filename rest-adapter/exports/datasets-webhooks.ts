// Webhook deliveries (docs/exports.md): on each product host, the deliveries to the caller's
// endpoints on that product, with the scope that lists them (as GET /v1/webhooks does).
import type { Product } from '../envelopes.js';
import { webhookScope } from '../../platform/access.js';
import { c, type Dataset } from './dictionary.js';

const webhookDeliveries = (product: Product): Dataset => ({
  name: 'webhook_deliveries',
  product,
  // The webhooks subgraph's export stream (its webhook_export field's), of this host's product.
  rows: { subgraph: 'webhooks', args: { dataset: 'webhook_deliveries', product } },
  scope: webhookScope(product, 'list'),
  version: 1,
  description:
    "One row per delivery (an event or a test ping to one endpoint) of the caller's webhook endpoints on this host's product, kept as long as GET /v1/webhooks/{id} can show it.",
  changed: 'updated_at: the delivery was queued, attempted, or queued again',
  columns: [
    c('id', 'text', 'Delivery id (the X-…-Delivery header and the body id)'),
    c('endpoint_id', 'text', 'The endpoint (GET /v1/webhooks/{id})'),
    c('endpoint_url', 'text', "The endpoint's URL now"),
    c('event_id', 'text', 'The event delivered'),
    c('event_type', 'text', "The event's type (ping for a test); null once a finished delivery's event is pruned"),
    c('status', 'text', 'pending, delivered or dead'),
    c('attempt_count', 'int', 'Attempts made'),
    c('last_status_code', 'int', "The receiver's HTTP status at the last attempt; null when it gave none"),
    c('last_error', 'text', 'Why the last attempt failed'),
    c('created_at', 'timestamp', 'When the delivery was queued'),
    c('last_attempt_at', 'timestamp', 'When it was last attempted'),
    c('delivered_at', 'timestamp', 'When it was delivered'),
    c('next_attempt_at', 'timestamp', 'When the next attempt is due (pending only)'),
    c('updated_at', 'timestamp', 'When it last changed (the export window compares this)'),
  ],
});

export const WEBHOOK_DELIVERIES = (['ocean', 'air', 'schedules', 'rates', 'loading'] as const).map(webhookDeliveries);
