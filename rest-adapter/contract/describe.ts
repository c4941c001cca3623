// A route in its host's OpenAPI document (contract.ts declares it): the response headers, the
// security schemes, the tags, and each route's parameters, answers and refusals.
import type { z } from 'zod';
import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { AppError } from '../../platform/errors.js';
import type { Envelope } from '../envelopes.js';
import type { Access, AnyRouteSpec, Refusal } from '../contract.js';

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
  out.push(
    { code: 'INTERNAL_ERROR', when: 'server side; retry' },
    { code: 'DB_ERROR', when: 'server side; retry' },
    { code: 'DB_ERROR', status: 503, when: 'the database did not answer; retry after Retry-After' },
  );
  return out;
}

/** Express path → OpenAPI path: /v1/webhooks/:id → /v1/webhooks/{id}. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Security requirements of a route on a host: bearer key or token, x-api-key where the host takes
 * it, api_key on the legacy surface, a stream ticket on the event stream.
 */
function security(access: Access, xApiKey: boolean): Record<string, string[]>[] {
  if (access === 'open') return [];
  const scopes = [...access.scopes];
  if (access.credential === 'query') return [{ apiKeyQuery: scopes }, { bearer: scopes }];
  const keyed: Record<string, string[]>[] = xApiKey
    ? [{ bearer: scopes }, { apiKeyHeader: scopes }]
    : [{ bearer: scopes }];
  return access.credential === 'ticket' ? [...keyed, { streamTicket: [] }] : keyed;
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
  streamTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description: 'A single-use stream ticket from POST /v1/events/stream-tickets (a browser EventSource)',
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
      body: r?.body ? { required: !spec.bodyOptional, content: json(r.body) } : undefined,
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
