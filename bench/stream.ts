// Live stream fan-out (docs/live.md): 1,000 SSE subscribers (GET /v1/events/stream) across 10
// organisations, events raised at a steady rate through the webhook engine's outbox (each in its
// own transaction, as a product's change raises it); the same run with 1 and then 2 serving
// processes (bench/stream-server.ts, each the one-process system on the bench's PostgreSQL
// database), the subscribers spread over them in turn. This process raises and subscribes.
// Reported for each: raise-to-receive p50/p99 (the start of the raising transaction to the
// subscriber's read of the event), events delivered per second, memory per idle open stream in
// the serving processes (heap and RSS, after a collection), CPU per delivered event of the
// serving processes and, apart, of this process (the subscribers and the raiser).
// Run: nice -n 10 npm run bench -- stream   (BENCH_STREAM_PROCESSES=1,2, BENCH_STREAM_SUBSCRIBERS,
// BENCH_STREAM_RATE, BENCH_SECONDS)
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { createKey, createOrganisation } from '../subgraphs/accounts/store/index.js';
import { raiseEvent } from '../subgraphs/webhooks/outbox.js';
import { DURATION, startBenchSystem, type BenchSystem } from './lib.js';

const SUBSCRIBERS = Number(process.env.BENCH_STREAM_SUBSCRIBERS ?? 1_000);
const ORGS = 10;
/** Events raised per second, across the organisations in turn. */
const RATE = Number(process.env.BENCH_STREAM_RATE ?? 20);
const KEYS_PER_ORG = 4; // each key stays under the per-key connection limit
/** The serving configurations run, one after the other: how many serving processes each has. */
const PROCESSES = (process.env.BENCH_STREAM_PROCESSES ?? '1,2').split(',').map(Number);

/** A serving process and how to ask it for its memory and CPU time. */
interface Server {
  url: string;
  measure(): Promise<{ heap: number; rss: number; cpu_us: number }>;
  stop(): Promise<void>;
}

function startServer(dbUrl: string): Promise<Server> {
  const child: ChildProcess = fork('bench/stream-server.ts', [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, BENCH_STREAM_DB: dbUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const reply = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  return reply<{ url: string }>().then(({ url }) => ({
    url,
    measure: () => {
      const answer = reply<{ heap: number; rss: number; cpu_us: number }>();
      child.send('measure');
      return answer;
    },
    stop: () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send('stop');
      return exited;
    },
  }));
}

const sum = (xs: { heap: number; rss: number; cpu_us: number }[]) =>
  xs.reduce((a, x) => ({ heap: a.heap + x.heap, rss: a.rss + x.rss, cpu_us: a.cpu_us + x.cpu_us }), {
    heap: 0,
    rss: 0,
    cpu_us: 0,
  });

/** One subscriber: resolves once its stream is open, then records, for each event, how long after its raise it arrived. */
async function subscribe(url: string, key: string, latencies: number[]): Promise<void> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' } });
  if (res.status !== 200) throw new Error(`stream refused: ${res.status} ${await res.text()}`);
  void read(res.body!, latencies).catch(() => undefined); // ends when the system stops
}

async function read(body: ReadableStream<Uint8Array>, latencies: number[]): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(message)?.[1];
      if (!data) continue;
      if (/^event: eta_changed$/m.test(message)) latencies.push(performance.now() - JSON.parse(data).data.raised);
      else closed.push(JSON.parse(data).reason);
    }
  }
}

/** Reasons of streams the server closed (slow_consumer, shutdown). */
const closed: string[] = [];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Raises RATE events a second for DURATION seconds, the organisations in turn; answers how many. */
async function raiseSteadily(sys: BenchSystem, orgs: string[], started: number): Promise<number> {
  const raised = Math.round(RATE * DURATION);
  for (let n = 0; n < raised; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await sys.rt.services.db.tx(async (tx) =>
      raiseEvent(tx, {
        product: 'ocean',
        orgId: orgs[n % ORGS]!,
        type: 'eta_changed',
        data: { n, raised: performance.now() },
        occurredAt: sys.rt.services.clock.now(),
      }),
    );
  }
  return raised;
}

/** One configuration: `processes` serving processes, the subscribers spread over them in turn. */
async function run(sys: BenchSystem, orgs: string[], keys: string[][], processes: number) {
  const servers: Server[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startServer(sys.dbUrl)); // one at a time: migrations
  const latencies: number[] = [];
  closed.length = 0;
  const before = sum(await Promise.all(servers.map((s) => s.measure())));
  // Opened 50 at a time: a thousand connects at once overflow the listen backlog of a loaded machine.
  for (let i = 0; i < SUBSCRIBERS; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, SUBSCRIBERS - i) }, (_, j) => {
        const n = i + j;
        const url = `${servers[n % processes]!.url}/v1/events/stream`;
        return subscribe(url, keys[n % ORGS]![Math.floor(n / ORGS) % KEYS_PER_ORG]!, latencies);
      }),
    );
  const idle = sum(await Promise.all(servers.map((s) => s.measure())));
  const cpu = process.cpuUsage();
  const started = performance.now();
  const raised = await raiseSteadily(sys, orgs, started);
  const raising = (performance.now() - started) / 1000;
  const expected = raised * (SUBSCRIBERS / ORGS);
  while (latencies.length < expected && performance.now() - started < (DURATION + 30) * 1000)
    await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const after = sum(await Promise.all(servers.map((s) => s.measure())));
  for (const s of servers) await s.stop(); // the subscribers' streams end with them
  const sorted = [...latencies].sort((a, b) => a - b);
  const delivered = Math.max(1, latencies.length);
  return {
    serving_processes: processes,
    subscribers: SUBSCRIBERS,
    organisations: ORGS,
    raised,
    raising_s: +raising.toFixed(1),
    delivered: latencies.length,
    expected,
    closed_by_server: closed.filter((r) => r !== 'shutdown').length,
    p50_ms: +percentile(sorted, 0.5).toFixed(1),
    p99_ms: +percentile(sorted, 0.99).toFixed(1),
    delivered_per_s: Math.round(latencies.length / seconds),
    server_heap_per_idle_stream_kB: +((idle.heap - before.heap) / SUBSCRIBERS / 1024).toFixed(1),
    server_rss_per_idle_stream_kB: +((idle.rss - before.rss) / SUBSCRIBERS / 1024).toFixed(1),
    server_cpu_us_per_delivered_event: +((after.cpu_us - idle.cpu_us) / delivered).toFixed(1),
    subscribers_cpu_us_per_delivered_event: +((used.user + used.system) / delivered).toFixed(1),
    load_average: loadavg().map((l) => +l.toFixed(1)),
  };
}

async function main(): Promise<void> {
  const sys = await startBenchSystem();
  const { db } = sys.rt.services;
  const orgs = [sys.orgId];
  for (let i = 1; i < ORGS; i++) orgs.push((await createOrganisation(db, `Bench Org ${i}`, 'bench')).id);
  const keys = await Promise.all(
    orgs.map(async (org) =>
      Promise.all(Array.from({ length: KEYS_PER_ORG }, async () => (await createKey(db, org, 'tmcp')).key)),
    ),
  );
  for (const processes of PROCESSES) console.log(JSON.stringify(await run(sys, orgs, keys, processes), null, 2));
  await sys.close().catch(() => undefined);
  process.exit(0);
}

await main();
