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

// `data_json` is the seven keys as one JSON leaf (the subgraph's typed `data` holds the same).
const RESULT = 'status message detail api_version schema_version usage { day week month lifetime } data_json';
const MUTATION = `mutation LegacyTracking($number: String!) { legacy_tracking(number: $number) { ${RESULT} } }`;

interface LegacyResult {
  status: 'success' | 'error';
  message: string;
  detail: string | null;
  api_version: string;
  schema_version: string;
  usage: { day: number; week: number; month: number; lifetime: number };
  data_json: Record<string, unknown> | null;
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
      ['ocean:read'],
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
          ? { status: 'success', message: t.message, data: t.data_json }
          : { status: 'error', message: t.message, data: {}, ...(t.detail ? { detail: t.detail } : {}) };
        return { body, headers };
      },
      { queryParam: true, envelope: LEGACY_ENVELOPE },
    );
  }
}
