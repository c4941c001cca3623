// Ocean lookup and list through the REST adapter → gateway → ocean (+ reference for the
// carrier name) → PostgreSQL, against bare express + pg handlers reading the same rows:
//  - GET /v1/containers/lookup/{identifier}: the 2.5 record with its timeline; the baseline
//    runs the ocean store's own statements: the record by identifier (with its vessel's fix), its
//    boxes, its events and its predicted arrival's evidence (schedules' arrival delays and
//    congestion, as the record reads them since 2026-12-02), and returns them as JSON;
//  - GET /v1/containers?limit=500: a page of 2.4 records; the baseline reads 500 rows and their evidence.
// The book is real: references registered and polled from the sandbox carrier network.
// Run: npm run bench -- ocean-lookup       (BENCH_REFS to change the number of references)
import { load, report, startBaseline, startBenchSystem } from './lib.js';
import { pollDue } from '../subgraphs/ocean/workers/poller.js';
import { benchPrincipal, registerContainers } from './ocean-book.js';
import { arrivalKeyOf, readArrivalEvidence } from '../subgraphs/ocean/use-cases/predict-arrival.js';
import type { Queryable } from '../platform/db.js';
import { boxesByContainerIds, containersByIdentifiers, eventsByContainerIds } from '../subgraphs/ocean/store/index.js';

const REFS = Number(process.env.BENCH_REFS ?? 600);
const sys = await startBenchSystem();
try {
  const services = sys.rt.services;
  const principal = await benchPrincipal(sys);
  const t0 = Date.now();
  await registerContainers(sys, principal, {
    count: REFS,
    lines: ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'COSU', 'ONEY'],
    firstSerial: 700000,
  });
  while ((await pollDue(services, services.clock.now(), { batch: 100 })).claimed > 0);
  const found = await sys.pool.query<{ identifier: string }>(
    'SELECT identifier FROM ocean.containers WHERE org_id = $1 AND last_polled_at IS NOT NULL AND unresolved_reason IS NULL ORDER BY identifier',
    [sys.orgId],
  );
  const stats = await sys.pool.query<{ events: number; boxes: number }>(
    'SELECT (SELECT count(*) FROM ocean.events WHERE org_id = $1)::int AS events, (SELECT count(*) FROM ocean.boxes WHERE org_id = $1)::int AS boxes',
    [sys.orgId],
  );
  console.error(
    `registered and polled ${REFS} references (${found.rows.length} answered, ${stats.rows[0]!.events} events) in ${Date.now() - t0} ms`,
  );

  const key = await sys.key('tmcp');
  const headers = { authorization: `Bearer ${key}` };
  const orgId = sys.orgId;
  const pool = sys.pool as unknown as Queryable;
  const baseline = await startBaseline((app) => {
    app.get('/v1/containers/lookup/:identifier', async (req, res) => {
      const [row] = await containersByIdentifiers(pool, orgId, [req.params.identifier]);
      if (!row) return void res.status(404).json({ ok: false });
      const [boxes, events, [arrival]] = await Promise.all([
        boxesByContainerIds(pool, [row.id]),
        eventsByContainerIds(pool, [row.id]),
        readArrivalEvidence(pool, [arrivalKeyOf(row)], new Date()),
      ]);
      res.json({ ok: true, data: { ...row, boxes, events, arrival } });
    });
    app.get('/v1/containers', async (req, res) => {
      const r = await sys.pool.query(
        'SELECT * FROM ocean.containers WHERE org_id = $1 AND archived_at IS NULL ORDER BY update_seq DESC LIMIT $2',
        [orgId, Number(req.query.limit ?? 50)],
      );
      const arrivals = await readArrivalEvidence(pool, r.rows.map(arrivalKeyOf), new Date());
      const items = r.rows.map((row, i) => ({ ...row, arrival: arrivals[i] }));
      res.json({ ok: true, data: { items, has_more: false, next_cursor: null } });
    });
  });
  const lookups = found.rows.map((r) => `/v1/containers/lookup/${r.identifier}`);
  const lists = ['/v1/containers?limit=500'];
  await load(sys.rt.urls.ocean, lookups, headers, 2); // warm-up
  await load(baseline.url, lookups, {}, 2);
  const oursLookup = await load(sys.rt.urls.ocean, lookups, headers);
  const baseLookup = await load(baseline.url, lookups);
  await load(sys.rt.urls.ocean, lists, headers, 2);
  const oursList = await load(sys.rt.urls.ocean, lists, headers);
  const baseList = await load(baseline.url, lists);
  await baseline.close();
  console.log(
    report(
      `Ocean lookup and list, one-process mode (${found.rows.length} tracked references, ${stats.rows[0]!.events} events)`,
      [
        {
          name: 'GET /v1/containers/lookup/{identifier} (2.5 record + timeline)',
          ours: oursLookup,
          base: baseLookup,
          target: '≥ 0.6×',
        },
        { name: 'GET /v1/containers?limit=500 (2.4 records)', ours: oursList, base: baseList, target: '≥ 0.6×' },
      ],
    ),
  );
} finally {
  await sys.close();
}
