// The ONE Record client against Prism serving IATA's official ONE Record API OpenAPI document
// (test/fixtures/one-record/ONE-Record-API-OpenAPI.yaml, API 2.1.0): Prism validates every
// request the client makes (path, query, headers; a violation answers 422) and answers from the
// document's schemas, which the client and the parser must read without failing.
//
// Two repairs, made in a temporary copy, the fixture stays as published: the document has 30
// dangling $refs (#/components/schemas/Thing and 29 code lists are referenced, never defined),
// which Prism refuses ("MissingPointerError"), so each is defined as an object; and Prism 5.14.2
// does not finish starting on the document's schemas in 400 s (their references nest deeply),
// so the two operations the client uses (getLogisticsObject, getLogisticsEvents) are served
// with their schemas inlined two levels deep, deeper references as objects.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import YAML from 'yaml';
import { OneRecordAirline } from '../../subgraphs/air/connectors/one-record.js';
import { parseAnswer, readMessage } from '../../subgraphs/air/connectors/message-formats.js';
import { airEnv } from '../../subgraphs/air/settings.js';
import { startSystem, http, type TestSystem } from '../support/harness.js';
import { freePort } from '../support/free-port.js';

const DOC = new URL('../fixtures/one-record/ONE-Record-API-OpenAPI.yaml', import.meta.url);
const OPERATIONS = [
  '/logistics-objects/{logisticsObjectId}',
  '/logistics-objects/{logisticsObjectId}/logistics-events',
];

type Json = Record<string, unknown>;

/** The document as Prism can serve it (see the top of the file). */
export function servable(doc: Json): { doc: Json; dangling: string[] } {
  const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
  const dangling = new Set<string>();
  const inline = (o: unknown, depth: number): unknown => {
    if (Array.isArray(o)) return o.map((x) => inline(x, depth));
    if (!o || typeof o !== 'object') return o;
    const ref = (o as Json)['$ref'];
    if (typeof ref === 'string') {
      const name = ref.split('/').pop()!;
      if (!(name in schemas)) dangling.add(name);
      return depth <= 0 || !(name in schemas) ? { type: 'object' } : inline(schemas[name], depth - 1);
    }
    return Object.fromEntries(Object.entries(o as Json).map(([k, v]) => [k, inline(v, depth)]));
  };
  const paths = doc.paths as Record<string, { get: unknown }>;
  const kept = Object.fromEntries(OPERATIONS.map((p) => [p, { get: inline(paths[p]!.get, 2) }]));
  // Every dangling reference of the whole document, not only the served part.
  JSON.stringify(doc, (k, v) => {
    if (k === '$ref' && typeof v === 'string' && !(v.split('/').pop()! in schemas)) dangling.add(v.split('/').pop()!);
    return v;
  });
  const { components: _components, ...rest } = doc;
  return { doc: { ...rest, paths: kept }, dangling: [...dangling].sort() };
}

let prism: ChildProcess;
let url: string;
let dir: string;
const log: string[] = [];
let dangling: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'one-record-prism-'));
  const served = servable(YAML.parse(readFileSync(DOC, 'utf8')) as Json);
  dangling = served.dangling;
  writeFileSync(join(dir, 'one-record.json'), JSON.stringify(served.doc));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  prism = spawn('node_modules/.bin/prism', ['mock', '-p', String(port), join(dir, 'one-record.json')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    prism.stdout!.on('data', (b: Buffer) => {
      log.push(b.toString());
      if (b.toString().includes('Prism is listening')) resolve();
    });
    prism.stderr!.on('data', (b: Buffer) => log.push(b.toString()));
    prism.on('exit', (code) => reject(new Error(`prism exited (${code}): ${log.join('')}`)));
  });
}, 120_000);

let sys: TestSystem | undefined;

afterAll(async () => {
  await sys?.close();
  prism?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('ONE Record client against Prism on the official OpenAPI document', () => {
  it('finds the 30 dangling references the document has', () => {
    expect(dangling).toHaveLength(30);
    expect(dangling).toContain('Thing');
  });

  it("makes requests Prism's validation accepts and reads the answers it generates", async () => {
    const airline = new OneRecordAirline({ server: url });
    const awb = { digits: '02012345675', prefix: '020', display: '020-12345675' };
    const answer = await airline.fetch(awb, new Date('2026-11-21T12:00:00Z'));
    expect(answer.found).toBe(true);
    if (!answer.found) return;
    const bundle = JSON.parse(answer.messages[0]!) as { warnings: string[]; events: unknown[] };
    // Every request answered 200: no 422 (request violation), no other refusal.
    expect(bundle.warnings.filter((w) => /HTTP \d+/.test(w))).toEqual([]);
    expect(bundle.events).toHaveLength(1);
    expect(log.join('')).not.toMatch(/Request terminated|violation/i);
    // Prism's answer is a generic LogisticsObject without a waybill number: read with warnings, never thrown.
    const [r] = readMessage(answer.messages[0]!).results;
    expect(r).toMatchObject({ ok: true, message: { awb: '02012345675', statuses: [] } });
    if (r?.ok)
      expect(r.warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/typed LogisticsObject.*, not Waybill/),
          expect.stringMatching(/names no waybillPrefix and waybillNumber/),
        ]),
      );
    expect(parseAnswer(awb.digits, answer.messages).messages).toHaveLength(1);
  });

  it('GET /track with the sandbox off and prefix 020 on Prism: 200, nothing recognised, never a 500', async () => {
    sys = await startSystem({
      sandbox: false,
      configOverrides: { sandbox: false, air: airEnv({ AIR_ONE_RECORD_ENDPOINTS: `020=${url}` }) },
    });
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, '/track/020-12345675', { key });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'unknown', events: [], routes: [] });
  });
});
