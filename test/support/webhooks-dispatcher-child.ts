// A dispatcher in its own process, for the crash test: `tsx test/support/webhooks-dispatcher-child.ts
// <databaseUrl> <clockIso> <settingsJson>`. Signals "ready" over IPC, then runs one pass; the
// test kills it with SIGKILL while its attempt is in flight.
import { openDb } from '../../platform/db.js';
import { DrivenClock } from '../../platform/clock.js';
import { logger } from '../../platform/logger.js';
import type { Services } from '../../platform/services.js';
import { eventCatalogue } from '../../platform/subgraph.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { loadConfig } from '../../wiring/config.js';
import { createDispatcher } from '../../subgraphs/webhooks/workers/dispatcher.js';

const [databaseUrl, clockIso, settingsJson] = process.argv.slice(2);
const db = await openDb({ databaseUrl: databaseUrl!, poolMax: 2 });
const services: Services = {
  config: loadConfig({ ...process.env, DATABASE_URL: databaseUrl }),
  db,
  clock: new DrivenClock(clockIso!),
  log: logger,
  sandbox: true,
  events: eventCatalogue(SUBGRAPHS),
};
const dispatcher = createDispatcher(services, JSON.parse(settingsJson!), { random: () => 0.5 });
process.send?.('ready');
const stats = await dispatcher.runOnce();
process.send?.({ stats });
await dispatcher.stop();
await db.close();
