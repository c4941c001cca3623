// Plans: arguments in, a use case out (use-cases/: completed and checked in decide/plan-request.ts,
// planned in a worker thread, stored with its event in one transaction); reads through the loader.
import type { PlanOwner } from './workers/planner-pool.js';
import { requireOrg } from '../../platform/subgraph.js';
import type { LoadingContext } from './context.js';
import type { MutationResolvers, QueryResolvers } from './generated/resolvers.js';
import { equipmentCatalogue } from './decide/planned-unit.js';
import { planFields } from './decide/plan-fields.js';
import { pageLimit, planCursor } from './decide/plan-page.js';
import { listPlans, planPage } from './use-cases/list-plans.js';
import { createPlan } from './use-cases/create-plan.js';
import { updatePlan } from './use-cases/update-plan.js';
import { deletePlan } from './use-cases/delete-plan.js';

type Ctx = LoadingContext;

/** The caller as the planner pool shares its threads: organisation and plan tier. */
const ownerOf = (ctx: Ctx): PlanOwner => ({ orgId: requireOrg(ctx), plan: ctx.principal!.plan });

export const resolvers = {
  Query: {
    plans: (_, a, ctx) => listPlans(ctx.services, requireOrg(ctx), a.limit),
    plan_page: async (_, a, ctx) => {
      const limit = pageLimit(a.limit, 100);
      const after = a.cursor ? planCursor.open(ctx.services.config.cursorSecret, a.cursor) : null;
      return planPage(ctx.services, requireOrg(ctx), limit, after);
    },
    plan: (_, a, ctx) => {
      requireOrg(ctx);
      return ctx.loaders.plan.load(a.id);
    },
    equipment_catalogue: () => equipmentCatalogue(),
  } satisfies QueryResolvers,
  Mutation: {
    create_plan: (_, a, ctx) => createPlan(ctx.services, ownerOf(ctx), a.input),
    update_plan: async (_, a, ctx) => {
      const owner = ownerOf(ctx);
      const stored = await ctx.loaders.plan.load(a.id);
      return stored ? updatePlan(ctx.services, owner, stored, a.input) : null;
    },
    delete_plan: (_, a, ctx) => deletePlan(ctx.services, requireOrg(ctx), a.id),
  } satisfies MutationResolvers,
  Plan: {
    __resolveReference: (r: { id: string }, ctx: Ctx) => ctx.loaders.plan.load(r.id),
    // The fields of its own, from the stored row (shared with the event data and export rows).
    ...planFields,
  },
};
