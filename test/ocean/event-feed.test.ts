// GET /v2/events for generic DCSA Track & Trace 2.2 clients (issue 40, finding 4 and the end of
// finding 2), on a system whose PUBLIC_BASE_URL puts the ocean host behind a path prefix
// (http://127.0.0.1:<proxy>/gw/{product}), served by a small proxy in this file:
// - every query parameter of the official document's GET /v2/events is accepted, or refused by
//   name in the DCSA error shape (carrierServiceCode, scheduleID, transportDocumentID);
// - sort, documentTypeCode, transportCallID, carrierVoyageNumber, exportVoyageNumber filter and
//   order for real, sorted pages follow one another without repeats, and a page costs the same
//   statements whatever its size;
// - Next-Page links are absolute under the prefix, and the project's own DCSA client reads the
//   project's own feed through it, page after page, every event;
// - a carrier's documentTypeCode/documentID (a booking stays a booking), documentReferences,
//   delayReasonCode and SMDG/BIC facility code are republished as it sent them;
// - every answer validates against the official T&T 2.2 schema (test/fixtures/dcsa-tnt).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { useSystem, http } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { overrideFeeds } from '../../subgraphs/ocean/connectors/feeds.js';
import { DcsaCarrierConnector } from '../../subgraphs/ocean/connectors/dcsa.js';
import type { CarrierEvent } from '../../subgraphs/ocean/connectors/types.js';
import { startDcsaTestServer, type DcsaTestServer } from '../support/dcsa-test-server.js';
import { boxNumber, carrierEvent, SaysCarrier, VESSEL_A, VESSEL_B } from '../support/ocean-fixtures.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const HERE = fileURLToPath(import.meta.url);
const TNT = [
  resolve(HERE, '../../fixtures/dcsa-tnt/tnt_v2.2.0.yaml'),
  resolve(HERE, '../../../../shared/reference/dcsa/tnt_v2.2.0.yaml'),
].find((p) => existsSync(p));
if (!TNT) throw new Error('the official DCSA T&T 2.2 document is neither in test/fixtures/dcsa-tnt nor ../shared');
const spec = parse(readFileSync(TNT, 'utf8'));

/** The official answer schemas: the 200 (events, documentReferenceType's enum corrected as dcsa-schema.test.ts says) and the error. */
function officialSchemas() {
  const doc = structuredClone(spec);
  const refType = doc.components.schemas.documentReferences_inner.properties.documentReferenceType;
  if (refType.enum.includes('BKG (Booking)')) refType.enum = ['BKG', 'TRD'];
  const op = doc.paths['/v2/events'].get;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // The error's errorDateTime says format "$date-time" (its example is not RFC 3339 either): any string.
  ajv.addFormat('$date-time', true);
  const compile = (s: object) => ajv.compile({ ...s, components: doc.components });
  return {
    events: compile(op.responses['200'].content['application/json'].schema),
    error: compile(op.responses.default.content['application/json'].schema),
  };
}

/** The official document's query parameters of GET /v2/events. */
const PARAMETERS: string[] = spec.paths['/v2/events'].get.parameters
  .map((p: { $ref?: string; name?: string; in?: string }) =>
    p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!] : p,
  )
  .filter((p: { in: string }) => p.in === 'query')
  .map((p: { name: string }) => p.name);

const BL = 'MAEU260490001';
const BOOKING = '260490001';
const BOX = boxNumber('MSKU', 490001);

/** What the carrier says of the reference: shipment, transport and equipment events with their documents, delays, facilities. */
function carrierEvents(): CarrierEvent[] {
  const ev = (spec: Parameters<typeof carrierEvent>[0], more: Partial<CarrierEvent> = {}) => ({
    ...carrierEvent(spec),
    eventId: `${spec.code}-${spec.at}`,
    ...more,
  });
  return [
    ev(
      { code: 'CONF', at: '2026-11-10T01:00:00Z' },
      {
        documentTypeCode: 'BKG',
        documentId: BOOKING,
        documentReferences: [{ type: 'BKG', value: BOOKING }],
      },
    ),
    ev(
      { code: 'GTIN', at: '2026-11-12T03:00:00Z', port: 'CNSHA', box: BOX, mode: 'TRUCK' },
      { facilityCode: 'SIPGY', facilityCodeListProvider: 'SMDG' },
    ),
    ev({ code: 'LOAD', at: '2026-11-14T06:00:00Z', port: 'CNSHA', box: BOX, vessel: VESSEL_A, voyage: '3E' }),
    ev(
      { code: 'DEPA', at: '2026-11-14T10:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '3E' },
      { delayReasonCode: 'WEA', facilityCode: 'SIPGY', facilityCodeListProvider: 'SMDG' },
    ),
    ev(
      { code: 'ISSU', at: '2026-11-15T00:00:00Z' },
      { documentTypeCode: 'TRD', documentId: BL, documentReferences: [{ type: 'TRD', value: BL }] },
    ),
    ev(
      { code: 'HOLD', at: '2026-11-16T00:00:00Z', remark: 'customs inspection' },
      { documentTypeCode: 'CUS', documentId: 'CUS-77' },
    ),
    ev({
      code: 'ARRI',
      classifier: 'EST',
      at: '2026-11-30T14:00:00Z',
      port: 'NLRTM',
      vessel: VESSEL_A,
      voyage: '3E',
    }),
    ev(
      { code: 'DISC', classifier: 'PLN', at: '2026-12-01T02:00:00Z', port: 'NLRTM', box: BOX, vessel: VESSEL_B },
      { voyage: '4W', facilityCode: 'ECTDE', facilityCodeListProvider: 'SMDG' },
    ),
  ];
}

let proxy: Server;
let port: number;
let prefix: string;
let key: string;
const proxied: string[] = [];
const validate = officialSchemas();

/** GET through the path prefix (an absolute link as the feed gives it). */
async function get(url: string): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const feed = (query: string) => get(`${prefix}/v2/events${query ? `?${query}` : ''}`);

/** Every page from the first, through Next-Page. */
async function allPages(query: string): Promise<{ items: any[]; pages: number; links: string[] }> {
  const items: any[] = [];
  const links: string[] = [];
  let url: string | null = `${prefix}/v2/events?${query}`;
  let pages = 0;
  while (url) {
    const r = await get(url);
    expect(r.status, url).toBe(200);
    items.push(...r.body);
    pages++;
    url = r.headers.get('next-page');
    if (url) links.push(url);
  }
  return { items, pages, links };
}

// The proxy: /gw/ocean/… → the ocean host's /…; anything else 404 (as a gateway would).
beforeAll(async () => {
  proxy = createServer((req, res) => {
    proxied.push(req.url ?? '');
    if (!req.url?.startsWith('/gw/ocean/')) {
      res.writeHead(404).end('{"message":"not behind this gateway"}');
      return;
    }
    const up = request(
      `${sys.urls.ocean}${req.url.slice('/gw/ocean'.length)}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(up);
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  port = (proxy.address() as AddressInfo).port;
});
const sys = useSystem(() => ({ configOverrides: { publicBaseUrl: `http://127.0.0.1:${port}/gw/{product}` } }));
beforeAll(async () => {
  prefix = `http://127.0.0.1:${port}/gw/ocean`;
  const org = await sys.org();
  key = await org.key('tmcp');
  overrideFeeds(sys.services, { connectorFor: () => carrier });
  const added = await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: BL } });
  expect(added.status).toBe(201);
  await pollDue(sys.services, sys.clock.now());
});
afterAll(async () => {
  overrideFeeds(sys.services, null);
  await new Promise((ok) => proxy?.close(ok));
});

const carrier = new SaysCarrier(BOX, carrierEvents(), { billOfLading: BL, booking: BOOKING });

describe('/v2/events: every T&T 2.2 query parameter', () => {
  it('accepts each parameter of the official document, or refuses it by name in the DCSA error shape', async () => {
    const all = (await feed('')).body as any[];
    expect(all).toHaveLength(8);
    const depa = all.find((e) => e.transportEventTypeCode === 'DEPA');
    const next = (await feed('limit=2')).headers.get('next-page')!;
    const cursor = new URL(next).searchParams.get('cursor')!;
    const value: Record<string, string> = {
      eventType: 'SHIPMENT,TRANSPORT',
      shipmentEventTypeCode: 'CONF',
      documentTypeCode: 'BKG',
      carrierBookingReference: BOOKING,
      bookingReference: BOOKING,
      transportDocumentReference: BL,
      transportEventTypeCode: 'DEPA',
      transportCallID: depa.transportCall.transportCallID,
      vesselIMONumber: VESSEL_A.imo,
      carrierVoyageNumber: '3E',
      exportVoyageNumber: '3E',
      UNLocationCode: 'CNSHA',
      equipmentEventTypeCode: 'LOAD',
      equipmentReference: BOX,
      eventCreatedDateTime: all[0].eventCreatedDateTime,
      limit: '2',
      sort: 'eventDateTime:DESC',
      // refused by name
      transportDocumentID: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      scheduleID: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      carrierServiceCode: 'FE1',
    };
    const refused = ['transportDocumentID', 'scheduleID', 'carrierServiceCode'];
    expect(PARAMETERS.length).toBe(21);
    for (const name of PARAMETERS) {
      if (name === 'cursor') {
        expect((await feed(`limit=2&cursor=${encodeURIComponent(cursor)}`)).status).toBe(200);
        continue;
      }
      expect(value[name], `a value for ${name}`).toBeDefined();
      const r = await http(sys.urls.ocean, `/v2/events?${name}=${encodeURIComponent(value[name]!)}`, { key });
      if (!refused.includes(name)) {
        expect(r.status, name).toBe(200);
        expect(validate.events(r.body), `${name}: ${JSON.stringify(validate.events.errors)}`).toBe(true);
        continue;
      }
      expect(r.status, name).toBe(400);
      expect(r.body.errors[0].message, name).toContain(name);
      expect(r.body).toMatchObject({
        httpMethod: 'GET',
        requestUri: `${prefix}/v2/events`,
        statusCode: 400,
        statusCodeText: 'Bad Request',
        errors: [{ reason: 'invalidQuery' }],
        // the ocean envelope beside it
        ok: false,
        error: { code: 'VALIDATION_ERROR' },
      });
      expect(validate.error(r.body), JSON.stringify(validate.error.errors)).toBe(true);
    }
    // Without a key: 401, in the DCSA shape too.
    const anonymous = await http(sys.urls.ocean, '/v2/events');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, errors: [{ reason: 'unauthorized' }] });
    expect(validate.error(anonymous.body), JSON.stringify(validate.error.errors)).toBe(true);
    // Anything else the feed does not know, and a sort it cannot do, also in the DCSA shape.
    for (const bad of ['colour=red', 'sort=eventID', 'sort=eventDateTime:SIDEWAYS', 'documentTypeCode=XYZ']) {
      const r = await http(sys.urls.ocean, `/v2/events?${bad}`, { key });
      expect(r.status, bad).toBe(400);
      expect(validate.error(r.body), bad).toBe(true);
    }
  });

  it('filters by documentTypeCode, transportCallID, carrierVoyageNumber and exportVoyageNumber', async () => {
    const codes = async (q: string) =>
      ((await feed(q)).body as any[])
        .map((e) => e.shipmentEventTypeCode ?? e.transportEventTypeCode ?? e.equipmentEventTypeCode)
        .sort();
    expect(await codes('documentTypeCode=BKG')).toEqual(['CONF']);
    expect(await codes('documentTypeCode=TRD')).toEqual(['ISSU']);
    expect(await codes('documentTypeCode=bkg,CUS')).toEqual(['CONF', 'HOLD']);
    expect(await codes('documentTypeCode=VGM')).toEqual([]);
    expect(await codes('exportVoyageNumber=3E')).toEqual(['ARRI', 'DEPA', 'LOAD']);
    expect(await codes('carrierVoyageNumber=4W')).toEqual(['DISC']);
    expect(await codes('carrierVoyageNumber=3E&exportVoyageNumber=4W')).toEqual([]);
    const depa = ((await feed('transportEventTypeCode=DEPA')).body as any[])[0];
    // The departure and the load of the same call (vessel, voyage, port) share its transportCallID.
    expect(await codes(`transportCallID=${encodeURIComponent(depa.transportCall.transportCallID)}`)).toEqual([
      'DEPA',
      'LOAD',
    ]);
    expect(await codes('transportCallID=NOPE')).toEqual([]);
    expect(await codes(`bookingReference=${BOOKING}`)).toHaveLength(8);
  });

  it('sorts by eventDateTime and eventCreatedDateTime, either way, sorted pages following one another', async () => {
    const byTime = (await feed('')).body.map((e: any) => e.eventDateTime).sort();
    const desc = await allPages('sort=eventDateTime:DESC&limit=3');
    expect(desc.pages).toBe(3);
    expect(desc.items.map((e) => e.eventDateTime)).toEqual([...byTime].reverse());
    const asc = await allPages('sort=eventDateTime&limit=2');
    expect(asc.items.map((e) => e.eventDateTime)).toEqual(byTime);
    expect(new Set(asc.items.map((e) => e.eventID)).size).toBe(8);
    // All learnt at once: eventCreatedDateTime ties, eventDateTime decides, feed order breaks what is left.
    const both = await allPages('sort=eventCreatedDateTime:ASC,eventDateTime:DESC&limit=3');
    expect(both.items.map((e) => e.eventDateTime)).toEqual([...byTime].reverse());
    expect(both.links.every((l) => l.includes('sort=eventCreatedDateTime%3AASC%2CeventDateTime%3ADESC'))).toBe(true);
    // A sorted page's cursor opens only with its sort.
    const other = new URL(desc.links[0]!);
    other.searchParams.set('sort', 'eventDateTime:ASC');
    expect((await get(other.toString())).status).toBe(400);
  });

  it('costs the same statements per page whatever its size', async () => {
    const count = async (q: string) => {
      await feed(q); // caches (key, reference data) warm
      const spy = vi.spyOn(sys.services.db, 'query');
      try {
        const r = await feed(q);
        expect(r.status).toBe(200);
        expect(spy).toHaveBeenCalled();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    for (const q of ['sort=eventDateTime:DESC', 'documentTypeCode=BKG,TRD,CUS', 'exportVoyageNumber=3E', '']) {
      const sep = q ? '&' : '';
      expect(await count(`${q}${sep}limit=1`), q).toBe(await count(`${q}${sep}limit=8`));
    }
  });
});

describe('/v2/events behind a path prefix', () => {
  it('links every page absolutely under PUBLIC_BASE_URL', async () => {
    const r = await feed('limit=3&eventType=EQUIPMENT,TRANSPORT');
    expect(r.headers.get('current-page')).toBe(`${prefix}/v2/events?eventType=EQUIPMENT%2CTRANSPORT&limit=3`);
    const next = r.headers.get('next-page')!;
    expect(next.startsWith(`${prefix}/v2/events?`)).toBe(true);
    const second = await get(next);
    expect(second.status).toBe(200);
    expect(second.headers.get('first-page')).toBe(r.headers.get('current-page'));
  });

  it("is read whole by the project's own DCSA client through the prefix, page after page", async () => {
    const client = new DcsaCarrierConnector({
      scac: 'MAEU',
      baseUrl: `${prefix}/v2`,
      bearerToken: key,
      timeoutMs: 10_000,
      pageSize: 2,
    });
    const before = proxied.length;
    const snapshot = await client.poll({ identifier: BL, identifierType: 'bill_of_lading', carrierScac: 'MAEU' });
    const asked = proxied.slice(before);
    expect(asked.length).toBe(4);
    expect(asked.every((u) => u.startsWith('/gw/ocean/v2/events?'))).toBe(true);
    expect(snapshot.found).toBe(true);
    expect(snapshot.events.map((e) => e.code).sort()).toEqual(
      ['ARRI', 'CONF', 'DEPA', 'DISC', 'GTIN', 'HOLD', 'ISSU', 'LOAD'].sort(),
    );
    // What the carrier said comes through the feed and back.
    const byCode = new Map(snapshot.events.map((e) => [e.code, e]));
    expect(byCode.get('CONF')).toMatchObject({ documentTypeCode: 'BKG', documentId: BOOKING });
    expect(byCode.get('DEPA')).toMatchObject({ delayReasonCode: 'WEA', facilityCode: 'SIPGY' });
    expect(snapshot.billOfLading).toBe(BL);
  });
});

describe('/v2/events republishes what the carrier said', () => {
  it('keeps a booking a booking, the documentReferences, the delay reason and the facility codes', async () => {
    const all = (await feed('')).body as any[];
    const of = (code: string) =>
      all.find((e) => [e.shipmentEventTypeCode, e.transportEventTypeCode, e.equipmentEventTypeCode].includes(code));
    expect(of('CONF')).toMatchObject({ documentTypeCode: 'BKG', documentID: BOOKING });
    expect(of('CONF').documentReferences).toEqual(
      expect.arrayContaining([
        { documentReferenceType: 'BKG', documentReferenceValue: BOOKING },
        { documentReferenceType: 'TRD', documentReferenceValue: BL },
      ]),
    );
    expect(of('ISSU')).toMatchObject({ documentTypeCode: 'TRD', documentID: BL });
    expect(of('HOLD')).toMatchObject({ documentTypeCode: 'CUS', documentID: 'CUS-77', reason: 'customs inspection' });
    expect(of('DEPA')).toMatchObject({
      delayReasonCode: 'WEA',
      transportCall: { facilityCode: 'SIPGY', facilityCodeListProvider: 'SMDG', UNLocationCode: 'CNSHA' },
    });
    expect(of('GTIN').eventLocation).toMatchObject({
      UNLocationCode: 'CNSHA',
      facilityCode: 'SIPGY',
      facilityCodeListProvider: 'SMDG',
    });
    expect(of('DISC')).toMatchObject({
      eventLocation: { facilityCode: 'ECTDE' },
      transportCall: { carrierVoyageNumber: '4W', facilityCode: 'ECTDE' },
    });
    expect(validate.events(all), JSON.stringify(validate.events.errors)).toBe(true);
  });

  it('feeds an event again when its delay reason moves; a facility code is corrected in place', async () => {
    const before = (await feed('')).body as any[];
    const depa = before.find((e) => e.transportEventTypeCode === 'DEPA');
    const gtin = before.find((e) => e.equipmentEventTypeCode === 'GTIN');
    carrier.events = carrierEvents().map((e) =>
      e.code === 'DEPA' ? { ...e, delayReasonCode: 'CGO' } : e.code === 'GTIN' ? { ...e, facilityCode: 'SIPGW' } : e,
    );
    sys.clock.advance(8 * 3600_000);
    await pollDue(sys.services, sys.clock.now());
    const tail = (await feed(`eventCreatedDateTime:gt=${depa.eventCreatedDateTime}`)).body as any[];
    expect(tail.map((e) => [e.eventID, e.delayReasonCode])).toEqual([[depa.eventID, 'CGO']]);
    const after = (await feed('')).body as any[];
    const gtinAfter = after.find((e) => e.eventID === gtin.eventID);
    expect(gtinAfter.eventLocation.facilityCode).toBe('SIPGW');
    expect(gtinAfter.eventCreatedDateTime).toBe(gtin.eventCreatedDateTime);
    carrier.events = carrierEvents();
  });

  it("stores and republishes a DCSA carrier's own answer, read by the project's client", async () => {
    const server: DcsaTestServer = await startDcsaTestServer();
    const bl = 'MAEU260490002';
    const box = boxNumber('MSKU', 490002);
    const at = '2026-11-20T08:00:00Z';
    server.setEvents([
      {
        eventID: '5e51e72c-d872-11ea-811c-0242ac130003',
        eventCreatedDateTime: at,
        eventType: 'SHIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: at,
        shipmentEventTypeCode: 'CONF',
        documentTypeCode: 'BKG',
        documentID: 'ABC709951',
        documentReferences: [
          { documentReferenceType: 'BKG (Booking)', documentReferenceValue: 'ABC709951' },
          { documentReferenceType: 'TRD (Transport Document)', documentReferenceValue: bl },
        ],
      },
      {
        eventID: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
        eventCreatedDateTime: '2026-11-21T09:00:00Z',
        eventType: 'TRANSPORT',
        eventClassifierCode: 'ACT',
        eventDateTime: '2026-11-21T09:00:00Z',
        transportEventTypeCode: 'DEPA',
        delayReasonCode: 'ANA',
        documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: bl }],
        transportCall: {
          transportCallID: '123e4567-e89b-12d3-a456-426614174000',
          exportVoyageNumber: '2103S',
          UNLocationCode: 'CNSHA',
          facilityCode: 'SIPGY',
          facilityCodeListProvider: 'SMDG',
          modeOfTransport: 'VESSEL',
          vessel: { vesselIMONumber: VESSEL_A.imo, vesselName: VESSEL_A.name },
        },
      },
      {
        eventID: 'c2fb4b4b-6b2b-4b1d-8f4e-0d3a9a1a7f10',
        eventCreatedDateTime: '2026-11-19T10:00:00Z',
        eventType: 'EQUIPMENT',
        eventClassifierCode: 'ACT',
        eventDateTime: '2026-11-19T10:00:00Z',
        equipmentEventTypeCode: 'GTIN',
        equipmentReference: box,
        emptyIndicatorCode: 'LADEN',
        eventLocation: { UNLocationCode: 'CNSHA', facilityCode: 'SIPGY', facilityCodeListProvider: 'SMDG' },
        documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: bl }],
      },
    ] as never);
    const client = new DcsaCarrierConnector({ scac: 'MAEU', baseUrl: server.baseUrl, timeoutMs: 5000 });
    overrideFeeds(sys.services, { connectorFor: () => client });
    try {
      const added = await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: bl } });
      expect(added.status).toBe(201);
      await pollDue(sys.services, sys.clock.now());
      const items = (await feed(`transportDocumentReference=${bl}`)).body as any[];
      expect(validate.events(items), JSON.stringify(validate.events.errors)).toBe(true);
      const conf = items.find((e) => e.shipmentEventTypeCode === 'CONF');
      // Today's main answered TRD and the bill of lading here.
      expect(conf).toMatchObject({ documentTypeCode: 'BKG', documentID: 'ABC709951' });
      expect(conf.documentReferences).toEqual(
        expect.arrayContaining([
          { documentReferenceType: 'BKG', documentReferenceValue: 'ABC709951' },
          { documentReferenceType: 'TRD', documentReferenceValue: bl },
        ]),
      );
      expect(items.find((e) => e.transportEventTypeCode === 'DEPA')).toMatchObject({
        delayReasonCode: 'ANA',
        transportCall: { facilityCode: 'SIPGY', facilityCodeListProvider: 'SMDG' },
      });
      expect(items.find((e) => e.equipmentEventTypeCode === 'GTIN').eventLocation).toMatchObject({
        facilityCode: 'SIPGY',
        facilityCodeListProvider: 'SMDG',
      });
    } finally {
      overrideFeeds(sys.services, { connectorFor: () => carrier });
      await server.close();
    }
  });
});
