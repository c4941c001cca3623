import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import { plansByIds, type PlanRow } from './store/index.js';

export function createLoaders(services: Services, principal: Principal | null) {
  return {
    plan: new DataLoader<string, PlanRow | null>(async (ids) => {
      if (!principal) return ids.map(() => null);
      const rows = await plansByIds(services.db, principal.orgId, ids);
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}
export type LoadingLoaders = ReturnType<typeof createLoaders>;
