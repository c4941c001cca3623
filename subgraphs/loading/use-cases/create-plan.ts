// A new plan: the request completed and checked, planned, and stored with its plan_created event
// in one transaction.
import type { Services } from '../../../platform/services.js';
import { raiseEvent } from '../../webhooks/outbox.js';
import * as store from '../store/index.js';
import { completeRequest } from '../decide/plan-request.js';
import { planEventData } from '../events.js';
import type { PlanRequestInput } from '../generated/types.js';
import type { PlanOwner } from '../workers/planner-pool.js';
import { runPlanner } from './run-planner.js';

export async function createPlan(services: Services, owner: PlanOwner, given: PlanRequestInput) {
  const request = completeRequest(given, services.config.loading.defaultBudgetMs);
  const result = await runPlanner(services, owner, request);
  const now = services.clock.now();
  return services.db.tx(async (tx) => {
    const row = await store.insertPlan(tx, owner.orgId, { name: request.name, request, result }, now);
    await raiseEvent(tx, {
      product: 'loading',
      orgId: owner.orgId,
      type: 'plan_created',
      data: planEventData(row),
      occurredAt: now,
    });
    return row;
  });
}
