// Loading: load plans (docs/loading.md).
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { withExports } from './exports.js';
import { createLoaders } from './loaders.js';
import { LOADING_EVENTS } from './events.js';
import { loadingConfig } from './settings.js';
import { closePlannerPool } from './workers/planner-pool.js';

export const loading: SubgraphModule = {
  name: 'loading',
  // Analyst export pages (./exports.ts, docs/exports.md) add one query field.
  ...withExports({ typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)), resolvers }),
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  settings: loadingConfig,
  events: LOADING_EVENTS,
  // The planner threads start on the first plan a request makes; stopping the system ends them.
  stop: closePlannerPool,
};
