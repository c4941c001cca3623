// Backup and restore (docs/operations.md, Backups and restore): a running system's database, on a
// PostgreSQL cluster of the test's own (test/support/replica-pair.ts), backed up both ways the
// page documents while the system runs: `pg_dump -Fc` restored with `pg_restore` into a fresh
// database on the machine's server (another cluster), and a base backup with its WAL
// (`pg_basebackup -X stream`) started as a cluster of its own. The system started on each copy
// answers its own reads through HTTP as it did before the backup (containers, waybills, plans,
// webhook endpoints), the demo keys still authenticate, and the endpoints' sealed signing keys open
// with the WEBHOOK_SECRET_KEY kept beside the backup, and with no other.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  BIN,
  hasPostgresBinaries,
  NO_POSTGRES_BINARIES,
  startClusters,
  type Clusters,
} from '../support/replica-pair.js';
import { freshPostgresDatabase, http, testConfig, usingPostgres, TEST_CLOCK_START } from '../support/harness.js';
import { startOneProcess, type Runtime } from '../../wiring/runtime.js';
import { DrivenClock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import { demoKeys } from '../../wiring/demo.js';
import { ocean } from '../../subgraphs/ocean/index.js';
import { air } from '../../subgraphs/air/index.js';
import { AIR_DEMO_WAYBILLS } from '../../subgraphs/air/demo.js';
import { newSecretKey, openKey, parseSecretKey, signingKeyOf } from '../../subgraphs/webhooks/decide/signing.js';
import type { KeyPrefix } from '../../subgraphs/accounts/store/index.js';

const run = promisify(execFile);
const hasDumpTools = hasPostgresBinaries && ['pg_dump', 'pg_restore'].every((b) => existsSync(join(BIN, b)));
const SKIPPED = !usingPostgres
  ? 'skipped on the embedded database: pg_dump and pg_basebackup read a PostgreSQL server'
  : `skipped only when ${NO_POSTGRES_BINARIES} or pg_dump, pg_restore`;

/** Which host each demo key is shown on: its webhook list answers only a key that authenticates. */
const KEY_HOSTS: Record<KeyPrefix, 'ocean' | 'schedules' | 'loading' | 'rates'> = {
  tmcp: 'ocean',
  smcp: 'schedules',
  lmcp: 'loading',
  frm: 'rates',
};

const seconds = (from: number) => Math.round(performance.now() - from) / 1000;

describe.skipIf(!usingPostgres || !hasDumpTools)(`backup and restore (PostgreSQL only; ${SKIPPED})`, () => {
  const secretKey = newSecretKey();
  const clock = new DrivenClock(TEST_CLOCK_START);
  let clusters: Clusters;
  let productionUrl: string;
  let rt: Runtime;
  let keys: Record<KeyPrefix, string>;
  let endpoint: { id: string; secret: string };
  let before: Record<string, unknown>;
  const work = mkdtempSync(join(tmpdir(), 'fg-backup-'));
  const dumpFile = join(work, 'freightgraph.dump');
  const dropAfter: (() => Promise<void>)[] = [];

  const configFor = (url: string): Config => {
    const base = testConfig({}, url);
    return { ...base, webhooks: { ...base.webhooks, secretKey: parseSecretKey(secretKey) } };
  };
  const start = (url: string) => startOneProcess({ workers: false, clock, config: configFor(url) });

  /** What the system answers through HTTP: the reads a restore must give back unchanged. */
  async function reads(sys: Runtime): Promise<Record<string, unknown>> {
    const got: Record<string, unknown> = {};
    const read = async (name: string, base: string, path: string, key: string) => {
      const r = await http(base, path, { key });
      expect(r.status, `${name}: ${r.text}`).toBe(200);
      got[name] = r.body;
    };
    await read('containers', sys.urls.ocean, '/v1/containers?limit=100', keys.tmcp);
    for (const awb of AIR_DEMO_WAYBILLS) await read(`waybill ${awb}`, sys.urls.air, `/track/${awb}`, keys.tmcp);
    await read('plans', sys.urls.loading, '/v1/plans', keys.lmcp);
    await read('webhook endpoint', sys.urls.ocean, `/v1/webhooks/${endpoint.id}`, keys.tmcp);
    for (const [prefix, host] of Object.entries(KEY_HOSTS))
      await read(`webhooks with the ${prefix} key`, sys.urls[host], '/v1/webhooks', keys[prefix as KeyPrefix]);
    return got;
  }

  /** The restored endpoint's signing key opens with the kept key, and signs as its secret does. */
  async function signingKeyOpens(sys: Runtime, withKey: string): Promise<boolean> {
    const row = await sys.services.db.query<{ signing_key: string }>(
      'SELECT signing_key FROM webhooks.endpoints WHERE id = $1',
      [endpoint.id],
    );
    try {
      return openKey(parseSecretKey(withKey), endpoint.id, row.rows[0]!.signing_key).equals(
        signingKeyOf(endpoint.secret),
      );
    } catch {
      return false;
    }
  }

  beforeAll(async () => {
    clusters = await startClusters();
    productionUrl = await clusters.init('production');
    rt = await start(productionUrl);
    const demo = await demoKeys(rt.services);
    keys = demo.keys;
    await ocean.seedDemo!(rt.services, demo.orgId);
    await air.seedDemo!(rt.services, demo.orgId);
    const plan = await http(rt.urls.loading, '/v1/plans', {
      key: keys.lmcp,
      method: 'POST',
      body: {
        name: 'PO 4711',
        cargo: [{ id: 'EUR-PALLET', length: 1200, width: 800, height: 1100, weight: 420, quantity: 14 }],
        equipment: [{ code: '22G1' }],
      },
    });
    expect(plan.status, plan.text).toBe(201);
    const hook = await http(rt.urls.ocean, '/v1/webhooks', {
      key: keys.tmcp,
      method: 'POST',
      body: { url: 'https://hooks.example.com/freightgraph', event_types: [] },
    });
    expect(hook.status, hook.text).toBe(201);
    endpoint = hook.body.data;
    before = await reads(rt);
    // Something to restore: the demo containers and the plan are listed.
    expect((before.containers as { data: { items: unknown[] } }).data.items.length).toBeGreaterThan(0);
    expect((before.plans as { data: { items: unknown[] } }).data.items.length).toBe(1);
  }, 300_000);

  afterAll(async () => {
    await rt?.stop();
    for (const drop of dropAfter) await drop();
    await clusters?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('pg_dump of the running system, restored with pg_restore into a fresh database on another cluster, answers as before', async () => {
    const dumpFrom = performance.now();
    await run(join(BIN, 'pg_dump'), ['-Fc', '-f', dumpFile, productionUrl]);
    const dumped = seconds(dumpFrom);
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
    dropAfter.push(fresh.drop);
    const restoreFrom = performance.now();
    await run(join(BIN, 'pg_restore'), ['--no-owner', '--exit-on-error', '-d', fresh.url, dumpFile]);
    const restored = seconds(restoreFrom);
    const sys = await start(fresh.url);
    try {
      expect(await reads(sys)).toEqual(before);
      expect(await signingKeyOpens(sys, secretKey)).toBe(true);
      expect(await signingKeyOpens(sys, newSecretKey())).toBe(false);
    } finally {
      await sys.stop();
    }
    const size = statSync(dumpFile).size;
    process.stdout.write(`pg_dump -Fc: ${size} bytes in ${dumped} s; pg_restore: ${restored} s\n`);
  });

  it('a base backup with its WAL (pg_basebackup -X stream), started as a cluster of its own, answers as before', async () => {
    const from = performance.now();
    const copyUrl = await clusters.copy(productionUrl, 'restored');
    const copied = seconds(from);
    const sys = await start(copyUrl);
    try {
      expect(await reads(sys)).toEqual(before);
      expect(await signingKeyOpens(sys, secretKey)).toBe(true);
    } finally {
      await sys.stop();
    }
    process.stdout.write(`pg_basebackup -X stream, copied and started: ${copied} s\n`);
  });
});
