// Schedules: sailings, carrier reliability, port congestion (docs/schedules.md).
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import type { Services } from '../../platform/services.js';
import { countedFields, resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { schedulesTick, seedSchedules } from './workers/tick.js';
import { syncScheduleLanes } from './workers/lane-sync.js';
import { DcsaScheduleClient } from './connectors/dcsa.js';
import { schedulesConfig } from './settings.js';
import { SCHEDULES_EVENTS } from './events.js';
import { withExports } from './exports.js';
import { closeAllowance } from './workers/allowance.js';

/** The tick (and, outside the sandbox, the DCSA sync) every SCHEDULES_TICK_SECONDS. */
function startWorkers(services: Services): () => Promise<void> {
  const cfg = services.config.schedules;
  const dcsa =
    !services.sandbox && cfg.dcsa
      ? new DcsaScheduleClient({ baseUrl: cfg.dcsa.url, token: cfg.dcsa.token, carrierScac: cfg.dcsa.carrierScac })
      : null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      if (dcsa && cfg.dcsa) await syncScheduleLanes(services, dcsa, cfg.dcsa.lanes);
      await schedulesTick(services);
    })()
      .catch((err) => services.log.warn({ err: (err as Error).message }, 'schedules tick failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, cfg.tickSeconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

export const schedules: SubgraphModule = {
  name: 'schedules',
  // Analyst export pages and the lanes' records container_lanes joins (./exports.ts, docs/exports.md).
  ...withExports({ typeDefs: loadTypeDefs(new URL('./schema.graphql', import.meta.url)), resolvers, countedFields }),
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  settings: schedulesConfig,
  events: SCHEDULES_EVENTS,
  seed: seedSchedules,
  startWorkers,
  // The calls admitted since the last write reach PostgreSQL before the database closes.
  stop: closeAllowance,
};
