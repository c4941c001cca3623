// Price observations by month of valid_from (migration 004; docs/operations.md "Retention by
// partition"): a price valid from a month not created yet lands in the default partition and the
// rates worker's hour creates the months ahead and the month of any price the default took
// (one of three years before), moving each into its month; the same price imported
// again is still one row; the market rates, the observation list and a lane's history read across
// the month boundary exactly as before the move; a day's market rates skip the months after it.
// Observations have no retention: no month is dropped.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { lanesFor } from '../../subgraphs/rates/seed.js';
import { recompute } from '../../subgraphs/rates/use-cases/recompute.js';
import { hourly } from '../../subgraphs/rates/workers/hourly.js';
import * as store from '../../subgraphs/rates/store/index.js';

const sys = useSystem({ org: { entitlements: { freight_rates: null } }, key: 'frm' });
/** Day `day` of the month `add` months after the 14th month past the test clock (none created yet). */
let day: (add: number, d: number) => string;
/** The end of the next month: the recomputation stores days up to then (it stops at its today). */
const asOf = () => new Date(`${day(1, 28)}T12:00:00Z`);
const monthName = (d: string) => `observations_${d.slice(0, 4)}_${d.slice(5, 7)}`;
let laneId: number;

/** Three carriers' prices valid from late in the first month into the next, three others' from the next month. */
const prices = (): store.NewObservation[] =>
  ['MAEU', 'MSCU', 'CMDU'].flatMap((first, i) =>
    [
      [first, day(0, 20 + i), day(1, 10), 2000 + 100 * i],
      [['HLCU', 'ONEY', 'EGLV'][i]!, day(1, 3 + i), day(1, 25), 2300 + 100 * i],
    ].map(([source, from, to, usd]) => ({
      lane_id: laneId,
      equipment: '42G1',
      rate_type: 'spot',
      source_kind: 'carrier',
      source: source as string,
      valid_from: from as string,
      valid_to: to as string,
      observed_at: `${from}T00:00:00Z`,
      base_amount: null,
      base_currency: null,
      surcharges: [],
      all_in_amount: usd as number,
      all_in_currency: 'USD',
      feed: 'test',
      row_key: `months:${source}:${from}`,
    })),
  );

/** Where each observation is (the catalogue, not the API). */
async function partitions(): Promise<string[]> {
  const r = await sys.services.db.query<{ part: string }>(
    `SELECT c.relname AS part FROM rates.observations o JOIN pg_class c ON c.oid = o.tableoid
      WHERE o.lane_id = $1 AND o.feed = 'test' ORDER BY o.valid_from`,
    [laneId],
  );
  return r.rows.map((x) => x.part);
}

/** What the product answers over the boundary: market rates of two days, the list, the stored history. */
async function reads() {
  const db = sys.services.db;
  const history = await http(
    sys.urls.rates,
    `/v1/rates/lanes/CNSHA/NLRTM/history?equipment=42G1&from=${day(0, 18)}&to=${day(1, 28)}`,
    { key: sys.key },
  );
  expect(history.status).toBe(200);
  return {
    before: await store.marketRatesOn(db, day(0, 25), [laneId]),
    across: await store.marketRatesOn(db, day(1, 6), [laneId]),
    list: await store.listObservations(db, {
      ...{ laneId, equipment: null, rateType: null, source: null, beforeId: null, limit: 50 },
      ...{ from: day(0, 1), to: day(1, 28) },
    }),
    history: history.body.data.points,
  };
}

beforeAll(async () => {
  const start = sys.clock.now();
  day = (add, d) =>
    new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 14 + add, d)).toISOString().slice(0, 10);
  laneId = (await lanesFor(sys.services.db, [['CNSHA', 'NLRTM']])).get('CNSHA-NLRTM')!.id;
});

describe('price observations by month', () => {
  it('holds prices of months not created yet in the default partition; the hour creates the months ahead and moves them, the reads unchanged', async () => {
    const db = sys.services.db;
    expect(await store.insertObservations(db, prices())).toMatchObject({ inserted: 6 });
    await recompute(db, day(0, 18), day(1, 28), asOf(), { events: false });
    expect(await partitions()).toEqual(Array(6).fill('observations_default'));
    const unmoved = await reads();
    expect(unmoved.across[0]).toMatchObject({ count: 6, p50: 2250 }); // the first month's three still valid, and the next's
    expect(unmoved.history.length).toBeGreaterThan(30);

    // A price of three years before: the default takes it too, and the hour makes its month.
    const [old] = prices();
    await store.insertObservations(db, [
      { ...old!, valid_from: day(-36, 5), valid_to: day(-36, 20), row_key: 'months:old' },
    ]);

    sys.clock.set(new Date(`${day(0, 27)}T12:00:00Z`));
    const { months } = await hourly(sys.services, { feed: false });
    expect(months).toEqual(expect.arrayContaining([day(-36, 1), day(0, 1), day(1, 1), day(2, 1)].map(monthName)));
    const left = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rates.observations_default');
    expect(left.rows[0]!.n).toBe(0);
    await db.query("DELETE FROM rates.observations WHERE row_key = 'months:old'");
    expect(await partitions()).toEqual([
      ...Array(3).fill(monthName(day(0, 1))),
      ...Array(3).fill(monthName(day(1, 1))),
    ]);
    expect((await hourly(sys.services, { feed: false })).months).toEqual([]); // idempotent

    // The same prices again are the same rows; recomputed, every read is as before the move.
    expect(await store.insertObservations(db, prices())).toMatchObject({ inserted: 0 });
    await recompute(db, day(0, 18), day(1, 28), asOf(), { events: false });
    expect(await reads()).toEqual(unmoved);
  });

  it("reads only the months a day's market rates can count on", async () => {
    const plan = await sys.services.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT * FROM rates.observations WHERE valid_from <= $1::date AND valid_to >= $1::date`,
      [day(0, 25)],
    );
    const scanned = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(scanned).toContain(monthName(day(0, 1)));
    expect(scanned).not.toContain(monthName(day(1, 1)));
    expect(scanned).not.toContain(monthName(day(2, 1)));
  });
});
