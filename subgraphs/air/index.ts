// Air: air waybill tracking and aircraft positions (docs/air.md).
//   awb.ts        AWB parsing and check digit          track.ts      cache, single-flight, events
//   normalise.ts  Cargo-IMP messages → waybill record  codes.ts      status codes and lifecycle
//   positions.ts  aircraft by flight number            runtime.ts    connectors per process
//   connectors/   FSU parser, sandbox network, FSU-over-HTTP client, OpenSky client, sandbox aircraft
//   demo.ts       the demo organisation's waybills
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { airEnv } from './runtime.js';
import { AIR_EVENTS } from './events.js';
import { seedDemo } from './demo.js';

export const air: SubgraphModule = {
  name: 'air',
  typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)),
  resolvers,
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  settings: airEnv,
  events: AIR_EVENTS,
  seedDemo,
};
