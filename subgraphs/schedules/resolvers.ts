// The schedules fields: arguments in, a use case (use-cases/) or a loader out. Every data field
// counts its own call (metered); the figures and rankings are decided in decide/.
import type { GraphQLResolveInfo } from 'graphql';
import { requireOrg } from '../../platform/subgraph.js';
import type { SchedulesContext } from './context.js';
import type {
  CarrierResolvers,
  LaneResolvers,
  MutationResolvers,
  PortResolvers,
  QueryResolvers,
} from './generated/resolvers.js';
import { callKind } from './decide/allowance.js';
import { recordCall, recordSchedulesCall } from './use-cases/count-call.js';
import { searchSchedules } from './use-cases/search-schedules.js';
import { rankSailings } from './use-cases/rank-sailings.js';
import {
  lanePrediction,
  laneEntityReliability,
  readLaneReliability,
  type AnsweredLane,
} from './use-cases/read-lane-reliability.js';
import {
  carrierEntityFigures,
  carrierEntityLeague,
  readCarrierLeague,
  readCarrierReliability,
} from './use-cases/read-carrier-reliability.js';
import {
  portEntityCongestion,
  readCongestionLeaderboard,
  readCongestionReport,
  readPortCongestion,
} from './use-cases/read-congestion.js';
import { summariseTransitTimes } from './use-cases/summarise-transit-times.js';
import { compareLanes, laneEntitySailings } from './use-cases/compare-lanes.js';
import { assessStormExposure } from './use-cases/assess-storm-exposure.js';

type Ctx = SchedulesContext;
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

export const resolvers = {
  Query: {
    schedule_search: metered(SEARCH_COUNTS, searchSchedules),
    best_sailings: metered(LANE_COUNTS, rankSailings),
    lane_reliability: metered(ANSWERED, readLaneReliability),
    carrier_league: metered({ carries: (x) => x.carriers.length > 0 }, readCarrierLeague),
    carrier_reliability: metered(
      { carries: (x) => x.overall.observations > 0 || x.upcoming_sailings > 0 },
      readCarrierReliability,
    ),
    port_congestion: metered(ANSWERED, readPortCongestion),
    congestion_leaderboard: metered({ carries: (x) => x.items.length > 0 }, readCongestionLeaderboard),
    congestion_report: metered({ carries: (x) => !!x.port || !!x.leaderboard?.items.length }, readCongestionReport),
    transit_time: metered({ carries: (x) => x.sailings > 0 || x.carriers.length > 0 }, summariseTransitTimes),
    compare_lanes: metered({ carries: (x) => x.lanes.some((l) => l.sailings > 0 || l.observations > 0) }, compareLanes),
    lane_storm_exposure: metered(ANSWERED, assessStormExposure),

    /** After the counts of the data fields of the same operation (the meter waits for them). */
    schedules_usage: async (_, __, ctx) => {
      requireOrg(ctx);
      const snap = await ctx.loaders.meter.after((await ctx.loaders.access())!);
      return { used: snap.month.used, ...snap };
    },
  } satisfies QueryResolvers,

  Mutation: {
    record_schedules_call: (_, a, ctx) => recordSchedulesCall(a, ctx),
  } satisfies MutationResolvers,

  Carrier: {
    __resolveReference: (r: { scac: string }) => ({ scac: r.scac }),
    upcoming_sailings: (c, _, ctx) => ctx.loaders.upcomingSailings.load(c.scac),
    // Entity lookups (dashboards, many carriers) read the last tick's read model, not the request's time.
    reliability: (c, _, ctx) => carrierEntityFigures(c.scac, ctx),
    league: (c, _, ctx) => carrierEntityLeague(c.scac, ctx),
  } satisfies CarrierResolvers,

  /** The supergraph's lane (rates owns it): its sailings over the default search window and its carriers' record. */
  Lane: {
    __resolveReference: (l) => ({ origin: l.origin, destination: l.destination }),
    sailings: (l, _, ctx) => laneEntitySailings(l, ctx),
    reliability: (l, _, ctx) => laneEntityReliability(l, ctx),
  } satisfies LaneResolvers,

  Port: {
    __resolveReference: (r: { unlocode: string }) => ({ unlocode: r.unlocode }),
    congestion: (p, _, ctx) => portEntityCongestion(p.unlocode, ctx),
  } satisfies PortResolvers,

  // When a figure was computed: the read model's time, else the request's own.
  ReliabilityFigures: { computed_at: computedAt },
  LeagueEntry: {
    computed_at: computedAt,
    monthly: (e: { carrier_code: string }, _: unknown, ctx: Ctx) => ctx.loaders.monthly.load(e.carrier_code),
  },
  PortCongestion: { computed_at: computedAt },
  // The lane's prediction error, read only when asked, for every lane of the operation at once.
  LaneReliability: {
    prediction_sample_size: predictionFigure('prediction_sample_size'),
    prediction_mae_hours: predictionFigure('prediction_mae_hours'),
    carrier_eta_mae_hours: predictionFigure('carrier_eta_mae_hours'),
  },
};

function predictionFigure(figure: 'prediction_sample_size' | 'prediction_mae_hours' | 'carrier_eta_mae_hours') {
  return async (lane: AnsweredLane, _: unknown, ctx: Ctx) => (await lanePrediction(lane, ctx))[figure];
}

function computedAt(f: { computed_at?: string | null }, _: unknown, ctx: Ctx): string {
  return f.computed_at ?? ctx.loaders.now.toISOString();
}

/** The Query fields that count each call (metered): the gateway never shares one fetch of them. */
export const countedFields = Object.entries(resolvers.Query as Record<string, object>)
  .filter(([, f]) => meteredResolvers.has(f))
  .map(([name]) => name);
