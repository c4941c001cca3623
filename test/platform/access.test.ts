// The one access model (platform/access.ts) through both edges, over real HTTP: the same key
// gets the same refusal (code and status) from GraphQL at the gateway and from the REST hosts;
// the issue-12 regressions (wrong-product keys, internal headers); organisation isolation;
// one rate-limit bucket across both edges; the gateway's HTTP hygiene; tokens and the JWKS.
// Time is driven (sys.clock), never slept.
import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { useSystem, http, type TestOrg, type HttpAnswer } from '../support/harness.js';
import { hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';
import type { Product } from '../../rest-adapter/envelopes.js';

let gatewayBase: string;
const sys = useSystem();
beforeAll(async () => {
  gatewayBase = sys.urls.gateway.replace(/\/graphql$/, '');
});
// A fresh rate-limit window (per organisation and the per-IP open-route bucket) for every test.
afterEach(() => sys.clock.advance(61_000));

type Prefix = 'tmcp' | 'smcp' | 'lmcp' | 'frm';
type Code = 'UNAUTHORIZED' | 'FORBIDDEN' | 'ACCESS_EXPIRED';
const ALL_ENTITLEMENTS = { air_cargo: null, schedules: null, freight_rates: null };
const STATUS: Record<Code, number> = { UNAUTHORIZED: 401, FORBIDDEN: 403, ACCESS_EXPIRED: 403 };
/** How each product envelope spells the canonical refusal codes (rest-adapter/envelopes.ts). */
const SPELLING: Record<Product, Record<Code, string>> = {
  ocean: { UNAUTHORIZED: 'UNAUTHORIZED', FORBIDDEN: 'FORBIDDEN', ACCESS_EXPIRED: 'FORBIDDEN' },
  air: { UNAUTHORIZED: 'unauthorized', FORBIDDEN: 'forbidden', ACCESS_EXPIRED: 'access_expired' },
  schedules: { UNAUTHORIZED: 'UNAUTHORIZED', FORBIDDEN: 'FORBIDDEN', ACCESS_EXPIRED: 'access_expired' },
  rates: { UNAUTHORIZED: 'missing_key', FORBIDDEN: 'forbidden', ACCESS_EXPIRED: 'access_expired' },
  loading: { UNAUTHORIZED: 'UNAUTHORIZED', FORBIDDEN: 'FORBIDDEN', ACCESS_EXPIRED: 'FORBIDDEN' },
};

const gql = (query: string, key?: string, headers?: Record<string, string>): Promise<HttpAnswer> =>
  http(sys.urls.gateway, '', { key, method: 'POST', body: { query }, headers });

/**
 * What a refused answer carries: null, whether the refusal nulled the whole answer (a non-null
 * root field) or only its nullable root fields (each of them null).
 */
const refusedData = (data: Record<string, unknown> | null | undefined): Record<string, unknown> | null =>
  data && Object.values(data).some((v) => v !== null) ? data : null;

/** A GraphQL answer refused with `code` (HTTP status of the refusal, nothing run). */
function expectRefused(r: HttpAnswer, code: string, status: number, label = ''): void {
  expect(r.status, `${label} ${r.text}`).toBe(status);
  expect(r.body?.errors?.[0]?.extensions, `${label} ${r.text}`).toMatchObject({ code, status });
  expect(refusedData(r.body.data), label).toBeNull();
}

// ---------------------------------------------------------------------------------------------
// 1. The matrix

type Ents = 'all' | 'none' | 'expired';
interface Caller {
  label: string;
  ents: Ents;
  prefix: Prefix;
  key: string;
}
/** Prefixes that can hold the scope, and whether it also needs the product's entitlement. */
type Rule = readonly [readonly Prefix[], boolean];

function verdict(c: Caller, [prefixes, entitled]: Rule): Code | null {
  if (!prefixes.includes(c.prefix)) return 'UNAUTHORIZED';
  if (entitled && c.ents === 'none') return 'FORBIDDEN';
  if (entitled && c.ents === 'expired') return 'ACCESS_EXPIRED';
  return null;
}

interface RestProbe {
  host: Product;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The status when access is granted (the handler ran). */
  allowed: number;
}
interface Row {
  name: string;
  rule: Rule;
  graphql: string[];
  rest: RestProbe[];
}

const FAMILY = ['tmcp'] as const;
const SCHEDULES = ['smcp', 'tmcp'] as const;
const EVERY = ['tmcp', 'smcp', 'lmcp', 'frm'] as const;
// Registering with a URL that is not one: access granted is 400 (the handler ran), no endpoint made.
const register = (host: Product): RestProbe => ({
  host,
  method: 'POST',
  path: '/v1/webhooks',
  body: { url: 'not a url' },
  allowed: 400,
});
const list = (host: Product): RestProbe => ({ host, method: 'GET', path: '/v1/webhooks', allowed: 200 });

const MATRIX: Row[] = [
  {
    name: 'ocean',
    rule: [FAMILY, false],
    graphql: ['{ containers { id } }', 'mutation { add_container(identifier: "MSCU1234566") { id } }'],
    rest: [{ host: 'ocean', method: 'GET', path: '/v1/containers', allowed: 200 }],
  },
  {
    name: 'air',
    rule: [FAMILY, true],
    graphql: ['{ waybill(awb: "176-12345675") { awb } }', '{ aircraft_positions(flight_number: "EK1") { callsign } }'],
    rest: [{ host: 'air', method: 'GET', path: '/track/176-12345675', allowed: 200 }],
  },
  {
    name: 'schedules',
    rule: [SCHEDULES, true],
    graphql: [
      '{ carrier_league(limit: 3) { total } }',
      '{ schedule_search(origin: "CNSHA", destination: "NLRTM") { total } }',
    ],
    rest: [{ host: 'schedules', method: 'GET', path: '/public/reliability/leaderboard?limit=3', allowed: 200 }],
  },
  {
    name: 'rates',
    rule: [['frm'], true],
    graphql: ['{ rate_indices { code } }'],
    rest: [{ host: 'rates', method: 'GET', path: '/v1/rates/indices', allowed: 200 }],
  },
  { name: 'loading', rule: [['lmcp'], false], graphql: ['{ plans { id } }'], rest: [] },
  { name: 'account', rule: [EVERY, false], graphql: ['{ me { id } }'], rest: [] },
  { name: 'ocean webhooks', rule: [FAMILY, false], graphql: [], rest: [list('ocean'), register('ocean')] },
  { name: 'air webhooks: list', rule: [FAMILY, false], graphql: [], rest: [list('air')] },
  { name: 'air webhooks: register', rule: [FAMILY, true], graphql: [], rest: [register('air')] },
  { name: 'schedules webhooks: list', rule: [SCHEDULES, false], graphql: [], rest: [list('schedules')] },
  { name: 'schedules webhooks: register', rule: [SCHEDULES, true], graphql: [], rest: [register('schedules')] },
  { name: 'rates webhooks: list', rule: [['frm', 'tmcp'], false], graphql: [], rest: [list('rates')] },
  { name: 'rates webhooks: register', rule: [['frm', 'tmcp'], true], graphql: [], rest: [register('rates')] },
  { name: 'loading webhooks', rule: [['lmcp'], false], graphql: [], rest: [list('loading'), register('loading')] },
];

describe('the access matrix, GraphQL and REST alike', () => {
  const callers: Caller[] = [];
  beforeAll(async () => {
    const past = new Date(sys.clock.now().getTime() - 86_400_000);
    const orgs: [Ents, TestOrg, Prefix[]][] = [
      ['all', await sys.org({ entitlements: ALL_ENTITLEMENTS }), ['tmcp', 'smcp', 'lmcp', 'frm']],
      ['none', await sys.org(), ['tmcp', 'smcp', 'frm']],
      [
        'expired',
        await sys.org({ entitlements: { air_cargo: past, schedules: past, freight_rates: past } }),
        ['tmcp', 'smcp', 'frm'],
      ],
    ];
    for (const [ents, org, prefixes] of orgs) {
      for (const prefix of prefixes)
        callers.push({ label: `${prefix} key, ${ents} entitlements`, ents, prefix, key: await org.key(prefix) });
    }
  });

  it.each(MATRIX)('$name', async (row) => {
    for (const c of callers) {
      const want = verdict(c, row.rule);
      for (const query of row.graphql) {
        const r = await gql(query, c.key);
        const label = `GraphQL ${query} / ${c.label}`;
        if (!want) {
          expect(r.status, `${label}: ${r.text}`).toBe(200);
          expect(r.body.errors, `${label}: ${r.text}`).toBeUndefined();
          continue;
        }
        expect(r.body?.errors?.[0]?.extensions, `${label}: ${r.text}`).toMatchObject({
          code: want,
          status: STATUS[want],
        });
        expect(r.status, `${label}: ${r.text}`).toBe(STATUS[want]);
        expect(refusedData(r.body.data), label).toBeNull();
        if (want === 'UNAUTHORIZED') expect(r.body.errors[0].message, label).toMatch(/not valid/);
      }
      for (const p of row.rest) {
        const r = await http(sys.urls[p.host], p.path, { key: c.key, method: p.method, body: p.body });
        const label = `REST ${p.host} ${p.method} ${p.path} / ${c.label}`;
        if (!want) {
          expect(r.status, `${label}: ${r.text}`).toBe(p.allowed);
          continue;
        }
        expect(r.status, `${label}: ${r.text}`).toBe(STATUS[want]);
        expect(r.body?.error?.code, label).toBe(SPELLING[p.host][want]);
        if (want === 'UNAUTHORIZED') expect(r.body.error.message, label).toMatch(/not valid/);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Issue 12: keys of another product, internal headers, anonymous callers

describe('issue 12 regressions', () => {
  it('refuses lmcp and frm keys on ocean and air fields, and an lmcp add_container creates nothing', async () => {
    const org = await sys.org({ entitlements: ALL_ENTITLEMENTS });
    const family = await org.key('tmcp');
    for (const prefix of ['lmcp', 'frm'] as const) {
      const key = await org.key(prefix);
      for (const q of [
        '{ containers { id } }',
        '{ waybill(awb: "176-12345675") { awb } }',
        'mutation { add_container(identifier: "MSCU1234566") { id } }',
      ]) {
        const r = await gql(q, key);
        expectRefused(r, 'UNAUTHORIZED', 401, `${prefix} ${q}`);
        expect(r.body.errors[0].message).toMatch(/not valid/);
      }
    }
    const after = await gql('{ containers { id } }', family);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ data: { containers: [] } });
    const rows = await sys.services.db.query('SELECT 1 FROM ocean.containers WHERE org_id = $1', [org.id]);
    expect(rows.rows).toHaveLength(0);
  });

  it('gives the old internal secret and principal headers nothing', async () => {
    const org = await sys.org({ entitlements: ALL_ENTITLEMENTS });
    const principal = {
      orgId: org.id,
      plan: 'paid',
      keyId: null,
      keyPrefix: 'tmcp',
      entitlements: ALL_ENTITLEMENTS,
      limits: { window: 120, minute: 360 },
    };
    const headers = {
      'x-fg-internal-secret': 'dev-internal-secret-change-me',
      'x-fg-principal': Buffer.from(JSON.stringify(principal)).toString('base64'),
    };
    expectRefused(await gql('{ containers { id } }', undefined, headers), 'UNAUTHORIZED', 401, 'anonymous + headers');
    expectRefused(await gql('{ me { id } }', undefined, headers), 'UNAUTHORIZED', 401, 'anonymous + headers');
    // With a key of another product, the headers do not widen it either.
    const r = await gql('{ containers { id } }', await org.key('lmcp'), headers);
    expectRefused(r, 'UNAUTHORIZED', 401, 'lmcp + headers');
    expect(r.body.errors[0].message).toMatch(/not valid/);
  });

  it('answers the open reference fields anonymously and refuses the rest with 401', async () => {
    const carriers = await gql('{ carriers { scac } }');
    expect(carriers.status).toBe(200);
    expect(carriers.body.data.carriers).toContainEqual({ scac: 'MAEU' });
    const ports = await gql('{ ports_search(q: "rotterdam") { unlocode } }');
    expect(ports.status).toBe(200);
    expect(ports.body.data.ports_search).toContainEqual({ unlocode: 'NLRTM' });
    // carrier_league carries no directive (keyless transition, docs/schedules.md): its resolver refuses
    // once the transition has ended, and the HTTP status must still be the refusal's.
    for (const q of [
      '{ carrier(scac: "MAEU") { name } }',
      '{ port(unlocode: "NLRTM") { name } }',
      '{ carrier_league { total } }',
    ]) {
      const r = await gql(q);
      expectRefused(r, 'UNAUTHORIZED', 401, q);
      expect(r.body.errors[0].message).toMatch(/missing/);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Organisations

describe('cross-organisation isolation', () => {
  it("keeps A's container from B on both edges", async () => {
    const a = await (await sys.org({ name: 'A' })).key('tmcp');
    const b = await (await sys.org({ name: 'B' })).key('tmcp');
    const added = await http(sys.urls.ocean, '/v1/containers', {
      key: a,
      method: 'POST',
      body: { identifier: 'CSQU3054383' },
    });
    expect(added.status, added.text).toBe(201);
    const id = added.body.data.id as string;
    const mine = await gql(`{ container(id: "${id}") { id } }`, a);
    expect(mine.body).toEqual({ data: { container: { id } } });

    const one = await gql(`{ container(id: "${id}") { id } }`, b);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ data: { container: null } });
    const rest = await http(sys.urls.ocean, `/v1/containers/${id}`, { key: b });
    expect(rest.status).toBe(404);
    expect(rest.body.error.code).toBe('NOT_FOUND');
    expect((await gql('{ containers { id } }', b)).body).toEqual({ data: { containers: [] } });
    expect((await http(sys.urls.ocean, '/v1/containers', { key: b })).body.data.items).toEqual([]);
    // The entity lookup is not part of the public schema.
    const entities = await gql(
      `{ _entities(representations: [{ __typename: "Container", id: "${id}" }]) { ... on Container { id } } }`,
      b,
    );
    expect(entities.status).toBe(400);
    expect(entities.text).not.toContain(id);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. One rate-limit bucket behind both edges

describe('rate limits across REST and GraphQL', () => {
  it('counts both edges in one window, refuses the 41st with 429, and answers again after the window', async () => {
    const key = await (await sys.org({ plan: 'free' })).key('tmcp');
    const rest = () => http(sys.urls.ocean, '/v1/containers', { key });
    const graphql = () => gql('{ containers { id } }', key);
    for (let i = 1; i <= 40; i++) {
      const r = await (i % 2 ? rest() : graphql());
      const label = `request ${i} (${i % 2 ? 'REST' : 'GraphQL'})`;
      expect(r.status, `${label}: ${r.text}`).toBe(200);
      expect(r.headers.get('x-ratelimit-limit'), label).toBe('40');
      expect(r.headers.get('x-ratelimit-remaining'), label).toBe(String(40 - i));
    }
    const over = await graphql();
    expect(over.status).toBe(429);
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(over.body.errors[0].message).toMatch(/rate limit/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const overRest = await rest();
    expect(overRest.status).toBe(429);
    expect(overRest.body.error.code).toBe('VALIDATION_ERROR'); // ocean's over-limit code (docs/ocean.md)
    expect(Number(overRest.headers.get('retry-after'))).toBeGreaterThan(0);

    sys.clock.advance(21_000);
    const again = await graphql();
    expect(again.status).toBe(200);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('39');
    expect((await rest()).headers.get('x-ratelimit-remaining')).toBe('38');
  });

  // A REST route declares its scopes, so a key that can never hold them is refused (401) before it
  // is counted; an operation's scopes are known only once it is parsed, after the caller is
  // counted (gateway/admission.ts): there the organisation's spent window answers first.
  it('refuses a wrong-prefix key 401 on REST without counting it, even with the window spent; GraphQL counts it first', async () => {
    const org = await sys.org({ plan: 'free' });
    const family = await org.key('tmcp');
    const loading = await org.key('lmcp');
    for (let i = 0; i < 40; i++)
      expect((await http(sys.urls.ocean, '/v1/containers', { key: family })).status).toBe(200);
    const rest = await http(sys.urls.ocean, '/v1/containers', { key: loading });
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('UNAUTHORIZED');
    expectRefused(await gql('{ containers { id } }', loading), 'RATE_LIMITED', 429, 'GraphQL, window spent');
    sys.clock.advance(21_000);
    const counted = await gql('{ containers { id } }', loading);
    expectRefused(counted, 'UNAUTHORIZED', 401, 'GraphQL, window open');
    expect(counted.headers.get('x-ratelimit-remaining')).toBe('39');
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The gateway's HTTP face

describe('gateway hygiene', () => {
  it('says what is wrong with an Authorization header without the Bearer scheme', async () => {
    const key = await (await sys.org()).key('tmcp');
    for (const [header, message] of [
      [key, /must use the Bearer scheme: send Authorization: Bearer <API_KEY>/],
      ['Bearer', /has no key: send Authorization: Bearer <API_KEY>/],
      [`Basic ${key}`, /must use the Bearer scheme/],
    ] as const) {
      const rest = await http(sys.urls.ocean, '/v1/containers', { headers: { authorization: header } });
      expect(rest.status, header).toBe(401);
      expect(rest.body.error.message, header).toMatch(message);
      const gql = await http(gatewayBase, '/graphql', {
        method: 'POST',
        headers: { authorization: header },
        body: { query: '{ containers { id } }' },
      });
      expect(gql.status, header).toBe(401);
      expect(gql.body.errors[0].message, header).toMatch(message);
    }
  });

  const clean = (r: HttpAnswer, label: string) => {
    expect(r.headers.get('content-type'), label).toMatch(/application\/json/);
    expect(r.text, label).not.toMatch(/<html|<pre|\bat .*\.[jt]s:\d+|\/work\//i);
    expect(r.body?.errors?.[0]?.message, label).toEqual(expect.any(String));
  };

  it('answers malformed JSON 400, an oversized body 413, PUT 405 and an unknown path 404, all JSON', async () => {
    const bad = await http(sys.urls.gateway, '', { method: 'POST', rawBody: '{"query": "{ carriers { scac } ' });
    expect(bad.status).toBe(400);
    clean(bad, 'malformed');
    expect(bad.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const big = await http(sys.urls.gateway, '', {
      method: 'POST',
      body: { query: `{ carriers { scac } } #${'x'.repeat(150_000)}` },
    });
    expect(big.status).toBe(413);
    clean(big, 'too large');
    const put = await http(sys.urls.gateway, '', { method: 'PUT', body: { query: '{ carriers { scac } }' } });
    expect(put.status).toBe(405);
    clean(put, 'PUT');
    expect(put.headers.get('allow')).toMatch(/POST/);
    const unknown = await http(gatewayBase, '/no/such/path');
    expect(unknown.status).toBe(404);
    clean(unknown, 'unknown path');
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('serves GraphiQL to a browser without off-host scripts or stylesheets', async () => {
    const r = await http(sys.urls.gateway, '', { headers: { accept: 'text/html' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.text).toMatch(/graphiql/i);
    expect(r.text).not.toMatch(/<script[^>]*\ssrc=["']?(https?:)?\/\//i);
    expect(r.text).not.toMatch(/<link[^>]*\shref=["']?(https?:)?\/\//i);
    expect(r.text).not.toMatch(/import\s*\(?\s*["'](https?:)?\/\//i);
  });

  it('refuses list arguments out of range with VALIDATION_ERROR naming the argument', async () => {
    const org = await sys.org({ entitlements: ALL_ENTITLEMENTS });
    const [family, loading] = [await org.key('tmcp'), await org.key('lmcp')];
    const cases: [string, string | undefined, RegExp][] = [
      ['{ containers(limit: -100) { id } }', family, /\blimit\b/],
      ['{ containers(limit: 0) { id } }', family, /\blimit\b/],
      ['{ plans(limit: 0) { id } }', loading, /\blimit\b/],
      ['{ carrier_league(limit: 0) { total } }', family, /\blimit\b/],
      ['{ ports_search(q: "r") { unlocode } }', undefined, /\bq\b/],
    ];
    for (const [q, key, names] of cases) {
      const r = await gql(q, key);
      expect(r.body.errors?.[0]?.extensions?.code, `${q}: ${r.text}`).toBe('VALIDATION_ERROR');
      expect(r.body.errors[0].message, q).toMatch(names);
      expect(refusedData(r.body.data), q).toBeNull();
    }
  });

  it('refuses a query deeper than 10 levels or with more than 15 aliases', async () => {
    const deep = `{ __type(name: "Query") { fields { type { ${'ofType { '.repeat(9)}name${' }'.repeat(9)} } } } }`;
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i + 1}: carriers { scac }`).join(' ')} }`;
    const shallow = `{ ${Array.from({ length: 15 }, (_, i) => `a${i + 1}: carriers { scac }`).join(' ')} }`;
    expect((await gql(shallow)).status).toBe(200);
    for (const [name, q, what] of [
      ['deep', deep, /depth/i],
      ['aliases', aliases, /alias/i],
    ] as const) {
      const r = await gql(q);
      expect(r.status, `${name}: ${r.text}`).toBe(400);
      clean(r, name);
      expect(r.body.errors[0].message, name).toMatch(what);
      expect(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'], name).toContain(r.body.errors[0].extensions?.code);
      expect(refusedData(r.body.data), name).toBeNull();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 6. Tokens and the JWKS

describe('tokens', () => {
  const token = (key: string, body?: unknown) =>
    http(gatewayBase, '/auth/token', { key, method: 'POST', body: body ?? {} });
  let org: TestOrg;
  let key: string;
  beforeAll(async () => {
    org = await sys.org({ entitlements: ALL_ENTITLEMENTS });
    key = await org.key('tmcp');
  });

  it('issues a short-lived bearer token that works on GraphQL and REST until it expires', async () => {
    const t = await token(key);
    expect(t.status, t.text).toBe(200);
    expect(t.body).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer', scope: expect.any(String) });
    expect(t.body.expires_in).toBeGreaterThan(0);
    expect(t.body.expires_in).toBeLessThanOrEqual(900);
    expect(t.body.scope.split(' ')).toEqual(
      expect.arrayContaining(['ocean:read', 'ocean:write', 'air:read', 'account:read']),
    );
    expect(t.body.scope.split(' ')).not.toContain('loading:read');
    const jwt = t.body.access_token as string;
    const q = await gql('{ containers { id } me { id } }', jwt);
    expect(q.status, q.text).toBe(200);
    expect(q.body).toEqual({ data: { containers: [], me: { id: org.id } } });
    expect((await http(sys.urls.ocean, '/v1/containers', { key: jwt })).status).toBe(200);

    sys.clock.advance(t.body.expires_in * 1000 + 1000);
    const late = await gql('{ containers { id } }', jwt);
    expectRefused(late, 'UNAUTHORIZED', 401, 'expired token');
    expect(late.body.errors[0].message).toMatch(/expired/);
    const lateRest = await http(sys.urls.ocean, '/v1/containers', { key: jwt });
    expect(lateRest.status).toBe(401);
    expect(lateRest.body.error.code).toBe('UNAUTHORIZED');
  });

  it('narrows a token to the scopes asked, never beyond what the key holds', async () => {
    const t = await token(key, { scope: 'ocean:read' });
    expect(t.status, t.text).toBe(200);
    expect(t.body.scope).toBe('ocean:read');
    const jwt = t.body.access_token as string;
    expect((await gql('{ containers { id } }', jwt)).body).toEqual({ data: { containers: [] } });
    const write = await gql('mutation { add_container(identifier: "MSCU1234566") { id } }', jwt);
    expectRefused(write, 'FORBIDDEN', 403, 'narrowed token, add_container');
    const writeRest = await http(sys.urls.ocean, '/v1/containers', {
      key: jwt,
      method: 'POST',
      body: { identifier: 'MSCU1234566' },
    });
    expect(writeRest.status).toBe(403);
    expect(writeRest.body.error.code).toBe('FORBIDDEN');
    expect((await gql('{ containers { id } }', key)).body).toEqual({ data: { containers: [] } });

    const wider = await token(key, { scope: 'loading:read' });
    expect(wider.status, wider.text).toBe(401);
    expect(wider.body.error.code).toBe('UNAUTHORIZED');
    const long = await token(key, { expires_in: 5000 });
    expect(long.status, long.text).toBe(400);
    expect(long.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a tampered token', async () => {
    const jwt = (await token(key)).body.access_token as string;
    const [h, p, sig] = jwt.split('.') as [string, string, string];
    const i = Math.floor(sig.length / 2);
    const tampered = `${h}.${p}.${sig.slice(0, i)}${sig[i] === 'A' ? 'B' : 'A'}${sig.slice(i + 1)}`;
    expectRefused(await gql('{ containers { id } }', tampered), 'UNAUTHORIZED', 401, 'tampered');
    expect((await http(sys.urls.ocean, '/v1/containers', { key: tampered })).status).toBe(401);
    // A token cannot mint a token.
    expect((await token(jwt)).status).toBe(401);
  });

  it('publishes the public verification key only', async () => {
    const r = await http(gatewayBase, '/.well-known/jwks.json');
    expect(r.status).toBe(200);
    expect(r.body.keys).toHaveLength(1);
    expect(r.body.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      kid: expect.any(String),
      alg: 'ES256',
      x: expect.any(String),
      y: expect.any(String),
    });
    expect(r.body.keys[0]).not.toHaveProperty('d');
  });

  it('stops issuing tokens for a revoked key at once', async () => {
    const doomed = await org.key('tmcp');
    expect((await token(doomed)).status).toBe(200);
    const row = await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [
      hashKey(doomed),
    ]);
    await revokeKey(sys.services.db, row.rows[0]!.id, sys.clock.now());
    sys.auth.invalidate();
    const r = await token(doomed);
    expect(r.status).toBe(401);
    expect(r.body.error).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/revoked/) });
  });
});
