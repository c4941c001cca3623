// SQL statements per rates request (every subgraph counted) stay the same whatever the page size
// or the length of a history: lists and histories are batched, never a statement per item.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { http, type TestSystem } from '../support/harness.js';
import { startRatesSystem } from './fixtures.js';
import { extendSandboxFeed } from '../../subgraphs/rates/seed.js';

let sys: TestSystem;
let key: string;
beforeAll(async () => {
  ({ sys, key } = await startRatesSystem());
  sys.clock.set('2026-12-31T06:00:00Z'); // six weeks of the sandbox feed on the twelve index lanes
  await extendSandboxFeed(sys.services);
});
afterAll(() => sys?.close());

/** Statements one request costs, after a first request that warms the key and reference caches. */
async function statements(path: string): Promise<{ statements: number; items: number }> {
  await http(sys.urls.rates, path, { key });
  const before = sys.services.db.stats.statements;
  const r = await http(sys.urls.rates, path, { key });
  expect(r.status, path).toBe(200);
  const d = r.body.data;
  return {
    statements: sys.services.db.stats.statements - before,
    items: (d.items ?? d.points ?? d.history ?? []).length,
  };
}

describe('SQL statements per rates request', () => {
  it('are constant in the page size and the history length', async () => {
    const pages = [
      await statements('/v1/rates/observations?limit=5'),
      await statements('/v1/rates/observations?limit=50'),
      await statements('/v1/rates/observations?limit=200'),
    ];
    expect(pages.map((p) => p.items)).toEqual([5, 50, 200]);
    expect(new Set(pages.map((p) => p.statements)).size).toBe(1);

    const lanes = [await statements('/v1/rates/lanes?limit=2'), await statements('/v1/rates/lanes?limit=12')];
    expect(lanes.map((p) => p.items)).toEqual([2, 12]);
    expect(lanes[0]!.statements).toBe(lanes[1]!.statements);

    const history = [
      await statements('/v1/rates/lanes/CNSHA/NLRTM/history?from=2026-12-25&to=2026-12-31'),
      await statements('/v1/rates/lanes/CNSHA/NLRTM/history?from=2026-11-01&to=2026-12-31'),
    ];
    // The fixtures' quotes start on 15 November: 7 days, then 47.
    expect(history.map((p) => p.items)).toEqual([7, 47]);
    expect(history[0]!.statements).toBe(history[1]!.statements);

    const index = [
      await statements('/v1/rates/indices/GLOBAL?from=2026-12-25&to=2026-12-31'),
      await statements('/v1/rates/indices/GLOBAL?from=2026-11-01&to=2026-12-31'),
    ];
    expect(index[0]!.items).toBeLessThan(index[1]!.items);
    expect(index[0]!.statements).toBe(index[1]!.statements);
  });
});
