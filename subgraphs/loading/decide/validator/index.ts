// An independent check of a load plan against the rules of docs/loading.md, written from the
// rules and sharing no code with the planner (only the contract's types): the tests and the BR
// benchmark run every plan through it. Plain pairwise checks: obviously right before fast.
import type { CargoItem, PlanInput, PlanResult, Placement, PlannedUnit, UnitType } from '../planner/types.js';

export interface Violation {
  rule: number | 'figures';
  unit: number | null;
  item_ids: string[];
  message: string;
}

const EPS = 1e-6;
const common = (a1: number, a2: number, b1: number, b2: number) => Math.max(0, Math.min(a2, b2) - Math.max(a1, b1));
const footprint = (a: Placement, b: Placement) =>
  common(a.x, a.x + a.l, b.x, b.x + b.l) * common(a.y, a.y + a.w, b.y, b.y + b.w);
const yzFace = (a: Placement, b: Placement) =>
  common(a.y, a.y + a.w, b.y, b.y + b.w) * common(a.z, a.z + a.h, b.z, b.z + b.h);
const near = (a: number, b: number) => Math.abs(a - b) <= EPS * Math.max(1, Math.abs(a), Math.abs(b));

export function validatePlan(input: PlanInput, result: PlanResult): Violation[] {
  const out: Violation[] = [];
  const items = new Map(input.items.map((i) => [i.id, i]));
  const placedCount = new Map<string, number>();
  let packedVolume = 0;
  let unitVolume = 0;
  const usedPerType = new Map<string, number>();

  for (const unit of result.units) {
    const type = input.equipment.find((e) => e.code === unit.code);
    const v = (rule: Violation['rule'], ids: string[], message: string) =>
      out.push({ rule, unit: unit.index, item_ids: ids, message });
    if (!type) {
      v(1, [], `unit ${unit.index} is of unknown equipment ${unit.code}`);
      continue;
    }
    usedPerType.set(type.code, (usedPerType.get(type.code) ?? 0) + 1);
    unitVolume += type.l * type.w * type.h;
    const ps = unit.placements;
    for (const p of ps) {
      const item = items.get(p.item_id);
      if (!item) {
        v(11, [p.item_id], `piece of unknown item ${p.item_id}`);
        continue;
      }
      placedCount.set(p.item_id, (placedCount.get(p.item_id) ?? 0) + 1);
      packedVolume += p.l * p.w * p.h;
      checkPiece(p, item, type, (rule, message) => v(rule, [p.item_id], message));
    }
    checkPairs(ps, items, input.options.min_support, v);
    checkUnitFigures(unit, type, items, v);
  }
  for (const [code, n] of usedPerType) {
    const max = input.equipment.find((e) => e.code === code)!.max_units;
    if (n > max)
      out.push({ rule: 'figures', unit: null, item_ids: [], message: `${n} units of ${code}, at most ${max}` });
  }

  // Rule 11: every piece accounted for.
  const unplacedCount = new Map<string, number>();
  for (const u of result.unplaced) {
    unplacedCount.set(u.item_id, (unplacedCount.get(u.item_id) ?? 0) + u.quantity);
    const item = items.get(u.item_id);
    if (u.reason === 'OPTIONAL_LEFT' && item?.must_ship)
      out.push({
        rule: 11,
        unit: null,
        item_ids: [u.item_id],
        message: `must-ship ${u.item_id} reported OPTIONAL_LEFT`,
      });
  }
  for (const item of input.items) {
    const placed = placedCount.get(item.id) ?? 0;
    const left = unplacedCount.get(item.id) ?? 0;
    if (placed + left !== item.quantity)
      out.push({
        rule: 11,
        unit: null,
        item_ids: [item.id],
        message: `${item.id}: ${placed} placed + ${left} unplaced ≠ quantity ${item.quantity}`,
      });
  }
  const overall = unitVolume ? packedVolume / unitVolume : 0;
  if (!near(overall, result.volume_utilisation))
    out.push({
      rule: 'figures',
      unit: null,
      item_ids: [],
      message: `volume_utilisation ${result.volume_utilisation}, recomputed ${overall}`,
    });
  return out;
}

function checkPiece(p: Placement, item: CargoItem, u: UnitType, v: (rule: number, message: string) => void): void {
  const where = `${item.id} at (${p.x}, ${p.y}, ${p.z})`;
  // Rule 1.
  if (p.x < 0 || p.y < 0 || p.z < 0 || p.x + p.l > u.l || p.y + p.w > u.w || p.z + p.h > u.h)
    v(1, `${where} is not inside the unit`);
  // Rule 3.
  const dims = [item.l, item.w, item.h];
  const others = dims.filter((_, i) => i !== p.vertical);
  const [el, ew] = p.turned ? [others[1], others[0]] : [others[0], others[1]];
  if (!item.upright[p.vertical]) v(3, `${where} stands on a side not allowed upright`);
  if (p.h !== dims[p.vertical] || p.l !== el || p.w !== ew)
    v(3, `${where} has dimensions its orientation does not give`);
  // Rule 8.
  if (p.w > u.door_w || p.h > u.door_h) v(8, `${where} does not pass the door (${p.w} × ${p.h})`);
}

function checkPairs(
  ps: readonly Placement[],
  items: Map<string, CargoItem>,
  minSupport: number,
  v: (rule: number, ids: string[], message: string) => void,
): void {
  const steps = ps.map((p) => p.step).sort((a, b) => a - b);
  if (steps.some((s, i) => s !== i + 1)) v(10, [], 'loading steps are not 1, 2, … in the unit');
  for (let i = 0; i < ps.length; i++) {
    const a = ps[i]!;
    const ia = items.get(a.item_id);
    let supported = 0;
    let above = 0;
    for (let j = 0; j < ps.length; j++) {
      if (i === j) continue;
      const b = ps[j]!;
      const ib = items.get(b.item_id);
      const fp = footprint(a, b);
      // Rule 2 (each pair once).
      if (j > i && fp > 0 && common(a.z, a.z + a.h, b.z, b.z + b.h) > 0)
        v(2, [a.item_id, b.item_id], `pieces at steps ${a.step} and ${b.step} overlap`);
      // Rule 4 and 10: what a rests on.
      if (b.z + b.h === a.z && fp > 0) {
        supported += fp;
        if (b.step >= a.step) v(10, [a.item_id, b.item_id], `step ${a.step} rests on step ${b.step}, loaded later`);
        // Rule 5.
        if (ib && (ib.fragile || !ib.stackable))
          v(
            5,
            [b.item_id, a.item_id],
            `step ${a.step} rests on ${ib.fragile ? 'fragile' : 'non-stackable'} step ${b.step}`,
          );
      }
      // Rule 6: everything above a's footprint.
      if (b.z >= a.z + a.h && fp > 0 && ib) above += ib.weight;
      // Rule 7.
      if (ia && ib && ia.stop < ib.stop) {
        if (b.x >= a.x + a.l && yzFace(a, b) > 0)
          v(
            7,
            [a.item_id, b.item_id],
            `stop ${ib.stop} (step ${b.step}) is between stop ${ia.stop} (step ${a.step}) and the door`,
          );
        if (b.z >= a.z + a.h && fp > 0)
          v(7, [a.item_id, b.item_id], `stop ${ib.stop} (step ${b.step}) is above stop ${ia.stop} (step ${a.step})`);
      }
    }
    if (a.z > 0 && supported < minSupport * a.l * a.w - EPS)
      v(4, [a.item_id], `step ${a.step} rests on ${((100 * supported) / (a.l * a.w)).toFixed(1)} % of its base`);
    if (ia && ia.max_load !== null && above > ia.max_load + EPS)
      v(6, [a.item_id], `step ${a.step} carries ${above} kg, at most ${ia.max_load} kg`);
  }
}

function checkUnitFigures(
  unit: PlannedUnit,
  u: UnitType,
  items: Map<string, CargoItem>,
  v: (rule: Violation['rule'], ids: string[], message: string) => void,
): void {
  let weight = 0;
  let volume = 0;
  for (const p of unit.placements) {
    weight += items.get(p.item_id)?.weight ?? 0;
    volume += p.l * p.w * p.h;
  }
  // Rule 9.
  if (weight > u.max_payload + EPS) v(9, [], `${weight} kg over the maximum payload ${u.max_payload} kg`);
  const figure = (name: string, got: number, want: number) => {
    if (!near(got, want)) v('figures', [], `${name} ${got}, recomputed ${want}`);
  };
  figure('weight', unit.weight, weight);
  figure('volume_utilisation', unit.volume_utilisation, volume / (u.l * u.w * u.h));
  figure('weight_utilisation', unit.weight_utilisation, u.max_payload > 0 ? weight / u.max_payload : 0);
  // Weight-averaged piece centres; volume-averaged when the cargo weighs nothing.
  let m = 0;
  const c = { x: 0, y: 0, z: 0 };
  for (const p of unit.placements) {
    const k = weight > 0 ? (items.get(p.item_id)?.weight ?? 0) : p.l * p.w * p.h;
    c.x += k * (p.x + p.l / 2);
    c.y += k * (p.y + p.w / 2);
    c.z += k * (p.z + p.h / 2);
    m += k;
  }
  if (m > 0) {
    figure('centre_of_gravity.x', unit.centre_of_gravity.x, c.x / m);
    figure('centre_of_gravity.y', unit.centre_of_gravity.y, c.y / m);
    figure('centre_of_gravity.z', unit.centre_of_gravity.z, c.z / m);
  }
  figure('cog_offset.x', unit.cog_offset.x, unit.centre_of_gravity.x - u.l / 2);
  figure('cog_offset.y', unit.cog_offset.y, unit.centre_of_gravity.y - u.w / 2);
  const off = Math.abs(unit.cog_offset.x) > 0.1 * u.l || Math.abs(unit.cog_offset.y) > 0.05 * u.w;
  const heavy = weight >= 0.95 * u.max_payload;
  const codes = unit.warnings.map((w) => w.code);
  if (off !== codes.includes('OFF_CENTRE')) v('figures', [], `OFF_CENTRE warning ${off ? 'missing' : 'not due'}`);
  if (heavy !== codes.includes('PAYLOAD_NEAR_LIMIT'))
    v('figures', [], `PAYLOAD_NEAR_LIMIT warning ${heavy ? 'missing' : 'not due'}`);
}
