// Analyst exports (issue 32, docs/exports.md): one organisation's containers and events filled in
// SQL, then each dataset exported in each format over HTTP to a client in a child process that
// reads and drops the bytes: rows/s, time to first byte, size, and the serving process's peak RSS
// above its level before the export, split into the V8 heap (garbage not yet collected included)
// and buffers outside it. Rows per CPU-second is the serving process's CPU time (the client's and
// the database's apart), a figure that moves far less with the machine's load than rows/s.
// Run: npm run bench -- export     EXPORT_CONTAINERS (default 20,000), EXPORT_EVENTS_PER (default 10),
// EXPORT_DATASETS (default events,containers), EXPORT_FORMATS (default ndjson,csv,parquet); BENCH_PROFILE=<dir>
// profiles each export (bench/profile.ts).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startBenchSystem } from './lib.js';
import { profiled } from './profile.js';

const CONTAINERS = Number(process.env.EXPORT_CONTAINERS ?? 20_000);
const EVENTS_PER = Number(process.env.EXPORT_EVENTS_PER ?? 10);
const DATASETS = (process.env.EXPORT_DATASETS ?? 'events,containers').split(',') as ('events' | 'containers')[];
const FORMATS = (process.env.EXPORT_FORMATS ?? 'ndjson,csv,parquet').split(',');

// Change times end two minutes ago: an export's window ends the safety lag (60 s) before now.
async function fill(db: { query: (sql: string, params?: unknown[]) => Promise<unknown> }, orgId: string) {
  await db.query(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, status, origin_unlocode,
        destination_unlocode, eta, added_at, updated_at, tags)
     SELECT $1, 'BNCH' || lpad(g::text, 7, '0'), 'container_id', (ARRAY['MAEU','MSCU','CMDU','HLCU'])[1 + g % 4],
            'in_transit', 'CNSHA', (ARRAY['NLRTM','USLAX','DEHAM'])[1 + g % 3], now() + (g % 30) * interval '1 day',
            now() - interval '60 days', now() - interval '2 minutes' - (g % 10000) * interval '1 second', ARRAY['bench']
       FROM generate_series(1, $2) g`,
    [orgId, CONTAINERS],
  );
  await db.query(
    `INSERT INTO ocean.events (org_id, container_id, source_event_id, event_type, code, classifier, event_at, unlocode,
        facility_name, vessel_imo, vessel_name, voyage, mode_of_transport, equipment_reference, created_at)
     SELECT c.org_id, c.id, 'ev-' || k, 'EQUIPMENT', (ARRAY['GTIN','LOAD','DEPA','ARRI','DISC','GTOT'])[1 + k % 6],
            'ACT', c.added_at + k * interval '1 day', 'CNSHA', 'Terminal ' || (k % 4), '9778791', 'MADRID MAERSK',
            'V1', 'VESSEL', c.identifier, c.updated_at - k * interval '1 second'
       FROM ocean.containers c CROSS JOIN generate_series(0, $1 - 1) k`,
    [EVENTS_PER],
  );
  await db.query('ANALYZE ocean.containers; ANALYZE ocean.events');
}

/** Newlines in a chunk, found with indexOf (the client's own cost stays small beside the server's). */
function newlines(chunk: Uint8Array): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

/** The client, in a child process (`--client`): one export read and dropped; what it saw. */
async function readExport(url: string, key: string) {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - start;
    bytes += chunk.length;
    lines += newlines(chunk);
  }
  return { status: res.status, firstByte, bytes, lines };
}

if (process.argv[2] === '--client') {
  process.once('message', async ({ url, key }: { url: string; key: string }) => {
    process.send!(await readExport(url, key), () => process.exit(0));
  });
}

/**
 * One export measured in the serving process (this one) while a child reads it: seconds, the
 * server's CPU, and its peak RSS above start, split into the V8 heap and buffers outside it.
 */
async function measure(url: string, key: string) {
  const client = fork(fileURLToPath(import.meta.url), ['--client'], { execArgv: ['--import', 'tsx'] });
  await once(client, 'spawn');
  const before = process.memoryUsage();
  const cpu = process.cpuUsage();
  const peak = { rss: before.rss, heap: before.heapUsed, buffers: before.arrayBuffers };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
    peak.buffers = Math.max(peak.buffers, m.arrayBuffers);
  }, 20);
  const start = performance.now();
  client.send({ url, key });
  const [read] = (await once(client, 'message')) as [Awaited<ReturnType<typeof readExport>>];
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  const mb = (n: number) => (n / 2 ** 20).toFixed(0);
  const peakMb = `${mb(peak.rss - before.rss)} (${mb(peak.heap - before.heapUsed)} / ${mb(peak.buffers - before.arrayBuffers)})`;
  return { ...read, seconds, cpuSeconds: (used.user + used.system) / 1e6, peakMb };
}

if (process.argv[2] !== '--client') await main();

async function main() {
  const sys = await startBenchSystem();
  try {
    await fill(sys.rt.services.db, sys.orgId);
    const key = await sys.key('tmcp');
    const rows = { containers: CONTAINERS, events: CONTAINERS * EVENTS_PER };
    console.log(
      `| dataset | format | rows | rows/s | rows per CPU-second | first byte (ms) | MB | peak RSS above start (heap / buffers), MB | load (1 min) |`,
    );
    console.log(`|---|---|---|---|---|---|---|---|---|`);
    for (const dataset of DATASETS)
      for (const format of FORMATS) {
        const url = `${sys.rt.urls.ocean}/v1/exports/${dataset}?format=${format}`;
        const m = await profiled(`export ${dataset} ${format}`, () => measure(url, key));
        if (m.status !== 200) throw new Error(`${dataset} ${format}: ${m.status}`);
        if (format !== 'parquet' && m.lines !== rows[dataset] + (format === 'csv' ? 1 : 0))
          throw new Error(`${dataset} ${format}: ${m.lines} lines for ${rows[dataset]} rows`);
        const n = rows[dataset];
        console.log(
          `| ${dataset} | ${format} | ${n} | ${Math.round(n / m.seconds)} | ${Math.round(n / m.cpuSeconds)} | ${Math.round(m.firstByte)} | ${(m.bytes / 2 ** 20).toFixed(1)} | ${m.peakMb} | ${loadavg()[0]!.toFixed(1)} |`,
        );
        const lastOne = dataset === DATASETS.at(-1) && format === FORMATS.at(-1);
        if (!lastOne) await new Promise((r) => setTimeout(r, 21_000)); // past the export allowance's 20-second window
      }
  } finally {
    await sys.close();
  }
}
