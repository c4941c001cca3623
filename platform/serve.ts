// Distributed mode entry point: `tsx platform/serve.ts <role>` where role is
// migrate | subgraph:<name> | gateway | adapter | workers. docker-compose.yml runs one role
// per container; `migrate` runs once first (migrations and reference seed) and exits.
import { loadConfig } from './config.js';
import { logger } from './logger.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { serveSubgraph, serveGateway, serveAdapter, serveWorkers, prepareServices } from './runtime.js';

const role = process.argv[2] ?? '';

async function main(): Promise<() => Promise<void>> {
  if (role === 'migrate') {
    const services = await prepareServices();
    await services.db.close();
    logger.info('migrated and seeded');
    process.exit(0);
  }
  if (role.startsWith('subgraph:')) {
    const name = role.slice('subgraph:'.length);
    const config = loadConfig();
    const index = SUBGRAPHS.findIndex((s) => s.name === name);
    const port = config.port ?? config.ports.subgraphBase + Math.max(index, 0);
    const { server, db } = await serveSubgraph(name, port);
    logger.info({ role, port }, 'subgraph listening');
    return async () => { server.close(); await db.close(); };
  }
  if (role === 'gateway') {
    const g = await serveGateway();
    logger.info({ role }, 'gateway listening');
    return g.stop;
  }
  if (role === 'adapter') return (await serveAdapter()).stop;
  if (role === 'workers') return (await serveWorkers()).stop;
  throw new Error(`usage: serve.ts migrate|subgraph:<name>|gateway|adapter|workers (got "${role}")`);
}

main().then(
  (stop) => {
    const shutdown = () => void stop().finally(() => process.exit(0));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
    process.send?.('ready');
    logger.info({ role }, 'ready');
  },
  (err) => {
    logger.fatal({ err: err.message }, 'start-up failed');
    console.error(err.message);
    process.exit(1);
  },
);
