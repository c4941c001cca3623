// The planner's working shapes: item types with their allowed placed orientations, pieces as
// placed, and the seeded random numbers the search draws from.
import type { CargoItem, Placement, UnitType } from './types.js';

export interface Orientation {
  l: number;
  w: number;
  h: number;
  vertical: 0 | 1 | 2;
  turned: boolean;
}

/** A cargo line as the planner works with it. */
export interface ItemType {
  index: number;
  item: CargoItem;
  volume: number;
  /** Nothing may rest on it (fragile or not stackable). */
  bearsNothing: boolean;
  orientations: Orientation[];
}

/** A placed piece: where and how it stands, as the plan reports it, before it has a loading step. */
export interface Piece extends Omit<Placement, 'item_id' | 'step'> {
  /** Its item type (index into the planner's types). */
  type: number;
  /** Kilograms resting on it, counted as rule 6 counts them (everything above its footprint). */
  load: number;
}

/** The distinct axis-aligned orientations an item may take (rule 3), each once. */
function orientationsOf(item: CargoItem): Orientation[] {
  const dims = [item.l, item.w, item.h];
  const out: Orientation[] = [];
  for (const v of [0, 1, 2] as const) {
    if (!item.upright[v]) continue;
    const [a, b] = dims.filter((_, i) => i !== v) as [number, number];
    for (const turned of [false, true]) {
      const o = { l: turned ? b : a, w: turned ? a : b, h: dims[v]!, vertical: v, turned };
      if (!out.some((x) => x.l === o.l && x.w === o.w && x.h === o.h)) out.push(o);
    }
  }
  return out;
}

export function itemTypes(items: readonly CargoItem[]): ItemType[] {
  return items.map((item, index) => ({
    index,
    item,
    volume: item.l * item.w * item.h,
    bearsNothing: item.fragile || !item.stackable,
    orientations: orientationsOf(item),
  }));
}

/** The orientations of a type that pass through a unit's door (rule 8) and fit inside it (rule 1). */
export const fitsUnit = (o: Orientation, u: UnitType): boolean =>
  o.l <= u.l && o.w <= u.w && o.h <= u.h && o.w <= u.door_w && o.h <= u.door_h;
