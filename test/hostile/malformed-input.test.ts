// Malformed input on every route of every host (issue 17), beyond the NUL and cursor walk of
// test/platform/hostile-input.test.ts: bad JSON, wrong types, control characters other than NUL,
// huge and negative numbers, wrong methods, bad percent-encoding and bad encodings
// (Content-Encoding, charset). The routes, their parameters and their body fields are read from
// each host's OpenAPI document, so a new route is covered without new code. Every answer is below
// 500, in the route's own envelope (the documented schema of its status, or for answers the
// document cannot list, such as 405, the schema of one of the path's documented refusals), and a
// refused request stores nothing.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSystem, hostRoutes, type HostRoute } from '../support/harness.js';
import { DocumentCheck } from '../support/openapi-check.js';
import { PRODUCTS, KEY_PREFIX, ALL } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

type Schema = { type?: string | string[]; anyOf?: Schema[]; oneOf?: Schema[]; properties?: Record<string, Schema> };
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

let orgId: string;
const keys = {} as Record<Product, string>;
let docs: Record<Product, Doc>;
const checks = {} as Record<Product, DocumentCheck>;
/** One statement that fingerprints every row the organisation owns, in every table with org_id. */
let fingerprintSql: string;

/** Tables a refused request may still touch: why each is not "stored". */
const BOOKKEEPING: Record<string, string> = {
  'accounts.api_keys': "the key's last use",
};

const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: ALL });
  orgId = org.id;
  for (const p of PRODUCTS) keys[p] = await org.key(KEY_PREFIX[p]);
  docs = sys.documents as never;
  for (const p of PRODUCTS) checks[p] = new DocumentCheck(docs[p] as never);
  const tables = await sys.services.db.query<{ t: string }>(
    `SELECT format('%I.%I', c.table_schema, c.table_name) AS t FROM information_schema.columns c
       JOIN information_schema.tables x ON x.table_schema = c.table_schema AND x.table_name = c.table_name
      WHERE c.column_name = 'org_id' AND x.table_type = 'BASE TABLE'
        AND c.table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const parts = tables.rows
    .filter(({ t }) => !(t in BOOKKEEPING))
    .map(
      ({ t }) =>
        `'${t}:' || coalesce((SELECT string_agg(to_jsonb(r)::text, ',' ORDER BY to_jsonb(r)::text) FROM ${t} r WHERE org_id = $1), '')`,
    );
  expect(parts.length).toBeGreaterThan(5);
  fingerprintSql = `SELECT md5(${parts.join(" || '|' || ")}) AS f`;
});

const fingerprint = async () => (await sys.services.db.query<{ f: string }>(fingerprintSql, [orgId])).rows[0]!.f;
/**
 * The fingerprint the last check read, while nothing was sent since (null once a request is):
 * a refusal's "after" is the next one's "before" (no workers run: harness.ts), one read instead of two.
 */
let settled: string | null = null;
const fingerprintBefore = async () => settled ?? fingerprint();
/** Fails when the organisation's rows differ from `before`. */
async function expectUnstored(before: string, what: string) {
  const after = await fingerprint();
  expect(after, `${what} stored something`).toBe(before);
  settled = after;
}

type Route = HostRoute<Operation>;
const routes = (): Route[] => hostRoutes(docs);
const name = (r: { product: Product; method: string; path: string }) =>
  `${r.product} ${r.method.toUpperCase()} ${r.path}`;
const open = (op: Operation | undefined) => !op?.security?.length;

/** Valid path values for routes that need one to reach their body check (ids that do not exist). */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface Sent {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/**
 * One raw request (bytes and headers as given), then the envelope check: the status's documented
 * schema, or, when the document cannot describe the answer (405, a path's parser refusals), the
 * schema of a refusal documented on that path.
 */
async function send(
  product: Product,
  method: string,
  path: string,
  o: { body?: Buffer | string; headers?: Record<string, string>; query?: string } = {},
): Promise<Sent> {
  settled = null;
  const template = checks[product].template(path.split('?')[0]!);
  const ops = template ? docs[product].paths[template] : undefined;
  const op = ops?.[method.toLowerCase()];
  const headers: Record<string, string> = { ...o.headers };
  if (!ops || !Object.values(ops).every(open)) headers.authorization = `Bearer ${keys[product]}`;
  let q = o.query ?? '';
  if (ops && Object.values(ops).some((x) => x.security?.some((s) => 'apiKeyQuery' in s)))
    q += `${q ? '&' : '?'}api_key=${keys[product]}`;
  // Keyed routes count a request a second at most; open routes start a fresh per-address window.
  sys.clock.advance(ops && Object.values(ops).every(open) ? 21_000 : 1_000);
  const sent = typeof o.body === 'string' || !o.body ? o.body : new Uint8Array(o.body);
  const res = await fetch(sys.urls[product] + path + q, { method, headers, body: sent });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const what = `${product} ${method} ${path}${q} ${String(o.body ?? '').slice(0, 120)}: ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, what).toBeLessThan(500);
  if (method === 'HEAD') return { status: res.status, headers: res.headers, body, text };
  const documented = op && (String(res.status) in op.responses || 'default' in op.responses);
  const verdict = documented
    ? checks[product].check(method, path.split('?')[0]!, res.status, res.headers.get('content-type'), body)
    : envelopeOfPath(product, template, path.split('?')[0]!, res, body);
  expect(verdict.kind === 'wrong' ? verdict.problem : verdict.kind, what).toBe('described');
  return { status: res.status, headers: res.headers, body, text };
}

/**
 * An answer the path's document cannot list (405, a parser's 415), checked against the refusals
 * the path documents: the same envelope, whatever code it carries (a documented refusal's schema
 * lists only its own codes, so the body's code is put in its place before the check).
 */
function envelopeOfPath(product: Product, template: string | null, path: string, res: Response, body: any) {
  if (!template) return checks[product].check('GET', path, res.status, null, body); // unknown path: 404
  const type = res.headers.get('content-type');
  const documents = (t: string) =>
    Object.values(docs[product].paths[t]!).some((op) => Object.keys(op.responses).some((s) => /^4/.test(s)));
  // A path without refusals of its own (probes, the document itself) answers in the host's
  // envelope, which its webhook routes (on every host) document.
  if (!documents(template)) template = '/v1/webhooks';
  for (const [method, op] of Object.entries(docs[product].paths[template]!))
    for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
      if (!/^4\d\d$/.test(status)) continue;
      // A refusal's schema narrows the host's named error envelope to its codes (allOf).
      const schema = response.content?.['application/json']?.schema;
      const codes: string[] | undefined = [schema, ...(schema?.allOf ?? [])].find(
        (part) => part?.properties?.error?.properties?.code?.enum,
      )?.properties.error.properties.code.enum;
      const asDocumented = codes && body?.error?.code ? { ...body, error: { ...body.error, code: codes[0] } } : body;
      if (checks[product].check(method, template, Number(status), type, asDocumented).kind === 'described')
        return { kind: 'described' as const };
    }
  return { kind: 'wrong' as const, problem: `not in the envelope of any refusal ${template} documents` };
}

/** A refused request: 4xx and nothing of the organisation's changed. */
async function refusedUnstored(what: string, attempt: () => Promise<Sent>) {
  const before = await fingerprintBefore();
  const r = await attempt();
  expect(r.status, `${what}: ${r.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  await expectUnstored(before, what);
}

/** The declared JSON types of a schema (anyOf/oneOf flattened; no type: anything). */
function typesOf(s: Schema | undefined): Set<string> {
  if (!s) return new Set();
  const own = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((x) => [...typesOf(x)]);
  return new Set([...own, ...nested]);
}
const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;
const fits = (types: Set<string>, v: unknown) =>
  types.size === 0 || types.has(jsonType(v)) || (types.has('number') && typeof v === 'number');

/** Values of every JSON type; a field refuses those its schema does not declare. */
const WRONG_TYPES: unknown[] = ['text', 12345, 1.5, true, null, [1, 'x'], { nested: 'object' }];
/** Numbers a field of numbers must survive: out of range, negative, beyond a double's integers. */
const HOSTILE_NUMBERS = [1e308, -1e308, -1, 2 ** 64, -(2 ** 63)];
/**
 * Control characters other than NUL (C0, an ESC sequence, DEL, C1) and separators: free text may
 * hold them (PostgreSQL stores them), so they are refused or stored, never a 5xx.
 */
const CONTROL_STRINGS = ['a\u0001b', 'red\u001b[31m', 'x\u007fy\u0085z\u009b', 'line\u2028sep\r\n'];
/** Half a UTF-16 pair: not Unicode, and jsonb refuses its JSON escape (it answered 500). */
const LONE_SURROGATE = 'a\ud800b';

/** Fields (on every host) documented to ignore a value of the wrong type rather than refuse it, and why. */
const LENIENT: Record<string, string> = {
  'patch /v1/webhooks/{id} url': 'a url that is not an https:// string is ignored',
};

/**
 * A valid body for every route that takes one, so a hostile value in one field is the only thing
 * wrong with the request (a new route with a body must be given one here).
 */
const VALID_BODY: Record<string, Record<string, unknown>> = {
  'ocean post /v1/containers': { identifier: 'CSQU3054383', tags: ['t'] },
  'ocean patch /v1/containers/{id}': { tags: ['t'] },
  'ocean post /v1/demurrage-terms': {
    port: 'NLRTM',
    free_days: 3,
    tiers: [{ from_day: 1, daily_rate_usd: 75 }],
    label: 'l',
  },
  'ocean patch /v1/usage': { payg_spend_cap_usd: 100 },
  'loading post /v1/plans': {
    name: 'n',
    cargo: [{ id: 'BOX', length: 1000, width: 800, height: 600, weight: 50, quantity: 2 }],
    equipment: [{ code: '22G1' }],
    options: { time_budget_ms: 200 },
  },
  'loading patch /v1/plans/{id}': { name: 'n' },
  ...Object.fromEntries(
    PRODUCTS.flatMap((p) => [
      [`${p} post /v1/webhooks`, { url: 'https://example.com/hook', event_types: ['*'], description: 'd' }],
      [`${p} patch /v1/webhooks/{id}`, { description: 'd' }],
      [`${p} post /v1/webhooks/{id}/rotate-secret`, { overlap_seconds: 3600 }],
      // Every field is optional (types, after): the empty body is a valid one.
      [`${p} post /v1/events/stream-tickets`, {}],
    ]),
  ),
};

/** Refusals whose message names the field in other words (the REST and GraphQL names differ). */
const NAMED_AS: Record<string, string> = { 'patch /v1/usage payg_spend_cap_usd': 'spend cap' };

describe('bodies', () => {
  const bodyRoutes = () => routes().filter((r) => r.op.requestBody);
  const pathOf = (r: Route) => r.path.replace(/\{\w+\}/g, UNKNOWN_ID);
  const json = { 'content-type': 'application/json' };

  it('bad JSON and non-object JSON: 4xx in the envelope, nothing stored', async () => {
    const BAD = ['{"a":', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '[]', '"x"', 'null', '1', 'NaN', '['.repeat(50_000)];
    for (const r of bodyRoutes())
      for (const raw of BAD)
        await refusedUnstored(`${name(r)} ${raw.slice(0, 20)}`, () =>
          send(r.product, r.method.toUpperCase(), pathOf(r), { body: raw, headers: json }),
        );
  });

  it('bad bytes and bad encodings: invalid UTF-8, unknown or lying Content-Encoding, unsupported charset', async () => {
    const valid = Buffer.from('{"description":"x"}');
    const variants: Record<string, { body: Buffer; headers: Record<string, string> }> = {
      'invalid UTF-8': {
        body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        headers: json,
      },
      'gzip header, plain body': { body: valid, headers: { ...json, 'content-encoding': 'gzip' } },
      'corrupt gzip': { body: gzipSync(valid).subarray(0, 12), headers: { ...json, 'content-encoding': 'gzip' } },
      'unknown Content-Encoding': { body: valid, headers: { ...json, 'content-encoding': 'x-squash' } },
      'charset=latin1': { body: valid, headers: { 'content-type': 'application/json; charset=latin1' } },
      'charset=utf-16': { body: valid, headers: { 'content-type': 'application/json; charset=utf-16' } },
      'unknown charset': { body: valid, headers: { 'content-type': 'application/json; charset=klingon' } },
    };
    for (const r of bodyRoutes())
      for (const [kind, v] of Object.entries(variants))
        await refusedUnstored(`${name(r)}: ${kind}`, () => send(r.product, r.method.toUpperCase(), pathOf(r), v));
  });

  // Some hundreds of requests, each with a fingerprint of the database: minutes on a busy machine.
  it('every declared field: wrong types, hostile numbers and lone surrogates are 400 naming it; control characters never 5xx; refused ones store nothing', async () => {
    let tried = 0;
    for (const r of bodyRoutes()) {
      const valid = VALID_BODY[`${r.product} ${r.method} ${r.path}`];
      expect(valid, `${name(r)}: give it a valid body in VALID_BODY`).toBeDefined();
      const properties = r.op.requestBody!.content['application/json']?.schema.properties ?? {};
      for (const [field, schema] of Object.entries(properties)) {
        const types = typesOf(schema);
        const refused = [
          ...WRONG_TYPES.filter((v) => !fits(types, v)),
          ...(types.has('number') || types.has('integer') ? HOSTILE_NUMBERS : []),
          ...(types.has('string') ? [LONE_SURROGATE] : []),
          ...(types.has('array') ? [HOSTILE_NUMBERS, [[[]]], [LONE_SURROGATE]] : []),
        ].filter((v) => !(`${r.method} ${r.path} ${field}` in LENIENT && !fits(types, v)));
        const free = [
          ...(types.has('string') ? CONTROL_STRINGS : []),
          ...(types.has('array') ? [CONTROL_STRINGS] : []),
        ];
        for (const value of [...refused, ...free]) {
          const what = `${name(r)} ${field}=${JSON.stringify(value)}`;
          const before = await fingerprintBefore();
          const answer = await send(r.product, r.method.toUpperCase(), pathOf(r), {
            body: JSON.stringify({ ...valid, [field]: value }),
            headers: json,
          });
          if (refused.includes(value)) {
            expect(answer.status, `${what}: ${answer.text}`).toBe(400);
            const names = [field, NAMED_AS[`${r.method} ${r.path} ${field}`] ?? field];
            const message: string = answer.body?.error?.message ?? answer.body?.message ?? '';
            expect(
              names.some((n) => message.includes(n)),
              `${what}: ${message}`,
            ).toBe(true);
          }
          if (answer.status >= 400) await expectUnstored(before, what);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
  }, 180_000);
});

describe('parameters', () => {
  /** What a path or query value must survive. */
  const HOSTILE = [
    '%01%1B%7F', // control characters
    '-1',
    '1e308',
    '99999999999999999999999999',
    'NaN',
    '%E0%A4%A', // bad percent-encoding
    '%2e%2e%2f%2e%2e%2f',
    'x'.repeat(5000),
  ];

  it('every path parameter: never 5xx, in the envelope', async () => {
    let tried = 0;
    for (const r of routes()) {
      const params = r.op.parameters?.filter((p) => p.in === 'path') ?? [];
      for (const p of params)
        for (const value of HOSTILE) {
          const path = r.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === p.name ? value : UNKNOWN_ID));
          const body = r.op.requestBody ? '{}' : undefined;
          await send(r.product, r.method.toUpperCase(), path, {
            body,
            headers: body ? { 'content-type': 'application/json' } : {},
          });
          tried++;
        }
    }
    expect(tried).toBeGreaterThan(100);
  });

  it('every query parameter: hostile values, repeated, and bracketed: never 5xx, in the envelope', async () => {
    let tried = 0;
    for (const r of routes()) {
      const params = r.op.parameters?.filter((p) => p.in === 'query' && p.name !== 'api_key') ?? [];
      for (const p of params) {
        const queries = [
          ...HOSTILE.map((v) => `?${p.name}=${v}`),
          `?${p.name}=1&${p.name}=2`, // an array where a string is declared
          `?${p.name}[a]=1`, // an object, as extended query parsers read it
          `?${p.name}[]=1`,
        ];
        for (const query of queries) {
          const before = r.method === 'get' ? null : await fingerprintBefore();
          await send(r.product, r.method.toUpperCase(), r.path.replace(/\{\w+\}/g, UNKNOWN_ID), { query });
          if (before) await expectUnstored(before, `${name(r)}${query}`);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  });
});

describe('methods', () => {
  it('every declared path asked with a method it does not take: 405 with Allow, in its envelope, nothing stored', async () => {
    let tried = 0;
    for (const p of PRODUCTS)
      for (const [template, ops] of Object.entries(docs[p].paths)) {
        const path = template.replace(/\{\w+\}/g, UNKNOWN_ID);
        // A method another template takes on the same path (PATCH /v1/containers/{id} for
        // /v1/containers/demurrage) is that route's, not a wrong method.
        const served = new Set(
          Object.entries(docs[p].paths)
            .filter(([t]) => new RegExp(`^${t.replace(/\{\w+\}/g, '[^/]+')}$`).test(path))
            .flatMap(([, o]) => Object.keys(o)),
        );
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !served.has(m.toLowerCase()))) {
          const what = `${p} ${method} ${template}`;
          const before = await fingerprintBefore();
          const answer = await send(p, method, path, {
            body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
            headers: { 'content-type': 'application/json' },
          });
          expect(answer.status, what).toBe(405);
          const allow = answer.headers.get('allow') ?? '';
          for (const m of Object.keys(ops)) expect(allow, what).toContain(m.toUpperCase());
          await expectUnstored(before, what);
          tried++;
        }
      }
    expect(tried).toBeGreaterThan(50);
  });
});

describe('GraphQL', () => {
  it('a lone surrogate in a variable is refused naming the argument it feeds, before anything runs', async () => {
    sys.clock.advance(1_000);
    settled = null;
    const r = await fetch(sys.urls.gateway, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.loading}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($i: PlanRequestInput!) { create_plan(input: $i) { id } }',
        variables: { i: { ...VALID_BODY['loading post /v1/plans'], name: LONE_SURROGATE } },
      }),
    });
    const body = await r.json();
    expect(body.errors?.[0]?.extensions?.code, JSON.stringify(body)).toBe('VALIDATION_ERROR');
    expect(body.errors[0].message).toMatch(/^input\.name must not contain/);
  });
});
