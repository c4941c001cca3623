// The joined export (docs/exports.md, container_lanes): each tracked reference with its lane's
// market rate on its departure day and its carrier's on-time record on the lane equals what the
// supergraph's Lane answers for that lane and day (the README's lane query); the join asks the
// gateway once per page, not per row; another organisation's records never appear; the
// incremental cursor brings exactly the records changed since; a key without rates is refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { exportOf, ndjsonRows, parquetRows } from '../support/exports.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { carrierAnswered } from '../support/factories.js';
import { lanesFor } from '../../subgraphs/rates/seed.js';
import { recompute } from '../../subgraphs/rates/use-cases/recompute.js';
import * as rates from '../../subgraphs/rates/store/index.js';
import { CONTAINER_LANES, joinContainerLanes } from '../../rest-adapter/exports/datasets-lanes.js';

const PAGE_ROWS = 3;
const LANE = ['NLRTM', 'USHOU'] as const;

let token: string;
let family: string;
let serial = 0;
const ours: string[] = [];
let theirs: string;

const get = (path: string, k = token) => exportOf(sys, sys.urls.ocean, k, path);
const gateway = () => sys.urls.gateway.replace(/\/graphql$/, '');

/** A tracked record on a lane, with its carrier and planned departure (as the carrier would answer them). */
async function ship(
  [orgId, key]: readonly [string, string],
  lane: readonly [string, string],
  scac: string,
  departs: string,
  days = 20,
) {
  const added = await http(sys.urls.ocean, '/v1/containers', {
    key,
    method: 'POST',
    body: { identifier: boxNumber('TCNU', 540001 + serial++) },
  });
  expect(added.status).toBe(201);
  const eta = new Date(Date.parse(departs) + days * 86_400_000);
  await carrierAnswered(sys.services.db, orgId, added.body.data.id, sys.clock.now(), {
    record: {
      origin_unlocode: lane[0],
      destination_unlocode: lane[1],
      carrier_scac: scac,
      planned_departure_at: new Date(departs),
      eta,
    },
  });
  return added.body.data.id as string;
}

/** Three quotes on the lane, valid 15-30 November, recomputed into its daily market rates. */
async function priceLane() {
  const db = sys.services.db;
  const lanes = await lanesFor(db, [[LANE[0], LANE[1]]]);
  await rates.insertObservations(
    db,
    [2000, 2200, 2600].map((allIn, i) => ({
      lane_id: lanes.get(LANE.join('-'))!.id,
      equipment: '42G1',
      rate_type: 'spot',
      source_kind: 'carrier',
      source: ['MAEU', 'MSCU', 'CMDU'][i]!,
      valid_from: '2026-11-15',
      valid_to: '2026-11-30',
      observed_at: '2026-11-14T00:00:00Z',
      base_amount: null,
      base_currency: null,
      surcharges: [],
      all_in_amount: allIn,
      all_in_currency: 'USD',
      feed: 'test',
      row_key: `container-lanes:${i}`,
    })),
  );
  await recompute(db, '2026-11-10', '2026-11-21', sys.clock.now(), { events: true });
}

/** The lane as the supergraph answers it to the README's query, for one departure day. */
async function laneOn(day: string) {
  const r = await http(gateway(), '/graphql', {
    key: token,
    method: 'POST',
    body: {
      query: `query($day: String!) { shipping_lanes { origin destination
        market_rate(date: $day, equipment: "42G1") { status count p25 p50 p75 }
        reliability { on_time_pct observations carriers { carrier_code on_time_pct observations rank } } } }`,
      variables: { day },
    },
  });
  expect(r.body.errors, r.text).toBeUndefined();
  return (r.body.data.shipping_lanes as any[]).find((l) => l.origin === LANE[0] && l.destination === LANE[1]);
}

const sys = useSystem({ configOverrides: { exportPageRows: PAGE_ROWS } });
beforeAll(async () => {
  const org = await sys.org({ entitlements: { schedules: null, freight_rates: null } });
  family = await org.key('tmcp');
  const joined = await http(gateway(), '/auth/token', {
    key: family,
    method: 'POST',
    body: { with_keys: [await org.key('frm')] },
  });
  expect(joined.status, joined.text).toBe(200);
  token = joined.body.access_token;
  await priceLane();
  // The carriers observed on the lane (the schedules sandbox's), and one that never sailed it.
  const observed = await http(gateway(), '/graphql', {
    key: token,
    method: 'POST',
    body: {
      query: `{ lane_reliability(origin: "${LANE[0]}", destination: "${LANE[1]}") { carriers { carrier_code } } }`,
    },
  });
  const carriers = observed.body.data.lane_reliability.carriers.map((c: any) => c.carrier_code);
  expect(carriers.length).toBeGreaterThan(0);
  for (const [i, day] of ['2026-11-16', '2026-11-18', '2026-11-19', '2026-11-16', '2026-10-01'].entries())
    ours.push(await ship([org.id, family], LANE, carriers[i % carriers.length], `${day}T08:00:00Z`, 18 + i));
  ours.push(await ship([org.id, family], LANE, 'ZZZZ', '2026-11-18T08:00:00Z'));
  ours.push(await ship([org.id, family], ['SGSIN', 'IDSUB'], carriers[0], '2026-11-17T08:00:00Z', 4));
  const other = await sys.org({ entitlements: { schedules: null } });
  theirs = await ship([other.id, await other.key('tmcp')], LANE, carriers[0], '2026-11-16T08:00:00Z');
});

describe('GET /v1/exports/container_lanes', () => {
  it("each record with its lane's rate on the departure day and its carrier's on-time record, as the Lane answers them", async () => {
    const r = await get('/v1/exports/container_lanes?format=ndjson');
    expect(r.status).toBe(200);
    const rows = ndjsonRows(r.bytes);
    expect(Object.keys(rows[0]!)).toEqual(CONTAINER_LANES.columns.map((c) => c.name));
    expect(rows.map((x) => x.container_id).sort()).toEqual([...ours].sort());
    expect(rows.map((x) => x.container_id)).not.toContain(theirs);
    let priced = 0;
    for (const x of rows.filter((x) => x.origin === LANE[0])) {
      const lane = await laneOn(x.departure_date);
      const carrier = lane.reliability.carriers.find((c: any) => c.carrier_code === x.carrier_code) ?? null;
      expect(x).toMatchObject({
        departure_at: expect.stringMatching(new RegExp(`^${x.departure_date}T08:00:00`)),
        departed: false,
        rate_status: lane.market_rate.status,
        rate_observations: lane.market_rate.count,
        rate_p25_usd: lane.market_rate.p25,
        rate_p50_usd: lane.market_rate.p50,
        rate_p75_usd: lane.market_rate.p75,
        lane_on_time_pct: lane.reliability.on_time_pct,
        lane_observations: lane.reliability.observations,
        carrier_on_time_pct: carrier?.on_time_pct ?? null,
        carrier_observations: carrier?.observations ?? null,
        carrier_rank: carrier?.rank ?? null,
      });
      const transit = (Date.parse(x.arrival_at) - Date.parse(x.departure_at)) / 86_400_000;
      expect(x.transit_days).toBe(Math.round(transit * 10) / 10);
      if (x.rate_p50_usd !== null && carrier?.on_time_pct) {
        priced++;
        expect(x.score).toBe(Math.round((x.rate_p50_usd * x.transit_days) / (carrier.on_time_pct / 100)));
      } else expect(x.score).toBeNull();
    }
    // Priced days have figures; the October departure predates every quote; ZZZZ never sailed it.
    expect(priced).toBeGreaterThanOrEqual(3);
    expect(rows.find((x) => x.departure_date === '2026-10-01')).toMatchObject({
      rate_observations: 0,
      rate_p50_usd: null,
    });
    expect(rows.find((x) => x.carrier_code === 'ZZZZ')).toMatchObject({ carrier_on_time_pct: null, score: null });
  });

  it('asks the gateway one operation per page, whatever its rows', async () => {
    const page = ndjsonRows((await get('/v1/exports/containers?format=ndjson')).bytes);
    const asked: string[] = [];
    const ask = async (query: string, variables: Record<string, unknown>) => {
      asked.push(query);
      const r = await http(gateway(), '/graphql', { key: token, method: 'POST', body: { query, variables } });
      return r.body.data;
    };
    const joined = await joinContainerLanes(page, ask as never);
    expect(asked.length).toBe(1);
    expect(joined.length).toBe(page.length);
    expect(joined.length).toBeGreaterThan(PAGE_ROWS);
  });

  it('Parquet holds the same rows, typed', async () => {
    const [nd, pq] = [
      ndjsonRows((await get('/v1/exports/container_lanes?format=ndjson')).bytes),
      await parquetRows((await get('/v1/exports/container_lanes?format=parquet')).bytes),
    ];
    expect(pq.map((x) => [x.container_id, x.rate_p50_usd, x.score])).toEqual(
      nd.map((x) => [x.container_id, x.rate_p50_usd, x.score]),
    );
    expect(pq[0]!.departure_at).toBeInstanceOf(Date);
    expect(pq[0]!.departure_date).toBeInstanceOf(Date);
  });

  it('incremental: exactly the records changed since the cursor', async () => {
    const full = await get('/v1/exports/container_lanes?format=ndjson');
    const cursor = full.headers.get('x-export-next-since')!;
    sys.clock.advance(1000);
    const patch = await http(sys.urls.ocean, `/v1/containers/${ours[1]}`, {
      key: family,
      method: 'PATCH',
      body: { tags: ['q4-study'] },
    });
    expect(patch.status).toBe(200);
    const since = ndjsonRows((await get(`/v1/exports/container_lanes?format=ndjson&since=${cursor}`)).bytes);
    expect(since.map((x) => x.container_id)).toEqual([ours[1]]);
    expect(since[0]).toEqual({
      ...ndjsonRows(full.bytes).find((x) => x.container_id === ours[1]),
      updated_at: since[0]!.updated_at,
    });
  });

  it('a key without rates (the family key alone) is refused before the first byte, naming what it lacks', async () => {
    const r = await http(sys.urls.ocean, '/v1/exports/container_lanes', { key: family });
    expect(r.status, r.text).toBe(401);
    expect(r.body.error.message, r.text).toContain('rates:read');
  });

  it("the page's DuckDB ranking runs as written on the downloaded file", async () => {
    const page = readFileSync(new URL('../../docs/exports.md', import.meta.url), 'utf8');
    const section = page.slice(page.indexOf('### container_lanes'));
    expect(section).toContain('-o container_lanes.parquet');
    const query = section.match(/```sql\n([\s\S]*?)```/)![1]!;
    const dir = mkdtempSync(join(tmpdir(), 'container-lanes-'));
    const instance = await DuckDBInstance.create(':memory:');
    const duck = await instance.connect();
    try {
      writeFileSync(
        join(dir, 'container_lanes.parquet'),
        (await get('/v1/exports/container_lanes?format=parquet')).bytes,
      );
      await duck.run(`SET file_search_path = '${dir}'`);
      const ranked = (await duck.runAndReadAll(query)).getRowObjectsJson();
      const rows = ndjsonRows((await get('/v1/exports/container_lanes?format=ndjson')).bytes).filter(
        (x) => x.score !== null,
      );
      const median = (xs: number[]) => {
        const s = [...xs].sort((a, b) => a - b);
        const m = s.length >> 1;
        return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
      };
      const groups = new Map<string, Record<string, any>[]>();
      for (const x of rows) {
        const k = [x.origin, x.destination, x.carrier_code].join(' ');
        groups.set(k, [...(groups.get(k) ?? []), x]);
      }
      const expected = [...groups].map(([k, xs]) => ({
        k,
        shipped: xs.length,
        score: median(xs.map((x) => x.score)),
        on_time: xs[0]!.carrier_on_time_pct,
      }));
      expected.sort((a, b) => a.score - b.score || a.k.localeCompare(b.k));
      expect(expected.length).toBeGreaterThan(1);
      expect(
        ranked.map((r) => ({
          k: [r.origin, r.destination, r.carrier_code].join(' '),
          shipped: Number(r.shipped),
          score: Number(r.median_score),
          on_time: Number(r.on_time_pct),
        })),
      ).toEqual(expected);
    } finally {
      duck.closeSync();
      instance.closeSync();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
