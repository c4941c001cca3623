// What every subgraph, worker and route is built from: one object, created once per process.
import type { Config } from './config.js';
import type { Db } from './db.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';

export interface Services {
  config: Config;
  db: Db;
  clock: Clock;
  log: Logger;
  /** Sandbox connectors instead of real external feeds (the embedded default and tests). */
  sandbox: boolean;
  /** Every product's webhook event types (the modules' `events`, assembled by the composition root). */
  events: EventCatalogue;
}

/** Product → the event types a customer may subscribe to. */
export type EventCatalogue = Readonly<Record<string, readonly string[]>>;
