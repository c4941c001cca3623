// Legacy-compatible tracking surface on the ocean host (spec 1.6, 2.11, 4.7, 7.4, 9.2): three
// paths of identical behaviour, the key in the api_key query parameter, the reference in
// `number` (or `container`). HTTP shape only: the answer — usage counting, cache, live resolve,
// the mapping to the earlier API's field names — comes from the ocean subgraph's
// legacy_tracking mutation (subgraphs/ocean/legacy, docs/legacy.md).
import type { Request } from 'express';
import { AppError } from '../platform/errors.js';
import type { ProductRouter } from './app.js';
import { ENVELOPES, type Envelope } from './envelopes.js';
import { LEGACY_API_VERSION, LEGACY_SCHEMA_VERSION } from '../subgraphs/ocean/legacy/version.js';

export const LEGACY_PATHS = ['/compat/legacy/tracking', '/compat/legacy/container', '/compat/legacy/reference'] as const;

const PORT = 'name country_code code date date_label';
const RESULT = `status message detail api_version schema_version usage { day week month lifetime }
  data {
    metadata { type number sealine sealine_name status is_status_from_sealine from_cache updated_at cache_expires
      api_calls { total used remaining } unique_shipments { total used remaining } }
    locations { id name state country country_code locode lat lng timezone }
    facilities { id name country_code locode bic_code smdg_code lat lng }
    route { prepol { location date actual } pol { location date actual } pod { location date actual predictive_eta } postpod { location date actual } }
    vessels { id name imo call_sign mmsi flag }
    containers { number iso_code size_type status is_status_from_sealine
      events { order_id location facility description event_type event_code status date actual is_additional_event type transport_type vessel voyage } }
    route_data { route { path type transport_type } pin
      ais { status data { last_event { description date voyage } discharge_port { ${PORT} } vessel { name imo call_sign mmsi flag }
        last_vessel_position { lat lng updated_at } departure_port { ${PORT} } arrival_port { ${PORT} } } } } }`;
const MUTATION = `mutation LegacyTracking($number: String!) { legacy_tracking(number: $number) { ${RESULT} } }`;

interface LegacyResult {
  status: 'success' | 'error';
  message: string;
  detail: string | null;
  api_version: string;
  schema_version: string;
  usage: { day: number; week: number; month: number; lifetime: number };
  data: Record<string, unknown> | null;
}

/** Transport errors {status:'error', message, data:null}; the key travels as a query parameter here. */
const LEGACY_ENVELOPE: Envelope = {
  ...ENVELOPES.legacy,
  error: (err) => ({
    status: 'error',
    message: err.code === 'UNAUTHORIZED' && err.message.startsWith('API key missing') ? 'api_key is required: add ?api_key=<API_KEY>' : err.message,
    data: null,
  }),
};

/** The reference from `number`, else `container` (spec 4.7); 400 when neither is given. */
function reference(req: Request): string {
  const q = req.query as Record<string, unknown>;
  for (const name of ['number', 'container']) {
    const v = q[name];
    if (v === undefined) continue;
    if (typeof v !== 'string') throw new AppError('VALIDATION_ERROR', `${name} must be given once, as a string`);
    if (v.trim() === '') continue;
    if (v.length > 100) throw new AppError('VALIDATION_ERROR', `${name} is longer than 100 characters`);
    return v;
  }
  throw new AppError('VALIDATION_ERROR', 'number is required (or container): a container number, bill of lading or booking reference');
}

export function legacyRoutes(r: ProductRouter): void {
  // Version headers on every answer of these paths, transport errors included (spec 9.2).
  r.app.use([...LEGACY_PATHS], (_req, res, next) => {
    res.setHeader('API-Version', LEGACY_API_VERSION);
    res.setHeader('X-Schema-Version', LEGACY_SCHEMA_VERSION);
    next();
  });
  for (const path of LEGACY_PATHS) {
    r.keyed(
      'get',
      path,
      async ({ req, principal, deps }) => {
        const number = reference(req);
        const d = await deps.gateway.execute<{ legacy_tracking: LegacyResult }>(MUTATION, { number }, principal);
        const t = d.legacy_tracking;
        const headers = {
          'API-Version': t.api_version,
          'X-Schema-Version': t.schema_version,
          'X-Usage-Day': String(t.usage.day),
          'X-Usage-Week': String(t.usage.week),
          'X-Usage-Month': String(t.usage.month),
          'X-Usage-Lifetime': String(t.usage.lifetime),
        };
        // Not found or still resolving: HTTP 200 with status 'error' and data {} (spec 2.11).
        const body = t.status === 'success'
          ? { status: 'success', message: t.message, data: t.data }
          : { status: 'error', message: t.message, data: {}, ...(t.detail ? { detail: t.detail } : {}) };
        return { body, headers };
      },
      { queryParam: true, envelope: LEGACY_ENVELOPE },
    );
  }
}
