import { load, startBenchSystem } from './lib.js';
const N = 1000;
const sys = await startBenchSystem();
const plain = await sys.pool.query<{ id: string }>(
  `INSERT INTO ocean.containers (org_id, identifier, identifier_type, destination_unlocode)
   SELECT $1, 'BNCH' || lpad(g::text, 7, '0'), 'container_id', 'NLRTM' FROM generate_series(1, $2) g RETURNING id`,
  [sys.orgId, N],
);
const key = await sys.key('tmcp');
const paths = plain.rows.map((r) => `/v1/containers/${r.id}`);
await load(sys.rt.urls.ocean, paths, { authorization: `Bearer ${key}` }, 3);
const { Session } = await import('node:inspector/promises');
const s = new Session(); s.connect();
await s.post('Profiler.enable'); await s.post('Profiler.start');
const r = await load(sys.rt.urls.ocean, paths, { authorization: `Bearer ${key}` }, 8);
const { profile } = await s.post('Profiler.stop');
(await import('node:fs')).writeFileSync('/tmp/prof/ours.cpuprofile', JSON.stringify(profile));
console.log(r);
await sys.close();
