// Typed refusals: every host answers errors in its own envelope (its document names it:
// OceanError, AirError, …); a FreightGraphError carries the body as that host's type, its code as
// the host spells it, and the request id to quote when reporting a problem.
import type { components as Ocean } from './generated/ocean.js';
import type { components as Air } from './generated/air.js';
import type { components as Schedules } from './generated/schedules.js';
import type { components as Rates } from './generated/rates.js';
import type { components as Loading } from './generated/loading.js';

/** The error bodies each host answers in (ocean: its keyed routes, the keyless lookup, the legacy surface). */
export interface ErrorBodies {
  ocean: Ocean['schemas']['OceanError'] | Ocean['schemas']['OceanPublicError'] | Ocean['schemas']['LegacyError'];
  air: Air['schemas']['AirError'];
  schedules: Schedules['schemas']['SchedulesError'];
  rates: Rates['schemas']['RatesError'];
  loading: Loading['schemas']['LoadingError'];
  /** The gateway's POST /auth/token. */
  gateway: { error: { code: string; message: string } };
}

export type Host = keyof ErrorBodies;
export type ProductHost = Exclude<Host, 'gateway'>;

/** A host's refusal: `status`, `code` (as the host spells it; HTTP_<status> without one), the typed `body`. */
export class FreightGraphError<H extends Host = Host> extends Error {
  readonly code: string;

  constructor(
    readonly host: H,
    readonly status: number,
    readonly body: ErrorBodies[H] | null,
    readonly requestId: string | null,
  ) {
    super(`${host} answered ${status} ${codeOf(body) ?? ''}: ${messageOf(body) ?? 'no error body'}`.replace('  ', ' '));
    this.name = 'FreightGraphError';
    this.code = codeOf(body) ?? `HTTP_${status}`;
  }

  /** Seconds the host asked to wait before asking again, where it said. */
  get retryAfterSeconds(): number | null {
    const b = this.body;
    if (b && 'error' in b && 'retry_after_seconds' in b.error) return b.error.retry_after_seconds ?? null;
    if (b && 'retry_after_seconds' in b) return b.retry_after_seconds ?? null;
    return null;
  }
}

function codeOf(body: ErrorBodies[Host] | null): string | null {
  return body && 'error' in body ? body.error.code : null;
}

function messageOf(body: ErrorBodies[Host] | null): string | null {
  if (!body) return null;
  return 'error' in body ? body.error.message : body.message;
}

/** Whether `e` is a refusal from `host` (its body then has that host's type). */
export function isFreightGraphError<H extends Host>(e: unknown, host: H): e is FreightGraphError<H> {
  return e instanceof FreightGraphError && e.host === host;
}
