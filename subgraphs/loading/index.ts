// Loading: load plans (spec 1.5, 4.5).
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { LOADING_EVENTS } from './events.js';

export const loading: SubgraphModule = {
  name: 'loading',
  typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)),
  resolvers,
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  events: LOADING_EVENTS,
};
