// Schedules through the REST adapter → gateway → schedules subgraph → PostgreSQL, against a
// bare express + pg handler running the same SQL: the sailings search (point-to-point routes,
// direct and transshipment, over 20 lanes) and the carrier league. Ours includes what the
// product does on every answer: key, rate limit, access check and counting the call.
// Run: npm run bench -- schedules-search
import { load, report, startBaseline, startBenchSystem } from './lib.js';
import { grantEntitlement } from '../subgraphs/accounts/store/index.js';
import { buildNetwork } from '../subgraphs/schedules/connectors/sandbox-network.js';
import { carrierName, carrierStats, searchRoutes } from '../subgraphs/schedules/store/index.js';
import { rankCarriers } from '../subgraphs/schedules/decide/reliability.js';
import type { Queryable } from '../platform/db.js';
import { flushAllowance } from '../subgraphs/schedules/workers/allowance.js';

const sys = await startBenchSystem();
try {
  await grantEntitlement(sys.rt.services.db, sys.orgId, 'schedules', null);
  // The bench plan is uncapped (counting still runs: read, then the guarded increments, in the
  // one-process default's memory store; SCHEDULES_USAGE_STORE=postgres measures each call's transaction).
  await sys.pool.query("INSERT INTO schedules.quota_plans VALUES ('bench', NULL, NULL) ON CONFLICT DO NOTHING");
  const key = await sys.key('smcp');
  const headers = { authorization: `Bearer ${key}` };
  const pool: Queryable = {
    query: async (sql, params) => {
      const r = await sys.pool.query(sql, params as any[]);
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
  };

  // Twenty lanes: first to last call of the first services of the network.
  const lanes = buildNetwork()
    .filter((_, i) => i % 9 === 0)
    .slice(0, 20)
    .map((s) => [s.calls[0]!.unlocode, s.calls[s.calls.length - 1]!.unlocode] as const);
  const searchPaths = lanes.map(([o, d]) => `/public/schedules?origin=${o}&destination=${d}&limit=20`);

  const baseline = await startBaseline((app) => {
    app.get('/public/schedules', async (req, res) => {
      const now = new Date();
      const rows = await searchRoutes(pool, {
        origin: String(req.query.origin),
        destination: String(req.query.destination),
        from: now,
        to: new Date(now.getTime() + 28 * 86_400_000),
        scacs: null,
        directOnly: false,
        limit: Number(req.query.limit ?? 20),
        offset: 0,
      });
      res.json({ ok: true, data: { items: rows, total: rows[0]?.total ?? 0 } });
    });
    app.get('/public/reliability/leaderboard', async (_req, res) => {
      const now = new Date();
      const stats = await carrierStats(pool, null, new Date(now.getTime() - 182 * 86_400_000), now, 24 * 60);
      res.json({ ok: true, data: { carriers: rankCarriers(stats, carrierName).slice(0, 100) } });
    });
  });

  const ours = sys.rt.urls.schedules;
  const check = await fetch(`${ours}${searchPaths[0]}`, { headers });
  if (check.status !== 200) throw new Error(`warm-up answered ${check.status}: ${await check.text()}`);
  await load(ours, searchPaths, headers, 2); // warm-up: JIT, caches, query plans
  await load(baseline.url, searchPaths, {}, 2);
  const oursSearch = await load(ours, searchPaths, headers);
  const baseSearch = await load(baseline.url, searchPaths);
  const oursLeague = await load(ours, ['/public/reliability/leaderboard'], headers);
  const baseLeague = await load(baseline.url, ['/public/reliability/leaderboard']);
  await flushAllowance(sys.rt.services); // the calls admitted since the last write
  const counted = await sys.pool.query<{ used: number }>(
    "SELECT used FROM schedules.usage_counters WHERE subject = $1 AND period = 'month'",
    [sys.orgId],
  );
  console.log(
    report('Schedules through REST, one-process mode', [
      { name: 'GET /public/schedules (20 lanes, counted)', ours: oursSearch, base: baseSearch },
      { name: 'GET /public/reliability/leaderboard (counted)', ours: oursLeague, base: baseLeague },
    ]),
  );
  console.log(`\ncalls counted during the run: ${counted.rows[0]?.used ?? 0}`);
  await baseline.close();
} finally {
  await sys.close();
}
