// The process's allowance store (docs/schedules.md, Counting), opened on first use and closed by
// the module's stop hook after a last write: SCHEDULES_USAGE_STORE, unset `redis` with REDIS_URL,
// else `memory` when this process serves the system alone, else `postgres` (each call's own
// transaction: several processes without Redis share no memory to admit in).
import type { Services } from '../../../platform/services.js';
import type { Config } from '../../../platform/config.js';
import type { UsageStoreKind } from '../settings.js';
import { perCallStore, type AllowanceStore } from './write-behind.js';
import { MemoryAllowance } from './allowance-memory.js';
import { RedisAllowance } from './allowance-redis.js';

function usageStoreKind(config: Config): UsageStoreKind {
  return config.schedules.usageStore ?? (config.redis ? 'redis' : config.oneProcess ? 'memory' : 'postgres');
}

/** A store of the given kind; a process keeps one (allowance), tests open more to be two processes. */
export function openAllowance(services: Services, kind = usageStoreKind(services.config)): AllowanceStore {
  if (kind === 'memory') return new MemoryAllowance(services);
  if (kind === 'redis') {
    if (!services.config.redis) throw new Error('config: SCHEDULES_USAGE_STORE=redis needs REDIS_URL');
    return new RedisAllowance(services, services.config.redis);
  }
  return perCallStore(services);
}

const stores = new WeakMap<Services, AllowanceStore>();

export function allowance(services: Services): AllowanceStore {
  let store = stores.get(services);
  if (!store) stores.set(services, (store = openAllowance(services)));
  return store;
}

/** Writes what this process's store admitted so far, if it has one open. */
export async function flushAllowance(services: Services): Promise<void> {
  await stores.get(services)?.flush();
}

/** Writes what was admitted and stops (the module's stop hook). */
export async function closeAllowance(services: Services): Promise<void> {
  const store = stores.get(services);
  stores.delete(services);
  await store?.close();
}
