import { type Client } from 'openapi-fetch';
import type { paths as OceanPaths } from './generated/ocean.js';
import type { paths as AirPaths } from './generated/air.js';
import type { paths as SchedulesPaths } from './generated/schedules.js';
import type { paths as RatesPaths } from './generated/rates.js';
import type { paths as LoadingPaths } from './generated/loading.js';
import { type ErrorBodies, type ProductHost } from './errors.js';
import { type Fetch, type RetryOptions } from './retry.js';
export interface ClientOptions {
    /** The host's base URL (its OpenAPI document's `servers`), e.g. http://127.0.0.1:4100. */
    baseUrl: string;
    /** An API key (tmcp_…, smcp_…, frm_…, lmcp_…) or a token from exchangeToken, sent as Bearer. */
    credential?: string;
    retry?: RetryOptions;
    /** Default: the global fetch. */
    fetch?: Fetch;
}
/** What openapi-fetch answers: the parsed success body, or the parsed error body. */
export interface Answer<T, E> {
    data?: T;
    error?: E;
    response: Response;
}
/** The `data` of a success envelope ({data}, {ok, data}, {ok, api_version, data}); a bare answer as is. */
export type DataOf<T> = T extends {
    data: infer D;
} ? D : T;
export type HostClient<Paths extends {}, H extends ProductHost> = Client<Paths> & {
    readonly host: H;
    /** The success body, or the host's typed refusal thrown. */
    ok<T>(call: Promise<Answer<T, ErrorBodies[H]>>): Promise<T>;
    /** The success envelope's data (the whole body of a bare answer), or the host's typed refusal thrown. */
    data<T>(call: Promise<Answer<T, ErrorBodies[H]>>): Promise<DataOf<T>>;
};
export declare const createOceanClient: (o: ClientOptions) => HostClient<OceanPaths, "ocean">;
export declare const createAirClient: (o: ClientOptions) => HostClient<AirPaths, "air">;
export declare const createSchedulesClient: (o: ClientOptions) => HostClient<SchedulesPaths, "schedules">;
export declare const createRatesClient: (o: ClientOptions) => HostClient<RatesPaths, "rates">;
export declare const createLoadingClient: (o: ClientOptions) => HostClient<LoadingPaths, "loading">;
export type OceanClient = ReturnType<typeof createOceanClient>;
export type AirClient = ReturnType<typeof createAirClient>;
export type SchedulesClient = ReturnType<typeof createSchedulesClient>;
export type RatesClient = ReturnType<typeof createRatesClient>;
export type LoadingClient = ReturnType<typeof createLoadingClient>;
