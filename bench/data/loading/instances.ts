// The loading benches' instances (bench/data/loading/README.md) and the plan request each makes:
// one unit of the instance's container, full support, the instance's upright rules, seed 1.
import type { PlanInput } from '../../../subgraphs/loading/decide/planner/types.js';

export interface BrInstance {
  id: number;
  container: { l: number; w: number; h: number };
  boxes: { l: number; w: number; h: number; upright: [boolean, boolean, boolean]; n: number }[];
}

export function brInput(inst: BrInstance, budgetMs: number, maxUnits = 1): PlanInput {
  const c = inst.container;
  return {
    items: inst.boxes.map((b, i) => ({
      id: `box${i + 1}`,
      l: b.l,
      w: b.w,
      h: b.h,
      weight: 0,
      quantity: b.n,
      upright: b.upright,
      stackable: true,
      max_load: null,
      fragile: false,
      stop: 1,
      must_ship: true,
    })),
    equipment: [
      { code: 'BR', l: c.l, w: c.w, h: c.h, door_w: c.w, door_h: c.h, max_payload: 1e12, max_units: maxUnits },
    ],
    options: { time_budget_ms: budgetMs, seed: 1, min_support: 1 },
  };
}
