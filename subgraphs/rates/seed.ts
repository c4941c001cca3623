// Every start: the index family's lanes and definitions. `npm start` (seedDemo): the sandbox
// feed's history up to today, once per database.
import type { Services } from '../../platform/services.js';
import type { Queryable } from '../../platform/db.js';
import { portsByUnlocode } from '../reference/store/index.js';
import { AppError } from '../../platform/errors.js';
import * as store from './store/index.js';
import { INDICES, INDEX_BASE_DATE, INDEX_EQUIPMENT, INDEX_LANES, regionOf } from './decide/vocabulary.js';
import { sandboxExchangeRates, sandboxQuotes, SANDBOX_LANES, SANDBOX_START } from './connectors/sandbox.js';
import type { SandboxQuote } from './connectors/types.js';
import { recompute } from './use-cases/recompute.js';

/**
 * The lanes for port pairs (created on first sight, regions from the reference ports), keyed
 * "ORIGIN-DESTINATION". An unknown UN/LOCODE is refused with the codes at fault.
 */
export async function lanesFor(db: Queryable, pairs: readonly [string, string][]): Promise<Map<string, store.LaneRow>> {
  const codes = [...new Set(pairs.flat())];
  const ports = new Map((await portsByUnlocode(db, codes)).map((p) => [p.unlocode, p]));
  const unknown = codes.filter((c) => !ports.has(c));
  if (unknown.length) throw new AppError('VALIDATION_ERROR', `unknown UN/LOCODE: ${unknown.join(', ')}`);
  const rows = await store.ensureLanes(
    db,
    pairs.map(([o, d]) => ({
      origin: o,
      destination: d,
      origin_region: regionOf(ports.get(o)!),
      destination_region: regionOf(ports.get(d)!),
    })),
  );
  return new Map(rows.map((l) => [`${l.origin}-${l.destination}`, l]));
}

export async function seedRates(services: Services): Promise<void> {
  await services.db.tx(async (tx) => {
    const lanes = await lanesFor(tx, INDEX_LANES);
    await store.upsertIndices(
      tx,
      INDICES.map((d, position) => ({
        code: d.code,
        name: d.name,
        description: d.description,
        equipment: INDEX_EQUIPMENT,
        base_date: INDEX_BASE_DATE,
        position,
        components: d.lanes.map(([o, dst, weight]) => ({ lane_id: lanes.get(`${o}-${dst}`)!.id, weight })),
      })),
    );
  });
}

/** Observations from quotes whose lanes exist (the caller made them with lanesFor). */
function toObservations(
  quotes: readonly SandboxQuote[],
  lanes: Map<string, store.LaneRow>,
  feed: string,
): store.NewObservation[] {
  return quotes.map(({ origin, destination, ...q }) => ({
    ...q,
    lane_id: lanes.get(`${origin}-${destination}`)!.id,
    feed,
  }));
}

/**
 * Loads one year of the sandbox feed and recomputes its days (quotes from the May before are
 * included, as the annual contracts and quotes published in late December are still valid; an
 * already-stored quote is skipped, so years may be loaded in any order and again). In short
 * transactions, the days a month at a time (each day's figures are computed from that day's
 * observations alone): on embedded PGlite a statement holds the process's only thread, and a
 * year in one transaction kept every request of `npm start`, even /health, waiting for over a
 * minute on a busy machine.
 */
export async function loadSandboxYear(services: Services, year: number): Promise<void> {
  const today = services.clock.now().toISOString().slice(0, 10);
  const from = `${year}-01-01` < SANDBOX_START ? SANDBOX_START : `${year}-01-01`;
  const to = `${year}-12-31` > today ? today : `${year}-12-31`;
  const quotesFrom = `${year - 1}-05-01` < SANDBOX_START ? SANDBOX_START : `${year - 1}-05-01`;
  const lanes = await services.db.tx(async (tx) => {
    await store.upsertExchangeRates(tx, sandboxExchangeRates(quotesFrom, to));
    return lanesFor(tx, SANDBOX_LANES);
  });
  const quotes = toObservations(sandboxQuotes(quotesFrom, to), lanes, 'sandbox');
  for (let i = 0; i < quotes.length; i += 1000) await store.insertObservations(services.db, quotes.slice(i, i + 1000));
  for (let month = from; month <= to; month = nextMonth(month)) {
    const end = new Date(Date.parse(nextMonth(month)) - 86_400_000).toISOString().slice(0, 10);
    await services.db.tx((tx) => recompute(tx, month, end < to ? end : to, services.clock.now(), { events: false }));
  }
}

/** The first day of the month after the one `day` is in. */
const nextMonth = (day: string): string => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The daily worker's step: the sandbox feed's quotes published since the last stored market day,
 * and those days recomputed with their events (lane_rate_updated, index_refreshed), in one
 * transaction under the feed's lock so that several processes extend it once. A database
 * without market history (not a demo database) is left alone. Answers the days added.
 */
export async function extendSandboxFeed(services: Services): Promise<{ days: number }> {
  const now = services.clock.now();
  const today = now.toISOString().slice(0, 10);
  return services.db.tx(async (tx) => {
    await store.lockMarketFeed(tx);
    const last = await store.lastMarketDay(tx);
    if (last === null || last >= today) return { days: 0 };
    const from = new Date(Date.parse(last) + 86_400_000).toISOString().slice(0, 10);
    await store.upsertExchangeRates(tx, sandboxExchangeRates(from, today));
    const lanes = await lanesFor(tx, SANDBOX_LANES);
    await store.insertObservations(tx, toObservations(sandboxQuotes(from, today), lanes, 'sandbox'));
    return recompute(tx, from, today, now, { events: true });
  });
}

/**
 * `npm start`: the current year of the sandbox feed before the demo starts, then the earlier
 * years back to 2020 in the background, a year per transaction (the whole history takes longer
 * than a start may; RATES_SANDBOX_BACKFILL=0 leaves them out). A database that already has
 * today's market rates is left as is. Answers a stop function for shutdown (it lets the year in
 * progress finish).
 */
export async function seedSandbox(services: Services): Promise<() => Promise<void>> {
  const today = services.clock.now().toISOString().slice(0, 10);
  if ((await store.lastMarketDay(services.db)) === today) return async () => {};
  const year = Number(today.slice(0, 4));
  await loadSandboxYear(services, year);
  if (!services.config.rates.sandboxBackfill) return async () => {};
  let stopped = false;
  const backfill = (async () => {
    for (let y = year - 1; y >= Number(SANDBOX_START.slice(0, 4)) && !stopped; y--) await loadSandboxYear(services, y);
  })().catch((err) => services.log.warn({ err: (err as Error).message }, 'rates sandbox backfill stopped'));
  return async () => {
    stopped = true;
    await backfill;
  };
}
