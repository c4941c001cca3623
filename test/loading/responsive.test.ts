// Planning never stalls the service: while a long plan runs in a planner thread, another
// product's request is answered (gated on the plan having been handed to the pool, no timing).
import { describe, it, expect } from 'vitest';
import { once } from 'node:events';
import { useSystem, http } from '../support/harness.js';
import { LONG_PLAN_CARGO } from '../support/loading-fixtures.js';
import { plannerPool } from '../../subgraphs/loading/workers/planner-pool.js';

const sys = useSystem();

describe('a long plan', () => {
  it('runs off the request thread: an ocean request is answered while it plans', { timeout: 60_000 }, async () => {
    const org = await sys.org();
    const loadingKey = await org.key('lmcp');
    const oceanKey = await org.key('tmcp');
    const cargo = LONG_PLAN_CARGO;
    const started = once(plannerPool(sys.services), 'started');
    let planned = false;
    const plan = http(sys.urls.loading, '/v1/plans', {
      key: loadingKey,
      method: 'POST',
      body: { cargo, equipment: [{ code: '42G1' }], options: { time_budget_ms: 3000 } },
    }).then((r) => {
      planned = true;
      return r;
    });
    await started;
    const ocean = await http(sys.urls.ocean, '/v1/containers?limit=5', { key: oceanKey });
    expect(ocean.status).toBe(200);
    expect(planned).toBe(false);
    const r = await plan;
    expect(r.status, r.text).toBe(201);
    expect(r.body.plan.summary.pieces_placed).toBeGreaterThan(0);
    expect(r.body.plan.summary.pieces_placed + r.body.plan.summary.pieces_unplaced).toBe(5000);
  });
});
