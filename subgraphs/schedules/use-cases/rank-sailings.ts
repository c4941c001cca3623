// best_sailings: the lane's routes in the window read, the ones the cargo can still make
// scored on transit, reliability and cut-off slack (decide/sailing-score.ts), best first.
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { laneStats, type CarrierStatsRow } from '../store/index.js';
import * as input from '../decide/arguments.js';
import { ON_TIME_TOLERANCE_HOURS } from '../decide/rules.js';
import { bestSailingsAnswer, feasibleSailings, reliabilityBasis, sailingWeights } from '../decide/sailing-score.js';
import { checkAccess } from './check-access.js';
import { routesInWindow } from './search-schedules.js';

/** Each carrier's on-time share on the lane and over all its sailings, over the reliability window. */
async function readReliabilityBasis(
  ctx: SchedulesContext,
  lane: { origin: string; destination: string },
  carriers: string[],
) {
  const onLane = carriers.length
    ? await laneStats(
        ctx.services.db,
        lane.origin,
        lane.destination,
        carriers,
        ctx.loaders.windowFrom,
        ctx.loaders.now,
        ON_TIME_TOLERANCE_HOURS * 60,
      )
    : [];
  const overall = (await ctx.loaders.carrierStats.loadMany(carriers)) as (CarrierStatsRow | null)[];
  return reliabilityBasis(carriers, onLane, overall);
}

export async function rankSailings(a: T.QueryBest_SailingsArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const limit = input.intIn(a.limit, 'limit', 1, 20, 5);
  const readyAt = a.ready_at ? input.instant(a.ready_at, 'ready_at') : ctx.loaders.now;
  const weights = sailingWeights(a.weights);
  const { lane, routes } = await routesInWindow(ctx, snap, a);
  const feasible = feasibleSailings(routes, readyAt);
  const basis = await readReliabilityBasis(ctx, lane, [...new Set(feasible.map((x) => x.r.carrier_code))]);
  return bestSailingsAnswer({ lane, readyAt, weights, limit }, feasible, basis);
}
