// compare_lanes (2 to 5 lanes over one departure window) and the supergraph Lane's sailings
// (over the default search window): each lane's sailings, on-time share and destination congestion.
import { AppError } from '../../../platform/errors.js';
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import type { CarrierStatsRow, CongestionRow, LaneRouteRow } from '../store/index.js';
import { KNOWN_CODES, portName } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { iso } from '../decide/figures.js';
import { laneSummary } from '../decide/lane-summary.js';
import { checkAccess, checkAllowance } from './check-access.js';

type Lane = { origin: string; destination: string };

/** A lane's summary from its batched reads (routes in the window, carrier figures, congestion). */
async function summariseLane(ctx: SchedulesContext, lane: Lane, w: { from: Date; to: Date }) {
  const [routes, stats, congestion]: [LaneRouteRow[], CarrierStatsRow[], CongestionRow | null] = await Promise.all([
    ctx.loaders.laneRoutes.load({ ...lane, ...w }),
    ctx.loaders.laneStats.load(lane),
    ctx.loaders.congestion.load(lane.destination),
  ]);
  return laneSummary(lane, routes, stats, congestion, portName);
}

export async function compareLanes(a: T.QueryCompare_LanesArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  if (!Array.isArray(a.lanes) || a.lanes.length < 2 || a.lanes.length > 5)
    throw new AppError('VALIDATION_ERROR', 'lanes must hold 2 to 5 lanes');
  const lanes = a.lanes.map((l) => input.lane(KNOWN_CODES, l.origin, l.destination));
  const w = input.window(a.from, a.to, ctx.loaders.now);
  checkAllowance(ctx, snap);
  const out = await Promise.all(lanes.map((lane) => summariseLane(ctx, lane, w)));
  return { from: iso(w.from), to: iso(w.to), lanes: out };
}

export function laneEntitySailings(lane: Lane, ctx: SchedulesContext) {
  return summariseLane(ctx, lane, input.window(null, null, ctx.loaders.now));
}
