// Rates: (1) a lane's five-year daily history through the REST adapter → gateway → rates
// subgraph → PostgreSQL, against a bare express + pg handler running the same store functions
// (the lane by its ports, its stored daily market rates as the JSON text the database writes)
// and answering the same bytes; (2)
// computing one day's market rates for every lane (the counting rule: valid that day, latest per
// source; store.marketRatesOn) against a single SQL percentile_cont aggregate over the
// observations valid that day, timed in-process, alternating, median of the runs.
// The data is the sandbox feed (the twelve index lanes, 20' and 40') loaded for six years.
// Run: npm run bench -- rates-history
import type { Queryable } from '../platform/db.js';
import { lanesByPairs, laneHistoryJson, marketRatesOn, countObservations } from '../subgraphs/rates/store/index.js';
import { loadSandboxYear } from '../subgraphs/rates/seed.js';
import { hourly } from '../subgraphs/rates/workers/hourly.js';
import { INDEX_LANES } from '../subgraphs/rates/decide/vocabulary.js';
import { grantEntitlement } from '../subgraphs/accounts/store/index.js';
import { load, report, startBaseline, startBenchSystem } from './lib.js';

const DAY = 86_400_000;
const sys = await startBenchSystem();
try {
  const services = sys.rt.services;
  const today = services.clock.now().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const t0 = Date.now();
  for (let y = year - 5; y <= year; y++) await loadSandboxYear(services, y);
  // The prices into their months of valid_from, as the rates worker's hour does (workers are off here).
  await hourly(services, { feed: false });
  const loadSeconds = (Date.now() - t0) / 1000;
  const pool = sys.pool as unknown as Queryable;
  const observations = await countObservations(pool);

  // (1) Five years of daily points per lane and equipment.
  const from = new Date(Date.parse(today) - 5 * 365 * DAY).toISOString().slice(0, 10);
  const series = INDEX_LANES.flatMap(([o, d]) => ['42G1', '22G1'].map((e) => [o, d, e] as const));
  const paths = series.map(([o, d, e]) => `/v1/rates/lanes/${o}/${d}/history?equipment=${e}&from=${from}&to=${today}`);
  /** HistoryPoint's fields in their order, as our answer has them (read from its first answer below). */
  let fields: string[] = [];
  const baseline = await startBaseline((app) => {
    app.get('/v1/rates/lanes/:origin/:destination/history', async (req, res) => {
      const { origin, destination } = req.params;
      const [lane] = await lanesByPairs(pool, [`${origin}-${destination}`]);
      if (!lane) return void res.status(404).json({ error: { code: 'not_found' } });
      const q = req.query as Record<string, string>;
      const h = { equipment: q.equipment!, rate_type: 'spot', from: q.from!, to: q.to!, bucket: 'day' as const };
      // The same statement as ours: the points as one JSON text the database writes, sent as it is.
      const points = await laneHistoryJson(pool, { laneId: lane.id, ...h, rateType: h.rate_type }, fields);
      const head = JSON.stringify({ data: { origin, destination, ...h, currency: 'USD', points: 0 } });
      res.type('json').send(`${head.slice(0, -3)}${points}}}`);
    });
  });
  const key = await sys.key('frm');
  await grantEntitlement(services.db, sys.orgId, 'freight_rates', null);
  const headers = { authorization: `Bearer ${key}` };
  const sample = await fetch(sys.rt.urls.rates + paths[0], { headers });
  const sampleText = await sample.text();
  const samplePoints = (JSON.parse(sampleText) as { data: { points: object[] } }).data.points;
  fields = Object.keys(samplePoints[0] ?? {});
  const baseText = await (await fetch(baseline.url + paths[0])).text();
  if (sample.status !== 200 || sampleText !== baseText)
    throw new Error(`ours ${sample.status} ${sampleText.slice(0, 200)} vs the baseline's ${baseText.slice(0, 200)}`);
  await load(sys.rt.urls.rates, paths, headers, 2); // warm-up: JIT, caches, query plans
  await load(baseline.url, paths, {}, 2);
  const ours = await load(sys.rt.urls.rates, paths, headers);
  const base = await load(baseline.url, paths);
  await baseline.close();

  // (2) One day's market rates for every lane and equipment.
  const day = new Date(Date.parse(today) - 30 * DAY).toISOString().slice(0, 10);
  const naive = `SELECT lane_id, equipment, rate_type, count(all_in_usd)::int AS count,
      ${[0.1, 0.25, 0.5, 0.75, 0.9].map((p) => `percentile_cont(${p}) WITHIN GROUP (ORDER BY all_in_usd)`).join(', ')},
      avg(all_in_usd), min(all_in_usd), max(all_in_usd)
    FROM rates.observations WHERE valid_from <= $1 AND valid_to >= $1
    GROUP BY lane_id, equipment, rate_type ORDER BY lane_id, equipment, rate_type`;
  const validThatDay = (
    await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rates.observations WHERE valid_from <= $1 AND valid_to >= $1',
      [day],
    )
  ).rows[0]!.n;
  const rows = await marketRatesOn(pool, day, null);
  const counted = rows.reduce((n, r) => n + r.count, 0);
  const time = async (f: () => Promise<unknown>) => {
    const t = process.hrtime.bigint();
    await f();
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const oursMs: number[] = [];
  const baseMs: number[] = [];
  for (let i = 0; i < 120; i++) {
    const o = await time(() => marketRatesOn(pool, day, null));
    const b = await time(() => pool.query(naive, [day]));
    if (i >= 20) (oursMs.push(o), baseMs.push(b)); // the first runs warm caches and plans
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  console.log(
    report(`Rates: a lane's five-year daily history (${paths.length} series, ${observations} observations)`, [
      {
        name: `GET /v1/rates/lanes/{o}/{d}/history (${samplePoints.length} daily points)`,
        ours,
        base,
        target: '≥ 0.8×, p99 < 500 ms',
      },
    ]),
  );
  console.log(
    [
      '',
      `## Rates: one day's market rates for every lane (${day})`,
      '',
      `${rows.length} series (lane × equipment × rate type); ${observations} observations stored, ${validThatDay} valid that day, ${counted} counted (latest per source)`,
      '',
      '| computation | median ms (100 runs) | ratio | target |',
      '|---|---|---|---|',
      `| marketRatesOn (counting rule, percentile_cont) | ${median(oursMs).toFixed(1)} | **${(median(oursMs) / median(baseMs)).toFixed(2)}×** | ≤ 2× |`,
      `| bare percentile_cont aggregate over the valid observations | ${median(baseMs).toFixed(1)} | 1× | |`,
      '',
      `(six sandbox years loaded and recomputed in ${loadSeconds.toFixed(0)} s)`,
    ].join('\n'),
  );
} finally {
  await sys.close();
}
