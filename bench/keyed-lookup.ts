// Keyed lookup through the REST adapter → gateway → ocean subgraph → PostgreSQL, against a bare
// express + pg handler running the same queries (the ocean store's own SQL functions: the
// record with its vessel position, its boxes, and the predicted arrival's evidence from
// schedules' arrival history and congestion readings, which a record reads since 2026-12-02);
// and the same with one federated join (container → carrier in the reference subgraph), where
// the baseline adds the carrier query.
// Targets: issue 42 item 2's (0.85× in one process, 0.6× distributed). Then the same keyed
// lookup in distributed mode: every subgraph, the gateway and the adapter
// as separate processes (test/support/processes.ts) on the same database, rate limits counted
// across processes: once in PostgreSQL, once in Redis (BENCH_REDIS_URL, default the local one).
// Run: npm run bench -- keyed-lookup
import type { Queryable } from '../platform/db.js';
import { boxesByContainerIds, containersByIds } from '../subgraphs/ocean/store/index.js';
import { carriersByScac } from '../subgraphs/reference/store/index.js';
import { arrivalKeyOf, readArrivalEvidence } from '../subgraphs/ocean/use-cases/predict-arrival.js';
import { load, report, startBaseline, startBenchSystem } from './lib.js';
import { startDistributed } from '../test/support/processes.js';
import { TokenService } from '../platform/token.js';
import { randomUUID } from 'node:crypto';

const N = 1000;
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Which parts run (KEYED_MODES, default all): one (one process), postgres and redis (distributed, by limit store).
const MODES = (process.env.KEYED_MODES ?? 'one,postgres,redis').split(',');
const sys = await startBenchSystem();
try {
  // Half the boxes have no carrier (the gateway plan's reference fetch has nothing to do),
  // half have one (the join to Carrier.name runs).
  const plain = await sys.pool.query<{ id: string }>(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, destination_unlocode)
     SELECT $1, 'BNCH' || lpad(g::text, 7, '0'), 'container_id', 'NLRTM' FROM generate_series(1, $2) g RETURNING id`,
    [sys.orgId, N],
  );
  const joined = await sys.pool.query<{ id: string }>(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, destination_unlocode)
     SELECT $1, 'JOIN' || lpad(g::text, 7, '0'), 'container_id', (ARRAY['MAEU','MSCU','CMDU','HLCU'])[1 + g % 4], 'NLRTM'
       FROM generate_series(1, $2) g RETURNING id`,
    [sys.orgId, N],
  );
  const key = await sys.key('tmcp');
  const headers = { authorization: `Bearer ${key}` };
  const orgId = sys.orgId;

  const pool = sys.pool as unknown as Queryable;
  const baseline = await startBaseline((app) => {
    app.get('/v1/containers/:id', async (req, res) => {
      const [row] = await containersByIds(pool, orgId, [req.params.id]);
      if (!row) return void res.status(404).json({ ok: false });
      const [boxes, [arrival]] = await Promise.all([
        boxesByContainerIds(pool, [row.id]),
        readArrivalEvidence(pool, [arrivalKeyOf(row)], new Date()),
      ]);
      res.json({ ok: true, data: { ...row, boxes, arrival } });
    });
    app.get('/v1/containers-joined/:id', async (req, res) => {
      const [row] = await containersByIds(pool, orgId, [req.params.id]);
      if (!row) return void res.status(404).json({ ok: false });
      const [boxes, [arrival], carriers] = await Promise.all([
        boxesByContainerIds(pool, [row.id]),
        readArrivalEvidence(pool, [arrivalKeyOf(row)], new Date()),
        carriersByScac(pool, [row.carrier_scac!]),
      ]);
      res.json({ ok: true, data: { ...row, boxes, arrival, carrier_name: carriers[0]?.name ?? null } });
    });
  });
  const plainPaths = plain.rows.map((r) => `/v1/containers/${r.id}`);
  const joinedPaths = joined.rows.map((r) => `/v1/containers/${r.id}`);

  await load(baseline.url, plainPaths, {}, 2); // warm-up: JIT, caches, query plans
  if (MODES.includes('one')) await oneProcess();
  async function oneProcess() {
    await load(sys.rt.urls.ocean, plainPaths, headers, 2);
    const oursPlain = await load(sys.rt.urls.ocean, plainPaths, headers);
    const basePlain = await load(baseline.url, plainPaths);
    const oursJoin = await load(sys.rt.urls.ocean, joinedPaths, headers);
    const baseJoin = await load(
      baseline.url,
      joinedPaths.map((p) => p.replace('/v1/containers/', '/v1/containers-joined/')),
    );
    console.log(
      report('Keyed lookup, one-process mode', [
        { name: 'GET /v1/containers/{id}', ours: oursPlain, base: basePlain, target: '≥ 0.85×' },
        { name: 'GET /v1/containers/{id} + carrier join', ours: oursJoin, base: baseJoin, target: '≥ 0.6×' },
      ]),
    );
  }

  // Distributed, once per shared rate-limit store: the PostgreSQL table (a write per request)
  // and Redis (docs/scaling.md), each against the baseline measured right after it.
  const all: [string, NodeJS.ProcessEnv][] = [
    ['rate limits in PostgreSQL', { RATE_LIMIT_STORE: 'postgres' }],
    ['rate limits in Redis', { REDIS_URL: REDIS, REDIS_KEY_PREFIX: `bench:${randomUUID()}:` }],
  ];
  const stores = all.filter(([store]) => MODES.includes(store.includes('Redis') ? 'redis' : 'postgres'));
  for (const [store, env] of stores) {
    const dist = await startDistributed(sys.dbUrl, env);
    try {
      await load(dist.urls.ocean, plainPaths, headers, 2);
      const oursDist = await load(dist.urls.ocean, plainPaths, headers);
      const baseDist = await load(baseline.url, plainPaths);
      console.log(
        `\n${report(`Keyed lookup, distributed mode (8 subgraph processes, gateway, adapter), ${store}`, [{ name: 'GET /v1/containers/{id}', ours: oursDist, base: baseDist, target: '≥ 0.6×' }])}`,
      );
    } finally {
      await dist.stop();
    }
  }
  await baseline.close();

  // What token verification costs each distributed request: a subgraph (and the gateway)
  // verifies the edge's token once, then remembers it until it expires.
  const tokens = await TokenService.create(
    { signingKey: null, jwks: null, jwksUrl: null },
    { ephemeral: true, needs: 'sign' },
  );
  const { principal } = await sys.rt.auth.keyRecord({ key, source: 'bearer' });
  const now = new Date();
  const minted = await Promise.all(
    Array.from({ length: 500 }, () =>
      tokens.issue(principal, now, { seconds: 300, client: 'edge' }).then((t) => t.token),
    ),
  );
  let t0 = process.hrtime.bigint();
  for (const t of minted) await tokens.verify(t, now);
  const coldUs = Number(process.hrtime.bigint() - t0) / 1000 / minted.length;
  t0 = process.hrtime.bigint();
  for (let i = 0; i < 20_000; i++) await tokens.verify(minted[i % minted.length]!, now);
  const warmUs = Number(process.hrtime.bigint() - t0) / 1000 / 20_000;
  console.log(
    `\n## Token verification (ES256, jose)\n| first verification of a token | ${coldUs.toFixed(0)} µs |\n| every later request with it (remembered until expiry) | ${warmUs.toFixed(2)} µs |`,
  );
} finally {
  await sys.close();
}
