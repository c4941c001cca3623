import { startBenchSystem } from './lib.js';
const sys = await startBenchSystem();
const plain = await sys.pool.query<{ id: string }>(
  `INSERT INTO ocean.containers (org_id, identifier, identifier_type, destination_unlocode)
   SELECT $1, 'BNCH' || lpad(g::text, 7, '0'), 'container_id', 'NLRTM' FROM generate_series(1, 10) g RETURNING id`, [sys.orgId]);
const key = await sys.key('tmcp');
const db = sys.rt.services.db as any;
const orig = db.query.bind(db);
const seen: string[] = [];
db.query = (sql: string, p: any) => { seen.push(sql.replace(/\s+/g, ' ').slice(0, 120)); return orig(sql, p); };
for (const r of plain.rows.slice(0, 3)) {
  seen.length = 0;
  const res = await fetch(`${sys.rt.urls.ocean}/v1/containers/${r.id}`, { headers: { authorization: `Bearer ${key}` } });
  await res.text();
  console.log(res.status, seen.length, seen);
}
await sys.close();
