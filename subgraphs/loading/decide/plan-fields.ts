// A plan's fields as the API answers them, from its stored row: the Plan type's field resolvers
// (resolvers.ts) and what the selections on Plan read, an export row (exports.ts) or an event's
// data (events.ts), so each field is mapped once.
import type { PlanRow } from '../store/index.js';
import { unitOf } from './planned-unit.js';

export const planFields = {
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
};
