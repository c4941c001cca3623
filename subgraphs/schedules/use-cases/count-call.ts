// Call counting (docs/schedules.md, Counting): the organisation's monthly and the key's daily
// counters. Every keyed data answer, MCP tool call and webhook route counts here; refusals are
// not counted. A failure to count means access cannot be checked: 503.
import type { Principal } from '../../../platform/context.js';
import type { Services } from '../../../platform/services.js';
import { requireScopes } from '../../../platform/access.js';
import { allowance } from '../workers/allowance.js';
import { requireOrg } from '../../../platform/subgraph.js';
import type { MutationRecord_Schedules_CallArgs } from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { KNOWN_CODES } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { callKind, periods, quotaExceeded, snapshot, unavailable, type UsageSnapshot } from '../decide/allowance.js';

/**
 * Counts one call for the principal's organisation (month) and key (day) in the process's
 * allowance store (workers/allowance.ts); refused (and nothing counted) when either allowance is
 * spent. A counted search also marks the lane as watched by the organisation (the audience of its
 * events).
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
  let counted;
  try {
    counted = await allowance(services).count(principal, p, lane, now);
  } catch (e) {
    services.log.warn({ err: (e as Error).message }, 'schedules call counting failed');
    throw unavailable();
  }
  if (typeof counted === 'string') throw quotaExceeded(counted, now, p);
  return snapshot(principal.plan, counted, p, true);
}

/** record_schedules_call: a call made elsewhere (an MCP tool, a webhook route) counted by its label. */
export async function recordSchedulesCall(a: MutationRecord_Schedules_CallArgs, ctx: SchedulesContext) {
  requireOrg(ctx);
  const lane = a.origin || a.destination ? input.lane(KNOWN_CODES, a.origin, a.destination) : null;
  const snap = await recordCall(ctx.services, ctx.principal!, a.kind, lane);
  return { used: snap.month.used, ...snap };
}
