// Call counting (docs/schedules.md, Counting): the organisation's monthly and the key's daily
// counters. Every keyed data answer, MCP tool call and webhook route counts here; refusals are
// not counted. A failure to write the counters means access cannot be checked: 503.
import type { Principal } from '../../../platform/context.js';
import type { Services } from '../../../platform/services.js';
import { AppError } from '../../../platform/errors.js';
import { requireScopes } from '../../../platform/access.js';
import { incrementCounter, touchLaneInterest } from '../store/index.js';
import { requireOrg } from '../../../platform/subgraph.js';
import type { MutationRecord_Schedules_CallArgs } from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { KNOWN_CODES } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { callKind, periods, quotaExceeded, snapshot, unavailable, type UsageSnapshot } from '../decide/allowance.js';

/**
 * Counts one call for the principal's organisation (month) and key (day) in one transaction;
 * refused (and nothing counted) when either allowance is spent. A counted search also marks
 * the lane as watched by the organisation (the audience of its events).
 */
export async function recordCall(
  services: Services,
  principal: Principal,
  kind: string,
  lane: { origin: string; destination: string } | null,
): Promise<UsageSnapshot> {
  const now = services.clock.now();
  requireScopes(principal, ['schedules:read'], now);
  callKind(kind);
  const p = periods(now);
  try {
    return await services.db.tx(async (tx) => {
      const month = await incrementCounter(tx, principal.orgId, 'month', p.month, principal.plan);
      if (!month) throw quotaExceeded('month', now, p);
      let day: { used: number; cap: number | null } = { used: 0, cap: null };
      if (principal.keyId) {
        const d = await incrementCounter(tx, principal.keyId, 'day', p.day, principal.plan);
        if (!d) throw quotaExceeded('day', now, p);
        day = d;
      }
      if (lane) await touchLaneInterest(tx, principal.orgId, lane.origin, lane.destination, now);
      return snapshot(
        principal.plan,
        { monthly_calls: month.cap, daily_key_calls: day.cap, month_used: month.used, day_used: day.used },
        p,
        true,
      );
    });
  } catch (e) {
    if (e instanceof AppError) throw e;
    services.log.warn({ err: (e as Error).message }, 'schedules call counting failed');
    throw unavailable();
  }
}

/** record_schedules_call: a call made elsewhere (an MCP tool, a webhook route) counted by its label. */
export async function recordSchedulesCall(a: MutationRecord_Schedules_CallArgs, ctx: SchedulesContext) {
  requireOrg(ctx);
  const lane = a.origin || a.destination ? input.lane(KNOWN_CODES, a.origin, a.destination) : null;
  const snap = await recordCall(ctx.services, ctx.principal!, a.kind, lane);
  return { used: snap.month.used, ...snap };
}
