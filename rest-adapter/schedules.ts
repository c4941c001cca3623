// Schedules product host (spec 4.3): {ok:true, data} or {ok:false, error}. Every route asks
// the schedules subgraph through the gateway; counting (spec part 8) is the subgraph's
// record_schedules_call, shared with the MCP tools (mcp.ts) and the webhook routes.
import type { Request, Response, NextFunction } from 'express';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { OPEN_ROUTE_LIMITS } from '../platform/ratelimit.js';
import { keylessAllowed } from '../subgraphs/schedules/config.js';
import type { UsageSnapshot } from '../subgraphs/schedules/usage.js';
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

/** The subgraph's usage snapshot as the adapter selects it (plus the call's running total). */
export interface Usage extends UsageSnapshot {
  used: number;
}

export interface DataOp<T> {
  /** Root field with its arguments, e.g. `schedule_search(origin: $origin …)`. */
  field: string;
  /** Variable definitions, e.g. `$origin: String!`. */
  vars: string;
  selection: string;
  variables: Record<string, unknown>;
  /** Label counted (schedules_search, mcp.find_sailings, …). */
  kind: string;
  /** Whether the answer carries data (empty answers are not counted). */
  carries(result: T): boolean;
  /** Later pages of one search are not counted. */
  laterPage?(result: T): boolean;
  /** A counted lane search marks the lane as watched by the organisation (events). */
  lane?: { origin: string; destination: string } | null;
}

/**
 * The one counting path of data routes and tools: access and data in one operation (the
 * subgraph checks entitlement and allowances before it runs the field), then, when the answer
 * carries data and is not a later page, record_schedules_call. Keyless (principal null):
 * data only, nothing counted.
 */
export async function runData<T>(deps: AdapterDeps, principal: Principal | null, op: DataOp<T>): Promise<{ result: T; usage: Usage | null }> {
  const defs = op.vars ? `(${op.vars})` : '';
  if (!principal) {
    const d = await deps.gateway.execute<{ result: T }>(`query Keyless${defs} { result: ${op.field} { ${op.selection} } }`, op.variables, null);
    return { result: d.result, usage: null };
  }
  const d = await deps.gateway.execute<{ usage: Usage; result: T }>(
    `query Data${defs} { usage: schedules_usage { ${USAGE} } result: ${op.field} { ${op.selection} } }`,
    op.variables,
    principal,
  );
  if (d.result === null || d.result === undefined || !op.carries(d.result) || op.laterPage?.(d.result)) return { result: d.result, usage: d.usage };
  const c = await deps.gateway.execute<{ record_schedules_call: Usage }>(
    `mutation Count($kind: String!, $origin: String, $destination: String) { record_schedules_call(kind: $kind, origin: $origin, destination: $destination) { ${USAGE} } }`,
    { kind: op.kind, origin: op.lane?.origin ?? null, destination: op.lane?.destination ?? null },
    principal,
  );
  return { result: d.result, usage: c.record_schedules_call };
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
  const cfg = r.deps.services.config.schedules;
  const sunset = new Date(Date.parse(`${cfg.keylessUntil}T00:00:00Z`) + 86_400_000).toUTCString();

  /**
   * Transition routes (spec 5.6): with a key, the ordinary keyed route; without one, answered
   * free with Deprecation: true through the configured last day, 401 after it.
   */
  const transition = (path: string, handler: Handler) => {
    r.app.get(path, async (req: Request, res: Response, next: NextFunction) => {
      if (hasKey(req)) return next();
      try {
        const now = r.deps.services.clock.now();
        if (!keylessAllowed(cfg, now)) {
          throw new AppError('UNAUTHORIZED', `API key missing: keyless access to ${path} ended after ${cfg.keylessUntil}; send Authorization: Bearer <API_KEY>`);
        }
        await r.deps.limiter.admit(`ip:${req.ip}`, OPEN_ROUTE_LIMITS, now, (k, v) => res.setHeader(k, v));
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

  r.keyed('get', '/public/schedules', ['schedules:read'], async ({ req, principal, deps }) => {
    const origin = required(req, 'origin');
    const destination = required(req, 'destination');
    const { result, usage } = await runData<{ items: unknown[]; later_page: boolean; origin: string; destination: string }>(deps, principal, {
      field: 'schedule_search(origin: $origin, destination: $destination, from: $from, to: $to, scacs: $scacs, direct_only: $direct, limit: $limit, cursor: $cursor)',
      vars: '$origin: String!, $destination: String!, $from: String, $to: String, $scacs: [String!], $direct: Boolean, $limit: Int, $cursor: String',
      selection: SEARCH,
      variables: {
        origin, destination, from: one(req, 'from') ?? null, to: one(req, 'to') ?? null, scacs: list(req, 'scac'),
        direct: bool(req, 'direct') ?? false, limit: int(req, 'limit') ?? 20, cursor: one(req, 'cursor') ?? null,
      },
      kind: 'schedules_search',
      carries: (x) => x.items.length > 0,
      laterPage: (x) => x.later_page,
      lane: { origin: origin.toUpperCase(), destination: destination.toUpperCase() },
    });
    return { data: result, headers: usageHeaders(usage) };
  });

  transition('/public/reliability/lanes', async ({ req, principal, deps }) => {
    const { result, usage } = await runData<{ carriers: unknown[] } | null>(deps, principal, {
      field: 'lane_reliability(origin: $origin, destination: $destination, scacs: $scacs)',
      vars: '$origin: String!, $destination: String!, $scacs: [String!]',
      selection: LANE_RELIABILITY,
      variables: { origin: required(req, 'origin'), destination: required(req, 'destination'), scacs: list(req, 'scac') },
      kind: 'reliability_lanes',
      carries: (x) => !!x && x.carriers.length > 0,
    });
    if (!result) throw new AppError('NOT_FOUND', 'no observed arrival on this lane in the reliability window', { headers: usageHeaders(usage) });
    return { data: result, headers: usageHeaders(usage) };
  });

  transition('/public/reliability/leaderboard', async ({ req, principal, deps }) => {
    const { result, usage } = await runData<{ carriers: unknown[] }>(deps, principal, {
      field: 'carrier_league(limit: $limit)',
      vars: '$limit: Int',
      selection: LEAGUE,
      variables: { limit: int(req, 'limit') ?? 100 },
      kind: 'reliability_leaderboard',
      carries: (x) => x.carriers.length > 0,
    });
    return { data: result, headers: usageHeaders(usage) };
  });

  transition('/public/port-congestion', async ({ req, principal, deps }) => {
    const port = one(req, 'port');
    if (port !== undefined) {
      const { result, usage } = await runData<unknown | null>(deps, principal, {
        field: 'port_congestion(port: $port)',
        vars: '$port: String!',
        selection: CONGESTION,
        variables: { port },
        kind: 'port_congestion',
        carries: (x) => !!x,
      });
      if (!result) throw new AppError('NOT_FOUND', `no recent congestion reading for ${port.toUpperCase()}`, { headers: usageHeaders(usage) });
      return { data: result, headers: usageHeaders(usage) };
    }
    const { result, usage } = await runData<{ items: unknown[] }>(deps, principal, {
      field: 'congestion_leaderboard(level: $level, limit: $limit)',
      vars: '$level: String, $limit: Int',
      selection: CONGESTION_BOARD,
      variables: { level: one(req, 'level') ?? null, limit: int(req, 'limit') ?? 100 },
      kind: 'port_congestion_leaderboard',
      carries: (x) => x.items.length > 0,
    });
    return { data: result, headers: usageHeaders(usage) };
  });

  r.keyed('get', '/v1/usage', ['schedules:read'], async ({ principal, deps }) => {
    const d = await deps.gateway.execute<{ schedules_usage: Usage }>(`{ schedules_usage { ${USAGE} } }`, undefined, principal);
    const { used: _used, counted: _counted, ...usage } = d.schedules_usage;
    return { data: usage, headers: usageHeaders(d.schedules_usage) };
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
