// Keyed lookup through the REST adapter → gateway → ocean subgraph → PostgreSQL, against a bare
// express + pg handler running the same query; and the same with one federated join
// (container → carrier in the reference subgraph) against the bare handler's SQL join.
// Run: npm run bench -- keyed-lookup
import { load, report, startBaseline, startBenchSystem } from './lib.js';

const N = 1000;
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

  const baseline = await startBaseline((app) => {
    app.get('/v1/containers/:id', async (req, res) => {
      const r = await sys.pool.query('SELECT * FROM ocean.containers WHERE org_id = $1 AND id = $2', [orgId, req.params.id]);
      if (!r.rows[0]) return void res.status(404).json({ ok: false });
      res.json({ ok: true, data: r.rows[0] });
    });
    app.get('/v1/containers-joined/:id', async (req, res) => {
      const r = await sys.pool.query(
        `SELECT c.*, k.name AS carrier_name FROM ocean.containers c LEFT JOIN reference.carriers k ON k.scac = c.carrier_scac
          WHERE c.org_id = $1 AND c.id = $2`,
        [orgId, req.params.id],
      );
      if (!r.rows[0]) return void res.status(404).json({ ok: false });
      res.json({ ok: true, data: r.rows[0] });
    });
  });
  const plainPaths = plain.rows.map((r) => `/v1/containers/${r.id}`);
  const joinedPaths = joined.rows.map((r) => `/v1/containers/${r.id}`);

  await load(sys.rt.urls.ocean, plainPaths, headers, 2); // warm-up: JIT, caches, query plans
  await load(baseline.url, plainPaths, {}, 2);
  const oursPlain = await load(sys.rt.urls.ocean, plainPaths, headers);
  const basePlain = await load(baseline.url, plainPaths);
  const oursJoin = await load(sys.rt.urls.ocean, joinedPaths, headers);
  const baseJoin = await load(baseline.url, joinedPaths.map((p) => p.replace('/v1/containers/', '/v1/containers-joined/')));
  console.log(
    report('Keyed lookup, one-process mode', [
      { name: 'GET /v1/containers/{id}', ours: oursPlain, base: basePlain, target: '≥ 0.7×' },
      { name: 'GET /v1/containers/{id} + carrier join', ours: oursJoin, base: baseJoin, target: '≥ 0.6×' },
    ]),
  );
  await baseline.close();
} finally {
  await sys.close();
}
