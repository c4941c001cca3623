// Rates: market rates per lane, the index family, history. See docs/rates.md.
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { withExports } from './exports.js';
import { createLoaders } from './loaders.js';
import { RATES_EVENTS } from './events.js';
import type { Services } from '../../platform/services.js';
import { extendSandboxFeed, seedRates, seedSandbox } from './seed.js';

const FEED_CHECK_MS = 3600_000;

/** The sandbox history's background years, stopped with the workers (`npm start` only). */
let stopBackfill: (() => Promise<void>) | null = null;

export const rates: SubgraphModule = {
  name: 'rates',
  // Analyst export pages (./exports.ts, docs/exports.md) add one query field.
  ...withExports({ typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)), resolvers }),
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  events: RATES_EVENTS,
  seed: seedRates,
  seedDemo: async (services: Services) => {
    stopBackfill = await seedSandbox(services);
  },
  startWorkers: (services) => {
    // In the sandbox the feed publishes daily: an hourly look adds the days since the last one.
    let running: Promise<unknown> | null = null;
    const timer = services.sandbox
      ? setInterval(() => {
          running ??= extendSandboxFeed(services)
            .catch((err) => services.log.warn({ err: (err as Error).message }, 'rates sandbox feed failed'))
            .finally(() => (running = null));
        }, FEED_CHECK_MS)
      : null;
    timer?.unref();
    return async () => {
      if (timer) clearInterval(timer);
      await running;
      await stopBackfill?.();
    };
  },
};
