// Air: air waybill tracking and aircraft positions (docs/air.md).
//   use-cases/   track-waybill (cache, answer), refresh-waybill (single-flight airline call),
//                aircraft-positions (by flight number)
//   decide/      pure rules: awb, codes, normalise (messages → waybill record), answer (what a
//                found answer changes, its events), cache, flight-number, feed-warnings
//   store/       its SQL;  settings.ts  Config.air;  demo.ts  the demo organisation's waybills
//   connectors/  the message parsers, FSU-over-HTTP, ONE Record and OpenSky clients, the sandbox
//                airline network and aircraft (sandbox*.ts), the connectors per process (index.ts)
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { airEnv } from './settings.js';
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
