// Schedules product host (docs/schedules.md): {ok:true, data} or {ok:false, error}. Each request is one
// GraphQL operation on the schedules subgraph through the gateway. The data fields check access,
// decide the keyless transition and count the call themselves (docs/schedules.md, usage); schedules_usage in
// the same operation gives the counters after that count, for the X-Usage-* headers. Routes are
// declared with the route contract (contract.ts); the answers' zod shapes are shared with mcp.ts.
import { z } from 'zod';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import type { ProductRouter } from './app.js';
import type { AdapterDeps } from './deps.js';
import { isoDateTime, query, type Example, type Refusal } from './contract.js';

// ───────────────────────────── GraphQL selections (shared with mcp.ts) ─────────────────────────────

export const USAGE =
  'used plan counted month { period used limit remaining resets_at } day { period used limit remaining resets_at }';
export const ROUTE = `id carrier_code carrier_name direct transshipments transshipment_ports origin destination departure_at arrival_at transit_days slipped
  cutoffs { documentation_at vgm_at port_at }
  legs { sequence sailing_id carrier_code service_code service_name vessel_imo vessel_name voyage origin destination departure_at arrival_at scheduled_departure_at scheduled_arrival_at slip_hours }`;
export const SEARCH = `origin destination from to direct_only scacs total page limit has_more next_cursor later_page items { ${ROUTE} }`;
export const LANE_RELIABILITY =
  'origin destination window_from window_to tolerance_hours min_obs observations on_time_pct carriers { rank ranked provisional carrier_code carrier_name on_time_pct observations on_time avg_delay_hours }';
export const LEAGUE_ENTRY = 'rank ranked provisional carrier_code carrier_name on_time_pct observations';
export const LEAGUE = `min_obs total ranked_total carriers { ${LEAGUE_ENTRY} }`;
export const CONGESTION = 'port port_name wait_hours at_anchor at_berth level observed_at';
export const CONGESTION_BOARD = `level total limit items { rank ${CONGESTION} }`;
export const FIGURES = 'on_time_pct observations on_time avg_delay_hours provisional window_days tolerance_hours';
export const CARRIER_RELIABILITY = `carrier_code carrier_name window_from window_to tolerance_hours min_obs overall { ${FIGURES} } league { ${LEAGUE_ENTRY} } lane { ${FIGURES} } upcoming_sailings`;
export const BEST = `origin destination ready_at weights { transit reliability cutoff } considered
  items { rank score transit_score reliability_score cutoff_score reliability_basis on_time_pct cutoff_slack_hours route { ${ROUTE} } }`;
export const TRANSIT =
  'origin destination window_from window_to sailings fastest_days median_days slowest_days carriers { carrier_code carrier_name sailings direct_sailings fastest_days median_days slowest_days observed_voyages observed_median_days }';
export const COMPARE = `from to lanes { origin destination sailings direct_sailings carriers next_departure_at fastest_transit_days median_transit_days on_time_pct observations destination_congestion { ${CONGESTION} } }`;
export const STORM = `origin destination route { source ports distance_km unplaced_ports } basins { code name season share_of_route distance_km monthly_index peak_months }
  monthly { month name exposure level } peak_month { month name exposure level } month { month name exposure level } annual_mean_exposure level`;

// ─────────────────────────────────────────── answers ───────────────────────────────────────────

const int = () => z.number().int();
const iso = isoDateTime;
const isoOrNull = isoDateTime.nullable();
const LEVEL = z.enum(['mild', 'moderate', 'severe']);

export const Route = z
  .object({
    id: z.string(),
    carrier_code: z.string(),
    carrier_name: z.string(),
    direct: z.boolean(),
    transshipments: int(),
    transshipment_ports: z.array(z.string()),
    origin: z.string(),
    destination: z.string(),
    departure_at: iso,
    arrival_at: iso,
    transit_days: z.number(),
    slipped: z.boolean(),
    cutoffs: z.object({ documentation_at: isoOrNull, vgm_at: isoOrNull, port_at: isoOrNull }),
    legs: z.array(
      z.object({
        sequence: int(),
        sailing_id: z.string(),
        carrier_code: z.string(),
        service_code: z.string().nullable(),
        service_name: z.string().nullable(),
        vessel_imo: z.string().nullable(),
        vessel_name: z.string().nullable(),
        voyage: z.string().nullable(),
        origin: z.string(),
        destination: z.string(),
        departure_at: iso,
        arrival_at: iso,
        scheduled_departure_at: isoOrNull,
        scheduled_arrival_at: isoOrNull,
        slip_hours: int(),
      }),
    ),
  })
  .openapi('ScheduleRoute');

const SearchPage = z
  .object({
    origin: z.string(),
    destination: z.string(),
    from: iso,
    to: iso,
    direct_only: z.boolean(),
    scacs: z.array(z.string()).nullable(),
    total: int(),
    page: int(),
    limit: int(),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
    later_page: z.boolean(),
    items: z.array(Route),
  })
  .openapi('RouteSearchPage');

export const LeagueEntry = z
  .object({
    rank: int().nullable(),
    ranked: z.boolean(),
    provisional: z.boolean(),
    carrier_code: z.string(),
    carrier_name: z.string(),
    on_time_pct: z.number(),
    observations: int(),
  })
  .openapi('LeagueEntry');

export const League = z
  .object({ min_obs: int(), total: int(), ranked_total: int(), carriers: z.array(LeagueEntry) })
  .openapi('League');

const LaneReliability = z
  .object({
    origin: z.string(),
    destination: z.string(),
    window_from: iso,
    window_to: iso,
    tolerance_hours: int(),
    min_obs: int(),
    observations: int(),
    on_time_pct: z.number(),
    carriers: z.array(z.object({ ...LeagueEntry.shape, on_time: int(), avg_delay_hours: z.number() })),
  })
  .openapi('LaneReliability');

export const Congestion = z
  .object({
    port: z.string(),
    port_name: z.string(),
    wait_hours: z.number(),
    at_anchor: int(),
    at_berth: int(),
    level: LEVEL,
    observed_at: iso,
  })
  .openapi('Congestion');

export const CongestionBoard = z
  .object({
    level: LEVEL.nullable(),
    total: int(),
    limit: int(),
    items: z.array(z.object({ ...Congestion.shape, rank: int() })),
  })
  .openapi('CongestionBoard');

const UsagePeriod = z
  .object({
    period: z.string(),
    used: int(),
    limit: int().nullable(),
    remaining: int().nullable(),
    resets_at: iso,
  })
  .openapi('UsagePeriod');
const UsageAnswer = z.object({ plan: z.string(), month: UsagePeriod, day: UsagePeriod }).openapi('SchedulesUsage');

/** The caller's counters as USAGE selects them (schedules_usage): `counted` says whether this operation counted a call. */
export type Usage = z.infer<typeof UsageAnswer> & { used: number; counted: boolean };

const Carriers = z
  .object({
    items: z.array(
      z.object({ scac: z.string(), name: z.string(), website: z.string().nullable(), upcoming_sailings: int() }),
    ),
    total: int(),
  })
  .openapi('Carriers');

const PortsFound = z
  .object({
    q: z.string(),
    items: z.array(
      z.object({
        unlocode: z.string(),
        name: z.string(),
        city: z.string().nullable(),
        country: z.string().nullable(),
        country_code: z.string(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
        timezone: z.string().nullable(),
      }),
    ),
    total: int(),
  })
  .openapi('PortsFound');

// ─────────────────────────────────────── the operation ───────────────────────────────────────

/** One data operation: a root field of the schedules subgraph, its arguments and selection. */
export interface DataOp {
  /** Root field, e.g. `schedule_search`. */
  field: string;
  /** Its arguments, e.g. `origin: $origin, destination: $destination`. */
  args: string;
  /** Variable definitions, e.g. `$origin: String!, $destination: String!`. */
  vars: string;
  selection: string;
  variables: Record<string, unknown>;
  /** Label the field counts the call under (schedules_search, mcp.find_sailings, …). */
  kind: string;
}

/**
 * The one operation of a data route or tool. With a caller: the field and, after its count, the
 * caller's usage. Keyless (principal null): the field only, which the subgraph answers free
 * through the transition's last day and refuses after it.
 */
export async function runData<T>(
  deps: AdapterDeps,
  principal: Principal | null,
  op: DataOp,
): Promise<{ result: T; usage: Usage | null }> {
  const defs = `($kind: String${op.vars ? `, ${op.vars}` : ''})`;
  const field = `result: ${op.field}(${op.args ? `${op.args}, ` : ''}kind: $kind) { ${op.selection} }`;
  const variables = { ...op.variables, kind: op.kind };
  if (!principal)
    return {
      result: (await deps.gateway.execute<{ result: T }>(`query Keyless${defs} { ${field} }`, variables, null)).result,
      usage: null,
    };
  return deps.gateway.execute<{ usage: Usage; result: T }>(
    `query Data${defs} { usage: schedules_usage { ${USAGE} } ${field} }`,
    variables,
    principal,
  );
}

/** The usage as response headers (X-Usage-*), on every keyed data answer. */
export function usageHeaders(u: Usage | null): Record<string, string> {
  if (!u) return {};
  return {
    'X-Usage-Month': String(u.month.used),
    'X-Usage-Month-Limit': u.month.limit === null ? 'unlimited' : String(u.month.limit),
    'X-Usage-Day': String(u.day.used),
    'X-Usage-Day-Limit': u.day.limit === null ? 'unlimited' : String(u.day.limit),
    'X-Usage-Counted': u.counted ? '1' : '0',
  };
}

/** A data route's reply: the field's answer as `data`, the usage as headers; a null answer is 404 with `missing`. */
function answer<T>(
  x: { result: T | null; usage: Usage | null },
  missing = 'not found',
): { data: T; headers: Record<string, string> } {
  const headers = usageHeaders(x.usage);
  if (x.result === null) throw new AppError('NOT_FOUND', missing, { headers });
  return { data: x.result, headers };
}

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
        await runData<z.infer<typeof SearchPage>>(deps, principal, {
          field: 'schedule_search',
          args: 'origin: $origin, destination: $destination, from: $from, to: $to, scacs: $scacs, direct_only: $direct, limit: $limit, cursor: $cursor',
          vars: '$origin: String!, $destination: String!, $from: String, $to: String, $scacs: [String!], $direct: Boolean, $limit: Int, $cursor: String',
          selection: SEARCH,
          variables: {
            origin: q.origin,
            destination: q.destination,
            from: q.from ?? null,
            to: q.to ?? null,
            scacs: q.scac ?? null,
            direct: q.direct ?? false,
            limit: q.limit ?? 20,
            cursor: q.cursor ?? null,
          },
          kind: 'schedules_search',
        }),
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
        await runData<z.infer<typeof LaneReliability> | null>(deps, principal, {
          field: 'lane_reliability',
          args: 'origin: $origin, destination: $destination, scacs: $scacs',
          vars: '$origin: String!, $destination: String!, $scacs: [String!]',
          selection: LANE_RELIABILITY,
          variables: { origin: q.origin, destination: q.destination, scacs: q.scac ?? null },
          kind: 'reliability_lanes',
        }),
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
        await runData<z.infer<typeof League>>(deps, principal, {
          field: 'carrier_league',
          args: 'limit: $limit',
          vars: '$limit: Int',
          selection: LEAGUE,
          variables: { limit: q.limit ?? 100 },
          kind: 'reliability_leaderboard',
        }),
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
        const reading = await runData<z.infer<typeof Congestion> | null>(deps, principal, {
          field: 'port_congestion',
          args: 'port: $port',
          vars: '$port: String!',
          selection: CONGESTION,
          variables: { port: q.port },
          kind: 'port_congestion',
        });
        return answer(reading, `no recent congestion reading for ${q.port.toUpperCase()}`);
      }
      return answer(
        await runData<z.infer<typeof CongestionBoard>>(deps, principal, {
          field: 'congestion_leaderboard',
          args: 'level: $level, limit: $limit',
          vars: '$level: String, $limit: Int',
          selection: CONGESTION_BOARD,
          variables: { level: q.level ?? null, limit: q.limit ?? 100 },
          kind: 'port_congestion_leaderboard',
        }),
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
      const period = 'period used limit remaining resets_at';
      const d = await deps.gateway.execute<{ usage: Usage; result: z.infer<typeof UsageAnswer> }>(
        `{ usage: schedules_usage { ${USAGE} } result: schedules_usage { plan month { ${period} } day { ${period} } } }`,
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
      const d = await deps.gateway.execute<{ carriers: z.infer<typeof Carriers>['items'] }>(
        '{ carriers { scac name website upcoming_sailings } }',
        undefined,
        null,
      );
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
      const d = await deps.gateway.execute<{ ports_search: z.infer<typeof PortsFound>['items'] }>(
        'query Ports($q: String!, $limit: Int) { ports_search(q: $q, limit: $limit) { unlocode name city country country_code lat lng timezone } }',
        { q: q.q, limit },
        null,
      );
      return { data: { q: q.q, items: d.ports_search, total: d.ports_search.length } };
    },
  });
}
