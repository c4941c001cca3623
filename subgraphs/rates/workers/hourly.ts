// The rates worker's hour: the observations' coming months (store.prepareObservationMonths) and,
// in the sandbox, where the feed publishes daily, the days since the last one.
import type { Services } from '../../../platform/services.js';
import { extendSandboxFeed } from '../seed.js';
import * as store from '../store/index.js';

export async function hourly(services: Services, opts: { feed: boolean }): Promise<{ months: string[] }> {
  const months = await store.prepareObservationMonths(services.db, services.clock.now());
  if (opts.feed) await extendSandboxFeed(services);
  return { months };
}
