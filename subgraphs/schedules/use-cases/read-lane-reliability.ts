// lane_reliability and Lane.reliability: on-time share per carrier on a lane over the
// reliability window; null when nothing was observed there.
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { laneStats, type CarrierStatsRow } from '../store/index.js';
import { KNOWN_CODES, carrierName } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { MIN_OBS, ON_TIME_TOLERANCE_HOURS } from '../decide/rules.js';
import { iso } from '../decide/figures.js';
import { laneTable } from '../decide/reliability.js';
import { checkAccess, checkAllowance } from './check-access.js';

type Lane = { origin: string; destination: string };

function laneReliability(ctx: SchedulesContext, lane: Lane, rows: CarrierStatsRow[]) {
  const table = laneTable(rows, carrierName);
  if (!table) return null;
  return {
    ...lane,
    window_from: iso(ctx.loaders.windowFrom),
    window_to: iso(ctx.loaders.now),
    tolerance_hours: ON_TIME_TOLERANCE_HOURS,
    min_obs: MIN_OBS,
    ...table,
  };
}

export async function readLaneReliability(a: T.QueryLane_ReliabilityArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const lane = input.lane(KNOWN_CODES, a.origin, a.destination);
  const scacs = input.scacs(KNOWN_CODES, a.scacs);
  checkAllowance(ctx, snap);
  const rows = await laneStats(
    ctx.services.db,
    lane.origin,
    lane.destination,
    scacs,
    ctx.loaders.windowFrom,
    ctx.loaders.now,
    ON_TIME_TOLERANCE_HOURS * 60,
  );
  return laneReliability(ctx, lane, rows);
}

/** The supergraph lane's carriers' record (batched by the laneStats loader). */
export async function laneEntityReliability(lane: Lane, ctx: SchedulesContext) {
  return laneReliability(ctx, lane, await ctx.loaders.laneStats.load(lane));
}
