// A stored plan changed: the patch applied to its request, planned again, and stored as the next
// revision with its plan_updated event in one transaction.
import type { Services } from '../../../platform/services.js';
import { raiseEvent } from '../../webhooks/outbox.js';
import * as store from '../store/index.js';
import { patchRequest } from '../decide/plan-request.js';
import { planEventData } from '../events.js';
import type { PlanPatchInput } from '../generated/types.js';
import type { PlanOwner } from '../workers/planner-pool.js';
import { runPlanner } from './run-planner.js';

export async function updatePlan(services: Services, owner: PlanOwner, stored: store.PlanRow, patch: PlanPatchInput) {
  const request = patchRequest(stored.request, patch, services.config.loading.defaultBudgetMs);
  const result = await runPlanner(services, owner, request);
  const now = services.clock.now();
  return services.db.tx(async (tx) => {
    // A concurrent delete wins: the plan is gone, not resurrected.
    if (!(await store.planForUpdate(tx, owner.orgId, stored.id))) return null;
    const row = await store.replacePlan(tx, owner.orgId, stored.id, { name: request.name, request, result }, now);
    await raiseEvent(tx, {
      product: 'loading',
      orgId: owner.orgId,
      type: 'plan_updated',
      data: planEventData(row!),
      occurredAt: now,
    });
    return row;
  });
}
