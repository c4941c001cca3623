// The load planner (docs/loading.md, "How the planner works"): pure and synchronous, run in a
// worker thread by the loading subgraph. Units are filled one at a time; each fill is a greedy
// randomised adaptive search (GRASP) over block-building constructions (pack.ts), must-ship
// cargo first and optional cargo in what is left, keeping the best of a fixed number of
// constructions drawn from the seed. The time budget only cuts that number short, so the same
// input and seed give the same plan whenever the budget is not reached.
import type { PlanInput, PlanResult, PlannedUnit, UnitType, Unplaced, UnplacedReason } from './types.js';
import { mulberry32 } from '../../../platform/random.js';
import { fitsUnit, itemTypes, type ItemType } from './pieces.js';
import { packUnit, type PackedUnit } from './pack.js';

/** Constructions per unit fill; the first is the plain greedy one. */
export const CONSTRUCTIONS = 400;
/** Improvements of the best fill: how much of it each keeps, cycled through. */
const IMPROVEMENTS = 240;
const KEEP = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4];
/** How far from the best block a randomised construction may stray, cycled through. */
const GREED = [0.05, 0.1, 0.2, 0.3, 0.15, 0.4, 0.25, 0.5];

export function plan(input: PlanInput): PlanResult {
  const started = performance.now();
  const deadline = started + input.options.time_budget_ms;
  const random = mulberry32(input.options.seed);
  const types = itemTypes(input.items);
  const remaining = input.items.map((i) => i.quantity);
  const unplaced: Unplaced[] = [];

  // What no unit can take at all, whatever else is loaded.
  for (const t of types) {
    const fitting = input.equipment.filter((u) => t.orientations.some((o) => fitsUnit(o, u)));
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

  const unitsLeft = input.equipment.map((u) => u.max_units);
  const filled: { unit: UnitType; packed: PackedUnit }[] = [];
  const opts = { minSupport: input.options.min_support, random };
  while (remaining.some((n) => n > 0)) {
    const candidates = input.equipment.map((u, i) => ({ u, i })).filter(({ i }) => unitsLeft[i]! > 0);
    if (!candidates.length) break;
    // Half of the time left for this unit (all of it for the last unit there may be), shared by
    // the unit types it may be.
    const last = unitsLeft.reduce((a, b) => a + b, 0) === 1;
    const share = (Math.max(0, deadline - performance.now()) * (last ? 1 : 0.5)) / candidates.length;
    let best: { i: number; packed: PackedUnit; left: number[]; all: boolean } | null = null;
    for (const { u, i } of candidates) {
      const { packed, left } = fillUnit(u, types, remaining, performance.now() + share, opts);
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

/**
 * The best of CONSTRUCTIONS fills of one unit (must-ship volume first, then all volume), then
 * improved as Parreño et al. do: keep the first part of the best fill (by loading step) and fill
 * the rest again, greedily and with the draws, keeping any better result.
 */
function fillUnit(
  unit: UnitType,
  types: readonly ItemType[],
  remaining: readonly number[],
  until: number,
  opts: { minSupport: number; random: () => number },
): { packed: PackedUnit; left: number[] } {
  let best: { packed: PackedUnit; left: number[]; must: number } | null = null;
  const consider = (start: PackedUnit | undefined, left: number[], greed: number) => {
    const pass = { minSupport: opts.minSupport, greed, random: opts.random };
    const must = packUnit(unit, types, left, (t) => t.item.must_ship, pass, start);
    const packed = packUnit(unit, types, left, (t) => !t.item.must_ship, pass, must);
    const mustVolume = must.pieces.reduce((v, p) => v + (types[p.type]!.item.must_ship ? types[p.type]!.volume : 0), 0);
    if (!best || mustVolume > best.must || (mustVolume === best.must && packed.volume > best.packed.volume))
      best = { packed, left, must: mustVolume };
  };
  const done = () => best!.left.every((n) => n === 0);
  for (let k = 0; k < CONSTRUCTIONS; k++) {
    if (k > 0 && (performance.now() > until || done())) break;
    consider(undefined, remaining.slice(), k === 0 ? 0 : GREED[k % GREED.length]!);
  }
  for (let k = 0; k < IMPROVEMENTS && !done() && performance.now() <= until; k++) {
    const keep = KEEP[k % KEEP.length]!;
    const from = best!.packed.pieces.slice(0, Math.floor(best!.packed.pieces.length * keep));
    const left = remaining.slice();
    let weight = 0;
    let volume = 0;
    for (const p of from) {
      left[p.type]!--;
      weight += types[p.type]!.item.weight;
      volume += types[p.type]!.volume;
    }
    consider({ pieces: from, weight, volume }, left, k < KEEP.length ? 0 : GREED[k % GREED.length]!);
  }
  return best!;
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
