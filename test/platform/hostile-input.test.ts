// Hostile input at the two doors (issue 17, findings 2 and 3). A NUL character (U+0000) in any
// path parameter, query parameter or JSON body field of any route of any host, and in any GraphQL
// argument, is refused with a 400 in the route's own envelope naming the field (PostgreSQL refuses
// the character: it used to answer 500). A forged, garbled or oversized cursor on every paged
// route is refused with a 400 naming `cursor` (unsigned cursors used to reach SQL). Nothing is
// stored. The routes are read from each host's OpenAPI document, so a new route is covered.
import { beforeAll, describe, expect, it } from 'vitest';
import { http, useSystem, hostRoutes, type HostRoute } from '../support/harness.js';
import { PRODUCTS, KEY_PREFIX, ALL } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

let orgId: string;
const keys = {} as Record<Product, string>;
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};
let docs: Record<
  Product,
  {
    paths: Record<string, Record<string, Operation>>;
    components?: { securitySchemes?: Record<string, { in?: string; name?: string }> };
  }
>;

const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: ALL });
  orgId = org.id;
  for (const p of PRODUCTS) keys[p] = await org.key(KEY_PREFIX[p]);
  docs = sys.documents as never;
});

/** The message of an error answer, whatever the envelope spells it (the harness checks the envelope). */
const messageOf = (body: any): string => body?.error?.message ?? body?.message ?? '';

type Route = HostRoute<Operation>;
const routes = (): Route[] => hostRoutes(docs);

/** A request to a route with the given path values and query (each path parameter otherwise `x`). */
async function send(r: Route, o: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }) {
  const path = r.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(o.params?.[name] ?? 'x'));
  const query = new URLSearchParams(o.query);
  if (r.op.security?.some((s) => 'apiKeyQuery' in s)) query.set('api_key', keys[r.product]);
  const qs = query.size ? `?${query}` : '';
  // Open routes are limited per address: each request starts a fresh window.
  sys.clock.advance(21_000);
  return http(sys.urls[r.product], path + qs, {
    key: keys[r.product],
    method: r.method.toUpperCase(),
    body: o.body ?? (r.op.requestBody ? {} : undefined),
  });
}

/** 400 with a message naming the field and the character (a check that merely fails on the value's format would not). */
function refusedNaming(r: Route, answer: { status: number; body: any }, field: string) {
  const what = `${r.product} ${r.method.toUpperCase()} ${r.path}`;
  expect(answer.status, what).toBe(400);
  expect(messageOf(answer.body), what).toContain(`${field} must not contain the NUL character (U+0000)`);
}

const NUL = 'a\u0000b';

describe('NUL (U+0000) in REST input', () => {
  it('in a path parameter of every route that has one: 400 naming it', async () => {
    let tried = 0;
    for (const r of routes()) {
      const p = r.op.parameters?.find((x) => x.in === 'path');
      if (!p) continue;
      refusedNaming(r, await send(r, { params: { [p.name]: NUL } }), p.name);
      tried++;
    }
    expect(tried).toBeGreaterThan(10);
  });

  it('in a query parameter of every route that has one: 400 naming it', async () => {
    const hosts = new Set<Product>();
    for (const r of routes()) {
      // A credential in the query (api_key, a stream ticket) is refused 401 as a credential, not as input.
      const credentials = Object.values(docs[r.product].components?.securitySchemes ?? {})
        .filter((s) => s.in === 'query')
        .map((s) => s.name);
      const p = r.op.parameters?.find((x) => x.in === 'query' && !credentials.includes(x.name));
      if (!p) continue;
      refusedNaming(r, await send(r, { query: { [p.name]: NUL } }), p.name);
      hosts.add(r.product);
    }
    expect([...hosts].sort()).toEqual(['air', 'loading', 'ocean', 'rates', 'schedules']);
  });

  it('in a JSON body field, top level and nested, of every route with a body: 400 naming it; nothing stored', async () => {
    let tried = 0;
    for (const r of routes()) {
      const fields = Object.keys(r.op.requestBody?.content['application/json']?.schema.properties ?? {});
      if (!fields.length) continue;
      refusedNaming(r, await send(r, { body: { [fields[0]!]: NUL } }), fields[0]!);
      refusedNaming(
        r,
        await send(r, { body: { [fields[0]!]: [{ label: 'x' }, { label: NUL }] } }),
        `${fields[0]}[1].label`,
      );
      tried++;
    }
    expect(tried).toBeGreaterThan(5);
    const stored = await sys.services.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM webhooks.endpoints WHERE org_id = $1)
            + (SELECT count(*) FROM ocean.containers WHERE org_id = $1) AS n`,
      [orgId],
    );
    expect(Number(stored.rows[0]!.n)).toBe(0);
  });

  it('a webhook description with NUL, sent as the JSON escape \\u0000, on every host', async () => {
    for (const p of PRODUCTS) {
      const r = await http(sys.urls[p], '/v1/webhooks', {
        key: keys[p],
        method: 'POST',
        rawBody: '{"url":"https://example.com/hook","event_types":["*"],"description":"x\\u0000y"}',
      });
      expect(r.status, p).toBe(400);
      expect(messageOf(r.body), p).toMatch(/^description must not contain the NUL character/);
    }
  });
});

describe('NUL (U+0000) in GraphQL arguments', () => {
  const gql = async (query: string, variables?: Record<string, unknown>) =>
    (await http(sys.urls.gateway, '', { key: keys.ocean, method: 'POST', body: { query, variables } })).body;

  it('as a literal: the operation is refused naming the argument, not INTERNAL_ERROR', async () => {
    const r = await gql('{ container_page(limit: 1, tags: ["ok", "a\\u0000b"]) { has_more } }');
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(r.errors[0].message).toMatch(/^tags\[1\] must not contain the NUL character/);
  });

  it('in a variable: named by the argument it feeds', async () => {
    const r = await gql('query ($t: [String!]) { container_page(limit: 1, tags: $t) { has_more } }', {
      t: ['a\u0000b'],
    });
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(r.errors[0].message).toMatch(/^tags\[0\] must not contain the NUL character/);
  });
});

describe('cursors', () => {
  /** Every paged route, with a query that is otherwise valid. */
  const PAGED: Record<string, Record<string, string>> = {
    'ocean get /v1/containers': {},
    'ocean get /v2/events': {},
    'schedules get /public/schedules': { origin: 'CNSHA', destination: 'NLRTM' },
    'rates get /v1/rates/lanes': {},
    'rates get /v1/rates/observations': {},
    'loading get /v1/plans': {},
  };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  /** The old unsigned format, with the filter fingerprints and issue time the old checks wanted. */
  const forged = (now: number) => ({
    garbled: 'zzz',
    'huge float (events)': b64({ a: 1e308, f: '[]' }),
    'huge integers (containers)': b64({ s: 2 ** 70, k: 2 ** 70, f: '0||', t: now }),
    'negative position (rates)': b64({ p: -1 }),
    'signed-looking': `${b64({ a: 1, f: '[]' })}AAAAAAAAAAAAAAAAAAAAAA`,
    'not base64url': 'a.b.c%00',
    oversized: 'A'.repeat(5000),
  });

  it('the list of paged routes is every route taking a cursor', () => {
    const taking = routes()
      .filter((r) => r.op.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'))
      .map((r) => `${r.product} ${r.method} ${r.path}`);
    expect(taking.sort()).toEqual(Object.keys(PAGED).sort());
  });

  it('forged, garbled or oversized: 400 naming cursor on every paged route', async () => {
    for (const [route, query] of Object.entries(PAGED)) {
      const [product, method, path] = route.split(' ') as [Product, string, string];
      const r: Route = { product, method, path, op: docs[product].paths[path]![method]! };
      for (const [kind, cursor] of Object.entries(forged(sys.clock.now().getTime()))) {
        const answer = await send(r, { query: { ...query, cursor } });
        expect(answer.status, `${route}: ${kind}`).toBe(400);
        expect(messageOf(answer.body), `${route}: ${kind}`).toMatch(/cursor/);
      }
    }
  });
});
