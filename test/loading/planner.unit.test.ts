// The planner on cases small enough to know the answer, each checked by the independent
// validator; and on random cargo (fast-check), where the validator must find nothing.
import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { plan } from '../../subgraphs/loading/decide/planner/index.js';
import type { CargoItem, PlanInput, UnitType } from '../../subgraphs/loading/decide/planner/types.js';
import { validatePlan } from '../../subgraphs/loading/decide/validator/index.js';
import { betterPlan } from '../../subgraphs/loading/decide/planner/best.js';

const item = (id: string, l: number, w: number, h: number, o: Partial<CargoItem> = {}): CargoItem => ({
  id,
  l,
  w,
  h,
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
const unit = (l: number, w: number, h: number, o: Partial<UnitType> = {}): UnitType => ({
  code: 'U',
  l,
  w,
  h,
  door_w: w,
  door_h: h,
  max_payload: 100_000,
  max_units: 1,
  ...o,
});
const input = (items: CargoItem[], equipment: UnitType[], min_support = 1): PlanInput => ({
  items,
  equipment,
  options: { time_budget_ms: 2000, seed: 3, min_support },
});
const planned = (i: PlanInput) => {
  const r = plan(i);
  expect(validatePlan(i, r)).toEqual([]);
  return r;
};
const placedOf = (r: ReturnType<typeof plan>, id: string) =>
  r.units.flatMap((u) => u.placements).filter((p) => p.item_id === id);

describe('the planner', () => {
  it('fills a unit exactly when the pieces tile it', () => {
    const r = planned(input([item('A', 100, 50, 40, { quantity: 48 })], [unit(200, 300, 160)]));
    expect(r.unplaced).toEqual([]);
    expect(r.volume_utilisation).toBe(1);
  });

  it('turns pieces only as allowed: "this side up" keeps the height vertical', () => {
    // 30 tall pieces fit the 20-high unit only lying down; this side up, none do.
    const lying = planned(input([item('A', 20, 20, 30, { quantity: 4 })], [unit(60, 40, 20)]));
    expect(lying.unplaced).toEqual([]);
    const upright = planned(
      input([item('A', 20, 20, 30, { quantity: 4, upright: [false, false, true] })], [unit(60, 40, 20)]),
    );
    expect(upright.unplaced).toEqual([{ item_id: 'A', quantity: 4, reason: 'TOO_LARGE' }]);
  });

  it('puts nothing on a fragile piece and keeps to load bearing limits', () => {
    const fragile = planned(input([item('GLASS', 10, 10, 10, { quantity: 2, fragile: true })], [unit(10, 10, 20)]));
    expect(fragile.unplaced).toEqual([{ item_id: 'GLASS', quantity: 1, reason: 'NO_SPACE' }]);
    const bearing = planned(
      input([item('B', 10, 10, 10, { quantity: 4, weight: 10, max_load: 20 })], [unit(10, 10, 40)]),
    );
    expect(bearing.unplaced).toEqual([{ item_id: 'B', quantity: 1, reason: 'NO_SPACE' }]); // a stack of three
  });

  it('loads later stops deeper, so the first stop unloads from the door', () => {
    const r = planned(
      input(
        [item('FIRST', 10, 10, 10, { quantity: 2, stop: 1 }), item('LAST', 10, 10, 10, { quantity: 2, stop: 2 })],
        [unit(40, 10, 10)],
      ),
    );
    const maxLast = Math.max(...placedOf(r, 'LAST').map((p) => p.x));
    const minFirst = Math.min(...placedOf(r, 'FIRST').map((p) => p.x));
    expect(maxLast).toBeLessThan(minFirst);
  });

  it('keeps to the door opening and the payload, and reports why', () => {
    const r = planned(
      input(
        [
          item('WIDE', 30, 30, 10, { quantity: 1, upright: [false, false, true] }),
          item('HEAVY', 10, 10, 10, { quantity: 5, weight: 40 }),
        ],
        [unit(100, 40, 40, { door_w: 20, max_payload: 84 })],
      ),
    );
    expect(r.unplaced).toEqual(
      expect.arrayContaining([
        { item_id: 'WIDE', quantity: 1, reason: 'TOO_LARGE' },
        { item_id: 'HEAVY', quantity: 3, reason: 'PAYLOAD_REACHED' },
      ]),
    );
    expect(r.units[0]!.warnings.map((w) => w.code)).toContain('PAYLOAD_NEAR_LIMIT');
  });

  it('ships must-ship cargo first and leaves optional cargo behind', () => {
    const r = planned(
      input(
        [item('OPT', 10, 10, 10, { quantity: 4, must_ship: false }), item('MUST', 10, 10, 10, { quantity: 3 })],
        [unit(20, 20, 10)],
      ),
    );
    expect(placedOf(r, 'MUST')).toHaveLength(3);
    expect(r.unplaced).toEqual([{ item_id: 'OPT', quantity: 3, reason: 'OPTIONAL_LEFT' }]);
  });

  it('uses as few units as it can and chooses the mix', () => {
    const small = unit(20, 20, 20, { code: 'SMALL', max_units: 3 });
    const large = unit(40, 20, 20, { code: 'LARGE', max_units: 3 });
    const r = planned(input([item('A', 10, 10, 10, { quantity: 20 })], [small, large]));
    expect(r.units.map((u) => u.code)).toEqual(['LARGE', 'SMALL']);
    expect(r.unplaced).toEqual([]);
  });

  it('gives the same plan for the same input and seed', () => {
    const i = input(
      [
        item('A', 37, 23, 19, { quantity: 40 }),
        item('B', 51, 17, 29, { quantity: 30 }),
        item('C', 13, 44, 31, { quantity: 25 }),
      ],
      [unit(200, 120, 100)],
    );
    expect(plan(i).units).toEqual(plan(i).units);
  });

  it('splits its search over threads: each share a valid plan, the same share the same plan', () => {
    const i = input(
      [
        item('A', 37, 23, 19, { quantity: 40 }),
        item('B', 51, 17, 29, { quantity: 30 }),
        item('C', 13, 44, 31, { quantity: 25 }),
      ],
      [unit(200, 120, 100)],
    );
    const shares = [0, 1, 2].map((index) => plan(i, { index, of: 3 }));
    for (const r of shares) expect(validatePlan(i, r)).toEqual([]);
    expect(plan(i, { index: 1, of: 3 }).units).toEqual(shares[1]!.units);
    // The first share of one is the whole plan.
    expect(plan(i, { index: 0, of: 1 }).units).toEqual(plan(i).units);
    const best = shares.reduce((b, r) => (betterPlan(i, r, b) ? r : b));
    for (const r of shares) expect(betterPlan(i, r, best)).toBe(false);
  });

  it('answers within its budget, a fill under way included (the clock driven: 1 ms a reading)', () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    try {
      // Mixed cargo for several units: each unit's first greedy fill alone reads the clock more
      // often than the budget allows.
      const items = Array.from({ length: 40 }, (_, k) =>
        item(`L${k}`, 20 + ((k * 7) % 40), 15 + ((k * 11) % 30), 10 + ((k * 13) % 25), { quantity: 1 + (k % 4) }),
      );
      const i: PlanInput = {
        items,
        equipment: [unit(120, 60, 60, { max_units: 10 })],
        options: { time_budget_ms: 300, seed: 1, min_support: 1 },
      };
      const r = plan(i);
      expect(r.elapsed_ms).toBeLessThanOrEqual(310);
      expect(validatePlan(i, r)).toEqual([]);
      expect(r.units.length).toBeGreaterThan(0);
    } finally {
      clock.mockRestore();
    }
  }, 60_000);
  it('stops when it cannot improve: with the clock stopped, a unit too small for the cargo still gets its plan, the same each time', () => {
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => 0);
    try {
      // Strongly mixed cargo, more than one unit takes: the search never fills the unit and
      // never runs out of time, so only its own rule (recreations that stop finding better) ends it.
      const items = Array.from({ length: 30 }, (_, k) =>
        item(`L${k}`, 20 + ((k * 7) % 40), 15 + ((k * 11) % 30), 10 + ((k * 13) % 25), { quantity: 1 + (k % 4) }),
      );
      const i = input(items, [unit(120, 60, 60)]);
      const r = plan(i);
      expect(r.unplaced.length).toBeGreaterThan(0);
      expect(validatePlan(i, r)).toEqual([]);
      expect(plan(i).units).toEqual(r.units);
    } finally {
      clock.mockRestore();
    }
  }, 60_000);
});

describe('on random cargo (fast-check)', () => {
  const cargo = fc.array(
    fc.record({
      l: fc.integer({ min: 5, max: 60 }),
      w: fc.integer({ min: 5, max: 60 }),
      h: fc.integer({ min: 5, max: 60 }),
      weight: fc.integer({ min: 0, max: 50 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      upright: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()).filter((u) => u.some(Boolean)),
      stackable: fc.boolean(),
      max_load: fc.option(fc.integer({ min: 0, max: 200 })),
      fragile: fc.boolean(),
      stop: fc.integer({ min: 1, max: 3 }),
      must_ship: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  );
  const equipment = fc.array(
    fc.record({
      l: fc.integer({ min: 40, max: 200 }),
      w: fc.integer({ min: 30, max: 100 }),
      h: fc.integer({ min: 30, max: 100 }),
      max_payload: fc.integer({ min: 50, max: 2000 }),
      max_units: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 2 },
  );

  it('every plan keeps every rule', () => {
    fc.assert(
      fc.property(
        cargo,
        equipment,
        fc.constantFrom(1, 0.75),
        fc.integer({ min: 0, max: 1000 }),
        (c, e, support, seed) => {
          const i: PlanInput = {
            items: c.map((x, k) => ({ ...x, id: `L${k}`, upright: x.upright as [boolean, boolean, boolean] })),
            equipment: e.map((u, k) => ({ ...u, code: `U${k}`, door_w: u.w, door_h: u.h })),
            options: { time_budget_ms: 50, seed, min_support: support },
          };
          expect(validatePlan(i, plan(i))).toEqual([]);
        },
      ),
      { numRuns: 60, seed: 20261123 },
    );
    // 60 plans of up to 50 ms each: more than vitest's 5 s default on a loaded machine.
  }, 60_000);

  it('every plan of strongly mixed cargo (general blocks of many lines) keeps every rule', () => {
    const mixed = fc.array(
      fc.record({
        l: fc.integer({ min: 5, max: 40 }),
        w: fc.integer({ min: 5, max: 40 }),
        h: fc.integer({ min: 5, max: 40 }),
        weight: fc.integer({ min: 0, max: 30 }),
        quantity: fc.integer({ min: 1, max: 3 }),
        upright: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()).filter((u) => u.some(Boolean)),
        stackable: fc.boolean(),
        max_load: fc.option(fc.integer({ min: 0, max: 100 }), { freq: 4 }),
        fragile: fc.boolean(),
        stop: fc.integer({ min: 1, max: 2 }),
      }),
      { minLength: 15, maxLength: 30 },
    );
    fc.assert(
      fc.property(mixed, fc.constantFrom(1, 0.75), (c, support) => {
        const i: PlanInput = {
          items: c.map((x, k) => ({
            ...x,
            id: `L${k}`,
            upright: x.upright as [boolean, boolean, boolean],
            must_ship: true,
          })),
          equipment: [{ code: 'U', l: 120, w: 80, h: 80, door_w: 80, door_h: 80, max_payload: 1500, max_units: 1 }],
          options: { time_budget_ms: 100, seed: 1, min_support: support },
        };
        expect(validatePlan(i, plan(i))).toEqual([]);
      }),
      { numRuns: 25, seed: 20261126 },
    );
  }, 60_000);
});
