// The rates subgraph through the gateway: market rates by the counting rule, the minimum count,
// an index recomputed by hand, the Lane entity, and refusals naming their parameter.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { http, type TestSystem } from '../support/harness.js';
import { startRatesSystem, DAY } from './fixtures.js';

let sys: TestSystem;
let key: string;
beforeAll(async () => ({ sys, key } = await startRatesSystem()));
afterAll(() => sys?.close());

const gql = async (query: string, k = key) =>
  (await http(sys.urls.gateway, '', { key: k, method: 'POST', body: { query } })).body;

describe('market rates', () => {
  it('count only observations valid that day, the latest per source, with a known all-in (converted to USD)', async () => {
    const r = await gql(`{ rate_lane(origin: "CNSHA", destination: "NLRTM") {
      origin_region destination_region equipment
      market_rate(date: "${DAY}") { status count p10 p25 p50 p75 p90 mean min max currency } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.rate_lane).toMatchObject({
      origin_region: 'Asia',
      destination_region: 'North Europe',
      equipment: ['42G1'],
    });
    // Counted: MAEU 2000 (not 9999), MSCU 2100, CMDU 2300, DSV 2500 EUR = 2500 USD; HLCU expired, COSU unknown.
    expect(r.data.rate_lane.market_rate).toEqual({
      status: 'ok',
      count: 4,
      currency: 'USD',
      p10: 2030,
      p25: 2075,
      p50: 2200,
      p75: 2350,
      p90: 2440,
      mean: 2225,
      min: 2000,
      max: 2500,
    });
  });

  it('say "insufficient observations" below the minimum count instead of a number', async () => {
    const r = await gql(
      `{ rate_lane(origin: "NLRTM", destination: "USNYC") { market_rate(date: "${DAY}") { status count minimum_count p50 mean } } }`,
    );
    expect(r.data.rate_lane.market_rate).toEqual({
      status: 'insufficient_observations',
      count: 2,
      minimum_count: 3,
      p50: null,
      mean: null,
    });
  });
});

describe('indices', () => {
  it('recompute Asia – North Europe by hand: 0.6 × 2200 + 0.4 × 1900 = 2080; the global composite lacks lanes and is not published', async () => {
    const r = await gql(
      `{ rate_indices(date: "${DAY}") { code date value_usd components { origin destination weight share } } }`,
    );
    const byCode = Object.fromEntries(r.data.rate_indices.map((i: any) => [i.code, i]));
    expect(byCode.ASIA_NEUR).toMatchObject({ date: DAY, value_usd: 2080 });
    expect(byCode.ASIA_NEUR.components).toEqual([
      { origin: 'CNSHA', destination: 'NLRTM', weight: 0.6, share: 0.6 },
      { origin: 'CNYTN', destination: 'DEHAM', weight: 0.4, share: 0.4 },
    ]);
    expect(byCode.GLOBAL).toMatchObject({ date: null, value_usd: null });
    expect(byCode.NEUR_USEC.value_usd).toBeNull();
  });

  it('keep a daily history from the recomputed days', async () => {
    const r = await gql(
      `{ rate_index(code: "asia_neur", from: "2026-11-01", to: "${DAY}") { code history { date value_usd } } }`,
    );
    // Until the 19th HLCU's 100 still counts: CNSHA→NLRTM's p50 is 2100, the index 0.6 × 2100 + 0.4 × 1900.
    expect(r.data.rate_index.history).toEqual([
      ...['15', '16', '17', '18', '19'].map((d) => ({ date: `2026-11-${d}`, value_usd: 2020 })),
      { date: DAY, value_usd: 2080 },
    ]);
  });

  it("answer a lane's history as typed points and as one JSON value alike, key for key", async () => {
    const fields = 'date count days p10 p25 p50 p75 p90 mean min max';
    const r = await gql(`{ rate_lane_history(origin: "CNSHA", destination: "NLRTM", from: "2026-11-01", to: "${DAY}") {
      points { ${fields} } points_json } }`);
    expect(r.errors).toBeUndefined();
    const { points, points_json } = r.data.rate_lane_history;
    expect(points.length).toBeGreaterThan(0);
    expect(points[0].date).toMatch(/^2026-11-\d\d$/);
    // The REST history route answers points_json: the same bytes as the typed selection.
    expect(JSON.stringify(points_json)).toBe(JSON.stringify(points));
    // Beside another subgraph's field (a plan of two fetches, merged by the gateway), the same value.
    const two =
      await gql(`{ rate_lane_history(origin: "CNSHA", destination: "NLRTM", from: "2026-11-01", to: "${DAY}") {
      points_json } carriers { scac } }`);
    expect(two.errors).toBeUndefined();
    expect(two.data.carriers.length).toBeGreaterThan(0);
    expect(JSON.stringify(two.data.rate_lane_history.points_json)).toBe(JSON.stringify(points));
  });
});

describe('refusals', () => {
  it('name the parameter and the reason', async () => {
    const cases: [string, string][] = [
      [`{ rate_lane(origin: "ZZZZZ", destination: "NLRTM") { origin } }`, 'origin: unknown UN/LOCODE ZZZZZ'],
      [
        `{ rate_lane_history(origin: "CNSHA", destination: "NLRTM", from: "2026-02-30") { from } }`,
        'from: must be a calendar date',
      ],
      [
        `{ rate_lane_history(origin: "CNSHA", destination: "NLRTM", from: "2026-11-10", to: "2026-11-01") { from } }`,
        'from: must not be after to',
      ],
      [`{ rate_lanes(equipment: "40HC") { next_cursor } }`, 'equipment: must be one of'],
    ];
    for (const [q, message] of cases) {
      const r = await gql(q);
      expect(r.errors?.[0]?.message, q).toContain(message);
      expect(r.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    }
  });

  it('a key without rates:read is refused', async () => {
    const other = await (await sys.org()).key('tmcp');
    const r = await gql(`{ rate_indices { code } }`, other);
    expect(r.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHORIZED/);
  });
});
