// SQL statements per ocean request (services.db.stats.statements, every subgraph counted: the
// reference fetch for carrier names included), at several page sizes: constant in the page
// size means no N+1. Run: npm run bench -- ocean-statements
import { startBenchSystem } from './lib.js';
import { registerReference } from '../subgraphs/ocean/use-cases/register-reference.js';
import { pollDue } from '../subgraphs/ocean/workers/poller.js';
import { benchPrincipal, registerContainers } from './ocean-book.js';

const sys = await startBenchSystem();
try {
  const services = sys.rt.services;
  const principal = await benchPrincipal(sys);
  await registerContainers(sys, principal, {
    count: 520,
    lines: ['MAEU', 'MSCU', 'CMDU', 'HLCU'],
    firstSerial: 800000,
  });
  await registerReference(services, principal, { identifier: 'MAEU241812239', carrierCode: 'MAEU' }, 'add'); // a B/L with boxes
  while ((await pollDue(services, services.clock.now(), { batch: 100 })).claimed > 0);
  const key = await sys.key('tmcp');
  const one = await sys.pool.query<{ id: string; identifier: string }>(
    'SELECT id, identifier FROM ocean.containers WHERE org_id = $1 AND last_polled_at IS NOT NULL AND unresolved_reason IS NULL AND identifier_type = $2 LIMIT 1',
    [sys.orgId, 'container_id'],
  );
  const boxes = await sys.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ocean.boxes b JOIN ocean.containers c ON c.id = b.container_id WHERE c.identifier = 'MAEU241812239'",
  );

  const count = async (path: string) => {
    await fetch(`${sys.rt.urls.ocean}${path}`, { headers: { authorization: `Bearer ${key}` } }); // warm: key cached, plans, reference data
    const before = services.db.stats.statements;
    const r = await fetch(`${sys.rt.urls.ocean}${path}`, { headers: { authorization: `Bearer ${key}` } });
    const body = (await r.json()) as any;
    const n = services.db.stats.statements - before;
    const items = Array.isArray(body)
      ? body.length
      : (body?.data?.items?.length ?? (body?.data?.events ? `${body.data.events.length} events` : ''));
    return { path, status: r.status, statements: n, items };
  };
  const rows = [
    await count('/v1/containers?limit=10'),
    await count('/v1/containers?limit=100'),
    await count('/v1/containers?limit=500'),
    await count(`/v1/containers/${one.rows[0]!.id}`),
    await count(`/v1/containers/lookup/${one.rows[0]!.identifier}`),
    await count('/v1/containers/lookup/MAEU241812239'),
    await count('/v1/containers/demurrage'),
    await count('/v2/events?limit=10'),
    await count('/v2/events?limit=1000'),
  ];
  console.log('## Ocean: SQL statements per request (all subgraphs)\n');
  console.log(`Book: 521 references polled from the sandbox network; the B/L has ${boxes.rows[0]!.n} boxes.\n`);
  console.log('| request | status | items | statements |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| GET ${r.path} | ${r.status} | ${r.items} | ${r.statements} |`);
} finally {
  await sys.close();
}
