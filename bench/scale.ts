// The hot routes at 100× the data (issue 28 item 3, issue 43 item 4): a fresh database is filled,
// in SQL (bench/scale-data.ts), with 1,000,000 containers over 1,000 organisations (one holding
// 100,000, the "big" one), 20 events each (20,000,000, learnt over seven months, each month in its
// partition of ocean.events), 5,000,000 webhook deliveries of the last 30 days (the retention) and
// six years of daily rates in their months; then p50 / p99 of each hot route (one client,
// sequential requests, in this process) are measured, and again on a database of 10,000
// containers generated the same way. Goal: each within 1.5× of the small database. Each route's
// statements are captured and EXPLAINed on the large database (which index each scan uses; a
// partitioned table's scans once, with their number of partitions). Last, a month of retention on
// the large database: its oldest two months of events detached and dropped (SCALE_MONTH_DROP=0
// skips it), the second's DELETE timed first in a transaction rolled back (SCALE_MONTH_DELETE=0).
// Run: npm run bench -- scale       SCALE_FACTOR=0.1 for 10× instead of 100× (documented in
// bench/README.md), SCALE_REQUESTS per route (default 100), SCALE_SIZES=small,large.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startBenchSystem, type BenchSystem } from './lib.js';
import type { Queryable } from '../platform/db.js';
import { claimDue } from '../subgraphs/ocean/store/index.js';
import { leaseCycle } from '../subgraphs/webhooks/store/index.js';
import { loadSandboxYear } from '../subgraphs/rates/seed.js';
import { prepareObservationMonths } from '../subgraphs/rates/store/index.js';
import { generate, size, load, eventMonth, type Size } from './scale-data.js';
import { grantEntitlement } from '../subgraphs/accounts/store/index.js';
import { DASHBOARD_QUERY } from '../test/support/dashboard.js';

const FACTOR = Number(process.env.SCALE_FACTOR ?? 1);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 100);
const SIZES = (process.env.SCALE_SIZES ?? 'small,large').split(',');

const small = size('small', 10_000);
const large = size('large', Math.round(1_000_000 * FACTOR));

const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

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
  // A partitioned table's scans, one a month, are shown once with their number of partitions.
  const counts = new Map<string, number>();
  for (const s of out) {
    const k = s.replace(/_(\d{4}_\d{2}|default)(?=_|$)/, '_*');
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n > 1 ? `${k} (×${n})` : k)).join(', ');
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

const seconds = async (run: () => Promise<unknown>) => {
  const t = process.hrtime.bigint();
  await run();
  return (ms(t) / 1000).toFixed(2);
};

/**
 * A month of retention on the measured database: the oldest two months of ocean.events detached
 * and dropped, one after the other (DETACH … CONCURRENTLY does not apply: the table has a default
 * partition); before the second, its DELETE, timed in a transaction rolled back.
 */
async function monthDrop(sys: BenchSystem) {
  const count = async (t: string) =>
    (await sys.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n;
  const first = (await sys.pool.query<{ t: Date }>('SELECT min(created_at) AS t FROM ocean.events')).rows[0]!.t;
  console.log(`\n## A month of retention: ${(await count('ocean.events')).toLocaleString('en')} events\n`);
  for (const [i, m] of [first, new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))].entries()) {
    const name = `ocean.${eventMonth(m)}`;
    const rows = await count(name);
    let del = '';
    if (i === 1 && process.env.SCALE_MONTH_DELETE !== '0') {
      const client = await sys.pool.connect();
      try {
        await client.query('BEGIN');
        const bound = [m, new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))];
        const s = await seconds(() =>
          client.query('DELETE FROM ocean.events WHERE created_at >= $1 AND created_at < $2', bound),
        );
        del = `; its DELETE (rolled back) ${s} s`;
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    }
    const detach = await seconds(() => sys.pool.query(`ALTER TABLE ocean.events DETACH PARTITION ${name}`));
    const drop = await seconds(() => sys.pool.query(`DROP TABLE ${name}`));
    console.log(
      `- ${name}: ${rows.toLocaleString('en')} rows; DETACH ${detach} s, DROP ${drop} s${del} (load ${load()})`,
    );
  }
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
    // As the rates worker's hour does in a running system: each price year in its months.
    await prepareObservationMonths(sys.rt.services.db, sys.rt.services.clock.now());
    const bytes = (await sys.pool.query<{ b: string }>('SELECT pg_database_size(current_database()) AS b')).rows[0]!.b;
    console.error(
      `  generated in ${(ms(t) / 1000).toFixed(0)} s; database ${(Number(bytes) / 2 ** 30).toFixed(1)} GiB (load ${load()})`,
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
  if (process.env.SCALE_MONTH_DROP !== '0') await monthDrop(systems.at(-1)!.sys);
} finally {
  for (const { sys } of systems) await sys.close();
}
