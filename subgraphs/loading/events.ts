// Loading's webhook event catalogue and what each event carries (docs/loading.md).
import type { PlanRow } from './store/index.js';

export const LOADING_EVENTS = ['plan_created', 'plan_updated'] as const;

/** plan_created / plan_updated data: the plan's id, revision and summary (GET the plan for the rest). */
export function planEventData(p: PlanRow): Record<string, unknown> {
  return {
    plan_id: p.id,
    name: p.name,
    revision: p.revision,
    units: p.result.units.map((u) => ({
      code: u.code,
      pieces: u.placements.length,
      volume_utilisation: u.volume_utilisation,
    })),
    pieces_placed: p.pieces_placed,
    pieces_unplaced: p.pieces_unplaced,
    volume_utilisation: p.volume_utilisation,
    updated_at: p.updated_at.toISOString(),
  };
}
