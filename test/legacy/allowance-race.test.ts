// The race at the compat call allowance (issue 42 item 4, docs/legacy.md "Admission"): N legacy
// calls at once with one call of the month left, through two whole systems on the same database
// (two processes' ocean subgraphs): exactly one is admitted, and the counters (X-Usage-*, the
// organisation's month, ocean.legacy_usage) say so. WRONG_NUMBER answers count and render
// nothing, so every call is only its admission. The clock is driven: every call is in one month.
// On PostgreSQL the calls are gated so they all overlap: the test holds the key's usage row
// locked until all N statements wait, so each has read its snapshot before any has counted. On
// PGlite (one connection) statements run one at a time: there it checks the counting only.
import { describe, it, expect } from 'vitest';
import { useSystem, http, testConfig, type HttpAnswer } from '../support/harness.js';
import { definePlan } from '../support/factories.js';
import { startOneProcess, type Runtime } from '../../wiring/runtime.js';
import type { Db } from '../../platform/db.js';
import pg from 'pg';

const N = 12;
const WRONG_NUMBER = 'CSQU3054380';

const sys = useSystem();

/** A second system on the file's database (left open when the system stops). */
async function system(): Promise<Runtime> {
  const shared = sys.services.db;
  const db = new Proxy(shared, {
    get: (target, key) =>
      key === 'close' ? async () => undefined : (Reflect.get(target, key, target) as (...a: unknown[]) => unknown),
  }) as Db;
  return startOneProcess({ db, clock: sys.clock, workers: false, seed: false, config: testConfig() });
}

const call = (rt: Runtime, key: string) =>
  http(rt.urls.ocean, `/compat/legacy/tracking?api_key=${key}&number=${WRONG_NUMBER}`);
const statuses = (answers: HttpAnswer[]) => answers.map((r) => r.status).sort();

/**
 * Sends the calls; on PostgreSQL while the key's usage row is locked, released once as many wait
 * for it as the systems' one shared pool can send at once (the rest follow when it is released).
 */
async function overlapping(orgId: string, send: () => Promise<HttpAnswer[]>): Promise<HttpAnswer[]> {
  const url = sys.services.config.databaseUrl;
  if (!url) return send();
  const gate = new pg.Client({ connectionString: url });
  await gate.connect();
  try {
    await gate.query('BEGIN');
    await gate.query('SELECT 1 FROM ocean.legacy_usage WHERE org_id = $1 FOR UPDATE', [orgId]);
    const answers = send();
    for (;;) {
      await gate.query('SELECT pg_stat_clear_snapshot()'); // the view is read once a transaction otherwise
      const w = await gate.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM ocean.legacy_access%'`,
      );
      if (w.rows[0]!.n >= Math.min(N, sys.services.config.pgPoolMax)) break;
      await new Promise((r) => setImmediate(r));
    }
    await gate.query('COMMIT');
    return await answers;
  } finally {
    await gate.end();
  }
}

describe('the compat call allowance at its edge', () => {
  it(`admits exactly one of ${N} concurrent legacy calls with one call of the month left`, async () => {
    await definePlan(sys.services.db, 'compat_race', { windowLimit: 1000, minuteLimit: 1000, legacyCallsPerMonth: 3 });
    const org = await sys.org({ plan: 'compat_race' });
    const key = await org.key('tmcp');
    const [a, b] = [await system(), await system()];
    try {
      for (const s of [a, b]) expect((await call(s, key)).status).toBe(200);
      const answers = await overlapping(org.id, () =>
        Promise.all(Array.from({ length: N }, (_, i) => call(i % 2 ? b : a, key))),
      );
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(429)]);
      const admitted = answers.find((r) => r.status === 200)!;
      expect(admitted.headers.get('x-usage-month')).toBe('3');
      for (const r of answers.filter((x) => x.status === 429))
        expect(r.body.message).toMatch(/allowance spent.*; 3 used/);
      const after = await call(a, key);
      expect(after.status).toBe(429);
      expect(after.headers.get('x-usage-month')).toBe('3');
    } finally {
      await a.stop();
      await b.stop();
    }
    const usage = await sys.services.db.query<{ calls: number }>(
      'SELECT sum(calls)::int AS calls FROM ocean.legacy_usage WHERE org_id = $1',
      [org.id],
    );
    expect(usage.rows).toEqual([{ calls: 3 }]);
  });
});
