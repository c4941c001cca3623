// Loading's webhook event catalogue and what each event carries (docs/loading.md). A plan event's
// data is the PlanEvent selection on Plan (rest-adapter/operations/loading.graphql, generated/),
// answered by the Plan fields (decide/plan-fields.ts) as the plan's GraphQL answer is.
import { buildSubgraphSchema } from '@apollo/subgraph';
import { loadTypeDefs } from '../../platform/subgraph.js';
import { flatRow } from '../../platform/export-row.js';
import type { PlanRow } from './store/index.js';
import { planFields } from './decide/plan-fields.js';
import { PlanEventSelection } from './generated/event-payloads.js';

export const LOADING_EVENTS = ['plan_created', 'plan_updated'] as const;

/**
 * The selection run on loading's types with their fields alone: the system raises an event (no
 * caller reads it, so no scope check applies, and no resolver needs a request's context).
 */
let planEvent: ((p: PlanRow) => Record<string, unknown>) | null = null;

/** plan_created / plan_updated data: the plan's id, revision and summary (GET the plan for the rest). */
export function planEventData(p: PlanRow): Record<string, unknown> {
  if (!planEvent) {
    const typeDefs = loadTypeDefs(new URL('./schema.graphql', import.meta.url));
    const row = flatRow(
      buildSubgraphSchema([{ typeDefs, resolvers: { Plan: planFields } }]),
      'Plan',
      PlanEventSelection,
      'each',
    );
    planEvent = (plan) => row(plan, null);
  }
  return planEvent(p);
}
