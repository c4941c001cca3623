// Analyst exports of the loading host (docs/exports.md): load_plans and load_plan_units equal the
// REST plan answers for the same plans, over several pages, in NDJSON, CSV and Parquet; another
// organisation's plans never appear; a plan planned again comes with the next incremental run.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { csvRows, exportOf, ndjsonRows, parquetRows } from '../support/exports.js';
import { LOAD_PLANS, LOAD_PLAN_UNITS } from '../../rest-adapter/exports/datasets.js';

/** Fewer than the units of the plans below, so every export reads several pages. */
const PAGE_ROWS = 2;

let a: string;
let b: string;
/** Org A's plans as GET /v1/plans/{id} answers them. */
let plans: any[];

const ORDER = (name: string, count: number) => ({
  name,
  cargo: [{ id: 'CRATE', length: 2000, width: 1200, height: 1500, weight: 900, quantity: 4 * count }],
  equipment: [{ code: '22G1', count }],
  options: { time_budget_ms: 500, seed: 3 },
});

async function plan(key: string, body: unknown) {
  const r = await http(sys.urls.loading, '/v1/plans', { key, method: 'POST', body });
  expect(r.status, r.text).toBe(201);
  return r.body.plan;
}

const get = (path: string, key = a) => exportOf(sys, sys.urls.loading, key, path);

const sys = useSystem({ configOverrides: { exportPageRows: PAGE_ROWS } });
beforeAll(async () => {
  [a, b] = [await (await sys.org()).key('lmcp'), await (await sys.org()).key('lmcp')];
  plans = [];
  for (const [name, units] of [
    ['PO 1', 2],
    ['PO 2', 1],
    ['PO 3', 2],
  ] as const) {
    sys.clock.advance(1000);
    plans.push(await plan(a, ORDER(name, units)));
  }
  await plan(b, ORDER('other', 1));
});

describe('GET /v1/exports/load_plans', () => {
  it('one row per plan of the organisation, as the REST plan answers it, oldest change first', async () => {
    const r = await get('/v1/exports/load_plans?format=ndjson');
    expect(r.status).toBe(200);
    const rows = ndjsonRows(r.bytes);
    expect(rows.map((x) => Object.keys(x).join())).toEqual(
      plans.map(() => LOAD_PLANS.columns.map((c) => c.name).join()),
    );
    expect(rows.map((x) => x.id)).toEqual(plans.map((p) => p.id));
    for (const [i, p] of plans.entries())
      expect(rows[i]).toEqual({
        id: p.id,
        name: p.name,
        revision: p.revision,
        units: p.summary.units,
        pieces_placed: p.summary.pieces_placed,
        pieces_unplaced: p.summary.pieces_unplaced,
        volume_utilisation: p.summary.volume_utilisation,
        elapsed_ms: p.elapsed_ms,
        cargo: p.cargo,
        equipment: p.equipment,
        unplaced: p.unplaced,
        created_at: p.created_at,
        updated_at: p.updated_at,
      });
    const other = ndjsonRows((await get('/v1/exports/load_plans?format=ndjson', b)).bytes);
    expect(other.map((x) => x.name)).toEqual(['other']);
  });

  it('incremental: a plan planned again, and only it, comes with the next run', async () => {
    const first = await get('/v1/exports/load_plans?format=csv');
    expect(csvRows(first.bytes)).toHaveLength(plans.length);
    const since = first.headers.get('x-export-next-since')!;
    const changed = await http(sys.urls.loading, `/v1/plans/${plans[1].id}`, {
      key: a,
      method: 'PATCH',
      body: { name: 'PO 2 (revised)' },
    });
    expect(changed.status, changed.text).toBe(200);
    const next = csvRows((await get(`/v1/exports/load_plans?format=csv&since=${since}`)).bytes);
    expect(next.map((x) => [x.id, x.name, x.revision])).toEqual([[plans[1].id, 'PO 2 (revised)', '2']]);
    const units = ndjsonRows((await get(`/v1/exports/load_plan_units?format=ndjson&since=${since}`)).bytes);
    expect(units.map((x) => [x.plan_id, x.plan_revision, x.number])).toEqual([[plans[1].id, 2, 1]]);
    plans[1] = (await http(sys.urls.loading, `/v1/plans/${plans[1].id}`, { key: a })).body.plan;
  });
});

describe('GET /v1/exports/load_plan_units', () => {
  it('one row per unit of each plan, as the plan’s units answer them, read back from Parquet', async () => {
    const r = await get('/v1/exports/load_plan_units?format=parquet');
    expect(r.status).toBe(200);
    const rows = await parquetRows(r.bytes);
    const expected: { p: any; u: any }[] = [...plans]
      .sort((x, y) => x.updated_at.localeCompare(y.updated_at))
      .flatMap((p) => p.units.map((u: any) => ({ p, u })));
    expect(rows.length).toBeGreaterThan(PAGE_ROWS);
    expect(rows.map((x) => x.id)).toEqual(expected.map(({ p, u }) => `${p.id}/${String(u.number).padStart(4, '0')}`));
    for (const [i, { p, u }] of expected.entries())
      expect({ ...rows[i], updated_at: (rows[i]!.updated_at as Date).toISOString() }).toEqual({
        id: rows[i]!.id,
        plan_id: p.id,
        plan_revision: p.revision,
        number: u.number,
        code: u.code,
        length: u.length,
        width: u.width,
        height: u.height,
        max_payload: u.max_payload,
        pieces: u.pieces,
        volume_utilisation: u.volume_utilisation,
        weight_utilisation: u.weight_utilisation,
        weight: u.weight,
        cog_x: u.centre_of_gravity.x,
        cog_y: u.centre_of_gravity.y,
        cog_z: u.centre_of_gravity.z,
        cog_offset_x: u.cog_offset.x,
        cog_offset_y: u.cog_offset.y,
        warnings: u.warnings,
        updated_at: p.updated_at,
      });
    expect(Object.keys(rows[0]!)).toEqual(LOAD_PLAN_UNITS.columns.map((c) => c.name));
  });

  it('a key of another product is refused', async () => {
    const r = await http(sys.urls.loading, '/v1/exports/load_plan_units', { key: await (await sys.org()).key('tmcp') });
    expect(r.status).toBe(401);
  });
});
