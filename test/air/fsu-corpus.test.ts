// The whole Cargo-IMP corpus (test/fixtures/cargo-imp/) served by an airline over real HTTP, the
// fsu-http contract (fsu-http.ts: GET /fsu/{ppp-ssssssss}), once as text/plain and once as JSON
// {"messages": [...]}, and each sample's waybill tracked through GET /track: the record's status
// and its timeline's codes are what expected.json states for the sample, and the answer's
// stored warnings (air.shipments.warnings) as many as the parser's for it: no spurious warning
// from the Type-B envelope, OCI or ULD lines on either path. Samples of an airline
// prefix the reference data does not know (085, 220, 901, 921) answer 404 unknown_airline before
// any airline call and are left out. Samples that share a waybill are served one after the
// other, the driven clock moved past the 20-minute cache so each is asked for afresh.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { useSystem, http } from '../support/harness.js';
import { FsuHttpAirline } from '../../subgraphs/air/connectors/fsu-http.js';
import { configureAir } from '../../subgraphs/air/connectors/index.js';
import { portOf, closeServer } from '../../platform/http.js';
import { samplesOf, sampleText } from '../conformance/corpus.js';

interface Expect {
  awb: string;
  warnings: number;
  record: { status: string; events: string[] };
}

const KNOWN_PREFIXES = new Set(['020', '057', '077', '125', '157', '239']);
const MIN = 60_000;

let airline: Server;
let serving: { awb: string; type: string; body: string } | null = null;

const sys = useSystem();
beforeAll(async () => {
  airline = createServer((req, res) => {
    const m = /^\/fsu\/(\d{3}-\d{8})$/.exec(req.url ?? '');
    if (!m || !serving || m[1] !== serving.awb) return void res.writeHead(404, { 'retry-after': '60' }).end();
    res.writeHead(200, { 'content-type': serving.type }).end(serving.body);
  });
  await new Promise<void>((r) => airline.listen(0, '127.0.0.1', r));
  configureAir(sys.services, { airline: new FsuHttpAirline({ baseUrl: `http://127.0.0.1:${portOf(airline)}` }) });
});
afterAll(async () => {
  await closeServer(airline);
});

const samples = (await samplesOf('cargo-imp'))
  .map((s) => ({ file: s.file, expect: s.expect as Expect }))
  .filter((s) => KNOWN_PREFIXES.has(s.expect.awb.slice(0, 3)));

async function track(awb: string, type: string, body: string) {
  serving = { awb, type, body };
  sys.clock.advance(21 * MIN); // past the kept answer of a sample before with this waybill
  const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
  return http(sys.urls.air, `/track/${awb}`, { key });
}

describe.each([
  ['text/plain', (t: string) => t],
  ['application/json', (t: string) => JSON.stringify({ messages: [t] })],
])('the Cargo-IMP corpus over %s through GET /track', (type, body) => {
  it(`${samples.length} samples: each waybill's status, timeline codes and warnings`, async () => {
    expect(samples.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const s of samples) {
      const awb = `${s.expect.awb.slice(0, 3)}-${s.expect.awb.slice(3)}`;
      const r = await track(awb, type, body(await sampleText('cargo-imp', s.file)));
      const stored = await sys.services.db.query<{ warnings: string[] }>(
        'SELECT warnings FROM air.shipments WHERE awb = $1',
        [s.expect.awb],
      );
      const got =
        r.status === 200
          ? {
              status: r.body.data.status,
              events: r.body.data.events.map((e: any) => e.status_code),
              warnings: stored.rows[0]?.warnings.length,
            }
          : r.status;
      const want = { ...s.expect.record, warnings: s.expect.warnings };
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${s.file}: ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
  });
});
