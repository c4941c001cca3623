// Distributed mode as plain processes (what docker-compose.yml runs): every subgraph, the
// gateway and the adapter in their own process on one PostgreSQL database, answering a
// request end to end. Needs a PostgreSQL server (PGlite is single-process).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { freshPostgresDatabase, http } from './harness.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { createKey, createOrganisation } from '../subgraphs/accounts/store.js';
import { SECRET_HEADER } from '../platform/context.js';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function start(role: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork('platform/serve.ts', [role], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('message', () => resolve(child));
    child.once('exit', (code) => (code === 0 && role === 'migrate' ? resolve(child) : reject(new Error(`${role} exited ${code}: ${stderr}`))));
  });
}

describe('distributed mode', () => {
  const children: ChildProcess[] = [];
  let db: { url: string; drop(): Promise<void> };
  let env: NodeJS.ProcessEnv;
  let ports: Record<string, number>;

  beforeAll(async () => {
    db = await freshPostgresDatabase(SERVER);
    ports = { subgraphBase: 0, gateway: await freePort(), ocean: await freePort(), air: await freePort(), schedules: await freePort(), rates: await freePort(), loading: await freePort() };
    const subgraphPorts = await Promise.all(SUBGRAPHS.map(() => freePort()));
    env = {
      ...process.env,
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      INTERNAL_SECRET: 'distributed-test-secret',
      GATEWAY_PORT: String(ports.gateway),
      OCEAN_PORT: String(ports.ocean),
      AIR_PORT: String(ports.air),
      SCHEDULES_PORT: String(ports.schedules),
      RATES_PORT: String(ports.rates),
      LOADING_PORT: String(ports.loading),
      MCP_PORT: String(await freePort()),
      SUBGRAPH_URLS: SUBGRAPHS.map((s, i) => `${s.name}=http://127.0.0.1:${subgraphPorts[i]}/graphql`).join(','),
    };
    await start('migrate', env);
    children.push(
      ...(await Promise.all(SUBGRAPHS.map((s, i) => start(`subgraph:${s.name}`, { ...env, PORT: String(subgraphPorts[i]) })))),
    );
    ports.firstSubgraph = subgraphPorts[SUBGRAPHS.findIndex((s) => s.name === 'ocean')]!;
    children.push(await start('gateway', env));
    children.push(await start('adapter', env));
  }, 300_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await db?.drop();
  });

  it('answers a keyed request through adapter → gateway → subgraphs → PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const org = await createOrganisation(client, 'Distributed Org', 'paid');
    const { key } = await createKey(client, org.id, 'tmcp');
    await client.query(
      `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, destination_unlocode)
       VALUES ($1, 'CSQU3054383', 'container_id', 'CMDU', 'SGSIN')`,
      [org.id],
    );
    await client.end();
    const r = await http(`http://127.0.0.1:${ports.ocean}`, '/v1/containers', { key });
    expect(r.status).toBe(200);
    expect(r.body.data.items).toMatchObject([{ identifier: 'CSQU3054383', carrier_code: 'CMDU' }]);
    expect(r.headers.get('x-ratelimit-limit')).toBe('120');

    const g = await http(`http://127.0.0.1:${ports.gateway}/graphql`, '', {
      key,
      method: 'POST',
      body: { query: '{ containers { identifier carrier { name } destination_port { name } } }' },
    });
    expect(g.body.data.containers).toEqual([{ identifier: 'CSQU3054383', carrier: { name: expect.stringMatching(/CMA CGM/i) }, destination_port: { name: expect.stringMatching(/Singapore/) } }]);
  });

  it('has subgraphs that trust only the gateway', async () => {
    const url = `http://127.0.0.1:${ports.firstSubgraph}/graphql`;
    const none = await http(url, '', { method: 'POST', body: { query: '{ containers { id } }' } });
    expect(none.status).toBe(401);
    const wrong = await http(url, '', { method: 'POST', headers: { [SECRET_HEADER]: 'guess' }, body: { query: '{ containers { id } }' } });
    expect(wrong.status).toBe(401);
    const ready = await http(url.replace('/graphql', ''), '/ready');
    expect(ready.body).toMatchObject({ ok: true });
  });
});
