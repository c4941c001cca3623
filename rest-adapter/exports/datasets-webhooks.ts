// Webhook deliveries (docs/exports.md): on each product host, the deliveries to the caller's
// endpoints on that product, with the scope that lists them (as GET /v1/webhooks does). A row
// is a WebhookDelivery: a column that is one of its fields names it and carries its SDL
// description (f); the others are described here (c).
import type { Product } from '../envelopes.js';
import { webhookScope } from '../../platform/access.js';
import { c, f, type Dataset } from './dictionary.js';

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
    f('WebhookDelivery.id', 'text'),
    c('endpoint_id', 'text', 'The endpoint (GET /v1/webhooks/{id}).'),
    c('endpoint_url', 'text', "The endpoint's URL now."),
    c('event_id', 'text', 'The event delivered.'),
    // WebhookDelivery.event_type is never null: an endpoint's recent deliveries leave out those whose event is pruned.
    c('event_type', 'text', "The event's type (ping for a test); null once a finished delivery's event is pruned."),
    f('WebhookDelivery.status', 'text'),
    f('WebhookDelivery.attempt_count', 'int'),
    f('WebhookDelivery.last_status_code', 'int'),
    f('WebhookDelivery.last_error', 'text'),
    f('WebhookDelivery.created_at', 'timestamp'),
    c('last_attempt_at', 'timestamp', 'When it was last attempted.'),
    f('WebhookDelivery.delivered_at', 'timestamp'),
    f('WebhookDelivery.next_attempt_at', 'timestamp'),
    c('updated_at', 'timestamp', 'When it last changed (the export window compares this).'),
  ],
});

export const WEBHOOK_DELIVERIES = (['ocean', 'air', 'schedules', 'rates', 'loading'] as const).map(webhookDeliveries);
