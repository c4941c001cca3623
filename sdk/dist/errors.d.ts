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
    gateway: {
        error: {
            code: string;
            message: string;
        };
    };
}
export type Host = keyof ErrorBodies;
export type ProductHost = Exclude<Host, 'gateway'>;
/** A host's refusal: `status`, `code` (as the host spells it; HTTP_<status> without one), the typed `body`. */
export declare class FreightGraphError<H extends Host = Host> extends Error {
    readonly host: H;
    readonly status: number;
    readonly body: ErrorBodies[H] | null;
    readonly requestId: string | null;
    readonly code: string;
    constructor(host: H, status: number, body: ErrorBodies[H] | null, requestId: string | null);
    /** Seconds the host asked to wait before asking again, where it said. */
    get retryAfterSeconds(): number | null;
}
/** Whether `e` is a refusal from `host` (its body then has that host's type). */
export declare function isFreightGraphError<H extends Host>(e: unknown, host: H): e is FreightGraphError<H>;
