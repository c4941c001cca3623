// Per-request DataLoaders: one statement per kind of thing whatever the page size. Every
// keyed loader is scoped to the caller's organisation (another organisation's id loads as null).
import DataLoader from 'dataloader';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import * as store from './store.js';
import { refData, type RefData } from './refdata.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function grouped<T>(rows: T[], key: (r: T) => string, keys: readonly string[]): T[][] {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    let list = m.get(k);
    if (!list) m.set(k, (list = []));
    list.push(r);
  }
  return keys.map((k) => m.get(k) ?? []);
}

/** A failed read is a database error wherever in the answer it happens (spec 7.2 DB_ERROR). */
function dbRead<K, V>(fetch: (keys: readonly K[]) => Promise<V[]>, log: Services['log']) {
  return async (keys: readonly K[]): Promise<V[]> => {
    try {
      return await fetch(keys);
    } catch (e) {
      if (e instanceof AppError) throw e;
      log.error({ err: e }, 'ocean read failed');
      throw new AppError('DB_ERROR', 'database error; retry', { status: 500 });
    }
  };
}

export function createLoaders(services: Services, principal: Principal | null) {
  const db = services.db;
  /** One instant per request: every demurrage figure and age in an answer agrees. */
  const now = services.clock.now();
  let ref: Promise<RefData> | null = null;
  return {
    now,
    ref: () => (ref ??= refData(db)),
    container: new DataLoader<string, store.EnrichedContainerRow | null>(dbRead(async (ids) => {
      if (!principal) return ids.map(() => null);
      const valid = ids.filter((id) => UUID.test(id));
      const rows = valid.length ? await store.containersByIds(db, principal.orgId, valid, now) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }, services.log)),
    boxes: new DataLoader<string, store.BoxRow[]>(dbRead(async (ids) => grouped(await store.boxesByContainerIds(db, ids), (b) => b.container_id, ids), services.log)),
    events: new DataLoader<string, store.EventRow[]>(dbRead(async (ids) => grouped(await store.eventsByContainerIds(db, ids), (e) => e.container_id, ids), services.log)),
    laneStats: new DataLoader<string, store.LaneStatsRow | null>(dbRead(async (keys) => {
      const parsed = keys.map((k) => {
        const [carrier, origin, destination] = k.split('|');
        return { carrier: carrier!, origin: origin!, destination: destination! };
      });
      const rows = await store.laneStats(db, parsed);
      const m = new Map(rows.map((r) => [`${r.carrier_scac}|${r.origin}|${r.destination}`, r]));
      return keys.map((k) => m.get(k) ?? null);
    }, services.log)),
  };
}
export type OceanLoaders = ReturnType<typeof createLoaders>;
