// Federated reads at dashboard scale (issue 16): our gateway and Hive Gateway (its defaults,
// deploy/hive-gateway.config.ts) in front of the same subgraph processes on one PostgreSQL
// database, asked the same three queries: one container by id, the README's federated query,
// and a dashboard page (100 containers, their carriers' reliability and league entry, their
// destination ports' congestion). Answers are checked identical before timing; then req/s and
// p99 under autocannon, and subgraph fetches per request, counted by a proxy in front of each
// subgraph (a second instance of each gateway goes through the proxies, so the timed ones do
// not pay for counting): one request at a time (the query plan's fetches) and 32 at once (with
// in-flight merging). A third instance of ours runs with in-flight merging off (GATEWAY_DEDUPE=0).
// Every body is what Apollo Client sends for the named operation (bench/dashboard-clients.ts), and
// every answer must equal plain @apollo/gateway's over the same subgraphs before anything is timed.
// With DASHBOARD_BASELINE_REF (a commit, e.g. a58b2de: the code before issue 16) that commit's own
// distributed stack, from a git worktree, on its own database seeded the same way, is timed in
// the same run ("today's throughput").
// Run: npm run bench -- dashboard      (BENCH_SECONDS, BENCH_CONNECTIONS as for every bench)
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb, type Db } from '../platform/db.js';
import { freshPostgresDatabase } from '../test/support/harness.js';
import { startDistributed } from '../test/support/processes.js';
import { DASHBOARD_CARRIERS as CARRIERS, DASHBOARD_QUERY as DASHBOARD } from '../test/support/dashboard.js';
import { createKey, createOrganisation, grantEntitlement } from '../subgraphs/accounts/store/index.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { composeSupergraph } from '../gateway/compose.js';
import { newSecretKey } from '../subgraphs/webhooks/decide/signing.js';
import { CONNECTIONS, DURATION, SERVER_URL, type LoadResult } from './lib.js';
import { apolloClientBodies, startPlainGateway, type Body } from './dashboard-clients.js';

const ONE = 'query One($id: ID!) { container(id: $id) { identifier status carrier { scac name } } }';
const README =
  '{ containers(limit: 3) { identifier status carrier { scac name upcoming_sailings } destination_port { name country_code timezone } } }';
/** The anonymous text as a dashboard's named operation. */
const named = (name: string, text: string) => `query ${name} ${text}`;

/** autocannon in its own process, POSTing each body in turn. */
function loadGraphQL(url: string, bodies: Body[], auth: string, seconds = DURATION): Promise<LoadResult> {
  const script = `
    const autocannon = require('autocannon');
    const [url, bodies, auth, seconds, connections] = JSON.parse(process.argv[1]);
    let i = 0;
    autocannon({ url, method: 'POST', connections, duration: seconds,
      headers: { authorization: auth, 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) }] },
      (err, r) => { if (err) { console.error(err); process.exit(1); }
        process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx })); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', script, JSON.stringify([url, bodies.map((b) => JSON.stringify(b)), auth, seconds, CONNECTIONS])],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

/** A pass-through proxy in front of one subgraph that counts the requests it forwards. */
async function countingProxy(target: string): Promise<{ url: string; count: () => number; server: Server }> {
  const t = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let n = 0;
  const server = createServer((req, res) => {
    n++;
    const up = httpRequest(
      { host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers, agent },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, count: () => n, server };
}

function forkGateway(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork('wiring/serve.ts', ['gateway'], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('message', (m: { ports?: Record<string, number> }) =>
      resolve({ child, url: `http://127.0.0.1:${m.ports!.gateway}` }),
    );
    child.once('exit', (code) => reject(new Error(`gateway exited ${code}: ${stderr}`)));
  });
}

async function startHive(supergraphSdl: string, jwksUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'fg-hive-'));
  const file = join(dir, 'supergraph.graphql');
  writeFileSync(file, supergraphSdl);
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const child = spawn(
    process.execPath,
    [
      'node_modules/@graphql-hive/gateway/dist/bin.js',
      'supergraph',
      file,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '-c',
      'deploy/hive-gateway.config.ts',
    ],
    {
      env: { ...process.env, FREIGHTGRAPH_JWKS_URL: jwksUrl, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  // Ready when its supergraph is loaded; each wait is on an answer.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`hive-gateway exited ${child.exitCode}: ${stderr}`);
    if (
      await fetch(`${url}/readiness`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    if (i > 600) throw new Error(`hive-gateway not ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Accounts = Pick<
  typeof import('../subgraphs/accounts/store/index.js'),
  'createOrganisation' | 'grantEntitlement' | 'createKey'
>;

/**
 * The dashboard's organisation (unthrottled bench plan, schedules entitlement, an API key) and
 * 100 containers over 15 carriers and the given destination ports, with the accounts functions
 * of the tree whose database it is.
 */
async function seed(client: Db, accounts: Accounts, ports: string[]): Promise<{ key: string; ids: string[] }> {
  // Rate limiting stays on (it is part of our path) with limits the load cannot reach.
  await client.query("INSERT INTO accounts.plans VALUES ('bench', 100000000, 100000000) ON CONFLICT DO NOTHING");
  const org = await accounts.createOrganisation(client, 'Dashboard Org', 'bench');
  await accounts.grantEntitlement(client, org.id, 'schedules', null);
  const key = (await accounts.createKey(client, org.id, 'tmcp')).key;
  const ids = (
    await client.query<{ id: string }>(
      `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, destination_unlocode)
       SELECT $1, 'DASH' || lpad(g::text, 7, '0'), 'container_id', ($2::text[])[1 + g % 15], ($3::text[])[1 + g % cardinality($3::text[])]
         FROM generate_series(0, 99) g RETURNING id`,
      [org.id, CARRIERS, ports],
    )
  ).rows.map((r) => r.id);
  return { key, ids };
}

/**
 * Another commit's distributed stack: a git worktree of `ref` in a temp dir sharing this
 * checkout's node_modules (refused when its package.json asks for a version that is not the
 * installed one), its own test/support/processes.ts run with that tree as working directory (its
 * migrations, subgraphs and gateway) on a fresh database, seeded by its own accounts functions.
 */
async function startBaselineTree(ref: string, ports: string[]) {
  const tree = mkdtempSync(join(tmpdir(), 'fg-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { stdio: ['ignore', 'ignore', 'inherit'] });
  const cleanups: (() => Promise<void> | void)[] = [
    () => {
      execFileSync('git', ['worktree', 'remove', '--force', tree]);
    },
  ];
  const stop = async () => {
    for (const c of cleanups.reverse()) await c();
  };
  try {
    const manifest = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8'));
    const wanted: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };
    const missing = Object.entries(wanted).filter(([name, version]) => {
      try {
        return JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version !== version;
      } catch {
        return true;
      }
    });
    if (missing.length)
      throw new Error(
        `${ref} needs packages this node_modules does not have: ${missing.map(([n, v]) => `${n}@${v}`).join(', ')}`,
      );
    symlinkSync(resolvePath('node_modules'), join(tree, 'node_modules'), 'dir');

    const db = await freshPostgresDatabase(SERVER_URL);
    cleanups.push(() => db.drop());
    const script = `
      const [processes, dbUrl] = JSON.parse(process.argv[1]);
      const { startDistributed } = await import(processes);
      const sys = await startDistributed(dbUrl, { SCHEDULES_TICK_SECONDS: '86400' });
      process.on('SIGTERM', () => sys.stop().then(() => process.exit(0)));
      process.send({ gateway: sys.urls.gateway });`;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
        JSON.stringify([pathToFileURL(join(tree, 'test/support/processes.ts')).href, db.url]),
      ],
      { cwd: tree, env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
    );
    cleanups.push(() => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      return new Promise((r) => child.once('exit', () => r()));
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const gateway = await new Promise<string>((resolve, reject) => {
      child.once('message', (m: { gateway: string }) => resolve(m.gateway));
      child.once('exit', (code) => reject(new Error(`${ref}'s distributed stack exited ${code}: ${stderr}`)));
    });

    const module = (path: string) => import(pathToFileURL(join(tree, path)).href);
    const accounts: Accounts = await module('subgraphs/accounts/store.ts');
    const client: Db = await (await module('platform/db.ts')).openDb({ databaseUrl: db.url, poolMax: 1 });
    const { key, ids } = await seed(client, accounts, ports);
    await client.close();
    return { url: gateway, auth: `Bearer ${key}`, ids, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** An answer without the computed_at fields issue 16 added (what an older tree can answer). */
const withoutComputedAt = (text: string) =>
  JSON.stringify(JSON.parse(text, (k, v) => (k === 'computed_at' ? undefined : v)));

const ask = async (url: string, auth: string, body: Body) => {
  const r = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: r.status, text: await r.text() };
};

const db = await freshPostgresDatabase(SERVER_URL);
// No tick during the run: both gateways must read the same read-model rows (computed_at).
const sys = await startDistributed(db.url, { SCHEDULES_TICK_SECONDS: '86400' });
const children: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];
const proxies: Server[] = [];
let baseline: Awaited<ReturnType<typeof startBaselineTree>> | undefined;
try {
  const client = await openDb({ databaseUrl: db.url, poolMax: 1 });
  // 100 containers: 15 carriers, 86 destination ports with a congestion reading.
  const ports = (
    await client.query<{ unlocode: string }>(
      'SELECT unlocode FROM schedules.port_congestion ORDER BY unlocode LIMIT 86',
    )
  ).rows.map((r) => r.unlocode);
  const { key, ids } = await seed(client, { createOrganisation, grantEntitlement, createKey }, ports);
  await client.close();
  const baselineRef = process.env.DASHBOARD_BASELINE_REF;
  if (baselineRef) baseline = await startBaselineTree(baselineRef, ports);

  const tokenAnswer = await fetch(`${sys.urls.gateway}/auth/token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
  });
  const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  // Every gateway is asked with the token, as a dashboard's client asks (docs/graphql-clients.md).
  const ours = { name: 'ours', url: sys.urls.gateway, auth: `Bearer ${token}` };

  // The counting proxies, and a second instance of each gateway behind them.
  const counted = Object.fromEntries(
    await Promise.all(
      SUBGRAPHS.map(async (s) => [s.name, await countingProxy(`${sys.urls.subgraphs[s.name]}`)] as const),
    ),
  );
  proxies.push(...Object.values(counted).map((p) => p.server));
  const fetches = () => Object.values(counted).reduce((n, p) => n + p.count(), 0);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    PORT: '0',
    GATEWAY_PORT: '0',
    METRICS_PORT: '0',
    WEBHOOK_SECRET_KEY: newSecretKey(),
    AUTH_SIGNING_KEY: JSON.stringify(sys.signingKey),
  };
  const oursCounted = await forkGateway({
    ...env,
    SUBGRAPH_URLS: Object.entries(counted)
      .map(([name, p]) => `${name}=${p.url}/graphql`)
      .join(','),
  });
  children.push(oursCounted.child);
  // Ours with in-flight merging off (GATEWAY_DEDUPE=0), straight to the subgraphs.
  const oursUnmerged = await forkGateway({
    ...env,
    GATEWAY_DEDUPE: '0',
    SUBGRAPH_URLS: Object.entries(sys.urls.subgraphs)
      .map(([name, url]) => `${name}=${url}/graphql`)
      .join(','),
  });
  children.push(oursUnmerged.child);
  const sdl = (urlOf: (name: string) => string) =>
    composeSupergraph(SUBGRAPHS.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: `${urlOf(s.name)}/graphql` })));
  const jwks = `${sys.urls.gateway}/.well-known/jwks.json`;
  const hiveDirect = await startHive(
    sdl((n) => sys.urls.subgraphs[n]!),
    jwks,
  );
  children.push(hiveDirect.child);
  const hiveCounted = await startHive(
    sdl((n) => counted[n]!.url),
    jwks,
  );
  children.push(hiveCounted.child);
  const hive = { name: 'Hive Gateway 2.15.1 (defaults)', url: hiveDirect.url, auth: `Bearer ${token}` };
  const plain = await startPlainGateway(sdl((n) => sys.urls.subgraphs[n]!));
  stops.push(plain.stop);
  const asApolloClient = (op: string, variables?: Record<string, unknown>[]) =>
    apolloClientBodies(ours.url, ours.auth, op, variables);

  // The baseline is asked the same with its own container ids and without the computed_at
  // fields it does not have; its target is on the dashboard only ("≥ 3× today's throughput").
  const queries: { name: string; bodies: Body[]; target: number; baselineBodies: Body[]; baselineTarget?: number }[] = [
    {
      name: 'one container by id',
      bodies: await asApolloClient(
        ONE,
        ids.map((id) => ({ id })),
      ),
      target: 1.0,
      baselineBodies: (baseline?.ids ?? []).map((id) => ({ query: ONE, variables: { id } })),
    },
    {
      name: "the README's federated query (3 containers)",
      bodies: await asApolloClient(named('ReadmeFederated', README)),
      target: 1.0,
      baselineBodies: [{ query: README }],
    },
    {
      name: 'dashboard: 100 containers + carrier reliability and league + port congestion',
      bodies: await asApolloClient(named('Dashboard', DASHBOARD)),
      target: 1.5,
      baselineBodies: [{ query: DASHBOARD.replace(/ computed_at/g, '') }],
      baselineTarget: 3,
    },
  ];

  // Answers identical to plain @apollo/gateway's (ours and Hive's), or nothing is timed.
  for (const q of queries)
    for (const body of q.bodies.slice(0, 3)) {
      const reference = await ask(plain.url, ours.auth, body);
      const expected = JSON.parse(reference.text);
      if (reference.status !== 200 || expected.errors || !expected.data)
        throw new Error(`${q.name}: plain @apollo/gateway answered ${reference.status} ${reference.text}`);
      for (const gw of [ours, hive]) {
        const a = await ask(gw.url, gw.auth, body);
        if (a.status !== 200 || JSON.stringify(JSON.parse(a.text)) !== JSON.stringify(expected))
          throw new Error(
            `${q.name}: ${gw.name} differs from plain @apollo/gateway\n ${gw.name}: ${a.status} ${a.text.slice(0, 400)}\n plain: ${reference.text.slice(0, 400)}`,
          );
      }
    }
  console.log(
    `${queries.reduce((n, q) => n + q.bodies.length, 0)} bodies as Apollo Client sent them (operations ${queries.map((q) => q.bodies[0]!.operationName).join(', ')}); ours and Hive answer as plain @apollo/gateway`,
  );
  if (baseline) {
    for (const q of queries)
      for (const [i, body] of q.bodies.slice(0, 3).entries()) {
        // The older tree is asked the anonymous text (its batching layer broke named operations).
        const older = q.baselineBodies[i]!;
        const [a, b] = [
          await ask(ours.url, ours.auth, { query: older.query, variables: body.variables }),
          await ask(baseline.url, baseline.auth, older),
        ];
        if (b.status !== 200 || withoutComputedAt(a.text) !== withoutComputedAt(b.text))
          throw new Error(
            `${q.name}: ${baselineRef}'s answer differs beyond computed_at\n ours: ${a.text.slice(0, 400)}\n ${baselineRef}: ${b.status} ${b.text.slice(0, 400)}`,
          );
      }
    console.log(`${baselineRef} (baseline): answers identical to ours with the computed_at fields removed`);
  }
  const dash = JSON.parse((await ask(ours.url, ours.auth, queries[2]!.bodies[0]!)).text).data.containers;
  const distinct = (f: (c: any) => string) => new Set(dash.map(f)).size;
  console.log(
    `dashboard page: ${dash.length} containers, ${distinct((c) => c.carrier.scac)} carriers, ${distinct((c) => c.destination_port.unlocode)} ports; answers identical`,
  );

  /** Subgraph fetches per request through the counting proxies: one at a time, then 32 at once. */
  const perRequest = async (url: string, auth: string, q: (typeof queries)[number]) => {
    const n = 32;
    let before = fetches();
    for (let i = 0; i < n; i++) await ask(url, auth, q.bodies[i % q.bodies.length]!);
    const sequential = (fetches() - before) / n;
    before = fetches();
    await Promise.all(Array.from({ length: n }, (_, i) => ask(url, auth, q.bodies[i % q.bodies.length]!)));
    return { sequential, concurrent: (fetches() - before) / n };
  };

  const rows: string[] = [];
  for (const q of queries) {
    const f = {
      ours: await perRequest(oursCounted.url, ours.auth, q),
      hive: await perRequest(hiveCounted.url, hive.auth, q),
    };
    // Warm-up (JIT, plan caches), then the timed runs, ours first and Hive second.
    await loadGraphQL(`${ours.url}/graphql`, q.bodies, ours.auth, 2);
    await loadGraphQL(`${hive.url}/graphql`, q.bodies, hive.auth, 2);
    await loadGraphQL(`${oursUnmerged.url}/graphql`, q.bodies, ours.auth, 2);
    await loadGraphQL(`${plain.url}/graphql`, q.bodies, ours.auth, 2);
    if (baseline) await loadGraphQL(`${baseline.url}/graphql`, q.baselineBodies, baseline.auth, 2);
    const a = await loadGraphQL(`${ours.url}/graphql`, q.bodies, ours.auth);
    const b = await loadGraphQL(`${hive.url}/graphql`, q.bodies, hive.auth);
    const c = await loadGraphQL(`${oursUnmerged.url}/graphql`, q.bodies, ours.auth);
    const p = await loadGraphQL(`${plain.url}/graphql`, q.bodies, ours.auth);
    const d = baseline && (await loadGraphQL(`${baseline.url}/graphql`, q.baselineBodies, baseline.auth));
    const ratio = a.rps / b.rps;
    const fmt = (x: { sequential: number; concurrent: number }) =>
      `${x.sequential.toFixed(1)} / ${x.concurrent.toFixed(2)}`;
    const baselineCells = d
      ? ` ${d.rps.toFixed(0)} | ${d.p99} | **${(a.rps / d.rps).toFixed(2)}×** | ${q.baselineTarget ? `≥ ${q.baselineTarget.toFixed(1)}×` : ''} |`
      : '';
    rows.push(
      `| ${q.name} | ${a.rps.toFixed(0)} | ${a.p99} | ${b.rps.toFixed(0)} | ${b.p99} | **${ratio.toFixed(2)}×** | ≥ ${q.target.toFixed(1)}× | ${c.rps.toFixed(0)} (${(c.rps / b.rps).toFixed(2)}×) | ${p.rps.toFixed(0)} (${(p.rps / b.rps).toFixed(2)}×) | ${fmt(f.ours)} | ${fmt(f.hive)} |${baselineCells}` +
        (a.non2xx || b.non2xx || c.non2xx || p.non2xx || d?.non2xx
          ? ` non-2xx: ours ${a.non2xx}, Hive ${b.non2xx}, unmerged ${c.non2xx}, plain ${p.non2xx}${d ? `, baseline ${d.non2xx}` : ''}`
          : ''),
    );
  }
  const baselineHeader = baseline
    ? ` ${baselineRef} req/s | ${baselineRef} p99 ms | ours / ${baselineRef} | target |`
    : '';
  console.log(
    [
      `## Federated reads at dashboard scale (distributed mode, ${CONNECTIONS} connections, ${DURATION} s each)`,
      '',
      `| query | ours req/s | ours p99 ms | Hive req/s | Hive p99 ms | ours / Hive | target | ours with GATEWAY_DEDUPE=0 req/s (/ Hive) | plain @apollo/gateway req/s (/ Hive) | fetches per request, ours (1 at a time / 32 at once) | fetches per request, Hive |${baselineHeader}`,
      `|---|---|---|---|---|---|---|---|---|---|---|${baseline ? '---|---|---|---|' : ''}`,
      ...rows,
    ].join('\n'),
  );
} finally {
  for (const stop of stops) await stop();
  await baseline?.stop();
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  for (const p of proxies) (p.close(), p.closeAllConnections());
  await sys.stop();
  await db.drop();
}
