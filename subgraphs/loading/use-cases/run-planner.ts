// A completed request planned off the request thread, on the process's planner pool, within its
// owner's tier.
import type { Services } from '../../../platform/services.js';
import { plannerInput, type PlanRequest } from '../decide/plan-request.js';
import { plannerPool, type PlanOwner } from '../workers/planner-pool.js';

export const runPlanner = (services: Services, owner: PlanOwner, request: PlanRequest) =>
  plannerPool(services).plan(plannerInput(request), owner);
