import type { GraphQLResolveInfo } from 'graphql';
import { AppError } from '../../platform/errors.js';
import { requireOrg } from '../../platform/subgraph.js';
import { keylessAllowed } from './config.js';
import * as store from './store/index.js';
import type { SchedulesContext } from './context.js';
import type {
  CarrierResolvers,
  LaneResolvers,
  MutationResolvers,
  PortResolvers,
  QueryResolvers,
} from './generated/resolvers.js';
import type * as T from './generated/types.js';
import * as input from './inputs.js';
import { carrierName, portName } from './catalogue.js';
import { callKind, enforceQuota, recordCall } from './usage.js';
import { figures, leagueEntry, leagueItem, rankCarriers } from './reliability.js';
import { stormExposure } from './storm.js';
import {
  CONGESTION_LEVELS,
  MIN_OBS,
  ON_TIME_TOLERANCE_HOURS,
  SEARCH_MAX_LIMIT,
  congestionLevel,
  pct,
  type CongestionLevel,
} from './rules.js';

type Ctx = SchedulesContext;
const DAY_MS = 86_400_000;
function iso(d: Date): string;
function iso(d: Date | null | undefined): string | null;
function iso(d: Date | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}
const round1 = (n: number) => Math.round(n * 10) / 10;
const TOLERANCE_MIN = ON_TIME_TOLERANCE_HOURS * 60;

/**
 * Data fields with a caller first check access (entitlement 403, counters unreadable 503),
 * once per request, then validate their arguments (400, 404), then the allowances (429)
 * before running, then count (metered). Later pages of a search are not counted, so they
 * need access but no allowance. Keyless calls (the transition routes) are not checked.
 */
type Access = Awaited<ReturnType<Ctx['loaders']['access']>>;
/**
 * The four formerly open fields (lane_reliability, carrier_league, port_congestion,
 * congestion_leaderboard) carry no @requiresScopes: without a caller they answer through the
 * keyless transition's last day (docs/schedules.md, Keyless transition), then refuse like the rest. With a caller, access
 * checks schedules:read (usage.ts).
 */
const access = async (ctx: Ctx): Promise<Access> => {
  const cfg = ctx.services.config.schedules;
  if (!ctx.principal && !keylessAllowed(cfg, ctx.loaders.now)) {
    const ended = `keyless access to reliability and congestion ended after ${cfg.keylessUntil}`;
    throw new AppError('UNAUTHORIZED', `API key missing: ${ended}; send Authorization: Bearer <API_KEY>`);
  }
  return ctx.loaders.access();
};
function allowance(ctx: Ctx, snap: Access, opts: { laterPage?: boolean } = {}): void {
  if (snap && !opts.laterPage) enforceQuota(snap, ctx.loaders.now);
}

type Lane = { origin: string; destination: string };
/** Every data field takes `kind`: the label its counted call is recorded under (default the field's name). */
type Metered = { kind?: string | null };
/** When a data field's answer counts (docs/schedules.md, Counting): it carries data and is not a later page. */
interface Counting<R> {
  carries(result: R): boolean;
  /** A counted lane search marks the lane watched by the organisation (the audience of its events). */
  lane?(result: R): Lane;
}
const ANSWERED: Counting<unknown> = { carries: () => true };
const LANE_COUNTS: Counting<Lane & { items: unknown[] }> = { carries: (x) => x.items.length > 0, lane: (x) => x };
const SEARCH_COUNTS: Counting<Lane & { items: unknown[]; later_page: boolean }> = {
  ...LANE_COUNTS,
  carries: (x) => !x.later_page && x.items.length > 0,
};

/**
 * A data field that counts itself: with a caller (keyless answers are free), an answer that
 * counts is recorded (month and day counters, and the lane mark, in one transaction) before the
 * field answers; an error or a null answer is not counted. The request's meter holds the
 * count, so schedules_usage in the same operation shows the counters after it.
 */
function metered<A, R>(counting: Counting<NonNullable<R>>, field: (a: A, ctx: Ctx) => Promise<R>) {
  const resolver = (_: unknown, a: A & Metered, ctx: Ctx, info: GraphQLResolveInfo): Promise<R> => {
    const kind = callKind(a.kind ?? info.fieldName);
    return ctx.loaders.meter.run(async () => {
      const result = await field(a, ctx);
      if (!ctx.principal || result === null || result === undefined || !counting.carries(result))
        return { result, usage: null };
      return { result, usage: await recordCall(ctx.services, ctx.principal, kind, counting.lane?.(result) ?? null) };
    });
  };
  meteredResolvers.add(resolver);
  return resolver;
}
/** The resolvers metered() made, so the module can name its counted fields. */
const meteredResolvers = new WeakSet<object>();

function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return round1(s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2);
}

function toRoute(r: store.RouteRow, origin: string, destination: string) {
  const legs = r.legs.map((l, i) => ({
    sequence: i + 1,
    sailing_id: l.sailing_id,
    carrier_code: l.carrier_scac,
    service_code: l.service_code,
    service_name: l.service_name,
    vessel_imo: l.vessel_imo,
    vessel_name: l.vessel_name,
    voyage: l.voyage,
    origin: l.from_port,
    destination: l.to_port,
    departure_at: iso(l.departure),
    arrival_at: iso(l.arrival),
    scheduled_departure_at: iso(l.scheduled_departure),
    scheduled_arrival_at: iso(l.scheduled_arrival),
    slip_hours: l.slip_hours,
  }));
  return {
    id: `${r.legs.map((l) => l.sailing_id).join('+')}:${[origin, ...(r.hub ? [r.hub] : []), destination].join('-')}`,
    carrier_code: r.carrier_scac,
    carrier_name: carrierName(r.carrier_scac),
    carrier: { scac: r.carrier_scac },
    direct: !r.hub,
    transshipments: r.hub ? 1 : 0,
    transshipment_ports: r.hub ? [r.hub] : [],
    origin,
    destination,
    departure_at: iso(r.departure),
    arrival_at: iso(r.arrival),
    transit_days: round1((r.arrival.getTime() - r.departure.getTime()) / DAY_MS),
    slipped: r.legs.some((l) => l.slip_hours > 0),
    cutoffs: { documentation_at: iso(r.doc_cutoff), vgm_at: iso(r.vgm_cutoff), port_at: iso(r.fcl_cutoff) },
    legs,
  };
}
type Route = ReturnType<typeof toRoute>;

function congestionItem(c: store.CongestionRow) {
  return {
    port: c.unlocode,
    port_name: portName(c.unlocode),
    wait_hours: round1(c.wait_hours),
    at_anchor: c.at_anchor,
    at_berth: c.at_berth,
    level: congestionLevel(c.wait_hours),
    observed_at: iso(c.observed_at),
  };
}

/** What a search window is read from: schedule_search's own arguments. */
type SearchArgs = Pick<T.QuerySchedule_SearchArgs, 'origin' | 'destination' | 'from' | 'to' | 'scacs' | 'direct_only'>;

/** All routes of a search window (bounded), for the tools that rank or summarise them. */
async function allRoutes(ctx: Ctx, snap: Access, a: SearchArgs, max = 500) {
  const lane = input.lane(a.origin, a.destination);
  const scacs = input.scacs(a.scacs);
  const w = input.window(a.from, a.to, ctx.loaders.now);
  allowance(ctx, snap);
  const rows = await store.searchRoutes(ctx.services.db, {
    ...lane,
    ...w,
    scacs,
    directOnly: !!a.direct_only,
    limit: max,
    offset: 0,
  });
  return { lane, scacs, w, routes: rows.map((r) => toRoute(r, lane.origin, lane.destination)) };
}

/** A port's current congestion; null when it has no recent reading. */
async function portCongestion(a: T.QueryPort_CongestionArgs, ctx: Ctx) {
  const snap = await access(ctx);
  const p = input.port(a.port, 'port');
  allowance(ctx, snap);
  const c = await ctx.loaders.congestion.load(p);
  return c ? congestionItem(c) : null;
}

/** Ports by current average wait, longest first; an unrecognised level means no filter. */
async function congestionLeaderboard(a: T.QueryCongestion_LeaderboardArgs, ctx: Ctx) {
  const snap = await access(ctx);
  const limit = input.intIn(a.limit, 'limit', 1, 500, 100);
  const wanted = (a.level ?? '').trim().toLowerCase();
  const level = (CONGESTION_LEVELS as readonly string[]).includes(wanted) ? (wanted as CongestionLevel) : null;
  allowance(ctx, snap);
  const rows = (await store.latestCongestion(ctx.services.db, null, ctx.loaders.now, 48))
    .map(congestionItem)
    .filter((c) => !level || c.level === level)
    .sort((x, y) => y.wait_hours - x.wait_hours || y.at_anchor - x.at_anchor || (x.port < y.port ? -1 : 1));
  return { level, total: rows.length, limit, items: rows.slice(0, limit).map((c, i) => ({ rank: i + 1, ...c })) };
}

/** A lane's sailings in a departure window and its observed on-time share (compare_lanes, Lane.sailings). */
async function laneSummary(ctx: Ctx, lane: Lane, w: { from: Date; to: Date }) {
  const [routes, stats, congestion]: [store.LaneRouteRow[], store.CarrierStatsRow[], store.CongestionRow | null] =
    await Promise.all([
      ctx.loaders.laneRoutes.load({ ...lane, ...w }),
      ctx.loaders.laneStats.load(lane),
      ctx.loaders.congestion.load(lane.destination),
    ]);
  const days = routes.map((r) => round1((r.arrival.getTime() - r.departure.getTime()) / DAY_MS));
  const obs = stats.reduce((s, x) => s + x.observations, 0);
  return {
    ...lane,
    sailings: routes.length,
    direct_sailings: routes.filter((r) => !r.hub).length,
    carriers: [...new Set(routes.map((r) => r.carrier_scac))].sort(),
    next_departure_at: iso(routes[0]?.departure),
    fastest_transit_days: days.length ? Math.min(...days) : null,
    median_transit_days: median(days),
    on_time_pct: obs
      ? pct(
          stats.reduce((s, x) => s + x.on_time, 0),
          obs,
        )
      : null,
    observations: obs,
    destination_congestion: congestion ? congestionItem(congestion) : null,
  };
}

/** On-time share per carrier on a lane over the reliability window; null when nothing was observed. */
function laneReliability(ctx: Ctx, lane: Lane, rows: store.CarrierStatsRow[]) {
  const carriers = rankCarriers(rows);
  if (!carriers.length) return null;
  const obs = carriers.reduce((s, c) => s + c.observations, 0);
  const onTime = carriers.reduce((s, c) => s + c.on_time, 0);
  return {
    ...lane,
    window_from: iso(ctx.loaders.windowFrom),
    window_to: iso(ctx.loaders.now),
    tolerance_hours: ON_TIME_TOLERANCE_HOURS,
    min_obs: MIN_OBS,
    observations: obs,
    on_time_pct: pct(onTime, obs),
    carriers,
  };
}

const leagueMonthly = (e: { carrier_code: string }, _: unknown, ctx: Ctx) => ctx.loaders.monthly.load(e.carrier_code);

/** best_sailings' weights as given (transit 0.4, reliability 0.4, cutoff 0.2 by default), scaled to sum to 1. */
function sailingWeights(given: T.QueryBest_SailingsArgs['weights']) {
  const raw = {
    transit: given?.transit ?? 0.4,
    reliability: given?.reliability ?? 0.4,
    cutoff: given?.cutoff ?? 0.2,
  };
  if (Object.values(raw).some((v) => !(v >= 0) || v > 100))
    throw new AppError('VALIDATION_ERROR', 'weights must be numbers from 0 to 100');
  const sum = raw.transit + raw.reliability + raw.cutoff;
  if (sum <= 0) throw new AppError('VALIDATION_ERROR', 'at least one weight must be above 0');
  return { transit: raw.transit / sum, reliability: raw.reliability / sum, cutoff: raw.cutoff / sum };
}

/**
 * Each carrier's on-time share as best_sailings scores it: on the lane when observed enough
 * there, else over all its sailings, else none.
 */
async function reliabilityBasis(ctx: Ctx, lane: Lane, carriers: string[]) {
  const laneRows = carriers.length
    ? await store.laneStats(
        ctx.services.db,
        lane.origin,
        lane.destination,
        carriers,
        ctx.loaders.windowFrom,
        ctx.loaders.now,
        TOLERANCE_MIN,
      )
    : [];
  const onLane = new Map(laneRows.map((s) => [s.carrier_scac, s]));
  const overall = await ctx.loaders.carrierStats.loadMany(carriers);
  const basis = new Map<string, { pct: number | null; basis: string }>();
  carriers.forEach((c, i) => {
    const l = onLane.get(c);
    const o = overall[i] as store.CarrierStatsRow | null;
    if (l && l.observations >= MIN_OBS) basis.set(c, { pct: pct(l.on_time, l.observations), basis: 'lane' });
    else if (o && o.observations >= MIN_OBS) basis.set(c, { pct: pct(o.on_time, o.observations), basis: 'carrier' });
    else basis.set(c, { pct: null, basis: 'none' });
  });
  return basis;
}

export const resolvers = {
  Query: {
    schedule_search: metered(SEARCH_COUNTS, async (a: T.QuerySchedule_SearchArgs, ctx: Ctx) => {
      const snap = await access(ctx);
      const now = ctx.loaders.now;
      const lane = input.lane(a.origin, a.destination);
      const scacs = input.scacs(a.scacs);
      const limit = input.intIn(a.limit, 'limit', 1, SEARCH_MAX_LIMIT, 20);
      const directOnly = !!a.direct_only;
      const org = ctx.principal?.orgId ?? null;
      const f = input.fingerprint({ ...lane, from: a.from ?? null, to: a.to ?? null, scacs, directOnly });
      const secret = ctx.services.config.cursorSecret;
      const cursor = a.cursor ? input.readCursor(a.cursor, { f, org }, now, secret) : null;
      const w = cursor ? { from: new Date(cursor.from), to: new Date(cursor.to) } : input.window(a.from, a.to, now);
      allowance(ctx, snap, { laterPage: !!cursor });
      const offset = cursor?.o ?? 0;
      const q = { ...lane, ...w, scacs, directOnly };
      const rows = await store.searchRoutes(ctx.services.db, { ...q, limit, offset });
      const total =
        rows[0]?.total ??
        (offset > 0 ? ((await store.searchRoutes(ctx.services.db, { ...q, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
      const hasMore = offset + rows.length < total;
      return {
        ...lane,
        from: iso(w.from),
        to: iso(w.to),
        direct_only: directOnly,
        scacs,
        total,
        page: Math.floor(offset / limit) + 1,
        limit,
        has_more: hasMore,
        next_cursor: hasMore
          ? input.writeCursor(
              { f, o: offset + rows.length, from: w.from.getTime(), to: w.to.getTime(), org, t: now.getTime() },
              secret,
            )
          : null,
        later_page: !!cursor,
        items: rows.map((r) => toRoute(r, lane.origin, lane.destination)),
      };
    }),

    best_sailings: metered(LANE_COUNTS, async (a: T.QueryBest_SailingsArgs, ctx: Ctx) => {
      const snap = await access(ctx);
      const limit = input.intIn(a.limit, 'limit', 1, 20, 5);
      const readyAt = a.ready_at ? input.instant(a.ready_at, 'ready_at') : ctx.loaders.now;
      const weights = sailingWeights(a.weights);
      const { lane, routes } = await allRoutes(ctx, snap, a);
      const feasible = routes
        .map((r) => ({
          r,
          cutoff: new Date(
            r.cutoffs.documentation_at ?? new Date(Date.parse(r.departure_at!) - 72 * 3_600_000).toISOString(),
          ),
        }))
        .filter((x) => x.cutoff.getTime() >= readyAt.getTime());
      const basis = await reliabilityBasis(ctx, lane, [...new Set(feasible.map((x) => x.r.carrier_code))]);
      const fastest = Math.min(...feasible.map((x) => x.r.transit_days));
      const scored = feasible.map(({ r, cutoff }) => {
        const rel = basis.get(r.carrier_code)!;
        const slack = (cutoff.getTime() - readyAt.getTime()) / 3_600_000;
        const s = {
          transit_score: Math.round((fastest / Math.max(r.transit_days, 0.1)) * 1000) / 1000,
          reliability_score: rel.pct === null ? 0.5 : Math.round(rel.pct * 10) / 1000,
          cutoff_score: Math.round(Math.min(1, slack / 72) * 1000) / 1000,
        };
        const score =
          Math.round(
            (weights.transit * s.transit_score +
              weights.reliability * s.reliability_score +
              weights.cutoff * s.cutoff_score) *
              1000,
          ) / 1000;
        return {
          rank: 0,
          score,
          ...s,
          reliability_basis: rel.basis,
          on_time_pct: rel.pct,
          cutoff_slack_hours: round1(slack),
          route: r,
        };
      });
      scored.sort(
        (x, y) =>
          y.score - x.score ||
          Date.parse(x.route.departure_at!) - Date.parse(y.route.departure_at!) ||
          (x.route.id < y.route.id ? -1 : 1),
      );
      scored.forEach((s, i) => (s.rank = i + 1));
      return {
        ...lane,
        ready_at: iso(readyAt),
        weights: {
          transit: round3(weights.transit),
          reliability: round3(weights.reliability),
          cutoff: round3(weights.cutoff),
        },
        considered: feasible.length,
        items: scored.slice(0, limit),
      };
    }),

    lane_reliability: metered(ANSWERED, async (a: T.QueryLane_ReliabilityArgs, ctx: Ctx) => {
      const snap = await access(ctx);
      const lane = input.lane(a.origin, a.destination);
      const scacs = input.scacs(a.scacs);
      allowance(ctx, snap);
      const rows = await store.laneStats(
        ctx.services.db,
        lane.origin,
        lane.destination,
        scacs,
        ctx.loaders.windowFrom,
        ctx.loaders.now,
        TOLERANCE_MIN,
      );
      return laneReliability(ctx, lane, rows);
    }),

    carrier_league: metered(
      { carries: (x) => x.carriers.length > 0 },
      async (a: T.QueryCarrier_LeagueArgs, ctx: Ctx) => {
        const snap = await access(ctx);
        const limit = input.intIn(a.limit, 'limit', 1, 100, 100);
        allowance(ctx, snap);
        const league = await ctx.loaders.league();
        return {
          min_obs: league.min_obs,
          total: league.total,
          ranked_total: league.ranked_total,
          carriers: league.entries.slice(0, limit).map(leagueItem),
        };
      },
    ),

    carrier_reliability: metered(
      { carries: (x) => x.overall.observations > 0 || x.upcoming_sailings > 0 },
      async (a: T.QueryCarrier_ReliabilityArgs, ctx: Ctx) => {
        const snap = await access(ctx);
        const scac = input.carrier(a.scac);
        const lane = a.origin || a.destination ? input.lane(a.origin, a.destination) : null;
        allowance(ctx, snap);
        const [stats, league, upcoming] = await Promise.all([
          ctx.loaders.carrierStats.load(scac),
          ctx.loaders.league(),
          ctx.loaders.upcomingSailings.load(scac),
        ]);
        const laneRow = lane
          ? ((
              await store.laneStats(
                ctx.services.db,
                lane.origin,
                lane.destination,
                [scac],
                ctx.loaders.windowFrom,
                ctx.loaders.now,
                TOLERANCE_MIN,
              )
            )[0] ?? null)
          : null;
        const entry = league.byScac.get(scac);
        return {
          carrier_code: scac,
          carrier_name: carrierName(scac),
          window_from: iso(ctx.loaders.windowFrom),
          window_to: iso(ctx.loaders.now),
          tolerance_hours: ON_TIME_TOLERANCE_HOURS,
          min_obs: MIN_OBS,
          overall: figures(stats),
          league: entry ? leagueItem(entry) : null,
          lane: lane ? figures(laneRow) : null,
          upcoming_sailings: upcoming,
        };
      },
    ),

    port_congestion: metered(ANSWERED, portCongestion),
    congestion_leaderboard: metered({ carries: (x) => x.items.length > 0 }, congestionLeaderboard),
    congestion_report: metered(
      { carries: (x) => !!x.port || !!x.leaderboard?.items.length },
      async (a: T.QueryCongestion_ReportArgs, ctx: Ctx) => {
        if (!a.port) return { port: null, leaderboard: await congestionLeaderboard(a, ctx) };
        const port = await portCongestion({ port: a.port }, ctx);
        if (!port) throw new AppError('NOT_FOUND', `no recent congestion reading for ${a.port.trim().toUpperCase()}`);
        return { port, leaderboard: null };
      },
    ),

    transit_time: metered(
      { carries: (x) => x.sailings > 0 || x.carriers.length > 0 },
      async (a: T.QueryTransit_TimeArgs, ctx: Ctx) => {
        const snap = await access(ctx);
        const weeks = input.intIn(a.weeks, 'weeks', 1, 13, 8);
        const now = ctx.loaders.now;
        const to = new Date(now.getTime() + weeks * 7 * DAY_MS - DAY_MS).toISOString().slice(0, 10);
        const { lane, scacs, w, routes } = await allRoutes(ctx, snap, {
          ...a,
          from: now.toISOString().slice(0, 10),
          to,
        });
        const observed = new Map(
          (
            await store.observedTransits(
              ctx.services.db,
              lane.origin,
              lane.destination,
              ctx.loaders.windowFrom,
              now,
              scacs,
            )
          ).map((o) => [o.carrier_scac, o]),
        );
        const byCarrier = new Map<string, Route[]>();
        for (const r of routes) byCarrier.set(r.carrier_code, [...(byCarrier.get(r.carrier_code) ?? []), r]);
        const days = routes.map((r) => r.transit_days);
        return {
          ...lane,
          window_from: iso(w.from),
          window_to: iso(w.to),
          sailings: routes.length,
          fastest_days: days.length ? Math.min(...days) : null,
          median_days: median(days),
          slowest_days: days.length ? Math.max(...days) : null,
          carriers: [...byCarrier.entries()]
            .map(([c, rs]) => {
              const d = rs.map((r) => r.transit_days);
              const o = observed.get(c);
              return {
                carrier_code: c,
                carrier_name: carrierName(c),
                sailings: rs.length,
                direct_sailings: rs.filter((r) => r.direct).length,
                fastest_days: Math.min(...d),
                median_days: median(d)!,
                slowest_days: Math.max(...d),
                observed_voyages: o?.voyages ?? 0,
                observed_median_days: o?.median_days ?? null,
              };
            })
            .sort((x, y) => x.median_days - y.median_days || (x.carrier_code < y.carrier_code ? -1 : 1)),
        };
      },
    ),

    compare_lanes: metered(
      { carries: (x) => x.lanes.some((l) => l.sailings > 0 || l.observations > 0) },
      async (a: T.QueryCompare_LanesArgs, ctx: Ctx) => {
        const snap = await access(ctx);
        if (!Array.isArray(a.lanes) || a.lanes.length < 2 || a.lanes.length > 5)
          throw new AppError('VALIDATION_ERROR', 'lanes must hold 2 to 5 lanes');
        const lanes = a.lanes.map((l) => input.lane(l.origin, l.destination));
        const w = input.window(a.from, a.to, ctx.loaders.now);
        allowance(ctx, snap);
        const out = await Promise.all(lanes.map((lane) => laneSummary(ctx, lane, w)));
        return { from: iso(w.from), to: iso(w.to), lanes: out };
      },
    ),

    lane_storm_exposure: metered(ANSWERED, async (a: T.QueryLane_Storm_ExposureArgs, ctx: Ctx) => {
      const snap = await access(ctx);
      const lane = input.lane(a.origin, a.destination);
      const month = a.month === null || a.month === undefined ? null : input.intIn(a.month, 'month', 1, 12, 1);
      allowance(ctx, snap);
      const ports = await store.laneRoutePorts(ctx.services.db, lane.origin, lane.destination, ctx.loaders.now);
      const e = stormExposure(lane.origin, lane.destination, ports);
      return { ...e, month: month ? e.monthly[month - 1] : null };
    }),

    /** After the counts of the data fields of the same operation (the meter waits for them). */
    schedules_usage: async (_, __, ctx) => {
      requireOrg(ctx);
      const snap = await ctx.loaders.meter.after((await ctx.loaders.access())!);
      return { used: snap.month.used, ...snap };
    },
  } satisfies QueryResolvers,

  Mutation: {
    record_schedules_call: async (_, a, ctx) => {
      requireOrg(ctx);
      const lane = a.origin || a.destination ? input.lane(a.origin, a.destination) : null;
      const snap = await recordCall(ctx.services, ctx.principal!, a.kind, lane);
      return { used: snap.month.used, ...snap };
    },
  } satisfies MutationResolvers,

  Carrier: {
    __resolveReference: (r: { scac: string }) => ({ scac: r.scac }),
    upcoming_sailings: (c, _, ctx) => ctx.loaders.upcomingSailings.load(c.scac),
    // Entity lookups (dashboards, many carriers) read the last tick's read model, not the request's time.
    reliability: async (c, _, ctx) => {
      const r = await ctx.loaders.carrierReadModel.load(c.scac);
      return { ...figures(r), computed_at: r ? iso(r.computed_at) : null };
    },
    league: async (c, _, ctx) => {
      const r = await ctx.loaders.carrierReadModel.load(c.scac);
      return r ? { ...leagueItem(leagueEntry(r, r.league_rank)), computed_at: iso(r.computed_at) } : null;
    },
  } satisfies CarrierResolvers,

  /** The supergraph's lane (rates owns it): its sailings over the default search window and its carriers' record. */
  Lane: {
    __resolveReference: (l) => ({ origin: l.origin, destination: l.destination }),
    sailings: (l, _, ctx) => laneSummary(ctx, l, input.window(null, null, ctx.loaders.now)),
    reliability: async (l, _, ctx) => laneReliability(ctx, l, await ctx.loaders.laneStats.load(l)),
  } satisfies LaneResolvers,

  Port: {
    __resolveReference: (r: { unlocode: string }) => ({ unlocode: r.unlocode }),
    congestion: async (p, _, ctx) => {
      const c = await ctx.loaders.portReadModel.load(p.unlocode);
      return c ? { ...congestionItem(c), computed_at: iso(c.computed_at) } : null;
    },
  } satisfies PortResolvers,

  // When a figure was computed: the read model's time, else the request's own.
  ReliabilityFigures: { computed_at: computedAt },
  LeagueEntry: { computed_at: computedAt, monthly: leagueMonthly },
  PortCongestion: { computed_at: computedAt },
};

function computedAt(f: { computed_at?: string | null }, _: unknown, ctx: Ctx): string {
  return f.computed_at ?? ctx.loaders.now.toISOString();
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The Query fields that count each call (metered): the gateway never shares one fetch of them. */
export const countedFields = Object.entries(resolvers.Query as Record<string, object>)
  .filter(([, f]) => meteredResolvers.has(f))
  .map(([name]) => name);
