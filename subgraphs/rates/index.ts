// Rates: market rates per lane, the index family, history (spec 1.4, 4.4). See docs/rates.md.
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { RATES_EVENTS } from './events.js';
import type { Services } from '../../platform/services.js';
import { seedRates, seedSandbox } from './seed.js';

/** The sandbox history's background years, stopped with the workers (`npm start` only). */
let stopBackfill: (() => Promise<void>) | null = null;

export const rates: SubgraphModule = {
  name: 'rates',
  typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)),
  resolvers,
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  events: RATES_EVENTS,
  seed: seedRates,
  seedDemo: async (services: Services) => {
    stopBackfill = await seedSandbox(services);
  },
  startWorkers: () => async () => {
    await stopBackfill?.();
  },
};
