// Foundation contract through HTTP: keys and 401/403, rate limits across two adapter
// instances (on PostgreSQL and on Redis, which must be running: TEST_REDIS_URL, default local), envelopes for malformed JSON and unknown routes, migrations, isolation,
// composition, and a federated query across subgraphs.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import type { Server } from 'node:http';
import { useSystem, http } from '../support/harness.js';
import { definePlan, recordsOnLanes } from '../support/factories.js';
import { migrate } from '../../platform/migrate.js';
import { migrationSets } from '../../wiring/services.js';
import { rateLimiter } from '../../wiring/accounts.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';
import { accountsChangeHeard } from '../support/accounts-heard.js';
import { composeSupergraph, CompositionError } from '../../gateway/compose.js';
import { SubgraphExecutor } from '../../platform/subgraph.js';
import { buildProductApps } from '../../rest-adapter/server.js';
import { listen, portOf, closeServer } from '../../platform/http.js';
import type { Principal } from '../../platform/context.js';
import type { RateLimitStoreKind, RedisConfig } from '../../platform/config.js';
import { randomUUID } from 'node:crypto';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const sys = useSystem({ fromScratch: true }); // migrations run here from an empty database

describe('migrations', () => {
  it('records every file once and re-runs as a no-op', async () => {
    const again = await migrate(sys.services.db, migrationSets(SUBGRAPHS));
    expect(again.applied).toEqual([]);
    const r = await sys.services.db.query<{ subgraph: string }>(
      'SELECT DISTINCT subgraph FROM meta.migrations ORDER BY 1',
    );
    expect(r.rows.map((x) => x.subgraph)).toEqual([...SUBGRAPHS.map((s) => s.name)].sort());
    const ready = await http(sys.urls.ocean, '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ok: true, migrations: 'applied' });
  });

  it('rolls a failing migration back completely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fg-mig-'));
    writeFileSync(join(dir, '001_ok.sql'), 'CREATE TABLE scratch.kept (id int);');
    writeFileSync(join(dir, '002_bad.sql'), 'CREATE TABLE scratch.half (id int);\nSELECT 1/0;');
    await expect(migrate(sys.services.db, [{ name: 'scratch', dir }])).rejects.toThrow(
      /scratch\/002_bad.sql failed: division by zero/,
    );
    const tables = await sys.services.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'scratch' ORDER BY 1",
    );
    expect(tables.rows.map((t) => t.table_name)).toEqual(['kept']);
    const recorded = await sys.services.db.query("SELECT name FROM meta.migrations WHERE subgraph = 'scratch'");
    expect(recorded.rows).toEqual([{ name: '001_ok.sql' }]);
  });
});

describe('API keys', () => {
  it('stores only a SHA-256 hash of the key', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const rows = await sys.services.db.query<Record<string, unknown>>(
      'SELECT * FROM accounts.api_keys WHERE org_id = $1',
      [org.id],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.key_hash).toBe(hashKey(key));
    expect(JSON.stringify(rows.rows[0])).not.toContain(key.slice(5));
    expect(key).toMatch(/^tmcp_[A-Za-z0-9]{32}$/);
  });

  it('answers 401 UNAUTHORIZED for a missing, malformed, unknown, revoked or expired key', async () => {
    const org = await sys.org();
    const revoked = await org.key('tmcp');
    const expired = await org.key('tmcp', { expiresAt: new Date(sys.clock.now().getTime() - 1000) });
    const keyRow = await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [
      hashKey(revoked),
    ]);
    await revokeKey(sys.services.db, keyRow.rows[0]!.id, sys.clock.now());
    sys.auth.invalidate(); // in-process path; other processes learn it by NOTIFY
    const cases: [string, Record<string, string>, RegExp][] = [
      ['missing', {}, /missing/],
      ['malformed', { authorization: 'Bearer not-a-key' }, /malformed/],
      ['wrong scheme', { authorization: 'Basic abc' }, /must use the Bearer scheme/],
      ['unknown', { authorization: `Bearer tmcp_${'A'.repeat(32)}` }, /unknown/],
      ['revoked', { authorization: `Bearer ${revoked}` }, /revoked/],
      ['expired', { authorization: `Bearer ${expired}` }, /expired/],
      ['wrong product prefix', { authorization: `Bearer lmcp_${'A'.repeat(32)}` }, /not valid on this product/],
    ];
    for (const [name, headers, message] of cases) {
      const r = await http(sys.urls.ocean, '/v1/containers', { headers });
      expect(r.status, name).toBe(401);
      expect(r.body, name).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', severity: 'warning' } });
      expect(r.body.error.message, name).toMatch(message);
    }
    const air = await http(sys.urls.air, '/track/176-12345675');
    expect(air.status).toBe(401);
    expect(air.body).toEqual({ error: { code: 'unauthorized', message: expect.stringMatching(/missing/) } });
  });

  it('drops a revoked key everywhere through NOTIFY, without a local invalidate', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200); // now cached
    const id = (
      await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE org_id = $1', [org.id])
    ).rows[0]!.id;
    // Handlers of a channel run in the order they subscribed: once ours hears the revocation,
    // the authenticator's (subscribed at start) has already dropped its cache.
    await accountsChangeHeard(sys.services.db, () => revokeKey(sys.services.db, id, sys.clock.now()), id);
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(401);
  });

  it('answers 503 with Retry-After when access cannot be checked, and runs nothing', async () => {
    const key = await (await sys.org()).key('tmcp'); // not cached yet: the lookup must reach the database
    await sys.services.db.query('ALTER TABLE accounts.api_keys RENAME TO api_keys_away');
    try {
      const r = await http(sys.urls.ocean, '/v1/containers', { key });
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('5');
      expect(r.body).toMatchObject({ ok: false, error: { code: 'SERVICE_UNAVAILABLE', severity: 'error' } });
      expect(r.text).not.toMatch(/api_keys/); // no internals in the message
    } finally {
      await sys.services.db.query('ALTER TABLE accounts.api_keys_away RENAME TO api_keys');
    }
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200);
  });

  it('accepts x-api-key as well as Bearer', async () => {
    const key = await (await sys.org()).key('tmcp');
    const r = await http(sys.urls.ocean, '/v1/containers', { headers: { 'x-api-key': key } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, api_version: expect.any(String), data: { items: [] } });
  });

  it('answers 403 for an expired entitlement and for none', async () => {
    const past = new Date(sys.clock.now().getTime() - 86_400_000);
    const expired = await (await sys.org({ entitlements: { air_cargo: past } })).key('tmcp');
    const r = await http(sys.urls.air, '/track/176-12345675', { key: expired });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: { code: 'access_expired', message: 'air cargo access period ended' } });
    const none = await (await sys.org()).key('tmcp');
    const n = await http(sys.urls.air, '/track/176-12345675', { key: none });
    expect(n.status).toBe(403);
    expect(n.body.error.code).toBe('forbidden');
  });
});

describe('rate limits', () => {
  /** An adapter instance of its own (as another process would be) counting in the given store. */
  async function adapterOn(store: RateLimitStoreKind, redis: RedisConfig | null) {
    const limiter = rateLimiter({ rateLimitStore: store, redis }, sys.services.db);
    const apps = buildProductApps({
      services: sys.services,
      gateway: sys.client,
      exportRows: sys.exportRows,
      auth: sys.auth,
      limiter,
      tokens: sys.tokens,
      migrationSets: migrationSets(SUBGRAPHS),
      live: sys.live,
      connections: sys.connections,
    });
    const server: Server = await listen(apps.ocean, 0, '127.0.0.1');
    return {
      url: `http://127.0.0.1:${portOf(server)}`,
      close: async () => {
        await closeServer(server);
        await limiter.close();
      },
    };
  }

  it.each(['postgres', 'redis'] as const)(
    'holds one rolling 20-second window across two adapter instances sharing the %s store',
    async (store) => {
      // Each run its own keys in the shared Redis (parallel runs of this file must not meet).
      const redis = { url: REDIS_URL, keyPrefix: `test:${randomUUID()}:`, timeoutMs: 2000 };
      const [one, two] = [await adapterOn(store, redis), await adapterOn(store, redis)];
      try {
        await holdsOneWindow(one.url, two.url);
      } finally {
        await one.close();
        await two.close();
      }
    },
  );

  async function holdsOneWindow(first: string, other: string) {
    const key = await (await sys.org({ plan: 'free' })).key('tmcp');
    for (let i = 1; i <= 40; i++) {
      const r = await http(i % 2 ? first : other, '/v1/containers', { key });
      expect(r.status, `request ${i}`).toBe(200);
      expect(r.headers.get('x-ratelimit-limit')).toBe('40');
      expect(r.headers.get('x-ratelimit-remaining')).toBe(String(40 - i));
      expect(Number(r.headers.get('x-ratelimit-reset'))).toBe(Math.floor(sys.clock.now().getTime() / 1000) + 20);
    }
    const over = await http(other, '/v1/containers', { key });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/rate limit/) },
    });
    expect(over.headers.get('retry-after')).toBe('20');
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    sys.clock.advance(19_000);
    expect((await http(first, '/v1/containers', { key })).status).toBe(429);
    sys.clock.advance(2_000);
    const again = await http(first, '/v1/containers', { key });
    expect(again.status).toBe(200);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('39');
  }

  it('enforces the per-minute sustained limit beside the window', async () => {
    // With 20-second windows the free and paid minute limits equal three full windows, so
    // a plan whose minute limit is tighter shows the sustained check on its own.
    await definePlan(sys.services.db, 'tight', { windowLimit: 40, minuteLimit: 50 });
    const key = await (await sys.org({ plan: 'tight' })).key('tmcp');
    for (let i = 0; i < 40; i++) expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200);
    sys.clock.advance(21_000);
    for (let i = 0; i < 10; i++) expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200);
    const over = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('39');
  });
});

describe('HTTP shape on every product host', () => {
  const products = ['ocean', 'air', 'schedules', 'rates', 'loading'] as const;
  const shapes: Record<(typeof products)[number], (code: string) => unknown> = {
    ocean: (code) => ({ ok: false, error: { code, message: expect.any(String), severity: expect.any(String) } }),
    air: (code) => ({
      error: {
        code: code === 'VALIDATION_ERROR' ? 'invalid_request' : code.toLowerCase(),
        message: expect.any(String),
      },
    }),
    schedules: (code) => ({ ok: false, error: { code, message: expect.any(String) } }),
    rates: (code) => ({
      error: {
        code: code === 'VALIDATION_ERROR' ? 'invalid_request' : code.toLowerCase(),
        message: expect.any(String),
      },
    }),
    loading: (code) => ({ ok: false, error: { code, message: expect.any(String) } }),
  };

  it('answers an unknown route with 404 in the product envelope', async () => {
    for (const p of products) {
      const r = await http(sys.urls[p], '/no/such/route');
      expect(r.status, p).toBe(404);
      expect(r.body, p).toEqual(shapes[p]('NOT_FOUND'));
    }
  });

  // The body is read once the caller is admitted (a keyless one is 401 whatever it sends).
  it('answers malformed JSON with 400 in the product envelope, never a stack trace', async () => {
    const org = await sys.org({ entitlements: { air_cargo: null, schedules: null, freight_rates: null } });
    const prefix = { ocean: 'tmcp', air: 'tmcp', schedules: 'smcp', rates: 'frm', loading: 'lmcp' } as const;
    for (const p of products) {
      const key = await org.key(prefix[p]);
      const r = await http(sys.urls[p], '/v1/webhooks', { method: 'POST', key, rawBody: '{"url": "https://x", ' });
      expect(r.status, p).toBe(400);
      expect(r.body, p).toEqual(shapes[p]('VALIDATION_ERROR'));
      expect(r.text).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const key = await (await sys.org()).key('tmcp');
    const r = await http(sys.urls.ocean, '/v1/webhooks', {
      method: 'POST',
      key,
      rawBody: JSON.stringify({ description: 'x'.repeat(200_000) }),
    });
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('serves /health and /ready on every host', async () => {
    for (const base of [...products.map((p) => sys.urls[p]), sys.urls.gateway.replace('/graphql', '')]) {
      expect((await http(base, '/health')).body).toEqual({ ok: true });
      expect((await http(base, '/ready')).status).toBe(200);
    }
  });
});

describe('subgraphs and the gateway', () => {
  async function insertContainer(orgId: string, identifier: string, scac: string, pod: string): Promise<string> {
    const [id] = await recordsOnLanes(sys.services.db, orgId, [{ identifier, carrierScac: scac, destination: pod }]);
    return id!;
  }

  it('keeps each organisation to its own rows at the subgraph level', async () => {
    const a = await sys.org({ name: 'A' });
    const b = await sys.org({ name: 'B' });
    const idA = await insertContainer(a.id, 'MSCU1234566', 'MSCU', 'NLRTM');
    const idB = await insertContainer(b.id, 'MAEU1234567', 'MAEU', 'USLAX');
    const ocean = new SubgraphExecutor(
      SUBGRAPHS.find((s) => s.name === 'ocean')!,
      sys.services,
    );
    const principal = (orgId: string): Principal => ({
      orgId,
      plan: 'paid',
      keyId: null,
      keyPrefix: 'tmcp',
      entitlements: {},
      limits: { window: 120, minute: 360 },
    });
    const q = `query($id: ID!) { container(id: $id) { id identifier } containers { id } }`;
    const asA = await ocean.execute(q, { id: idB }, principal(a.id));
    expect(asA.data).toEqual({ container: null, containers: [{ id: idA }] });
    const entities = await ocean.execute(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Container { id } } }`,
      { r: [{ __typename: 'Container', id: idB }] },
      principal(a.id),
    );
    expect(entities.data).toEqual({ _entities: [null] });
    const anonymous = await ocean.execute('{ containers { id } }', undefined, null);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    // Through REST: another organisation's id is unknown.
    const keyA = await a.key('tmcp');
    const r = await http(sys.urls.ocean, `/v1/containers/${idB}`, { key: keyA });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('NOT_FOUND');
  });

  it('answers a federated query joining ocean to reference and schedules through the gateway', async () => {
    const org = await sys.org();
    await insertContainer(org.id, 'HLXU2008419', 'HLCU', 'DEHAM');
    const key = await org.key('tmcp');
    const r = await http(sys.urls.gateway, '', {
      key,
      method: 'POST',
      body: {
        query:
          '{ containers { identifier carrier { scac name upcoming_sailings } destination_port { name country_code timezone } } }',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.containers).toEqual([
      {
        identifier: 'HLXU2008419',
        carrier: { scac: 'HLCU', name: expect.stringMatching(/Hapag/i), upcoming_sailings: expect.any(Number) },
        destination_port: { name: 'Hamburg', country_code: 'DE', timezone: 'Europe/Berlin' },
      },
    ]);
  });

  it('shapes each answer of one cached operation by its own variables (@include, @skip, aliases, inline fragments)', async () => {
    // The gateway builds an operation once and reuses it (gateway/operation-cache.ts): conditions
    // and shaping must still follow each request's variables.
    const org = await sys.org();
    await insertContainer(org.id, 'MSKU0000027', 'MAEU', 'DEHAM');
    const key = await org.key('tmcp');
    const query = `query($withCarrier: Boolean!, $noPort: Boolean!) {
      containers { ref: identifier carrier @include(if: $withCarrier) { scac } ... on Container { destination_port @skip(if: $noPort) { name } } }
    }`;
    const ask = async (withCarrier: boolean, noPort: boolean) =>
      (await http(sys.urls.gateway, '', { key, method: 'POST', body: { query, variables: { withCarrier, noPort } } }))
        .body;
    for (let round = 0; round < 2; round++) {
      expect(await ask(true, false)).toEqual({
        data: {
          containers: [{ ref: 'MSKU0000027', carrier: { scac: 'MAEU' }, destination_port: { name: 'Hamburg' } }],
        },
      });
      expect(await ask(false, true)).toEqual({ data: { containers: [{ ref: 'MSKU0000027' }] } });
      expect(await ask(false, false)).toEqual({
        data: { containers: [{ ref: 'MSKU0000027', destination_port: { name: 'Hamburg' } }] },
      });
    }
  });

  it('refuses the gateway without a key, except the open reference fields', async () => {
    const r = await http(sys.urls.gateway, '', { method: 'POST', body: { query: '{ containers { id } }' } });
    expect(r.status).toBe(401);
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
    const open = await http(sys.urls.gateway, '', { method: 'POST', body: { query: '{ carriers { scac } }' } });
    expect(open.status).toBe(200);
    expect(open.body.data.carriers.length).toBeGreaterThan(60);
  });

  it('fails composition with a readable message', () => {
    const a = parse(`extend schema @link(url: "https://specs.apollo.dev/federation/v2.5", import: ["@key"])
      type Query { a: Carrier } type Carrier @key(fields: "scac") { scac: String! name: String! }`);
    const b = parse(`extend schema @link(url: "https://specs.apollo.dev/federation/v2.5", import: ["@key"])
      type Query { b: Carrier } type Carrier @key(fields: "scac") { scac: String! name: Int! }`);
    let caught: unknown;
    try {
      composeSupergraph([
        { name: 'one', typeDefs: a, url: 'http://one' },
        { name: 'two', typeDefs: b, url: 'http://two' },
      ]);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(CompositionError);
    expect((caught as Error).message).toMatch(
      /supergraph composition failed \(\d+ error\(s\)\):\n  - [A-Z_]+: .*Carrier\.name/,
    );
  });
});
