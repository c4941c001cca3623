// Plans: arguments in, a use case out (use-cases/: completed and checked in decide/plan-request.ts,
// planned in a worker thread, stored with its event in one transaction); reads through the loader.
import type { PlanOwner } from './workers/planner-pool.js';
import { requireOrg } from '../../platform/subgraph.js';
import type { PlanRow } from './store/index.js';
import type { LoadingContext } from './context.js';
import type { MutationResolvers, QueryResolvers } from './generated/resolvers.js';
import { equipmentCatalogue, unitOf } from './decide/planned-unit.js';
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
    created_at: (p: PlanRow) => p.created_at.toISOString(),
    updated_at: (p: PlanRow) => p.updated_at.toISOString(),
    cargo: (p: PlanRow) => p.request.cargo,
    equipment: (p: PlanRow) => p.request.equipment,
    container_size: (p: PlanRow) => {
      const first = p.request.equipment[0]!;
      return first.code ?? first.custom!.name;
    },
    options: (p: PlanRow) => p.request.options,
    summary: (p: PlanRow) => ({
      units: p.units,
      pieces_placed: p.pieces_placed,
      pieces_unplaced: p.pieces_unplaced,
      volume_utilisation: p.volume_utilisation,
    }),
    units: (p: PlanRow) => p.result.units.map((u) => unitOf(p.request, u)),
    unplaced: (p: PlanRow) => p.result.unplaced,
    elapsed_ms: (p: PlanRow) => p.result.elapsed_ms,
  },
};
