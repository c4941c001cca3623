// Per-request loaders: batched entity lookups (Carrier, Port) and once-per-request values
// (the access check, the league) and the request's call meter, so SQL statements per request stay constant.
import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import {
  carrierStats,
  latestCongestion,
  upcomingSailingCounts,
  type CarrierStatsRow,
  type CongestionRow,
} from './store/index.js';
import { CallMeter, readAccess, type UsageSnapshot } from './usage.js';
import { CONGESTION_MAX_AGE_HOURS, ON_TIME_TOLERANCE_HOURS, RELIABILITY_WINDOW_DAYS } from './rules.js';
import { buildLeague, type League } from './reliability.js';

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => (p ??= fn());
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
    /** The calls this request counted (usage.ts). */
    meter: new CallMeter(),
    league: once<League>(async () => buildLeague(await carrierStats(db, null, windowFrom, now, tolerance))),
    upcomingSailings: new DataLoader<string, number>(async (scacs) => {
      const counts = await upcomingSailingCounts(db, scacs, now);
      return scacs.map((s) => counts.get(s) ?? 0);
    }),
    carrierStats: new DataLoader<string, CarrierStatsRow | null>(async (scacs) => {
      const rows = new Map((await carrierStats(db, scacs, windowFrom, now, tolerance)).map((r) => [r.carrier_scac, r]));
      return scacs.map((s) => rows.get(s) ?? null);
    }),
    congestion: new DataLoader<string, CongestionRow | null>(async (ports) => {
      const rows = new Map(
        (await latestCongestion(db, ports, now, CONGESTION_MAX_AGE_HOURS)).map((r) => [r.unlocode, r]),
      );
      return ports.map((p) => rows.get(p) ?? null);
    }),
  };
}
export type SchedulesLoaders = ReturnType<typeof createLoaders>;
