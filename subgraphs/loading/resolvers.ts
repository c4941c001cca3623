import type { SubgraphContext } from '../../platform/subgraph.js';
import { requireOrg } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import { listPlans, type PlanRow } from './store.js';
import type { LoadingLoaders } from './loaders.js';

type Ctx = SubgraphContext & { loaders: LoadingLoaders };

export const resolvers = {
  Query: {
    plans: (_: unknown, a: { limit: number }, ctx: Ctx) => {
      if (!Number.isInteger(a.limit) || a.limit < 1 || a.limit > 500)
        throw new AppError('VALIDATION_ERROR', 'limit must be an integer from 1 to 500');
      return listPlans(ctx.services.db, requireOrg(ctx), a.limit);
    },
  },
  Plan: {
    __resolveReference: (r: { id: string }, ctx: Ctx) => ctx.loaders.plan.load(r.id),
    created_at: (p: PlanRow) => p.created_at.toISOString(),
    updated_at: (p: PlanRow) => p.updated_at.toISOString(),
  },
};
