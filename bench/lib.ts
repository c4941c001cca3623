// Shared bench plumbing: a fresh PostgreSQL database, the one-process system on it, a bare
// express + pg baseline, and autocannon run as a separate process (so the load generator
// does not share the server's event loop). Results are ratios measured in one run.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadavg } from 'node:os';
import type { Server } from 'node:http';
import express from 'express';
import pg from 'pg';
import { freshPostgresDatabase, testConfig } from '../test/support/harness.js';
import { startOneProcess, type Runtime } from '../wiring/runtime.js';
import { listen, portOf, closeServer } from '../platform/http.js';
import { createKey, createOrganisation, type KeyPrefix } from '../subgraphs/accounts/store/index.js';
import { profiled } from './profile.js';
import { refreshReadModels } from '../subgraphs/schedules/workers/tick.js';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests answered in the run. */
  total: number;
  /** CPU ms per request of the serving Node processes (this one and its children) and of the bench database's backends. */
  nodeMsPerReq: number;
  pgMsPerReq: number;
}

// CPU per request is what a ratio under load can still compare: throughput on a shared machine
// moves with everyone else's work, the CPU a request costs much less (Linux /proc; elsewhere 0).
const TICK_MS = 10; // USER_HZ is 100 on every Linux this runs on
function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime, stime
  } catch {
    return 0;
  }
}
function childPids(): number[] {
  let dirs: string[] = [];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  return dirs.map(Number).filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
    } catch {
      return false;
    }
  });
}
let benchDatabase: string | null = null;
async function backendPids(): Promise<number[]> {
  if (!benchDatabase) return [];
  const c = new pg.Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    const r = await c.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [benchDatabase],
    );
    return r.rows.map((x) => x.pid);
  } finally {
    await c.end();
  }
}
async function cpuSnapshot(): Promise<{ self: NodeJS.CpuUsage; kids: Map<number, number>; pg: Map<number, number> }> {
  const kids = new Map(childPids().map((p) => [p, procCpuMs(p)]));
  const pgs = new Map((await backendPids()).map((p) => [p, procCpuMs(p)]));
  return { self: process.cpuUsage(), kids, pg: pgs };
}
async function cpuSince(s: Awaited<ReturnType<typeof cpuSnapshot>>): Promise<{ nodeMs: number; pgMs: number }> {
  const u = process.cpuUsage(s.self);
  let nodeMs = (u.user + u.system) / 1000;
  for (const [pid, ms] of s.kids) nodeMs += procCpuMs(pid) - ms;
  let pgMs = 0;
  for (const pid of await backendPids()) pgMs += procCpuMs(pid) - (s.pg.get(pid) ?? 0);
  return { nodeMs, pgMs };
}

/**
 * autocannon in its own process; each URL in `paths` is requested in turn. A measured run (the
 * full DURATION, not a warm-up) is CPU-profiled when BENCH_PROFILE is set (profile.ts).
 */
export function load(
  base: string,
  paths: string[],
  headers: Record<string, string> = {},
  seconds = DURATION,
): Promise<LoadResult> {
  if (seconds !== DURATION) return autocannon(base, paths, headers, seconds);
  const label = `${basename(process.argv[1] ?? 'bench', '.ts')} ${baselines.has(base) ? 'baseline' : 'ours'} ${paths[0]}`;
  return profiled(label, () => autocannon(base, paths, headers, seconds));
}

function autocannon(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadResult> {
  const script = `
    const autocannon = require('autocannon');
    const [base, paths, headers, seconds, connections] = JSON.parse(process.argv[1]);
    let i = 0;
    autocannon({ url: base, connections, duration: seconds, headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] },
      (err, r) => { if (err) { console.error(err); process.exit(1); }
        process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, total: r.requests.total })); });`;
  return cpuSnapshot().then(
    (before) =>
      new Promise<LoadResult>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['-e', script, JSON.stringify([base, paths, headers, seconds, CONNECTIONS])],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.on('exit', (code) => {
          if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
          const r = JSON.parse(out) as LoadResult;
          cpuSince(before).then(({ nodeMs, pgMs }) => {
            const n = Math.max(1, r.total);
            resolve({ ...r, nodeMsPerReq: nodeMs / n, pgMsPerReq: pgMs / n });
          }, reject);
        });
      }),
  );
}

export interface BenchSystem {
  rt: Runtime;
  dbUrl: string;
  orgId: string;
  key(prefix?: KeyPrefix): Promise<string>;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** The one-process system on a fresh database, with an organisation on an unthrottled bench plan. */
export async function startBenchSystem(): Promise<BenchSystem> {
  const fresh = await freshPostgresDatabase(SERVER_URL);
  benchDatabase = new URL(fresh.url).pathname.slice(1);
  const config = testConfig({ rateLimitStore: 'memory' }, fresh.url);
  const rt = await startOneProcess({ config, workers: false });
  // Rate limiting stays on (it is part of the path measured) with limits the load cannot reach.
  await rt.services.db.query(
    "INSERT INTO accounts.plans VALUES ('bench', 100000000, 100000000) ON CONFLICT DO NOTHING",
  );
  const org = await createOrganisation(rt.services.db, 'Bench Org', 'bench');
  const pool = new pg.Pool({ connectionString: fresh.url, max: config.pgPoolMax });
  // Without the workers nothing would keep schedules' read models (the arrival delays every
  // carrier's record reads) as fresh as the tick does in service: refreshed as often as it would.
  const { db, clock } = rt.services;
  const readModels = setInterval(
    () =>
      void db
        .tx((tx) => refreshReadModels(tx, clock.now()))
        .catch((e: Error) => console.error('read models:', e.message)),
    config.schedules.tickSeconds * 1000,
  );
  return {
    rt,
    dbUrl: fresh.url,
    orgId: org.id,
    key: async (prefix = 'tmcp') => (await createKey(rt.services.db, org.id, prefix)).key,
    pool,
    async close() {
      clearInterval(readModels);
      await pool.end();
      await rt.stop();
      await fresh.drop();
    },
  };
}

/** The baselines' URLs, to label their profiles. */
const baselines = new Set<string>();

/** A bare express + pg handler: the baseline every ratio is taken against. */
export async function startBaseline(
  setup: (app: express.Express) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  setup(app);
  const server: Server = await listen(app, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${portOf(server)}`;
  baselines.add(url);
  return { url, close: () => closeServer(server) };
}

export function report(
  title: string,
  rows: { name: string; ours: LoadResult; base: LoadResult; target?: string }[],
): string {
  const lines = [
    `## ${title} (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')})`,
    '',
    '| scenario | ours req/s | baseline req/s | ratio | target | ours p99 ms | CPU ms/req ours (Node + PG) | baseline | CPU ratio |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const cpu = (l: LoadResult) =>
    `${(l.nodeMsPerReq + l.pgMsPerReq).toFixed(2)} (${l.nodeMsPerReq.toFixed(2)} + ${l.pgMsPerReq.toFixed(2)})`;
  for (const r of rows) {
    const ratio = r.ours.rps / r.base.rps;
    // Baseline CPU over ours: like the throughput ratio, 1× is the bare handler's cost.
    const cpuRatio = (r.base.nodeMsPerReq + r.base.pgMsPerReq) / (r.ours.nodeMsPerReq + r.ours.pgMsPerReq);
    lines.push(
      `| ${r.name} | ${r.ours.rps.toFixed(0)} | ${r.base.rps.toFixed(0)} | **${ratio.toFixed(2)}×** | ${r.target ?? ''} | ${r.ours.p99} | ${cpu(r.ours)} | ${cpu(r.base)} | **${cpuRatio.toFixed(2)}×** |`,
    );
    if (r.ours.non2xx || r.base.non2xx)
      lines.push(`| (non-2xx: ours ${r.ours.non2xx}, baseline ${r.base.non2xx}) | | | | | |`);
  }
  return lines.join('\n');
}
