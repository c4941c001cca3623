// The stored series as they are: a lane's history, the indices on a day (one with its history),
// and exchange rates over a range.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { RawJson } from '../../../platform/raw-json.js';

export type HistorySeries = Parameters<typeof store.laneHistory>[1];

export const laneHistory = (services: Services, q: HistorySeries) => store.laneHistory(services.db, q);

/** The history's points as JSON text the database wrote, passed on as it is (platform/raw-json.ts). */
export const laneHistoryJson = async (services: Services, q: HistorySeries, fields: readonly string[]) =>
  new RawJson(await store.laneHistoryJson(services.db, q, fields));

export const indicesOn = (services: Services, day: string) => store.indicesOn(services.db, null, day);

/** One index on `to`, with its history over [from, to]; null when there is no such index. */
export async function indexWithHistory(services: Services, code: string, from: string, to: string) {
  const [index] = await store.indicesOn(services.db, [code], to);
  if (!index) return null;
  return { ...index, history: await store.indexHistory(services.db, index.code, from, to) };
}

export const exchangeRates = (services: Services, currency: string | null, from: string, to: string) =>
  store.exchangeRates(services.db, currency, from, to);
