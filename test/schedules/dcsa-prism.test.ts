// The DCSA Commercial Schedules client against Prism serving the official document
// (test/fixtures/dcsa-cs/cs_v1.0.3.yaml, converted to JSON: Prism 5.14.2 cannot read this YAML),
// with --errors so a request that breaks the document is answered 400: every request the client
// makes passes Prism's validation, and every answer Prism gives (its static example and seeded
// dynamic answers) is read without a throw, each page counted once in connector_messages_total.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { parse } from 'yaml';
import { DcsaScheduleClient } from '../../subgraphs/schedules/connectors/dcsa.js';
import type { PointToPointQuery } from '../../subgraphs/schedules/connectors/types.js';
import { connectorMessages } from '../../platform/metrics.js';
import { syncScheduleLanes } from '../../subgraphs/schedules/workers/lane-sync.js';
import { startSystem, type TestSystem } from '../support/harness.js';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const dir = mkdtempSync(join(tmpdir(), 'dcsa-cs-prism-'));
const doc = join(dir, 'cs_v1.0.3.json');
const prisms: ChildProcessWithoutNullStreams[] = [];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/** Starts `prism mock` and resolves with its base URL once it says it is listening. */
async function prism(...args: string[]): Promise<string> {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules/.bin/prism'), [
    'mock',
    '--errors',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    ...args,
    doc,
  ]);
  prisms.push(child);
  let out = '';
  await new Promise<void>((ok, fail) => {
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Prism is listening')) ok();
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', (code) => fail(new Error(`prism exited (${code}): ${out.slice(-500)}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = { ok: 0, partial: 0, rejected: 0 };
  for (const v of (await connectorMessages.get()).values)
    if (v.labels.connector === 'dcsa-cs') out[String(v.labels.result)] = v.value;
  return out;
}

const delta = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - (before[k] ?? 0)]));

const QUERIES: PointToPointQuery[] = [
  { placeOfReceipt: 'NLAMS', placeOfDelivery: 'USBOS' },
  {
    placeOfReceipt: 'CNSHA',
    placeOfDelivery: 'NLRTM',
    departureStartDate: '2026-12-01',
    departureEndDate: '2027-01-26',
    maxTranshipment: 1,
    limit: 100,
  },
  { placeOfReceipt: 'SGSIN', placeOfDelivery: 'DEHAM', maxTranshipment: 0, limit: 5 },
];

let staticBase = '';
const dynamicBases: string[] = [];
let sys: TestSystem | null = null;

beforeAll(async () => {
  writeFileSync(doc, JSON.stringify(parse(readFileSync(join(root, 'test/fixtures/dcsa-cs/cs_v1.0.3.yaml'), 'utf8'))));
  const [s, ...d] = await Promise.all([prism(), prism('-d', '--seed', 'x'), prism('-d', '--seed', 'y')]);
  staticBase = s!;
  dynamicBases.push(...d);
  sys = await startSystem();
}, 180_000);

afterAll(async () => {
  await sys?.close();
  await Promise.all(
    prisms.map((p) =>
      p.exitCode === null
        ? new Promise((ok) => {
            p.once('exit', ok);
            p.kill();
          })
        : null,
    ),
  );
  rmSync(dir, { recursive: true, force: true });
});

describe('DCSA Commercial Schedules client against Prism on the official document', () => {
  it('passes request validation and reads the static example, stopping on the repeated cursor', async () => {
    const before = await counts();
    for (const q of QUERIES) {
      const a = await new DcsaScheduleClient({ baseUrl: staticBase, carrierScac: 'PRVD', token: 't' }).pointToPoint(q);
      // The example routing calls NLAMS at every place: no sailing, dropped with a warning.
      expect(a.routings).toEqual([]);
      expect(a.warnings.map((w) => [w.page, w.routing, w.dropped, w.field])).toEqual([
        [1, 0, 'routing', 'legs[0].arrival.location'],
        [2, 0, 'routing', 'legs[0].arrival.location'],
        [3, null, 'pages', ''],
      ]);
      expect(a.warnings[2]!.message).toMatch(/Next-Page-Cursor repeats/);
    }
    // two pages a query (the example cursor followed once), each read in part
    expect(delta(await counts(), before)).toEqual({ ok: 0, partial: 6, rejected: 0 });
  });

  it('a request that breaks the document is what Prism refuses (the check above means something)', async () => {
    const bad = new DcsaScheduleClient({ baseUrl: staticBase, carrierScac: 'PRVD' });
    await expect(bad.pointToPoint({ placeOfReceipt: 'nlams', placeOfDelivery: 'USBOS' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      bad.pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'USBOS', limit: -1 }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('reads every seeded dynamic answer without a throw, following its cursors', async () => {
    const before = await counts();
    let routings = 0;
    for (const base of dynamicBases) {
      for (const q of QUERIES) {
        const a = await new DcsaScheduleClient({ baseUrl: base, carrierScac: 'PRVD', maxPages: 3 }).pointToPoint(q);
        routings += a.routings.length;
        for (const r of a.routings) {
          expect(r.legs.length).toBeGreaterThan(0);
          for (const l of r.legs) {
            expect(l.calls.length).toBeGreaterThanOrEqual(2);
            expect(l.calls.every((c) => /^[A-Z]{2}[A-Z2-9]{3}$/.test(c.unlocode))).toBe(true);
            expect(l.carrierScac).toMatch(/^[A-Z]{2,4}$/);
          }
        }
        // every page that was not read whole says why
        for (const w of a.warnings) expect(w.message).toEqual(expect.any(String));
      }
    }
    expect(routings).toBeGreaterThan(0);
    const d = delta(await counts(), before);
    expect(d.rejected).toBe(0);
    expect(d.ok! + d.partial!).toBeGreaterThanOrEqual(dynamicBases.length * QUERIES.length);
  });

  it('the sync stores what the dynamic answers hold and fails no lane', async () => {
    let legs = 0;
    for (const base of dynamicBases) {
      const client = new DcsaScheduleClient({ baseUrl: base, carrierScac: 'PRVD', maxPages: 2 });
      const r = await syncScheduleLanes(sys!.services, client, [
        { origin: 'NLAMS', destination: 'USBOS' },
        { origin: 'CNSHA', destination: 'NLRTM' },
      ]);
      expect(r.failed).toEqual([]);
      expect(r.lanes).toBe(2);
      legs += r.legs;
    }
    expect(legs).toBeGreaterThan(0);
  });
});
