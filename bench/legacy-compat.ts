// Cached polls of the legacy-compatible surface through the REST adapter (api_key auth, rate
// limit) → gateway → ocean subgraph (one admission statement: access period, allowance, usage
// count, cache read) → PostgreSQL, against a bare express + pg handler running the same
// admission statement and sending the same envelope and headers.
// Run: npm run bench -- legacy-compat
import { load, report, startBaseline, startBenchSystem } from './lib.js';
import { systemClock } from '../platform/clock.js';
import type { Queryable } from '../platform/db.js';
import { createSandboxCarrierNetwork } from '../subgraphs/ocean/connectors/sandbox.js';
import { containerCheckDigit } from '../subgraphs/ocean/decide/reference-numbers.js';
import { admit } from '../subgraphs/ocean/legacy/store/index.js';
import { hashKey } from '../subgraphs/accounts/store/index.js';

const REFERENCES = 200;
const sys = await startBenchSystem();
// Every poll of the measured run must be a cache hit: keep answers for the whole run.
sys.rt.services.config.ocean.legacy.cacheSeconds = 3600;
try {
  const db = sys.rt.services.db;
  await db.query("INSERT INTO ocean.plan_allowances VALUES ('bench', NULL, NULL, NULL, NULL) ON CONFLICT DO NOTHING");
  await db.query("INSERT INTO ocean.legacy_allowances VALUES ('bench', NULL) ON CONFLICT DO NOTHING");
  const key = await sys.key('tmcp');

  // References the sandbox network knows now; each polled once so its answer is cached.
  const net = createSandboxCarrierNetwork(systemClock);
  const numbers: string[] = [];
  for (let n = 0; numbers.length < REFERENCES; n++) {
    const head = `MRKU${String(300_000 + n).padStart(6, '0')}`;
    const number = `${head}${containerCheckDigit(head)}`;
    if (net.snapshotAt({ identifier: number, identifierType: 'container_id', carrierScac: null }, new Date()).found)
      numbers.push(number);
  }
  const path = (n: string) => `/compat/legacy/tracking?api_key=${key}&number=${n}`;
  for (let i = 0; i < numbers.length; i += 10) {
    await Promise.all(
      numbers.slice(i, i + 10).map(async (n) => {
        const r = await fetch(sys.rt.urls.ocean + path(n));
        const body = (await r.json()) as { status: string };
        if (r.status !== 200 || body.status !== 'success')
          throw new Error(`warm-up ${n}: HTTP ${r.status} ${JSON.stringify(body).slice(0, 200)}`);
      }),
    );
  }
  const before = db.stats.statements;
  await fetch(sys.rt.urls.ocean + path(numbers[0]!));
  const statements = db.stats.statements - before;

  // The bare handler: the same admission statement (usage count + cache read), the same body.
  const pool: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => {
      const r = await sys.pool.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
  };
  const keyRow = await sys.pool.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [
    hashKey(key),
  ]);
  const keyId = keyRow.rows[0]!.id;
  const orgId = sys.orgId;
  const baseline = await startBaseline((app) => {
    app.get('/compat/legacy/tracking', async (req, res) => {
      const number = String(req.query.number ?? '')
        .trim()
        .toUpperCase();
      const a = await admit(pool, {
        orgId,
        keyId,
        plan: 'bench',
        identifier: number,
        now: new Date(),
        cacheSeconds: 3600,
      });
      if (!a.cached) return void res.status(200).json({ status: 'error', message: 'NO_TRACKING_INFO', data: {} });
      const data = a.cached.data as { metadata: Record<string, unknown> };
      data.metadata.number = number;
      data.metadata.api_calls = { total: a.allowance, used: a.orgMonth, remaining: null };
      res.setHeader('API-Version', 'v3');
      res.setHeader('X-Schema-Version', 'legacy-compat/1');
      for (const [k, v] of Object.entries(a.key))
        res.setHeader(`X-Usage-${k[0]!.toUpperCase()}${k.slice(1)}`, String(v));
      res.json({ status: 'success', message: a.cached.message, data });
    });
  });
  const paths = numbers.map(path);

  await load(sys.rt.urls.ocean, paths, {}, 2); // warm-up: JIT, caches, query plans
  await load(baseline.url, paths, {}, 2);
  const ours = await load(sys.rt.urls.ocean, paths);
  const base = await load(baseline.url, paths);
  console.log(
    report('Legacy-compatible surface, cached polls, one-process mode', [
      { name: `GET /compat/legacy/tracking (cached, ${REFERENCES} references)`, ours, base },
    ]),
  );
  console.log(`\nSQL statements per cached poll (ours, whole request): ${statements}`);
  await baseline.close();
} finally {
  await sys.close();
}
