// Shared bench plumbing: a fresh PostgreSQL database, the one-process system on it, a bare
// express + pg baseline, and autocannon run as a separate process (so the load generator
// does not share the server's event loop). Results are ratios measured in one run.
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import express from 'express';
import pg from 'pg';
import { freshPostgresDatabase, testConfig } from '../test/support/harness.js';
import { startOneProcess, type Runtime } from '../wiring/runtime.js';
import { listen, portOf, closeServer } from '../platform/http.js';
import { createKey, createOrganisation, type KeyPrefix } from '../subgraphs/accounts/store.js';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** autocannon in its own process; each URL in `paths` is requested in turn. */
export function load(
  base: string,
  paths: string[],
  headers: Record<string, string> = {},
  seconds = DURATION,
): Promise<LoadResult> {
  const script = `
    const autocannon = require('autocannon');
    const [base, paths, headers, seconds, connections] = JSON.parse(process.argv[1]);
    let i = 0;
    autocannon({ url: base, connections, duration: seconds, headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] },
      (err, r) => { if (err) { console.error(err); process.exit(1); }
        process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx })); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', script, JSON.stringify([base, paths, headers, seconds, CONNECTIONS])],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
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
  const config = testConfig({ rateLimitStore: 'memory' }, fresh.url);
  const rt = await startOneProcess({ config, workers: false });
  // Rate limiting stays on (it is part of the path measured) with limits the load cannot reach.
  await rt.services.db.query(
    "INSERT INTO accounts.plans VALUES ('bench', 100000000, 100000000) ON CONFLICT DO NOTHING",
  );
  const org = await createOrganisation(rt.services.db, 'Bench Org', 'bench');
  const pool = new pg.Pool({ connectionString: fresh.url, max: config.pgPoolMax });
  return {
    rt,
    dbUrl: fresh.url,
    orgId: org.id,
    key: async (prefix = 'tmcp') => (await createKey(rt.services.db, org.id, prefix)).key,
    pool,
    async close() {
      await pool.end();
      await rt.stop();
      await fresh.drop();
    },
  };
}

/** A bare express + pg handler: the baseline every ratio is taken against. */
export async function startBaseline(
  setup: (app: express.Express) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  setup(app);
  const server: Server = await listen(app, 0, '127.0.0.1');
  return { url: `http://127.0.0.1:${portOf(server)}`, close: () => closeServer(server) };
}

export function report(
  title: string,
  rows: { name: string; ours: LoadResult; base: LoadResult; target?: string }[],
): string {
  const lines = [
    `## ${title}`,
    '',
    '| scenario | ours req/s | baseline req/s | ratio | target | ours p99 ms |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const ratio = r.ours.rps / r.base.rps;
    lines.push(
      `| ${r.name} | ${r.ours.rps.toFixed(0)} | ${r.base.rps.toFixed(0)} | **${ratio.toFixed(2)}×** | ${r.target ?? ''} | ${r.ours.p99} |`,
    );
    if (r.ours.non2xx || r.base.non2xx)
      lines.push(`| (non-2xx: ours ${r.ours.non2xx}, baseline ${r.base.non2xx}) | | | | | |`);
  }
  return lines.join('\n');
}
