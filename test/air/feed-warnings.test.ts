// What an airline's answer held that could not be read is visible on the waybill record (issue
// 40): GET /track's data and GraphQL's Airwaybill.feed_warnings list the newest answer's
// warnings (a malformed line dropped, the rest kept); a clean answer later clears them; a
// message with many bad lines gives at most 20 entries, the last counting the rest.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { useSystem, http } from '../support/harness.js';
import { FsuHttpAirline } from '../../subgraphs/air/connectors/fsu-http.js';
import { configureAir } from '../../subgraphs/air/connectors/index.js';
import { portOf, closeServer } from '../../platform/http.js';

const MIN = 60_000;
const AWB = '020-12345675';
const HEAD = 'FSU/14\n020-12345675FRAJFK/T10K120.5\nRCS/18NOV0900/FRA/T10K120.5';
const MALFORMED = `${HEAD}\nDEP/LH400/31FEB1000/FRAJFK/T10`;
const CLEAN = `${HEAD}\nDEP/LH400/19NOV1000/FRAJFK/T10`;
const MANY_BAD = `${HEAD}\n${Array.from({ length: 25 }, (_, i) => `DEP/LH${400 + i}/31FEB1000/FRAJFK/T10`).join('\n')}`;

let airline: Server;
let serving = MALFORMED;

const sys = useSystem();
beforeAll(async () => {
  airline = createServer((req, res) => {
    if (req.url !== `/fsu/${AWB}`) return void res.writeHead(404, { 'retry-after': '60' }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(serving);
  });
  await new Promise<void>((r) => airline.listen(0, '127.0.0.1', r));
  configureAir(sys.services, { airline: new FsuHttpAirline({ baseUrl: `http://127.0.0.1:${portOf(airline)}` }) });
});
afterAll(async () => {
  if (airline) await closeServer(airline);
});

async function trackAndQuery(key: string, body: string) {
  serving = body;
  sys.clock.advance(21 * MIN); // past the kept answer, so the airline is asked again
  const rest = await http(sys.urls.air, `/track/${AWB}`, { key });
  const gql = await http(sys.urls.gateway, '', {
    key,
    method: 'POST',
    body: { query: 'query($a: String!) { waybill(awb: $a) { awb feed_warnings } }', variables: { a: AWB } },
  });
  return { rest, gql };
}

describe('feed warnings on the waybill record', () => {
  it('shows a malformed line in GET /track and GraphQL, and a clean answer clears it', async () => {
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();

    const bad = await trackAndQuery(key, MALFORMED);
    expect(bad.rest.status).toBe(200);
    // The good line is kept, the bad one named.
    expect(bad.rest.body.data.events.map((e: any) => e.status_code)).toEqual(['RCS']);
    expect(bad.rest.body.data.feed_warnings).toEqual(['message 1: line 4: impossible date "31FEB1000"']);
    expect(bad.gql.body.data.waybill).toEqual({
      awb: AWB,
      feed_warnings: ['message 1: line 4: impossible date "31FEB1000"'],
    });

    const clean = await trackAndQuery(key, CLEAN);
    expect(clean.rest.status).toBe(200);
    expect(clean.rest.body.data.events.map((e: any) => e.status_code)).toEqual(['RCS', 'DEP']);
    expect(clean.rest.body.data.feed_warnings).toEqual([]);
    expect(clean.gql.body.data.waybill).toEqual({ awb: AWB, feed_warnings: [] });
  });

  it('lists at most 20, the last saying how many more', async () => {
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const { rest, gql } = await trackAndQuery(key, MANY_BAD);
    expect(rest.status).toBe(200);
    const listed: string[] = rest.body.data.feed_warnings;
    expect(listed).toHaveLength(20);
    expect(listed[0]).toBe('message 1: line 4: impossible date "31FEB1000"');
    expect(listed[19]).toBe('6 more warnings not listed');
    expect(gql.body.data.waybill.feed_warnings).toEqual(listed);
  });
});
