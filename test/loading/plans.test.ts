// Load plans through the loading host (docs/loading.md): create, list, get, replan, delete, the
// catalogue and the pictures, every plan checked by the independent validator; the errors in
// the loading envelope; another organisation's plan is unknown; plan_created / plan_updated.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { validatePlan } from '../../subgraphs/loading/decide/validator/index.js';
import { plannerInput } from '../../subgraphs/loading/decide/plan-request.js';

let key: string;
let orgId: string;
const sys = useSystem({ key: 'lmcp', products: ['loading'] });
beforeAll(() => void ({ orgId, key } = sys));

const call = (path: string, opts: { method?: string; body?: unknown; k?: string } = {}) =>
  http(sys.urls.loading, path, { key: opts.k ?? key, method: opts.method, body: opts.body });

/** A pallet load a forwarder would plan: euro pallets, cartons this side up, a fragile crate. */
const ORDER = {
  name: 'PO 4711',
  cargo: [
    {
      id: 'EUR-PALLET',
      length: 1200,
      width: 800,
      height: 1100,
      weight: 420,
      quantity: 14,
      upright: ['height'],
      max_load: 900,
    },
    { id: 'CARTON-A', length: 600, width: 400, height: 400, weight: 18, quantity: 60, upright: ['height'] },
    {
      id: 'CRATE-GLASS',
      length: 1000,
      width: 600,
      height: 700,
      weight: 95,
      quantity: 2,
      fragile: true,
      upright: ['height'],
    },
  ],
  equipment: [{ code: '22G1', count: 2 }],
  options: { time_budget_ms: 20_000, seed: 7 },
};

/** The stored request and result, recomputed by the validator (shares no code with the planner). */
async function violations(id: string) {
  const row = (await sys.services.db.query('SELECT request, result FROM loading.plans WHERE id = $1', [id])).rows[0];
  return validatePlan(plannerInput(row.request), row.result);
}

describe('plans', () => {
  let id: string;

  it('plans cargo into units and answers {ok:true, plan} with placements, figures and pictures', async () => {
    const r = await call('/v1/plans', { method: 'POST', body: ORDER });
    expect(r.status, r.text).toBe(201);
    expect(r.body.ok).toBe(true);
    const plan = r.body.plan;
    id = plan.id;
    expect(plan).toMatchObject({
      name: 'PO 4711',
      revision: 1,
      options: { time_budget_ms: 20_000, seed: 7, min_support: 1 },
    });
    expect(plan.cargo[1]).toMatchObject({
      id: 'CARTON-A',
      upright: ['height'],
      stackable: true,
      stop: 1,
      must_ship: true,
    });
    expect(plan.summary.pieces_placed + plan.summary.pieces_unplaced).toBe(76);
    expect(plan.summary.pieces_unplaced).toBe(0);
    expect(plan.units.length).toBeGreaterThanOrEqual(1);
    const unit = plan.units[0];
    expect(unit).toMatchObject({ number: 1, code: '22G1', length: 5898, width: 2352, height: 2393 });
    expect(unit.picture).toBe(`/v1/plans/${id}/units/1.svg`);
    expect(unit.placements[0]).toMatchObject({ step: 1, vertical: 'height' });
    expect(await violations(id)).toEqual([]);

    const svg = await call(unit.picture);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((svg.text.match(/class="piece"/g) ?? []).length).toBe(unit.pieces);
    const firstSteps = await call(`${unit.picture}?steps=true&up_to_step=5`);
    expect((firstSteps.text.match(/class="piece"/g) ?? []).length).toBe(5);
    expect((await call(`/v1/plans/${id}/units/9.svg`)).status).toBe(404);
  });

  it('gives the same plan for the same input and seed', async () => {
    sys.clock.advance(1000);
    const again = await call('/v1/plans', { method: 'POST', body: ORDER });
    const first = await call(`/v1/plans/${id}`);
    expect(again.body.plan.units.map((u: any) => u.placements)).toEqual(
      first.body.plan.units.map((u: any) => u.placements),
    );
  });

  it('lists plans newest first, a page at a time', async () => {
    const p1 = await call('/v1/plans?limit=1');
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ ok: true, data: { has_more: true } });
    expect(p1.body.data.items[0]).toEqual({
      id: expect.any(String),
      name: 'PO 4711',
      revision: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      summary: expect.objectContaining({ pieces_placed: 76 }),
    });
    const p2 = await call(`/v1/plans?limit=1&cursor=${p1.body.data.next_cursor}`);
    expect(p2.body.data.items[0].id).toBe(id);
    expect((await call('/v1/plans?cursor=forged')).status).toBe(400);
  });

  it('replans a changed plan under the same id with the next revision', async () => {
    sys.clock.advance(60_000);
    const r = await call(`/v1/plans/${id}`, {
      method: 'PATCH',
      body: { equipment: [{ code: '42G1' }], name: 'PO 4711 rev' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.plan).toMatchObject({ id, revision: 2, name: 'PO 4711 rev', summary: { units: 1 } });
    expect(r.body.plan.units[0].code).toBe('42G1');
    expect(r.body.plan.cargo).toHaveLength(3); // not given: kept
    expect(r.body.plan.updated_at).not.toBe(r.body.plan.created_at);
    expect(await violations(id)).toEqual([]);
  });

  it('raises plan_created and plan_updated through the webhook outbox', async () => {
    const events = (
      await sys.services.db.query<{ event_type: string; data: any }>(
        "SELECT event_type, data FROM webhooks.outbox WHERE org_id = $1 AND product = 'loading' ORDER BY occurred_at",
        [orgId],
      )
    ).rows;
    expect(events.map((e) => e.event_type)).toEqual(['plan_created', 'plan_created', 'plan_updated']);
    expect(events[2]!.data).toMatchObject({ plan_id: id, revision: 2, pieces_placed: 76, units: [{ code: '42G1' }] });
  });

  it('reports what it cannot place, with the reason', async () => {
    const r = await call('/v1/plans', {
      method: 'POST',
      body: {
        cargo: [
          { id: 'MAST', length: 14_000, width: 300, height: 300, weight: 200, quantity: 1 },
          { id: 'ANVIL', length: 500, width: 500, height: 500, weight: 30_000, quantity: 1 },
          { id: 'BOX', length: 1000, width: 1000, height: 1000, weight: 10, quantity: 40, must_ship: false },
        ],
        equipment: [{ code: '22G1' }],
        options: { time_budget_ms: 300 },
      },
    });
    expect(r.status, r.text).toBe(201);
    const reasons = Object.fromEntries(r.body.plan.unplaced.map((u: any) => [u.item_id, [u.reason, u.quantity]]));
    expect(reasons.MAST).toEqual(['TOO_LARGE', 1]);
    expect(reasons.ANVIL).toEqual(['TOO_HEAVY', 1]);
    expect(reasons.BOX[0]).toBe('OPTIONAL_LEFT');
    expect(r.body.plan.summary.pieces_placed).toBe(40 - reasons.BOX[1]);
    expect(await violations(r.body.plan.id)).toEqual([]);
  });

  it('answers the equipment catalogue', async () => {
    const r = await call('/v1/equipment');
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((e: any) => e.code)).toEqual(
      expect.arrayContaining(['22G1', '42G1', '45G1', 'L5G1', '22R1', '45R1', 'TRAILER_13_6']),
    );
  });

  it('deletes a plan for good: then it is unknown', async () => {
    const other = await sys.org();
    const otherKey = await other.key('lmcp');
    expect((await call(`/v1/plans/${id}`, { k: otherKey })).status).toBe(404);
    expect((await call(`/v1/plans/${id}`, { method: 'DELETE', k: otherKey })).status).toBe(404);
    const d = await call(`/v1/plans/${id}`, { method: 'DELETE' });
    expect(d.status).toBe(200);
    expect(d.body).toEqual({ ok: true, data: { id, deleted: true } });
    expect((await call(`/v1/plans/${id}`)).status).toBe(404);
    expect((await call(`/v1/plans/${id}`, { method: 'PATCH', body: { name: 'x' } })).status).toBe(404);
  });
});

describe('refusals in the loading envelope', () => {
  const post = (body: unknown) => call('/v1/plans', { method: 'POST', body });
  const base = {
    cargo: [{ id: 'A', length: 100, width: 100, height: 100, weight: 1, quantity: 1 }],
    equipment: [{ code: '22G1' }],
  };

  it.each([
    ['a zero side', { ...base, cargo: [{ ...base.cargo[0], height: 0 }] }, /^cargo\.0\.height|cargo.*height/],
    ['a negative weight', { ...base, cargo: [{ ...base.cargo[0], weight: -5 }] }, /weight/],
    ['a fractional millimetre', { ...base, cargo: [{ ...base.cargo[0], length: 10.5 }] }, /length/],
    [
      'unknown equipment',
      { ...base, equipment: [{ code: 'ZZZZ' }] },
      /^equipment\[0\]\.code ZZZZ is not in the catalogue/,
    ],
    [
      'code and custom both',
      {
        ...base,
        equipment: [
          { code: '22G1', custom: { length: 1, width: 1, height: 1, door_width: 1, door_height: 1, max_payload: 1 } },
        ],
      },
      /either code or custom/,
    ],
    ['no cargo', { ...base, cargo: [] }, /cargo/],
    ['a line given twice', { ...base, cargo: [base.cargo[0], base.cargo[0]] }, /cargo\[1\]\.id A is given twice/],
    [
      'too many pieces',
      {
        ...base,
        cargo: [
          { ...base.cargo[0], quantity: 3000 },
          { ...base.cargo[0], id: 'B', quantity: 3000 },
        ],
      },
      /6000 pieces; at most 5000/,
    ],
    ['an unknown field', { ...base, colour: 'red' }, /colour/],
    ['a budget over the maximum', { ...base, options: { time_budget_ms: 60_000 } }, /time_budget_ms/],
  ])('refuses %s with 400 VALIDATION_ERROR naming the field', async (_, body, message) => {
    const r = await post(body);
    expect(r.status, r.text).toBe(400);
    expect(r.body.ok).toBe(false);
    expect(r.body.error.code).toBe('VALIDATION_ERROR');
    expect(r.body.error.message).toMatch(message);
  });

  it('refuses malformed JSON, a missing key, and another product key', async () => {
    const bad = await fetch(`${sys.urls.loading}/v1/plans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"cargo": [',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    expect((await http(sys.urls.loading, '/v1/plans')).status).toBe(401);
    const tmcp = await (await sys.org()).key('tmcp');
    const r = await call('/v1/plans', { k: tmcp });
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('UNAUTHORIZED');
  });
});
