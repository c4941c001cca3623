// One plan on several planner threads (issue 31): a plan that starts while threads are idle and
// nobody waits is split over them within its organisation's share, and the pool keeps the best
// share's plan; another organisation's plan still starts at once on the thread kept free.
// Gated on the pool's events.
import { describe, it, expect, afterAll } from 'vitest';
import { once } from 'node:events';
import { PlannerPool } from '../../subgraphs/loading/pool.js';
import { plan } from '../../subgraphs/loading/planner/index.js';
import { betterPlan } from '../../subgraphs/loading/planner/best.js';
import { validatePlan } from '../../subgraphs/loading/validator/index.js';
import type { CargoItem, PlanInput } from '../../subgraphs/loading/planner/types.js';

const line = (id: string, l: number, w: number, h: number, quantity: number): CargoItem => ({
  id,
  l,
  w,
  h,
  weight: 1,
  quantity,
  upright: [true, true, true],
  stackable: true,
  max_load: null,
  fragile: false,
  stop: 1,
  must_ship: true,
});
const input = (items: CargoItem[], budget: number): PlanInput => ({
  items,
  equipment: [{ code: 'U', l: 200, w: 120, h: 100, door_w: 120, door_h: 100, max_payload: 1e6, max_units: 1 }],
  options: { time_budget_ms: budget, seed: 7, min_support: 1 },
});

// Three threads: one organisation may run two, so a lone plan gets two and one stays free.
const pool = new PlannerPool({ threads: 3, queue: 4, nice: 0 });
afterAll(() => pool.close());

describe('a plan on several threads', () => {
  it("takes the idle threads of its organisation's share, keeps the best share's plan, and leaves a thread for others", async () => {
    // More cargo than the unit takes, small enough for the whole schedule within the budget.
    const small = input([line('A', 37, 23, 19, 40), line('B', 51, 17, 29, 30), line('C', 13, 44, 31, 25)], 20_000);
    const started = once(pool, 'started');
    const answer = pool.plan(small, { orgId: 'org-a', plan: 'paid' });
    const [, org, threads] = await started;
    expect([org, threads]).toEqual(['org-a', 2]);
    const result = await answer;
    expect(validatePlan(small, result)).toEqual([]);
    const shares = [0, 1].map((index) => plan(small, { index, of: 2 }));
    const best = betterPlan(small, shares[1]!, shares[0]!) ? shares[1]! : shares[0]!;
    expect(result.units).toEqual(best.units);

    // A long plan of A holds two threads; B's plan starts while it runs, on the third.
    const long = input(
      Array.from({ length: 40 }, (_, k) =>
        line(`L${k}`, 11 + ((k * 7) % 30), 9 + ((k * 11) % 25), 8 + ((k * 13) % 20), 6),
      ),
      3000,
    );
    const order: string[] = [];
    const seen = (event: string) => (_input: PlanInput, o: string, n?: number) =>
      order.push(`${event} ${o} ${n ?? ''}`.trim());
    pool.on('started', seen('started'));
    pool.on('finished', seen('finished'));
    const aStarted = once(pool, 'started');
    const a = pool.plan(long, { orgId: 'org-a', plan: 'paid' });
    await aStarted;
    const b = await pool.plan(small, { orgId: 'org-b', plan: 'paid' });
    expect(validatePlan(small, b)).toEqual([]);
    await a;
    // B started before A's plan was through (A on two threads, B on the one left).
    expect(order.slice(0, 2)).toEqual(['started org-a 2', 'started org-b 1']);
  }, 120_000);
});
