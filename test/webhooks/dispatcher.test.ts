// The dispatcher as a worker: leases and takeover (also of a killed process), two dispatchers on
// one queue, waking on NOTIFY, and starting from the module with settings from the environment.
import { describe, it, expect, beforeAll } from 'vitest';
import { fork } from 'node:child_process';
import { usingPostgres, type TestSystem, type TestOrg } from '../support/harness.js';
import { answer, type Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite, certs, LOCAL } from '../support/webhooks-suite.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import type { Dispatcher } from '../../subgraphs/webhooks/workers/dispatcher.js';
import { resolveSettings } from '../../subgraphs/webhooks/settings.js';
import { openDb, type Db, type Tx } from '../../platform/db.js';
import { loadConfig } from '../../wiring/config.js';
import type { Product } from '../../rest-adapter/envelopes.js';

/**
 * The database, except that every second lease cycle that records results commits and then fails,
 * as when the primary dies once its commit reached the standby: the dispatcher never hears it.
 */
function losingAnswers(db: Db): { db: Db; lost: () => number } {
  let cycles = 0;
  let lost = 0;
  const tx = async <T>(fn: (q: Tx) => Promise<T>): Promise<T> => {
    let leasing = false;
    const out = await db.tx((q) =>
      fn({
        query: ((...args: Parameters<Tx['query']>) => {
          if (args[0].includes('lease_token = gen_random_uuid()')) leasing = true;
          return q.query(...args);
        }) as Tx['query'],
        exec: (sql) => q.exec(sql),
      }),
    );
    if (leasing && ++cycles % 2 === 0) {
      lost++;
      throw new Error('Connection terminated unexpectedly');
    }
    return out;
  };
  const wrapped = new Proxy(db, {
    get: (target, prop) => {
      if (prop === 'tx') return tx;
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  return { db: wrapped, lost: () => lost };
}

const suite = webhookSuite();
const { dispatcher, register, detail, latest, emit, freshPath } = suite;
let sys: TestSystem;
let rx: Receiver;
let org: TestOrg;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, org, keys } = suite.running()));

describe('dispatcher', () => {
  it('takes over a delivery whose dispatcher stalled past its lease, with the same id; the stale result is discarded', async () => {
    const path = freshPath('stall');
    let first: import('node:http').ServerResponse | null = null;
    rx.on(path, (_r, res) => {
      if (!first) first = res;
      else res.writeHead(200).end();
    });
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    await emit(org.id, 'ocean', 'vessel_departed', { imo: 9811000 });
    const stalled = dispatcher({ timeoutMs: 5000 });
    const successor = dispatcher({ timeoutMs: 5000 });
    const stalledPass = stalled.runOnce();
    await rx.waitFor(path, 1);
    expect(await successor.runOnce()).toMatchObject({ attempted: 0 }); // leased
    sys.clock.advance(stalled.settings.leaseMs);
    expect(await successor.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
    first!.writeHead(500).end(); // the stalled attempt answers late, and badly
    expect(await stalledPass).toMatchObject({ attempted: 1 });
    const e = await detail('ocean', keys.ocean, reg.id);
    expect(e).toMatchObject({ failure_count: 0, last_delivery_at: sys.clock.now().toISOString() });
    expect(e.recent_deliveries).toHaveLength(1);
    expect(e.recent_deliveries[0]).toMatchObject({
      status: 'delivered',
      attempt_count: 1,
      last_status_code: 200,
      last_error: null,
    });
    const [a, b] = rx.requests(path);
    expect(a!.json.id).toBe(e.recent_deliveries[0].id);
    expect(b!.body.equals(a!.body)).toBe(true);
  });

  it.skipIf(!usingPostgres)(
    'completes, with the same id, a delivery whose dispatcher process was killed mid-attempt (PostgreSQL: PGlite is one process)',
    async () => {
      const path = freshPath('killed');
      rx.on(path, () => undefined); // the child's attempt hangs until the child dies
      const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
      await emit(org.id, 'ocean', 'demurrage_warning', { container_id: 'MSCU1234565', days_left: 2 });
      const settings = { ...LOCAL, timeoutMs: 20_000 };
      const child = fork(
        'test/support/webhooks-dispatcher-child.ts',
        [sys.services.config.databaseUrl!, sys.clock.now().toISOString(), JSON.stringify(settings)],
        {
          execArgv: ['--import', 'tsx'],
          // The other process opens the endpoints' signing keys with the same secret key.
          env: {
            ...process.env,
            LOG_LEVEL: 'silent',
            WEBHOOK_SECRET_KEY: sys.services.config.webhooks.secretKey!.toString('base64'),
          },
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_c, sig) => resolve(sig)));
      await rx.waitFor(path, 1, 20_000);
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      const row = (
        await sys.services.db.query<any>(
          'SELECT status, attempt_count FROM webhooks.deliveries WHERE endpoint_id = $1',
          [reg.id],
        )
      ).rows;
      // Never recorded: the cut-short attempt is not counted (attempt_count counts recorded attempts).
      expect(row).toEqual([{ status: 'pending', attempt_count: 0 }]);
      const lease = (
        await sys.services.db.query<any>('SELECT lease_token FROM webhooks.endpoints WHERE id = $1', [reg.id])
      ).rows[0];
      expect(lease.lease_token).toEqual(expect.any(String)); // the dead process still holds the endpoint
      rx.on(path, answer(200));
      const d = dispatcher({ timeoutMs: 20_000 });
      expect(await d.runOnce()).toMatchObject({ attempted: 0 }); // the dead process's lease still holds
      sys.clock.advance(d.settings.leaseMs);
      expect(await d.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
      const [a, b] = rx.requests(path);
      expect(b!.headers['x-ocean-delivery']).toBe(a!.headers['x-ocean-delivery']);
      expect(b!.body.equals(a!.body)).toBe(true);
      expect(await latest('ocean', reg.id)).toMatchObject({
        id: a!.json.id,
        status: 'delivered',
        attempt_count: 1,
        last_error: null,
      });
    },
    60_000,
  );

  it('never sends one attempt twice with two dispatchers working the same queue', async () => {
    const o = await sys.org({ entitlements: { schedules: null } });
    const k = await o.key('smcp');
    const paths = [freshPath('two'), freshPath('two'), freshPath('two')];
    for (const p of paths) await register('schedules', k, { url: rx.url(p) });
    await sys.services.db.tx(async (tx) => {
      for (let i = 0; i < 80; i++)
        await raiseEvent(tx, {
          product: 'schedules',
          orgId: o.id,
          type: 'cutoff_approaching',
          data: { i },
          occurredAt: sys.clock.now(),
        });
    });
    // On PostgreSQL the second dispatcher has its own connection pool, as another process would.
    const db2 = usingPostgres
      ? await openDb({ databaseUrl: sys.services.config.databaseUrl, poolMax: 4 })
      : sys.services.db;
    const d1 = dispatcher({ fanOutBatch: 20 });
    const d2 = new (d1.constructor as typeof Dispatcher)(
      { ...sys.services, db: db2 },
      resolveSettings({ ...sys.services.config.webhooks, ...LOCAL, fanOutBatch: 20 }),
    );
    suite.track(d2);
    try {
      const [a, b] = await Promise.all([d1.runOnce(), d2.runOnce()]);
      expect(a.events + b.events).toBe(80);
      expect(a.attempted + b.attempted).toBe(240);
      expect(a.delivered + b.delivered).toBe(240);
    } finally {
      if (db2 !== sys.services.db) await db2.close();
    }
    const ids = paths.flatMap((p) => rx.requests(p).map((r) => r.json.id));
    expect(ids).toHaveLength(240);
    expect(new Set(ids).size).toBe(240);
    const rows = await sys.services.db.query<{ status: string; attempt_count: number; n: number }>(
      `SELECT d.status, d.attempt_count, count(*)::int AS n FROM webhooks.deliveries d JOIN webhooks.endpoints e ON e.id = d.endpoint_id
        WHERE e.org_id = $1 GROUP BY 1, 2`,
      [o.id],
    );
    expect(rows.rows).toEqual([{ status: 'delivered', attempt_count: 1, n: 240 }]);
  });

  it('sends nothing twice when cycles commit but their answers are lost (the primary died after its commit reached the standby)', async () => {
    const path = freshPath('unheard');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    const lossy = losingAnswers(sys.services.db);
    const d = suite.track(
      new (dispatcher().constructor as typeof Dispatcher)(
        { ...sys.services, db: lossy.db },
        resolveSettings({ ...sys.services.config.webhooks, ...LOCAL }),
      ),
    );
    const delivered = async () =>
      (
        await sys.services.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM webhooks.deliveries WHERE endpoint_id = $1 AND status = 'delivered'`,
          [reg.id],
        )
      ).rows[0]!.n;
    await d.start();
    try {
      // Waves, each recorded before the next is raised: every wave's results in a cycle of their own.
      for (let wave = 1; wave <= 3; wave++) {
        for (let i = 0; i < 8; i++) await emit(org.id, 'ocean', 'vessel_departed', { imo: 9811000 + wave * 10 + i });
        await expect.poll(delivered, { timeout: 20_000 }).toBe(wave * 8);
      }
    } finally {
      await d.stop();
    }
    expect(lossy.lost()).toBeGreaterThan(0);
    const ids = rx.requests(path).map((r) => r.json.id);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    const rows = await sys.services.db.query<{ status: string; attempt_count: number; n: number }>(
      `SELECT status, attempt_count, count(*)::int AS n FROM webhooks.deliveries WHERE endpoint_id = $1 GROUP BY 1, 2`,
      [reg.id],
    );
    expect(rows.rows).toEqual([{ status: 'delivered', attempt_count: 1, n: 24 }]);
  });

  it('runs continuously: an event wakes the dispatcher at once (NOTIFY), not at the next sweep', async () => {
    const path = freshPath('live');
    await register('rates', keys.rates, { url: rx.url(path) });
    const d = dispatcher({ sweepMs: 600_000 });
    await d.start();
    try {
      await emit(org.id, 'rates', 'index_refreshed', { index: 'SCFI' });
      await rx.waitFor(path, 1, 5000);
    } finally {
      await d.stop();
    }
    expect(rx.requests(path)[0]!.json.type).toBe('index_refreshed');
  });

  it('starts from the module (startWorkers) with settings from the environment', async () => {
    const path = freshPath('workers');
    const reg = await register('loading', keys.loading, { url: rx.url(path) });
    const saved = { ...process.env };
    process.env.WEBHOOK_ALLOW_PRIVATE = '127.0.0.0/8';
    process.env.WEBHOOK_CA_FILE = certs.caFile;
    process.env.WEBHOOK_TIMEOUT_MS = '3000';
    // The key the endpoints' signing keys were sealed with (here, the test system's run key).
    process.env.WEBHOOK_SECRET_KEY = sys.services.config.webhooks.secretKey!.toString('base64');
    const { webhooks } = await import('../../subgraphs/webhooks/index.js');
    // As a worker process starts: its configuration loaded from the environment.
    const stop = webhooks.startWorkers!({ ...sys.services, config: loadConfig(process.env) });
    try {
      await emit(org.id, 'loading', 'plan_updated', { plan_id: 'P-9' });
      await rx.waitFor(path, 1, 5000);
    } finally {
      await stop();
      process.env = saved;
    }
    // Delivered to a loopback HTTPS receiver: only possible with the allow-list and the CA read
    // from the environment (the defaults refuse loopback and do not trust the test CA).
    const [req, ...more] = rx.requests(path);
    expect(more).toEqual([]);
    expect(req!.json).toMatchObject({ type: 'plan_updated', data: { plan_id: 'P-9' } });
    expect(await latest('loading', reg.id)).toMatchObject({
      id: req!.json.id,
      status: 'delivered',
      attempt_count: 1,
      last_error: null,
    });
  });
});
