// Per-request DataLoaders: one statement per kind of thing whatever the page size. Every
// keyed loader is scoped to the caller's organisation (another organisation's id loads as null).
import DataLoader from 'dataloader';
import { AppError, connectionLost, databaseUnavailable } from '../../platform/errors.js';
import { isUuid } from '../../platform/db.js';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import * as store from './store/index.js';
import { refData, type RefData } from './store/reference-data.js';
import { recordDemurrage, todayByZone, type RecordDemurrage } from './decide/demurrage.js';
import type { ArrivalVerdict } from './decide/predicted-arrival.js';
import { recordArrival, type ArrivalEvidence } from './decide/record-arrival.js';
import { arrivalKeyId, arrivalKeyOf, readArrivalEvidence, type ArrivalKey } from './use-cases/predict-arrival.js';

/** A record as the resolvers see it: the stored row, joined data, and its demurrage figures. */
export type RecordRow = store.EnrichedContainerRow & { dem: RecordDemurrage };

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

const laneId = (l: store.LaneKey) => `${l.origin}-${l.destination}`;
const recordLaneId = (r: store.ContainerRow) => `${r.origin_unlocode}-${r.destination_unlocode}`;

/** A failed read is a database error wherever in the answer it happens (DB_ERROR). */
function dbRead<K, V>(fetch: (keys: readonly K[]) => Promise<V[]>, log: Services['log']) {
  return async (keys: readonly K[]): Promise<V[]> => {
    try {
      return await fetch(keys);
    } catch (e) {
      if (e instanceof AppError) throw e;
      if (connectionLost(e)) throw databaseUnavailable();
      log.error({ err: e }, 'ocean read failed');
      throw new AppError('DB_ERROR', 'database error; retry', { status: 500 });
    }
  };
}

export function createLoaders(services: Services, principal: Principal | null) {
  const db = services.db;
  /** One instant per request: every demurrage figure and age in an answer agrees. */
  const now = services.clock.now();
  let refPromise: Promise<RefData> | null = null;
  /** Reference data once loaded in this request: field resolvers then answer synchronously. */
  const state: { refNow: RefData | null } = { refNow: null };
  const ref = (): Promise<RefData> => (refPromise ??= refData(db).then((r) => (state.refNow = r)));
  const todayAt = todayByZone(now);
  const boxes = new DataLoader<string, store.BoxRow[]>(
    dbRead(async (ids) => grouped(await store.boxesByContainerIds(db, ids), (b) => b.container_id, ids), services.log),
  );
  /** Adds each record's demurrage figures from its boxes (one statement for all of them). */
  const withDemurrage = async (rows: store.EnrichedContainerRow[]): Promise<RecordRow[]> => {
    const lists = await boxes.loadMany(rows.map((r) => r.id));
    return rows.map((r, i) => {
      const list = lists[i];
      if (list instanceof Error) throw list;
      return Object.assign(r, { dem: recordDemurrage(list ?? [], todayAt) });
    });
  };
  const container: DataLoader<string, RecordRow | null> = new DataLoader<string, RecordRow | null>(
    dbRead(async (ids) => {
      if (!principal) return ids.map(() => null);
      const valid = ids.filter(isUuid);
      const [rows] = await Promise.all([valid.length ? store.containersByIds(db, principal.orgId, valid) : [], ref()]);
      const byId = new Map((await withDemurrage(rows)).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }, services.log),
  );
  /** The organisation's records on each lane with their demurrage figures (two statements for every lane asked). */
  const laneRecords = new DataLoader<store.LaneKey, RecordRow[], string>(
    dbRead(async (lanes) => {
      if (!principal) return lanes.map(() => []);
      const [rows] = await Promise.all([store.containersOnLanes(db, principal.orgId, lanes), ref()]);
      return grouped(await withDemurrage(rows), recordLaneId, lanes.map(laneId));
    }, services.log),
    { cacheKeyFn: laneId },
  );
  /** Schedules' evidence for each (carrier, destination): two statements for every record in the answer. */
  const arrivalEvidence = new DataLoader<ArrivalKey, ArrivalEvidence, string>(
    dbRead((keys) => readArrivalEvidence(db, keys, now), services.log),
    { cacheKeyFn: arrivalKeyId },
  );
  const verdicts = new WeakMap<store.EnrichedContainerRow, Promise<ArrivalVerdict>>();
  /** The record's predicted arrival, decided once per request (its field and its provenance share it). */
  const arrival = (c: store.EnrichedContainerRow): Promise<ArrivalVerdict> => {
    let v = verdicts.get(c);
    if (!v) {
      v = Promise.all([arrivalEvidence.load(arrivalKeyOf(c)), ref()]).then(([e, r]) => recordArrival(c, c, e, r, now));
      verdicts.set(c, v);
    }
    return v;
  };
  return {
    now,
    state,
    arrival,
    laneRecords,
    ref,
    withDemurrage,
    container,
    boxes,
    events: new DataLoader<string, store.EventRow[]>(
      dbRead(
        async (ids) => grouped(await store.eventsByContainerIds(db, ids), (e) => e.container_id, ids),
        services.log,
      ),
    ),
  };
}
export type OceanLoaders = ReturnType<typeof createLoaders>;
