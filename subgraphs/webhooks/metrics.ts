// The delivery backlog for /metrics (platform/metrics.ts), read from the tables at scrape time
// by the process serving the webhooks subgraph: one query for the three figures.
import { sharedRead, type ScrapedMetric } from '../../platform/metrics.js';
import type { Services } from '../../platform/services.js';
import { backlog } from './store/index.js';

export function webhookMetrics(services: Services): ScrapedMetric[] {
  const read = sharedRead(() => backlog(services.db, services.clock.now()));
  return [
    {
      name: 'webhook_deliveries_pending',
      help: 'Webhook deliveries neither delivered nor dead (due now or waiting for a retry)',
      read: async () => [{ value: (await read()).pendingDeliveries }],
    },
    {
      name: 'webhook_oldest_pending_seconds',
      help: 'Age of the oldest pending webhook delivery (0 when none)',
      read: async () => [{ value: (await read()).oldestPendingSeconds }],
    },
    {
      name: 'webhook_outbox_pending',
      help: 'Raised events not yet fanned out to endpoints',
      read: async () => [{ value: (await read()).unfannedEvents }],
    },
  ];
}
