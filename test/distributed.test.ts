// Distributed mode as plain processes (what docker-compose.yml runs): every subgraph, the
// gateway and the adapter in their own process on one PostgreSQL database, answering a
// request end to end. Needs a PostgreSQL server (PGlite is single-process).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import { freshPostgresDatabase, http } from './harness.js';
import { startDistributed, type DistributedSystem } from './processes.js';
import { createKey, createOrganisation } from '../subgraphs/accounts/store.js';
import { SECRET_HEADER } from '../platform/context.js';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('distributed mode', () => {
  let db: { url: string; drop(): Promise<void> };
  let sys: DistributedSystem;

  beforeAll(async () => {
    db = await freshPostgresDatabase(SERVER);
    sys = await startDistributed(db.url);
  }, 300_000);

  afterAll(async () => {
    await sys?.stop();
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
    expect(g.body.data.containers).toEqual([{ identifier: 'CSQU3054383', carrier: { name: expect.stringMatching(/CMA CGM/i) }, destination_port: { name: expect.stringMatching(/Singapore/) } }]);
  });

  it('has subgraphs that trust only the gateway', async () => {
    const url = `${sys.urls.subgraphs.ocean}/graphql`;
    const none = await http(url, '', { method: 'POST', body: { query: '{ containers { id } }' } });
    expect(none.status).toBe(401);
    const wrong = await http(url, '', { method: 'POST', headers: { [SECRET_HEADER]: 'guess' }, body: { query: '{ containers { id } }' } });
    expect(wrong.status).toBe(401);
    const ready = await http(url.replace('/graphql', ''), '/ready');
    expect(ready.body).toMatchObject({ ok: true });
  });
});
