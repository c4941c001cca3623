// The pay-as-you-go spend cap (Mutation.set_payg_spend_cap): adds that would pass it are refused.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { checkSpendCap } from '../decide/quota.js';

export async function setSpendCap(services: Services, orgId: string, usd: number | null): Promise<void> {
  await store.setSpendCap(services.db, orgId, checkSpendCap(usd), services.clock.now());
}
