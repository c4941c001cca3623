import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import { endpointsByIds, recentDeliveries, type DeliveryRow, type EndpointRow } from './store/index.js';

/** The recent deliveries an endpoint's detail shows (docs/webhooks.md). */
const RECENT_DELIVERIES = 20;

export function createLoaders(services: Services, principal: Principal | null) {
  return {
    endpoint: new DataLoader<string, EndpointRow | null>(async (ids) => {
      if (!principal) return ids.map(() => null);
      const rows = await endpointsByIds(services.db, principal.orgId, ids);
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
    /** Keyed by endpoint ids the caller already resolved (so already scoped to its organisation). */
    recentDeliveries: new DataLoader<string, DeliveryRow[]>(async (ids) => {
      const rows = await recentDeliveries(services.db, ids, RECENT_DELIVERIES);
      const by = new Map<string, DeliveryRow[]>();
      for (const r of rows) {
        let list = by.get(r.endpoint_id);
        if (!list) by.set(r.endpoint_id, (list = []));
        list.push(r);
      }
      return ids.map((id) => by.get(id) ?? []);
    }),
  };
}
export type WebhooksLoaders = ReturnType<typeof createLoaders>;
