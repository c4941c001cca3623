// One typed client per product host: openapi-fetch over the paths generated from the host's
// OpenAPI document, authenticated with an API key or a token, retrying as retry.ts says, and
// with `ok`/`data` that answer the typed body or throw the host's typed FreightGraphError.
import createClient from 'openapi-fetch';
import { FreightGraphError } from './errors.js';
import { retrying } from './retry.js';
function hostClient(host, options) {
    const client = createClient({
        baseUrl: options.baseUrl,
        fetch: retrying(options.fetch ?? ((request) => fetch(request)), options.retry),
        headers: options.credential ? { Authorization: `Bearer ${options.credential}` } : {},
    });
    const ok = async (call) => {
        const { data, error, response } = await call;
        if (response.ok && data !== undefined)
            return data;
        throw new FreightGraphError(host, response.status, error ?? null, response.headers.get('X-Request-Id'));
    };
    const data = async (call) => unwrap(await ok(call));
    return Object.assign(client, { host, ok, data });
}
function unwrap(body) {
    return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? body.data : body;
}
export const createOceanClient = (o) => hostClient('ocean', o);
export const createAirClient = (o) => hostClient('air', o);
export const createSchedulesClient = (o) => hostClient('schedules', o);
export const createRatesClient = (o) => hostClient('rates', o);
export const createLoadingClient = (o) => hostClient('loading', o);
