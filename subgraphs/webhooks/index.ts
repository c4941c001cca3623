// Webhooks: endpoints, outbox and signed delivery, shared by all five products (spec 2.2, 2.3, 6).
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { createDispatcher } from './dispatcher.js';
import { webhookMetrics } from './metrics.js';
import { webhookEnv } from './settings.js';

export const webhooks: SubgraphModule = {
  name: 'webhooks',
  typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)),
  resolvers,
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  settings: webhookEnv,
  metrics: webhookMetrics,
  /** The dispatcher and its sweeper, with the configured settings (services.config.webhooks). */
  startWorkers(services) {
    const dispatcher = createDispatcher(services);
    const started = dispatcher
      .start()
      .catch((err) => services.log.error({ err }, 'webhooks: dispatcher failed to start'));
    return async () => {
      await started;
      await dispatcher.stop();
    };
  },
};
