// The DCSA Track & Trace client against Prism 5.14.2 serving the official Track & Trace 2.2.0
// document (test/fixtures/dcsa-tnt/tnt_v2.2.0.yaml, converted to JSON: this Prism cannot read
// the YAML), with its static examples and with dynamic ones (`-d --seed N`). Prism validates
// every request against the document: the client's requests must pass (no request violation in
// Prism's sl-violations header, never a 4xx), and whatever Prism answers (random codes, random
// cursors, a Next-Page that never changes) is read without a throw.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { parse } from 'yaml';
import { DcsaCarrierConnector } from '../../subgraphs/ocean/connectors/dcsa.js';
import type { Reference } from '../../subgraphs/ocean/connectors/types.js';
import { freePort } from '../support/free-port.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SEEDS = [2, 10] as const;

interface Mock {
  name: string;
  baseUrl: string;
  child: ChildProcess;
}

let dir: string;
const mocks: Mock[] = [];

/** Starts `prism mock` and resolves once it prints that it is listening. */
async function startPrism(name: string, args: string[]): Promise<Mock> {
  const port = await freePort();
  const child = spawn(
    join(root, 'node_modules/.bin/prism'),
    ['mock', ...args, '-p', String(port), join(dir, 'tnt.json')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes('Prism is listening')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism ${name} exited (${code}): ${out.slice(-500)}`)));
  });
  return { name, baseUrl: `http://127.0.0.1:${port}/v2`, child };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dcsa-prism-'));
  const doc = parse(readFileSync(join(root, 'test/fixtures/dcsa-tnt/tnt_v2.2.0.yaml'), 'utf8'));
  writeFileSync(join(dir, 'tnt.json'), JSON.stringify(doc));
  const started = await Promise.all([
    startPrism('static', []),
    ...SEEDS.map((s) => startPrism(`dynamic seed ${s}`, ['-d', '--seed', String(s)])),
  ]);
  mocks.push(...started);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    mocks.map(
      (m) =>
        new Promise<void>((resolve) => {
          if (m.child.exitCode !== null) return resolve();
          m.child.once('exit', () => resolve());
          m.child.kill();
        }),
    ),
  );
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Seen {
  url: string;
  status: number;
  violations: { location: string[]; message: string }[];
}

/** fetch, recording Prism's status and validation report for every request. */
function recording(seen: Seen[]): typeof fetch {
  return (async (input: URL | string, init?: RequestInit) => {
    const res = await fetch(input, init);
    const v = res.headers.get('sl-violations');
    seen.push({ url: String(input), status: res.status, violations: v ? JSON.parse(v) : [] });
    return res;
  }) as typeof fetch;
}

const REFS: Reference[] = [
  { identifier: 'ABC123123123', identifierType: 'bill_of_lading', carrierScac: 'MAEU' },
  { identifier: 'APZU4812090', identifierType: 'container_id', carrierScac: 'MAEU' },
  { identifier: 'ABC123123123', identifierType: 'booking', carrierScac: 'MAEU' },
];

describe('DCSA T&T client against Prism serving the official Track & Trace 2.2.0 document', () => {
  it(
    'sends requests Prism accepts and reads every answer, static and dynamic, without a throw',
    { timeout: 120_000 },
    async () => {
      for (const m of mocks) {
        for (const ref of REFS) {
          const seen: Seen[] = [];
          const client = new DcsaCarrierConnector(
            { scac: 'MAEU', baseUrl: m.baseUrl, apiKey: 'k', bearerToken: 't', timeoutMs: 10_000, pageSize: 20 },
            recording(seen),
            { log: { warn: () => {} } },
          );
          const snap = await client.poll(ref);
          const what = `${m.name}, ${ref.identifierType}`;
          expect(seen.length, what).toBeGreaterThan(0);
          for (const s of seen) {
            expect(s.status, `${what}: ${s.url}`).toBe(200);
            expect(
              s.violations.filter((v) => v.location[0] === 'request'),
              `${what}: ${s.url}`,
            ).toEqual([]);
          }
          // Prism repeats its Next-Page for ever: the repeat is seen and the walk stops on page 2.
          expect(seen.length, what).toBeLessThanOrEqual(2);
          expect(snap.carrierScac).toBe('MAEU');
          for (const e of snap.events) {
            expect(e.eventDateTime, what).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
            expect(e.unlocode === null || /^[A-Z]{2}[A-Z2-9]{3}$/.test(e.unlocode), what).toBe(true);
          }
          if (m.name === 'static') {
            // The spec's own example event: an arrival at FRPAR, 07:41 at +08:30.
            expect(
              snap.events.map((e) => [e.code, e.unlocode, e.eventDateTime, e.delayReasonCode, e.facilityCode]),
            ).toEqual([['ARRI', 'FRPAR', '2019-11-11T23:11:00Z', 'WEA', 'ADT']]);
            expect(snap.warnings).toEqual(['Next-Page after page 2 names a page already read; stopped there']);
          }
        }
      }
    },
  );
});
