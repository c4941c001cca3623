// The validator names each rule of docs/loading.md a hand-made plan breaks, and nothing in a
// plan that keeps them all (touching faces do not overlap; support from two pieces adds up).
import { describe, it, expect } from 'vitest';
import { validatePlan } from '../../subgraphs/loading/decide/validator/index.js';
import type { CargoItem, PlanInput, PlanResult, Placement } from '../../subgraphs/loading/decide/planner/types.js';

const item = (id: string, o: Partial<CargoItem> = {}): CargoItem => ({
  id,
  l: 10,
  w: 10,
  h: 10,
  weight: 10,
  quantity: 1,
  upright: [true, true, true],
  stackable: true,
  max_load: null,
  fragile: false,
  stop: 1,
  must_ship: true,
  ...o,
});
const at = (item_id: string, step: number, x: number, y: number, z: number, o: Partial<Placement> = {}): Placement => ({
  item_id,
  step,
  x,
  y,
  z,
  l: 10,
  w: 10,
  h: 10,
  vertical: 2,
  turned: false,
  ...o,
});

/** A plan whose figures are computed the documented way from its placements. */
function planOf(items: CargoItem[], placements: Placement[], opts: { min_support?: number; payload?: number } = {}) {
  const input: PlanInput = {
    items,
    equipment: [
      { code: 'U', l: 40, w: 20, h: 30, door_w: 20, door_h: 30, max_payload: opts.payload ?? 1000, max_units: 1 },
    ],
    options: { time_budget_ms: 100, seed: 1, min_support: opts.min_support ?? 1 },
  };
  const weightOf = (id: string) => items.find((i) => i.id === id)!.weight;
  const weight = placements.reduce((s, p) => s + weightOf(p.item_id), 0);
  const c = { x: 0, y: 0, z: 0 };
  for (const p of placements) {
    const m = weightOf(p.item_id);
    c.x += (m * (p.x + p.l / 2)) / weight;
    c.y += (m * (p.y + p.w / 2)) / weight;
    c.z += (m * (p.z + p.h / 2)) / weight;
  }
  const volume = placements.reduce((s, p) => s + p.l * p.w * p.h, 0) / (40 * 20 * 30);
  const offset = { x: c.x - 20, y: c.y - 10 };
  const warnings = [
    ...(Math.abs(offset.x) > 4 || Math.abs(offset.y) > 1 ? [{ code: 'OFF_CENTRE' as const, message: '' }] : []),
    ...(weight >= 0.95 * (opts.payload ?? 1000) ? [{ code: 'PAYLOAD_NEAR_LIMIT' as const, message: '' }] : []),
  ];
  const placedIds = new Set(placements.map((p) => p.item_id));
  const result: PlanResult = {
    units: [
      {
        index: 0,
        code: 'U',
        placements,
        volume_utilisation: volume,
        weight_utilisation: weight / (opts.payload ?? 1000),
        weight,
        centre_of_gravity: c,
        cog_offset: offset,
        warnings,
      },
    ],
    unplaced: items
      .filter((i) => !placedIds.has(i.id))
      .map((i) => ({ item_id: i.id, quantity: i.quantity, reason: 'NO_SPACE' })),
    volume_utilisation: volume,
    elapsed_ms: 1,
    seed: 1,
  };
  return { input, result };
}
const rules = (p: ReturnType<typeof planOf>) => validatePlan(p.input, p.result).map((v) => v.rule);

describe('validatePlan', () => {
  it('finds nothing wrong in a plan that keeps every rule: touching faces, support from two pieces', () => {
    const items = [item('A'), item('B'), item('C', { l: 20 })];
    expect(rules(planOf(items, [at('A', 1, 0, 0, 0), at('B', 2, 10, 0, 0), at('C', 3, 0, 0, 10, { l: 20 })]))).toEqual(
      [],
    );
  });

  it.each([
    [1, 'outside the unit', [item('A')], [at('A', 1, 35, 0, 0)]],
    [2, 'two pieces overlapping', [item('A'), item('B')], [at('A', 1, 0, 0, 0), at('B', 2, 5, 0, 0)]],
    [
      3,
      'a side not allowed upright',
      [item('A', { upright: [false, false, true] })],
      [at('A', 1, 0, 0, 0, { vertical: 0 })],
    ],
    [
      4,
      '99 % support with full support required',
      [item('A', { l: 100 }), item('B')],
      [at('A', 1, 0, 0, 0, { l: 9.9 }), at('B', 2, 0, 0, 10)],
    ],
    [
      5,
      'a piece on a fragile one',
      [item('A', { fragile: true }), item('B')],
      [at('A', 1, 0, 0, 0), at('B', 2, 0, 0, 10)],
    ],
    [
      6,
      'more than a piece bears',
      [item('A', { max_load: 15 }), item('B'), item('C')],
      [at('A', 1, 0, 0, 0), at('B', 2, 0, 0, 10), at('C', 3, 0, 0, 20)],
    ],
    [
      7,
      'a later stop by the door',
      [item('A', { stop: 1 }), item('B', { stop: 2 })],
      [at('A', 1, 0, 0, 0), at('B', 2, 10, 0, 0)],
    ],
    [8, 'wider than the door', [item('A', { w: 25, l: 10 })], [at('A', 1, 0, 0, 0, { w: 25 })]],
    [
      9,
      'over the payload',
      [item('A', { weight: 600 }), item('B', { weight: 600 })],
      [at('A', 1, 0, 0, 0), at('B', 2, 10, 0, 0)],
    ],
    [10, 'a piece loaded before what it rests on', [item('A'), item('B')], [at('A', 2, 0, 0, 0), at('B', 1, 0, 0, 10)]],
  ] as const)('names rule %i: %s', (rule, _, items, placements) => {
    expect(rules(planOf([...items], [...placements]))).toContain(rule);
  });

  it('names rule 11 when pieces go missing, and the figures when they are wrong', () => {
    const p = planOf([item('A', { quantity: 2 })], [at('A', 1, 0, 0, 0)]);
    p.result.unplaced = [];
    expect(rules(p)).toContain(11);
    const q = planOf([item('A')], [at('A', 1, 0, 0, 0)]);
    q.result.units[0]!.weight = 99;
    expect(rules(q)).toContain('figures');
  });

  it('accepts partial support at the documented minimum', () => {
    const items = [item('A'), item('B')];
    const half = planOf(items, [at('A', 1, 0, 0, 0), at('B', 2, 5, 0, 10)], { min_support: 0.5 });
    expect(rules(half)).toEqual([]);
    const less = planOf(items, [at('A', 1, 0, 0, 0), at('B', 2, 6, 0, 10)], { min_support: 0.5 });
    expect(rules(less)).toEqual([4]);
  });
});
