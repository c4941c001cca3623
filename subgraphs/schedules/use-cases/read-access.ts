// A caller's schedules access (docs/schedules.md, Counting): the entitlement, then the counters,
// read once per request (the access loader); a failure to read them is 503.
import type { Principal } from '../../../platform/context.js';
import type { Services } from '../../../platform/services.js';
import { requireScopes } from '../../../platform/access.js';
import type { UsageRow } from '../store/index.js';
import { allowance } from '../workers/allowance.js';
import { periods, snapshot, unavailable, type UsageSnapshot } from '../decide/allowance.js';

/** Entitlement, then the counters (read only). */
export async function readAccess(services: Services, principal: Principal): Promise<UsageSnapshot> {
  const now = services.clock.now();
  requireScopes(principal, ['schedules:read'], now);
  const p = periods(now);
  let row: UsageRow;
  try {
    row = await allowance(services).read(principal, p);
  } catch (e) {
    services.log.warn({ err: (e as Error).message }, 'schedules access check failed');
    throw unavailable();
  }
  return snapshot(principal.plan, row, p, false);
}
