// Schedules product host (docs/schedules.md): {ok:true, data} or {ok:false, error}. Each request is one
// GraphQL operation on the schedules subgraph through the gateway. The data fields check access,
// decide the keyless transition and count the call themselves (docs/schedules.md, usage); schedules_usage in
// the same operation gives the counters after that count, for the X-Usage-* headers. Routes are
// declared with the route contract (contract.ts); the answers' zod shapes (schedules/answers.ts) are shared with the MCP tools.
import { z } from 'zod';
import type { ProductRouter } from './app.js';
import { query, type Example, type Refusal } from './contract.js';
import {
  CarrierLeagueDocument,
  CarrierLeagueKeylessDocument,
  CongestionLeaderboardDocument,
  CongestionLeaderboardKeylessDocument,
  LaneReliabilityDocument,
  LaneReliabilityKeylessDocument,
  OceanLinesDocument,
  PortCongestionDocument,
  PortCongestionKeylessDocument,
  SchedulesUsageDocument,
  SearchPortsDocument,
  SearchSchedulesDocument,
  type OceanLinesQuery,
  type SchedulesUsageQuery,
  type SearchPortsQuery,
  type SearchPortsQueryVariables,
} from './generated/operations.js';
import {
  Carriers,
  Congestion,
  CongestionBoard,
  LaneReliability,
  League,
  PortsFound,
  SearchPage,
  UsageAnswer,
  int,
} from './schedules/answers.js';
import { answer, runData, usageHeaders } from './schedules/data-operation.js';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

/** Required text; 400 "<name> is required" when absent. */
const required = () => z.string({ error: 'is required' });
const whole = () =>
  z
    .string()
    .regex(/^-?\d+$/, { error: 'must be an integer' })
    .transform(Number);
/** An integer from min to max, refused in the words the schedules fields use. */
function integer(min: number, max: number) {
  const range = `must be an integer from ${min} to ${max}`;
  return whole()
    .pipe(int().min(min, { error: range }).max(max, { error: range }))
    .openapi({ type: 'integer', minimum: min, maximum: max });
}
const unlocode = (what: string) => required().openapi({ description: `${what} (UN/LOCODE, e.g. CNSHA; any case)` });
const scac = query
  .list()
  .optional()
  .openapi({ description: 'Carrier SCACs to keep: comma-separated or the parameter repeated' });

// ──────────────────────────────────────────── routes ────────────────────────────────────────────

const READ = { scopes: ['schedules:read'] } as const;
const USAGE_HEADERS = {
  'X-Usage-Month': 'Calls counted this month for the account (keyed answers)',
  'X-Usage-Month-Limit': "The account's monthly allowance, or unlimited",
  'X-Usage-Day': 'Calls counted today for this key',
  'X-Usage-Day-Limit': "The key's daily allowance, or unlimited",
  'X-Usage-Counted': '1 when this answer was counted, else 0',
};
const TRANSITION_HEADERS = {
  ...USAGE_HEADERS,
  Deprecation: 'true on a keyless answer (keyless access is being withdrawn)',
  Sunset: 'On a keyless answer: when keyless access ends',
};
const QUOTA: Refusal = {
  code: 'QUOTA_EXCEEDED',
  when: "the account's monthly or the key's daily call allowance is spent; see Retry-After (limit: month or day)",
};
const TRANSITION =
  'The key is optional until SCHEDULES_KEYLESS_UNTIL: a keyless call is answered free, limited per address, ' +
  'with Deprecation: true and Sunset; after that day it is refused 401.';

const example = (e: Example) => e;

export function schedulesRoutes(r: ProductRouter): void {
  /**
   * Transition routes: keyed, and until the configured last day also open to callers without a
   * key, limited per address and marked deprecated (platform/edge/keyless.ts); the subgraph
   * answers those free through the last day and refuses (401) after it.
   */
  const TRANSITION_READ = { ...READ, keylessUntil: r.deps.services.config.schedules.keylessUntil };

  r.route({
    method: 'get',
    path: '/public/schedules',
    operationId: 'searchSchedules',
    summary: 'Point-to-point sailings on a lane',
    description:
      'Direct sailings and, unless direct=true, one transshipment of the same carrier, departing from `from` (default now) to `to` ' +
      '(inclusive; default from + 28 days, at most 92 days), in departure order. Page 1 with at least one route counts one call; ' +
      'later pages (cursor = the previous next_cursor) are not counted and are served even when the allowance is spent.',
    tags: ['schedules'],
    access: READ,
    request: {
      query: z.object({
        origin: unlocode('Port of loading'),
        destination: unlocode('Port of discharge'),
        from: z.string().optional().openapi({ description: 'First departure day, YYYY-MM-DD (UTC)' }),
        to: z.string().optional().openapi({ description: 'Last departure day, YYYY-MM-DD (UTC), inclusive' }),
        scac,
        direct: query.flag().optional(),
        limit: integer(1, 50).optional(),
        cursor: z.string().optional().openapi({ description: 'next_cursor of the previous page (same search)' }),
      }),
    },
    answer: { description: 'One page of routes', schema: SearchPage },
    headers: USAGE_HEADERS,
    refusals: [{ code: 'NOT_FOUND', when: 'origin or destination is a well-formed UN/LOCODE of no known port' }, QUOTA],
    examples: [
      example({
        name: 'unknownPort',
        summary: 'A well-formed code of no known port',
        query: { origin: 'CNZZZ', destination: 'NLRTM' },
        status: 404,
        answer: { ok: false, error: { code: 'NOT_FOUND', message: 'origin CNZZZ is not a known port' } },
      }),
    ],
    handler: async ({ query: q, principal, deps }) =>
      answer(
        await runData(
          deps,
          principal,
          { keyed: SearchSchedulesDocument },
          {
            kind: 'schedules_search',
            origin: q.origin,
            destination: q.destination,
            from: q.from ?? null,
            to: q.to ?? null,
            scacs: q.scac ?? null,
            direct: q.direct ?? false,
            limit: q.limit ?? 20,
            cursor: q.cursor ?? null,
          },
        ),
      ),
  });

  r.route({
    method: 'get',
    path: '/public/reliability/lanes',
    operationId: 'laneReliability',
    summary: 'On-time share per carrier on a lane',
    description: `Arrivals at the destination of voyages that called at the origin before it, over the last 182 days; on time within 24 h. ${TRANSITION}`,
    tags: ['reliability'],
    access: TRANSITION_READ,
    request: { query: z.object({ origin: unlocode('Lane origin'), destination: unlocode('Lane destination'), scac }) },
    answer: { description: 'The lane table', schema: LaneReliability },
    headers: TRANSITION_HEADERS,
    refusals: [
      { code: 'NOT_FOUND', when: 'no observed arrival on this lane in the window, or an unknown port' },
      QUOTA,
    ],
    handler: async ({ query: q, principal, deps }) =>
      answer(
        await runData(
          deps,
          principal,
          { keyed: LaneReliabilityDocument, keyless: LaneReliabilityKeylessDocument },
          { kind: 'reliability_lanes', origin: q.origin, destination: q.destination, scacs: q.scac ?? null },
        ),
        'no observed arrival on this lane in the reliability window',
      ),
  });

  r.route({
    method: 'get',
    path: '/public/reliability/leaderboard',
    operationId: 'carrierLeague',
    summary: 'The carrier league',
    description: `Ranked carriers (20 observations or more) by on-time share first, then the provisional ones. ${TRANSITION}`,
    tags: ['reliability'],
    access: TRANSITION_READ,
    request: { query: z.object({ limit: integer(1, 100).optional() }) },
    answer: { description: 'The league', schema: League },
    headers: TRANSITION_HEADERS,
    refusals: [QUOTA],
    handler: async ({ query: q, principal, deps }) =>
      answer(
        await runData(
          deps,
          principal,
          { keyed: CarrierLeagueDocument, keyless: CarrierLeagueKeylessDocument },
          { kind: 'reliability_leaderboard', limit: q.limit ?? 100 },
        ),
      ),
  });

  r.route({
    method: 'get',
    path: '/public/port-congestion',
    operationId: 'portCongestion',
    summary: "One port's congestion, or the leaderboard of ports by wait",
    description:
      'With port: that port (level and limit are ignored). Without: ports by current average wait, longest first, filtered by level ' +
      `(an unrecognised level means no filter). Levels: mild < 24 h ≤ moderate < 72 h ≤ severe. ${TRANSITION}`,
    tags: ['congestion'],
    access: TRANSITION_READ,
    request: {
      query: z.object({
        port: z.string().optional().openapi({ description: 'UN/LOCODE; omit for the leaderboard' }),
        level: z.string().optional().openapi({ description: 'mild, moderate or severe (leaderboard only)' }),
        // Its range applies to the leaderboard only (the field checks it): with port, any integer is ignored.
        limit: whole()
          .optional()
          .openapi({ type: 'integer', minimum: 1, maximum: 500, description: 'Leaderboard rows, default 100' }),
      }),
    },
    answer: { description: "The port's reading, or the leaderboard", schema: z.union([Congestion, CongestionBoard]) },
    headers: TRANSITION_HEADERS,
    refusals: [{ code: 'NOT_FOUND', when: 'an unknown port, or no reading in the last 48 hours' }, QUOTA],
    handler: async ({ query: q, principal, deps }) => {
      if (q.port !== undefined) {
        const reading = await runData(
          deps,
          principal,
          { keyed: PortCongestionDocument, keyless: PortCongestionKeylessDocument },
          { kind: 'port_congestion', port: q.port },
        );
        return answer(reading, `no recent congestion reading for ${q.port.toUpperCase()}`);
      }
      return answer(
        await runData(
          deps,
          principal,
          { keyed: CongestionLeaderboardDocument, keyless: CongestionLeaderboardKeylessDocument },
          { kind: 'port_congestion_leaderboard', level: q.level ?? null, limit: q.limit ?? 100 },
        ),
      );
    },
  });

  r.route({
    method: 'get',
    path: '/v1/usage',
    operationId: 'usage',
    summary: "The account's and this key's call counters (not counted)",
    tags: ['usage'],
    access: READ,
    answer: { description: 'Plan, this month (account) and today (key)', schema: UsageAnswer },
    headers: USAGE_HEADERS,
    // The usage twice: the headers' selection, and the answer's.
    handler: async ({ principal, deps }) => {
      const d = await deps.gateway.execute<SchedulesUsageQuery>(
        SchedulesUsageDocument.toString(),
        undefined,
        principal,
      );
      return { data: d.result, headers: usageHeaders(d.usage) };
    },
  });

  r.route({
    method: 'get',
    path: '/public/schedules/carriers',
    operationId: 'carriers',
    summary: 'The 65 ocean lines',
    tags: ['reference'],
    access: 'open',
    cacheable: true,
    answer: { description: 'Every line with its upcoming sailings', schema: Carriers },
    handler: async ({ deps }) => {
      const d = await deps.gateway.execute<OceanLinesQuery>(OceanLinesDocument.toString(), undefined, null);
      return { data: { items: d.carriers, total: d.carriers.length } };
    },
  });

  r.route({
    method: 'get',
    path: '/public/ports/search',
    operationId: 'searchPorts',
    summary: 'Ports by code or name',
    description: 'The exact UN/LOCODE first, then names starting with q.',
    tags: ['reference'],
    access: 'open',
    cacheable: true,
    request: {
      query: z.object({
        q: required().min(2, { error: 'must be 2 to 64 characters' }).max(64, { error: 'must be 2 to 64 characters' }),
        limit: integer(1, 50).optional(),
      }),
    },
    answer: { description: 'The ports found', schema: PortsFound },
    examples: [
      example({
        name: 'byCode',
        summary: 'An exact UN/LOCODE',
        query: { q: 'NLRTM', limit: '1' },
        status: 200,
        answer: {
          ok: true,
          data: {
            q: 'NLRTM',
            items: [
              {
                unlocode: 'NLRTM',
                name: 'Rotterdam',
                city: 'Rotterdam',
                country: 'Netherlands',
                country_code: 'NL',
                lat: 51.92,
                lng: 4.5,
                timezone: 'Europe/Amsterdam',
              },
            ],
            total: 1,
          },
        },
      }),
    ],
    handler: async ({ query: q, deps }) => {
      const limit = q.limit ?? 20;
      const variables: SearchPortsQueryVariables = { q: q.q, limit };
      const d = await deps.gateway.execute<SearchPortsQuery>(SearchPortsDocument.toString(), variables, null);
      return { data: { q: q.q, items: d.ports_search, total: d.ports_search.length } };
    },
  });
}
