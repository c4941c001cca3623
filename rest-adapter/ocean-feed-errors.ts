// The refusals of GET /v2/events in the DCSA error shape (Track & Trace 2.2 `error`:
// httpMethod, requestUri, statusCode, statusCodeText, errorDateTime, errors[{reason, message}]),
// so a generic DCSA client reads them, while the ocean envelope's `ok` and `error` stay beside
// them, so the ocean API's own clients read them as every other ocean refusal (docs/ocean.md).
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { Services } from '../platform/services.js';
import type { Envelope } from './envelopes.js';

/** DCSA's `reason` of a sub-error, by HTTP status (its own example is invalidQuery). */
function reason(status: number): string {
  if (status === 400) return 'invalidQuery';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooManyRequests';
  return status >= 500 ? 'internalError' : 'invalidRequest';
}

const DcsaError = z
  .object({
    ok: z.literal(false),
    error: z.object({
      code: z.string().describe('The codes each response lists'),
      message: z.string(),
      severity: z.enum(['info', 'warning', 'error']),
      retry_after_seconds: z.number().int().optional().describe('Seconds to wait (as Retry-After)'),
    }),
    httpMethod: z.literal('GET'),
    requestUri: z.string().describe('The feed (absolute from PUBLIC_BASE_URL where set)'),
    statusCode: z.number().int(),
    statusCodeText: z.string(),
    errorDateTime: z.iso.datetime({ offset: true }),
    errors: z.array(z.object({ reason: z.string(), message: z.string() })).min(1),
  })
  .describe('A refusal in the DCSA Track & Trace 2.2 error shape, with the ocean envelope beside it')
  .openapi('DcsaError');

/** The ocean envelope, its refusals in the DCSA error shape as well (the answer is bare DCSA events). */
export function dcsaEnvelope(ocean: Envelope, services: Pick<Services, 'clock'>, requestUri: string): Envelope {
  return {
    success: (data) => data,
    code: ocean.code,
    successSchema: (data) => data,
    error: (err) => ({
      ...(ocean.error(err) as object),
      httpMethod: 'GET',
      requestUri,
      statusCode: err.status,
      statusCodeText: STATUS_CODES[err.status] ?? 'Error',
      errorDateTime: services.clock.now().toISOString(),
      errors: [{ reason: reason(err.status), message: err.message }],
    }),
    errorSchema: (codes) =>
      z.intersection(DcsaError, z.object({ error: z.object({ code: z.enum(codes as [string, ...string[]]) }) })),
  };
}

/** A DCSA parameter the feed does not serve: 400 naming it, rather than an answer that ignores it. */
export function refuseParameter(name: string): never {
  throw new AppError('VALIDATION_ERROR', `${name} is not supported by this feed (docs/ocean.md, /v2/events)`);
}
