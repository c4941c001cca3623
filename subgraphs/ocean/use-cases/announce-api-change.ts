// api_change_announced (`npm run ocean -- announce`): raised for every organisation tracking
// containers, in one transaction.
import type { Services } from '../../../platform/services.js';
import { raiseEvent } from '../../webhooks/outbox.js';
import * as store from '../store/index.js';

/** The number of organisations told. */
export async function announceApiChange(
  services: Services,
  notice: { message: string; api_version: string; effective_at: string | null },
): Promise<number> {
  const now = services.clock.now();
  return services.db.tx(async (tx) => {
    const orgs = await store.orgsWithContainers(tx);
    for (const orgId of orgs) {
      await raiseEvent(tx, {
        product: 'ocean',
        orgId,
        type: 'api_change_announced',
        data: { ...notice, announced_at: now.toISOString() },
        occurredAt: now,
      });
    }
    return orgs.length;
  });
}
