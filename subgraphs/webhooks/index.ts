// Webhooks: endpoints, outbox and signed delivery, shared by all five products (docs/webhooks.md).
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { withExports } from './exports.js';
import { createLoaders } from './loaders.js';
import { createDispatcher } from './workers/dispatcher.js';
import { webhookMetrics } from './metrics.js';
import { requireSecretKey, webhookEnv } from './settings.js';
import { sealKey, signingKey } from './decide/signing.js';
import { storeSealedKeys, unsealedEndpoints } from './store/index.js';

export const webhooks: SubgraphModule = {
  name: 'webhooks',
  // Analyst export pages (./exports.ts, docs/exports.md) add one query field.
  ...withExports({ typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)), resolvers }),
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  settings: webhookEnv,
  metrics: webhookMetrics,
  /**
   * Runs where the endpoints are served or migrated: seals the keys of endpoints registered
   * before keys were sealed (migration 006), when a secret key is configured. Not under a key
   * made for this run alone: those rows would be lost with it, so they keep signing as before.
   */
  async seed(services) {
    const settings = services.config.webhooks;
    if (!settings.secretKey) return;
    const legacy = await unsealedEndpoints(services.db);
    if (!legacy.length) return;
    if (settings.secretKeyOfRun) {
      services.log.warn(
        { endpoints: legacy.length },
        'webhooks: endpoints with unsealed signing keys are left as they are until WEBHOOK_SECRET_KEY is set',
      );
      return;
    }
    const key = settings.secretKey;
    await storeSealedKeys(
      services.db,
      legacy.map((e) => ({ id: e.id, signing_key: sealKey(key, e.id, signingKey(e.secret_hash)) })),
    );
    services.log.info({ endpoints: legacy.length }, 'webhooks: signing keys sealed');
  },
  /** The dispatcher and its sweeper, with the configured settings; refuses to start without the secret key. */
  startWorkers(services) {
    requireSecretKey(services.config.webhooks);
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
