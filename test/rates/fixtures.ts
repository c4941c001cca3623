// Hand-made observations for the rates tests: small enough to recompute by hand (docs/rates.md's
// worked example uses the same numbers).
import type { Queryable } from '../../platform/db.js';
import { startSystem, type TestSystem } from '../support/harness.js';
import { lanesFor } from '../../subgraphs/rates/seed.js';
import { recompute } from '../../subgraphs/rates/use-cases/recompute.js';
import * as store from '../../subgraphs/rates/store/index.js';

export const DAY = '2026-11-20';

type Quote = [
  lane: string,
  source: string,
  allIn: number | null,
  currency: string,
  opts?: { from?: string; to?: string; observed?: string; equipment?: string; base?: number },
];

const QUOTES: Quote[] = [
  // CNSHA→NLRTM: MAEU's later quote replaces its earlier one; HLCU's expired the day before.
  ['CNSHA-NLRTM', 'MAEU', 9999, 'USD', { observed: '2026-11-01T00:00:00Z' }],
  ['CNSHA-NLRTM', 'MAEU', 2000, 'USD', { observed: '2026-11-14T00:00:00Z', base: 1500 }],
  ['CNSHA-NLRTM', 'MSCU', 2100, 'USD'],
  ['CNSHA-NLRTM', 'CMDU', 2300, 'USD'],
  ['CNSHA-NLRTM', 'DSV', 2500, 'EUR'], // 2500 EUR at 1.0000 USD (see FX) = 2500 USD
  ['CNSHA-NLRTM', 'HLCU', 100, 'USD', { to: '2026-11-19' }],
  ['CNSHA-NLRTM', 'COSU', null, 'USD'], // an unknown all-in counts for nothing
  // CNYTN→DEHAM: three sources.
  ['CNYTN-DEHAM', 'MAEU', 1800, 'USD'],
  ['CNYTN-DEHAM', 'MSCU', 1900, 'USD'],
  ['CNYTN-DEHAM', 'CMDU', 2000, 'USD'],
  // NLRTM→USNYC: two sources, below the minimum of three.
  ['NLRTM-USNYC', 'MAEU', 1700, 'USD'],
  ['NLRTM-USNYC', 'MSCU', 1750, 'USD'],
];

const FX = [{ currency: 'EUR', day: '2026-11-01', usd_per_unit: 1, source: 'test' }];

/** Loads the quotes and recomputes [from, DAY]; answers the lanes. */
export async function loadFixtures(db: Queryable, now: Date, from = '2026-11-01') {
  await store.upsertExchangeRates(db, FX);
  const lanes = await lanesFor(
    db,
    [...new Set(QUOTES.map((q) => q[0]))].map((k) => k.split('-') as [string, string]),
  );
  await store.insertObservations(
    db,
    QUOTES.map(([lane, source, allIn, currency, o = {}], i) => ({
      lane_id: lanes.get(lane)!.id,
      equipment: o.equipment ?? '42G1',
      rate_type: 'spot',
      source_kind: source.length === 4 && source === source.toUpperCase() ? 'carrier' : 'forwarder',
      source,
      valid_from: o.from ?? '2026-11-15',
      valid_to: o.to ?? '2026-11-30',
      observed_at: o.observed ?? '2026-11-14T00:00:00Z',
      base_amount: o.base ?? null,
      base_currency: o.base ? 'USD' : null,
      surcharges: o.base ? [{ code: 'BAF', amount: 500, currency: 'USD' }] : [],
      all_in_amount: allIn,
      all_in_currency: allIn === null ? null : currency,
      feed: 'test',
      row_key: `fixture:${i}`,
    })),
  );
  await recompute(db, from, DAY, now, { events: true });
  return lanes;
}

/** A system with one organisation entitled to freight rates and its `frm` key, the observations
 *  above loaded unless `fixtures` is false. */
export async function startRatesSystem({ fixtures = true } = {}): Promise<{ sys: TestSystem; key: string }> {
  const sys = await startSystem();
  const key = await (await sys.org({ entitlements: { freight_rates: null } })).key('frm');
  if (fixtures) await loadFixtures(sys.services.db, sys.clock.now());
  return { sys, key };
}
