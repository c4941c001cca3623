// The hot routes at 100× the data (issue 28 item 3): a fresh database is filled, in SQL, with
// 1,000,000 containers over 1,000 organisations (one holding 100,000, the "big" one), 20 events
// each (20,000,000), 5,000,000 webhook deliveries of the last 30 days (the retention) and five
// years of daily rates; then p50 / p99 of each hot route (one client, sequential requests, in
// this process) are measured, and again on a database of 10,000 containers generated the same
// way. Goal: each within 1.5× of the small database. Each route's statements are captured and
// EXPLAINed on the large database (which index each scan uses).
// Run: npm run bench -- scale       SCALE_FACTOR=0.1 for 10× instead of 100× (documented in
// bench/README.md), SCALE_REQUESTS per route (default 100), SCALE_SIZES=small,large.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startBenchSystem, type BenchSystem } from './lib.js';
import type { Queryable } from '../platform/db.js';
import { claimDue } from '../subgraphs/ocean/store/index.js';
import { leaseCycle } from '../subgraphs/webhooks/store/index.js';
import { loadSandboxYear } from '../subgraphs/rates/seed.js';
import { grantEntitlement } from '../subgraphs/accounts/store/index.js';
import { DASHBOARD_QUERY } from '../test/support/dashboard.js';

const FACTOR = Number(process.env.SCALE_FACTOR ?? 1);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 100);
const SIZES = (process.env.SCALE_SIZES ?? 'small,large').split(',');

/** A database size: the big organisation holds a tenth of the containers. */
const size = (name: string, containers: number) => ({
  name,
  containers,
  big: containers / 10,
  organisations: Math.min(1000, containers / 10),
  eventsPerContainer: 20,
  deliveries: containers * 5,
});
type Size = ReturnType<typeof size>;
const small = size('small', 10_000);
const large = size('large', Math.round(1_000_000 * FACTOR));

const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const CHECK_DIGIT = `CREATE FUNCTION pg_temp.iso6346(head text) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT head || ((sum((CASE WHEN c ~ '[0-9]' THEN c::int
      ELSE (ARRAY[10,12,13,14,15,16,17,18,19,20,21,23,24,25,26,27,28,29,30,31,32,34,35,36,37,38])[ascii(c) - 64] END)
      * (1 << (i - 1))) % 11) % 10)::text
    FROM (SELECT i, substr(head, i, 1) AS c FROM generate_series(1, 10) i) x $$`;

/** The generated rows, table by table: [what, SQL, its parameters]. $now is the clock's now. */
const STEPS: [string, string, (orgId: string, s: Size, now: Date) => unknown[]][] = [
  [
    'organisations',
    `INSERT INTO accounts.organisations (name, plan) SELECT 'Scale ' || g, 'bench' FROM generate_series(2, $1) g`,
    (_, s) => [s.organisations],
  ],
  [
    'containers (the big organisation first; 1 % due for a poll now, the rest within six hours)',
    `WITH o AS (SELECT array_agg(id ORDER BY created_at, id) AS ids FROM accounts.organisations WHERE id <> $1 AND plan = 'bench')
     INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, carrier_confirmed, status,
         origin_unlocode, destination_unlocode, eta, eta_is_estimated, added_at, updated_at, last_polled_at, next_poll_at,
         registered_at, iso_type_code, container_size, equipment_type, poll_priority)
     SELECT CASE WHEN g <= $3 THEN $1 ELSE o.ids[1 + g % cardinality(o.ids)] END, n, 'container_id',
            (ARRAY['MAEU','MSCU','CMDU','COSU','HLCU','EGLV','ONEY','ZIMU'])[1 + g % 8], true,
            (ARRAY['in_transit','in_transit','in_transit','discharged','delivered'])[1 + g % 5],
            (ARRAY['CNSHA','CNNGB','SGSIN','KRPUS'])[1 + g % 4],
            (ARRAY['USLAX','USLGB','NLRTM','DEHAM','SGSIN','CNSHA','BRSSZ','ZADUR'])[1 + (g / 10) % 8],
            $4::timestamptz + ((g % 40) - 10) * interval '1 day', g % 5 < 3,
            $4::timestamptz - (20 + g % 40) * interval '1 day', $4::timestamptz - (g % 1000) * interval '1 minute',
            $4::timestamptz - (g % 360) * interval '1 minute',
            CASE WHEN g % 100 = 0 THEN $4::timestamptz - interval '1 minute' ELSE $4::timestamptz + (g % 360) * interval '1 minute' END,
            $4::timestamptz - (20 + g % 40) * interval '1 day', '45G1', '40', 'GP', 'transit'
       FROM generate_series(1, $2) g, o,
            LATERAL (SELECT pg_temp.iso6346((ARRAY['SCAU','SCBU'])[1 + (g - 1) / 1000000] || lpad(((g - 1) % 1000000)::text, 6, '0')) AS n) x`,
    (orgId, s, now) => [orgId, s.containers, s.big, now],
  ],
  ['container numbers', 'UPDATE ocean.containers SET container_number = identifier', () => []],
  [
    'boxes',
    `INSERT INTO ocean.boxes (org_id, container_id, container_number, status, carrier_scac, pol_unlocode, pod_unlocode,
        pod_timezone, pod_zone_id, lane, eta, eta_is_estimated, first_eta, discharge_at, discharge_local_date, gate_out_at,
        gate_out_local_date, iso_type_code, container_size, equipment_type, updated_at)
     SELECT c.org_id, c.id, c.identifier, c.status, c.carrier_scac, c.origin_unlocode, c.destination_unlocode, p.timezone,
            (SELECT id FROM ocean.zones WHERE name = p.timezone),
            CASE WHEN p.country_code = 'US' THEN 'us_import' WHEN p.country_code IN ('NL','DE') THEN 'eu_import'
                 WHEN p.country_code IN ('SG','CN') THEN 'asia_import' END,
            c.eta, c.eta_is_estimated, c.eta,
            CASE WHEN c.status <> 'in_transit' THEN c.eta END,
            CASE WHEN c.status <> 'in_transit' THEN (c.eta AT TIME ZONE p.timezone)::date END,
            CASE WHEN c.status = 'delivered' THEN c.eta + interval '2 days' END,
            CASE WHEN c.status = 'delivered' THEN ((c.eta + interval '2 days') AT TIME ZONE p.timezone)::date END,
            '45G1', '40', 'GP', $1
       FROM ocean.containers c JOIN reference.ports p ON p.unlocode = c.destination_unlocode`,
    (_, __, now) => [now],
  ],
  [
    'events (in the order they were learnt: the feed order)',
    `INSERT INTO ocean.events (org_id, container_id, source_event_id, event_type, code, classifier, event_at, unlocode,
        facility_name, vessel_imo, vessel_name, voyage, mode_of_transport, equipment_reference, created_at)
     SELECT c.org_id, c.id, 'ev-' || k, CASE WHEN k % 3 = 0 THEN 'TRANSPORT' ELSE 'EQUIPMENT' END,
            (ARRAY['GTIN','LOAD','DEPA','ARRI','DISC','GTOT'])[1 + k % 6], CASE WHEN k < 15 THEN 'ACT' ELSE 'EST' END,
            c.added_at + k * interval '1 day', CASE WHEN k < 10 THEN c.origin_unlocode ELSE c.destination_unlocode END,
            'Terminal ' || (k % 4), '9778791', 'MADRID MAERSK', 'V' || (k % 9), 'VESSEL', c.identifier,
            c.added_at + k * interval '1 day'
       FROM ocean.containers c CROSS JOIN generate_series(0, $1 - 1) k
      ORDER BY c.added_at + k * interval '1 day', c.id`,
    (_, s) => [s.eventsPerContainer],
  ],
  [
    'webhook endpoints (two per organisation)',
    `INSERT INTO webhooks.endpoints (org_id, product, url, secret_hash, created_at)
     SELECT id, 'ocean', 'https://hooks.example.com/' || id || '/' || n, md5(id::text || n), $1
       FROM accounts.organisations CROSS JOIN generate_series(1, 2) n`,
    (_, __, now) => [now],
  ],
  [
    'webhook deliveries (the last 30 days, the retention; 0.2 % pending, due now)',
    `WITH e AS (SELECT array_agg(id ORDER BY id) AS ids FROM webhooks.endpoints)
     INSERT INTO webhooks.deliveries (endpoint_id, event_id, status, attempt_count, next_attempt_at, last_attempt_at,
         last_status_code, created_at, delivered_at)
     SELECT e.ids[1 + g % cardinality(e.ids)], md5(((g + 1) / 2)::text)::uuid, CASE WHEN p THEN 'pending' ELSE 'delivered' END,
            CASE WHEN p THEN 0 ELSE 1 END, t, CASE WHEN p THEN NULL ELSE t END, CASE WHEN p THEN NULL ELSE 200 END, t,
            CASE WHEN p THEN NULL ELSE t END
       FROM e, generate_series(1, $1) g,
            LATERAL (SELECT $2::timestamptz - (($1 - g)::float8 / $1) * interval '30 days' AS t, g % 500 = 0 AS p) x`,
    (_, s, now) => [s.deliveries, now],
  ],
  [
    'outbox (the events of those deliveries, each to two endpoints)',
    `WITH o AS (SELECT array_agg(id ORDER BY id) AS ids FROM accounts.organisations)
     INSERT INTO webhooks.outbox (id, org_id, product, event_type, data, occurred_at, fanned_out_at)
     SELECT md5(k::text)::uuid, o.ids[1 + k % cardinality(o.ids)], 'ocean', 'container.updated', jsonb_build_object('n', k), t, t
       FROM o, generate_series(1, ($1 + 1) / 2) k,
            LATERAL (SELECT $2::timestamptz - (($1 - 2 * k)::float8 / $1) * interval '30 days' AS t) x`,
    (_, s, now) => [s.deliveries, now],
  ],
];

/** The tables loaded in bulk: their secondary indexes are built after the load, as a restore does. */
const BULK = ['ocean.containers', 'ocean.boxes', 'ocean.events', 'webhooks.outbox', 'webhooks.deliveries'];

/** Every generated row, in SQL, on one connection (no foreign-key triggers during the load). */
async function generate(sys: BenchSystem, s: Size, log: (m: string) => void): Promise<void> {
  const client = await sys.pool.connect();
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
  const timedStep = async (what: string, run: () => Promise<{ rowCount: number | null } | void>) => {
    const t = process.hrtime.bigint();
    const r = await run();
    log(`  ${what}: ${r ? `${r.rowCount ?? 0} rows, ` : ''}${(ms(t) / 1000).toFixed(1)} s`);
  };
  try {
    await q("SET synchronous_commit = off; SET maintenance_work_mem = '512MB'; SET session_replication_role = replica");
    await q(CHECK_DIGIT);
    const secondary = (
      await q(
        `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
          WHERE i.indrelid = ANY($1::regclass[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
        [BULK],
      )
    ).rows as { name: string; def: string }[];
    for (const d of secondary) await q(`DROP INDEX ${d.name}`);
    const now = sys.rt.services.clock.now();
    for (const [what, sql, params] of STEPS) await timedStep(what, () => q(sql, params(sys.orgId, s, now)));
    await q('SET session_replication_role = DEFAULT');
    await timedStep('secondary indexes rebuilt', async () => {
      // A partitioned table's index is defined ON ONLY its parent; rebuilt, it goes on every partition.
      for (const d of secondary) await q(d.def.replace(' ON ONLY ', ' ON '));
    });
    await timedStep('VACUUM ANALYZE', async () => void (await q('VACUUM ANALYZE')));
  } finally {
    client.release();
  }
}

interface Route {
  name: string;
  /** Requests measured (each preceded by warm-up runs). */
  n: number;
  run: (i: number) => Promise<unknown>;
  /** The statements one run sends, each with the scans of its plan. */
  explain: () => Promise<string>;
}

/** The scans of a statement's plan: node type and the index or table it reads. */
async function scans(pool: pg.Pool, sql: string, params: unknown[]): Promise<string> {
  const r = await pool.query(`EXPLAIN (FORMAT JSON) ${sql}`, params as unknown[]);
  const out: string[] = [];
  const walk = (n: Record<string, any>) => {
    if (n['Relation Name']) out.push(`${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`.replace(/ Scan/, ''));
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(r.rows[0]['QUERY PLAN'][0].Plan);
  return [...new Set(out)].join(', ');
}

const explainAll = async (pool: pg.Pool, seen: [string, unknown[]][]) =>
  (
    await Promise.all(
      seen.filter(([sql]) => !/^\s*(SELECT last_value|SET )/i.test(sql)).map(([x, p]) => scans(pool, x, p)),
    )
  )
    .filter(Boolean)
    .join(' | ');

/** A route through HTTP: its statements are those the services' database sends during one run. */
function httpRoute(sys: BenchSystem, name: string, n: number, run: (i: number) => Promise<unknown>): Route {
  const explain = async () => {
    const db = sys.rt.services.db as unknown as { query: Queryable['query'] };
    const original = db.query;
    const seen: [string, unknown[]][] = [];
    db.query = (sql: string, params?: unknown[]) => {
      seen.push([sql, params ?? []]);
      return original.call(sys.rt.services.db, sql, params) as never;
    };
    try {
      await run(0);
    } finally {
      db.query = original;
    }
    return explainAll(sys.pool, seen);
  };
  return { name, n, run, explain };
}

/** A worker's statement, each run in a transaction rolled back (the state stays as generated). */
function workerRoute(sys: BenchSystem, name: string, fn: (q: Queryable) => Promise<unknown>): Route {
  const seen: [string, unknown[]][] = [];
  const run = async () => {
    const client = await sys.pool.connect();
    const q: Queryable = {
      query: async (sql, params) => {
        seen.push([sql, (params as unknown[]) ?? []]);
        const r = await client.query(sql, params as unknown[]);
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      },
    };
    await client.query('BEGIN');
    try {
      await fn(q);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  };
  return { name, n: Math.min(REQUESTS, 50), run, explain: () => explainAll(sys.pool, seen.slice(0, 1)) };
}

/** The hot routes, one request at a time, with the big organisation's keys. */
async function routesOf(sys: BenchSystem): Promise<Route[]> {
  const services = sys.rt.services;
  await grantEntitlement(services.db, sys.orgId, 'schedules', null);
  await grantEntitlement(services.db, sys.orgId, 'freight_rates', null);
  const headers = { authorization: `Bearer ${await sys.key('tmcp')}` };
  const rates = { authorization: `Bearer ${await sys.key('frm')}` };
  const get = async (base: string, path: string, h = headers) => {
    const r = await fetch(base + path, { headers: h });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${(await r.text()).slice(0, 300)}`);
    return r;
  };
  const sample = (
    await sys.pool.query<{ id: string; identifier: string }>(
      'SELECT id, identifier FROM ocean.containers WHERE org_id = $1 ORDER BY hashtext(id::text) LIMIT $2',
      [sys.orgId, REQUESTS],
    )
  ).rows;
  const at = (i: number) => sample[i % sample.length]!;
  const ocean = sys.rt.urls.ocean;
  let cursor: string | null = null;
  let next: string | null = null;
  const today = services.clock.now().toISOString().slice(0, 10);
  const from = new Date(Date.parse(today) - 5 * 365 * 86_400_000).toISOString().slice(0, 10);
  const now = services.clock.now();
  const route = (name: string, n: number, run: (i: number) => Promise<unknown>) => httpRoute(sys, name, n, run);
  return [
    route('GET /v1/containers/{id}', REQUESTS, (i) => get(ocean, `/v1/containers/${at(i).id}`)),
    route('GET /v1/containers/lookup/{identifier}', REQUESTS, (i) =>
      get(ocean, `/v1/containers/lookup/${at(i).identifier}`),
    ),
    // Page after page down the cursor (limit 100) to the end of the book, then again.
    route('GET /v1/containers?limit=100, pages down the cursor', REQUESTS, async () => {
      const r = await get(ocean, `/v1/containers?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      cursor = ((await r.json()) as { data: { next_cursor: string | null } }).data.next_cursor;
    }),
    route('GET /v2/events?limit=1000, pages down the feed', Math.min(REQUESTS, 30), async () => {
      const r = await get(ocean, next ?? '/v2/events?limit=1000');
      await r.arrayBuffer();
      const link = r.headers.get('next-page');
      next = link ? new URL(link, ocean).pathname + new URL(link, ocean).search : null;
    }),
    route(`GET /v1/containers/demurrage (the big organisation's boxes)`, Math.min(REQUESTS, 20), () =>
      get(ocean, '/v1/containers/demurrage'),
    ),
    route('GraphQL dashboard query (100 containers, reliability, congestion)', Math.min(REQUESTS, 50), async () => {
      const r = await fetch(sys.rt.urls.gateway, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: DASHBOARD_QUERY }),
      });
      const body = (await r.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300));
    }),
    route('GET /v1/rates/lanes/{o}/{d}/history (five years, daily)', Math.min(REQUESTS, 30), () =>
      get(sys.rt.urls.rates, `/v1/rates/lanes/CNSHA/USLAX/history?equipment=42G1&from=${from}&to=${today}`, rates),
    ),
    workerRoute(sys, "poller's due query (claimDue, 100)", (q) =>
      claimDue(q, now, 100, randomUUID(), new Date(now.getTime() + 60_000)),
    ),
    workerRoute(sys, "dispatcher's claim (leaseCycle: acquire 16 endpoints, read 20 each)", (q) =>
      leaseCycle(q, [], {
        now,
        leaseUntil: new Date(now.getTime() + 30_000),
        held: [],
        acquire: 16,
        room: 20,
        leasesPerOrganisation: 4,
        orgRooms: [],
        disableAfter: 50,
        disableCutoff: new Date(now.getTime() - 86_400_000),
      }),
    ),
  ];
}

/** Both databases' runs of each route taken in turn, request by request, so both see the same load. */
async function measure(sizes: { s: Size; routes: Route[] }[]) {
  const rows: string[] = [];
  for (let k = 0; k < sizes[0]!.routes.length; k++) {
    const times = sizes.map(() => [] as number[]);
    const n = sizes[0]!.routes[k]!.n;
    for (let i = -5; i < n; i++)
      for (const [j, { routes }] of sizes.entries()) {
        const t = process.hrtime.bigint();
        await routes[k]!.run(Math.max(i, 0));
        if (i >= 0) times[j]!.push(ms(t));
      }
    const f = (xs: number[]) => `${pct(xs, 0.5).toFixed(1)} / ${pct(xs, 0.99).toFixed(1)}`;
    const [a, b] = times;
    const last = sizes[sizes.length - 1]!.routes[k]!;
    const ratio = a && b ? `**${(pct(b, 0.5) / pct(a, 0.5)).toFixed(2)}×**` : '';
    rows.push(`| ${last.name} | ${times.map(f).join(' | ')} | ${ratio} | ${await last.explain()} |`);
    console.error(rows[rows.length - 1]);
  }
  return rows;
}

const systems: { s: Size; sys: BenchSystem; routes: Route[] }[] = [];
try {
  for (const s of [small, large].filter((x) => SIZES.includes(x.name))) {
    const t = process.hrtime.bigint();
    const sys = await startBenchSystem();
    systems.push({ s, sys, routes: [] });
    await sys.pool.query(
      "INSERT INTO ocean.plan_allowances VALUES ('bench', NULL, NULL, NULL, NULL) ON CONFLICT DO NOTHING",
    );
    console.error(
      `${s.name}: ${s.containers.toLocaleString('en')} containers, ${s.organisations} organisations (one with ${s.big.toLocaleString('en')}), ` +
        `${(s.containers * s.eventsPerContainer).toLocaleString('en')} events, ${s.deliveries.toLocaleString('en')} deliveries`,
    );
    await generate(sys, s, (m) => console.error(m));
    const year = Number(sys.rt.services.clock.now().toISOString().slice(0, 4));
    for (let y = year - 5; y <= year; y++) await loadSandboxYear(sys.rt.services, y);
    const bytes = (await sys.pool.query<{ b: string }>('SELECT pg_database_size(current_database()) AS b')).rows[0]!.b;
    console.error(
      `  generated in ${(ms(t) / 1000).toFixed(0)} s; database ${(Number(bytes) / 2 ** 30).toFixed(1)} GiB`,
    );
    systems[systems.length - 1]!.routes = await routesOf(sys);
  }
  const rows = await measure(systems);
  const names = systems.map(({ s }) => `${s.name} (${s.containers.toLocaleString('en')}) p50 / p99 ms`);
  console.log(`\n## Scale: factor ${FACTOR} of the 100× goal, requests taken in turn on each database\n`);
  console.log(
    `| route | ${names.join(' | ')} | large / small (p50) | plan on the ${systems.at(-1)!.s.name} database |`,
  );
  console.log(`|---|${names.map(() => '---|').join('')}---|---|`);
  for (const r of rows) console.log(r);
} finally {
  for (const { sys } of systems) await sys.close();
}
