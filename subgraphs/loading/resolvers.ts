// Plans: the request is completed and checked (plans.ts), planned in a worker thread (pool.ts),
// and stored with its event in one transaction (store.ts, the one webhook engine's outbox).
import { requireOrg } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import { CursorCodec } from '../../platform/cursor.js';
import { raiseEvent } from '../webhooks/outbox.js';
import * as store from './store.js';
import type { LoadingContext } from './context.js';
import type { MutationResolvers, QueryResolvers } from './generated/resolvers.js';
import { completeRequest, patchRequest, plannerInput } from './plans.js';
import { plannerPool } from './pool.js';
import { CATALOGUE } from './equipment/catalogue.js';
import { planEventData } from './events.js';
import type { PlannedUnit } from './planner/types.js';

type Ctx = LoadingContext;

const planCursor = new CursorCodec('loading.plans', { at: 'text', id: 'text' });
const DIMENSIONS = ['length', 'width', 'height'] as const;

const limitOf = (limit: number, max: number) => {
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw new AppError('VALIDATION_ERROR', `limit must be an integer from 1 to ${max}`);
  return limit;
};

async function planned(ctx: Ctx, request: ReturnType<typeof completeRequest>) {
  return plannerPool(ctx.services).plan(plannerInput(request), { orgId: requireOrg(ctx), plan: ctx.principal!.plan });
}

export const resolvers = {
  Query: {
    plans: (_, a, ctx) => store.listPlans(ctx.services.db, requireOrg(ctx), limitOf(a.limit, 500), null),
    plan_page: async (_, a, ctx) => {
      const limit = limitOf(a.limit, 100);
      const after = a.cursor ? planCursor.open(ctx.services.config.cursorSecret, a.cursor) : null;
      const rows = await store.listPlans(ctx.services.db, requireOrg(ctx), limit + 1, after);
      const items = rows.slice(0, limit);
      const last = items[items.length - 1];
      return {
        items,
        next_cursor:
          rows.length > limit && last
            ? planCursor.seal(ctx.services.config.cursorSecret, { at: last.created_at.toISOString(), id: last.id })
            : null,
      };
    },
    plan: (_, a, ctx) => {
      requireOrg(ctx);
      return ctx.loaders.plan.load(a.id);
    },
    equipment_catalogue: () =>
      CATALOGUE.map((e) => ({
        code: e.code,
        name: e.name,
        kind: e.kind,
        length: e.l,
        width: e.w,
        height: e.h,
        door_width: e.door_w,
        door_height: e.door_h,
        max_payload: e.max_payload,
      })),
  } satisfies QueryResolvers,
  Mutation: {
    create_plan: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const request = completeRequest(a.input, ctx.services.config.loading.defaultBudgetMs);
      const result = await planned(ctx, request);
      const now = ctx.services.clock.now();
      return ctx.services.db.tx(async (tx) => {
        const row = await store.insertPlan(tx, orgId, { name: request.name, request, result }, now);
        await raiseEvent(tx, {
          product: 'loading',
          orgId,
          type: 'plan_created',
          data: planEventData(row),
          occurredAt: now,
        });
        return row;
      });
    },
    update_plan: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const stored = await ctx.loaders.plan.load(a.id);
      if (!stored) return null;
      const request = patchRequest(stored.request, a.input, ctx.services.config.loading.defaultBudgetMs);
      const result = await planned(ctx, request);
      const now = ctx.services.clock.now();
      return ctx.services.db.tx(async (tx) => {
        // A concurrent delete wins: the plan is gone, not resurrected.
        if (!(await store.planForUpdate(tx, orgId, a.id))) return null;
        const row = await store.replacePlan(tx, orgId, a.id, { name: request.name, request, result }, now);
        await raiseEvent(tx, {
          product: 'loading',
          orgId,
          type: 'plan_updated',
          data: planEventData(row!),
          occurredAt: now,
        });
        return row;
      });
    },
    delete_plan: async (_, a, ctx) => (await store.deletePlan(ctx.services.db, requireOrg(ctx), a.id)) !== null,
  } satisfies MutationResolvers,
  Plan: {
    __resolveReference: (r: { id: string }, ctx: Ctx) => ctx.loaders.plan.load(r.id),
    created_at: (p: store.PlanRow) => p.created_at.toISOString(),
    updated_at: (p: store.PlanRow) => p.updated_at.toISOString(),
    cargo: (p: store.PlanRow) => p.request.cargo,
    equipment: (p: store.PlanRow) => p.request.equipment,
    container_size: (p: store.PlanRow) => {
      const first = p.request.equipment[0]!;
      return first.code ?? first.custom!.name;
    },
    options: (p: store.PlanRow) => p.request.options,
    summary: (p: store.PlanRow) => ({
      units: p.units,
      pieces_placed: p.pieces_placed,
      pieces_unplaced: p.pieces_unplaced,
      volume_utilisation: p.volume_utilisation,
    }),
    units: (p: store.PlanRow) => p.result.units.map((u) => unitOf(p.request, u)),
    unplaced: (p: store.PlanRow) => p.result.unplaced,
    elapsed_ms: (p: store.PlanRow) => p.result.elapsed_ms,
  },
};

/** A planned unit as the API names it (the planner's short axis names spelled out). */
export function unitOf(request: store.PlanRow['request'], u: PlannedUnit) {
  const input = plannerInput(request).equipment.find((e) => e.code === u.code)!;
  return {
    number: u.index + 1,
    code: u.code,
    length: input.l,
    width: input.w,
    height: input.h,
    max_payload: input.max_payload,
    pieces: u.placements.length,
    volume_utilisation: u.volume_utilisation,
    weight_utilisation: u.weight_utilisation,
    weight: u.weight,
    centre_of_gravity: u.centre_of_gravity,
    cog_offset: u.cog_offset,
    warnings: u.warnings,
    placements: u.placements.map((pl) => ({
      item_id: pl.item_id,
      step: pl.step,
      x: pl.x,
      y: pl.y,
      z: pl.z,
      length: pl.l,
      width: pl.w,
      height: pl.h,
      vertical: DIMENSIONS[pl.vertical],
      turned: pl.turned,
    })),
  };
}
