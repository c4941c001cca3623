// carrier_league and carrier_reliability (over the request's reliability window), and the
// Carrier entity's figures and league entry (from the last tick's read model).
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { laneStats } from '../store/index.js';
import { KNOWN_CODES, carrierName } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { MIN_OBS, ON_TIME_TOLERANCE_HOURS } from '../decide/rules.js';
import { iso } from '../decide/figures.js';
import { figures, leagueEntry, leagueItem } from '../decide/reliability.js';
import { checkAccess, checkAllowance } from './check-access.js';

export async function readCarrierLeague(a: T.QueryCarrier_LeagueArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const limit = input.intIn(a.limit, 'limit', 1, 100, 100);
  checkAllowance(ctx, snap);
  const league = await ctx.loaders.league();
  return {
    min_obs: league.min_obs,
    total: league.total,
    ranked_total: league.ranked_total,
    carriers: league.entries.slice(0, limit).map(leagueItem),
  };
}

/** A carrier's figures on one lane; null when no lane was asked. */
async function laneFigures(ctx: SchedulesContext, scac: string, lane: { origin: string; destination: string } | null) {
  if (!lane) return null;
  const rows = await laneStats(
    ctx.services.db,
    lane.origin,
    lane.destination,
    [scac],
    ctx.loaders.windowFrom,
    ctx.loaders.now,
    ON_TIME_TOLERANCE_HOURS * 60,
  );
  return figures(rows[0] ?? null);
}

export async function readCarrierReliability(a: T.QueryCarrier_ReliabilityArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const scac = input.carrier(KNOWN_CODES, a.scac);
  const lane = a.origin || a.destination ? input.lane(KNOWN_CODES, a.origin, a.destination) : null;
  checkAllowance(ctx, snap);
  const [stats, league, upcoming] = await Promise.all([
    ctx.loaders.carrierStats.load(scac),
    ctx.loaders.league(),
    ctx.loaders.upcomingSailings.load(scac),
  ]);
  const onLane = await laneFigures(ctx, scac, lane);
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
    lane: onLane,
    upcoming_sailings: upcoming,
  };
}

/** Entity lookups (dashboards, many carriers) read the last tick's read model, not the request's time. */
export async function carrierEntityFigures(scac: string, ctx: SchedulesContext) {
  const r = await ctx.loaders.carrierReadModel.load(scac);
  return { ...figures(r), computed_at: r ? iso(r.computed_at) : null };
}

export async function carrierEntityLeague(scac: string, ctx: SchedulesContext) {
  const r = await ctx.loaders.carrierReadModel.load(scac);
  return r ? { ...leagueItem(leagueEntry(r, carrierName, r.league_rank)), computed_at: iso(r.computed_at) } : null;
}
