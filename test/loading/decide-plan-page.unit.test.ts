// The plan list's paging rules, and a planned unit's API shape (decide/planned-unit.ts).
import { describe, it, expect } from 'vitest';
import { pageLimit, planCursor } from '../../subgraphs/loading/decide/plan-page.js';
import { equipmentCatalogue, unitOf } from '../../subgraphs/loading/decide/planned-unit.js';
import { completeRequest } from '../../subgraphs/loading/decide/plan-request.js';
import type { PlannedUnit } from '../../subgraphs/loading/decide/planner/types.js';

describe('pageLimit', () => {
  it.each([1, 50, 100])('takes %i of at most 100', (n) => expect(pageLimit(n, 100)).toBe(n));
  it.each([0, 101, 1.5, -1])('refuses %d of at most 100 with VALIDATION_ERROR', (n) => {
    expect(() => pageLimit(n, 100)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
  });
});

describe('planCursor', () => {
  it('opens what it sealed, and nothing sealed with another secret', () => {
    const sealed = planCursor.seal('secret-one', { at: '2026-01-01T00:00:00.000Z', id: 'p1' });
    expect(planCursor.open('secret-one', sealed)).toEqual({ at: '2026-01-01T00:00:00.000Z', id: 'p1' });
    expect(() => planCursor.open('secret-two', sealed)).toThrow();
  });
});

describe('unitOf', () => {
  const request = completeRequest(
    {
      cargo: [{ id: 'a', length: 1200, width: 800, height: 1000, weight: 300, quantity: 1 }],
      equipment: [{ code: '22G1' }],
    },
    2000,
  );
  const unit = {
    index: 0,
    code: '22G1',
    placements: [{ item_id: 'a', step: 1, x: 0, y: 0, z: 0, l: 800, w: 1200, h: 1000, vertical: 2, turned: true }],
    volume_utilisation: 0.03,
    weight_utilisation: 0.01,
    weight: 300,
    centre_of_gravity: { x: 400, y: 600, z: 500 },
    cog_offset: { x: 0.1, y: 0.2 },
    warnings: [],
  } as unknown as PlannedUnit;

  it("numbers the unit from 1, sizes it from its equipment and spells the placement's axes out", () => {
    const u = unitOf(request, unit);
    const box = equipmentCatalogue().find((e) => e.code === '22G1')!;
    expect(u).toMatchObject({ number: 1, code: '22G1', length: box.length, width: box.width, pieces: 1 });
    expect(u.placements[0]).toMatchObject({ length: 800, width: 1200, height: 1000, vertical: 'height', turned: true });
  });
});
