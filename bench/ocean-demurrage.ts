// The demurrage report over a book of 100,000 boxes, against a single SQL aggregate over the
// same table (target ≤ 2×). Two views, timed sequentially and interleaved round by round: the
// SQL alone (the report's two statements, run at once, vs the aggregate), and through HTTP
// (GET /v1/containers/demurrage through adapter → gateway → ocean subgraph, vs a bare
// express + pg handler running the aggregate).
// Run: npm run bench -- ocean-demurrage      (BENCH_BOXES, BENCH_ROUNDS, BENCH_EXPLAIN=1)
import { startBaseline, startBenchSystem } from './lib.js';
import { demurrageReport, resolveBoxTerms } from '../subgraphs/ocean/store/index.js';

const BOXES = Number(process.env.BENCH_BOXES ?? 100_000);
const sys = await startBenchSystem();

/**
 * A realistic book, generated in SQL: 40 % at sea (ETA beyond a week), 10 % arriving within the
 * week, 30 % discharged and still in the terminal (Los Angeles, Long Beach, Rotterdam, Hamburg,
 * Singapore, Shanghai, Santos, Durban), 20 % delivered or returned. Carriers: twelve with full
 * tariffs, ZIM (free days only), and lines with no tariff; a few own contract terms.
 */
async function seedBook(orgId: string, now: Date): Promise<void> {
  const db = sys.rt.services.db;
  await db.query(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, status, destination_unlocode, added_at, updated_at, last_polled_at)
     SELECT $1, 'DMRU' || lpad(g::text, 7, '0'), 'container_id', (ARRAY['MAEU','MSCU','CMDU','COSU','HLCU','EGLV','ONEY','ZIMU','WHLC','KMTU'])[1 + g % 10],
            'in_transit', (ARRAY['USLAX','USLGB','NLRTM','DEHAM','SGSIN','CNSHA','BRSSZ','ZADUR'])[1 + (g / 10) % 8], $3, $3, $3
       FROM generate_series(1, $2) g`,
    [orgId, BOXES, now],
  );
  await db.query(
    `INSERT INTO ocean.boxes (org_id, container_id, container_number, status, carrier_scac, pol_unlocode, pod_unlocode, pod_timezone, pod_zone_id, lane,
        eta, eta_is_estimated, discharge_at, discharge_local_date, gate_out_at, gate_out_local_date, updated_at)
     SELECT c.org_id, c.id, c.identifier, s.status, c.carrier_scac, 'CNNGB', c.destination_unlocode, p.timezone, (SELECT id FROM ocean.zones WHERE name = p.timezone),
            CASE WHEN p.country_code = 'US' THEN 'us_import' WHEN p.country_code IN ('NL','DE') THEN 'eu_import' WHEN p.country_code IN ('SG','CN') THEN 'asia_import' END,
            s.eta, s.eta > $2, s.disc, (s.disc AT TIME ZONE p.timezone)::date, s.out, (s.out AT TIME ZONE p.timezone)::date, $2
       FROM ocean.containers c
       JOIN reference.ports p ON p.unlocode = c.destination_unlocode
       CROSS JOIN LATERAL (
         SELECT k, CASE WHEN k < 40 THEN 'in_transit' WHEN k < 50 THEN 'in_transit' WHEN k < 80 THEN 'discharged' ELSE 'delivered' END AS status,
                CASE WHEN k < 40 THEN $2::timestamptz + (8 + k % 20) * interval '1 day'
                     WHEN k < 50 THEN $2::timestamptz + (k % 7) * interval '1 day'
                     ELSE $2::timestamptz - (k % 30) * interval '1 day' END AS eta,
                CASE WHEN k >= 50 THEN $2::timestamptz - (k % 30) * interval '1 day' END AS disc,
                CASE WHEN k >= 80 THEN $2::timestamptz - (k % 10) * interval '1 day' END AS out
           FROM (SELECT (hashtext(c.identifier) & 2147483647) % 100 AS k) h
       ) s
      WHERE c.org_id = $1`,
    [orgId, now],
  );
  for (const [carrier, port, lane, free, r1, f2, r2] of [
    ['MAEU', 'USLAX', null, 7, 90, 5, 160],
    [null, 'NLRTM', null, 5, 70, null, null],
    [null, null, 'asia_import', 10, 30, 6, 60],
    ['MSCU', null, null, 6, 100, 4, 180],
    ['ONEY', 'DEHAM', null, 4, null, null, null],
  ] as const) {
    await db.query(
      `INSERT INTO ocean.demurrage_terms (org_id, carrier_scac, port_unlocode, lane, free_days, rate_1, from_2, rate_2, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [orgId, carrier, port, lane, free, r1, f2, r2, now],
    );
  }
  await resolveBoxTerms(db, { orgId });
  // A settled book, as autovacuum leaves it in production: statistics, hint bits and the
  // visibility map set (the CI server runs with autovacuum off; the bench must not depend on it).
  await db.query('VACUUM ANALYZE ocean.boxes');
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

try {
  const now = sys.rt.services.clock.now();
  const t0 = Date.now();
  await seedBook(sys.orgId, now);
  console.error(`seeded ${BOXES} boxes in ${Date.now() - t0} ms`);
  const orgId = sys.orgId;
  const CANDIDATES = `org_id = $1 AND active AND gate_out_at IS NULL AND empty_return_at IS NULL
    AND (discharge_at IS NOT NULL OR (eta IS NOT NULL AND eta <= $2::timestamptz + interval '7 days'))`;
  const AGG_BOOK = `SELECT count(*) AS n, count(discharge_at) AS discharged, min(eta) AS first_eta FROM ocean.boxes WHERE org_id = $1`;
  const AGG_CANDIDATES = `SELECT count(*) AS n, count(discharge_at) AS discharged, min(eta) AS first_eta FROM ocean.boxes WHERE ${CANDIDATES}`;

  // Interleaved, sequential runs: each round times the report and the aggregates back to back,
  // so both see the same machine load; the ratio is the median of the rounds' ratios.
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
  const ms = async (fn: () => Promise<unknown>) => {
    const t = process.hrtime.bigint();
    await fn();
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const key = await sys.key('tmcp');
  const baseline = await startBaseline((app) => {
    app.get('/v1/containers/demurrage', async (_req, res) => {
      const r = await sys.pool.query(AGG_BOOK, [orgId]);
      res.json({ ok: true, data: r.rows[0] });
    });
  });
  const headers = { authorization: `Bearer ${key}` };
  const viaHttp =
    (base: string, h: Record<string, string> = {}) =>
    async () => {
      const r = await fetch(`${base}/v1/containers/demurrage`, { headers: h });
      if (r.status !== 200) throw new Error(`HTTP ${r.status}`);
      await r.json();
    };
  const rounds: Record<'rep' | 'book' | 'cand' | 'httpOurs' | 'httpBase', number>[] = [];
  for (let i = 0; i < ROUNDS + 3; i++) {
    const round = {
      rep: await ms(() => demurrageReport(sys.rt.services.db, orgId, now, 1000)),
      book: await ms(() => sys.pool.query(AGG_BOOK, [orgId])),
      cand: await ms(() => sys.pool.query(AGG_CANDIDATES, [orgId, now])),
      httpOurs: await ms(viaHttp(sys.rt.urls.ocean, headers)),
      httpBase: await ms(viaHttp(baseline.url)),
    };
    if (i >= 3) rounds.push(round); // the first rounds warm caches and plans
  }
  await baseline.close();
  const med = (f: (r: (typeof rounds)[number]) => number) => median(rounds.map(f));
  const rep = await demurrageReport(sys.rt.services.db, orgId, now, 1000);
  if (process.env.BENCH_EXPLAIN) {
    // Where the time goes: the plans of both statements, each run as the report runs it (the
    // totals inside their transaction, after its SET LOCAL).
    const planOn =
      (q: { query: (sql: string, params?: any[]) => Promise<any> }) => async (sql: string, params?: unknown[]) => {
        if (/^SET /.test(sql)) return q.query(sql);
        const r = await q.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params as any[]);
        const text = r.rows.map((x: any) => x['QUERY PLAN']).join('\n');
        return { rows: [{ totals: text, items: text }], rowCount: 1 };
      };
    const explain = {
      query: planOn(sys.pool),
      tx: async (fn: (q: unknown) => Promise<unknown>) => {
        const client = await sys.pool.connect();
        await client.query('BEGIN');
        try {
          return await fn({ query: planOn(client) });
        } finally {
          await client.query('ROLLBACK');
          client.release();
        }
      },
    };
    const plans = await demurrageReport(explain as any, orgId, now, 1000);
    console.error(`totals:\n${plans.totals}\n\nitems:\n${plans.items}`);
  }

  console.log(`## Ocean demurrage report, ${BOXES.toLocaleString('en')} boxes in one book\n`);
  console.log(
    `Book: ${rep.totals.candidates_considered} candidates (discharged or due within 7 days, still in the terminal), ` +
      `${rep.totals.assessed_containers} assessed, ${rep.totals.unassessable_containers} unassessable, ${rep.totals.uncosted_containers} uncosted; ` +
      `items cut at 1000 (truncated: ${rep.totals.assessed_containers > 1000}). ${ROUNDS} interleaved rounds, medians.\n`,
  );
  console.log('| measured | ms | report ÷ this (median of per-round ratios) |');
  console.log('|---|---|---|');
  console.log(
    `| SQL: the report (totals and top 1000 items, two statements at once) | ${med((r) => r.rep).toFixed(1)} | 1.00× |`,
  );
  console.log(
    `| SQL: single aggregate over the whole book (count, count, min) | ${med((r) => r.book).toFixed(1)} | **${med((r) => r.rep / r.book).toFixed(2)}×** (target ≤ 2×) |`,
  );
  console.log(
    `| SQL: single aggregate over the same candidate rows | ${med((r) => r.cand).toFixed(1)} | ${med((r) => r.rep / r.cand).toFixed(2)}× |`,
  );
  console.log(
    `| HTTP: GET /v1/containers/demurrage (adapter → gateway → subgraph) | ${med((r) => r.httpOurs).toFixed(1)} | |`,
  );
  console.log(
    `| HTTP: bare express + pg running the whole-book aggregate | ${med((r) => r.httpBase).toFixed(1)} | ours ÷ this **${med((r) => r.httpOurs / r.httpBase).toFixed(2)}×** |`,
  );
} finally {
  await sys.close();
}
