import type { SubgraphContext } from '../../platform/subgraph.js';
import { requireOrg } from '../../platform/subgraph.js';
import { listPlans, type PlanRow } from './store.js';
import type { LoadingLoaders } from './loaders.js';

type Ctx = SubgraphContext & { loaders: LoadingLoaders };

export const resolvers = {
  Query: {
    plans: (_: unknown, a: { limit: number }, ctx: Ctx) => listPlans(ctx.services.db, requireOrg(ctx), Math.min(Math.max(a.limit, 1), 500)),
  },
  Plan: {
    __resolveReference: (r: { id: string }, ctx: Ctx) => ctx.loaders.plan.load(r.id),
    created_at: (p: PlanRow) => p.created_at.toISOString(),
    updated_at: (p: PlanRow) => p.updated_at.toISOString(),
  },
};
