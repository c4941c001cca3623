// Ocean: container tracking. See docs/ocean.md.
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { startPoller } from './workers/poller.js';
import { pollLag } from './store/index.js';
import { sharedRead } from '../../platform/metrics.js';
import { seed } from './seed.js';
import { seedDemo } from './demo.js';
import { withLegacy } from './legacy/index.js';
import { withExports } from './exports.js';
import { oceanSettings } from './settings.js';
import { OCEAN_EVENTS } from './events.js';

export { pollDue } from './workers/poller.js';

export const ocean: SubgraphModule = {
  name: 'ocean',
  // The legacy-compatible tracking surface (./legacy, docs/legacy.md) adds its GraphQL and resolvers.
  // Analyst export pages (./exports.ts, docs/exports.md) add one query field.
  ...withExports(withLegacy(loadTypeDefs(new URL('./schema.graphql', import.meta.url)), resolvers)),
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  settings: oceanSettings,
  events: OCEAN_EVENTS,
  seed,
  seedDemo,
  startWorkers: (services) => startPoller(services),
  /** The poller's lag, read from the records at scrape time (whichever worker process polls them). */
  metrics(services) {
    const read = sharedRead(() => pollLag(services.db, services.clock.now()));
    return [
      {
        name: 'ocean_poll_due',
        help: 'Tracked ocean records due for a carrier poll now',
        read: async () => [{ value: (await read()).due }],
      },
      {
        name: 'ocean_poll_lag_seconds',
        help: 'How long the most overdue ocean record has waited for its poll (0 when none is due)',
        read: async () => [{ value: (await read()).lagSeconds }],
      },
    ];
  },
};
