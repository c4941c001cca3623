// Reading a request as its route declared it (contract.ts): params, query and body validated by
// their zod schemas, or 400 VALIDATION_ERROR.
//
// The request rules, the same on every route:
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
import type { Request } from 'express';
import { AppError } from '../../platform/errors.js';
import { nulAt, NUL_REFUSED } from '../../platform/nul.js';
import { isRepeatable, type ObjectSchema } from '../contract.js';

const NONE = z.object({});

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
    const list = isRepeatable(declared instanceof z.ZodOptional ? declared.unwrap() : declared);
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
