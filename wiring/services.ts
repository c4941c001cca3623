// What every process of the system opens first, whatever it serves: its database, migrated and
// seeded, and its operations listener. Apart from runtime.ts so that the processes that serve no
// caller (migrate, a subgraph, the workers: serve.ts) load no gateway and no product host.
import type { Server } from 'node:http';
import type { Config } from '../platform/config.js';
import { dbOptions, openDb, type Db } from '../platform/db.js';
import { migrate, type MigrationSet } from '../platform/migrate.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { logger } from '../platform/logger.js';
import type { Services } from '../platform/services.js';
import { eventCatalogue, type SubgraphModule } from '../platform/subgraph.js';
import { serveMetrics } from '../platform/http.js';
import { readingsRegistry } from '../platform/metrics.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { loadConfig } from './config.js';

export interface ServicesOptions {
  config?: Config;
  clock?: Clock;
  /** Sandbox connectors (default: config.sandbox). */
  sandbox?: boolean;
  subgraphs?: SubgraphModule[];
  /** Run the subgraphs' seed steps (default true; gateway and adapter processes skip them). */
  seed?: boolean;
  /** Subgraphs whose seed step the caller runs itself later (`npm start`: after it answers). */
  deferSeeds?: readonly string[];
  /** An already open database (tests start from a template); default: open from config. */
  db?: Db;
}

export const migrationSets = (subgraphs: SubgraphModule[]): MigrationSet[] =>
  subgraphs.map((s) => ({ name: s.name, dir: s.migrationsDir }));

/** The process's operations listener (METRICS_PORT) with the readings of the modules it serves. */
export const startMetrics = (services: Services, served: SubgraphModule[], sets: MigrationSet[]): Promise<Server> =>
  serveMetrics(
    services,
    sets,
    readingsRegistry(served.flatMap((m) => m.metrics?.(services) ?? [])),
    services.config.ports.metrics,
  );

/** Database open, migrated and seeded. */
export async function prepareServices(opts: ServicesOptions = {}): Promise<Services> {
  const config = opts.config ?? loadConfig();
  const db = opts.db ?? (await openDb(dbOptions(config)));
  const services: Services = {
    config,
    db,
    clock: opts.clock ?? systemClock,
    log: logger,
    sandbox: opts.sandbox ?? config.sandbox,
    // Every product's events, also in a process that serves only some of them.
    events: eventCatalogue(SUBGRAPHS),
  };
  const subgraphs = opts.subgraphs ?? SUBGRAPHS;
  const { applied } = await migrate(db, migrationSets(subgraphs));
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (opts.seed !== false) for (const s of subgraphs) if (!opts.deferSeeds?.includes(s.name)) await s.seed?.(services);
  return services;
}
