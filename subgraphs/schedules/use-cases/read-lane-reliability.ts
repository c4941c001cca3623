// lane_reliability and Lane.reliability: on-time share per carrier on a lane over the
// reliability window; null when nothing was observed there. The lane's prediction error beside
// it is read only when asked (lanePrediction), for all the operation's lanes at once.
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { laneStats, type CarrierStatsRow } from '../store/index.js';
import { KNOWN_CODES, carrierName } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { MIN_OBS, ON_TIME_TOLERANCE_HOURS, PREDICTION_HORIZON_DAYS } from '../decide/rules.js';
import { iso } from '../decide/figures.js';
import { laneTable } from '../decide/reliability.js';
import { checkAccess, checkAllowance } from './check-access.js';

type Lane = { origin: string; destination: string };
/** A lane table as answered: its lane and the carriers it was asked for (null: all). */
export type AnsweredLane = Lane & { scacs: string[] | null };

function laneReliability(ctx: SchedulesContext, lane: AnsweredLane, rows: CarrierStatsRow[]) {
  const table = laneTable(rows, carrierName);
  if (!table) return null;
  return {
    ...lane,
    window_from: iso(ctx.loaders.windowFrom),
    window_to: iso(ctx.loaders.now),
    tolerance_hours: ON_TIME_TOLERANCE_HOURS,
    min_obs: MIN_OBS,
    prediction_horizon_days: PREDICTION_HORIZON_DAYS,
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
  return laneReliability(ctx, { ...lane, scacs }, rows);
}

/** The supergraph lane's carriers' record (batched by the laneStats loader). */
export async function laneEntityReliability(lane: Lane, ctx: SchedulesContext) {
  const l = { origin: lane.origin, destination: lane.destination };
  return laneReliability(ctx, { ...l, scacs: null }, await ctx.loaders.laneStats.load(l));
}

/** A lane table's prediction error, of the carriers it was asked for (batched by the lanePredictions loader). */
export function lanePrediction(lane: AnsweredLane, ctx: SchedulesContext) {
  return ctx.loaders.lanePredictions.load({ origin: lane.origin, destination: lane.destination, scacs: lane.scacs });
}
