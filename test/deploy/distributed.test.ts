// Distributed mode as plain processes (what docker-compose.yml runs): every subgraph in its own
// process and the edge (the gateway and the REST hosts in one process, the hosts calling the
// gateway in process) on one PostgreSQL database, answering a request end to end (the separate
// gateway and adapter processes: test/deploy/replicas.test.ts). Needs a PostgreSQL server
// (PGlite is single-process). As docs/scaling.md lays it out, every process reaches the database
// through PgBouncer in transaction mode and only its LISTEN session goes to the server itself
// (DATABASE_LISTEN_URL), so revocations and live events still cross processes; without Debian's
// pgbouncer the processes reach the server directly and the pooler's own checks are skipped,
// saying so. The suites in test/deploy/distributed/ run on the same system, started once for all
// (a dozen processes, each loading the whole application): a subgraph down (outage.ts), a
// subgraph process called directly (subgraph-boundary.ts), and Hive Gateway in front (router.ts).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { freshPostgresDatabase, http } from '../support/harness.js';
import { recordsOnLanes } from '../support/factories.js';
import { startDistributed, type DistributedSystem } from '../support/processes.js';
import { createKey, createOrganisation, grantEntitlement, revokeKey } from '../../subgraphs/accounts/store/index.js';
import { openDb } from '../../platform/db.js';
import { hasPgBouncer, NO_PGBOUNCER, startPgBouncer, type PgBouncer } from '../support/pgbouncer.js';
import { openEventSource } from '../support/live-clients.js';
import { createClient as createSseClient } from 'graphql-sse';
import { SignJWT, importJWK, generateKeyPair } from 'jose';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hop, type Shared } from './distributed/shared.js';
import { BEHIND_HOPS, outage } from './distributed/outage.js';
import { subgraphBoundary } from './distributed/subgraph-boundary.js';
import { hiveRouter } from './distributed/router.js';

const run = promisify(execFile);
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Asks again the moment each answer comes, until the answer is `status`; answers the
 * milliseconds that took (a process that has not refused after 5 s fails the test).
 */
async function untilRefused(read: () => Promise<number>, status: number): Promise<number> {
  const from = performance.now();
  for (;;) {
    const got = await read();
    const ms = performance.now() - from;
    if (got === status) return ms;
    if (ms > 5000) throw new Error(`still ${got} after ${Math.round(ms)} ms`);
  }
}

describe(`distributed mode${hasPgBouncer ? ', through PgBouncer in transaction mode' : ''}`, () => {
  let db: { url: string; drop(): Promise<void> };
  let pooler: PgBouncer | null = null;
  /** Where every process, and this test, sends its statements: the pooler when there is one. */
  let dbUrl: string;
  let sys: DistributedSystem;
  // Between the edge and the ocean subgraph: records what the gateway sends, passes it on (the
  // export stream too, to its own path).
  let recorder: Server;
  const toOcean: IncomingHttpHeaders[] = [];
  // In front of the subgraphs outage.ts takes down one at a time.
  const hops = new Map<string, Hop>();
  const shared = { hops } as Shared;

  beforeAll(async () => {
    db = await freshPostgresDatabase(SERVER);
    pooler = hasPgBouncer ? await startPgBouncer(SERVER) : null;
    dbUrl = pooler?.url(db.url) ?? db.url;
    let ocean = '';
    recorder = createServer((req, res) => {
      if (req.url === '/graphql') toOcean.push(req.headers);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const { authorization, traceparent } = req.headers as Record<string, string>;
        const headers = { 'content-type': 'application/json', authorization, traceparent };
        const answer = await fetch(new URL(req.url!, ocean), { method: 'POST', headers, body: Buffer.concat(chunks) });
        const type = answer.headers.get('content-type') ?? 'application/json';
        res.writeHead(answer.status, { 'content-type': type }).end(await answer.text());
      });
    });
    await new Promise<void>((r) => recorder.listen(0, '127.0.0.1', r));
    const recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/graphql`;
    for (const name of BEHIND_HOPS) {
      const hop = new Hop();
      await hop.start();
      hops.set(name, hop);
    }
    sys = await startDistributed(dbUrl, { DATABASE_LISTEN_URL: db.url }, (name, url) => {
      if (name === 'ocean') return ((ocean = url), recorderUrl);
      const hop = hops.get(name);
      if (!hop) return url;
      hop.target = url;
      return `http://127.0.0.1:${hop.port}/graphql`;
    });
    Object.assign(shared, { sys, databaseUrl: db.url });
  }, 300_000);

  afterAll(async () => {
    await sys?.stop();
    recorder?.close();
    for (const hop of hops.values()) await hop.down();
    await pooler?.stop();
    await db?.drop();
  });

  it('answers a keyed request through the edge (REST host, gateway in process) → subgraphs → PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Distributed Org', 'paid');
    const { key } = await createKey(client, org.id, 'tmcp');
    await recordsOnLanes(client, org.id, [{ identifier: 'CSQU3054383', carrierScac: 'CMDU', destination: 'SGSIN' }]);
    await client.end();
    const r = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(r.status).toBe(200);
    expect(r.body.data.items).toMatchObject([{ identifier: 'CSQU3054383', carrier_code: 'CMDU' }]);
    expect(r.headers.get('x-ratelimit-limit')).toBe('120');
    // Errors cross the gateway hop as GraphQL errors and come back as the product's envelope.
    const missing = await http(sys.urls.ocean, '/v1/containers/00000000-0000-4000-8000-000000000000', { key });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    const g = await http(`${sys.urls.gateway}/graphql`, '', {
      key,
      method: 'POST',
      body: { query: '{ containers { identifier carrier { name } destination_port { name } } }' },
    });
    expect(g.body.data.containers).toEqual([
      {
        identifier: 'CSQU3054383',
        carrier: { name: expect.stringMatching(/CMA CGM/i) },
        destination_port: { name: expect.stringMatching(/Singapore/) },
      },
    ]);
  });

  it("exports a dataset streamed from the owning subgraph's process, which refuses a caller its export field refuses", async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Export Org', 'paid');
    const { key } = await createKey(client, org.id, 'tmcp');
    const other = await createOrganisation(client, 'Other Export Org', 'paid');
    const identifiers = ['MSCU1234566', 'MSCU7654323', 'CSQU3054383'];
    await recordsOnLanes(
      client,
      org.id,
      identifiers.map((identifier) => ({ identifier, carrierScac: 'MSCU', destination: 'SGSIN' })),
    );
    await recordsOnLanes(client, other.id, [{ identifier: 'MAEU1111112', carrierScac: 'MAEU', destination: 'SGSIN' }]);
    // Changed before the export's safety lag (the window ends a minute before now).
    await client.query(`UPDATE ocean.containers SET updated_at = now() - interval '5 minutes'`);
    await client.end();
    const r = await fetch(`${sys.urls.ocean}/v1/exports/containers?format=ndjson`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-export-version')).toBe('1');
    const rows = (await r.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.map((row) => row.identifier).sort()).toEqual([...identifiers].sort());
    expect(Object.keys(rows[0]!).slice(0, 3)).toEqual(['id', 'identifier', 'identifier_type']);
    // The subgraph's stream, asked without a token, refuses as its export field does.
    const body = { dataset: 'containers', until: new Date().toISOString(), limit: 10 };
    const none = await http(`${sys.urls.subgraphs.ocean}/exports`, '', { method: 'POST', body });
    expect(none.status).toBe(401);
    expect(none.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });

  it("carries the caller trace from the edge to the subgraph, the edge process's span the parent of its call", async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Trace Org', 'paid');
    const { key } = await createKey(client, org.id, 'tmcp');
    await client.end();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    toOcean.length = 0;
    const r = await http(sys.urls.ocean, '/v1/containers', {
      key,
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-request-id')).toBe(traceId);
    const edgeSpan = r.headers.get('traceparent')!.split('-')[2];
    expect(edgeSpan).toMatch(/^[0-9a-f]{16}$/);
    expect(edgeSpan).not.toBe(callerSpan);
    // The gateway's call to the ocean subgraph: the same trace, the edge process's span (the one
    // its answer names: the REST host and the gateway are one process) as parent.
    expect(toOcean).toHaveLength(1);
    const [version, id, parent, flags] = String(toOcean[0]!.traceparent).split('-');
    expect([version, id, flags]).toEqual(['00', traceId, '01']);
    expect(parent).toBe(edgeSpan);
  });

  it('has subgraphs that verify signed tokens and accept no internal header', async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Token Org', 'paid');
    const { key } = await createKey(client, org.id, 'tmcp');
    await client.end();
    const url = `${sys.urls.subgraphs.ocean}/graphql`;
    const query = { query: '{ containers { id } }' };
    // No token: the protected field is refused by the subgraph itself.
    const none = await http(url, '', { method: 'POST', body: query });
    expect(none.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(none.body.data).toBeNull();
    // The old unsigned identity headers mean nothing to anyone.
    const principal = Buffer.from(
      JSON.stringify({
        orgId: org.id,
        plan: 'paid',
        keyPrefix: 'tmcp',
        entitlements: {},
        limits: { window: 1, minute: 1 },
      }),
    ).toString('base64url');
    const legacyHeaders = { 'x-fg-internal-secret': 'dev-internal-secret-change-me', 'x-fg-principal': principal };
    expect(
      (await http(url, '', { method: 'POST', headers: legacyHeaders, body: query })).body.errors[0].extensions.code,
    ).toBe('UNAUTHORIZED');
    expect(
      (await http(`${sys.urls.gateway}/graphql`, '', { method: 'POST', headers: legacyHeaders, body: query })).status,
    ).toBe(401);
    // A token signed with another key, or with ours but for another audience: 401.
    const claims = {
      org: org.id,
      plan: 'paid',
      key_prefix: 'tmcp',
      ent: {},
      lim: [120, 360],
      scope: 'ocean:read',
      client: 'token',
    };
    const sign = (k: any, aud = 'freightgraph') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: sys.jwks.keys[0]!.kid })
        .setIssuer('freightgraph')
        .setAudience(aud)
        .setSubject('k')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(k);
    const foreign = await sign((await generateKeyPair('ES256')).privateKey);
    expect((await http(url, '', { method: 'POST', key: foreign, body: query })).status).toBe(401);
    const ours = await importJWK(sys.signingKey, 'ES256');
    expect((await http(url, '', { method: 'POST', key: await sign(ours, 'elsewhere'), body: query })).status).toBe(401);
    // Our key, our audience: the subgraph answers for that organisation.
    const good = await http(url, '', { method: 'POST', key: await sign(ours), body: query });
    expect(good.body).toEqual({ data: { containers: [] } });
    // A token from the gateway's token route works at the gateway.
    const t = await http(`${sys.urls.gateway}/auth/token`, '', { method: 'POST', key, body: {} });
    expect(t.status).toBe(200);
    const viaToken = await http(`${sys.urls.gateway}/graphql`, '', {
      method: 'POST',
      key: t.body.access_token,
      body: query,
    });
    expect(viaToken.body).toEqual({ data: { containers: [] } });
    const ready = await http(url.replace('/graphql', ''), '/ready');
    expect(ready.body).toMatchObject({ ok: true });
  });

  it("stops a revoked key's token on every process within a second, and an ended entitlement's reads on the subgraph itself", async () => {
    const accounts = await openDb({ databaseUrl: dbUrl, listenUrl: db.url });
    try {
      const org = await createOrganisation(accounts, 'Revocation Org', 'paid');
      await grantEntitlement(accounts, org.id, 'air_cargo', null);
      await grantEntitlement(accounts, org.id, 'schedules', null); // the MCP server's tools
      const { key, row } = await createKey(accounts, org.id, 'tmcp');
      const t = await http(`${sys.urls.gateway}/auth/token`, '', { method: 'POST', key, body: {} });
      expect(t.status, t.text).toBe(200);
      const token = t.body.access_token as string;
      const post = (url: string, query: string) => http(url, '', { method: 'POST', key: token, body: { query } });
      // Every place that verifies tokens: the edge's gateway and its hosts (REST, legacy, MCP),
      // and the subgraph processes themselves (what a router in front reaches).
      const reads: Record<string, () => Promise<number>> = {
        gateway: async () => (await post(`${sys.urls.gateway}/graphql`, '{ me { id } }')).status,
        rest: async () => (await http(sys.urls.ocean, '/v1/containers', { key: token })).status,
        legacy: async () =>
          (await http(sys.urls.ocean, '/compat/legacy/tracking?number=CSQU3054383', { key: token })).status,
        mcp: async () =>
          (
            await fetch(`${sys.urls.mcp}/mcp`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                accept: 'application/json, text/event-stream',
              },
              body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
            })
          ).status,
        'subgraph:ocean': async () => {
          const r = await post(`${sys.urls.subgraphs.ocean}/graphql`, '{ containers { id } }');
          return r.body.errors?.[0]?.extensions?.status ?? r.status;
        },
        'subgraph:air': async () => {
          const r = await post(`${sys.urls.subgraphs.air}/graphql`, '{ waybill(awb: "176-12345675") { awb } }');
          return r.body.errors?.[0]?.extensions?.status ?? r.status;
        },
      };
      for (const [name, read] of Object.entries(reads)) expect(await read(), name).toBe(200);

      // Ending the air entitlement: the air subgraph refuses the token's air reads.
      await grantEntitlement(accounts, org.id, 'air_cargo', new Date(Date.now() - 1000));
      expect(await untilRefused(reads['subgraph:air']!, 403)).toBeLessThan(1000);

      // Revoking the key: each process is asked again the moment it answers, until it refuses.
      await revokeKey(accounts, row.id, new Date());
      const took = Object.fromEntries(
        await Promise.all(Object.entries(reads).map(async ([name, read]) => [name, await untilRefused(read, 401)])),
      );
      for (const [name, ms] of Object.entries(took)) expect(ms, name).toBeLessThan(1000);
    } finally {
      await accounts.close();
    }
  });

  it("streams an event raised in the loading subgraph process live through the edge's REST stream and its gateway", async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Live Org', 'paid');
    const { key } = await createKey(client, org.id, 'lmcp');
    await client.end();
    const loading = sys.edges[0]!.hosts.loading!;
    const plan = async () => {
      const r = await http(loading, '/v1/plans', {
        key,
        method: 'POST',
        body: {
          name: 'one box',
          cargo: [{ id: 'BOX', length: 1000, width: 800, height: 800, weight: 100, quantity: 1 }],
          equipment: [{ code: '22G1', count: 1 }],
          options: { time_budget_ms: 1000, seed: 1 },
        },
      });
      expect(r.status, r.text).toBe(201);
      return r.body.plan.id as string;
    };
    // Open before the plan: its event can only come live, by the edge process's LISTEN.
    const rest = await openEventSource(`${loading}/v1/events/stream`, key, ['plan_created']);
    const gateway = createSseClient({
      url: `${sys.urls.gateway}/graphql/stream`,
      headers: { authorization: `Bearer ${key}` },
      retryAttempts: 0,
    });
    try {
      const first = await plan();
      const [event] = await rest.count(1);
      expect(event!.body.data.plan_id).toBe(first);
      // The gateway's subscription from that event on: the next plan reaches it and the stream.
      const results = gateway.iterate<{ events: { data: { plan_id: string } } }>({
        query: 'subscription ($after: String) { events(products: ["loading"], after: $after) { data } }',
        variables: { after: event!.position },
      });
      const second = await plan();
      const next = await results.next();
      expect(next.value?.data?.events.data.plan_id).toBe(second);
      expect((await rest.count(2)).map((e) => e.body.data.plan_id)).toEqual([first, second]);
    } finally {
      gateway.dispose();
      rest.close();
    }
  });

  it.skipIf(!hasPgBouncer)(
    `sends every statement through the pooler and only the LISTEN sessions to the server (skipped only when ${NO_PGBOUNCER})`,
    async () => {
      const name = new URL(db.url).pathname.slice(1);
      const stats = (await pooler!.show('STATS')).find((r) => r.database === name);
      expect(Number(stats?.total_xact_count)).toBeGreaterThan(100);
      // Each process's pool is a client of the pooler: each asked to read the database just now
      // (its /ready), so no pool has let its idle clients go.
      const processes = [...Object.values(sys.urls.subgraphs), sys.urls.gateway];
      for (const base of processes) expect((await http(base, '/ready')).status, base).toBe(200);
      const clients = (await pooler!.show('CLIENTS')).filter((r) => r.database === name);
      expect(clients.length).toBeGreaterThanOrEqual(processes.length);
      // The sessions that LISTEN are the processes' own connections to the server, none the pooler's.
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      const listening = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`,
        [name],
      );
      await admin.end();
      const pooled = new Set((await pooler!.show('SERVERS')).map((r) => Number(r.remote_pid)));
      expect(listening.rows.length).toBeGreaterThan(Object.keys(sys.urls.subgraphs).length);
      expect(listening.rows.filter((r) => pooled.has(r.pid))).toEqual([]);
    },
  );

  it(
    'refuses to start an edge process without a signing key, saying how to make one',
    { timeout: 180_000 },
    async () => {
      const env = {
        ...process.env,
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        AUTH_SIGNING_KEY: '',
        AUTH_JWKS: '',
        AUTH_JWKS_URL: '',
      };
      const refusals = await Promise.all(
        ['edge', 'gateway', 'adapter', 'subgraph:ocean'].map((role) =>
          run(process.execPath, ['--import', 'tsx', 'wiring/serve.ts', role], { env, timeout: 150_000 }).then(
            () => ({ role, code: 0, stderr: '' }),
            (e: { code: number; stderr: string }) => ({ role, code: e.code, stderr: e.stderr }),
          ),
        ),
      );
      for (const { role, code, stderr } of refusals) {
        expect(code, role).toBe(1);
        expect(stderr, role).toMatch(/npm run keys -- signing-key/);
      }
    },
  );

  describe('a subgraph that cannot be reached', () => outage(shared));
  describe('a subgraph process called directly', () => subgraphBoundary(shared));
  describe('Hive Gateway in front of the subgraphs', () => hiveRouter(shared));
});
