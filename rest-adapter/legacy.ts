// Legacy-compatible tracking surface on the ocean host (docs/legacy.md): three
// paths of identical behaviour, the key in the api_key query parameter, the reference in
// `number` (or `container`). HTTP shape only: the answer — usage counting, cache, live resolve,
// the mapping to the earlier API's field names — comes from the ocean subgraph's
// legacy_tracking mutation (subgraphs/ocean/legacy, docs/legacy.md).
import { z } from 'zod';
import type { Request, Response, NextFunction } from 'express';
import type { ProductRouter } from './app.js';
import { ENVELOPES, type Envelope } from './envelopes.js';

const LEGACY_PATHS = ['/compat/legacy/tracking', '/compat/legacy/container', '/compat/legacy/reference'] as const;

// `data_json` is the seven keys as one JSON leaf (the subgraph's typed `data` holds the same).
const RESULT = 'status message detail usage { day week month lifetime } data_json';
const MUTATION = `mutation LegacyTracking($number: String!) { legacy_tracking(number: $number) { ${RESULT} } }`;

interface LegacyResult {
  status: 'success' | 'error';
  message: string;
  detail: string | null;
  usage: { day: number; week: number; month: number; lifetime: number };
  data_json: Record<string, unknown> | null;
}

/** Transport errors {status:'error', message, data:null}; the key travels as a query parameter here. */
const LEGACY_ENVELOPE: Envelope = {
  ...ENVELOPES.legacy,
  error: (err) => ({
    status: 'error',
    message:
      err.code === 'UNAUTHORIZED' && err.message.startsWith('API key missing')
        ? 'api_key is required: add ?api_key=<API_KEY>'
        : err.message,
    data: null,
  }),
};

const Reference = z.string().max(100, { error: 'is longer than 100 characters' });
const LegacyQuery = z
  .object({
    number: Reference.optional().describe(
      'Container number (4 letters, 7 digits), bill of lading or booking; the kind is detected',
    ),
    container: Reference.optional().describe('Accepted in place of number'),
  })
  .refine((q) => q.number !== undefined || q.container !== undefined, {
    path: ['number'],
    error: 'is required (or container): a container number, bill of lading or booking reference',
  });

const Quota = z.object({
  total: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
});
/** docs/legacy.md: exactly seven keys; the records inside are the earlier API's and not described further. */
const Tracking = z.object({
  metadata: z.looseObject({
    type: z.enum(['CT', 'BL', 'BK']),
    number: z.string(),
    sealine: z.string(),
    sealine_name: z.string(),
    status: z.string(),
    is_status_from_sealine: z.literal(false),
    from_cache: z.literal(false),
    updated_at: z.string().nullable(),
    cache_expires: z.string().nullable(),
    api_calls: Quota,
    unique_shipments: Quota,
  }),
  locations: z.array(z.looseObject({})),
  facilities: z.array(z.looseObject({})),
  route: z.looseObject({}),
  vessels: z.array(z.looseObject({})),
  containers: z.array(z.looseObject({})),
  route_data: z.looseObject({}).nullable(),
});
const Answer = z.union([
  z.object({ status: z.literal('success'), message: z.string(), data: Tracking }),
  z.object({
    status: z.literal('error'),
    message: z.enum(['NO_TRACKING_INFO', 'WRONG_NUMBER']),
    data: z.object({}).strict(),
    detail: z.string().optional(),
  }),
]);

// Versions this surface discloses, in headers only (docs/legacy.md): HTTP shape, so they live here.
/** The earlier API whose shape is rendered: version 3 of its tracking endpoint. */
const LEGACY_API_VERSION = 'v3';
/** Our contract for that shape (docs/legacy.md). */
const LEGACY_SCHEMA_VERSION = 'legacy-compat/1';
const VERSION_HEADERS = { 'API-Version': 'The version rendered', 'X-Schema-Version': LEGACY_SCHEMA_VERSION };
const USAGE_HEADERS = {
  'X-Usage-Day': "The key's calls today",
  'X-Usage-Week': "The key's calls this week",
  'X-Usage-Month': "The key's calls this month",
  'X-Usage-Lifetime': "The key's calls ever",
};

export function legacyRoutes(r: ProductRouter): void {
  // Version headers on every answer of these paths, transport errors included (docs/legacy.md): also
  // on a request express refuses before a route runs, which skips to the error handlers (keepEnvelope below).
  const versions = (res: Response) => {
    res.setHeader('API-Version', LEGACY_API_VERSION);
    res.setHeader('X-Schema-Version', LEGACY_SCHEMA_VERSION);
  };
  r.app.use([...LEGACY_PATHS], (_req: Request, res: Response, next: NextFunction) => {
    versions(res);
    next();
  });
  r.app.use([...LEGACY_PATHS], (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    versions(res);
    next(err);
  });
  for (const [i, path] of LEGACY_PATHS.entries()) {
    r.route({
      method: 'get',
      path,
      operationId: ['legacyTracking', 'legacyContainer', 'legacyReference'][i]!,
      summary:
        i === 0 ? 'Track a container, bill of lading or booking (legacy-compatible)' : `Alias of ${LEGACY_PATHS[0]}`,
      description:
        'A reference not found or still resolving answers HTTP 200 with status "error" and data {}, never 404.',
      tags: ['legacy-compatible'],
      access: { scopes: ['ocean:read'], credential: 'query' },
      envelope: LEGACY_ENVELOPE,
      request: { query: LegacyQuery },
      answer: { description: 'Tracking, or the not-found envelope', bare: true, schema: Answer },
      headers: { ...VERSION_HEADERS, ...USAGE_HEADERS },
      refusals: [{ code: 'QUOTA_EXCEEDED', when: 'the burst throttle tripped or the plan allowance is spent' }],
      examples: [
        {
          name: 'noReference',
          summary: 'Neither number nor container',
          status: 400,
          answer: {
            status: 'error',
            message: 'number is required (or container): a container number, bill of lading or booking reference',
            data: null,
          },
        },
      ],
      handler: async ({ query, principal, deps }) => {
        const d = await deps.gateway.execute<{ legacy_tracking: LegacyResult }>(
          MUTATION,
          { number: query.number ?? query.container },
          principal,
        );
        const t = d.legacy_tracking;
        const headers = {
          'X-Usage-Day': String(t.usage.day),
          'X-Usage-Week': String(t.usage.week),
          'X-Usage-Month': String(t.usage.month),
          'X-Usage-Lifetime': String(t.usage.lifetime),
        };
        // Not found or still resolving: HTTP 200 with status 'error' and data {}, as the legacy service answered.
        const data: z.input<typeof Answer> =
          t.status === 'success'
            ? { status: 'success', message: t.message, data: t.data_json as z.input<typeof Tracking> }
            : {
                status: 'error',
                message: t.message as 'NO_TRACKING_INFO',
                data: {},
                ...(t.detail ? { detail: t.detail } : {}),
              };
        return { data, headers };
      },
    });
  }
  r.keepEnvelope('/compat/legacy', LEGACY_ENVELOPE); // wrong methods, unknown paths, bad bodies: this envelope too
}
