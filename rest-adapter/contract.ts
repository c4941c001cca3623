// Routes defined once, as data. A route declaration names its method, path, access, the zod
// schemas of its request and of every answer, and its examples; the one declaration validates
// the request, types the handler and describes the route in its host's OpenAPI 3.1 document
// (ProductRouter.route in app.ts mounts it; the host serves GET /openapi.json and GET /docs).
//
// Usage (on a ProductRouter `r`):
//
//   r.route({
//     method: 'get', path: '/track/:awb', operationId: 'trackWaybill', summary: 'Track an air waybill', tags: ['tracking'],
//     access: { scopes: ['air:read'] },                  // or 'open' (no key, limited per IP)
//     request: { params: z.object({ awb: z.string() }), query: z.object({ force_update: query.flag() }) },
//     answer: { description: 'The waybill', schema: Waybill },   // wrapped in the host envelope unless `bare: true`
//     refusals: [{ code: 'INVALID_AWB', status: 400, when: 'the number is malformed' }],
//     examples: [{ name: 'unknownPrefix', summary: '…', params: { awb: '997-12345675' }, status: 404, answer: { error: {…} } }],
//     handler: async ({ params, query, principal, deps }) => ({ data: … }),   // params.awb: string, query.force_update: boolean
//   });
//
// A POST with a body declares `request: { body: z.object({...}) }` and `answer: { status: 201, … }`.
// Refusals every route of its kind can answer are added here (keyed: 401, 403, 429, 503, 500;
// open: 429, 500; with a request to validate: 400; with a body: 413), each spelled in the
// route's envelope; a route lists only its own. Examples are real answers: test/rest/openapi.test.ts
// sends each example request and checks the answer against the documented response.
//
// Request rules, the same on every route:
// - Query parameters: a declared parameter given more than once (or as a[b]=…) is refused, unless
//   declared with query.list (repeated or comma-separated); a query declared with z.strictObject also refuses
//   undeclared names (as bodies do); values are trimmed, and an empty value counts as absent. Case is kept: the
//   operation decides what case means, except flags (query.flag), which read true/false/1/0/yes/no in any case.
// - Path parameters are passed as decoded, untrimmed.
// - A body, where declared, must be a JSON object (no body counts as {}); null fields count as absent.
// - Validation runs after access (key, scopes, rate limit), as the hand-written checks did, and
//   answers 400 VALIDATION_ERROR in the host's spelling with a message naming the field.
// - No string anywhere in a declared path, query or body (keys included) may hold U+0000 (NUL).
import { z } from 'zod';
import { extendZodWithOpenApi, type OpenAPIRegistry, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { Request, Response } from 'express';
import { AppError, type ErrorCode } from '../platform/errors.js';
import type { CallerOf, RouteAccess } from '../platform/edge/route-access.js';
import { nulAt, NUL_REFUSED } from '../platform/nul.js';
import type { Envelope } from './envelopes.js';
import type { AdapterDeps } from './deps.js';

extendZodWithOpenApi(z);

export type Method = 'get' | 'post' | 'patch' | 'delete' | 'put';

/** What a route lets in: it picks the route's edge chain (platform/edge/route-access.ts). */
export type Access = RouteAccess;

/** An answer other than success: the canonical code (spelled by the envelope), its status, and when. */
export interface Refusal {
  code: ErrorCode;
  status?: number;
  when: string;
}

/** A real request and the answer it gets (status and body), shown in the document and sent by the tests. */
export interface Example {
  name: string;
  summary: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  status: number;
  answer: unknown;
}

const NONE = z.object({});
/** A request part (params, query, body) declared as a zod object. */
export type ObjectSchema = z.ZodObject;

export interface RouteCall<A extends Access, P extends ObjectSchema, Q extends ObjectSchema, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  principal: CallerOf<A>;
  /** The client's address (a route may limit per address beyond the open-route limit). */
  ip: string;
  deps: AdapterDeps;
}

export interface RouteReply<R extends z.ZodType> {
  status?: number;
  data: z.input<R>;
  headers?: Record<string, string>;
  stream?: (req: Request, res: Response) => Promise<void>; // an answer written over time, instead of data
}

export interface RouteSpec<
  A extends Access,
  P extends ObjectSchema,
  Q extends ObjectSchema,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  method: Method;
  path: string; // Express form: /v1/webhooks/:id
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  access: A;
  /**
   * Open reference data (carriers, ports, airlines, the host's document): the answer may be kept
   * by browsers and CDNs (Cache-Control public, REFERENCE_MAX_AGE_SECONDS). Other open answers are
   * no-cache, keyed ones private.
   */
  cacheable?: true;
  /** Another envelope than the host's (the legacy surface, ocean's open routes). */
  envelope?: Envelope;
  request?: { params?: P; query?: Q; body?: B };
  answer: {
    status?: 200 | 201 | 202;
    description: string;
    schema: R;
    /** Sent as is, not inside the envelope. */
    bare?: boolean;
    /** Default application/json; anything else is sent as text or bytes (several: the route negotiates). */
    contentType?: string | string[];
    /** A second success status with the same body, and when it is answered (a filing that replaced: 200). */
    also?: { status: 200 | 201 | 202; when: string };
  };
  refusals?: Refusal[];
  /** Headers on every answer of the route (name → meaning). */
  headers?: Record<string, string>;
  examples?: Example[];
  /** A body the route takes, shown in the document (a route with a body and no example request needs one). */
  bodyExample?: z.input<B>;
  handler(call: RouteCall<A, P, Q, B>): Promise<RouteReply<R>>;
}

// Any declaration, whatever its schemas (handlers are only called through their own spec).
export type AnyRouteSpec =
  RouteSpec<Access, ObjectSchema, ObjectSchema, z.ZodType, z.ZodType> | RouteSpec<any, any, any, any, any>;

// ---- shared shapes -------------------------------------------------------------------------

/** An ISO 8601 timestamp with offset (the subgraphs send UTC, `Z`). */
export const isoDateTime = z.iso.datetime({ offset: true });
/** IATA airport code (3 letters) and ICAO airport code (4 letters or digits). */
export const iataAirport = z.string().regex(/^[A-Z0-9]{3}$/);
export const icaoAirport = z.string().regex(/^[A-Z0-9]{4}$/);
/** `{items}`: a whole list. */
export const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
/** `{items, has_more, next_cursor}`: one page of a cursor-paged list. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), has_more: z.boolean(), next_cursor: z.string().nullable() });
/** A JSON body field that may be sent as null to mean "not given". */
export const optional = <T extends z.ZodType>(t: T) => t.nullish();

/** Query parameters declared with query.list: they may be repeated (a=1&a=2), arriving joined by commas. */
const repeatable = new WeakSet<z.ZodType>();

/** Query parameter types under the one query rule (values arrive trimmed, non-empty, given once). */
export const query = {
  text: () => z.string(),
  /** Comma-separated, or the parameter repeated: the values, trimmed, empty ones dropped. */
  list: () => {
    const s = z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .openapi({ type: 'array', items: { type: 'string' } });
    repeatable.add(s);
    return s;
  },
  /** true/false/1/0/yes/no, any case. */
  flag: () =>
    z
      .string()
      .regex(/^(true|false|1|0|yes|no)$/i, { error: 'must be true or false (or 1 / 0)' })
      .transform((v) => /^(true|1|yes)$/i.test(v))
      // Documented as a boolean (a generated client sends true/false); the other spellings are still read.
      .openapi({ type: 'boolean' }),
  int: (min: number, max: number) =>
    z
      .string()
      .regex(/^-?\d+$/, { error: 'must be an integer' })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, { error: `must be at least ${min}` })
          .max(max, { error: `must be at most ${max}` }),
      )
      .openapi({ type: 'integer', minimum: min, maximum: max }),
};

// ---- validation ----------------------------------------------------------------------------

function refuse(error: z.ZodError, where: string): never {
  const issue = error.issues[0]!;
  const field = issue.path.filter((p) => typeof p === 'string').join('.') || where;
  throw new AppError('VALIDATION_ERROR', `${field} ${issue.message}`);
}

/** The query rule: declared names only, once each (lists may repeat), trimmed, empty = absent. */
function queryValues(schema: ObjectSchema, raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const undeclared = Object.keys(raw).filter((name) => !(name in schema.shape));
  if (undeclared.length && schema.def.catchall instanceof z.ZodNever) {
    throw new AppError(
      'VALIDATION_ERROR',
      `unknown query parameter(s): ${undeclared.join(', ')}; allowed: ${Object.keys(schema.shape).join(', ')}`,
    );
  }
  for (const name of Object.keys(schema.shape)) {
    const given = raw[name];
    if (given === undefined) continue;
    const declared = schema.shape[name];
    const list = repeatable.has(declared instanceof z.ZodOptional ? declared.unwrap() : declared);
    const v = list && Array.isArray(given) && given.every((x) => typeof x === 'string') ? given.join(',') : given;
    if (typeof v !== 'string') throw new AppError('VALIDATION_ERROR', `${name} must be given once, as a plain value`);
    const t = v.trim();
    if (t !== '') out[name] = t;
  }
  return out;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) refuse(r.error, where);
  return r.data;
}

/** The request as the route declared it, or a 400 naming the first field that does not fit. */
export function readRequest<P extends ObjectSchema, Q extends ObjectSchema, B extends z.ZodType>(
  request: { params?: P; query?: Q; body?: B } | undefined,
  req: Request,
): { params: z.output<P>; query: z.output<Q>; body: z.output<B> } {
  // What the route reads, only: an undeclared parameter of a route without a query is ignored, as before.
  const nul =
    (request?.params ? nulAt(req.params) : null) ??
    (request?.query ? nulAt(req.query) : null) ??
    (request?.body ? nulAt(req.body) : null);
  if (nul) throw new AppError('VALIDATION_ERROR', `${nul} ${NUL_REFUSED}`);
  const params = parse(request?.params ?? NONE, req.params, 'path') as z.output<P>;
  const q = request?.query;
  const query = (q ? parse(q, queryValues(q, req.query as Record<string, unknown>), 'query') : {}) as z.output<Q>;
  let body = undefined as z.output<B>;
  if (request?.body) {
    const raw: unknown = req.body ?? {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new AppError('VALIDATION_ERROR', 'request body must be a JSON object');
    body = parse(request.body, raw, 'request body');
  }
  return { params, query, body };
}

// ---- description ---------------------------------------------------------------------------

/** Response headers, declared once (components.headers) and referenced by every answer that carries them. */
export const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description: 'The trace id of the request (quote it when reporting a problem)',
    schema: { type: 'string' },
  },
  traceparent: { description: "W3C Trace Context: this service's span of the request", schema: { type: 'string' } },
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the 20-second window',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the window resets (Unix seconds)', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 0 } },
} as const;
type HeaderName = keyof typeof RESPONSE_HEADERS;
const headerRef = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });
const EVERY_ANSWER: HeaderName[] = [
  'X-Request-Id',
  'traceparent',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];
/** Answers that say when to ask again: accepted but not done yet, over a limit, unavailable. */
const RETRY_LATER = new Set([202, 429, 503]);

/** Refusals every route of its kind can answer (app.ts admits, contract.ts validates). */
function commonRefusals(spec: AnyRouteSpec): Refusal[] {
  const out: Refusal[] = [];
  const r = spec.request;
  if (r?.params || r?.query || r?.body)
    out.push({ code: 'VALIDATION_ERROR', when: 'a parameter or body field is missing, malformed or out of range' });
  if (r?.body) out.push({ code: 'VALIDATION_ERROR', status: 413, when: 'the JSON body is larger than the limit' });
  if (spec.access === 'open') {
    out.push({ code: 'OVER_RATE_LIMIT', when: 'too many requests from this address; see Retry-After' });
  } else {
    out.push(
      {
        code: 'UNAUTHORIZED',
        when: 'key or token missing, unknown, malformed, revoked or expired, or of another product',
      },
      { code: 'FORBIDDEN', when: 'the account lacks the entitlement this route needs' },
      { code: 'ACCESS_EXPIRED', when: "the account's access period ended" },
      { code: 'OVER_RATE_LIMIT', when: "over the account's rate limit; see Retry-After" },
      { code: 'SERVICE_UNAVAILABLE', when: 'access could not be checked; the request was not run; see Retry-After' },
    );
  }
  out.push({ code: 'INTERNAL_ERROR', when: 'server side; retry' }, { code: 'DB_ERROR', when: 'server side; retry' });
  return out;
}

/** Express path → OpenAPI path: /v1/webhooks/:id → /v1/webhooks/{id}. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Security requirements of a route on a host: bearer key or token, x-api-key where the host takes it, api_key on the legacy surface. */
function security(access: Access, xApiKey: boolean): Record<string, string[]>[] {
  if (access === 'open') return [];
  const scopes = [...access.scopes];
  if (access.credential === 'query') return [{ apiKeyQuery: scopes }, { bearer: scopes }];
  return xApiKey ? [{ bearer: scopes }, { apiKeyHeader: scopes }] : [{ bearer: scopes }];
}

export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'API key (tmcp_…, smcp_…, frm_…, lmcp_…) or a signed token from POST /auth/token',
  },
  apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'API key; Bearer is preferred' },
  apiKeyQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'api_key',
    description: 'API key on the legacy-compatible surface',
  },
} as const;
type SchemeName = keyof typeof SECURITY_SCHEMES;

/** The schemes a host's routes name, so a document offers only the credentials its host takes. */
export function schemesUsed(specs: readonly AnyRouteSpec[], xApiKey: boolean): SchemeName[] {
  const used = new Set(specs.flatMap((s) => security(s.access, xApiKey).flatMap((r) => Object.keys(r))));
  return (Object.keys(SECURITY_SCHEMES) as SchemeName[]).filter((n) => used.has(n));
}

/** What each tag groups (the documents list the tags their routes use, with these descriptions). */
const TAGS: Record<string, string> = {
  containers: 'Tracked containers, bills of lading and bookings',
  demurrage: 'Demurrage exposure and the free-time terms on file',
  plan: 'Your plan, its allowances and the pay-as-you-go cap',
  events: 'The DCSA Track & Trace 2.2 event feed',
  public: 'Keyless lookup, limited per address',
  'legacy-compatible': 'The legacy-compatible tracking surface (the key may be given as api_key)',
  tracking: 'Air waybill tracking',
  aircraft: 'Live aircraft positions by flight number',
  schedules: 'Sailings between two ports',
  reliability: 'How often carriers sail and arrive on time, by lane and overall',
  congestion: 'Port congestion: waiting times and vessels at anchor',
  usage: 'Calls used and left, this month and today',
  lanes: 'Lane market rates and their history',
  observations: 'The rate observations behind the market rates',
  indices: 'Freight rate indices',
  plans: 'Load plans: cargo placed in equipment, piece by piece',
  equipment: 'The equipment catalogue: containers, trailers and ULDs',
  webhooks: 'Webhook endpoints, their deliveries and signing secrets; the same events as a live stream',
  exports: "Your organisation's datasets as files for analysts' tools (CSV, NDJSON, Parquet)",
  reference: "Reference data, and this host's own description",
  operations: 'Probes for load balancers: no key, no rate limit',
};

/** The tags a host's routes use, in order of first use, with what each groups. */
export function tagsUsed(specs: readonly { tags: string[] }[]): { name: string; description: string }[] {
  const names = [...new Set(specs.flatMap((s) => s.tags))];
  return names.map((name) => {
    const description = TAGS[name];
    if (!description) throw new Error(`tag ${name} has no description`);
    return { name, description };
  });
}

/** Whether the route refuses a request without a body (an absent body counts as {}). */
const bodyRequired = (body: z.ZodType) => !body.safeParse({}).success;

/** Registers the route in its host's OpenAPI registry: request schemas, the success answer and every refusal. */
export function describeRoute(
  registry: OpenAPIRegistry,
  spec: AnyRouteSpec,
  envelope: Envelope,
  xApiKey: boolean,
): void {
  const declared = Object.fromEntries(
    Object.entries(spec.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' as const } },
    ]),
  );
  const headers = (status: number) => ({
    ...declared,
    ...Object.fromEntries(EVERY_ANSWER.map((h) => [h, headerRef(h)])),
    ...(RETRY_LATER.has(status) ? { 'Retry-After': headerRef('Retry-After') } : {}),
  });
  const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
  const success = spec.answer.status ?? 200;
  const responses: Record<string, ResponseConfig> = {
    [success]: {
      description: spec.answer.description,
      headers: headers(success),
      content: spec.answer.contentType
        ? Object.fromEntries([spec.answer.contentType].flat().map((t) => [t, { schema: spec.answer.schema }]))
        : json(spec.answer.bare ? spec.answer.schema : envelope.successSchema(spec.answer.schema)),
    },
  };
  const also = spec.answer.also;
  if (also) responses[also.status] = { ...responses[success]!, description: also.when, headers: headers(also.status) };
  const byStatus = new Map<number, { codes: Set<string>; when: string[] }>();
  for (const refusal of [...(spec.refusals ?? []), ...commonRefusals(spec)]) {
    const err = new AppError(refusal.code, refusal.when, { status: refusal.status });
    const entry = byStatus.get(err.status) ?? { codes: new Set(), when: [] };
    const code = envelope.code(err);
    entry.codes.add(code);
    entry.when.push(`${code}: ${refusal.when}`);
    byStatus.set(err.status, entry);
  }
  for (const [status, { codes, when }] of byStatus) {
    responses[status] = {
      description: when.join('; '),
      headers: headers(status),
      content: json(envelope.errorSchema([...codes])),
    };
  }
  const r = spec.request;
  if (r?.body) checkBodyExample(spec);
  registry.registerPath({
    method: spec.method,
    path: openApiPath(spec.path),
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags,
    security: security(spec.access, xApiKey),
    request: {
      params: r?.params,
      query: r?.query,
      body: r?.body ? { required: bodyRequired(r.body), content: json(r.body) } : undefined,
    },
    responses,
  });
}

/** A route with a body shows one: its bodyExample or an example request; each must be a body the route takes. */
function checkBodyExample(spec: AnyRouteSpec): void {
  const bodies = [
    ...(spec.bodyExample === undefined ? [] : [spec.bodyExample]),
    ...(spec.examples ?? []).flatMap((e) => (e.body === undefined || e.status >= 400 ? [] : [e.body])),
  ];
  if (!bodies.length) throw new Error(`${spec.operationId}: a route with a body needs a bodyExample`);
  for (const body of bodies) {
    const r = spec.request!.body!.safeParse(body);
    if (!r.success) throw new Error(`${spec.operationId}: example body ${JSON.stringify(body)}: ${r.error.message}`);
  }
}

// ---- the generated document ----------------------------------------------------------------

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; schema?: Schema; examples?: Record<string, unknown> };
type MediaType = { schema?: Schema; example?: unknown; examples?: Record<string, unknown> };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};
type Paths = Record<string, Record<string, Operation>>;

/** A query or path example value as the parameter's documented type (examples are written as strings). */
function typed(value: string, schema: Schema | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number') return Number(value);
  if (schema?.type === 'boolean') return /^(true|1|yes)$/i.test(value);
  return value;
}

/** Puts each route's examples into the generated document: parameters, body and the answer under its status. */
export function addExamples(paths: Paths, specs: readonly AnyRouteSpec[]): void {
  for (const spec of specs) {
    const op = paths[openApiPath(spec.path)]?.[spec.method];
    if (!op) continue;
    const body = op.requestBody?.content['application/json'];
    if (spec.bodyExample !== undefined && body)
      (body.examples ??= {}).request = { summary: 'A request body', value: spec.bodyExample };
    for (const ex of spec.examples ?? []) {
      const put = (holder: { examples?: Record<string, unknown> } | undefined, value: unknown) => {
        if (!holder)
          throw new Error(`example ${ex.name} of ${spec.operationId}: no place for ${JSON.stringify(value)}`);
        (holder.examples ??= {})[ex.name] = { summary: ex.summary, value };
      };
      for (const [where, values] of [
        ['path', ex.params],
        ['query', ex.query],
      ] as const) {
        for (const [name, value] of Object.entries(values ?? {})) {
          const parameter = op.parameters?.find((p) => p.in === where && p.name === name);
          put(parameter, typed(value, parameter?.schema));
        }
      }
      if (ex.body !== undefined) put(body, ex.body);
      put(op.responses[String(ex.status)]?.content?.['application/json'], ex.answer);
    }
  }
}

/**
 * Closes every object an answer describes (`additionalProperties: false`), so that a key the
 * server sends but the document does not name fails a validating client, and the tests'
 * answer check. Objects that already say what else they hold (maps) are left as they are; an
 * `allOf` narrows a closed named schema (an error envelope's codes), so its parts stay open.
 */
export function closeAnswers(paths: Paths, components: Record<string, Schema>): void {
  const close = (s: unknown): void => {
    if (!s || typeof s !== 'object') return;
    if (Array.isArray(s)) return s.forEach(close);
    const o = s as Schema;
    if (o.properties && !('additionalProperties' in o)) o.additionalProperties = false;
    for (const [k, v] of Object.entries(o)) {
      if (['allOf', 'examples', 'example', 'enum', 'const', 'default'].includes(k)) continue;
      if (k === 'properties') Object.values(v as Schema).forEach(close);
      else close(v);
    }
  };
  Object.values(components).forEach(close);
  for (const item of Object.values(paths))
    for (const op of Object.values(item))
      for (const response of Object.values(op.responses))
        for (const media of Object.values(response.content ?? {})) close(media.schema);
}
