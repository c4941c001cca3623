// Analyst exports (issue 32, docs/exports.md): one organisation's containers and events filled in
// SQL, then each dataset exported in each format over HTTP by a client that reads and drops the
// bytes: rows/s, time to first byte, size, and the process's peak RSS above its level before the
// export (server and client share this process, so it is an upper bound of the export's memory).
// Rows per CPU-second is the process's CPU time (server and client together; the database's
// apart), a figure that moves far less with the machine's load than rows/s.
// Run: npm run bench -- export     EXPORT_CONTAINERS (default 20,000), EXPORT_EVENTS_PER (default 10),
// EXPORT_DATASETS (default events,containers), EXPORT_FORMATS (default ndjson,csv,parquet); BENCH_PROFILE=<dir>
// profiles each export (bench/profile.ts).
import { loadavg } from 'node:os';
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

async function measure(url: string, key: string) {
  const base = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
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
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { status: res.status, seconds, cpuSeconds, firstByte, bytes, lines, peakMb: (peak - base) / 2 ** 20 };
}

const sys = await startBenchSystem();
try {
  await fill(sys.rt.services.db, sys.orgId);
  const key = await sys.key('tmcp');
  const rows = { containers: CONTAINERS, events: CONTAINERS * EVENTS_PER };
  console.log(
    `| dataset | format | rows | rows/s | rows per CPU-second | first byte (ms) | MB | peak RSS above start (MB) | load (1 min) |`,
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
        `| ${dataset} | ${format} | ${n} | ${Math.round(n / m.seconds)} | ${Math.round(n / m.cpuSeconds)} | ${Math.round(m.firstByte)} | ${(m.bytes / 2 ** 20).toFixed(1)} | ${m.peakMb.toFixed(0)} | ${loadavg()[0]!.toFixed(1)} |`,
      );
      const lastOne = dataset === DATASETS.at(-1) && format === FORMATS.at(-1);
      if (!lastOne) await new Promise((r) => setTimeout(r, 21_000)); // past the export allowance's 20-second window
    }
} finally {
  await sys.close();
}
