// Changing a registered endpoint: its URL, event types, description or state; its removal; a test
// delivery; a delivery sent again. Each is one statement of the store, scoped to the caller.
import type { Services } from '../../../platform/services.js';
import { description, eventTypes, httpsUrl } from '../decide/endpoint-input.js';
import { TAGS, type Product } from '../decide/products.js';
import { deleteEndpoint, listEndpoints, queuePing, requeueDelivery, updateEndpoint } from '../store/index.js';

export interface EndpointChange {
  url?: string | null;
  event_types?: string[] | null;
  description?: string | null;
  active?: boolean | null;
}

export const listEndpointsOf = (services: Services, orgId: string, p: Product) => listEndpoints(services.db, orgId, p);

export function changeEndpoint(services: Services, orgId: string, p: Product, id: string, a: EndpointChange) {
  return updateEndpoint(services.db, orgId, p, id, {
    url: httpsUrl(a.url), // anything but an https URL is ignored, not rejected (docs/webhooks.md)
    eventTypes:
      a.event_types === undefined || a.event_types === null
        ? null
        : eventTypes(services.events[p] ?? [], a.event_types),
    description: description(a.description),
    active: a.active ?? null,
  });
}

export async function removeEndpoint(services: Services, orgId: string, p: Product, id: string) {
  await deleteEndpoint(services.db, orgId, p, id);
  return { id, deleted: true };
}

export async function sendTestDelivery(services: Services, orgId: string, p: Product, id: string) {
  const r = await queuePing(services.db, orgId, p, id, services.clock.now(), `Test delivery from ${TAGS[p]} webhooks`);
  return r ? { id: r.id, test_queued: r.queued } : null;
}

export async function resendDelivery(services: Services, orgId: string, p: Product, id: string, deliveryId: string) {
  const r = await requeueDelivery(services.db, orgId, p, id, deliveryId, services.clock.now());
  return r ? { id: deliveryId, endpoint_id: id, resend_queued: r.queued } : null;
}
