// The organisation's usage this month against its plan (Query.ocean_usage).
import type { Services } from '../../../platform/services.js';
import type { Principal } from '../../../platform/context.js';
import * as store from '../store/index.js';
import { usageAnswer, usagePeriod } from '../decide/quota.js';

export async function usageSummary(services: Services, principal: Principal) {
  const period = usagePeriod(services.clock.now());
  return usageAnswer(await store.usage(services.db, principal.orgId, principal.plan, period, null));
}
