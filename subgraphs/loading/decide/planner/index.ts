// The load planner (docs/loading.md, "How the planner works"): pure and synchronous, run in a
// worker thread by the loading subgraph. Units are filled one at a time; each fill is a tree
// search over block-building constructions and then ruin and recreate (search.ts over pack.ts),
// must-ship cargo first and optional cargo in what is left. The search's schedule is fixed and
// its draws come from the seed; the time budget only cuts it short, and the search ends by itself
// when it cannot improve, so the same input and seed give the same plan whenever the budget is
// not reached. A plan may be split over several threads (`part`): each runs its share of the
// schedule, and the pool keeps the best plan (betterPlan).
import type { PlanInput, PlanResult, PlannedUnit, UnitType, Unplaced, UnplacedReason } from './types.js';
import { mulberry32 } from '../../../../platform/random.js';
import { fitsUnit, itemTypes, type ItemType } from './pieces.js';
import type { PackedUnit } from './pack.js';
import { fillUnit, type Part } from './search.js';
import { now } from './clock.js';

export type { Part } from './search.js';

export function plan(input: PlanInput, part: Part = { index: 0, of: 1 }): PlanResult {
  const started = performance.now();
  const deadline = now() + input.options.time_budget_ms;
  // Each share of a split plan draws from its own generator; the first share's is the plan's.
  const random = mulberry32(
    part.index ? (input.options.seed ^ Math.imul(part.index, 0x9e3779b9)) >>> 0 : input.options.seed,
  );
  const types = itemTypes(input.items);
  const remaining = input.items.map((i) => i.quantity);
  const unplaced = setAsideUnfitting(input.equipment, types, remaining);

  const unitsLeft = input.equipment.map((u) => u.max_units);
  const filled: { unit: UnitType; packed: PackedUnit }[] = [];
  const opts = { minSupport: input.options.min_support, random, deadline, part };
  while (remaining.some((n) => n > 0)) {
    const candidates = input.equipment.map((u, i) => ({ u, i })).filter(({ i }) => unitsLeft[i]! > 0);
    // The budget spent: no further unit is started (what is left is reported unplaced).
    if (!candidates.length || (filled.length && now() >= deadline)) break;
    // The time left shared by the units the cargo left still needs at least (its volume over the
    // largest unit's, rounded up; all of it for the last unit there may be), then by the unit
    // types this one may be: a later unit keeps time for its own first fill.
    const last = unitsLeft.reduce((a, b) => a + b, 0) === 1;
    const cargo = types.reduce((v, t) => v + remaining[t.index]! * t.volume, 0);
    const room = Math.max(...candidates.map(({ u }) => u.l * u.w * u.h));
    const needed = last ? 1 : Math.max(2, Math.ceil(cargo / room));
    const share = Math.max(0, deadline - now()) / needed / candidates.length;
    let best: { i: number; packed: PackedUnit; left: number[]; all: boolean } | null = null;
    for (const { u, i } of candidates) {
      const { packed, left } = fillUnit(u, types, remaining, { ...opts, until: now() + share });
      const all = left.every((n) => n === 0);
      const better =
        !best ||
        (all && !best.all) ||
        (all &&
          best.all &&
          u.l * u.w * u.h < input.equipment[best.i]!.l * input.equipment[best.i]!.w * input.equipment[best.i]!.h) ||
        (!all && !best.all && packed.volume > best.packed.volume);
      if (better) best = { i, packed, left, all };
    }
    if (!best || !best.packed.pieces.length) break;
    unitsLeft[best.i]!--;
    filled.push({ unit: input.equipment[best.i]!, packed: best.packed });
    remaining.splice(0, remaining.length, ...best.left);
  }

  for (const t of types) {
    const n = remaining[t.index]!;
    if (n <= 0) continue;
    const payloadBound = filled.length > 0 && filled.every((f) => f.packed.weight + t.item.weight > f.unit.max_payload);
    unplaced.push({
      item_id: t.item.id,
      quantity: n,
      reason: !t.item.must_ship ? 'OPTIONAL_LEFT' : payloadBound ? 'PAYLOAD_REACHED' : 'NO_SPACE',
    });
  }

  const units = filled.map((f, index) => report(index, f.unit, f.packed, types));
  const packedVolume = filled.reduce((s, f) => s + f.packed.volume, 0);
  const unitVolume = filled.reduce((s, f) => s + f.unit.l * f.unit.w * f.unit.h, 0);
  return {
    units,
    unplaced,
    volume_utilisation: unitVolume ? packedVolume / unitVolume : 0,
    elapsed_ms: Math.round(performance.now() - started),
    seed: input.options.seed,
  };
}

/** What no unit can take at all, whatever else is loaded: reported, and taken out of `remaining`. */
function setAsideUnfitting(
  equipment: readonly UnitType[],
  types: readonly ItemType[],
  remaining: number[],
): Unplaced[] {
  const unplaced: Unplaced[] = [];
  for (const t of types) {
    const fitting = equipment.filter((u) => t.orientations.some((o) => fitsUnit(o, u)));
    const reason: UnplacedReason | null = !fitting.length
      ? 'TOO_LARGE'
      : fitting.every((u) => t.item.weight > u.max_payload)
        ? 'TOO_HEAVY'
        : null;
    if (reason && t.item.quantity > 0) {
      unplaced.push({ item_id: t.item.id, quantity: t.item.quantity, reason });
      remaining[t.index] = 0;
    }
  }
  return unplaced;
}

/** Rule 10's steps and the reported figures of one unit. */
function report(index: number, unit: UnitType, packed: PackedUnit, types: readonly ItemType[]): PlannedUnit {
  const placements = packed.pieces.map((p, i) => ({
    item_id: types[p.type]!.item.id,
    step: i + 1,
    x: p.x,
    y: p.y,
    z: p.z,
    l: p.l,
    w: p.w,
    h: p.h,
    vertical: p.vertical,
    turned: p.turned,
  }));
  const weight = packed.weight;
  // Weight-averaged centres; with weightless cargo, volume-averaged (docs/loading.md).
  let sx = 0;
  let sy = 0;
  let sz = 0;
  let sm = 0;
  for (const p of packed.pieces) {
    const m = weight > 0 ? types[p.type]!.item.weight : p.l * p.w * p.h;
    sx += m * (p.x + p.l / 2);
    sy += m * (p.y + p.w / 2);
    sz += m * (p.z + p.h / 2);
    sm += m;
  }
  const cog = sm > 0 ? { x: sx / sm, y: sy / sm, z: sz / sm } : { x: unit.l / 2, y: unit.w / 2, z: 0 };
  const offset = { x: cog.x - unit.l / 2, y: cog.y - unit.w / 2 };
  const warnings: PlannedUnit['warnings'] = [];
  if (Math.abs(offset.x) > 0.1 * unit.l || Math.abs(offset.y) > 0.05 * unit.w)
    warnings.push({
      code: 'OFF_CENTRE',
      message: `centre of gravity ${Math.round(offset.x)} mm along and ${Math.round(offset.y)} mm across from the floor's centre`,
    });
  if (weight >= 0.95 * unit.max_payload)
    warnings.push({
      code: 'PAYLOAD_NEAR_LIMIT',
      message: `${Math.round(weight)} kg of ${unit.max_payload} kg maximum payload`,
    });
  return {
    index,
    code: unit.code,
    placements,
    volume_utilisation: packed.volume / (unit.l * unit.w * unit.h),
    weight_utilisation: unit.max_payload > 0 ? weight / unit.max_payload : 0,
    weight,
    centre_of_gravity: cog,
    cog_offset: offset,
    warnings,
  };
}
