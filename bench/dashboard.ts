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
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { openDb } from '../platform/db.js';
import { freshPostgresDatabase } from '../test/support/harness.js';
import { startDistributed } from '../test/support/processes.js';
import { DASHBOARD_QUERY as DASHBOARD } from '../test/support/dashboard.js';
import { createKey, createOrganisation, grantEntitlement } from '../subgraphs/accounts/store/index.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { composeSupergraph } from '../gateway/compose.js';
import { newSecretKey } from '../subgraphs/webhooks/decide/signing.js';
import { CONNECTIONS, DURATION, SERVER_URL } from './lib.js';
import { apolloClientBodies, startPlainGateway, type Body } from './dashboard-clients.js';
import { countingProxy, forkGateway, loadGraphQL, startHive } from './dashboard-processes.js';
import { seed, startBaselineTree } from './dashboard-baseline.js';

const ONE = 'query One($id: ID!) { container(id: $id) { identifier status carrier { scac name } } }';
const README =
  '{ containers(limit: 3) { identifier status carrier { scac name upcoming_sailings } destination_port { name country_code timezone } } }';
/** The anonymous text as a dashboard's named operation. */
const named = (name: string, text: string) => `query ${name} ${text}`;

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
