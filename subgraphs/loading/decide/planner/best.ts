// Of two plans of the same input (two shares of a split search), the better: the less must-ship
// cargo left behind, then the fewer units, then the more volume loaded.
import type { PlanInput, PlanResult } from './types.js';

/** True when `a` is better than `b`; a tie keeps `b` (the earlier share). */
export function betterPlan(input: PlanInput, a: PlanResult, b: PlanResult): boolean {
  const size = new Map(input.items.map((i) => [i.id, { volume: i.l * i.w * i.h, must: i.must_ship }]));
  const mustLeft = (r: PlanResult) =>
    r.unplaced.reduce((v, u) => v + (size.get(u.item_id)!.must ? u.quantity * size.get(u.item_id)!.volume : 0), 0);
  const loaded = (r: PlanResult) =>
    r.units.reduce((v, u) => v + u.placements.reduce((w, p) => w + p.l * p.w * p.h, 0), 0);
  return (mustLeft(a) - mustLeft(b) || a.units.length - b.units.length || loaded(b) - loaded(a)) < 0;
}
