// Ocean: container tracking. See docs/ocean.md.
import { fileURLToPath } from 'node:url';
import { loadTypeDefs, type SubgraphModule } from '../../platform/subgraph.js';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import { resolvers } from './resolvers.js';
import { createLoaders } from './loaders.js';
import { pollDue } from './workers/poller.js';
import { registerReference } from './service.js';
import { ensureZones, pollLag, pruneOrderHistory } from './store/index.js';
import { sharedRead } from '../../platform/metrics.js';
import { refData } from './store/reference-data.js';
import { SANDBOX_DEMO_REFERENCES } from './connectors/index.js';
import { CURSOR_TTL_HOURS } from './resolvers.js';
import { withLegacy } from './legacy/index.js';
import { withExports } from './exports.js';
import { oceanSettings } from './settings.js';
import { OCEAN_EVENTS } from './events.js';

export { pollDue } from './workers/poller.js';

/**
 * The poller loop: a pass every OCEAN_POLL_INTERVAL_MS (default 15 s), never two passes of one
 * process at once; several processes may run it (records are leased with SKIP LOCKED).
 */
export function startWorkers(
  services: Services,
  intervalMs = services.config.ocean.pollIntervalMs,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let lastPrune = 0;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      const now = services.clock.now();
      await pollDue(services, now);
      if (now.getTime() - lastPrune > 3600_000) {
        lastPrune = now.getTime();
        await pruneOrderHistory(services.db, new Date(now.getTime() - CURSOR_TTL_HOURS * 3600_000));
      }
    })()
      .catch((err) => services.log.error({ err }, 'ocean poller pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/**
 * Sample references for the demo organisation (is_demo: no shipment slot consumed). In the
 * embedded default they are answered by the sandbox network on the real clock, so they move
 * through their lifecycle as time passes; the worker polls them on their cadence.
 */
export async function seedDemo(services: Services, orgId: string): Promise<void> {
  const principal: Principal = {
    orgId,
    plan: 'paid',
    keyId: null,
    keyPrefix: null,
    entitlements: {},
    limits: { window: 120, minute: 360 },
  };
  for (const r of SANDBOX_DEMO_REFERENCES) {
    await registerReference(
      services,
      principal,
      {
        identifier: r.identifier,
        identifierType: r.identifierType,
        carrierCode: r.carrierScac,
        tags: ['demo'],
        isDemo: true,
      },
      'track',
    );
  }
  await pollDue(services, services.clock.now());
}

/** Every start: the ports' time zones get their ids (the demurrage report's per-zone "today"). */
export async function seed(services: Services): Promise<void> {
  await ensureZones(services.db, (await refData(services.db)).zones);
}

export const ocean: SubgraphModule = {
  name: 'ocean',
  // The legacy-compatible tracking surface (./legacy, docs/legacy.md) adds its GraphQL and resolvers.
  // Analyst export pages (./exports.ts, docs/exports.md) add one query field.
  ...withExports(withLegacy(loadTypeDefs(new URL('./schema.graphql', import.meta.url)), resolvers)),
  migrationsDir: fileURLToPath(new URL('./migrations', import.meta.url)),
  createLoaders,
  settings: oceanSettings,
  events: OCEAN_EVENTS,
  seed,
  seedDemo,
  startWorkers: (services) => startWorkers(services),
  /** The poller's lag, read from the records at scrape time (whichever worker process polls them). */
  metrics(services) {
    const read = sharedRead(() => pollLag(services.db, services.clock.now()));
    return [
      {
        name: 'ocean_poll_due',
        help: 'Tracked ocean records due for a carrier poll now',
        read: async () => [{ value: (await read()).due }],
      },
      {
        name: 'ocean_poll_lag_seconds',
        help: 'How long the most overdue ocean record has waited for its poll (0 when none is due)',
        read: async () => [{ value: (await read()).lagSeconds }],
      },
    ];
  },
};
