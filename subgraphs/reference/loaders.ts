import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import type { Queryable } from '../../platform/db.js';
import * as store from './store/index.js';

/** A DataLoader that fetches a batch of keys in one statement and returns them in key order. */
function keyedLoader<T>(
  db: Queryable,
  fetch: (db: Queryable, keys: readonly string[]) => Promise<T[]>,
  keyOf: (row: T) => string,
) {
  return new DataLoader<string, T | null>(async (keys) => {
    const rows = await fetch(db, keys);
    const map = new Map(rows.map((r) => [keyOf(r), r]));
    return keys.map((k) => map.get(k) ?? null);
  });
}

export function createLoaders(services: Services) {
  const db = services.db;
  return {
    carrier: keyedLoader(db, store.carriersByScac, (r) => r.scac),
    // A line owns several prefixes: match each requested prefix against the row's list.
    carrierByBic: new DataLoader<string, store.CarrierRow | null>(async (prefixes) => {
      const rows = await store.carriersByBic(db, prefixes);
      return prefixes.map((p) => rows.find((r) => r.bic_prefixes.includes(p)) ?? null);
    }),
    port: keyedLoader(db, store.portsByUnlocode, (r) => r.unlocode),
    vessel: keyedLoader(db, store.vesselsByImo, (r) => r.imo),
    airport: keyedLoader(db, store.airportsByIata, (r) => r.iata),
    airline: keyedLoader(db, store.airlinesByPrefix, (r) => r.prefix),
    lessor: keyedLoader(db, store.lessorsByPrefix, (r) => r.bic_prefix),
    isoSizeType: keyedLoader(db, store.isoSizeTypesByCode, (r) => r.code),
  };
}
export type ReferenceLoaders = ReturnType<typeof createLoaders>;
