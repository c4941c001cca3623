// Per-request loaders: lanes, market rates, equipment and index membership are batched by lane,
// so a page of lanes costs the same few statements whatever its size.
import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import { portsByUnlocode, type PortRow } from '../reference/store/index.js';
import * as store from './store/index.js';

export function createLoaders(services: Services) {
  const db = services.db;
  const today = services.clock.now().toISOString().slice(0, 10);
  const byLane = <T extends { lane_id: number }>(load: (ids: readonly number[]) => Promise<T[]>) =>
    new DataLoader<number, T[]>(async (ids) => {
      const rows = await load(ids);
      return ids.map((id) => rows.filter((r) => r.lane_id === id));
    });
  return {
    today,
    /** Ports of the reference data by UN/LOCODE (the lane ends asked for are checked against them). */
    port: new DataLoader<string, PortRow | null>(async (codes) => {
      const rows = new Map((await portsByUnlocode(db, codes)).map((p) => [p.unlocode, p]));
      return codes.map((c) => rows.get(c) ?? null);
    }),
    /** Lanes by "ORIGIN-DESTINATION". */
    lane: new DataLoader<string, store.LaneRow | null>(async (pairs) => {
      const rows = new Map((await store.lanesByPairs(db, pairs)).map((l) => [`${l.origin}-${l.destination}`, l]));
      return pairs.map((p) => rows.get(p) ?? null);
    }),
    /** A day's market rates of a lane ("DAY|LANE_ID"), computed from the observations: one statement per day asked. */
    market: new DataLoader<string, store.MarketRow[]>(async (keys) => {
      const days = new Map<string, number[]>();
      for (const k of keys) {
        const [day, id] = k.split('|') as [string, string];
        days.set(day, [...(days.get(day) ?? []), Number(id)]);
      }
      const rows = (await Promise.all([...days].map(([day, ids]) => store.marketRatesOn(db, day, ids)))).flat();
      return keys.map((k) => rows.filter((r) => `${r.day}|${r.lane_id}` === k));
    }),
    equipment: byLane((ids) => store.equipmentOfLanes(db, ids)),
    memberships: byLane((ids) => store.indexMemberships(db, ids)),
    /** An index's component lanes, by index code. */
    components: new DataLoader<string, store.ComponentRow[]>(async (codes) => {
      const rows = await store.indexComponents(db, codes);
      return codes.map((c) => rows.filter((r) => r.index_code === c));
    }),
  };
}

export type RatesLoaders = ReturnType<typeof createLoaders>;
