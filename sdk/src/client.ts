// One typed client per product host: openapi-fetch over the paths generated from the host's
// OpenAPI document, authenticated with an API key or a token, retrying as retry.ts says, and
// with `ok`/`data` that answer the typed body or throw the host's typed FreightGraphError.
import createClient, { type Client } from 'openapi-fetch';
import type { paths as OceanPaths } from './generated/ocean.js';
import type { paths as AirPaths } from './generated/air.js';
import type { paths as SchedulesPaths } from './generated/schedules.js';
import type { paths as RatesPaths } from './generated/rates.js';
import type { paths as LoadingPaths } from './generated/loading.js';
import { FreightGraphError, type ErrorBodies, type ProductHost } from './errors.js';
import { retrying, type Fetch, type RetryOptions } from './retry.js';

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
export type DataOf<T> = T extends { data: infer D } ? D : T;

export type HostClient<Paths extends {}, H extends ProductHost> = Client<Paths> & {
  readonly host: H;
  /** The success body, or the host's typed refusal thrown. */
  ok<T>(call: Promise<Answer<T, ErrorBodies[H]>>): Promise<T>;
  /** The success envelope's data (the whole body of a bare answer), or the host's typed refusal thrown. */
  data<T>(call: Promise<Answer<T, ErrorBodies[H]>>): Promise<DataOf<T>>;
};

function hostClient<Paths extends {}, H extends ProductHost>(host: H, options: ClientOptions): HostClient<Paths, H> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl,
    fetch: retrying(options.fetch ?? ((request) => fetch(request)), options.retry),
    headers: options.credential ? { Authorization: `Bearer ${options.credential}` } : {},
  });
  const ok = async <T>(call: Promise<Answer<T, ErrorBodies[H]>>): Promise<T> => {
    const { data, error, response } = await call;
    if (response.ok && data !== undefined) return data;
    throw new FreightGraphError(host, response.status, error ?? null, response.headers.get('X-Request-Id'));
  };
  const data = async <T>(call: Promise<Answer<T, ErrorBodies[H]>>): Promise<DataOf<T>> => unwrap(await ok(call));
  return Object.assign(client, { host, ok, data });
}

function unwrap<T>(body: T): DataOf<T>;
function unwrap(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? body.data : body;
}

export const createOceanClient = (o: ClientOptions) => hostClient<OceanPaths, 'ocean'>('ocean', o);
export const createAirClient = (o: ClientOptions) => hostClient<AirPaths, 'air'>('air', o);
export const createSchedulesClient = (o: ClientOptions) => hostClient<SchedulesPaths, 'schedules'>('schedules', o);
export const createRatesClient = (o: ClientOptions) => hostClient<RatesPaths, 'rates'>('rates', o);
export const createLoadingClient = (o: ClientOptions) => hostClient<LoadingPaths, 'loading'>('loading', o);

export type OceanClient = ReturnType<typeof createOceanClient>;
export type AirClient = ReturnType<typeof createAirClient>;
export type SchedulesClient = ReturnType<typeof createSchedulesClient>;
export type RatesClient = ReturnType<typeof createRatesClient>;
export type LoadingClient = ReturnType<typeof createLoadingClient>;
