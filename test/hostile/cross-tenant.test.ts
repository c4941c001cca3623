// Cross-tenant walk (issue 17): organisation A owns one of each resource (containers, demurrage
// terms, webhook endpoints on every host, a load plan, a tracked air waybill); organisation B tries
// every id-bearing REST route of every host (read from the hosts' OpenAPI documents, so a new route
// must be listed below or the walk fails) and every GraphQL field taking an ID (read by
// introspection) with A's ids. B gets 404 / null everywhere, no answer B receives carries anything
// of A's, and every row of A's is unchanged afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import { http, useSystem, type HttpAnswer, hostRoutes, type HostRoute } from '../support/harness.js';
import { PRODUCTS, KEY_PREFIX, ALL } from '../support/webhooks-suite.js';
import { checkDigitOf } from '../../subgraphs/air/decide/awb.js';
import { sandboxPlan } from '../../subgraphs/air/connectors/sandbox.js';
import type { Product } from '../../rest-adapter/envelopes.js';

type Operation = {
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
let docs: Record<Product, { paths: Record<string, Record<string, Operation>> }>;

/** Strings that are A's alone: finding one in an answer to B is a leak. */
const SECRET = 'zz-tenant-a-private';
interface Tenant {
  id: string;
  keys: Record<Product, string>;
}
let a: Tenant;
let b: Tenant;
/** A's resources, by kind. */
const owned = {
  container: '',
  containerIdentifier: 'CSQU3054383',
  terms: '',
  plan: '',
  awb: '',
  /** A waybill only A tracks (B tracks `awb` for itself on the reference route). */
  privateAwb: '',
  webhook: {} as Record<Product, string>,
  /** The test ping queued to each of A's endpoints. */
  delivery: {} as Record<Product, string>,
};
/** Every value of A's that must never reach B (ids and the private marker). */
const markers = (): string[] => [
  SECRET,
  a.id,
  owned.container,
  owned.terms,
  owned.plan,
  ...Object.values(owned.webhook),
  ...Object.values(owned.delivery),
  ...Object.values(a.keys),
];

async function tenant(): Promise<Tenant> {
  const org = await sys.org({ entitlements: ALL });
  const keys = {} as Record<Product, string>;
  for (const p of PRODUCTS) keys[p] = await org.key(KEY_PREFIX[p]);
  return { id: org.id, keys };
}

/** Keyed requests move the clock a second each, so the rate limit never answers instead of the route. */
function as(t: Tenant, product: Product | 'gateway', path: string, o: { method?: string; body?: unknown } = {}) {
  sys.clock.advance(1_000);
  const key = product === 'gateway' ? t.keys.ocean : t.keys[product];
  return http(sys.urls[product], path, { key, method: o.method, body: o.body });
}

/**
 * Every row of A's, as JSON: in every table with an org_id column, and in every table keyed by
 * one of A's webhook endpoints (deliveries), so a new table is covered without new code.
 */
async function snapshotOf(org: Tenant): Promise<Record<string, string[]>> {
  const tables = await sys.services.db.query<{ t: string; col: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS t, column_name AS col FROM information_schema.columns c
      WHERE column_name IN ('org_id', 'endpoint_id') AND table_schema NOT IN ('pg_catalog', 'information_schema')
        AND EXISTS (SELECT 1 FROM information_schema.tables x WHERE x.table_schema = c.table_schema
                      AND x.table_name = c.table_name AND x.table_type = 'BASE TABLE')
      ORDER BY 1, 2`,
  );
  const endpoints = Object.values(owned.webhook);
  const out: Record<string, string[]> = {};
  for (const { t, col } of tables.rows) {
    const rows = await sys.services.db.query<{ j: string }>(
      col === 'org_id'
        ? `SELECT to_jsonb(r)::text AS j FROM ${t} r WHERE org_id = $1 ORDER BY 1`
        : `SELECT to_jsonb(r)::text AS j FROM ${t} r WHERE endpoint_id::text = ANY($1::text[]) ORDER BY 1`,
      [col === 'org_id' ? org.id : endpoints],
    );
    out[`${t} by ${col}`] = rows.rows.map((r) => r.j);
  }
  return out;
}

/** No 5xx, and none of A's values in the answer except those B sent (an echoed id is not a leak). */
function noLeak(what: string, answer: HttpAnswer, sent: string[] = []) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  for (const m of markers().filter((m) => !sent.includes(m)))
    expect(answer.text.includes(m), `${what} leaks ${m}`).toBe(false);
}

const sys = useSystem();
beforeAll(async () => {
  a = await tenant();
  b = await tenant();
  docs = sys.documents as never;

  const made = async (r: Promise<HttpAnswer>) => {
    const answer = await r;
    expect(answer.status, answer.text).toBeLessThan(300);
    return answer.body;
  };
  owned.container = (
    await made(
      as(a, 'ocean', '/v1/containers', {
        method: 'POST',
        body: { identifier: owned.containerIdentifier, tags: [SECRET] },
      }),
    )
  ).data.id;
  owned.terms = (
    await made(
      as(a, 'ocean', '/v1/demurrage-terms', {
        method: 'POST',
        body: { port: 'NLRTM', free_days: 3, tiers: [{ from_day: 1, daily_rate_usd: 75 }], label: SECRET },
      }),
    )
  ).data.id;
  owned.plan = (
    await made(
      as(a, 'loading', '/v1/plans', {
        method: 'POST',
        body: {
          name: SECRET,
          cargo: [{ id: 'BOX', length: 1000, width: 800, height: 600, weight: 50, quantity: 4 }],
          equipment: [{ code: '22G1' }],
          options: { time_budget_ms: 300 },
        },
      }),
    )
  ).plan.id;
  for (const p of PRODUCTS) {
    const body = await made(
      as(a, p, '/v1/webhooks', {
        method: 'POST',
        body: { url: `https://example.com/${SECRET}/${p}`, event_types: ['*'], description: SECRET },
      }),
    );
    owned.webhook[p] = (body.data ?? body).id;
    await made(as(a, p, `/v1/webhooks/${owned.webhook[p]}/test`, { method: 'POST' }));
    const queued = await sys.services.db.query<{ id: string }>(
      'SELECT id::text FROM webhooks.deliveries WHERE endpoint_id = $1',
      [owned.webhook[p]],
    );
    owned.delivery[p] = queued.rows[0]!.id;
  }
  const sandboxAwbs: string[] = [];
  for (let n = 1; sandboxAwbs.length < 2; n++) {
    const serial = String(n).padStart(7, '0');
    const awb = `176${serial}${checkDigitOf(serial)}`;
    if (sandboxPlan(awb, sys.clock.now())) sandboxAwbs.push(awb);
  }
  [owned.awb, owned.privateAwb] = sandboxAwbs as [string, string];
  for (const awb of sandboxAwbs) await made(as(a, 'air', `/track/${awb}`));
}, 120_000);

/** How B tries an id-bearing route with A's values, and what it must answer. */
interface Attempt {
  params: () => Record<string, string>;
  body?: unknown;
  /**
   * 404: A's id is unknown to B. `idempotent`: the route documents the same answer for any id
   * (the snapshot proves nothing of A's changed). `reference`: the value is a public carrier or
   * airline reference B may track for itself; the answer must hold nothing of A's.
   */
  expect: 404 | 'idempotent' | 'reference';
}

const webhookAttempts = (p: Product): Record<string, Attempt> => {
  const id = () => ({ id: owned.webhook[p] });
  return {
    [`${p} get /v1/webhooks/{id}`]: { params: id, expect: 404 },
    [`${p} patch /v1/webhooks/{id}`]: { params: id, body: { description: 'b' }, expect: 404 },
    [`${p} delete /v1/webhooks/{id}`]: { params: id, expect: 'idempotent' },
    [`${p} post /v1/webhooks/{id}/test`]: { params: id, expect: 404 },
    [`${p} post /v1/webhooks/{id}/rotate-secret`]: { params: id, body: { overlap_seconds: 3600 }, expect: 404 },
    [`${p} post /v1/webhooks/{id}/deliveries/{delivery_id}/resend`]: {
      params: () => ({ id: owned.webhook[p], delivery_id: owned.delivery[p] }),
      expect: 404,
    },
  };
};

const ID_BEARING: Record<string, Attempt> = {
  'ocean get /v1/containers/{id}': { params: () => ({ id: owned.container }), expect: 404 },
  'ocean patch /v1/containers/{id}': { params: () => ({ id: owned.container }), body: { tags: ['b'] }, expect: 404 },
  'ocean delete /v1/containers/{id}': { params: () => ({ id: owned.container }), expect: 404 },
  'ocean post /v1/containers/{id}/recheck': { params: () => ({ id: owned.container }), expect: 404 },
  'ocean get /v1/containers/lookup/{identifier}': {
    params: () => ({ identifier: owned.containerIdentifier }),
    expect: 'reference',
  },
  'air get /track/{awb}': { params: () => ({ awb: owned.awb }), expect: 'reference' },
  'loading get /v1/plans/{id}': { params: () => ({ id: owned.plan }), expect: 404 },
  'loading patch /v1/plans/{id}': { params: () => ({ id: owned.plan }), body: { name: 'b' }, expect: 404 },
  'loading delete /v1/plans/{id}': { params: () => ({ id: owned.plan }), expect: 404 },
  'loading get /v1/plans/{id}/units/{number}.svg': { params: () => ({ id: owned.plan, number: '1' }), expect: 404 },
  ...Object.assign({}, ...PRODUCTS.map(webhookAttempts)),
};

/** Routes with a path parameter that names nothing an organisation owns. */
const NOT_ID_BEARING: Record<string, string> = {
  'ocean get /public/track/{identifier}':
    'keyless lookup of a public carrier reference; no caller, no organisation data',
  'air get /aircraft/flight/{flightNumber}': 'live positions of a public flight number',
  'air get /v1/airlines/{prefix}': 'reference data (the airline an AWB prefix names)',
  'rates get /v1/rates/lanes/{origin}/{destination}': 'market data shared by every subscriber',
  'rates get /v1/rates/lanes/{origin}/{destination}/history': 'market data shared by every subscriber',
  'rates get /v1/rates/lanes/{origin}/{destination}/chart.svg': 'market data shared by every subscriber',
  'rates get /v1/rates/indices/{code}': 'market data shared by every subscriber',
  'rates get /v1/rates/indices/{code}/chart.svg': 'market data shared by every subscriber',
  ...Object.fromEntries(PRODUCTS.map((p) => [`${p} get /docs/assets/{file}`, 'static reference-page asset'])),
  ...Object.fromEntries(
    PRODUCTS.map((p) => [
      `${p} get /v1/exports/{dataset}`,
      "a dataset's name, not an id: the list walk below reads every dataset",
    ]),
  ),
};

/** The values a path parameter documents as its only ones (an enum), or none. */
const enumOf = (r: HostRoute<Operation>, param: string): string[] =>
  r.op.parameters?.find((p) => p.in === 'path' && p.name === param)?.schema?.enum ?? [];
/** A route answering an endless event stream (test/live/event-stream.test.ts checks its isolation). */
const isStream = (r: HostRoute<Operation>) =>
  Object.values(r.op.responses ?? {}).some((a) => 'text/event-stream' in (a.content ?? {}));

type Route = HostRoute<Operation>;
const routes = (): Route[] => hostRoutes(docs);
const name = (r: Route) => `${r.product} ${r.method} ${r.path}`;

describe('REST: another organisation’s ids', () => {
  it('every route with a path parameter is tried below or listed as not id-bearing, with a reason', () => {
    const withParams = routes()
      .filter((r) => r.op.parameters?.some((p) => p.in === 'path'))
      .map(name);
    const unclassified = withParams.filter((r) => !(r in ID_BEARING) && !(r in NOT_ID_BEARING));
    expect(unclassified).toEqual([]);
  });

  it('B gets 404 (or the documented idempotent answer) on every id-bearing route; nothing of A’s in any answer; A unchanged', async () => {
    const before = await snapshotOf(a);
    expect(Object.values(before).flat().length).toBeGreaterThan(10);
    let tried = 0;
    for (const r of routes()) {
      const attempt = ID_BEARING[name(r)];
      if (!attempt) continue;
      const values = attempt.params();
      const path = r.path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(values[p]!));
      const answer = await as(b, r.product, path, { method: r.method.toUpperCase(), body: attempt.body });
      noLeak(name(r), answer, Object.values(values));
      if (attempt.expect === 404) expect(answer.status, `${name(r)}: ${answer.text}`).toBe(404);
      else expect(answer.status, `${name(r)}: ${answer.text}`).toBeLessThan(300);
      tried++;
    }
    expect(tried).toBeGreaterThan(25);
    expect(await snapshotOf(a)).toEqual(before);
  });

  it('nothing of A’s in any list or report B reads (every GET without a path parameter)', async () => {
    let read = 0;
    for (const r of routes()) {
      if (r.method !== 'get' || isStream(r)) continue;
      // Datasets are named, not owned: each is read whole, in its default format.
      const paths = r.path.includes('{dataset}')
        ? enumOf(r, 'dataset').map((d) => r.path.replace('{dataset}', d))
        : r.op.parameters?.some((p) => p.in === 'path')
          ? []
          : [r.path];
      if (r.path.includes('{dataset}')) expect(paths.length, name(r)).toBeGreaterThan(0);
      const query = r.op.security?.some((s) => 'apiKeyQuery' in (s as object)) ? `?api_key=${b.keys.ocean}` : '';
      for (const path of paths) {
        noLeak(`${name(r)} ${path}`, await as(b, r.product, path + query));
        read++;
      }
    }
    expect(read).toBeGreaterThan(20);
  });
});

describe('GraphQL: another organisation’s ids', () => {
  interface TypeRef {
    kind: string;
    name: string | null;
    ofType: TypeRef | null;
  }
  interface Field {
    name: string;
    args: { name: string; type: TypeRef }[];
    type: TypeRef;
  }
  const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
  const typeText = (t: TypeRef): string =>
    t.kind === 'NON_NULL' ? `${typeText(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeText(t.ofType!)}]` : t.name!;

  /** A token holding every scope B's keys hold, so each field answers for itself. */
  let token: string;
  const gql = async (query: string, variables: Record<string, unknown>) => {
    sys.clock.advance(1_000);
    return http(sys.urls.gateway, '', { key: token, method: 'POST', body: { query, variables } });
  };
  beforeAll(async () => {
    const others = PRODUCTS.filter((p) => p !== 'ocean').map((p) => b.keys[p]);
    const gateway = new URL(sys.urls.gateway);
    const r = await http(gateway.origin, '/auth/token', {
      key: b.keys.ocean,
      method: 'POST',
      body: { with_keys: [...new Set(others)].filter((k) => k !== b.keys.ocean) },
    });
    expect(r.status, r.text).toBe(200);
    token = r.body.access_token;
  });

  /** A's id for each field that takes one (by the type its answer is about). */
  const idFor = (field: string, product: Product | null): string => {
    if (/webhook/.test(field)) return owned.webhook[product!];
    if (/plan/.test(field)) return owned.plan;
    if (/container/.test(field)) return owned.container;
    throw new Error(`${field} takes an ID: say whose id B should try on it`);
  };
  /** Values for the other required arguments, by name. */
  const OTHER_ARGS: Record<string, unknown> = { input: { name: 'b' }, patch: { tags: ['b'] } };

  it('every Query and Mutation field taking an ID answers B null (or the idempotent answer); nothing of A’s; A unchanged', async () => {
    const schema = await gql(
      `{ __schema { queryType { fields { ...F } } mutationType { fields { ...F } } } }
       fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }
       fragment F on __Field { name args { name type { ...T } } type { ...T } }`,
      {},
    );
    expect(schema.status, schema.text).toBe(200);
    const before = await snapshotOf(a);
    let tried = 0;
    for (const [op, fields] of [
      ['query', schema.body.data.__schema.queryType.fields],
      ['mutation', schema.body.data.__schema.mutationType.fields],
    ] as [string, Field[]][]) {
      for (const f of fields) {
        if (!f.args.some((x) => named(x.type).name === 'ID')) continue;
        for (const product of f.args.some((x) => x.name === 'product') ? PRODUCTS : [null]) {
          const vars: Record<string, unknown> = {};
          for (const x of f.args) {
            if (named(x.type).name === 'ID') vars[x.name] = idFor(f.name, product);
            else if (x.name === 'product') vars[x.name] = product;
            else if (x.name in OTHER_ARGS) vars[x.name] = OTHER_ARGS[x.name];
            else if (x.type.kind === 'NON_NULL') throw new Error(`${f.name}(${x.name}) is required: give B a value`);
          }
          const used = f.args.filter((x) => x.name in vars);
          const decl = used.map((x) => `$${x.name}: ${typeText(x.type)}`).join(', ');
          const args = used.map((x) => `${x.name}: $${x.name}`).join(', ');
          const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(named(f.type).kind) ? ' { __typename }' : '';
          const what = `${op} ${f.name}${product ? ` (${product})` : ''}`;
          const answer = await gql(`${op} (${decl}) { r: ${f.name}(${args})${selection} }`, vars);
          noLeak(
            what,
            answer,
            Object.values(vars).filter((v): v is string => typeof v === 'string'),
          );
          const r = answer.body?.data?.r;
          if (f.name === 'delete_webhook') expect(r, what).toEqual({ __typename: 'WebhookDeletion' });
          else if (named(f.type).name === 'Boolean') expect(r, `${what}: ${answer.text}`).toBe(false);
          else expect(r ?? null, `${what}: ${answer.text}`).toBeNull();
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(10);
    // A waybill A tracks is unknown to B (its AWB is a public reference, but the record is A's).
    const waybill = await gql('query ($awb: String!) { waybill(awb: $awb) { awb } }', { awb: owned.privateAwb });
    noLeak('waybill', waybill);
    expect(waybill.body.data.waybill, waybill.text).toBeNull();
    expect(await snapshotOf(a)).toEqual(before);
  });
});
