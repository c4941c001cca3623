// Each product's success envelope and error shape (docs/rest.md), how the canonical error
// codes of AppError are spelled on each product (docs/rest.md), and the zod schema of each
// shape, written beside it so the OpenAPI documents describe exactly what is sent.
import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { AppError } from '../platform/errors.js';

// The error envelopes are named schemas of the documents (.openapi), whichever module loads first.
extendZodWithOpenApi(z);

export type Product = 'ocean' | 'air' | 'schedules' | 'rates' | 'loading';

/** The date of the ocean response contract's version (docs/ocean.md). */
export const OCEAN_API_VERSION = '2026-10-01';

export interface Envelope {
  success(data: unknown): unknown;
  error(err: AppError): unknown;
  code(err: AppError): string;
  /** The success body around a route's data schema. */
  successSchema(data: z.ZodType): z.ZodType;
  /** The error body of a response that carries one of these (already spelled) codes. */
  errorSchema(codes: readonly string[]): z.ZodType;
}

const codeOf = (codes: readonly string[]) => z.enum(codes as [string, ...string[]]);

// What a refusal may carry besides code and message (AppError details), by the host that sends it.
const retryAfter = z
  .number()
  .int()
  .optional()
  .describe('Seconds to wait before asking again (as the Retry-After header)');
const OCEAN_DETAILS = {
  id: z.string().optional().describe('409: the record that already tracks this reference'),
  retry_after_seconds: retryAfter,
  suggested_identifier: z
    .string()
    .optional()
    .describe('404 for a wrong ISO 6346 check digit: the number with the right one'),
  quota: z
    .object({ total: z.number().int(), used: z.number().int(), remaining: z.number().int() })
    .optional()
    .describe('402: the allowance that is spent'),
  spend_cap_usd: z.number().optional().describe('402: the pay-as-you-go cap'),
  spent_usd: z.number().optional().describe('402: pay-as-you-go spend this period'),
  price_usd: z.number().optional().describe('402: what the refused add would cost'),
  unresolved_reason: z.enum(['not_found', 'invalid_number']).optional().describe('404: why no line recognises it'),
  unresolvable_since: z.iso.datetime({ offset: true }).nullable().optional(),
};

/** A host's error envelope, named in its document: `{[ok:false,] error:{code, message, …details}}`. */
const nestedError = (name: string, ok: boolean, details: z.ZodRawShape = {}) =>
  z
    .object({
      ...(ok ? { ok: z.literal(false) } : {}),
      error: z.object({ code: z.string().describe('The codes each response lists'), message: z.string(), ...details }),
    })
    .openapi(name);
/** The envelope narrowed to the codes one response can carry. */
const withCodes = (envelope: z.ZodObject) => (codes: readonly string[]) =>
  z.intersection(envelope, z.object({ error: z.object({ code: codeOf(codes) }) }));
const okData = (data: z.ZodType) => z.object({ ok: z.literal(true), data });

const lower = (overrides: Record<string, string>) => (err: AppError) => overrides[err.code] ?? err.code.toLowerCase();
const upper = (overrides: Record<string, string>) => (err: AppError) => overrides[err.code] ?? err.code;

function severity(err: AppError): string {
  if (err.status >= 500) return 'error';
  if (err.status < 300) return 'info';
  return 'warning';
}

const oceanCode = upper({
  // docs/rest.md (errors): the generic over-limit 429 carries VALIDATION_ERROR.
  OVER_RATE_LIMIT: 'VALIDATION_ERROR',
  ACCESS_EXPIRED: 'FORBIDDEN',
  METHOD_NOT_ALLOWED: 'NOT_FOUND',
});

const OceanPublicError = z
  .object({ ok: z.literal(false), message: z.string(), ...OCEAN_DETAILS })
  .openapi('OceanPublicError');
const LegacyError = z
  .object({ status: z.literal('error'), message: z.string(), data: z.null() })
  .openapi('LegacyError');

export const ENVELOPES: Record<Product | 'ocean-open' | 'legacy', Envelope> = {
  ocean: {
    success: (data) => ({ ok: true, api_version: OCEAN_API_VERSION, data }),
    error: (err) => ({
      ok: false,
      error: { code: oceanCode(err), message: err.message, severity: severity(err), ...err.details },
    }),
    code: oceanCode,
    successSchema: (data) => z.object({ ok: z.literal(true), api_version: z.literal(OCEAN_API_VERSION), data }),
    errorSchema: withCodes(
      nestedError('OceanError', true, { severity: z.enum(['info', 'warning', 'error']), ...OCEAN_DETAILS }),
    ),
  },
  'ocean-open': {
    success: (data) => ({ ok: true, data }),
    error: (err) => ({ ok: false, message: err.message, ...err.details }),
    code: oceanCode,
    successSchema: okData,
    errorSchema: () => OceanPublicError,
  },
  // Legacy-compatible surface (docs/legacy.md): transport errors only; not-found is a 200 body.
  legacy: {
    success: (data) => ({ status: 'success', message: 'OK', data }),
    error: (err) => ({ status: 'error', message: err.message, data: null }),
    code: upper({}),
    successSchema: (data) => z.object({ status: z.literal('success'), message: z.string(), data }),
    errorSchema: () => LegacyError,
  },
  schedules: {
    success: (data) => ({ ok: true, data }),
    error: (err) => ({
      ok: false,
      error: { code: ENVELOPES.schedules.code(err), message: err.message, ...err.details },
    }),
    code: upper({
      OVER_RATE_LIMIT: 'RATE_LIMITED',
      ACCESS_EXPIRED: 'access_expired',
      QUOTA_EXCEEDED: 'quota_exceeded',
    }),
    successSchema: okData,
    errorSchema: withCodes(
      nestedError('SchedulesError', true, {
        retry_after_seconds: retryAfter,
        limit: z.enum(['month', 'day']).optional().describe('429 QUOTA_EXCEEDED: the allowance that is spent'),
      }),
    ),
  },
  air: {
    success: (data) => ({ data }),
    error: (err) => ({ error: { code: ENVELOPES.air.code(err), message: err.message, ...err.details } }),
    code: lower({
      VALIDATION_ERROR: 'invalid_request',
      OVER_RATE_LIMIT: 'rate_limited',
      INTERNAL_ERROR: 'server_error',
      DB_ERROR: 'server_error',
    }),
    successSchema: (data) => z.object({ data }),
    errorSchema: withCodes(
      nestedError('AirError', false, {
        retry_after_seconds: retryAfter,
        expected_check_digit: z
          .number()
          .int()
          .optional()
          .describe('404 for a wrong check digit: the digit the serial number calls for'),
      }),
    ),
  },
  rates: {
    success: (data) => ({ data }),
    error: (err) => ({ error: { code: ENVELOPES.rates.code(err), message: err.message, ...err.details } }),
    code: lower({
      UNAUTHORIZED: 'missing_key',
      VALIDATION_ERROR: 'invalid_request',
      OVER_RATE_LIMIT: 'rate_limited',
      INTERNAL_ERROR: 'server_error',
      DB_ERROR: 'server_error',
    }),
    successSchema: (data) => z.object({ data }),
    errorSchema: withCodes(
      nestedError('RatesError', false, {
        parameter: z.string().optional().describe('400: the query parameter that was refused'),
      }),
    ),
  },
  loading: {
    success: (data) => ({ ok: true, data }),
    error: (err) => ({ ok: false, error: { code: ENVELOPES.loading.code(err), message: err.message, ...err.details } }),
    code: upper({ OVER_RATE_LIMIT: 'RATE_LIMITED', ACCESS_EXPIRED: 'FORBIDDEN' }),
    successSchema: okData,
    errorSchema: withCodes(nestedError('LoadingError', true)),
  },
};
