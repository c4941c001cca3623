// transit_time: the scheduled transit days of a lane's sailings over the next weeks, per
// carrier beside its observed voyages over the reliability window.
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { observedTransits } from '../store/index.js';
import { carrierName } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { DAY_MS } from '../decide/figures.js';
import { transitTimes } from '../decide/transit-times.js';
import { checkAccess } from './check-access.js';
import { routesInWindow } from './search-schedules.js';

export async function summariseTransitTimes(a: T.QueryTransit_TimeArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const weeks = input.intIn(a.weeks, 'weeks', 1, 13, 8);
  const now = ctx.loaders.now;
  const to = new Date(now.getTime() + weeks * 7 * DAY_MS - DAY_MS).toISOString().slice(0, 10);
  const { lane, scacs, w, routes } = await routesInWindow(ctx, snap, {
    ...a,
    from: now.toISOString().slice(0, 10),
    to,
  });
  const rows = await observedTransits(
    ctx.services.db,
    lane.origin,
    lane.destination,
    ctx.loaders.windowFrom,
    now,
    scacs,
  );
  return transitTimes(lane, w, routes, new Map(rows.map((o) => [o.carrier_scac, o])), carrierName);
}
