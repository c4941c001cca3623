import type { Queryable } from '../platform/db.js';
import { boxesByContainerIds, containersByIds } from '../subgraphs/ocean/store.js';
import { load, startBaseline, startBenchSystem } from './lib.js';
const sys = await startBenchSystem();
const plain = await sys.pool.query<{ id: string }>(
  `INSERT INTO ocean.containers (org_id, identifier, identifier_type, destination_unlocode)
   SELECT $1, 'BNCH' || lpad(g::text, 7, '0'), 'container_id', 'NLRTM' FROM generate_series(1, 1000) g RETURNING id`, [sys.orgId]);
const pool = sys.pool as unknown as Queryable; const orgId = sys.orgId;
const baseline = await startBaseline((app) => {
  app.get('/v1/containers/:id', async (req, res) => {
    const [row] = await containersByIds(pool, orgId, [req.params.id]);
    if (!row) return void res.status(404).json({ ok: false });
    const boxes = await boxesByContainerIds(pool, [row.id]);
    res.json({ ok: true, data: { ...row, boxes } });
  });
});
const paths = plain.rows.map((r) => `/v1/containers/${r.id}`);
await load(baseline.url, paths, {}, 3);
const { Session } = await import('node:inspector/promises');
const s = new Session(); s.connect();
await s.post('Profiler.enable'); await s.post('Profiler.start');
const r = await load(baseline.url, paths, {}, 8);
const { profile } = await s.post('Profiler.stop');
(await import('node:fs')).writeFileSync('/tmp/prof/base.cpuprofile', JSON.stringify(profile));
console.log(r);
await baseline.close(); await sys.close();
