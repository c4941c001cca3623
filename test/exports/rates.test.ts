// Analyst exports of the rates host (docs/exports.md): market_rates and index_history equal the
// REST history answers for the same lanes and days, over several pages, in NDJSON and Parquet;
// recomputing the same observations changes nothing an incremental run would fetch, a new
// observation brings exactly the days and index values it moved.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { exportOf, ndjsonRows, parquetRows } from '../support/exports.js';
import { loadFixtures, DAY } from '../rates/fixtures.js';
import { recompute } from '../../subgraphs/rates/use-cases/recompute.js';
import * as store from '../../subgraphs/rates/store/index.js';
import { MARKET_RATES } from '../../rest-adapter/exports/datasets.js';

const PAGE_ROWS = 4;

let key: string;
let lanes: Map<string, { id: number }>;

const get = (path: string, k = key) => exportOf(sys, sys.urls.rates, k, path);
const rest = async (path: string) => (await http(sys.urls.rates, path, { key })).body.data;

const sys = useSystem({ configOverrides: { exportPageRows: PAGE_ROWS } });
beforeAll(async () => {
  key = await (await sys.org({ entitlements: { freight_rates: null } })).key('frm');
  lanes = await loadFixtures(sys.services.db, sys.clock.now());
});

describe('GET /v1/exports/market_rates', () => {
  it('every stored day of every lane, as the lane history answers it by day', async () => {
    const r = await get('/v1/exports/market_rates?format=ndjson');
    expect(r.status).toBe(200);
    const rows = ndjsonRows(r.bytes);
    expect(rows.length).toBeGreaterThan(PAGE_ROWS);
    expect(Object.keys(rows[0]!)).toEqual(MARKET_RATES.columns.map((c) => c.name));
    for (const lane of ['CNSHA-NLRTM', 'CNYTN-DEHAM', 'NLRTM-USNYC']) {
      const [o, d] = lane.split('-');
      const history = await rest(`/v1/rates/lanes/${o}/${d}/history?from=2026-11-01&to=${DAY}&bucket=day`);
      const ours = rows.filter((x) => x.origin === o && x.destination === d).sort((x, y) => (x.day < y.day ? -1 : 1));
      expect(
        ours.map(({ day, count, p10, p25, p50, p75, p90, mean, min, max }) => ({
          date: day,
          count,
          ...{ p10, p25, p50, p75, p90, mean, min, max },
        })),
      ).toEqual(
        history.points.map(({ date, count, p10, p25, p50, p75, p90, mean, min, max }: any) => ({
          date,
          count,
          ...{ p10, p25, p50, p75, p90, mean, min, max },
        })),
      );
      expect(ours.every((x) => x.equipment === '42G1' && x.rate_type === 'spot')).toBe(true);
    }
  });

  it('incremental: the same observations recomputed change nothing; a new one brings the days it moved', async () => {
    const first = await get('/v1/exports/market_rates?format=parquet');
    const since = first.headers.get('x-export-next-since')!;
    const days = await parquetRows(first.bytes);
    expect(days[0]!.day).toBeInstanceOf(Date);
    await recompute(sys.services.db, '2026-11-01', DAY, sys.clock.now(), { events: false });
    expect(ndjsonRows((await get(`/v1/exports/market_rates?format=ndjson&since=${since}`)).bytes)).toEqual([]);
    expect(ndjsonRows((await get(`/v1/exports/index_history?format=ndjson&since=${since}`)).bytes)).toEqual([]);

    await store.insertObservations(sys.services.db, [
      {
        lane_id: lanes.get('CNYTN-DEHAM')!.id,
        equipment: '42G1',
        rate_type: 'spot',
        source_kind: 'carrier',
        source: 'HLCU',
        valid_from: '2026-11-19',
        valid_to: '2026-11-30',
        observed_at: '2026-11-18T00:00:00Z',
        base_amount: null,
        base_currency: null,
        surcharges: [],
        all_in_amount: 2100,
        all_in_currency: 'USD',
        feed: 'test',
        row_key: 'export-test:1',
      },
    ]);
    await recompute(sys.services.db, '2026-11-01', DAY, sys.clock.now(), { events: false });
    const moved = ndjsonRows((await get(`/v1/exports/market_rates?format=ndjson&since=${since}`)).bytes);
    expect(moved.map((x) => [x.origin, x.destination, x.day, x.count])).toEqual([
      ['CNYTN', 'DEHAM', '2026-11-19', 4],
      ['CNYTN', 'DEHAM', '2026-11-20', 4],
    ]);
  });
});

describe('GET /v1/exports/index_history', () => {
  it('every published day of every index, as the index history answers it', async () => {
    const rows = ndjsonRows((await get('/v1/exports/index_history?format=ndjson')).bytes);
    const asia = rows.filter((x) => x.index_code === 'ASIA_NEUR').sort((x, y) => (x.day < y.day ? -1 : 1));
    const index = await rest(`/v1/rates/indices/ASIA_NEUR?from=2026-11-01&to=${DAY}`);
    expect(asia.map((x) => ({ date: x.day, value_usd: x.value_usd }))).toEqual(index.history);
    expect(asia.length).toBeGreaterThan(0);
    expect(asia[0]).toMatchObject({ index_name: index.name, equipment: index.equipment });
  });

  it('a key without the rates product is refused', async () => {
    const r = await http(sys.urls.rates, '/v1/exports/index_history', { key: await (await sys.org()).key('frm') });
    expect(r.status).toBe(403);
  });
});
