// Rates: market rates per lane, the index family, history. See docs/rates.md.
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { withExports } from './exports.js';
import { createLoaders } from './loaders.js';
import { RATES_EVENTS } from './events.js';
import type { Services } from '../../platform/services.js';
import { seedRates, seedSandbox } from './seed.js';
import { hourly } from './workers/hourly.js';
import { ratesSettings } from './settings.js';

const HOUR_MS = 3600_000;

/** The sandbox history's background years, stopped with the workers (`npm start` only). */
let stopBackfill: (() => Promise<void>) | null = null;

export const rates: SubgraphModule = {
  name: 'rates',
  settings: ratesSettings,
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
    // Hourly (./workers/hourly.ts), and once at the start without the sandbox feed's days.
    let running: Promise<unknown> | null = null;
    const run = (feed: boolean) => {
      running ??= hourly(services, { feed })
        .catch((err) => services.log.warn({ err: (err as Error).message }, 'rates hourly work failed'))
        .finally(() => (running = null));
    };
    const timer = setInterval(() => run(services.sandbox), HOUR_MS);
    timer.unref();
    run(false);
    return async () => {
      clearInterval(timer);
      await running;
      await stopBackfill?.();
    };
  },
};
