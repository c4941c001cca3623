// port_congestion, congestion_leaderboard and congestion_report over the latest readings, and
// the Port entity's congestion (from the last tick's read model).
import { AppError } from '../../../platform/errors.js';
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { latestCongestion } from '../store/index.js';
import { KNOWN_CODES, portName } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { CONGESTION_MAX_AGE_HOURS } from '../decide/rules.js';
import { iso } from '../decide/figures.js';
import { congestionItem, leaderboard, levelFilter } from '../decide/congestion.js';
import { checkAccess, checkAllowance } from './check-access.js';

/** A port's current congestion; null when it has no recent reading. */
export async function readPortCongestion(a: T.QueryPort_CongestionArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const p = input.port(KNOWN_CODES, a.port, 'port');
  checkAllowance(ctx, snap);
  const c = await ctx.loaders.congestion.load(p);
  return c ? congestionItem(c, portName) : null;
}

/** Ports by current average wait, longest first; an unrecognised level means no filter. */
export async function readCongestionLeaderboard(a: T.QueryCongestion_LeaderboardArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const limit = input.intIn(a.limit, 'limit', 1, 500, 100);
  const level = levelFilter(a.level);
  checkAllowance(ctx, snap);
  const rows = await latestCongestion(ctx.services.db, null, ctx.loaders.now, CONGESTION_MAX_AGE_HOURS);
  return leaderboard(
    rows.map((c) => congestionItem(c, portName)),
    level,
    limit,
  );
}

/** One port's reading (404 without a recent one) or, without a port, the leaderboard. */
export async function readCongestionReport(a: T.QueryCongestion_ReportArgs, ctx: SchedulesContext) {
  if (!a.port) return { port: null, leaderboard: await readCongestionLeaderboard(a, ctx) };
  const port = await readPortCongestion({ port: a.port }, ctx);
  if (!port) throw new AppError('NOT_FOUND', `no recent congestion reading for ${a.port.trim().toUpperCase()}`);
  return { port, leaderboard: null };
}

export async function portEntityCongestion(unlocode: string, ctx: SchedulesContext) {
  const c = await ctx.loaders.portReadModel.load(unlocode);
  return c ? { ...congestionItem(c, portName), computed_at: iso(c.computed_at) } : null;
}
