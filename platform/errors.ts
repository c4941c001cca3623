// The one error type. Code is canonical (upper snake); each product's envelope maps it
// to that product's spelling (rest-adapter/envelopes.ts). Never carries a stack to a client.
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'ACCESS_EXPIRED'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'OVER_RATE_LIMIT'
  | 'RATE_LIMITED'
  | 'QUOTA_EXCEEDED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR'
  | 'DB_ERROR'
  | (string & {}); // product-specific codes (ALREADY_TRACKED, INVALID_URL, …) pass through unchanged

const DEFAULT_STATUS: Record<string, number> = {
  VALIDATION_ERROR: 400,
  INVALID_URL: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCESS_EXPIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  OVER_RATE_LIMIT: 429,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  DB_ERROR: 500,
};

export interface AppErrorOptions {
  status?: number;
  /** Extra body fields for the envelope (e.g. retry_after_seconds, suggestion). */
  details?: Record<string, unknown>;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(code: ErrorCode, message: string, opts: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = opts.status ?? DEFAULT_STATUS[code] ?? 400;
    this.details = opts.details;
    this.headers = opts.headers;
  }
}

/** SQLSTATE classes and codes of a connection that is gone: 08 (connection exception), 57P01–57P03 (shut down). */
const LOST_SQLSTATE = /^(08|57P0[123])/;

/**
 * Whether `e` says the database connection was lost or refused (terminated by an operator or
 * a failover, the server down, PGlite closed), not that a statement was wrong.
 */
export function connectionLost(e: unknown): boolean {
  const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || /^E(CONNREFUSED|CONNRESET|PIPE)$/.test(code)))
    return true;
  return typeof message === 'string' && /terminat|Connection|PGlite is closed/i.test(message);
}

/**
 * The database did not answer (its connection lost or refused: connectionLost): the
 * documented DB_ERROR, as 503 with Retry-After, as when the access check cannot reach it.
 */
export const databaseUnavailable = (): AppError =>
  new AppError('DB_ERROR', 'database unavailable; retry shortly', { status: 503, headers: { 'Retry-After': '5' } });

/** Wire form inside GraphQL `extensions`, so errors survive subgraph → gateway → adapter. */
export interface ErrorExtensions {
  code: string;
  status: number;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export function toExtensions(e: AppError): ErrorExtensions {
  return { code: e.code, status: e.status, details: e.details, headers: e.headers };
}

function fromExtensions(message: string, ext: Partial<ErrorExtensions> | undefined): AppError {
  if (!ext || typeof ext.code !== 'string' || typeof ext.status !== 'number') {
    return new AppError('INTERNAL_ERROR', 'internal error');
  }
  return new AppError(ext.code, message, { status: ext.status, details: ext.details, headers: ext.headers });
}

/** Turns a GraphQL answer into data or the first error as an AppError (code and status kept). */
export function unwrap<T>(result: {
  data?: unknown;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}): T {
  const err = result.errors?.[0];
  if (err) {
    const ext = err.extensions as Partial<ErrorExtensions> | undefined;
    // Every subgraph error carries a status; one without is the gateway refusing the request
    // itself (parse, validation, variable coercion): the caller's input was wrong.
    if (typeof ext?.status !== 'number') throw new AppError('VALIDATION_ERROR', err.message);
    throw fromExtensions(err.message, ext);
  }
  return result.data as T;
}
