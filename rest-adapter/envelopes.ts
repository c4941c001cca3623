// Each product's success envelope and error shape (spec 2.1, 7.1), how the canonical error
// codes of AppError are spelled on each product (spec 7.2–7.4), and the zod schema of each
// shape, written beside it so the OpenAPI documents describe exactly what is sent.
import { z } from 'zod';
import { AppError } from '../platform/errors.js';

export type Product = 'ocean' | 'air' | 'schedules' | 'rates' | 'loading';

/** The ocean response contract's date (spec 9.1). */
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
/** `{error:{code, message, …details}}`, optionally beside `ok:false`. */
const nestedError = (ok: boolean) => (codes: readonly string[]) =>
  z.object({ ...(ok ? { ok: z.literal(false) } : {}), error: z.object({ code: codeOf(codes), message: z.string() }) });
const okData = (data: z.ZodType) => z.object({ ok: z.literal(true), data });

const lower = (overrides: Record<string, string>) => (err: AppError) => overrides[err.code] ?? err.code.toLowerCase();
const upper = (overrides: Record<string, string>) => (err: AppError) => overrides[err.code] ?? err.code;

function severity(err: AppError): string {
  if (err.status >= 500) return 'error';
  if (err.status < 300) return 'info';
  return 'warning';
}

const oceanCode = upper({
  // Spec 7.2: the generic over-limit 429 carries VALIDATION_ERROR.
  OVER_RATE_LIMIT: 'VALIDATION_ERROR',
  ACCESS_EXPIRED: 'FORBIDDEN',
  METHOD_NOT_ALLOWED: 'NOT_FOUND',
});

export const ENVELOPES: Record<Product | 'ocean-open' | 'legacy', Envelope> = {
  ocean: {
    success: (data) => ({ ok: true, api_version: OCEAN_API_VERSION, data }),
    error: (err) => ({
      ok: false,
      error: { code: oceanCode(err), message: err.message, severity: severity(err), ...err.details },
    }),
    code: oceanCode,
    successSchema: (data) => z.object({ ok: z.literal(true), api_version: z.literal(OCEAN_API_VERSION), data }),
    errorSchema: (codes) =>
      z.object({
        ok: z.literal(false),
        error: z.object({ code: codeOf(codes), message: z.string(), severity: z.enum(['info', 'warning', 'error']) }),
      }),
  },
  'ocean-open': {
    success: (data) => ({ ok: true, data }),
    error: (err) => ({ ok: false, message: err.message, ...err.details }),
    code: oceanCode,
    successSchema: okData,
    errorSchema: () => z.object({ ok: z.literal(false), message: z.string() }),
  },
  // Legacy-compatible surface (spec 2.11): transport errors only; not-found is a 200 body.
  legacy: {
    success: (data) => ({ status: 'success', message: 'OK', data }),
    error: (err) => ({ status: 'error', message: err.message, data: null }),
    code: upper({}),
    successSchema: (data) => z.object({ status: z.literal('success'), message: z.string(), data }),
    errorSchema: () => z.object({ status: z.literal('error'), message: z.string(), data: z.null() }),
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
    errorSchema: nestedError(true),
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
    errorSchema: nestedError(false),
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
    errorSchema: nestedError(false),
  },
  loading: {
    success: (data) => ({ ok: true, data }),
    error: (err) => ({ ok: false, error: { code: ENVELOPES.loading.code(err), message: err.message, ...err.details } }),
    code: upper({ OVER_RATE_LIMIT: 'RATE_LIMITED', ACCESS_EXPIRED: 'FORBIDDEN' }),
    successSchema: okData,
    errorSchema: nestedError(true),
  },
};
