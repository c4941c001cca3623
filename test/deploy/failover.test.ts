// Automatic failover (docs/operations.md; docs/scaling.md, Past one machine): the system, workers
// included, on the recommended production layout of the test's own (test/support/patroni-cluster.ts):
// two PostgreSQL 15 nodes run by Patroni with etcd, synchronous replication on, HAProxy in front,
// the process's pool through PgBouncer in transaction mode in front of HAProxy (when Debian's
// pgbouncer is installed; HAProxy directly otherwise) and its LISTEN session to HAProxy. Beside
// the system, one more process (a `subgraph:ocean` process of distributed mode, wiring/serve.ts)
// on the same layout, so that "every listener" is more than one: each process reconnects with the
// same platform/db.ts code, and the whole distributed mode (a dozen processes) took minutes to
// start on a shared CI machine. Under a steady load of writes (tracking adds, load plans and
// their webhook deliveries, token revocations) the primary is killed, machine-gone style, and the
// test counts: writes acknowledged then lost, events and deliveries lost or sent twice, seconds
// until writes succeed again, until a plan made since is delivered, and until each process's
// LISTEN session is back (a revocation heard in the other process). Then the killed node is started again: it rejoins as the synchronous
// standby (rewound onto the new timeline), and killing the new primary under the same load loses
// nothing either. Verdicts gate on acknowledgements and polls with hang guards; the seconds are
// measured and reported, bounded only by the guards.
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
import { startRole } from '../support/processes.js';
import { startOneProcess, type Runtime } from '../../wiring/runtime.js';
import { newSigningKey } from '../../platform/token.js';
import { definePlan } from '../support/factories.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { WriteLoad, type Ack } from '../support/write-load.js';
import type { Db } from '../../platform/db.js';
import { createKey, createOrganisation, revokeKey } from '../../subgraphs/accounts/store/index.js';

/** Hang guards: a failover that takes longer than this fails the test. */
const BACK_WITHIN_MS = 60_000;
/** Below the Authenticator's cache life (60 s): a refusal sooner than this came from a notification. */
const HEARD_WITHIN_MS = 50_000;
const REJOINED_WITHIN_MS = 120_000;
const REVOCABLE_KEYS = 250;

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

/** The plan a delivery's body names (its id is the delivery's, not the outbox row's). */
const planOf = (r: { json: unknown }) => (r.json as { data: { plan_id: string } }).data.plan_id;

const seconds = (ms: number) => Math.round(ms / 100) / 10;

const NOTHING_LOST = {
  acknowledged_then_lost: { track: 0, plan: 0, revoke: 0 },
  revoked_keys_still_admitted: 0,
  events_lost: 0,
  events_twice: 0,
  deliveries_lost: 0,
  deliveries_twice: 0,
};

describe.skipIf(!hasFailoverCluster)(`automatic failover (skipped only when ${NO_FAILOVER_CLUSTER})`, () => {
  let cluster: FailoverCluster;
  let pooler: PgBouncer | null = null;
  let rt: Runtime;
  let rx: Receiver;
  let db: Db;
  /** The other process: a subgraph of distributed mode, verifying the system's tokens. */
  let otherUrl = '';
  let starting: ReturnType<typeof startRole> | null = null;
  let orgId = '';
  let trackKey = '';
  let planKey = '';
  const revocable: { id: string; key: string }[] = [];
  let nextKey = 0;
  /** Tracked containers' numbers, one series across both loads. */
  let serial = 0;
  /** One key a failover, its token verified by the other process until a revocation is heard there. */
  const probes: { id: string; token: string }[] = [];
  /** The node killed first, started again before the second failover. */
  let killedFirst = '';

  beforeAll(async () => {
    cluster = await startFailoverCluster();
    rx = await Receiver.start();
    // The receiver is on this machine, with a certificate of the test's own CA.
    // A login refused while there is no primary is retried within a second, as
    // deploy/postgres-ha/pgbouncer.ini says (PgBouncer's default waits 15 s).
    pooler = hasPgBouncer ? await startPgBouncer(cluster.url, { server_login_retry: '1' }) : null;
    const poolUrl = pooler?.url(cluster.url) ?? cluster.url;
    const config = testConfig({ databaseListenUrl: cluster.url }, poolUrl);
    // The system signs tokens with a key the other process is told to verify.
    const { privateJwk, jwks } = await newSigningKey();
    const auth = { ...config.auth, signingKey: JSON.stringify(privateJwk) };
    rt = await startOneProcess({ config: { ...config, auth, webhooks: { ...config.webhooks, ...LOCAL } } });
    db = rt.services.db;
    // Started while the test's data is made: a process's start takes seconds on a loaded machine.
    starting = startRole('subgraph:ocean', {
      ...process.env,
      LOG_LEVEL: 'silent',
      DATABASE_URL: poolUrl,
      DATABASE_LISTEN_URL: cluster.url,
      PORT: '0',
      METRICS_PORT: '0',
      AUTH_JWKS: JSON.stringify(jwks),
    });
    starting.catch(() => undefined); // awaited below, after the data is made
    // A plan whose rate limits and quotas the load never reaches.
    await definePlan(db, 'failover', { windowLimit: 1_000_000, minuteLimit: 1_000_000 });
    await db.query(`INSERT INTO ocean.plan_allowances VALUES ('failover', NULL, NULL, NULL, NULL)`);
    orgId = (await createOrganisation(db, 'Failover Org', 'failover')).id;
    trackKey = (await createKey(db, orgId, 'tmcp')).key;
    planKey = (await createKey(db, orgId, 'lmcp')).key;
    // Ten at a time: each commit waits for the standby.
    for (let i = 0; i < REVOCABLE_KEYS; i += 10) {
      const made = await Promise.all(Array.from({ length: 10 }, () => createKey(db, orgId, 'tmcp')));
      revocable.push(...made.map(({ key, row }) => ({ id: row.id, key })));
    }
    // The probes' organisation is their own: the load's revocations do not touch its standing.
    const probeOrg = (await createOrganisation(db, 'Probe Org', 'failover')).id;
    for (let i = 0; i < 2; i++) {
      const { key, row } = await createKey(db, probeOrg, 'tmcp');
      const t = await post(rt.urls.gateway.replace(/\/graphql$/, '/auth/token'), key, {});
      expect(t.status, await t.clone().text()).toBe(200);
      probes.push({ id: row.id, token: ((await t.json()) as { access_token: string }).access_token });
    }
    const hook = await post(`${rt.urls.loading}/v1/webhooks`, planKey, {
      url: rx.url('/failover'),
      event_types: ['plan_created'],
    });
    expect(hook.status, await hook.text()).toBe(201);
    otherUrl = `http://127.0.0.1:${(await starting).ports.ocean}/graphql`;
  }, 300_000);

  afterAll(async () => {
    // Stopped also when the test failed before it had answered.
    await (await starting?.catch(() => null))?.stop();
    await rt?.stop();
    await rx?.close();
    await pooler?.stop();
    await cluster?.stop();
  });

  /** The other process's answer to a probe's token: 200, or the status of its refusal. */
  async function otherSays(token: string): Promise<number> {
    const r = await post(otherUrl, token, { query: '{ containers { id } }' });
    const body = (await r.json()) as { errors?: { extensions?: { status?: number } }[] };
    return body.errors?.[0]?.extensions?.status ?? r.status;
  }

  /** The steady load: a tracking add and a plan every 100 ms, a revocation every 200 ms. */
  function startLoad(): WriteLoad {
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
          const k = revocable[nextKey++];
          if (!k) return null;
          // Used first, so the adapter holds it as valid: only the revocation's notification, or
          // the resynchronisation after a lost listener, can stop it there.
          await fetch(`${rt.urls.ocean}/v1/containers`, { headers: { authorization: `Bearer ${k.key}` } });
          return (await revokeKey(db, k.id, new Date())) ? k.id : null;
        },
      },
    });
    return load;
  }

  /**
   * Kills the primary under the load and measures: seconds until each kind of write succeeds
   * again, until a plan made since is delivered, until this process's LISTEN session is back,
   * until a revocation made once writes succeed is heard in the other process, and until the new
   * primary has every LISTEN session.
   */
  async function failOver(load: WriteLoad, probe: { id: string; token: string }) {
    const leader = (await cluster.leader())!;
    const listeners = await listening(cluster.nodeUrl(leader));
    expect(listeners).toBe(2); // this process's and the other's
    // The other process holds the probe's organisation as in good standing.
    expect(await otherSays(probe.token)).toBe(200);

    const listenerUp = once(db.listenerEvents, 'up', { signal: AbortSignal.timeout(BACK_WITHIN_MS) });
    const killedAt = performance.now();
    await cluster.kill(leader);
    let now = '';
    const [here, heard, every, delivered] = await Promise.all([
      listenerUp.then(() => performance.now()),
      (async () => {
        // Revoked as soon as a write succeeds, then asked the moment each answer comes.
        await whenTrue('the probe revoked', () => revokeKey(db, probe.id, new Date()).then(Boolean), BACK_WITHIN_MS);
        return whenTrue(
          'the revocation heard in the other process',
          async () => (await otherSays(probe.token)) === 401,
          HEARD_WITHIN_MS,
        );
      })(),
      whenTrue(
        'every LISTEN session on the new primary',
        async () => {
          now = (await cluster.leader()) ?? '';
          return now !== '' && now !== leader && (await listening(cluster.nodeUrl(now))) >= listeners;
        },
        BACK_WITHIN_MS,
      ),
      // The dispatcher leasing and recording on the new primary: a plan made since the kill delivered.
      whenTrue(
        'a plan made since the kill delivered',
        async () => {
          const made = new Set(load.ackedSince('plan', killedAt).map((a) => a.id));
          return rx.requests('/failover').some((r) => made.has(planOf(r)));
        },
        BACK_WITHIN_MS,
      ),
    ]);
    expect(heard - killedAt).toBeLessThan(HEARD_WITHIN_MS);
    // Up on the new primary (the only one left), listening as before: one session a process.
    expect(await listening(cluster.nodeUrl(now))).toBe(listeners);
    await load.untilEachAcked(5, killedAt, BACK_WITHIN_MS);
    const writesBack = Object.fromEntries(
      [...load.acked.keys()].map((k) => [k, seconds(load.ackedSince(k, killedAt)[0]!.at - killedAt)]),
    );
    return {
      killed: leader,
      promoted: now,
      seconds_until_writes_succeed: writesBack,
      seconds_until_deliveries_resume: seconds(delivered - killedAt),
      seconds_until_listeners_back: {
        this_process: seconds(here - killedAt),
        'subgraph:ocean_revocation_heard': seconds(heard - killedAt),
        every_session_on_new_primary: seconds(every - killedAt),
      },
      listeners,
    };
  }

  /** Stops the load and counts against the current primary, saying the figures. */
  async function verdict(label: string, load: WriteLoad, figures: object) {
    await load.stop();
    const counted = await countLosses(load.acked);
    const report = {
      writes_acknowledged: Object.fromEntries([...load.acked].map(([k, a]) => [k, a.length])),
      writes_failed: Object.fromEntries(load.failed),
      ...counted,
      ...figures,
      through_pgbouncer: !!pooler,
    };
    console.log(`${label}: ${JSON.stringify(report)}`);
    expect(counted).toEqual(NOTHING_LOST);
  }

  it('loses no acknowledged write, event or delivery when the primary is killed under load, and recovers', async () => {
    const load = startLoad();
    try {
      await load.untilEachAcked(5, 0, 60_000);
      const figures = await failOver(load, probes[0]!);
      killedFirst = figures.killed;
      await verdict('failover', load, figures);
    } finally {
      await load.stop();
    }
  }, 180_000);

  it('takes the killed node back as the synchronous standby, and loses nothing when the new primary is killed', async () => {
    expect(killedFirst).not.toBe('');
    const load = startLoad();
    try {
      await load.untilEachAcked(5, 0, 60_000);
      // The machine back: its Patroni starts, finds a primary of a newer timeline, rewinds.
      const restartedAt = performance.now();
      cluster.restart(killedFirst);
      const redundantAt = await whenTrue(
        'the killed node the synchronous standby again',
        async () => (await cluster.syncStandby()) === killedFirst,
        REJOINED_WITHIN_MS,
      );
      const rejoin = {
        seconds_until_redundant: seconds(redundantAt - restartedAt),
        rejoined_by: cluster
          .rejoinLines(killedFirst)
          .filter((l) => /pg_rewind exit|pg_rewind: (servers|Done)|no rewind|basebackup|removing data/i.test(l)),
      };
      const figures = await failOver(load, probes[1]!);
      expect(figures.promoted).toBe(killedFirst);
      await verdict('failover back', load, { ...rejoin, ...figures });
    } finally {
      await load.stop();
    }
  }, 240_000);

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
    const received = () => rx.requests('/failover').map(planOf);
    const delivered = () => new Set(received());
    await whenTrue('every event delivered', async () => events.every((e) => delivered().has(e.plan_id)), 90_000).catch(
      () => 0,
    );
    const got = received();
    // A plan delivered twice: under one delivery id (sent again) or two (fanned out twice).
    const bodies = rx.requests('/failover').map((r) => r.json as { id: string; data: { plan_id: string } });
    const twice = [...new Set(got.filter((p, i) => got.indexOf(p) !== i))].map((p) =>
      bodies.flatMap((b, i) => (b.data.plan_id === p ? [`${b.id}@${i}/${bodies.length}`] : [])),
    );
    if (twice.length) console.log(`delivered twice: ${JSON.stringify(twice)}`);
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
