// Each product host's OpenAPI 3.1 document: valid per a third-party validator, served with a
// reference page from npm-bundled assets, and true: every documented example request, sent,
// gets the documented status and a body that fits the documented schema. Every other answer
// in this file is checked against the documents too (the harness's response check).
import { describe, it, expect, beforeAll } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { useSystem, http } from '../support/harness.js';
import { DocumentCheck } from '../support/openapi-check.js';
import type { OpenApiDocument } from '../../rest-adapter/app.js';
import { sdkTypes } from '../../wiring/dev/sdk-types.js';

const HOSTS = ['ocean', 'air', 'schedules', 'rates', 'loading'] as const;
type Host = (typeof HOSTS)[number];
const PREFIX: Record<Host, 'tmcp' | 'smcp' | 'frm' | 'lmcp'> = {
  ocean: 'tmcp',
  air: 'tmcp',
  schedules: 'smcp',
  rates: 'frm',
  loading: 'lmcp',
};

const keys = {} as Record<Host, string>;
const docs = {} as Record<Host, OpenApiDocument>;
const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: { air_cargo: null, schedules: null, freight_rates: null } });
  for (const h of HOSTS) keys[h] = await org.key(PREFIX[h]);
  for (const h of HOSTS) docs[h] = (await http(sys.urls[h], '/openapi.json')).body;
});

type Parameter = { name: string; in: string; examples?: Record<string, { value: unknown }> };
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
};

/** Every example of a document: the request it describes and the status it is documented under. */
function examples(doc: OpenApiDocument) {
  const out: { name: string; method: string; template: string; op: Operation; status: number; answer: unknown }[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [name, ex] of Object.entries(response.content?.['application/json']?.examples ?? {})) {
          out.push({ name, method, template, op, status: Number(status), answer: ex.value });
        }
      }
    }
  }
  return out;
}

describe('OpenAPI documents', () => {
  it.each(HOSTS)('%s: /openapi.json is a valid OpenAPI 3.1 document naming the product', async (h) => {
    const doc = docs[h];
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toMatch(new RegExp(h, 'i'));
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    // Only the credentials the host takes: the legacy api_key parameter is ocean's alone; every
    // host's event stream takes a stream ticket.
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual(
      h === 'ocean'
        ? ['apiKeyHeader', 'apiKeyQuery', 'bearer', 'streamTicket']
        : ['apiKeyHeader', 'bearer', 'streamTicket'],
    );
    // The six webhook routes and the reference routes are on every host.
    for (const path of ['/v1/webhooks', '/v1/webhooks/{id}', '/v1/webhooks/{id}/test', '/openapi.json', '/docs'])
      expect(doc.paths, path).toHaveProperty([path]);
  });

  it('describes every answer a route can give, in the host envelope', () => {
    const get = (docs.air.paths!['/track/{awb}'] as Record<string, Operation>).get!;
    expect(Object.keys(get.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500', '503']);
    const register = (docs.schedules.paths!['/v1/webhooks'] as Record<string, Operation>).post!;
    expect(Object.keys(register.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '429', '503']),
    );
    const legacy = (docs.ocean.paths!['/compat/legacy/tracking'] as Record<string, Operation>).get!;
    expect(legacy.security).toEqual([{ apiKeyQuery: ['ocean:read'] }, { bearer: ['ocean:read'] }]);
    expect((docs.air.paths!['/v1/airlines/{prefix}'] as Record<string, Operation>).get!.security).toEqual([]);
    const stream = (docs.rates.paths!['/v1/events/stream'] as Record<string, Operation>).get!;
    expect(stream.security).toEqual([
      { bearer: ['rates:read'] },
      { apiKeyHeader: ['rates:read'] },
      { streamTicket: [] },
    ]);
  });

  it('serves the reference page with swagger-ui from the package, no CDN', async () => {
    const page = await http(sys.urls.air, '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    const script = await http(sys.urls.air, '/docs/assets/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.text).toContain('SwaggerUIBundle');
    expect((await http(sys.urls.air, '/docs/assets/package.json')).status).toBe(400);
  });
});

describe('documented examples are real answers', () => {
  const all = () => HOSTS.flatMap((h) => examples(docs[h]).map((e) => ({ h, ...e })));

  it('documents examples on every host', () => {
    for (const h of HOSTS) expect(examples(docs[h]).length, h).toBeGreaterThan(0);
  });

  it('sends each example request and gets the documented status and a body of the documented shape', async () => {
    const check = Object.fromEntries(HOSTS.map((h) => [h, new DocumentCheck(docs[h])])) as Record<Host, DocumentCheck>;
    for (const ex of all()) {
      const label = `${ex.h} ${ex.method.toUpperCase()} ${ex.template} ${ex.name}`;
      let path = ex.template;
      const query = new URLSearchParams();
      for (const p of ex.op.parameters ?? []) {
        const value = p.examples?.[ex.name]?.value;
        if (value === undefined) continue;
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
        else query.set(p.name, String(value));
      }
      const keyed = (ex.op.security ?? []).length > 0;
      const inQuery = keyed && 'apiKeyQuery' in ex.op.security![0]!;
      if (inQuery) query.set('api_key', keys[ex.h]);
      const body = ex.op.requestBody?.content['application/json']?.examples?.[ex.name]?.value;
      const r = await http(sys.urls[ex.h], `${path}${query.size ? `?${query}` : ''}`, {
        method: ex.method.toUpperCase(),
        key: keyed && !inQuery ? keys[ex.h] : undefined,
        body,
      });
      expect(r.status, `${label}: ${r.text}`).toBe(ex.status);
      expect(check[ex.h].check(ex.method, path, r.status, r.headers.get('content-type'), r.body), label).toEqual({
        kind: 'described',
      });
      // The documented answer fits its own schema, and is the answer given where nothing in it varies.
      expect(
        check[ex.h].check(ex.method, path, ex.status, 'application/json', ex.answer),
        `${label} (documented)`,
      ).toEqual({ kind: 'described' });
      expect(r.body, label).toEqual(ex.answer);
    }
  });
});

describe('response check', () => {
  it('refuses a status or a body the document does not describe, and lists routes it does not know', () => {
    const check = new DocumentCheck(docs.air);
    expect(check.check('get', '/v1/airlines/020', 200, 'application/json', { data: { name: 'x' } }).kind).toBe('wrong');
    expect(check.check('get', '/v1/airlines/020', 418, 'application/json', {}).kind).toBe('wrong');
    expect(
      check.check('get', '/v1/airlines/020', 429, 'application/json', {
        error: { code: 'quota_exceeded', message: 'm' },
      }).kind,
    ).toBe('wrong');
    expect(
      check.check('get', '/v1/airlines/020', 429, 'application/json', { error: { code: 'rate_limited', message: 'm' } })
        .kind,
    ).toBe('described');
    expect(check.check('get', '/nowhere', 200, 'application/json', {})).toEqual({
      kind: 'undocumented',
      route: 'GET /nowhere',
    });
    expect(check.check('post', '/v1/airlines/020', 200, 'application/json', {})).toEqual({
      kind: 'undocumented',
      route: 'POST /v1/airlines/{prefix}',
    });
    // What is not there: 404 for an unknown path, 405 for a method a path does not take (docs/rest.md).
    expect(check.check('get', '/nowhere', 404, 'application/json', {}).kind).toBe('described');
    expect(check.check('post', '/v1/airlines/020', 405, 'application/json', {}).kind).toBe('described');
  });

  it('passes an unknown route answered 404 in the envelope', async () => {
    const r = await http(sys.urls.air, '/no/such/route');
    expect(r.status).toBe(404);
  });

  it('refuses a key an answer schema does not declare, at any depth', () => {
    const check = new DocumentCheck(docs.air);
    const airline = { name: 'Lufthansa Cargo', prefix: '020', iata_code: 'LH', icao_code: 'GEC', url: null };
    expect(check.check('get', '/v1/airlines/020', 200, 'application/json', { data: airline }).kind).toBe('described');
    expect(check.check('get', '/v1/airlines/020', 200, 'application/json', { data: { ...airline, x: 1 } }).kind).toBe(
      'wrong',
    );
    expect(check.check('get', '/v1/airlines/020', 200, 'application/json', { data: airline, x: 1 }).kind).toBe('wrong');
    const refused = (error: object) => check.check('get', '/v1/airlines/020', 404, 'application/json', { error }).kind;
    expect(refused({ code: 'invalid_check_digit', message: 'm', expected_check_digit: 5 })).toBe('described');
    expect(refused({ code: 'invalid_check_digit', message: 'm', expected: 5 })).toBe('wrong');
  });
});

type Schema = { $ref?: string; type?: unknown; properties?: Record<string, Schema>; [k: string]: unknown };
const schemaOf = (doc: OpenApiDocument, name: string) => doc.components!.schemas![name] as Schema;
const op = (h: Host, path: string, method: string) =>
  (docs[h].paths![path] as Record<string, Operation & { requestBody?: { required?: boolean } }>)[method]!;

describe('documents a generator turns into good types', () => {
  it('names the records and the error envelopes, and refers to them', () => {
    const names = (h: Host) => Object.keys(docs[h].components?.schemas ?? {});
    expect(names('ocean')).toEqual(expect.arrayContaining(['Container', 'OceanError', 'DcsaEvent', 'WebhookEndpoint']));
    expect(names('loading')).toEqual(expect.arrayContaining(['Plan', 'LoadingError', 'Delivery']));
    for (const [h, error] of [
      ['air', 'AirError'],
      ['schedules', 'SchedulesError'],
      ['rates', 'RatesError'],
    ] as const)
      expect(names(h)).toContain(error);
    const text = JSON.stringify(docs.ocean.paths);
    expect(text.match(/"#\/components\/schemas\/Container"/g)!.length).toBeGreaterThanOrEqual(6);
  });

  it('closes every object an answer holds', () => {
    for (const h of HOSTS) {
      const open: string[] = [];
      const walk = (s: unknown, at: string): void => {
        if (!s || typeof s !== 'object') return;
        const o = s as Schema;
        if (o.properties && !('additionalProperties' in o)) open.push(at);
        for (const [k, v] of Object.entries(o)) if (k !== 'allOf' && k !== 'examples') walk(v, `${at}/${k}`);
      };
      walk(docs[h].components?.schemas, 'components');
      for (const [path, item] of Object.entries(docs[h].paths ?? {}))
        for (const [method, o] of Object.entries(item as Record<string, Operation>))
          for (const [status, r] of Object.entries(o.responses)) walk(r.content, `${method} ${path} ${status}`);
      expect(open, h).toEqual([]);
    }
  });

  it('declares the fields refusals carry', () => {
    const error = (h: Host, name: string) => Object.keys(schemaOf(docs[h], name).properties!.error!.properties!);
    expect(error('ocean', 'OceanError')).toEqual(
      expect.arrayContaining(['id', 'retry_after_seconds', 'suggested_identifier', 'quota']),
    );
    expect(error('air', 'AirError')).toEqual(expect.arrayContaining(['retry_after_seconds', 'expected_check_digit']));
    expect(error('rates', 'RatesError')).toContain('parameter');
    expect(error('schedules', 'SchedulesError')).toEqual(expect.arrayContaining(['retry_after_seconds', 'limit']));
    expect(Object.keys(schemaOf(docs.ocean, 'OceanPublicError').properties!)).toContain('suggested_identifier');
  });

  it('types /v2/events items as DCSA events, told apart by eventType', () => {
    const event = schemaOf(docs.ocean, 'DcsaEvent');
    expect((event.oneOf as Schema[]).map((s) => s.$ref)).toEqual([
      '#/components/schemas/DcsaEquipmentEvent',
      '#/components/schemas/DcsaTransportEvent',
      '#/components/schemas/DcsaShipmentEvent',
    ]);
    expect(Object.keys(schemaOf(docs.ocean, 'DcsaEquipmentEvent').properties!)).toEqual(
      expect.arrayContaining(['equipmentReference', 'transportCall', 'eventLocation', 'emptyIndicatorCode']),
    );
  });

  it('declares the headers answers carry', () => {
    const responses = op('air', '/track/{awb}', 'get').responses as Record<string, { headers?: object }>;
    for (const status of ['200', '400', '429', '503'])
      expect(Object.keys(responses[status]!.headers!), status).toEqual(
        expect.arrayContaining(['X-Request-Id', 'traceparent', 'X-RateLimit-Limit']),
      );
    expect(Object.keys(responses['429']!.headers!)).toContain('Retry-After');
    expect(Object.keys(responses['503']!.headers!)).toContain('Retry-After');
    expect(Object.keys(responses['200']!.headers!)).not.toContain('Retry-After');
  });

  it('requires a body where the route needs one, and shows one for every body', () => {
    expect(op('loading', '/v1/plans', 'post').requestBody!.required).toBe(true);
    expect(op('ocean', '/v1/containers', 'post').requestBody!.required).toBe(true);
    expect(op('ocean', '/v1/webhooks/{id}/rotate-secret', 'post').requestBody!.required).toBe(false);
    // All-optional fields, but a body: a PATCH sends the changes, a registration its URL.
    for (const h of HOSTS) {
      expect(op(h, '/v1/webhooks', 'post').requestBody!.required, h).toBe(true);
      expect(op(h, '/v1/webhooks/{id}', 'patch').requestBody!.required, h).toBe(true);
    }
    expect(op('loading', '/v1/plans/{id}', 'patch').requestBody!.required).toBe(true);
    for (const h of HOSTS)
      for (const [path, item] of Object.entries(docs[h].paths ?? {}))
        for (const [method, o] of Object.entries(item as Record<string, Operation>)) {
          const media = o.requestBody?.content['application/json'];
          if (media) expect(Object.keys(media.examples ?? {}).length, `${h} ${method} ${path}`).toBeGreaterThan(0);
        }
  });

  it('makes a generated client write the webhook bodies (openapi-typescript, as the SDK)', async () => {
    for (const h of HOSTS) {
      const types = await sdkTypes(h, docs[h]);
      for (const operation of ['RegisterWebhook', 'UpdateWebhook']) {
        const declared = types.slice(types.indexOf(`    ${h}${operation}: {`)).match(/requestBody\??:/)?.[0];
        expect(declared, `${h}${operation}`).toBe('requestBody:');
      }
    }
  });

  it('types flags as booleans and numbers in paths as integers', () => {
    const param = (o: Operation, name: string) =>
      (o.parameters as (Parameter & { schema: Schema })[]).find((p) => p.name === name)!.schema;
    expect(param(op('air', '/track/{awb}', 'get'), 'force_update').type).toBe('boolean');
    expect(param(op('loading', '/v1/plans/{id}/units/{number}.svg', 'get'), 'number').type).toBe('integer');
    const schedules = JSON.stringify(docs.schedules.paths);
    expect(schedules).not.toMatch(/"limit":\{"summary":"[^"]*","value":"/);
  });

  it('names absolute servers, unique operationIds across the five documents, probes open to all', () => {
    const ids: string[] = [];
    for (const h of HOSTS) {
      expect(docs[h].servers![0]!.url).toMatch(/^https?:\/\/[^/]+/);
      for (const item of Object.values(docs[h].paths ?? {}))
        for (const o of Object.values(item as Record<string, Operation>)) ids.push(o.operationId);
      expect(op(h, '/health', 'get').security).toEqual([]);
      expect(op(h, '/ready', 'get').security).toEqual([]);
      expect(JSON.stringify(docs[h])).not.toMatch(/[\w/-]+\.ts\b|docs\/\w+\.md|\(spec \d/);
    }
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
