// The air product tracking a waybill end to end with the sandbox off (SANDBOX=0): the airline
// connectors chosen from configuration (airEnv: AIR_ONE_RECORD_* for prefix 020, AIR_XFSU_ENDPOINTS
// for prefix 057), a local ONE Record server with an OAuth 2.0 token endpoint serving IATA's
// published Shipment and Piece examples with StatusUpdateEvents on the Shipment (the corpus's
// freightgraph-status-update-events.json, its flight LH400 a TransportMovement), and an XFSU
// feed serving the corpus's Cargo-XML sample; GET /track shows the status, the timeline in UTC
// (station-local times read in the airports' zones) and the route.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { useSystem, http } from '../support/harness.js';
import { airConnectors } from '../../subgraphs/air/connectors/index.js';
import { airEnv, type AirConfig } from '../../subgraphs/air/settings.js';
import {
  CLIENT,
  SHIPMENT,
  exampleWorld,
  startOneRecordServer,
  type OneRecordServer,
} from '../conformance/readers/one-record.js';
import { closeServer, portOf } from '../../platform/http.js';

const sample = (standard: string, file: string) =>
  readFileSync(new URL(`../fixtures/${standard}/samples/${file}`, import.meta.url), 'utf8');

/** The air settings naming the two servers (known once they listen). */
let air: AirConfig;
let oneRecord: OneRecordServer;
let feed: Server;
const feedRequests: string[] = [];
const feedAccepts: string[] = [];

beforeAll(async () => {
  const world = exampleWorld();
  world.set(`${SHIPMENT}/logistics-events`, sample('one-record', 'freightgraph-status-update-events.json'));
  oneRecord = await startOneRecordServer(world);
  feed = createServer((req, res) => {
    feedRequests.push(`${req.url} ${req.headers.authorization ?? ''}`);
    feedAccepts.push(req.headers.accept ?? '');
    const rct = sample('cargo-xml', 'xfsu-cimp-6.02-rct.xml');
    if (req.url === '/fsu/057-12345675') return void res.writeHead(200, { 'content-type': 'application/xml' }).end(rct);
    // The same RCT with its time written with an offset (+08:00, not Paris's), in April 2023.
    if (req.url === '/fsu/057-12345686')
      return void res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          rct
            .replace(/057-12345675|05712345675/g, '057-12345686')
            .replace('2026-11-12T19:00:00<', '2023-04-01T19:00:00+08:00<'),
        );
    res.writeHead(404, { 'retry-after': '120' }).end();
  });
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  air = airEnv({
    AIR_ONE_RECORD_ENDPOINTS: `020=${oneRecord.url}`,
    AIR_ONE_RECORD_TOKEN_URL: oneRecord.tokenUrl,
    AIR_ONE_RECORD_CLIENT_ID: CLIENT.clientId,
    AIR_ONE_RECORD_CLIENT_SECRET: CLIENT.clientSecret,
    AIR_XFSU_ENDPOINTS: `057=http://127.0.0.1:${portOf(feed)}`,
    AIR_FSU_TOKEN: 'feed-token',
  });
});
afterAll(async () => {
  await oneRecord?.close();
  if (feed) await closeServer(feed);
});
const sys = useSystem(() => ({ sandbox: false, configOverrides: { sandbox: false, air } }));

describe('GET /track with the real connectors from configuration', () => {
  it('chose the connectors from configuration, not the sandbox', () => {
    expect(sys.services.sandbox).toBe(false);
    expect(airConnectors(sys.services).airline.kind).toBe('routing');
  });

  it('tracks a ONE Record waybill: token, waybill, shipment, pieces, events and the flight', async () => {
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, '/track/020-12345675', { key });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'in_transit', flight_number: 'LH400' });
    expect(r.body.data.events.map((e: any) => [e.status_code, e.station, e.datetime])).toEqual([
      ['RCS', 'FRA', '2026-11-19T07:15:00.000Z'],
      ['MAN', 'FRA', '2026-11-19T08:00:00.000Z'],
      ['DEP', 'FRA', '2026-11-19T09:42:00.000Z'],
    ]);
    expect(r.body.data.routes).toHaveLength(1);
    expect(r.body.data.routes[0]).toMatchObject({
      status: 'DEPARTED',
      flight_number: 'LH400',
      departure: { estimated: '2026-11-19T09:30:00.000Z', actual: '2026-11-19T09:42:00.000Z' },
      arrival: { estimated: '2026-11-19T18:30:00.000Z', actual: null },
      from: { iata_code: 'FRA' },
      to: { iata_code: 'JFK' },
    });
    // One token for every request; the objects read in the order the client follows links.
    expect(oneRecord.tokensIssued).toBe(1);
    expect(oneRecord.requests).toEqual([
      'POST /oauth/token',
      'GET /logistics-objects/awb-020-12345675',
      `GET ${SHIPMENT}`,
      'GET /logistics-objects/1a8ded38-1804-467c-a369-81a411416b7c',
      'GET /logistics-objects/awb-020-12345675/logistics-events',
      `GET ${SHIPMENT}/logistics-events`,
      'GET /logistics-objects/1a8ded38-1804-467c-a369-81a411416b7c/logistics-events',
      'GET /logistics-objects/tm-lh400-19nov',
    ]);
  });

  it('answers not found for a waybill the ONE Record server does not hold', async () => {
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, '/track/020-99999992', { key });
    expect(r.status).toBe(404);
  });

  it('tracks an XFSU waybill from the feed (application/xml)', async () => {
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, '/track/057-12345675', { key });
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('in_transit');
    // RCT/TW/12NOV1900/CDG: Paris is UTC+1 in November.
    expect(r.body.data.events.map((e: any) => [e.status_code, e.station, e.datetime])).toEqual([
      ['RCT', 'CDG', '2026-11-12T18:00:00.000Z'],
    ]);
    expect(feedRequests).toEqual(['/fsu/057-12345675 Bearer feed-token']);
    // An XFSU feed is the FSU-by-AWB contract answering XML: the client says it takes XML.
    expect(feedAccepts[0]!.split(/,\s*/)).toContain('application/xml');
  });

  it('an XFSU time written with its offset is that instant, in the year written (issue 40)', async () => {
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, '/track/057-12345686', { key });
    expect(r.status).toBe(200);
    // 19:00+08:00 on 1 April 2023 is 11:00 UTC, whatever Paris's own offset (+02:00 then) and
    // although the clock reads November 2026 (the nearest 1 April would be 2027's).
    expect(r.body.data.events.map((e: any) => [e.status_code, e.station, e.datetime])).toEqual([
      ['RCT', 'CDG', '2023-04-01T11:00:00.000Z'],
    ]);
  });
});
