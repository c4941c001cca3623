// Past one machine (docs/scaling.md): two edges, each subgraph in its own process, and two
// workers processes, all on one PostgreSQL database and one Redis; one edge is the edge role (the
// gateway and the REST hosts in one process), the other the separate gateway and adapter
// processes, the adapter calling the gateway over HTTP (the layout that stays possible). A rate
// limit holds once across both edges' gateways and REST hosts (each request counted once, in
// Redis); an event raised through either edge is written once and delivered to the webhook
// endpoint once, though two dispatchers work the queue, and reaches live subscribers on every
// gateway and REST host once each (docs/live.md). Needs PostgreSQL and Redis servers.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { createClient as createSseClient } from 'graphql-sse';
import { migratedPostgresDatabase, http } from '../support/harness.js';
import { definePlan } from '../support/factories.js';
import { startDistributed, type DistributedSystem } from '../support/processes.js';
import { Receiver, testCerts } from '../support/webhooks-receiver.js';
import { openEventSource } from '../support/live-clients.js';
import { createKey, createOrganisation } from '../../subgraphs/accounts/store/index.js';

const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// This run's keys only: parallel runs share the one Redis.
const PREFIX = `test:${randomUUID()}:`;

describe('two edges (an edge process; a gateway and an adapter process) on one database and Redis', () => {
  let db: { url: string; drop(): Promise<void> };
  let sys: DistributedSystem;
  let client: pg.Client;
  let rx: Receiver;

  beforeAll(async () => {
    // Migrated from nothing by distributed.test.ts's migrate process; here its migrate finds them applied.
    db = await migratedPostgresDatabase(SERVER);
    rx = await Receiver.start();
    sys = await startDistributed(
      db.url,
      {
        REDIS_URL,
        REDIS_KEY_PREFIX: PREFIX,
        // The receiver is on this machine, with a certificate of the test's own CA.
        WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8',
        WEBHOOK_CA_FILE: testCerts().caFile,
      },
      undefined,
      { edges: ['edge', 'split'], workers: 2 },
    );
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  }, 600_000);

  afterAll(async () => {
    await client?.end();
    await sys?.stop();
    await rx?.close();
    await db?.drop();
  });

  /** A new organisation on the given plan with a key of the given prefix. */
  async function keyOf(prefix: 'tmcp' | 'lmcp', plan = 'paid') {
    const org = await createOrganisation(client, `Replicas ${randomUUID()}`, plan);
    return { orgId: org.id, key: (await createKey(client, org.id, prefix)).key };
  }

  it('holds one rate limit across both edges, each request counted once, in Redis', async () => {
    // A plan small enough that its requests finish well inside one window on a busy machine.
    await definePlan(client, 'replicas', { windowLimit: 8, minuteLimit: 8 });
    const { orgId, key } = await keyOf('tmcp', 'replicas');
    const [a, b] = sys.edges as [DistributedSystem['edges'][0], DistributedSystem['edges'][0]];
    const asks = [
      () => http(a.hosts.ocean!, '/v1/containers', { key }),
      () => http(b.hosts.ocean!, '/v1/containers', { key }),
      () => http(`${a.gateway}/graphql`, '', { key, method: 'POST', body: { query: '{ containers { id } }' } }),
      () => http(`${b.gateway}/graphql`, '', { key, method: 'POST', body: { query: '{ containers { id } }' } }),
    ];
    const remaining: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await asks[i % 4]!();
      expect(r.status, `request ${i + 1}: ${r.text}`).toBe(200);
      remaining.push(r.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['7', '6', '5', '4', '3', '2', '1', '0']);
    for (const ask of asks) expect((await ask()).status).toBe(429);
    // Counted in Redis, once per admitted request (a refused one is taken back out), and not in PostgreSQL.
    const redis = new Redis(REDIS_URL);
    try {
      const buckets = await redis.hvals(`${PREFIX}rate:${orgId}`);
      expect(buckets.reduce((n, hits) => n + Number(hits), 0)).toBe(8);
    } finally {
      redis.disconnect();
    }
    const inPostgres = await client.query('SELECT count(*)::int AS n FROM accounts.rate_buckets WHERE subject = $1', [
      orgId,
    ]);
    expect(inPostgres.rows[0].n).toBe(0);
  });

  it('streams each event once to subscribers on every gateway and REST host, whichever process raised it', async () => {
    const { key } = await keyOf('lmcp');
    const [a, b] = sys.edges as [DistributedSystem['edges'][0], DistributedSystem['edges'][0]];
    const order = (n: number) => ({
      name: `one box ${n}`,
      cargo: [{ id: 'BOX', length: 1000, width: 800, height: 800, weight: 100, quantity: 1 }],
      equipment: [{ code: '22G1', count: 1 }],
      options: { time_budget_ms: 1000, seed: 1 },
    });
    const plan = async (edge: typeof a, n: number) => {
      const r = await http(edge.hosts.loading!, '/v1/plans', { key, method: 'POST', body: order(n) });
      expect(r.status, r.text).toBe(201);
      return r.body.plan.id as string;
    };
    // The first event gives the position every subscriber starts after, so none can miss one.
    const first = await openEventSource(`${b.hosts.loading}/v1/events/stream`, key, ['plan_created']);
    await plan(a, 0);
    const start = (await first.count(1))[0]!.position;
    const rest = await openEventSource(`${a.hosts.loading}/v1/events/stream`, key, ['plan_created'], start);
    const subscribers = [a, b].map((edge) => {
      const client = createSseClient({
        url: `${edge.gateway}/graphql/stream`,
        headers: { authorization: `Bearer ${key}` },
        retryAttempts: 0,
      });
      const results = client.iterate<{ events: { id: string; position: string; data: { plan_id: string } } }>({
        query: 'subscription ($after: String) { events(products: ["loading"], after: $after) { id position data } }',
        variables: { after: start },
      });
      return { client, results };
    });
    // Four plans through the two edges in turn, then a last one: whatever came twice would come before it.
    const plans: string[] = [];
    for (const [i, edge] of [a, b, a, b, b].entries()) plans.push(await plan(edge, i + 1));
    const take = async (results: (typeof subscribers)[0]['results'], n: number) => {
      const got: string[] = [];
      for await (const r of results) {
        expect(r.errors).toBeUndefined();
        got.push(r.data!.events.data.plan_id);
        if (got.length === n) break;
      }
      return got;
    };
    for (const s of subscribers) expect(await take(s.results, 5)).toEqual(plans);
    expect((await rest.count(5)).map((e) => e.body.data.plan_id)).toEqual(plans);
    const onB = await first.count(6);
    expect(onB.map((e) => e.body.data.plan_id).slice(1)).toEqual(plans);
    expect(new Set(onB.map((e) => e.body.id)).size).toBe(6);
    for (const s of subscribers) s.client.dispose();
    first.close();
    rest.close();
  });

  it('writes each event once and delivers it once, with two dispatchers on the queue', async () => {
    const { orgId, key } = await keyOf('lmcp');
    const [a, b] = sys.edges as [DistributedSystem['edges'][0], DistributedSystem['edges'][0]];
    const reg = await http(a.hosts.loading!, '/v1/webhooks', {
      key,
      method: 'POST',
      body: { url: rx.url('/replicas'), event_types: ['plan_created'] },
    });
    expect(reg.status, reg.text).toBe(201);
    const order = {
      name: 'one box',
      cargo: [{ id: 'BOX', length: 1000, width: 800, height: 800, weight: 100, quantity: 1 }],
      equipment: [{ code: '22G1', count: 1 }],
      options: { time_budget_ms: 1000, seed: 1 },
    };
    const plans: string[] = [];
    for (const edge of [a, b, a, b]) {
      const r = await http(edge.hosts.loading!, '/v1/plans', { key, method: 'POST', body: order });
      expect(r.status, r.text).toBe(201);
      plans.push(r.body.plan.id);
    }
    await rx.waitFor('/replicas', 4, 120_000);
    const events = await client.query(
      `SELECT id, data->>'plan_id' AS plan_id FROM webhooks.outbox WHERE org_id = $1 AND event_type = 'plan_created'`,
      [orgId],
    );
    expect(events.rows.map((e) => e.plan_id).sort()).toEqual([...plans].sort());
    const received = rx.requests('/replicas').map((r) => r.json);
    expect(received).toHaveLength(4);
    expect(new Set(received.map((e) => e.id)).size).toBe(4);
    expect(received.map((e) => e.data.plan_id).sort()).toEqual([...plans].sort());
    // Each delivery finished on its first attempt: nothing is left to send again. (A dispatcher
    // records the attempt after the receiver's answer, so the rows are read once all are recorded.)
    const deliveries = () =>
      client.query(
        `SELECT d.status, d.attempt_count FROM webhooks.deliveries d JOIN webhooks.endpoints e ON e.id = d.endpoint_id
          WHERE e.org_id = $1 AND d.attempt_count > 0`,
        [orgId],
      );
    await vi.waitFor(async () => expect((await deliveries()).rows).toHaveLength(4), { timeout: 60_000, interval: 50 });
    expect((await deliveries()).rows).toEqual(Array(4).fill({ status: 'delivered', attempt_count: 1 }));
  });
});
