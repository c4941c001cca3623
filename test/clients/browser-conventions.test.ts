// Issue 23: what a browser dashboard needs of the gateway and the REST hosts, over HTTP. CORS for
// the origins of CORS_ORIGINS (exact origins, or `localhost` for any local port), preflights
// answered 204; answers over 1 kB compressed as Accept-Encoding asks; open reference answers
// cacheable by anyone, keyed answers private. And GRAPHQL_INTROSPECTION=0 refuses introspection,
// saying so.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem } from '../support/harness.js';
import { kernelConfig } from '../../platform/config.js';
import { originAllowed, REFERENCE_MAX_AGE_SECONDS } from '../../platform/http.js';

const DASHBOARD = 'https://dash.example.com';
let key: string;
const sys = useSystem({
  configOverrides: { corsOrigins: [DASHBOARD, 'localhost'], graphqlIntrospection: false },
});
beforeAll(async () => {
  key = await (await sys.org({ entitlements: { schedules: null } })).key('tmcp');
});

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

const graphql = (query: string, headers: Record<string, string> = {}) =>
  fetch(sys.urls.gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

describe('CORS', () => {
  it('answers a preflight from an allowed origin 204, on the gateway and on every REST host', async () => {
    const urls = [
      sys.urls.gateway,
      ...(['ocean', 'air', 'schedules', 'rates', 'loading'] as const).map((p) => `${sys.urls[p]}/v1/webhooks`),
    ];
    for (const url of urls) {
      for (const origin of [DASHBOARD, 'http://localhost:5173', 'http://127.0.0.1:3000']) {
        const r = await preflight(url, origin);
        expect(r.status, `${url} ${origin}`).toBe(204);
        expect(r.headers.get('access-control-allow-origin')).toBe(origin);
        expect(r.headers.get('access-control-allow-methods')).toContain('POST');
        expect(r.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
        expect(r.headers.get('access-control-max-age')).toBe('600');
        expect(r.headers.get('vary')).toMatch(/Origin/);
      }
    }
  });

  it('gives another origin no Access-Control headers, preflight or request', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'https://dash.example.com.evil']) {
      const pre = await preflight(sys.urls.gateway, origin);
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull();
      const r = await graphql('{ carriers { scac } }', { origin });
      expect(r.status).toBe(200);
      expect(r.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it("lets the allowed origin's script read the answer and its rate-limit headers", async () => {
    const r = await graphql('{ containers(limit: 1) { identifier } }', {
      origin: DASHBOARD,
      authorization: `Bearer ${key}`,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe(DASHBOARD);
    const exposed = r.headers.get('access-control-expose-headers')!.split(',');
    for (const h of ['X-RateLimit-Remaining', 'Retry-After', 'X-Request-Id']) expect(exposed).toContain(h);
    const rest = await fetch(`${sys.urls.ocean}/v1/containers`, {
      headers: { origin: DASHBOARD, authorization: `Bearer ${key}` },
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('access-control-allow-origin')).toBe(DASHBOARD);
  });

  it('an OPTIONS request that is no preflight is not answered as one', async () => {
    const r = await fetch(sys.urls.gateway, { method: 'OPTIONS' });
    expect(r.status).toBe(405);
  });

  it('allows localhost under npm start and nothing in distributed mode unless CORS_ORIGINS says so', () => {
    expect(kernelConfig({}).corsOrigins).toBeNull(); // distributed roles: null is none
    expect(originAllowed([], 'http://localhost:3000')).toBe(false);
    expect(sys.services.config.corsOrigins).toContain('localhost');
    expect(kernelConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:8080' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:8080',
    ]);
    expect(() => kernelConfig({ CORS_ORIGINS: 'https://a.example/' })).toThrow(
      /CORS_ORIGINS entry "https:\/\/a.example\/"/,
    );
    expect(() => kernelConfig({ CORS_ORIGINS: '*' })).toThrow(/is not an origin/);
  });
});

describe('compression', () => {
  it('gzips answers over 1 kB when asked, on the gateway and a REST host, and leaves small ones alone', async () => {
    const big = await graphql('{ carriers { scac name website } }', { 'accept-encoding': 'gzip' });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect((await big.json()).data.carriers.length).toBeGreaterThan(60);
    const plain = await graphql('{ carriers { scac name website } }', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBeGreaterThan(1024);
    const small = await graphql('{ __typename }', { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    const rest = await fetch(`${sys.urls.schedules}/public/schedules/carriers`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('content-encoding')).toBe('br');
    expect(rest.headers.get('vary')).toMatch(/Accept-Encoding/);
  });
});

describe('Cache-Control', () => {
  const PUBLIC = `public, max-age=${REFERENCE_MAX_AGE_SECONDS}`;
  it('open reference answers are public; keyed answers private; refusals never stored', async () => {
    const cases: [string, RequestInit, string][] = [
      [`${sys.urls.schedules}/public/schedules/carriers`, {}, PUBLIC],
      [`${sys.urls.schedules}/public/ports/search?q=rotterdam`, {}, PUBLIC],
      [`${sys.urls.air}/v1/airlines/176`, {}, PUBLIC],
      [`${sys.urls.ocean}/public/track/CSQU3054383`, {}, 'no-cache'],
      [`${sys.urls.ocean}/v1/containers`, { headers: { authorization: `Bearer ${key}` } }, 'private, no-cache'],
      [`${sys.urls.ocean}/v1/containers`, {}, 'no-store'],
    ];
    for (const [url, init, expected] of cases) {
      sys.clock.advance(21_000); // open routes: a fresh per-address window
      const r = await fetch(url, init);
      expect(r.headers.get('cache-control'), url).toBe(expected);
    }
    expect(
      (await graphql('{ carriers { scac } ports_search(q: "rotterdam") { unlocode } }')).headers.get('cache-control'),
    ).toBe(PUBLIC);
    expect(
      (await graphql('{ identifier_check(identifier: "CSQU3054383") { valid } }')).headers.get('cache-control'),
    ).toBe('no-cache');
    const keyed = await graphql('{ carriers { scac } }', { authorization: `Bearer ${key}` });
    expect(keyed.headers.get('cache-control')).toBe('private, no-cache');
    expect((await graphql('{ containers { identifier } }')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('GRAPHQL_INTROSPECTION=0', () => {
  it('refuses introspection with a message that says so, and still answers __typename', async () => {
    const r = await graphql('{ __schema { queryType { name } } }');
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body.errors[0].message).toMatch(/introspection has been disabled/);
    expect((await (await graphql('{ __typename }')).json()).data).toEqual({ __typename: 'Query' });
  });
});
