// Soak: a mixed load for SOAK_SECONDS (default 180) on PostgreSQL — ocean lookups and lists,
// schedules searches, webhook fan-out to a local HTTPS receiver — with every database connection
// of the service (pool and notification connection) terminated twice during the run, as a
// failover or a PostgreSQL restart does (issue 17).
// Reported: requests and errors by class, p50/p99 latency, memory at start and end (RSS, heap),
// after each kill how long until the notification connection was back, until a key revoked right
// after the kill was refused, and until a ping queued right after the kill reached the receiver;
// and deliveries lost (events committed × endpoints − distinct deliveries received; must be 0).
// The load runs in this process (the figures include the load generator's own cost).
// Run: npm run bench -- soak   (SOAK_SECONDS, SOAK_CONCURRENCY to resize)
import { once } from 'node:events';
import pg from 'pg';
import { startBenchSystem } from './lib.js';
import { Receiver, testCerts } from '../test/support/webhooks-receiver.js';
import { grantEntitlement, hashKey, revokeKey } from '../subgraphs/accounts/store/index.js';
import { raiseEvent } from '../subgraphs/webhooks/outbox.js';
import { createDispatcher } from '../subgraphs/webhooks/workers/dispatcher.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16);
const ENDPOINTS = 5;
/** One event every this many ms, fanned out to every endpoint. */
const EVENT_EVERY_MS = 100;

const sys = await startBenchSystem();
const certs = testCerts();
const rx = await Receiver.start(certs);
const db = sys.rt.services.db;
await grantEntitlement(db, sys.orgId, 'schedules', null);
const ocean = await sys.key('tmcp');
const schedules = await sys.key('smcp');
// The bench plan's schedules calls uncapped, as its rate limits are (bench/lib.ts): the soak
// measures the service, not the spec's daily allowance.
await db.query("INSERT INTO schedules.quota_plans VALUES ('bench', NULL, NULL) ON CONFLICT DO NOTHING");
const loading = await sys.key('lmcp');
const admin = new pg.Client({ connectionString: sys.dbUrl });
await admin.connect();

const register = async (path: string, eventTypes: string[]) => {
  const r = await fetch(`${sys.rt.urls.loading}/v1/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${loading}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: rx.url(path), event_types: eventTypes }),
  });
  if (r.status !== 201) throw new Error(`register answered ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { data: { id: string } }).data.id;
};
for (let i = 0; i < ENDPOINTS; i++) await register(`/ep${i}`, ['plan_updated']);
/** Receives only the pings queued after each kill (no event is of this type). */
const pingEndpoint = await register('/pings', ['plan_created']);
const dispatcher = createDispatcher(sys.rt.services, { allowPrivate: ['127.0.0.0/8', '::1/128'], caPem: certs.caPem });
await dispatcher.start();

// --- the load -----------------------------------------------------------------------------------
const MIX: { name: string; url: string; key: string }[] = [
  ...['HLXU2641936', 'MRKU9465770', 'MAEU241812239', '612352451'].map((ref) => ({
    name: 'ocean lookup',
    url: `${sys.rt.urls.ocean}/v1/containers/lookup/${ref}`,
    key: ocean,
  })),
  { name: 'ocean list', url: `${sys.rt.urls.ocean}/v1/containers?limit=20`, key: ocean },
  { name: 'events list', url: `${sys.rt.urls.ocean}/v2/events?limit=20`, key: ocean },
  {
    name: 'schedules search',
    url: `${sys.rt.urls.schedules}/public/schedules?origin=CNSHA&destination=NLRTM`,
    key: schedules,
  },
  {
    name: 'schedules search',
    url: `${sys.rt.urls.schedules}/public/schedules?origin=SGSIN&destination=DEHAM`,
    key: schedules,
  },
];
const classes = new Map<string, number>();
/** The first body of each refusal class (what a 5xx or 429 said). */
const samples = new Map<string, string>();
const latencies: number[] = [];
let requests = 0;
let running = true;
const count = (c: string) => classes.set(c, (classes.get(c) ?? 0) + 1);

async function worker(n: number) {
  for (let i = n; running; i++) {
    const m = MIX[i % MIX.length]!;
    const t0 = performance.now();
    try {
      const r = await fetch(m.url, { headers: { authorization: `Bearer ${m.key}` } });
      const text = await r.text();
      const c = `${m.name} ${r.status < 400 ? `${Math.floor(r.status / 100)}xx` : r.status}`;
      count(c);
      if (r.status >= 429 && !samples.has(c)) samples.set(c, text.slice(0, 160));
    } catch (err) {
      count(`${m.name} network: ${(err as Error).message}`);
    }
    latencies.push(performance.now() - t0);
    requests++;
  }
}

let committed = 0;
let raiseFailures = 0;
async function raiser() {
  for (let seq = 0; running; seq++) {
    try {
      await db.tx((tx) =>
        raiseEvent(tx, {
          product: 'loading',
          orgId: sys.orgId,
          type: 'plan_updated',
          data: { plan_id: `SOAK-${seq}`, revision: 1, soak_seq: seq },
          occurredAt: new Date(),
        }),
      );
      committed++;
    } catch {
      raiseFailures++; // not committed, so not owed to anyone
    }
    await new Promise((r) => setTimeout(r, EVENT_EVERY_MS));
  }
}

// --- the kills ----------------------------------------------------------------------------------
const terminateAll = async () =>
  (
    await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    )
  ).rows[0]!.n;

/** Retries an operation the outage may refuse until it succeeds (a client would). */
async function untilDone<T>(f: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await f();
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

interface Kill {
  terminated: number;
  listenerBackMs: number;
  revokedAfterMs: number;
  pingDeliveredAfterMs: number;
}
async function kill(n: number): Promise<Kill> {
  // A key in use (its principal cached) that is revoked right after the kill.
  const victim = await sys.key('tmcp');
  const probe = () =>
    fetch(`${sys.rt.urls.ocean}/v1/containers?limit=1`, { headers: { authorization: `Bearer ${victim}` } }).then(
      (r) => r.status,
    );
  if ((await probe()) !== 200) throw new Error('victim key not accepted before the kill');
  const id = (await db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [hashKey(victim)]))
    .rows[0]!.id;

  const up = once(db.listenerEvents, 'up');
  const t0 = performance.now();
  const terminated = await terminateAll();
  const listenerBack = up.then(() => performance.now() - t0);

  // Revoked as soon as the database takes the write; then asked until refused.
  await untilDone(() => revokeKey(db, id, new Date()));
  const tRevoked = performance.now();
  while ((await probe()) !== 401) await new Promise((r) => setTimeout(r, 2));
  const revokedAfterMs = performance.now() - tRevoked;

  // A ping queued as soon as the host takes it; then until the receiver has it.
  const before = rx.requests('/pings').length;
  await untilDone(async () => {
    const r = await fetch(`${sys.rt.urls.loading}/v1/webhooks/${pingEndpoint}/test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${loading}` },
    });
    if (r.status >= 300) throw new Error(`ping answered ${r.status}`);
  });
  const tPing = performance.now();
  await rx.waitFor('/pings', before + 1, 120_000);
  const pingDeliveredAfterMs = performance.now() - tPing;
  console.error(`kill ${n}: ${terminated} connections terminated`);
  return { terminated, listenerBackMs: await listenerBack, revokedAfterMs, pingDeliveredAfterMs };
}

// --- the run ------------------------------------------------------------------------------------
const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss / 2 ** 20, heap: m.heapUsed / 2 ** 20 };
};
// Warm-up: every route once, so that start-up allocations are not counted as growth.
for (const m of MIX) await fetch(m.url, { headers: { authorization: `Bearer ${m.key}` } }).then((r) => r.arrayBuffer());
const memStart = memory();
const started = performance.now();
const load = [...Array.from({ length: CONCURRENCY }, (_, i) => worker(i)), raiser()];
const kills: Kill[] = [];
for (const at of [SECONDS / 3, (2 * SECONDS) / 3]) {
  await new Promise((r) => setTimeout(r, Math.max(0, started + at * 1000 - performance.now())));
  kills.push(await kill(kills.length + 1));
}
await new Promise((r) => setTimeout(r, Math.max(0, started + SECONDS * 1000 - performance.now())));
running = false;
await Promise.all(load);
const elapsed = (performance.now() - started) / 1000;
const memEnd = memory();

// Every committed event is owed to every endpoint: wait for the backlog (bounded), then count.
const received = () => {
  const seen = new Set<string>();
  for (let i = 0; i < ENDPOINTS; i++)
    for (const r of rx.requests(`/ep${i}`)) {
      const seq = /"soak_seq":(\d+)/.exec(r.body.toString('utf8'))?.[1];
      if (seq !== undefined) seen.add(`${i}:${seq}`);
    }
  return seen.size;
};
const owed = committed * ENDPOINTS;
const drainUntil = performance.now() + 120_000;
while (received() < owed && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 100));
const delivered = received();
const duplicates =
  Array.from({ length: ENDPOINTS }, (_, i) => rx.requests(`/ep${i}`).length).reduce((a, b) => a + b) - delivered;

await dispatcher.stop();
await admin.end();
await rx.close();
await sys.close();

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const ms = (v: number) => v.toFixed(0);
const lines = [
  `## Soak (\`npm run bench -- soak\`, SOAK_SECONDS=${SECONDS}, ${CONCURRENCY} concurrent clients)`,
  '',
  `| figure | value |`,
  `|---|---|`,
  `| duration | ${elapsed.toFixed(0)} s |`,
  `| requests | ${requests} (${(requests / elapsed).toFixed(0)}/s) |`,
  ...[...classes.entries()].sort().map(([c, n]) => `| answers ${c} | ${n} |`),
  `| latency p50 / p99 / max | ${pct(50).toFixed(1)} / ${pct(99).toFixed(1)} / ${latencies.at(-1)!.toFixed(0)} ms |`,
  `| RSS start → end | ${memStart.rss.toFixed(0)} → ${memEnd.rss.toFixed(0)} MB |`,
  `| heap used start → end${gc ? ' (after gc)' : ''} | ${memStart.heap.toFixed(0)} → ${memEnd.heap.toFixed(0)} MB |`,
  `| events committed × endpoints | ${committed} × ${ENDPOINTS} = ${owed} (${raiseFailures} raises refused during the kills, never committed) |`,
  `| deliveries received (distinct) | ${delivered}, ${duplicates} repeated |`,
  `| **deliveries lost** | **${owed - delivered}** |`,
  ...kills.map(
    (k, i) =>
      `| kill ${i + 1}: connections terminated / listener back / revoked key refused / ping delivered | ${k.terminated} / ${ms(k.listenerBackMs)} ms / ${ms(k.revokedAfterMs)} ms / ${ms(k.pingDeliveredAfterMs)} ms |`,
  ),
];
console.log(lines.join('\n'));
for (const [c, body] of samples) console.log(`- ${c}: ${body}`);
process.exit(owed - delivered === 0 ? 0 : 1);
