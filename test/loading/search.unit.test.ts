// The search over partial loads (search.ts) on a case small enough to know the answer: the
// greedy rule alone strands space, general blocks or looking ahead fill the unit, and the
// search stops there.
import { describe, it, expect } from 'vitest';
import { complete, packContext, startState } from '../../subgraphs/loading/decide/planner/pack.js';
import { itemTypes } from '../../subgraphs/loading/decide/planner/pieces.js';
import { fillUnit } from '../../subgraphs/loading/decide/planner/search.js';
import type { CargoItem, UnitType } from '../../subgraphs/loading/decide/planner/types.js';

const line = (id: string, l: number, w: number, h: number, quantity: number): CargoItem => ({
  id,
  l,
  w,
  h,
  weight: 1,
  quantity,
  upright: [false, false, true],
  stackable: true,
  max_load: null,
  fragile: false,
  stop: 1,
  must_ship: true,
});
const cube: UnitType = { code: 'U', l: 10, w: 10, h: 10, door_w: 10, door_h: 10, max_payload: 1000, max_units: 1 };
// The largest piece (6 wide) leaves a 4-wide gap that only a small cube takes; a 5-wide piece
// and a column of two half-height pieces beside it fill the unit exactly.
const types = itemTypes([
  line('WIDE', 6, 10, 10, 1),
  line('HALF', 5, 10, 10, 1),
  line('FLAT', 5, 10, 5, 2),
  line('CUBE', 3, 3, 3, 1),
]);

describe('the search over partial loads', () => {
  it('fills what the greedy rule alone cannot, and stops once the unit is full', () => {
    // One line per block, the greedy rule strands space; a general block (HALF beside the two
    // FLATs stacked: 10 × 10 × 10) fills the unit in one move.
    for (const [general, volume] of [
      [false, 627],
      [true, 1000],
    ] as const) {
      const ctx = packContext(cube, types, () => true, 1, general);
      const greedy = complete(ctx, startState(ctx, [1, 1, 2, 1]));
      expect(greedy.volume).toBe(volume);
    }
    // A full unit ends the search before its random draws: a draw would throw.
    const fill = fillUnit(cube, types, [1, 1, 2, 1], {
      minSupport: 1,
      random: () => {
        throw new Error('the search went on after the unit was full');
      },
      until: Infinity,
      deadline: Infinity,
      part: { index: 0, of: 1 },
    });
    expect(fill.packed.volume).toBe(1000);
    expect(fill.left).toEqual([1, 0, 0, 1]);
  });

  it('stops a fill under way at its deadline', () => {
    const ctx = packContext(cube, types, () => true, 1, false);
    expect(complete(ctx, startState(ctx, [1, 1, 2, 1])).moves).toHaveLength(2);
    // A deadline passed: one block, then no more.
    expect(complete(ctx, startState(ctx, [1, 1, 2, 1]), performance.now() - 1).moves).toHaveLength(1);
  });
});
