// Routes defined once, as data. A route declaration names its method, path, access, the zod
// schemas of its request and of every answer, and its examples; the one declaration validates
// the request, types the handler and describes the route in its host's OpenAPI 3.1 document
// (ProductRouter.route in app.ts mounts it; the host serves GET /openapi.json and GET /docs).
// This file holds the declaration's types and the shapes routes share; contract/request.ts
// validates a request, contract/describe.ts and contract/document.ts describe the routes.
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
import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import type { Request, Response } from 'express';
import type { ErrorCode } from '../platform/errors.js';
import type { CallerOf, RouteAccess } from '../platform/edge/route-access.js';
import type { Envelope } from './envelopes.js';
import type { AdapterDeps } from './deps.js';

extendZodWithOpenApi(z);

type Method = 'get' | 'post' | 'patch' | 'delete' | 'put';

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

/** A request part (params, query, body) declared as a zod object. */
export type ObjectSchema = z.ZodObject;

interface RouteCall<A extends Access, P extends ObjectSchema, Q extends ObjectSchema, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  principal: CallerOf<A>;
  /** The client's address (a route may limit per address beyond the open-route limit). */
  ip: string;
  deps: AdapterDeps;
}

interface RouteReply<R extends z.ZodType> {
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
  /**
   * The body may be left out whole (every field has a default: rotate-secret). Otherwise a declared
   * body is `required` in the document, even when each of its fields is optional (a PATCH sends only
   * the changes, but sends a body): generated clients then make callers write one.
   */
  bodyOptional?: true;
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
export const isRepeatable = (declared: z.ZodType) => repeatable.has(declared);

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
