// Schedules product host (spec 4.3): {ok:true, data} or {ok:false, error}. Each request is one
// GraphQL operation on the schedules subgraph through the gateway. The data fields check access,
// decide the keyless transition and count the call themselves (spec part 8); schedules_usage in
// the same operation gives the counters after that count, for the X-Usage-* headers.
import type { Request, Response, NextFunction } from 'express';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { OPEN_ROUTE_LIMITS } from '../platform/ratelimit.js';
import type { AdapterDeps, ProductRouter, Reply } from './app.js';

// ───────────────────────────── GraphQL selections (shared with mcp.ts) ─────────────────────────────

export const USAGE = 'used plan counted month { period used limit remaining resets_at } day { period used limit remaining resets_at }';
export const ROUTE = `id carrier_code carrier_name direct transshipments transshipment_ports origin destination departure_at arrival_at transit_days slipped
  cutoffs { documentation_at vgm_at port_at }
  legs { sequence sailing_id carrier_code service_code service_name vessel_imo vessel_name voyage origin destination departure_at arrival_at scheduled_departure_at scheduled_arrival_at slip_hours }`;
export const SEARCH = `origin destination from to direct_only scacs total page limit has_more next_cursor later_page items { ${ROUTE} }`;
export const LANE_RELIABILITY = 'origin destination window_from window_to tolerance_hours min_obs observations on_time_pct carriers { rank ranked provisional carrier_code carrier_name on_time_pct observations on_time avg_delay_hours }';
export const LEAGUE_ENTRY = 'rank ranked provisional carrier_code carrier_name on_time_pct observations';
export const LEAGUE = `min_obs total ranked_total carriers { ${LEAGUE_ENTRY} }`;
export const CONGESTION = 'port port_name wait_hours at_anchor at_berth level observed_at';
export const CONGESTION_BOARD = `level total limit items { rank ${CONGESTION} }`;
export const FIGURES = 'on_time_pct observations on_time avg_delay_hours provisional window_days tolerance_hours';
export const CARRIER_RELIABILITY = `carrier_code carrier_name window_from window_to tolerance_hours min_obs overall { ${FIGURES} } league { ${LEAGUE_ENTRY} } lane { ${FIGURES} } upcoming_sailings`;
export const BEST = `origin destination ready_at weights { transit reliability cutoff } considered
  items { rank score transit_score reliability_score cutoff_score reliability_basis on_time_pct cutoff_slack_hours route { ${ROUTE} } }`;
export const TRANSIT = 'origin destination window_from window_to sailings fastest_days median_days slowest_days carriers { carrier_code carrier_name sailings direct_sailings fastest_days median_days slowest_days observed_voyages observed_median_days }';
export const COMPARE = `from to lanes { origin destination sailings direct_sailings carriers next_departure_at fastest_transit_days median_transit_days on_time_pct observations destination_congestion { ${CONGESTION} } }`;
export const STORM = `origin destination route { source ports distance_km unplaced_ports } basins { code name season share_of_route distance_km monthly_index peak_months }
  monthly { month name exposure level } peak_month { month name exposure level } month { month name exposure level } annual_mean_exposure level`;

interface UsagePeriod {
  period: string;
  used: number;
  limit: number | null;
  remaining: number | null;
  resets_at: string;
}

/** The caller's counters as USAGE selects them (schedules_usage). */
export interface Usage {
  used: number;
  plan: string;
  /** Whether this operation counted a call. */
  counted: boolean;
  month: UsagePeriod;
  day: UsagePeriod;
}

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
export async function runData<T>(deps: AdapterDeps, principal: Principal | null, op: DataOp): Promise<{ result: T; usage: Usage | null }> {
  const defs = `($kind: String${op.vars ? `, ${op.vars}` : ''})`;
  const field = `result: ${op.field}(${op.args ? `${op.args}, ` : ''}kind: $kind) { ${op.selection} }`;
  const variables = { ...op.variables, kind: op.kind };
  if (!principal) return { result: (await deps.gateway.execute<{ result: T }>(`query Keyless${defs} { ${field} }`, variables, null)).result, usage: null };
  return deps.gateway.execute<{ usage: Usage; result: T }>(`query Data${defs} { usage: schedules_usage { ${USAGE} } ${field} }`, variables, principal);
}

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

/** A data route's reply: the field's answer as `data`, the usage as headers; 404 for a null answer. */
function answer(x: { result: unknown; usage: Usage | null }, notFound?: string): Reply {
  const headers = usageHeaders(x.usage);
  if (x.result === null && notFound) throw new AppError('NOT_FOUND', notFound, { headers });
  return { data: x.result, headers };
}

// ─────────────────────────────────────── query parameters ───────────────────────────────────────

const bad = (message: string) => new AppError('VALIDATION_ERROR', message);

function one(req: Request, name: string): string | undefined {
  const v = req.query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw bad(`${name} must be given once`);
  return v.trim() === '' ? undefined : v.trim();
}

function list(req: Request, name: string): string[] | null {
  const v = req.query[name];
  if (v === undefined) return null;
  const raw = (Array.isArray(v) ? v : [v]).map((x) => {
    if (typeof x !== 'string') throw bad(`${name} must be a list of SCACs`);
    return x;
  });
  const out = raw.flatMap((x) => x.split(',')).map((x) => x.trim()).filter(Boolean);
  return out.length ? out : null;
}

function int(req: Request, name: string): number | undefined {
  const v = one(req, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw bad(`${name} must be an integer`);
  return Number(v);
}

function bool(req: Request, name: string): boolean | undefined {
  const v = one(req, name)?.toLowerCase();
  if (v === undefined) return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw bad(`${name} must be true or false`);
}

function required(req: Request, name: string): string {
  const v = one(req, name);
  if (v === undefined) throw bad(`${name} is required`);
  return v;
}

// ──────────────────────────────────────────── routes ────────────────────────────────────────────

type Handler = (call: { req: Request; principal: Principal | null; deps: AdapterDeps }) => Promise<Reply>;

const hasKey = (req: Request) =>
  (typeof req.headers.authorization === 'string' && req.headers.authorization.trim() !== '') ||
  (typeof req.headers['x-api-key'] === 'string' && req.headers['x-api-key'] !== '');

export function schedulesRoutes(r: ProductRouter): void {
  const { keylessUntil } = r.deps.services.config.schedules;
  const sunset = new Date(Date.parse(`${keylessUntil}T00:00:00Z`) + 86_400_000).toUTCString();

  /**
   * Transition routes (spec 5.6): with a key, the ordinary keyed route; without one, limited per
   * IP and marked deprecated, and the subgraph answers free through the configured last day and
   * refuses (401) after it.
   */
  const transition = (path: string, handler: Handler) => {
    r.app.get(path, async (req: Request, res: Response, next: NextFunction) => {
      if (hasKey(req)) return next();
      try {
        await r.deps.limiter.admit(`ip:${req.ip}`, OPEN_ROUTE_LIMITS, r.deps.services.clock.now(), (k, v) => res.setHeader(k, v));
        res.setHeader('Deprecation', 'true');
        res.setHeader('Sunset', sunset);
        const reply = await handler({ req, principal: null, deps: r.deps });
        for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
        res.status(reply.status ?? 200).json(r.envelope.success(reply.data ?? null));
      } catch (e) {
        r.sendError(res, e);
      }
    });
    r.keyed('get', path, ['schedules:read'], (call) => handler(call));
  };

  r.keyed('get', '/public/schedules', ['schedules:read'], async ({ req, principal, deps }) =>
    answer(
      await runData(deps, principal, {
        field: 'schedule_search',
        args: 'origin: $origin, destination: $destination, from: $from, to: $to, scacs: $scacs, direct_only: $direct, limit: $limit, cursor: $cursor',
        vars: '$origin: String!, $destination: String!, $from: String, $to: String, $scacs: [String!], $direct: Boolean, $limit: Int, $cursor: String',
        selection: SEARCH,
        variables: {
          origin: required(req, 'origin'), destination: required(req, 'destination'), from: one(req, 'from') ?? null, to: one(req, 'to') ?? null,
          scacs: list(req, 'scac'), direct: bool(req, 'direct') ?? false, limit: int(req, 'limit') ?? 20, cursor: one(req, 'cursor') ?? null,
        },
        kind: 'schedules_search',
      }),
    ),
  );

  transition('/public/reliability/lanes', async ({ req, principal, deps }) =>
    answer(
      await runData(deps, principal, {
        field: 'lane_reliability',
        args: 'origin: $origin, destination: $destination, scacs: $scacs',
        vars: '$origin: String!, $destination: String!, $scacs: [String!]',
        selection: LANE_RELIABILITY,
        variables: { origin: required(req, 'origin'), destination: required(req, 'destination'), scacs: list(req, 'scac') },
        kind: 'reliability_lanes',
      }),
      'no observed arrival on this lane in the reliability window',
    ),
  );

  transition('/public/reliability/leaderboard', async ({ req, principal, deps }) =>
    answer(
      await runData(deps, principal, {
        field: 'carrier_league', args: 'limit: $limit', vars: '$limit: Int', selection: LEAGUE, variables: { limit: int(req, 'limit') ?? 100 }, kind: 'reliability_leaderboard',
      }),
    ),
  );

  transition('/public/port-congestion', async ({ req, principal, deps }) => {
    const port = one(req, 'port');
    if (port !== undefined) {
      const reading = await runData(deps, principal, { field: 'port_congestion', args: 'port: $port', vars: '$port: String!', selection: CONGESTION, variables: { port }, kind: 'port_congestion' });
      return answer(reading, `no recent congestion reading for ${port.toUpperCase()}`);
    }
    return answer(
      await runData(deps, principal, {
        field: 'congestion_leaderboard',
        args: 'level: $level, limit: $limit',
        vars: '$level: String, $limit: Int',
        selection: CONGESTION_BOARD,
        variables: { level: one(req, 'level') ?? null, limit: int(req, 'limit') ?? 100 },
        kind: 'port_congestion_leaderboard',
      }),
    );
  });

  // The usage twice: the headers' selection, and the answer's (not counted either way).
  r.keyed('get', '/v1/usage', ['schedules:read'], async ({ principal, deps }) => {
    const period = 'period used limit remaining resets_at';
    const d = await deps.gateway.execute<{ usage: Usage; result: unknown }>(
      `{ usage: schedules_usage { ${USAGE} } result: schedules_usage { plan month { ${period} } day { ${period} } } }`,
      undefined,
      principal,
    );
    return { data: d.result, headers: usageHeaders(d.usage) };
  });

  r.open('get', '/public/schedules/carriers', async ({ deps }) => {
    const d = await deps.gateway.execute<{ carriers: unknown[] }>('{ carriers { scac name website upcoming_sailings } }', undefined, null);
    return { data: { items: d.carriers, total: d.carriers.length } };
  });

  r.open('get', '/public/ports/search', async ({ req, deps }) => {
    const q = required(req, 'q');
    if (q.length < 2 || q.length > 64) throw bad('q must be 2 to 64 characters');
    const limit = int(req, 'limit') ?? 20;
    if (limit < 1 || limit > 50) throw bad('limit must be an integer from 1 to 50');
    const d = await deps.gateway.execute<{ ports_search: unknown[] }>(
      'query Ports($q: String!, $limit: Int) { ports_search(q: $q, limit: $limit) { unlocode name city country country_code lat lng timezone } }',
      { q, limit },
      null,
    );
    return { data: { q, items: d.ports_search, total: d.ports_search.length } };
  });
}
