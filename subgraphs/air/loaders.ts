// Per-request DataLoaders of the air subgraph: one statement per key list, whatever the number
// of waybills, legs, events or airlines a request touches.
import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import * as store from './store/index.js';
import { airlinesByPrefix, type AirlineRow, type AirportRow } from '../reference/store/index.js';

function grouped<R extends { awb: string }>(fetch: (awbs: readonly string[]) => Promise<R[]>) {
  return new DataLoader<string, R[]>(async (awbs) => {
    const rows = await fetch(awbs);
    const by = new Map<string, R[]>();
    for (const r of rows) {
      const list = by.get(r.awb);
      if (list) list.push(r);
      else by.set(r.awb, [r]);
    }
    return awbs.map((a) => by.get(a) ?? []);
  });
}

export function createLoaders(services: Services, principal: Principal | null) {
  const db = services.db;
  return {
    /** Waybills the caller's organisation tracks (found answers only), by 11 digits. */
    waybill: new DataLoader<string, store.TrackRow | null>(async (awbs) => {
      if (!principal) return awbs.map(() => null);
      const rows = await store.trackedByAwb(db, principal.orgId, awbs);
      const by = new Map(rows.map((r) => [r.awb, r]));
      return awbs.map((a) => by.get(a) ?? null);
    }),
    legs: grouped((awbs) => store.legsByAwb(db, awbs)),
    events: grouped((awbs) => store.eventsByAwb(db, awbs)),
    /** AWB → its airports by IATA code (spec airport objects), one statement for all. */
    stations: new DataLoader<string, Map<string, AirportRow>>(async (awbs) => {
      const rows = await store.airportsOfAwbs(db, awbs);
      const by = new Map<string, Map<string, AirportRow>>(awbs.map((a) => [a, new Map()]));
      for (const r of rows) by.get(r.awb)?.set(r.iata, r);
      return awbs.map((a) => by.get(a)!);
    }),
    airline: new DataLoader<string, AirlineRow | null>(async (prefixes) => {
      const rows = await airlinesByPrefix(db, prefixes);
      const by = new Map(rows.map((r) => [r.prefix, r]));
      return prefixes.map((p) => by.get(p) ?? null);
    }),
  };
}
export type AirLoaders = ReturnType<typeof createLoaders>;
