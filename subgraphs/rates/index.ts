// Rates: freight rates per lane (spec 1.4, 4.4).
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';

export const rates: SubgraphModule = {
  name: 'rates',
  typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)),
  resolvers,
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
};
