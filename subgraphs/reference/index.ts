// Reference: carriers, ports, vessels, airports, airlines, lessors, ISO size types — the
// shared entities every product joins to (Carrier, Port, Vessel, Airport, Airline).
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { seedReference } from './seed.js';

export const reference: SubgraphModule = {
  name: 'reference',
  typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)),
  resolvers,
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  seed: (services) => seedReference(services.db),
};
