// Distributed mode entry point: `tsx wiring/serve.ts <role>` where role is
// migrate | subgraph:<name> | edge | gateway | adapter | workers. docker-compose.yml runs one role
// per container; `migrate` runs once first (migrations and reference seed) and exits. `edge` is
// the gateway and the product hosts in one process (the hosts calling the gateway in process);
// `gateway` and `adapter` are the same two apart, the adapter calling the gateway over HTTP.
// Started by a parent (tests, benchmarks), it reports the ports it bound over IPC, so ports of 0
// (any free one) can be used without a race for them. Every role but migrate also serves its
// metrics and probes on METRICS_PORT (docs/operations.md).
// Each role loads only its own modules (import() below): migrate, a subgraph and the workers no
// gateway and no product host, about half a process's start-up CPU.
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { logger } from '../platform/logger.js';
import { portOf } from '../platform/http.js';
import { loadConfig } from './config.js';

/** How to stop a role, the ports it listens on (by name), and its operations listener. */
interface Started {
  stop(): Promise<void>;
  ports: Record<string, number>;
  metrics: Server;
}

const role = process.argv[2] ?? '';

/** A role's listeners, reported by name with the ports they got. */
const serving = (s: { servers: Record<string, Server>; metrics: Server; stop(): Promise<void> }): Started => ({
  stop: s.stop,
  ports: Object.fromEntries(Object.entries(s.servers).map(([name, server]) => [name, portOf(server)])),
  metrics: s.metrics,
});

async function main(): Promise<Started> {
  if (role === 'migrate') {
    const { prepareServices } = await import('./services.js');
    const services = await prepareServices();
    await services.db.close();
    logger.info('migrated and seeded');
    process.exit(0);
  }
  if (role.startsWith('subgraph:')) {
    const name = role.slice('subgraph:'.length);
    const [{ SUBGRAPHS }, { serveSubgraph }] = await Promise.all([
      import('../subgraphs/index.js'),
      import('./distributed-backend.js'),
    ]);
    const config = loadConfig();
    const index = SUBGRAPHS.findIndex((s) => s.name === name);
    const port = config.port ?? config.ports.subgraphBase + Math.max(index, 0);
    const { server, metrics, services, db } = await serveSubgraph(name, port);
    logger.info({ role, port: portOf(server) }, 'subgraph listening');
    return {
      stop: async () => {
        server.close();
        metrics.close();
        await SUBGRAPHS[index]!.stop?.(services);
        await db.close();
      },
      ports: { [name]: portOf(server) },
      metrics,
    };
  }
  if (role === 'workers') {
    const { serveWorkers } = await import('./distributed-backend.js');
    return { ...(await serveWorkers()), ports: {} };
  }
  if (!['gateway', 'edge', 'adapter'].includes(role)) {
    throw new Error(`usage: serve.ts migrate|subgraph:<name>|edge|gateway|adapter|workers (got "${role}")`);
  }
  const { serveEdge, serveGateway, serveAdapter } = await import('./distributed.js');
  if (role === 'gateway') {
    // `--supergraph <file>` (or SUPERGRAPH_FILE): any supergraph, instead of ours (docs/operations.md).
    const at = process.argv.indexOf('--supergraph');
    const file = at > 0 ? process.argv[at + 1] : process.env.SUPERGRAPH_FILE;
    if (at > 0 && !file) throw new Error('--supergraph needs a file');
    return serving(await serveGateway(file ? readFileSync(file, 'utf8') : undefined));
  }
  if (role === 'edge') return serving(await serveEdge());
  return serving(await serveAdapter());
}

main().then(
  ({ stop, ports, metrics }) => {
    const shutdown = () => void stop().finally(() => process.exit(0));
    process.on('SIGTERM', shutdown);
    process.on('SIGINT', shutdown);
    process.send?.({ ready: true, ports, metricsPort: portOf(metrics) });
    logger.info({ role, ports, metricsPort: portOf(metrics) }, 'ready');
  },
  (err) => {
    logger.fatal({ err: err.message }, 'start-up failed');
    console.error(err.message);
    process.exit(1);
  },
);
