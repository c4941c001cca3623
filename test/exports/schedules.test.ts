// Analyst exports of the schedules host (docs/exports.md): the sailings and the observed arrivals
// on the lanes the organisation ships on (its tracked records' port pairs, as ocean's
// shipping_lanes answers them) equal the schedule search's direct routes and the lane's
// reliability figures; an incremental run holds exactly the arrivals observed since, and a lane
// newly shipped on brings its whole history; another organisation's lanes never appear.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { exportOf, ndjsonRows, parquetRows } from '../support/exports.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { carrierAnswered } from '../support/factories.js';
import { observeDueArrivals } from '../../subgraphs/schedules/store/index.js';
import { RELIABILITY_WINDOW_DAYS } from '../../subgraphs/schedules/decide/rules.js';
import { RELIABILITY_OBSERVATIONS, SAILINGS } from '../../rest-adapter/exports/datasets.js';

const PAGE_ROWS = 40;

let family: string;
let familyOrg: string;
let serial = 0;

const get = (path: string, k = family) => exportOf(sys, sys.urls.schedules, k, path);
const lanesOf = (rows: Record<string, any>[]) => [...new Set(rows.map((r) => `${r.origin}-${r.destination}`))].sort();
const instant = (v: string | null) => (v === null ? null : new Date(v).toISOString());

/** A tracked record of the organisation on a lane (the ports the carrier answered). */
async function ship([orgId, key]: readonly [string, string], origin: string, destination: string) {
  const added = await http(sys.urls.ocean, '/v1/containers', {
    key,
    method: 'POST',
    body: { identifier: boxNumber('TCNU', 530001 + serial++) },
  });
  expect(added.status).toBe(201);
  await carrierAnswered(sys.services.db, orgId, added.body.data.id, sys.clock.now(), {
    record: { origin_unlocode: origin, destination_unlocode: destination },
  });
}

const sys = useSystem({ configOverrides: { exportPageRows: PAGE_ROWS } });
beforeAll(async () => {
  const org = await sys.org({ entitlements: { schedules: null } });
  family = await org.key('tmcp');
  familyOrg = org.id;
  await ship([familyOrg, family], 'NLRTM', 'USHOU');
  await ship([familyOrg, family], 'NLRTM', 'USHOU');
  await ship([familyOrg, family], 'SGSIN', 'IDSUB');
  // Another organisation ships elsewhere: its lane is not ours.
  const other = await sys.org({ entitlements: { schedules: null } });
  await ship([other.id, await other.key('tmcp')], 'USHOU', 'DEHAM');
});

/** Every direct route of the lane's default search window, through the schedules host's pages. */
async function directRoutes(origin: string, destination: string) {
  const items: any[] = [];
  let cursor = '';
  do {
    const r = await http(
      sys.urls.schedules,
      `/public/schedules?origin=${origin}&destination=${destination}&limit=50${cursor && `&cursor=${cursor}`}`,
      { key: family },
    );
    expect(r.status).toBe(200);
    items.push(
      ...r.body.data.items
        .filter((i: any) => i.direct)
        .map((i: any) => ({ ...i, from: r.body.data.from, to: r.body.data.to })),
    );
    cursor = r.body.data.next_cursor ?? '';
  } while (cursor);
  return items;
}

describe('GET /v1/exports/sailings', () => {
  it("the voyages on the organisation's lanes, as the schedule search answers its direct routes", async () => {
    const r = await get('/v1/exports/sailings?format=ndjson');
    expect(r.status).toBe(200);
    const rows = ndjsonRows(r.bytes);
    expect(rows.length).toBeGreaterThan(PAGE_ROWS);
    expect(Object.keys(rows[0]!)).toEqual(SAILINGS.columns.map((c) => c.name));
    expect(lanesOf(rows)).toEqual(['NLRTM-USHOU', 'SGSIN-IDSUB']);
    expect(new Set(rows.map((x) => `${x.sailing_id} ${x.origin} ${x.destination}`)).size).toBe(rows.length);
    for (const [o, d] of [
      ['NLRTM', 'USHOU'],
      ['SGSIN', 'IDSUB'],
    ] as const) {
      const routes = await directRoutes(o, d);
      expect(routes.length).toBeGreaterThan(0);
      const { from, to } = routes[0];
      const ours = rows.filter(
        (x) =>
          x.origin === o &&
          x.destination === d &&
          x.status === 'scheduled' &&
          x.estimated_departure >= instant(from)! &&
          x.estimated_departure < instant(to)!,
      );
      const key = (x: { sailing_id: string; departure_at: string | null }) => `${x.departure_at} ${x.sailing_id}`;
      expect(
        ours
          .map((x) => ({
            sailing_id: x.sailing_id,
            carrier: x.carrier_scac,
            departure_at: x.estimated_departure,
            arrival_at: x.estimated_arrival,
            transit_days: x.transit_days,
            port_cutoff: x.fcl_cutoff,
          }))
          .sort((a, b) => key(a).localeCompare(key(b))),
      ).toEqual(
        routes
          .map((i) => ({
            sailing_id: i.legs[0].sailing_id,
            carrier: i.carrier_code,
            departure_at: instant(i.departure_at),
            arrival_at: instant(i.arrival_at),
            transit_days: i.transit_days,
            port_cutoff: instant(i.cutoffs.port_at),
          }))
          .sort((a, b) => key(a).localeCompare(key(b))),
      );
    }
  });

  it('Parquet holds the same rows, typed', async () => {
    const [nd, pq] = [
      await get('/v1/exports/sailings?format=ndjson'),
      await get('/v1/exports/sailings?format=parquet'),
    ];
    const rows = await parquetRows(pq.bytes);
    expect(rows.length).toBe(ndjsonRows(nd.bytes).length);
    expect(rows[0]!.scheduled_departure).toBeInstanceOf(Date);
  });

  it('a key that cannot read the organisation’s shipments (smcp_) is refused before the first byte, naming why', async () => {
    const smcp = await (await sys.org({ entitlements: { schedules: null } })).key('smcp');
    const r = await http(sys.urls.schedules, '/v1/exports/sailings', { key: smcp });
    expect(r.status).toBe(401);
    expect(r.body.error.message).toContain('ocean:read needs tmcp_');
  });
});

describe('GET /v1/exports/reliability_observations', () => {
  it("the observed arrivals on the organisation's lanes: the window's count per carrier is the lane's reliability", async () => {
    const rows = ndjsonRows((await get('/v1/exports/reliability_observations?format=ndjson')).bytes);
    expect(Object.keys(rows[0]!)).toEqual(RELIABILITY_OBSERVATIONS.columns.map((c) => c.name));
    expect(lanesOf(rows)).toEqual(['NLRTM-USHOU', 'SGSIN-IDSUB']);
    const now = sys.clock.now();
    const from = new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * 86_400_000).toISOString();
    const rel = await http(sys.urls.schedules, '/public/reliability/lanes?origin=NLRTM&destination=USHOU', {
      key: family,
    });
    expect(rel.status).toBe(200);
    const counted = rows.filter(
      (x) =>
        x.origin === 'NLRTM' &&
        x.destination === 'USHOU' &&
        x.actual_arrival > from &&
        x.actual_arrival <= now.toISOString(),
    );
    const byCarrier = new Map<string, { observations: number; on_time: number }>();
    for (const x of counted) {
      const c = byCarrier.get(x.carrier_scac) ?? { observations: 0, on_time: 0 };
      c.observations++;
      if (x.on_time) c.on_time++;
      byCarrier.set(x.carrier_scac, c);
    }
    expect(rel.body.data.observations).toBe(counted.length);
    expect(rel.body.data.carriers.map((c: any) => [c.carrier_code, c.observations, c.on_time_pct]).sort()).toEqual(
      [...byCarrier]
        .map(([scac, c]) => [scac, c.observations, Math.round((1000 * c.on_time) / c.observations) / 10])
        .sort(),
    );
  });

  it('incremental: exactly the arrivals observed since the cursor; a lane newly shipped on brings its history', async () => {
    const first = await get('/v1/exports/reliability_observations?format=ndjson');
    const since = first.headers.get('x-export-next-since')!;
    sys.clock.advance(3 * 86_400_000);
    const observed = await observeDueArrivals(sys.services.db, sys.clock.now());
    expect(observed).toBeGreaterThan(0);
    await ship([familyOrg, family], 'USHOU', 'DEHAM');

    const fresh = ndjsonRows((await get(`/v1/exports/reliability_observations?format=ndjson&since=${since}`)).bytes);
    const all = ndjsonRows((await get('/v1/exports/reliability_observations?format=ndjson')).bytes);
    const key = (x: Record<string, any>) => `${x.sailing_id} ${x.origin} ${x.destination}`;
    const before = new Set(ndjsonRows(first.bytes).map(key));
    // Every row the second run holds is new to the organisation: a new arrival, or the new lane's.
    expect(fresh.map(key).sort()).toEqual(
      all
        .filter((x) => !before.has(key(x)))
        .map(key)
        .sort(),
    );
    expect(fresh.filter((x) => x.origin !== 'USHOU').length).toBeGreaterThan(0);
    expect(fresh.filter((x) => x.origin === 'USHOU')).toEqual(all.filter((x) => x.origin === 'USHOU'));
    expect(all.filter((x) => x.origin === 'USHOU').length).toBeGreaterThan(0);
  });
});
