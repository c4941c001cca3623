// The predicted-arrival backtest (docs/ocean.md, "Predicted arrival"): past arrivals replayed with
// the clock at 14, 7, 3 and 1 days before each actual arrival, the model given only what was known
// then (the carrier's estimate as it stood, schedules' delays and congestion observed before
// then); the mean absolute error of our p50 against the carrier's ETA at the same moment, and the
// share of arrivals inside p10–p90.
// Run: npm run bench -- eta-backtest                       (a fresh database, the sandbox's history)
//      BACKTEST_DATABASE_URL=postgres://… npm run bench -- eta-backtest   (any database with history)
// BACKTEST_DAYS (default 90): arrivals of the last N days; BACKTEST_LIMIT (default 800) at most.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Queryable } from '../platform/db.js';
import { pastArrivals } from '../subgraphs/schedules/store/arrival-evidence.js';
import { readArrivalEvidence } from '../subgraphs/ocean/use-cases/predict-arrival.js';
import { replayArrival, replayMoment, summariseReplays } from '../subgraphs/ocean/decide/arrival-replay.js';
import { startBenchSystem } from './lib.js';

const DAY = 86_400_000;
const HORIZONS = [14, 7, 3, 1] as const;

export interface HorizonResult {
  days: number;
  arrivals: number;
  maeOursHours: number;
  maeCarrierHours: number;
  coveragePct: number;
}

/** Replays the arrivals of (to − days, to] at each horizon; at most `limit` arrivals, spread evenly. */
export async function backtest(
  db: Queryable,
  to: Date,
  opts: { days: number; limit: number },
): Promise<HorizonResult[]> {
  const all = await pastArrivals(db, new Date(to.getTime() - opts.days * DAY), to, 1_000_000);
  const step = Math.max(1, all.length / opts.limit);
  const sample = Array.from({ length: Math.min(opts.limit, all.length) }, (_, i) => all[Math.floor(i * step)]!);
  const out: HorizonResult[] = [];
  for (const days of HORIZONS) {
    const replays = [];
    for (const a of sample) {
      const call = {
        scheduledArrival: a.scheduled_arrival,
        estimatedArrival: a.estimated_arrival,
        revisedAt: a.revised_at,
        actualArrival: a.actual_arrival,
      };
      const [evidence] = await readArrivalEvidence(
        db,
        [{ carrier: a.carrier_scac, port: a.unlocode }],
        replayMoment(call, days),
      );
      replays.push(replayArrival(call, evidence!, days));
    }
    const s = summariseReplays(replays);
    out.push({
      days,
      arrivals: s.arrivals,
      maeOursHours: s.maeOursHours ?? 0,
      maeCarrierHours: s.maeCarrierHours ?? 0,
      coveragePct: s.coveragePct ?? 0,
    });
  }
  return out;
}

/** The table bench/README.md shows. */
export function backtestTable(rows: readonly HorizonResult[]): string {
  const lines = [
    '| horizon | arrivals | MAE p50 (ours) | MAE carrier ETA | p10–p90 coverage |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.days} d | ${r.arrivals} | ${r.maeOursHours} h | ${r.maeCarrierHours} h | ${r.coveragePct} % |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const url = process.env.BACKTEST_DATABASE_URL;
  const sys = url ? null : await startBenchSystem();
  const pool = new pg.Pool({ connectionString: url ?? sys!.dbUrl, max: 2 });
  const db: Queryable = {
    query: async (sql, params) => {
      const r = await pool.query(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
  };
  try {
    const days = Number(process.env.BACKTEST_DAYS ?? 90);
    const limit = Number(process.env.BACKTEST_LIMIT ?? 800);
    const rows = await backtest(db, new Date(), { days, limit });
    console.log(`eta-backtest: arrivals of the last ${days} days (at most ${limit}), ${url ? url : 'sandbox history'}`);
    console.log(backtestTable(rows));
  } finally {
    await pool.end();
    await sys?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
