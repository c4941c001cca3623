// Per-request loaders: batched entity lookups (Carrier, Port) and once-per-request values
// (the access check, the league) and the request's call meter, so SQL statements per request stay constant.
import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import {
  carrierStats,
  carrierMonthlyStats,
  latestCongestion,
  upcomingSailingCounts,
  type CarrierStatsRow,
  type CongestionRow,
  routesOnLanes,
  statsOnLanes,
  type LaneKey,
  type LaneRouteRow,
  carrierReliability,
  portCongestion,
  type CarrierReliabilityRow,
  type PortCongestionRow,
  laneArrivalReplays,
} from './store/index.js';
import { carrierName } from './store/reference-lists.js';
import type { UsageSnapshot } from './decide/allowance.js';
import { readAccess } from './use-cases/read-access.js';
import {
  CONGESTION_MAX_AGE_HOURS,
  ON_TIME_TOLERANCE_HOURS,
  PREDICTION_HISTORY_DAYS,
  PREDICTION_HORIZON_DAYS,
  RELIABILITY_WINDOW_DAYS,
} from './decide/rules.js';
import { buildLeague, monthlySeries, type League, type ReliabilityMonth } from './decide/reliability.js';
import { lanePredictionError, type LanePredictionError } from './decide/prediction-error.js';

/**
 * One request's counted calls. Data fields run through `run`; schedules_usage reads the counters
 * through `after`, so an operation that asks for both shows the usage after its own call (one
 * operation per REST request or tool call). GraphQL starts every root field of a query before
 * any of them resumes from an await, so once schedules_usage has awaited anything, every data
 * field of its operation has registered here.
 */
class CallMeter {
  private counts: Promise<UsageSnapshot | null>[] = [];

  async run<R>(field: () => Promise<{ result: R; usage: UsageSnapshot | null }>): Promise<R> {
    const answer = field();
    this.counts.push(
      answer.then(
        (a) => a.usage,
        () => null,
      ),
    );
    return (await answer).result;
  }

  /** The counters after every count of this request; `read` (not counted) when none was. */
  async after(read: UsageSnapshot): Promise<UsageSnapshot> {
    const counted = (await Promise.all(this.counts)).filter((s): s is UsageSnapshot => s !== null);
    return counted.reduce((latest, s) => (s.month.used > latest.month.used ? s : latest), counted[0] ?? read);
  }
}

/** A lane's routes in a departure window: the key of the laneRoutes loader. */
export type LaneWindow = LaneKey & { from: Date; to: Date };
const laneId = (l: LaneKey) => `${l.origin}-${l.destination}`;
const windowOf = (w: LaneWindow) => `${w.from.getTime()}/${w.to.getTime()}`;
const laneWindowId = (w: LaneWindow) => `${laneId(w)}@${windowOf(w)}`;
/** A lane table's carriers (null: all): the key of the lanePredictions loader. */
type LaneCarriers = LaneKey & { scacs: readonly string[] | null };
const carriersOf = (l: LaneCarriers) => l.scacs?.join(',') ?? '';
const laneCarriersId = (l: LaneCarriers) => `${laneId(l)}@${carriersOf(l)}`;

/** Rows grouped by a key, each group in the rows' order: one pass, however many keys. */
function groupBy<T, K>(rows: Iterable<T>, key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => (p ??= fn());
}

function lanePredictionsLoader(db: Services['db'], window: { from: Date; to: Date }) {
  return new DataLoader<LaneCarriers, LanePredictionError, string>(
    async (keys) => {
      const found = new Map<string, LanePredictionError>();
      for (const lanes of groupBy(keys, carriersOf).values()) {
        const days = { horizon: PREDICTION_HORIZON_DAYS, history: PREDICTION_HISTORY_DAYS };
        const rows = await laneArrivalReplays(db, lanes, lanes[0]!.scacs, window, days);
        const byLane = groupBy(rows, laneId);
        for (const l of lanes) found.set(laneCarriersId(l), lanePredictionError(byLane.get(laneId(l)) ?? []));
      }
      return keys.map((k) => found.get(laneCarriersId(k))!);
    },
    { cacheKeyFn: laneCarriersId },
  );
}

export function createLoaders(services: Services, principal: Principal | null) {
  const db = services.db;
  const now = services.clock.now();
  const windowFrom = new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * 86_400_000);
  const tolerance = ON_TIME_TOLERANCE_HOURS * 60;
  return {
    now,
    windowFrom,
    /** Entitlement and counters of the caller; null for keyless calls. */
    access: once<UsageSnapshot | null>(() => (principal ? readAccess(services, principal) : Promise.resolve(null))),
    /** The calls this request counted (use-cases/count-call.ts). */
    meter: new CallMeter(),
    league: once<League>(async () =>
      buildLeague(await carrierStats(db, null, windowFrom, now, tolerance), carrierName),
    ),
    upcomingSailings: new DataLoader<string, number>(async (scacs) => {
      const counts = await upcomingSailingCounts(db, scacs, now);
      return scacs.map((s) => counts.get(s) ?? 0);
    }),
    carrierStats: new DataLoader<string, CarrierStatsRow | null>(async (scacs) => {
      const rows = new Map((await carrierStats(db, scacs, windowFrom, now, tolerance)).map((r) => [r.carrier_scac, r]));
      return scacs.map((s) => rows.get(s) ?? null);
    }),
    /** Each carrier's on-time share per month of the reliability window (LeagueEntry.monthly). */
    monthly: new DataLoader<string, ReliabilityMonth[]>(async (scacs) => {
      const rows = groupBy(await carrierMonthlyStats(db, scacs, windowFrom, now, tolerance), (r) => r.carrier_scac);
      return scacs.map((s) => monthlySeries(rows.get(s) ?? [], windowFrom, now));
    }),
    congestion: new DataLoader<string, CongestionRow | null>(async (ports) => {
      const rows = new Map(
        (await latestCongestion(db, ports, now, CONGESTION_MAX_AGE_HOURS)).map((r) => [r.unlocode, r]),
      );
      return ports.map((p) => rows.get(p) ?? null);
    }),
    /** The read models (migration 004): figures and league rank as of the last tick, for entity lookups. */
    carrierReadModel: new DataLoader<string, CarrierReliabilityRow | null>(async (scacs) => {
      const rows = new Map((await carrierReliability(db, scacs)).map((r) => [r.carrier_scac, r]));
      return scacs.map((s) => rows.get(s) ?? null);
    }),
    portReadModel: new DataLoader<string, PortCongestionRow | null>(async (ports) => {
      const rows = new Map(
        (await portCongestion(db, ports, now, CONGESTION_MAX_AGE_HOURS)).map((r) => [r.unlocode, r]),
      );
      return ports.map((p) => rows.get(p) ?? null);
    }),
    /** Every route of each lane in a window: one statement per window asked (one, in practice). */
    laneRoutes: new DataLoader<LaneWindow, LaneRouteRow[], string>(
      async (keys) => {
        const found = new Map<string, LaneRouteRow[]>();
        for (const lanes of groupBy(keys, windowOf).values()) {
          const { from, to } = lanes[0]!;
          const routes = groupBy(await routesOnLanes(db, lanes, from, to), (r) => laneWindowId({ ...r, from, to }));
          for (const [id, rows] of routes) found.set(id, rows);
        }
        return keys.map((k) => found.get(laneWindowId(k)) ?? []);
      },
      { cacheKeyFn: laneWindowId },
    ),
    /** Observed arrivals per carrier on each lane over the reliability window. */
    laneStats: new DataLoader<LaneKey, CarrierStatsRow[], string>(
      async (lanes) => {
        const found = groupBy(await statsOnLanes(db, lanes, windowFrom, now, tolerance), laneId);
        return lanes.map((l) => found.get(laneId(l)) ?? []);
      },
      { cacheKeyFn: laneId },
    ),
    /** Each lane's prediction error over the reliability window: one statement per carrier list asked. */
    lanePredictions: lanePredictionsLoader(db, { from: windowFrom, to: now }),
  };
}
export type SchedulesLoaders = ReturnType<typeof createLoaders>;
