"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createLoadingClient = exports.createRatesClient = exports.createSchedulesClient = exports.createAirClient = exports.createOceanClient = void 0;
// One typed client per product host: openapi-fetch over the paths generated from the host's
// OpenAPI document, authenticated with an API key or a token, retrying as retry.ts says, and
// with `ok`/`data` that answer the typed body or throw the host's typed FreightGraphError.
const openapi_fetch_1 = __importDefault(require("openapi-fetch"));
const errors_js_1 = require("./errors.js");
const retry_js_1 = require("./retry.js");
function hostClient(host, options) {
    const client = (0, openapi_fetch_1.default)({
        baseUrl: options.baseUrl,
        fetch: (0, retry_js_1.retrying)(options.fetch ?? ((request) => fetch(request)), options.retry),
        headers: options.credential ? { Authorization: `Bearer ${options.credential}` } : {},
    });
    const ok = async (call) => {
        const { data, error, response } = await call;
        if (response.ok && data !== undefined)
            return data;
        throw new errors_js_1.FreightGraphError(host, response.status, error ?? null, response.headers.get('X-Request-Id'));
    };
    const data = async (call) => unwrap(await ok(call));
    return Object.assign(client, { host, ok, data });
}
function unwrap(body) {
    return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? body.data : body;
}
const createOceanClient = (o) => hostClient('ocean', o);
exports.createOceanClient = createOceanClient;
const createAirClient = (o) => hostClient('air', o);
exports.createAirClient = createAirClient;
const createSchedulesClient = (o) => hostClient('schedules', o);
exports.createSchedulesClient = createSchedulesClient;
const createRatesClient = (o) => hostClient('rates', o);
exports.createRatesClient = createRatesClient;
const createLoadingClient = (o) => hostClient('loading', o);
exports.createLoadingClient = createLoadingClient;
