// The exports read by the tool analysts use (docs/exports.md): DuckDB (@duckdb/node-api, its own
// binary) reads the CSV and Parquet files the HTTP routes answer, and every value equals the REST
// and GraphQL answers for the same rows; the analysts' page's DuckDB block is run as written
// against the files its curl commands download, and its pandas block as written against the host.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  DuckDBInstance,
  type DuckDBConnection,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBDateValue,
} from '@duckdb/node-api';
import { useSystem, http } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { boxNumber, scriptedCarrier, VESSEL_A, type ScriptedCarrier } from '../support/ocean-fixtures.js';
import { CONTAINERS, EVENTS, type Dataset } from '../../rest-adapter/exports/datasets.js';
import { EXPORT_SAFETY_LAG_MS } from '../../platform/export-page.js';

let carrier: ScriptedCarrier;
let key: string;
let dir: string;
let duck: DuckDBConnection;
let closeDuck: () => void;
/** Org A's records as GET /v1/containers answers them, and as the GraphQL `containers` field does. */
let records: any[];
let graphql: any[];

/** Downloads an export into the scratch folder (the allowance's window and the safety lag pass first). */
async function download(path: string, file: string): Promise<void> {
  sys.clock.advance(EXPORT_SAFETY_LAG_MS + 1000);
  const res = await fetch(sys.urls.ocean + path, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  writeFileSync(join(dir, file), new Uint8Array(await res.arrayBuffer()));
}

/** A DuckDB value as the export's JSON has it: instants as ISO 8601 UTC, dates as YYYY-MM-DD. */
function plain(v: unknown, type: string): unknown {
  if (v instanceof DuckDBTimestampTZValue) return new Date(Number(v.micros / 1000n)).toISOString();
  if (v instanceof DuckDBDateValue) return v.toString();
  // A wall-clock time without offset (event_local_datetime): the CSV sniffer reads it as TIMESTAMP.
  if (v instanceof DuckDBTimestampValue) return v.toString().replace(' ', 'T');
  if (typeof v === 'bigint') return Number(v);
  if (type === 'json' && typeof v === 'string') return JSON.parse(v);
  return v;
}

/** A query's rows, each value made plain by its dictionary type. */
async function rows(sql: string, d: Dataset): Promise<Record<string, unknown>[]> {
  const types = new Map(d.columns.map((c) => [c.name, c.type]));
  const r = await duck.runAndReadAll(sql);
  return r
    .getRowObjects()
    .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v, types.get(k) ?? 'text')])));
}

/** DuckDB's type of each column of a file it reads. */
async function typesOf(from: string): Promise<Record<string, string>> {
  const r = await duck.runAndReadAll(`SELECT column_name, column_type FROM (DESCRIBE SELECT * FROM ${from})`);
  return Object.fromEntries(r.getRows().map(([n, t]) => [String(n), String(t)]));
}

/**
 * A row with its text columns as text: DuckDB's CSV sniffer types a column by its values, so a
 * booking number of digits comes back as a number (an analyst pins it with read_csv's `types`).
 */
const asText = (d: Dataset) => (row: Record<string, unknown>) =>
  Object.fromEntries(
    d.columns.map((c) => [c.name, c.type === 'text' && row[c.name] != null ? String(row[c.name]) : row[c.name]]),
  );

const ndjson = async (path: string) => {
  sys.clock.advance(EXPORT_SAFETY_LAG_MS + 1000);
  const res = await fetch(sys.urls.ocean + path, { headers: { authorization: `Bearer ${key}` } });
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
};

const sys = useSystem({ configOverrides: { exportPageRows: 3 } });
beforeAll(async () => {
  carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260330001', booking: '260330001' });
  const box = boxNumber('MSKU', 330001);
  carrier.publish([
    { code: 'GTIN', at: '2026-11-12T03:00:00Z', port: 'CNSHA', box, mode: 'TRUCK' },
    { code: 'LOAD', at: '2026-11-14T06:00:00Z', port: 'CNSHA', box, vessel: VESSEL_A, voyage: '3E' },
    { code: 'DEPA', at: '2026-11-14T10:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '3E' },
    { code: 'ARRI', classifier: 'EST', at: '2026-11-30T14:00:00Z', port: 'NLRTM', vessel: VESSEL_A, voyage: '3E' },
  ]);
  const org = await sys.org();
  key = await org.key('tmcp');
  const other = await (await sys.org()).key('tmcp');
  for (const identifier of ['MAEU260330001', boxNumber('MSKU', 330002), boxNumber('MSKU', 330003)]) {
    sys.clock.advance(1000);
    expect((await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier } })).status).toBe(
      201,
    );
  }
  await http(sys.urls.ocean, '/v1/containers', { key: other, method: 'POST', body: { identifier: 'MAEU260330001' } });
  await pollDue(sys.services, sys.clock.now());
  await http(sys.urls.ocean, `/v1/containers?limit=1`, { key });
  records = (await http(sys.urls.ocean, '/v1/containers?limit=500', { key })).body.data.items;
  const q = `{ containers(limit: 100) { id identifier identifier_type carrier_code carrier_name status eta
    eta_is_estimated origin_unlocode destination_unlocode current_vessel_imo added_at archived_at tags { name } } }`;
  const g = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query: q } });
  expect(g.body.errors).toBeUndefined();
  graphql = g.body.data.containers;
  expect(records.length).toBe(3);
  dir = mkdtempSync(join(tmpdir(), 'exports-duckdb-'));
  const instance = await DuckDBInstance.create(':memory:');
  duck = await instance.connect();
  closeDuck = () => {
    duck.closeSync();
    instance.closeSync();
  };
  // Relative file names in the page's SQL resolve against the scratch folder, as they would in the analyst's.
  await duck.run(`SET file_search_path = '${dir}'`);
  await download('/v1/exports/containers?format=parquet', 'containers.parquet');
  await download('/v1/exports/containers?format=csv', 'containers.csv');
  await download('/v1/exports/events?format=parquet', 'events.parquet');
  await download('/v1/exports/events?format=csv', 'events.csv');
});
afterAll(async () => {
  closeDuck?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await carrier?.close();
});

describe('DuckDB reads the containers export', () => {
  it('Parquet and CSV: typed columns, and every value equal to the NDJSON export of the same rows', async () => {
    const parquet = await typesOf(`read_parquet('containers.parquet')`);
    expect(parquet).toMatchObject({
      added_at: 'TIMESTAMP WITH TIME ZONE',
      eta: 'TIMESTAMP WITH TIME ZONE',
      eta_is_estimated: 'BOOLEAN',
      demurrage_free_days: 'INTEGER',
      arrival_delay_hours: 'DOUBLE',
      demurrage_last_free_day: 'DATE',
    });
    expect(Object.keys(parquet)).toEqual(CONTAINERS.columns.map((c) => c.name));
    // The CSV is typed by DuckDB's sniffer alone: a column that has values is read as its type.
    expect(await typesOf(`read_csv('containers.csv')`)).toMatchObject({
      added_at: 'TIMESTAMP WITH TIME ZONE',
      updated_at: 'TIMESTAMP WITH TIME ZONE',
    });
    const json = await ndjson('/v1/exports/containers?format=ndjson');
    const byId = (xs: Record<string, unknown>[]) => [...xs].sort((x, y) => String(x.id).localeCompare(String(y.id)));
    expect(byId(await rows(`SELECT * FROM read_parquet('containers.parquet')`, CONTAINERS))).toEqual(byId(json));
    const csv = await rows(`SELECT * FROM read_csv('containers.csv')`, CONTAINERS);
    expect(byId(csv).map(asText(CONTAINERS))).toEqual(byId(json).map(asText(CONTAINERS)));
  });

  it('the values DuckDB reads equal the REST record and the GraphQL container of each row', async () => {
    const got = await rows(`SELECT * FROM read_parquet('containers.parquet') ORDER BY id`, CONTAINERS);
    const fromCsv = await rows(`SELECT * FROM read_csv('containers.csv') ORDER BY id`, CONTAINERS);
    expect(got.map((r) => r.id)).toEqual(records.map((r) => r.id).sort());
    for (const [i, row] of got.entries()) {
      const rec = records.find((r) => r.id === row.id)!;
      const gql = graphql.find((r) => r.id === row.id)!;
      const expected = {
        identifier: rec.identifier,
        identifier_type: rec.identifier_type,
        carrier_code: rec.carrier_code,
        carrier_name: rec.carrier_name,
        status: rec.status,
        eta: rec.eta ?? null,
        origin_unlocode: rec.origin_unlocode ?? null,
        destination_unlocode: rec.destination_unlocode ?? null,
        added_at: rec.added_at,
        tags: rec.tags.map((t: { name: string }) => t.name),
      };
      expect(row).toMatchObject(expected);
      expect(fromCsv[i]).toMatchObject({ id: row.id, identifier: rec.identifier, added_at: rec.added_at });
      expect(row).toMatchObject({
        identifier: gql.identifier,
        carrier_code: gql.carrier_code,
        carrier_name: gql.carrier_name,
        status: gql.status,
        eta: gql.eta,
        eta_is_estimated: gql.eta_is_estimated,
        vessel_imo: gql.current_vessel_imo,
        added_at: gql.added_at,
        archived_at: gql.archived_at,
        tags: gql.tags.map((t: { name: string }) => t.name),
      });
    }
    expect(got.find((r) => r.identifier === 'MAEU260330001')).toMatchObject({ vessel_imo: VESSEL_A.imo });
  });
});

describe('DuckDB reads the events export', () => {
  it('Parquet and CSV hold the NDJSON rows, and the same events as GET /v2/events', async () => {
    expect(await typesOf(`read_parquet('events.parquet')`)).toMatchObject({
      event_at: 'TIMESTAMP WITH TIME ZONE',
      utc_offset_minutes: 'INTEGER',
      is_actual: 'BOOLEAN',
    });
    expect(await typesOf(`read_csv('events.csv')`)).toMatchObject({
      event_at: 'TIMESTAMP WITH TIME ZONE',
      recorded_at: 'TIMESTAMP WITH TIME ZONE',
      is_actual: 'BOOLEAN',
    });
    const json = await ndjson('/v1/exports/events?format=ndjson');
    expect(json.length).toBeGreaterThan(3);
    expect(await rows(`SELECT * FROM read_parquet('events.parquet')`, EVENTS)).toEqual(json);
    const csv = await rows(`SELECT * FROM read_csv('events.csv')`, EVENTS);
    expect(csv.map(asText(EVENTS))).toEqual(json.map(asText(EVENTS)));
    const feed = (await http(sys.urls.ocean, '/v2/events?limit=100', { key })).body as any[];
    expect(csv.map((r) => r.id).sort()).toEqual(feed.map((e) => e.eventID).sort());
    for (const e of feed) {
      const row = csv.find((r) => r.id === e.eventID)!;
      expect(row.event_code).toBe(e.equipmentEventTypeCode ?? e.transportEventTypeCode ?? e.shipmentEventTypeCode);
      expect(row.event_at).toBe(new Date(e.eventDateTime).toISOString());
      expect(row.classifier).toBe(e.eventClassifierCode);
    }
  });
});

/** Debian's Python with its pandas and requests packages (.ci/run installs them). */
const PYTHON = '/usr/bin/python3';
const hasPandas = spawnSync(PYTHON, ['-c', 'import pandas, requests']).status === 0;
/** A Python script on stdin, with these environment variables: its exit status and output. */
function python(script: string, env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(PYTHON, ['-'], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(script);
  });
}

/** A proxy to `target` that, on each 429, moves the clock on by its Retry-After before passing it on. */
async function clockProxy(target: string, advance: (seconds: number) => void) {
  const server = createServer((req, res) => {
    void fetch(`${target}${req.url}`, { headers: { authorization: req.headers.authorization ?? '' } }).then(
      async (answer) => {
        if (answer.status === 429) advance(Number(answer.headers.get('retry-after')));
        // fetch has decoded the body: its encoding and length headers no longer describe it.
        const headers = [...answer.headers].filter(
          ([h]) => !/^(content-encoding|content-length|transfer-encoding)$/.test(h),
        );
        res.writeHead(answer.status, Object.fromEntries(headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

describe('the analysts’ page (docs/exports.md)', () => {
  it.skipIf(!hasPandas)(
    'its pandas block runs as written, and counts the events by code as the export holds them',
    async () => {
      const page = readFileSync(new URL('../../docs/exports.md', import.meta.url), 'utf8');
      const block = page.match(/```python\n([\s\S]*?)```/)![1]!;
      expect(block).toContain('http://localhost:4100/');
      sys.clock.advance(EXPORT_SAFETY_LAG_MS + 1000);
      // As right after the page's curl lines: the export allowance (2 per 20 s) is spent.
      let status = 200;
      while (status !== 429) status = (await http(sys.urls.ocean, '/v1/exports/events?format=csv', { key })).status;
      // The page's host is the embedded default's ocean port; this system listens elsewhere: the
      // script goes through a proxy that moves the system's driven clock on by each 429's
      // Retry-After, and the script's own sleep only says how long it waited. The script calls
      // this process's server, so it runs asynchronously (spawnSync would block it).
      const proxy = await clockProxy(sys.urls.ocean, (seconds) => sys.clock.advance(seconds * 1000));
      const sleep = 'import sys, time\ntime.sleep = lambda s: print(f"slept {s}", file=sys.stderr)\n';
      const run = await python(sleep + block.replace('http://localhost:4100/', `${proxy.url}/`), { K: key }).finally(
        () => proxy.close(),
      );
      expect(run.stderr).toMatch(/^slept (?:[1-9]|1\d|20)\n$/);
      expect(run.status).toBe(0);
      // pandas prints the Series as its index name, one "code count" line each, then its dtype.
      const printed = run.stdout
        .trim()
        .split('\n')
        .slice(1, -1)
        .map((l) => l.trim().split(/\s+/));
      const counts = new Map<string, number>();
      for (const e of await ndjson('/v1/exports/events?format=ndjson'))
        counts.set(e.event_code as string, (counts.get(e.event_code as string) ?? 0) + 1);
      expect(counts.size).toBeGreaterThan(1);
      expect(printed).toEqual([...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, n]) => [c, String(n)]));
    },
  );

  it('its DuckDB block runs as written over the downloaded files, and answers what the REST records say', async () => {
    const page = readFileSync(new URL('../../docs/exports.md', import.meta.url), 'utf8');
    const block = page.slice(page.indexOf('## Using the files')).match(/```sql\n([\s\S]*?)```/)![1]!;
    expect(page).toContain(`-o containers.parquet`);
    expect(page).toContain(`-o events.csv`);
    const [lanes, milestones] = block
      .split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean);
    const perLane = (await duck.runAndReadAll(lanes!)).getRowObjectsJson();
    const expectedLanes = new Map<string, number>();
    for (const r of records) {
      const k = [r.carrier_name, r.origin_unlocode ?? null, r.destination_unlocode ?? null].join('|');
      expectedLanes.set(k, (expectedLanes.get(k) ?? 0) + 1);
    }
    expect(
      perLane.map((r) => [[r.carrier_name, r.origin_unlocode, r.destination_unlocode].join('|'), Number(r.tracked)]),
    ).toEqual([...expectedLanes].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])));
    const acts = (await duck.runAndReadAll(milestones!)).getRowObjectsJson();
    const events = await ndjson('/v1/exports/events?format=ndjson');
    const expected = events
      .filter((e) => e.is_actual)
      .sort((x, y) => ([x.identifier, x.event_at, x.id].join() < [y.identifier, y.event_at, y.id].join() ? -1 : 1))
      .map((e) => {
        const rec = records.find((r) => r.id === e.container_id)!;
        // DuckDB prints the CSV's port-local wall-clock time as a TIMESTAMP (a space for the T).
        const local = (e.event_local_datetime as string).replace('T', ' ');
        return [rec.identifier, rec.carrier_code, e.event_code, e.location, local, e.event_timezone];
      });
    expect(expected.length).toBeGreaterThan(0);
    expect(
      acts.map((r) => [
        r.identifier,
        r.carrier_code,
        r.event_code,
        r.location,
        r.event_local_datetime,
        r.event_timezone,
      ]),
    ).toEqual(expected);
  });
});
