// Automatic failover (docs/operations.md; docs/scaling.md, Past one machine): the system, workers
// included, on the recommended production layout of the test's own (test/support/patroni-cluster.ts):
// two PostgreSQL 15 nodes run by Patroni with etcd, synchronous replication on, HAProxy in front,
// the process's pool through PgBouncer in transaction mode in front of HAProxy (when Debian's
// pgbouncer is installed; HAProxy directly otherwise) and its LISTEN session to HAProxy. One process, not
// distributed mode: a dozen processes took minutes to start on a shared CI machine, and each
// reconnects with the same platform/db.ts code as this one. Under a steady load
// of writes (tracking adds, load plans and their webhook deliveries, token revocations) the
// primary is killed, machine-gone style, and the test counts: writes acknowledged then lost,
// events and deliveries lost or sent twice, seconds until writes succeed again and until every
// LISTEN session is back. Verdicts gate on acknowledgements and polls with hang guards; the
// seconds are measured and reported, bounded only by the guards.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import {
  hasFailoverCluster,
  NO_FAILOVER_CLUSTER,
  startFailoverCluster,
  type FailoverCluster,
} from '../support/patroni-cluster.js';
import { once } from 'node:events';
import { Receiver } from '../support/webhooks-receiver.js';
import { LOCAL } from '../support/webhooks-suite.js';
import { hasPgBouncer, startPgBouncer, type PgBouncer } from '../support/pgbouncer.js';
import { testConfig } from '../support/harness.js';
import { startOneProcess, type Runtime } from '../../wiring/runtime.js';
import { definePlan } from '../support/factories.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { WriteLoad, type Ack } from '../support/write-load.js';
import type { Db } from '../../platform/db.js';
import { createKey, createOrganisation, revokeKey } from '../../subgraphs/accounts/store/index.js';

/** Hang guards: a failover that takes longer than this fails the test. */
const BACK_WITHIN_MS = 60_000;
const REVOCABLE_KEYS = 200;

/** Sessions on a node that last ran LISTEN: the processes' notification connections. */
async function listening(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    const r = await c.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND query LIKE 'LISTEN%'`,
    );
    return r.rows[0].n;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Polls `ready` until true; answers when (performance.now()), or fails naming `what`. */
async function whenTrue(what: string, ready: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return performance.now();
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const post = async (url: string, key: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });

const ONE_BOX = {
  name: 'one box',
  cargo: [{ id: 'BOX', length: 1000, width: 800, height: 800, weight: 100, quantity: 1 }],
  equipment: [{ code: '22G1', count: 1 }],
  options: { time_budget_ms: 1000, seed: 1 },
};

describe.skipIf(!hasFailoverCluster)(`automatic failover (skipped only when ${NO_FAILOVER_CLUSTER})`, () => {
  let cluster: FailoverCluster;
  let pooler: PgBouncer | null = null;
  let rt: Runtime;
  let rx: Receiver;
  let db: Db;
  let orgId = '';
  let trackKey = '';
  let planKey = '';
  const revocable: { id: string; key: string }[] = [];

  beforeAll(async () => {
    cluster = await startFailoverCluster();
    rx = await Receiver.start();
    // The receiver is on this machine, with a certificate of the test's own CA.
    // A login refused while there is no primary is retried within a second, as
    // deploy/postgres-ha/pgbouncer.ini says (PgBouncer's default waits 15 s).
    pooler = hasPgBouncer ? await startPgBouncer(cluster.url, { server_login_retry: '1' }) : null;
    const config = testConfig({ databaseListenUrl: cluster.url }, pooler?.url(cluster.url) ?? cluster.url);
    rt = await startOneProcess({ config: { ...config, webhooks: { ...config.webhooks, ...LOCAL } } });
    db = rt.services.db;
    // A plan whose rate limits and quotas the load never reaches.
    await definePlan(db, 'failover', { windowLimit: 1_000_000, minuteLimit: 1_000_000 });
    await db.query(`INSERT INTO ocean.plan_allowances VALUES ('failover', NULL, NULL, NULL, NULL)`);
    orgId = (await createOrganisation(db, 'Failover Org', 'failover')).id;
    trackKey = (await createKey(db, orgId, 'tmcp')).key;
    planKey = (await createKey(db, orgId, 'lmcp')).key;
    for (let i = 0; i < REVOCABLE_KEYS; i++) {
      const { key, row } = await createKey(db, orgId, 'tmcp');
      revocable.push({ id: row.id, key });
    }
    const hook = await post(`${rt.urls.loading}/v1/webhooks`, planKey, {
      url: rx.url('/failover'),
      event_types: ['plan_created'],
    });
    expect(hook.status, await hook.text()).toBe(201);
  }, 300_000);

  afterAll(async () => {
    await rt?.stop();
    await rx?.close();
    await pooler?.stop();
    await cluster?.stop();
  });

  it('loses no acknowledged write, event or delivery when the primary is killed under load, and recovers', async () => {
    let serial = 0;
    let nextKey = 0;
    const load = new WriteLoad();
    load.start({
      track: {
        everyMs: 100,
        write: async () => {
          const identifier = boxNumber('FGFU', ++serial);
          const r = await post(`${rt.urls.ocean}/v1/containers`, trackKey, { identifier });
          return r.status === 201 ? identifier : null;
        },
      },
      plan: {
        everyMs: 100,
        write: async () => {
          const r = await post(`${rt.urls.loading}/v1/plans`, planKey, ONE_BOX);
          return r.status === 201 ? ((await r.json()) as { plan: { id: string } }).plan.id : null;
        },
      },
      revoke: {
        everyMs: 200,
        write: async () => {
          const k = revocable[nextKey++]!;
          // Used first, so the adapter holds it as valid: only the revocation's notification, or
          // the resynchronisation after a lost listener, can stop it there.
          await fetch(`${rt.urls.ocean}/v1/containers`, { headers: { authorization: `Bearer ${k.key}` } });
          return (await revokeKey(db, k.id, new Date())) ? k.id : null;
        },
      },
    });
    try {
      await load.untilEachAcked(5, 0, 60_000);
      const leader = (await cluster.leader())!;
      const listeners = await listening(cluster.nodeUrl(leader));
      expect(listeners).toBe(1);

      const listenerUp = once(db.listenerEvents, 'up', { signal: AbortSignal.timeout(BACK_WITHIN_MS) });
      const killedAt = performance.now();
      await cluster.kill(leader);
      await listenerUp;
      const listenersAt = performance.now();
      // Up on the new primary (the only one left), listening as before.
      const now = (await cluster.leader())!;
      expect(now).not.toBe(leader);
      expect(await listening(cluster.nodeUrl(now))).toBe(listeners);
      await load.untilEachAcked(5, killedAt, BACK_WITHIN_MS);
      await load.stop();
      const writesBack = Object.fromEntries(
        [...load.acked.keys()].map((k) => [k, seconds(load.ackedSince(k, killedAt)[0]!.at - killedAt)]),
      );
      const counted = await countLosses(load.acked);
      const report = {
        writes_acknowledged: Object.fromEntries([...load.acked].map(([k, a]) => [k, a.length])),
        writes_failed: Object.fromEntries(load.failed),
        ...counted,
        seconds_until_writes_succeed: writesBack,
        seconds_until_listeners_back: seconds(listenersAt - killedAt),
        listeners,
        through_pgbouncer: !!pooler,
      };
      console.log(`failover: ${JSON.stringify(report)}`);
      expect(counted).toEqual({
        acknowledged_then_lost: { track: 0, plan: 0, revoke: 0 },
        revoked_keys_still_admitted: 0,
        events_lost: 0,
        events_twice: 0,
        deliveries_lost: 0,
        deliveries_twice: 0,
      });
    } finally {
      await load.stop();
    }
  }, 180_000);

  const seconds = (ms: number) => Math.round(ms / 100) / 10;

  /** What the new primary lacks of what was acknowledged, and what was sent twice. */
  async function countLosses(acked: Map<string, Ack[]>) {
    const ids = (k: string) => acked.get(k)!.map((a) => a.id);
    const missing = async (sql: string, want: string[]) =>
      want.length - (await db.query<{ n: number }>(sql, [want])).rows[0]!.n;
    const tracksLost = await missing(
      'SELECT count(DISTINCT identifier)::int AS n FROM ocean.containers WHERE identifier = ANY($1)',
      ids('track'),
    );
    const plansLost = await missing(
      'SELECT count(*)::int AS n FROM loading.plans WHERE id = ANY($1::uuid[])',
      ids('plan'),
    );
    const revokesLost = await missing(
      'SELECT count(*)::int AS n FROM accounts.api_keys WHERE id = ANY($1::uuid[]) AND revoked_at IS NOT NULL',
      ids('revoke'),
    );
    const revoked = new Set(ids('revoke'));
    let admitted = 0;
    for (const k of revocable.filter((r) => revoked.has(r.id))) {
      const r = await fetch(`${rt.urls.ocean}/v1/containers`, { headers: { authorization: `Bearer ${k.key}` } });
      if (r.status !== 401) admitted++;
    }
    const events = (
      await db.query<{ id: string; plan_id: string }>(
        `SELECT id::text, data->>'plan_id' AS plan_id FROM webhooks.outbox WHERE org_id = $1 AND event_type = 'plan_created'`,
        [orgId],
      )
    ).rows;
    const perPlan = new Map<string, number>();
    for (const e of events) perPlan.set(e.plan_id, (perPlan.get(e.plan_id) ?? 0) + 1);
    // Every event written, acknowledged plan or not, is delivered: the wait is a hang guard.
    // A delivery's body names its plan (its id is the delivery's, not the outbox row's).
    const received = () => rx.requests('/failover').map((r) => (r.json as { data: { plan_id: string } }).data.plan_id);
    const delivered = () => new Set(received());
    await whenTrue('every event delivered', async () => events.every((e) => delivered().has(e.plan_id)), 90_000).catch(
      () => 0,
    );
    const got = received();
    return {
      acknowledged_then_lost: { track: tracksLost, plan: plansLost, revoke: revokesLost },
      revoked_keys_still_admitted: admitted,
      events_lost: ids('plan').filter((p) => !perPlan.has(p)).length,
      events_twice: [...perPlan.values()].filter((n) => n > 1).length,
      deliveries_lost: events.filter((e) => !got.includes(e.plan_id)).length,
      deliveries_twice: got.length - new Set(got).size,
    };
  }
});
