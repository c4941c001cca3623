// Webhook fan-out: 10,000 events raised for one organisation, fanned out to its 10 endpoints
// (100,000 signed deliveries) on a local HTTPS receiver running in its own process, through the
// real engine (outbox → fan-out → endpoint leases and read-ahead → signed POST from the delivery
// thread → batched results on PostgreSQL). Baseline: a bare loop of signed POSTs (same body
// shape, same HMAC, same TLS keep-alive agent settings, same concurrency) to the same receiver,
// with no database at all, on the main thread; and a second baseline, the same loop sent with
// undici (the delivery client's HTTP library) instead of node:https.
// Reported: deliveries per second, ours / baseline (target ≥ 1.0×, issue 42), and where the CPU went per
// delivery (this process with all its threads; PostgreSQL backends from /proc where readable;
// the receiver), because a ratio alone does not say which side the machine ran out of.
// Run: npm run bench -- webhook-fanout   (BENCH_WEBHOOK_EVENTS, BENCH_WEBHOOK_ENDPOINTS to resize)
import https from 'node:https';
import { Pool } from 'undici';
import { execFileSync, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createHmac, randomUUID } from 'node:crypto';
import { createSecureContext, rootCertificates } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Db } from '../platform/db.js';
import type { BenchSystem } from './lib.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const ENDPOINTS = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 10);
/** Kernel clock ticks per second, the unit of /proc CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

if (process.argv[2] === '--receiver') {
  // The receiver process: answers 200 to every POST, counts requests and distinct delivery ids.
  const [keyFile, certFile] = process.argv.slice(3);
  let count = 0;
  let ids = new Set<string>();
  let cpu = process.cpuUsage();
  const server = https.createServer({ key: readFileSync(keyFile!), cert: readFileSync(certFile!) }, (req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      count++;
      ids.add(String(req.headers['x-loading-delivery']));
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' }).end('ok');
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('message', (m: string) => {
    if (m === 'stats') {
      const used = process.cpuUsage(cpu);
      process.send!({ count, distinct: ids.size, cpuMs: (used.user + used.system) / 1000 });
    }
    if (m === 'reset') {
      count = 0;
      ids = new Set();
      cpu = process.cpuUsage();
      process.send!({ reset: true });
    }
    if (m === 'exit') server.close(() => process.exit(0));
  });
} else {
  await main();
}

async function main(): Promise<void> {
  const { startBenchSystem } = await import('./lib.js');
  const { testCerts } = await import('../test/support/webhooks-receiver.js');
  const { createDispatcher } = await import('../subgraphs/webhooks/workers/dispatcher.js');
  const { DEFAULT_SETTINGS } = await import('../subgraphs/webhooks/settings.js');

  const certs = testCerts();
  const receiver = fork(
    fileURLToPath(import.meta.url),
    ['--receiver', `${certs.dir}/server.key`, `${certs.dir}/server.pem`],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const ask = (m: string) =>
    new Promise<any>((resolve) => {
      receiver.once('message', resolve);
      receiver.send(m);
    });
  const { port } = await new Promise<{ port: number }>((resolve) => receiver.once('message', resolve as any));

  const sys = await startBenchSystem();
  try {
    await registerEndpoints(sys, port);
    const settings = { allowPrivate: ['127.0.0.0/8', '::1/128'], caPem: certs.caPem };
    const concurrency = Math.min(DEFAULT_SETTINGS.maxInFlight, ENDPOINTS * DEFAULT_SETTINGS.perEndpoint);
    const db = sys.rt.services.db;

    // Ours: the engine end to end, from raised events to recorded deliveries.
    const ours = async (events: number) => {
      await raisePlanUpdates(db, sys.orgId, events);
      await ask('reset');
      const dispatcher = createDispatcher(sys.rt.services, settings);
      const pg0 = await backendCpu(db);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const stats = await dispatcher.runOnce();
      const seconds = (performance.now() - t0) / 1000;
      const cpuMs = cpuSince(cpu0);
      let pgMs: number | null = null;
      for (const [pid, ms] of await backendCpu(db)) pgMs = (pgMs ?? 0) + ms - (pg0.get(pid) ?? 0);
      await dispatcher.stop();
      // Leave no background work (autovacuum of what this pass wrote) to slow the next baseline.
      await db.query('VACUUM ANALYZE webhooks.deliveries, webhooks.outbox, webhooks.endpoints');
      const rx = await ask('stats');
      const expected = events * ENDPOINTS;
      if (stats.delivered !== expected || rx.count !== expected || rx.distinct !== expected) {
        throw new Error(
          `ours: delivered ${stats.delivered}, receiver saw ${rx.count} (${rx.distinct} distinct), expected ${expected}`,
        );
      }
      return { deliveries: expected, seconds, rate: expected / seconds, cpuMs, pgMs, receiverMs: rx.cpuMs as number };
    };
    const baseline = (total: number, via: Transport = 'https') =>
      bareLoop(total, { port, concurrency, caPem: certs.caPem, ask, via });

    // Warm-up (JIT, TLS sessions, query plans), then baselines / ours / baselines.
    await baseline(2000);
    await baseline(2000, 'undici');
    await ours(200);
    const b1 = await baseline(EVENTS * ENDPOINTS);
    const u1 = await baseline(EVENTS * ENDPOINTS, 'undici');
    const o = await ours(EVENTS);
    const b2 = await baseline(EVENTS * ENDPOINTS);
    const u2 = await baseline(EVENTS * ENDPOINTS, 'undici');
    printReport(o, [b1, b2], [u1, u2], concurrency);
  } finally {
    await sys.close();
    receiver.send('exit');
  }
}

/** A question to the receiver process and its answer. */
type Ask = (m: string) => Promise<any>;
type Bare = Awaited<ReturnType<typeof bareLoop>>;
interface Ours extends Bare {
  pgMs: number | null;
}

/** Registers the organisation's endpoints on the receiver through the loading host's route. */
async function registerEndpoints(sys: BenchSystem, port: number): Promise<void> {
  const key = await sys.key('lmcp');
  for (let i = 0; i < ENDPOINTS; i++) {
    const r = await fetch(`${sys.rt.urls.loading}/v1/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `https://localhost:${port}/ep${i}`, description: `bench ${i}` }),
    });
    if (r.status !== 201) throw new Error(`register answered ${r.status}: ${await r.text()}`);
  }
}

/** Raises `n` plan_updated events for the organisation, a thousand a transaction. */
async function raisePlanUpdates(db: Db, orgId: string, n: number): Promise<void> {
  const { raiseEvent } = await import('../subgraphs/webhooks/outbox.js');
  for (let done = 0; done < n; done += 1000) {
    await db.tx(async (tx) => {
      for (let i = done; i < Math.min(n, done + 1000); i++) {
        await raiseEvent(tx, {
          product: 'loading',
          orgId,
          type: 'plan_updated',
          data: { plan_id: `P-${i}`, revision: 1, pallets: 24 },
          occurredAt: new Date(),
        });
      }
    });
  }
}

/**
 * CPU milliseconds of the bench database's PostgreSQL backends, by pid (empty where /proc is not
 * readable, e.g. a remote server): utime + stime, fields 14 and 15 of /proc/<pid>/stat.
 */
async function backendCpu(db: Db): Promise<Map<number, number>> {
  const pids = (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()'))
    .rows;
  const out = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(pid, ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // not on this machine, or the backend just ended
    }
  }
  return out;
}

/** CPU milliseconds this process used since `t`. */
function cpuSince(t: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1000;
}

type Transport = 'https' | 'undici';

/** One POST to the receiver, answered (body read) or rejected on a status >= 300. */
type Post = (path: string, headers: Record<string, string>, body: Buffer) => Promise<void>;

function httpsPost(agent: https.Agent, port: number): Post {
  return (path, headers, body) =>
    new Promise<void>((resolve, reject) => {
      const req = https.request({ hostname: 'localhost', port, path, method: 'POST', agent, headers }, (res) => {
        if ((res.statusCode ?? 0) >= 300) reject(new Error(`baseline got ${res.statusCode}`));
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(body);
    });
}

function undiciPost(pool: Pool): Post {
  return async (path, headers, body) => {
    const res = await pool.request({ path, method: 'POST', headers, body });
    await res.body.dump();
    if (res.statusCode >= 300) throw new Error(`baseline got ${res.statusCode}`);
  };
}

/** The baseline: the same signed POSTs in a bare loop, no database. */
async function bareLoop(
  total: number,
  {
    port,
    concurrency,
    caPem,
    ask,
    via,
  }: { port: number; concurrency: number; caPem: string; ask: Ask; via: Transport },
) {
  const { deliveryBody, deliveryHeaders, eventBodyTail } =
    await import('../subgraphs/webhooks/connectors/delivery-client.js');
  const { sign } = await import('../subgraphs/webhooks/decide/signing.js');
  await ask('reset');
  const secureContext = createSecureContext({ ca: [...rootCertificates, caPem] });
  const agent =
    via === 'https'
      ? new https.Agent({
          keepAlive: true,
          keepAliveMsecs: 1000,
          maxSockets: concurrency,
          maxFreeSockets: concurrency,
          secureContext,
        })
      : new Pool(`https://localhost:${port}`, { connections: concurrency, connect: { secureContext } });
  const post = agent instanceof Pool ? undiciPost(agent) : httpsPost(agent, port);
  const signingKey = createHmac('sha256', 'x').digest(); // a 32-byte key, as ours
  // Each event's part of the body is serialized once for its endpoints, as ours does.
  const tails: string[] = [];
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const event = Math.floor(i / ENDPOINTS);
      const tail = (tails[event] ??= eventBodyTail({
        event_type: 'plan_updated',
        occurred_at: new Date().toISOString(),
        data: { plan_id: `P-${event}`, revision: 1, pallets: 24 },
      }));
      const d = { id: randomUUID(), event_type: 'plan_updated' };
      const body = deliveryBody(d.id, tail);
      const headers = deliveryHeaders('loading', d, sign(signingKey, body), body);
      await post(`/ep${i % ENDPOINTS}`, headers, body);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  const cpuMs = cpuSince(cpu0);
  await agent.destroy();
  const rx = await ask('stats');
  if (rx.count !== total) throw new Error(`baseline: receiver saw ${rx.count}, expected ${total}`);
  return { deliveries: total, seconds, rate: total / seconds, cpuMs, receiverMs: rx.cpuMs as number };
}

/** Prints the report: the rates and where the CPU went per delivery. */
function printReport(o: Ours, bare: Bare[], bareUndici: Bare[], concurrency: number): void {
  const mean = (runs: Bare[], f: (b: Bare) => number) => runs.reduce((t, b) => t + f(b), 0) / runs.length;
  const base = mean(bare, (b) => b.rate);
  const n = EVENTS * ENDPOINTS;
  const per = (ms: number | null) => (ms === null ? 'n/a' : (ms / n).toFixed(3));
  const row = (label: string, runs: Bare[], ratio: string) =>
    `| ${label} (mean of 2 runs: ${runs.map((b) => b.rate.toFixed(0)).join(', ')}) | ${mean(runs, (b) => b.rate).toFixed(0)} | ${mean(runs, (b) => b.seconds).toFixed(1)} | ${ratio} | |`;
  const cpuRow = (label: string, runs: Bare[]) => {
    const cpu = mean(runs, (b) => b.cpuMs);
    const rx = mean(runs, (b) => b.receiverMs);
    return `| ${label} | ${per(cpu)} | — | ${per(rx)} | ${per(cpu + rx)} |`;
  };
  console.log(
    [
      '## Webhook fan-out, one dispatcher process, PostgreSQL',
      '',
      `${EVENTS} events × ${ENDPOINTS} endpoints = ${EVENTS * ENDPOINTS} signed HTTPS deliveries to a local receiver process; concurrency ${concurrency}.`,
      '',
      '| scenario | deliveries/s | seconds | ratio | target |',
      '|---|---|---|---|---|',
      `| ours: outbox → fan-out → lease → signed POST → recorded | ${o.rate.toFixed(0)} | ${o.seconds.toFixed(1)} | **${(o.rate / base).toFixed(2)}×** | ≥ 1.0× |`,
      row('baseline: bare loop of signed POSTs, node:https', bare, '1.00×'),
      row(
        'second baseline: the same loop with undici',
        bareUndici,
        `ours ÷ it: ${(o.rate / mean(bareUndici, (b) => b.rate)).toFixed(2)}×`,
      ),
      '',
      'CPU per delivery, ms (2 cores share all of it; whichever side saturates first sets the rate):',
      '',
      '| scenario | sending process (all threads) | PostgreSQL backends | receiver | total |',
      '|---|---|---|---|---|',
      `| ours | ${per(o.cpuMs)} | ${per(o.pgMs)} | ${per(o.receiverMs)} | ${per(o.cpuMs + (o.pgMs ?? 0) + o.receiverMs)} |`,
      cpuRow('baseline (node:https)', bare),
      cpuRow('second baseline (undici)', bareUndici),
    ].join('\n'),
  );
}
