// Live stream fan-out (docs/live.md): 1,000 SSE subscribers (GET /v1/events/stream) across 10
// organisations on one serving process, events raised at a steady rate through the webhook
// engine's outbox (each in its own transaction, as a product's change raises it).
// Reported: raise-to-receive p50/p99 (the start of the raising transaction to the subscriber's
// read of the event), events delivered per second, memory per idle open stream (heap and RSS, both
// ends: the subscribers run in this process too, so it is an upper bound of the server's share),
// CPU per delivered event (this process: server and subscribers).
// Run: nice -n 10 npm run bench -- stream   (BENCH_STREAM_SUBSCRIBERS, BENCH_STREAM_RATE, BENCH_SECONDS)
import { createKey, createOrganisation } from '../subgraphs/accounts/store.js';
import { raiseEvent } from '../subgraphs/webhooks/outbox.js';
import { DURATION, startBenchSystem } from './lib.js';

const SUBSCRIBERS = Number(process.env.BENCH_STREAM_SUBSCRIBERS ?? 1_000);
const ORGS = 10;
/** Events raised per second, across the organisations in turn. */
const RATE = Number(process.env.BENCH_STREAM_RATE ?? 20);
const KEYS_PER_ORG = 4; // each key stays under the per-key connection limit

const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
};

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
  const url = `${sys.rt.urls.ocean}/v1/events/stream`;
  const latencies: number[] = [];
  const before = memory();
  // Opened 50 at a time: a thousand connects at once overflow the listen backlog of a loaded machine.
  for (let i = 0; i < SUBSCRIBERS; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, SUBSCRIBERS - i) }, (_, j) => {
        const n = i + j;
        return subscribe(url, keys[n % ORGS]![Math.floor(n / ORGS) % KEYS_PER_ORG]!, latencies);
      }),
    );
  const idle = memory();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const raised = Math.round(RATE * DURATION);
  for (let n = 0; n < raised; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await db.tx(async (tx) =>
      raiseEvent(tx, {
        product: 'ocean',
        orgId: orgs[n % ORGS]!,
        type: 'eta_changed',
        data: { n, raised: performance.now() },
        occurredAt: sys.rt.services.clock.now(),
      }),
    );
  }
  const raising = (performance.now() - started) / 1000;
  const expected = raised * (SUBSCRIBERS / ORGS);
  while (latencies.length < expected && performance.now() - started < (DURATION + 30) * 1000)
    await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        subscribers: SUBSCRIBERS,
        organisations: ORGS,
        raised,
        raising_s: +raising.toFixed(1),
        delivered: latencies.length,
        expected,
        closed_by_server: closed.length,
        p50_ms: +percentile(sorted, 0.5).toFixed(1),
        p99_ms: +percentile(sorted, 0.99).toFixed(1),
        delivered_per_s: Math.round(latencies.length / seconds),
        heap_per_idle_stream_kB: +((idle.heap - before.heap) / SUBSCRIBERS / 1024).toFixed(1),
        rss_per_idle_stream_kB: +((idle.rss - before.rss) / SUBSCRIBERS / 1024).toFixed(1),
        cpu_us_per_delivered_event: +((used.user + used.system) / Math.max(1, latencies.length)).toFixed(1),
      },
      null,
      2,
    ),
  );
  await sys.close().catch(() => undefined);
  process.exit(0);
}

await main();
