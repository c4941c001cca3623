// The rates REST host: GET-only routes in the spec's envelopes (2.1 {data}, 7.1/7.4 {error}).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { http, type TestSystem } from '../support/harness.js';
import { startRatesSystem, DAY } from './fixtures.js';
import { seriesPoints, wellFormedXml } from './svg.js';

let sys: TestSystem;
let key: string;
beforeAll(async () => ({ sys, key } = await startRatesSystem()));
afterAll(() => sys?.close());

const get = (path: string, k: string | undefined = key) => http(sys.urls.rates, path, { key: k });

describe('rates routes', () => {
  it('search lanes by region, a page at a time', async () => {
    const first = await get('/v1/rates/lanes?region=north%20europe&equipment=42G1&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.ok).toBeUndefined();
    expect(first.body.data.items.map((l: any) => `${l.origin}-${l.destination}`)).toEqual([
      'CNSHA-NLRTM',
      'CNYTN-DEHAM',
    ]);
    expect(first.body.data.has_more).toBe(true);
    const second = await get(
      `/v1/rates/lanes?region=north%20europe&equipment=42G1&limit=2&cursor=${first.body.data.next_cursor}`,
    );
    expect(second.body.data).toMatchObject({ has_more: false, next_cursor: null });
    expect(second.body.data.items.map((l: any) => l.origin)).toEqual(['NLRTM']);
  });

  it("answer a lane's market rate, its history and its index membership", async () => {
    const lane = await get(`/v1/rates/lanes/CNSHA/NLRTM?date=${DAY}`);
    expect(lane.status).toBe(200);
    expect(lane.body.data.market_rate).toMatchObject({ status: 'ok', count: 4, p50: 2200 });
    expect(lane.body.data.indices.map((i: any) => i.code)).toEqual(['GLOBAL', 'ASIA_NEUR']);
    const week = await get(`/v1/rates/lanes/CNSHA/NLRTM/history?from=2026-11-16&to=${DAY}&bucket=week`);
    // The ISO week from Monday the 16th: p50 2100 for four days, 2200 on the 20th.
    expect(week.body.data.points).toEqual([expect.objectContaining({ date: '2026-11-16', days: 5, p50: 2120 })]);
  });

  it("answer a history's points as GraphQL's typed points, byte for byte, by day and by week", async () => {
    const fields = 'date count days p10 p25 p50 p75 p90 mean min max';
    for (const bucket of ['day', 'week']) {
      const range = `from: "2026-11-01", to: "${DAY}", bucket: "${bucket}"`;
      const typed = await http(sys.urls.gateway, '', {
        key,
        method: 'POST',
        body: {
          query: `{ rate_lane_history(origin: "CNSHA", destination: "NLRTM", ${range}) { points { ${fields} } } }`,
        },
      });
      const points = typed.body.data.rate_lane_history.points as unknown[];
      expect(points.length, bucket).toBeGreaterThan(1);
      const rest = await get(`/v1/rates/lanes/CNSHA/NLRTM/history?from=2026-11-01&to=${DAY}&bucket=${bucket}`);
      expect(rest.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // The database wrote these points as JSON text, spliced into the body as it came.
      expect(rest.text).toContain(`"points":${JSON.stringify(points)}`);
    }
  });

  it('list observations newest first with each amount in its currency', async () => {
    const r = await get(`/v1/rates/observations?origin=CNSHA&destination=NLRTM&source=MAEU&from=2026-11-01&to=${DAY}`);
    expect(r.status).toBe(200);
    expect(r.body.data.items[0]).toMatchObject({
      source: 'MAEU',
      base_ocean_freight: { amount: 1500, currency: 'USD' },
      surcharges: [{ code: 'BAF', amount: 500, currency: 'USD' }],
      all_in: { amount: 2000, currency: 'USD' },
      all_in_usd: 2000,
    });
  });

  it('answer the index family and one index with history', async () => {
    const all = await get(`/v1/rates/indices?date=${DAY}`);
    expect(all.body.data.items.find((i: any) => i.code === 'ASIA_NEUR')).toMatchObject({
      value_usd: 2080,
      currency: 'USD',
    });
    const one = await get(`/v1/rates/indices/ASIA_NEUR?from=2026-11-19&to=${DAY}`);
    expect(one.body.data.history).toEqual([
      { date: '2026-11-19', value_usd: 2020 },
      { date: DAY, value_usd: 2080 },
    ]);
  });

  it('draw an index and a lane history as SVG, a point per published value', async () => {
    const index = await get(`/v1/rates/indices/ASIA_NEUR/chart.svg?from=2026-11-01&to=${DAY}`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(wellFormedXml(index.text).root).toBe('svg');
    // Published on the 15th–20th only (no quotes are valid before the 15th).
    const history = await get(`/v1/rates/indices/ASIA_NEUR?from=2026-11-01&to=${DAY}`);
    expect(seriesPoints(index.text)).toHaveLength(history.body.data.history.length);
    expect(history.body.data.history).toHaveLength(6);
    expect(index.text).toContain('Asia – North Europe (ASIA_NEUR)');
    expect(index.text).toContain(`${DAY}: 2,080`);

    const lane = await get(`/v1/rates/lanes/CNSHA/NLRTM/chart.svg?from=2026-11-10&to=${DAY}`);
    expect(lane.status).toBe(200);
    expect(wellFormedXml(lane.text).root).toBe('svg');
    // Days 10–14 have no observations: the line starts on the 15th and has six points.
    expect(seriesPoints(lane.text)).toHaveLength(6);
    expect(lane.text).toContain('CNSHA → NLRTM');

    const unknown = await get('/v1/rates/indices/NOPE/chart.svg');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    const reversed = await get('/v1/rates/lanes/CNSHA/NLRTM/chart.svg?from=2026-11-10&to=2026-11-01');
    expect([reversed.status, reversed.body.error.parameter]).toEqual([400, 'from']);
  });

  it('refuse with the spec codes', async () => {
    const cases: [string, number, string][] = [
      ['/v1/rates/lanes/CNSHA/XXXXX', 400, 'invalid_request'],
      ['/v1/rates/lanes/CNSHA/NLRTM/history?from=2026-11-10&to=2026-11-01', 400, 'invalid_request'],
      ['/v1/rates/observations?from=20261101', 400, 'invalid_request'],
      ['/v1/rates/lanes/CNSHA/BRSSZ', 404, 'not_found'],
      ['/v1/rates/indices/NOPE', 404, 'not_found'],
    ];
    for (const [path, status, code] of cases) {
      const r = await get(path);
      expect([path, r.status, r.body?.error?.code], r.text).toEqual([path, status, code]);
      expect(r.body.error.message).toBeTruthy();
    }
    const bad = await get('/v1/rates/lanes/CNSHA/NLRTM/history?from=2026-11-10&to=2026-11-01');
    expect(bad.body.error.parameter).toBe('from');
    const keyless = await http(sys.urls.rates, '/v1/rates/indices');
    expect([keyless.status, keyless.body.error.code]).toEqual([401, 'missing_key']);
  });

  it('answer 405 method_not_allowed with Allow to anything but GET', async () => {
    const r = await http(sys.urls.rates, '/v1/rates/indices', { key, method: 'POST', body: {} });
    expect(r.status).toBe(405);
    expect(r.body.error.code).toBe('method_not_allowed');
    expect(r.headers.get('allow')).toBe('GET, HEAD');
  });
});
