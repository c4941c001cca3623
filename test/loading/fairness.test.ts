// The planner is shared fairly between organisations (issue 29): one organisation flooding it
// is refused 503 PLANNER_BUSY beyond its own share, with a Retry-After from its own queue,
// while another organisation's small plan is accepted, starts on the thread kept free of the
// flood, and completes before the flood's backlog. Budgets are capped by plan tier. Gated on the
// pool's events, not on time.
import { describe, it, expect } from 'vitest';
import { once } from 'node:events';
import { useSystem, http, type HttpAnswer } from '../support/harness.js';
import { LONG_PLAN_CARGO } from '../support/loading-fixtures.js';
import { plannerPool, PLANNER_TIERS } from '../../subgraphs/loading/workers/planner-pool.js';
import { loadingConfig } from '../../subgraphs/loading/settings.js';

// One planner thread asked for, as on a two-core machine: the pool keeps a second one that no
// single organisation may take.
const sys = useSystem({
  configOverrides: { loading: { ...loadingConfig(process.env), plannerThreads: 1, plannerQueue: 16 } },
});

const SMALL = [{ id: 'BOX', length: 1200, width: 800, height: 1000, weight: 300, quantity: 2 }];

const plan = (key: string, cargo: unknown[], budget: number) =>
  http(sys.urls.loading, '/v1/plans', {
    key,
    method: 'POST',
    body: { cargo, equipment: [{ code: '42G1' }], options: { time_budget_ms: budget } },
  });

describe('the planner under a flood from one organisation', () => {
  it("refuses only the flooding organisation beyond its share; another's small plan is accepted and completes before the flood's backlog", async () => {
    const pool = plannerPool(sys.services);
    const b = await sys.org({ name: 'Flooder', plan: 'paid' });
    const a = await sys.org({ name: 'Bystander', plan: 'paid' });
    const bKey = await b.key('lmcp');
    const aKey = await a.key('lmcp');
    const started: string[] = [];
    const finished: string[] = [];
    pool.on('started', (_input, orgId: string) => started.push(orgId));
    pool.on('finished', (_input, orgId: string) => finished.push(orgId));

    // B asks for more plans than the whole queue holds, one after another: each is admitted
    // (the pool says so) or refused (the answer says so) before the next is sent.
    const flood = PLANNER_TIERS.paid.queued + 1 + 12;
    const accepted: Promise<HttpAnswer>[] = [];
    const refused: HttpAnswer[] = [];
    for (let i = 0; i < flood; i++) {
      // A refused plan is never admitted: its wait is dropped, so no listener is left behind.
      const unheard = new AbortController();
      const admitted = once(pool, 'admitted', { signal: unheard.signal }).then(
        () => null,
        () => null,
      );
      const answer = plan(bKey, LONG_PLAN_CARGO, 3000);
      const first = await Promise.race([admitted, answer]);
      unheard.abort();
      if (first === null) accepted.push(answer);
      else refused.push(first);
    }
    // One planning, its tier's queue waiting; the rest refused with B's own wait.
    expect(accepted).toHaveLength(1 + PLANNER_TIERS.paid.queued);
    expect(refused).toHaveLength(flood - accepted.length);
    for (const r of refused) {
      expect(r.status, r.text).toBe(503);
      expect(r.body.error).toMatchObject({ code: 'PLANNER_BUSY', message: expect.stringMatching(/this organisation/) });
      const wait = Number(r.headers.get('retry-after'));
      // Worked out from B's plans waiting and running (3 s each), not from anyone else's.
      expect(wait).toBeGreaterThanOrEqual(3);
      expect(wait).toBeLessThanOrEqual(3 * accepted.length);
    }

    const small = await plan(aKey, SMALL, 1000);
    expect(small.status, small.text).toBe(201);
    expect(small.body.plan.summary.pieces_placed).toBe(2);
    // B's backlog was not through when A's plan was answered: A did not wait behind it.
    expect(finished.filter((o) => o === b.id).length).toBeLessThan(accepted.length);

    for (const r of await Promise.all(accepted)) expect(r.status, r.text).toBe(201);
    expect(started.indexOf(a.id)).toBeLessThan(started.lastIndexOf(b.id));
    expect(finished.indexOf(a.id)).toBeLessThan(finished.lastIndexOf(b.id));
  }, 120_000);

  it('caps a plan’s time budget by plan tier, naming the field', async () => {
    const free = await sys.org({ plan: 'free' });
    const key = await free.key('lmcp');
    const over = await plan(key, SMALL, PLANNER_TIERS.free.budgetMaxMs + 1);
    expect(over.status, over.text).toBe(400);
    expect(over.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^options\.time_budget_ms: at most 5000 on the free plan/),
    });
    expect((await plan(key, SMALL, PLANNER_TIERS.free.budgetMaxMs)).status).toBe(201);
  });
});
