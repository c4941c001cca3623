// The dashboard bench's baseline (bench/dashboard.ts, DASHBOARD_BASELINE_REF): another commit's
// distributed stack from a git worktree, and the dashboard's data seeded through a tree's own store.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../platform/db.js';
import { freshPostgresDatabase } from '../test/support/harness.js';
import { DASHBOARD_CARRIERS as CARRIERS } from '../test/support/dashboard.js';
import { SERVER_URL } from './lib.js';

/** A tree's accounts store: store/index.ts since issue 41, store.ts before. */
const accountsStoreOf = (tree: string) =>
  existsSync(join(tree, 'subgraphs/accounts/store/index.ts'))
    ? 'subgraphs/accounts/store/index.ts'
    : 'subgraphs/accounts/store.ts';

type Accounts = Pick<
  typeof import('../subgraphs/accounts/store/index.js'),
  'createOrganisation' | 'grantEntitlement' | 'createKey'
>;

/**
 * The dashboard's organisation (unthrottled bench plan, schedules entitlement, an API key) and
 * 100 containers over 15 carriers and the given destination ports, with the accounts functions
 * of the tree whose database it is.
 */
export async function seed(client: Db, accounts: Accounts, ports: string[]): Promise<{ key: string; ids: string[] }> {
  // Rate limiting stays on (it is part of our path) with limits the load cannot reach.
  await client.query("INSERT INTO accounts.plans VALUES ('bench', 100000000, 100000000) ON CONFLICT DO NOTHING");
  const org = await accounts.createOrganisation(client, 'Dashboard Org', 'bench');
  await accounts.grantEntitlement(client, org.id, 'schedules', null);
  const key = (await accounts.createKey(client, org.id, 'tmcp')).key;
  const ids = (
    await client.query<{ id: string }>(
      `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, destination_unlocode)
       SELECT $1, 'DASH' || lpad(g::text, 7, '0'), 'container_id', ($2::text[])[1 + g % 15], ($3::text[])[1 + g % cardinality($3::text[])]
         FROM generate_series(0, 99) g RETURNING id`,
      [org.id, CARRIERS, ports],
    )
  ).rows.map((r) => r.id);
  return { key, ids };
}

/**
 * Another commit's distributed stack: a git worktree of `ref` in a temp dir sharing this
 * checkout's node_modules (refused when its package.json asks for a version that is not the
 * installed one), its own test/support/processes.ts run with that tree as working directory (its
 * migrations, subgraphs and gateway) on a fresh database, seeded by its own accounts functions.
 */
export async function startBaselineTree(ref: string, ports: string[]) {
  const tree = mkdtempSync(join(tmpdir(), 'fg-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { stdio: ['ignore', 'ignore', 'inherit'] });
  const cleanups: (() => Promise<void> | void)[] = [
    () => {
      execFileSync('git', ['worktree', 'remove', '--force', tree]);
    },
  ];
  const stop = async () => {
    for (const c of cleanups.reverse()) await c();
  };
  try {
    const manifest = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8'));
    const wanted: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };
    const missing = Object.entries(wanted).filter(([name, version]) => {
      try {
        return JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version !== version;
      } catch {
        return true;
      }
    });
    if (missing.length)
      throw new Error(
        `${ref} needs packages this node_modules does not have: ${missing.map(([n, v]) => `${n}@${v}`).join(', ')}`,
      );
    symlinkSync(resolvePath('node_modules'), join(tree, 'node_modules'), 'dir');

    const db = await freshPostgresDatabase(SERVER_URL);
    cleanups.push(() => db.drop());
    const script = `
      const [processes, dbUrl] = JSON.parse(process.argv[1]);
      const { startDistributed } = await import(processes);
      const sys = await startDistributed(dbUrl, { SCHEDULES_TICK_SECONDS: '86400' });
      process.on('SIGTERM', () => sys.stop().then(() => process.exit(0)));
      process.send({ gateway: sys.urls.gateway });`;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
        JSON.stringify([pathToFileURL(join(tree, 'test/support/processes.ts')).href, db.url]),
      ],
      { cwd: tree, env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
    );
    cleanups.push(() => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      return new Promise((r) => child.once('exit', () => r()));
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const gateway = await new Promise<string>((resolve, reject) => {
      child.once('message', (m: { gateway: string }) => resolve(m.gateway));
      child.once('exit', (code) => reject(new Error(`${ref}'s distributed stack exited ${code}: ${stderr}`)));
    });

    const module = (path: string) => import(pathToFileURL(join(tree, path)).href);
    const accounts: Accounts = await module(accountsStoreOf(tree));
    const client: Db = await (await module('platform/db.ts')).openDb({ databaseUrl: db.url, poolMax: 1 });
    const { key, ids } = await seed(client, accounts, ports);
    await client.close();
    return { url: gateway, auth: `Bearer ${key}`, ids, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
