// The access check of a schedules data field (docs/schedules.md, Counting): the keyless
// transition's last day, the entitlement and counters read once per request, the allowances.
import { AppError } from '../../../platform/errors.js';
import { enforceQuota, type UsageSnapshot } from '../decide/allowance.js';
import { keylessAllowed } from '../settings.js';
import type { SchedulesContext } from '../context.js';

/** The caller's access as checked once per request; null for a keyless call. */
export type Access = UsageSnapshot | null;

/**
 * Data fields with a caller first check access (entitlement 403, counters unreadable 503),
 * once per request, then validate their arguments (400, 404), then the allowances (429)
 * before running, then count (metered). The four formerly open fields (lane_reliability,
 * carrier_league, port_congestion, congestion_leaderboard) carry no @requiresScopes: without a
 * caller they answer through the keyless transition's last day (docs/schedules.md, Keyless
 * transition), then refuse like the rest. With a caller, access checks schedules:read.
 */
export async function checkAccess(ctx: SchedulesContext): Promise<Access> {
  const cfg = ctx.services.config.schedules;
  if (!ctx.principal && !keylessAllowed(cfg, ctx.loaders.now)) {
    const ended = `keyless access to reliability and congestion ended after ${cfg.keylessUntil}`;
    throw new AppError('UNAUTHORIZED', `API key missing: ${ended}; send Authorization: Bearer <API_KEY>`);
  }
  return ctx.loaders.access();
}

/** 429 before running when an allowance is spent. Later pages of a search are not counted, so they need access but no allowance; keyless calls are not checked. */
export function checkAllowance(ctx: SchedulesContext, snap: Access, opts: { laterPage?: boolean } = {}): void {
  if (snap && !opts.laterPage) enforceQuota(snap, ctx.loaders.now);
}
