// The DCSA Commercial Schedules 1.0.3 connector against a local server speaking the
// protocol (GET /v1/point-to-point-routes with Next-Page-Cursor paging, DCSA error bodies),
// and the sync that stores its routings as sailings the schedules routes then answer,
// raising sailing_slipped when a departure moves a day or more.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import express from 'express';
import type { Server } from 'node:http';
import { useSystem, http } from '../support/harness.js';
import { listen, portOf, closeServer } from '../../platform/http.js';
import { DcsaScheduleClient } from '../../subgraphs/schedules/connectors/dcsa.js';
import {
  ConnectorError,
  type Routing,
  type RoutingCall,
  type RoutingLeg,
  type ScheduleSource,
} from '../../subgraphs/schedules/connectors/types.js';
import { syncScheduleLanes } from '../../subgraphs/schedules/workers/lane-sync.js';
import { connectorMessages } from '../../platform/metrics.js';

const TOKEN = 'dcsa-test-token';
let server: Server;
let base: string;
const seen: { query: Record<string, string>; apiVersion: string | undefined; auth: string | undefined }[] = [];
let slipHours = 0;
let broken: 'none' | 'not-array' = 'none';

/** Local wall-clock with offset, as DCSA sends it. */
function local(utcIso: string, offsetHours: number): string {
  const d = new Date(Date.parse(utcIso) + offsetHours * 3_600_000);
  const sign = offsetHours < 0 ? '-' : '+';
  const hh = String(Math.abs(offsetHours)).padStart(2, '0');
  return `${d.toISOString().slice(0, 19)}${sign}${hh}:00`;
}

const at = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

function vesselLeg(
  seq: number,
  voyage: string,
  imo: string,
  name: string,
  from: [string, string, number],
  calls: [string, string, string, number][],
  to: [string, string, number],
  cutoffs = false,
) {
  return {
    sequenceNumber: seq,
    transport: {
      modeOfTransport: 'VESSEL',
      servicePartners: [
        {
          carrierCode: 'MAEU',
          carrierCodeListProvider: 'NMFTA',
          carrierServiceName: 'Transatlantic DCSA Loop',
          carrierServiceCode: 'TA9',
          carrierExportVoyageNumber: voyage,
        },
      ],
      universalServiceReference: 'SR12345A',
      vessel: { vesselIMONumber: imo, name, flag: 'DK' },
    },
    departure: { facilityTypeCode: 'POTE', location: { UNLocationCode: from[0] }, dateTime: local(from[1], from[2]) },
    intermediateCalls: calls.map(([p, arr, dep, off]) => ({
      facilityTypeCode: 'POTE',
      location: { UNLocationCode: p },
      arrivalDateTime: local(arr, off),
      departureDateTime: local(dep, off),
    })),
    arrival: { facilityTypeCode: 'POTE', location: { UNLocationCode: to[0] }, dateTime: local(to[1], to[2]) },
    ...(cutoffs
      ? { cutOffTimes: [{ cutOffDateTimeCode: 'VCO', cutOffDateTime: local(at(from[1], -40), from[2]) }] }
      : {}),
  };
}

/** Four routings NLAMS → USBOS: two direct weekly sailings, one via ESALG, one with a truck pre-carriage. */
function routings(): any[] {
  const d1 = at('2026-11-27T16:00:00Z', slipHours);
  const d2 = '2026-12-04T16:00:00Z';
  return [
    {
      placeOfReceipt: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'NLAMS' }, dateTime: local(d1, 1) },
      placeOfDelivery: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'USBOS' },
        dateTime: local(at(d1, 11 * 24), -5),
      },
      receiptTypeAtOrigin: 'CY',
      deliveryTypeAtDestination: 'CY',
      solutionNumber: 1,
      transitTime: 11,
      cutOffTimes: [
        { cutOffDateTimeCode: 'DCO', cutOffDateTime: local(at(d1, -72), 1) },
        { cutOffDateTimeCode: 'FCO', cutOffDateTime: local(at(d1, -24), 1) },
      ],
      legs: [
        vesselLeg(
          1,
          '647W',
          '9321483',
          'EMMA MAERSK',
          ['NLAMS', d1, 1],
          [['GBFXT', at(d1, 30), at(d1, 44), 0]],
          ['USBOS', at(d1, 11 * 24), -5],
          true,
        ),
      ],
    },
    {
      placeOfReceipt: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'NLAMS' }, dateTime: local(d2, 1) },
      placeOfDelivery: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'USBOS' },
        dateTime: local(at(d2, 11 * 24), -5),
      },
      solutionNumber: 2,
      transitTime: 11,
      cutOffTimes: [{ cutOffDateTimeCode: 'DCO', cutOffDateTime: local(at(d2, -72), 1) }],
      legs: [
        vesselLeg(
          1,
          '648W',
          '9619907',
          'MAERSK MC-KINNEY MOLLER',
          ['NLAMS', d2, 1],
          [['GBFXT', at(d2, 30), at(d2, 44), 0]],
          ['USBOS', at(d2, 11 * 24), -5],
        ),
      ],
    },
    {
      placeOfReceipt: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'NLAMS' },
        dateTime: local('2026-11-29T08:00:00Z', 1),
      },
      placeOfDelivery: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'USBOS' },
        dateTime: local('2026-12-20T12:00:00Z', -5),
      },
      solutionNumber: 3,
      transitTime: 21,
      legs: [
        vesselLeg(
          1,
          '201S',
          '9778791',
          'MADRID MAERSK',
          ['NLAMS', '2026-11-29T08:00:00Z', 1],
          [],
          ['ESALG', '2026-12-03T08:00:00Z', 1],
        ),
        vesselLeg(
          2,
          '305W',
          '8169280',
          'MAERSK ESSEN',
          ['ESALG', '2026-12-06T10:00:00Z', 1],
          [],
          ['USBOS', '2026-12-20T12:00:00Z', -5],
        ),
      ],
    },
    {
      placeOfReceipt: {
        facilityTypeCode: 'INTE',
        location: { UNLocationCode: 'DEDUS' },
        dateTime: local('2026-11-25T08:00:00Z', 1),
      },
      placeOfDelivery: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'USBOS' },
        dateTime: local(at(d2, 11 * 24), -5),
      },
      solutionNumber: 4,
      legs: [
        {
          sequenceNumber: 1,
          transport: { modeOfTransport: 'TRUCK' },
          departure: {
            facilityTypeCode: 'INTE',
            location: { UNLocationCode: 'DEDUS' },
            dateTime: local('2026-11-25T08:00:00Z', 1),
          },
          arrival: {
            facilityTypeCode: 'POTE',
            location: { UNLocationCode: 'NLAMS' },
            dateTime: local('2026-11-26T08:00:00Z', 1),
          },
        },
        vesselLeg(
          2,
          '648W',
          '9619907',
          'MAERSK MC-KINNEY MOLLER',
          ['NLAMS', d2, 1],
          [['GBFXT', at(d2, 30), at(d2, 44), 0]],
          ['USBOS', at(d2, 11 * 24), -5],
        ),
      ],
    },
  ];
}

/**
 * NLAMS → DEHAM in three pages (issue 40 finding 3): a good routing; then a routing whose vessel
 * leg departs from an SMDG facility without a UN/LOCODE beside one with an impossible cut-off;
 * then a 500. Main threw on the facility and lost the lane.
 */
function mixedPage(cursor: string | undefined): { status: number; body: unknown; next?: string } {
  const m1 = '2026-12-10T16:00:00Z';
  const m2 = '2026-12-17T16:00:00Z';
  const lane = (dep: string, voyage: string, imo: string) => ({
    placeOfReceipt: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'NLAMS' }, dateTime: local(dep, 1) },
    placeOfDelivery: {
      facilityTypeCode: 'POTE',
      location: { UNLocationCode: 'DEHAM' },
      dateTime: local(at(dep, 40), 1),
    },
    transitTime: 2,
    legs: [vesselLeg(1, voyage, imo, 'MAERSK ' + voyage, ['NLAMS', dep, 1], [], ['DEHAM', at(dep, 40), 1])],
  });
  if (!cursor) return { status: 200, body: [lane(m1, 'M1', '9321483')], next: 'p2' };
  if (cursor === 'p2') {
    const facility = lane(m2, 'MX', '9619907');
    facility.legs[0]!.departure.location = {
      facility: { facilityCode: 'ADT', facilityCodeListProvider: 'SMDG' },
    } as any;
    const badCutoff = {
      ...lane(m2, 'M2', '9778791'),
      cutOffTimes: [{ cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-11-31T12:00:00+01:00' }],
    };
    return { status: 200, body: [facility, badCutoff], next: 'p3' };
  }
  return { status: 500, body: { statusCode: 500, errors: [{ errorCodeMessage: 'Unable to process request' }] } };
}

async function dcsaCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = { ok: 0, partial: 0, rejected: 0 };
  for (const v of (await connectorMessages.get()).values)
    if (v.labels.connector === 'dcsa-cs') out[String(v.labels.result)] = v.value;
  return out;
}

function dcsaError(req: express.Request, status: number, text: string, property: string, message: string) {
  return {
    httpMethod: 'GET',
    requestUri: req.originalUrl,
    statusCode: status,
    statusCodeText: text,
    errorDateTime: '2026-11-21T12:00:00Z',
    errors: [{ errorCode: 7005, property, errorCodeText: 'invalidQuery', errorCodeMessage: message }],
  };
}

const sys = useSystem();
beforeAll(async () => {
  const app = express();
  app.get('/v1/point-to-point-routes', (req, res) => {
    const q = req.query as Record<string, string>;
    seen.push({ query: q, apiVersion: req.header('API-Version'), auth: req.header('authorization') });
    res.setHeader('API-Version', '1.0.3');
    if (req.header('authorization') !== `Bearer ${TOKEN}`)
      return void res.status(401).json(dcsaError(req, 401, 'Unauthorized', 'Authorization', 'unknown token'));
    for (const p of ['placeOfReceipt', 'placeOfDelivery']) {
      if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(q[p] ?? ''))
        return void res.status(400).json(dcsaError(req, 400, 'Bad Request', p, `${p} does not exist`));
    }
    if (q.placeOfDelivery === 'BRSSZ')
      return void res
        .status(500)
        .json(dcsaError(req, 500, 'Internal Server Error', 'UNLocationCode', 'Unable to process request'));
    if (broken === 'not-array') return void res.json({ routes: [] });
    if (q.placeOfReceipt === 'NLAMS' && q.placeOfDelivery === 'DEHAM') {
      const page = mixedPage(q.cursor);
      if (page.next) res.setHeader('Next-Page-Cursor', page.next);
      return void res.status(page.status).json(page.body);
    }
    if (q.placeOfReceipt !== 'NLAMS' || q.placeOfDelivery !== 'USBOS') return void res.json([]);
    const start = q.departureStartDate ? Date.parse(`${q.departureStartDate}T00:00:00Z`) : -Infinity;
    const end = q.departureEndDate ? Date.parse(`${q.departureEndDate}T23:59:59Z`) : Infinity;
    const all = routings().filter((r) => {
      const t = Date.parse(r.placeOfReceipt.dateTime);
      return t >= start && t <= end;
    });
    const offset = q.cursor ? Number(Buffer.from(q.cursor, 'base64url').toString()) : 0;
    const limit = Number(q.limit ?? 100);
    if (offset + limit < all.length)
      res.setHeader('Next-Page-Cursor', Buffer.from(String(offset + limit)).toString('base64url'));
    res.json(all.slice(offset, offset + limit));
  });
  server = await listen(app, 0, '127.0.0.1');
  base = `http://127.0.0.1:${portOf(server)}`;
});
afterAll(async () => {
  if (server) await closeServer(server);
});

const client = (opts: Partial<ConstructorParameters<typeof DcsaScheduleClient>[0]> = {}) =>
  new DcsaScheduleClient({ baseUrl: base, carrierScac: 'MAEU', token: TOKEN, timeoutMs: 2000, ...opts });

describe('DCSA Commercial Schedules client', () => {
  it('follows Next-Page-Cursor, keeps vessel legs only and turns local times into UTC', async () => {
    seen.length = 0;
    const { routings: r, warnings } = await client().pointToPoint({
      placeOfReceipt: 'NLAMS',
      placeOfDelivery: 'USBOS',
      departureStartDate: '2026-11-21',
      departureEndDate: '2027-01-15',
      limit: 3,
    });
    expect(warnings).toEqual([]);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.query).toEqual({
      placeOfReceipt: 'NLAMS',
      placeOfDelivery: 'USBOS',
      departureStartDate: '2026-11-21',
      departureEndDate: '2027-01-15',
      limit: '3',
    });
    expect(seen[1]!.query.cursor).toEqual(expect.any(String));
    expect(seen.every((s) => s.apiVersion === '1' && s.auth === `Bearer ${TOKEN}`)).toBe(true);
    expect(r).toHaveLength(4);
    expect(r[0]).toMatchObject({
      transitDays: 11,
      cutoffs: [
        { code: 'DCO', at: new Date('2026-11-24T16:00:00Z') },
        { code: 'FCO', at: new Date('2026-11-26T16:00:00Z') },
      ],
    });
    expect(r[0]!.legs[0]).toMatchObject({
      carrierScac: 'MAEU',
      serviceCode: 'TA9',
      serviceName: 'Transatlantic DCSA Loop',
      vesselImo: '9321483',
      vesselName: 'EMMA MAERSK',
      voyage: '647W',
      calls: [
        { unlocode: 'NLAMS', arrival: null, departure: new Date('2026-11-27T16:00:00Z') },
        { unlocode: 'GBFXT', arrival: new Date('2026-11-28T22:00:00Z'), departure: new Date('2026-11-29T12:00:00Z') },
        { unlocode: 'USBOS', arrival: new Date('2026-12-08T16:00:00Z'), departure: null },
      ],
    });
    expect(r[2]!.legs.map((l) => [l.calls[0]!.unlocode, l.calls.at(-1)!.unlocode])).toEqual([
      ['NLAMS', 'ESALG'],
      ['ESALG', 'USBOS'],
    ]);
    expect(r[3]!.legs).toHaveLength(1); // the truck leg is not a sailing
  });

  it('raises ConnectorError on DCSA error answers, bad payloads and unreachable servers', async () => {
    const fail = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (e) {
        return e as ConnectorError;
      }
      throw new Error('expected a ConnectorError');
    };
    const bad = await fail(client().pointToPoint({ placeOfReceipt: 'nlams', placeOfDelivery: 'USBOS' }));
    expect(bad).toBeInstanceOf(ConnectorError);
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/400: placeOfReceipt does not exist/);
    expect((await fail(client().pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'BRSSZ' }))).status).toBe(500);
    expect(
      (await fail(client({ token: 'wrong' }).pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'USBOS' })))
        .status,
    ).toBe(401);
    broken = 'not-array';
    try {
      expect(
        (await fail(client().pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'USBOS' }))).message,
      ).toMatch(/not an array/);
    } finally {
      broken = 'none';
    }
    const gone = await fail(
      client({ baseUrl: 'http://127.0.0.1:1' }).pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'USBOS' }),
    );
    expect(gone).toBeInstanceOf(ConnectorError);
    expect(gone.message).toMatch(/request failed/);
  });
});

describe('DCSA Commercial Schedules client: a bad part is dropped alone (issue 40 finding 3)', () => {
  it('keeps the pages read when a later page fails twice, drops one routing and one cut-off, and counts each answer', async () => {
    const before = await dcsaCounts();
    seen.length = 0;
    const a = await client().pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'DEHAM' });
    expect(seen.map((x) => x.query.cursor ?? null)).toEqual([null, 'p2', 'p3', 'p3']);
    expect(a.routings.map((r) => r.legs[0]!.voyage)).toEqual(['M1', 'M2']);
    expect(a.routings[1]!.cutoffs).toEqual([]);
    expect(a.warnings.map((w) => [w.page, w.routing, w.dropped, w.field])).toEqual([
      [2, 0, 'routing', 'legs[0].departure.location'],
      [2, 1, 'field', 'cutOffTimes[0].cutOffDateTime'],
      [3, null, 'pages', ''],
    ]);
    expect(a.warnings[2]!.message).toMatch(
      /answered 500: Unable to process request; the routings of the pages before are kept/,
    );
    const after = await dcsaCounts();
    expect({
      ok: after.ok! - before.ok!,
      partial: after.partial! - before.partial!,
      rejected: after.rejected! - before.rejected!,
    }).toEqual({
      ok: 1,
      partial: 1,
      rejected: 2, // page 3 asked twice
    });
  });

  it('a first page that fails is rejected whole and counted once', async () => {
    const before = await dcsaCounts();
    await expect(client().pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'BRSSZ' })).rejects.toBeInstanceOf(
      ConnectorError,
    );
    expect((await dcsaCounts()).rejected! - before.rejected!).toBe(1);
  });
});

describe('schedules sync from the DCSA feed', () => {
  it('stores the routings as sailings that the schedules routes answer, and skips a failing lane', async () => {
    const result = await syncScheduleLanes(sys.services, client(), [
      { origin: 'NLAMS', destination: 'USBOS' },
      { origin: 'NLAMS', destination: 'BRSSZ' },
    ]);
    expect(result).toMatchObject({
      lanes: 1,
      legs: 4,
      slips: 0,
      failed: [{ lane: 'NLAMS-BRSSZ', error: expect.stringMatching(/500/) }],
    });
    const org = await sys.org({ entitlements: { schedules: null } });
    const key = await org.key('smcp');
    const r = await http(
      sys.urls.schedules,
      '/public/schedules?origin=NLAMS&destination=USBOS&from=2026-11-21&to=2026-12-31',
      { key },
    );
    expect(r.status).toBe(200);
    const items = r.body.data.items;
    expect(items.map((i: any) => [i.direct, i.departure_at])).toEqual([
      [true, '2026-11-27T16:00:00.000Z'],
      [false, '2026-11-29T08:00:00.000Z'],
      [true, '2026-12-04T16:00:00.000Z'],
    ]);
    expect(items[0]).toMatchObject({
      carrier_code: 'MAEU',
      carrier_name: 'Maersk A/S',
      arrival_at: '2026-12-08T16:00:00.000Z',
      transit_days: 11,
      cutoffs: {
        documentation_at: '2026-11-24T16:00:00.000Z',
        vgm_at: '2026-11-26T00:00:00.000Z',
        port_at: '2026-11-26T16:00:00.000Z',
      },
      legs: [
        {
          sailing_id: 'MAEU-TA9-647W',
          service_code: 'TA9',
          vessel_imo: '9321483',
          vessel_name: 'EMMA MAERSK',
          voyage: '647W',
          origin: 'NLAMS',
          destination: 'USBOS',
        },
      ],
    });
    expect(items[1].transshipment_ports).toEqual(['ESALG']);
    expect(items[1].legs.map((l: any) => [l.voyage, l.origin, l.destination])).toEqual([
      ['201S', 'NLAMS', 'ESALG'],
      ['305W', 'ESALG', 'USBOS'],
    ]);
    // the intermediate call is a port call too
    const fromFelixstowe = await http(
      sys.urls.schedules,
      '/public/schedules?origin=GBFXT&destination=USBOS&from=2026-11-21&to=2026-12-31',
      { key },
    );
    expect(fromFelixstowe.body.data.items.map((i: any) => i.departure_at)).toEqual([
      '2026-11-29T12:00:00.000Z',
      '2026-12-06T12:00:00.000Z',
    ]);
  });

  it('stores what the lane answered readably and reports what was left out, with the lane', async () => {
    const result = await syncScheduleLanes(sys.services, client(), [{ origin: 'NLAMS', destination: 'DEHAM' }]);
    expect(result).toMatchObject({ lanes: 1, legs: 2, failed: [] });
    expect(result.warnings.map((w) => [w.lane, w.page, w.routing, w.dropped, w.field])).toEqual([
      ['NLAMS-DEHAM', 2, 0, 'routing', 'legs[0].departure.location'],
      ['NLAMS-DEHAM', 2, 1, 'field', 'cutOffTimes[0].cutOffDateTime'],
      ['NLAMS-DEHAM', 3, null, 'pages', ''],
    ]);
    const org = await sys.org({ entitlements: { schedules: null } });
    const key = await org.key('smcp');
    const r = await http(
      sys.urls.schedules,
      '/public/schedules?origin=NLAMS&destination=DEHAM&from=2026-11-21&to=2026-12-31',
      {
        key,
      },
    );
    expect(r.body.data.items.map((i: any) => [i.legs[0].sailing_id, i.departure_at])).toEqual([
      ['MAEU-TA9-M1', '2026-12-10T16:00:00.000Z'],
      ['MAEU-TA9-M2', '2026-12-17T16:00:00.000Z'],
    ]);
  });

  it("raises sailing_slipped to the lane's watchers when a departure moves 24 hours or more", async () => {
    const org = await sys.org({ entitlements: { schedules: null } });
    const key = await org.key('smcp');
    expect(
      (await http(sys.urls.schedules, '/public/schedules?origin=NLAMS&destination=USBOS', { key })).headers.get(
        'x-usage-counted',
      ),
    ).toBe('1');
    const events = () => sys.outbox(org.id, 'schedules', 'sailing_slipped');
    slipHours = 2;
    expect((await syncScheduleLanes(sys.services, client(), [{ origin: 'NLAMS', destination: 'USBOS' }])).slips).toBe(
      0,
    );
    slipHours = 32;
    expect((await syncScheduleLanes(sys.services, client(), [{ origin: 'NLAMS', destination: 'USBOS' }])).slips).toBe(
      2,
    ); // NLAMS and GBFXT
    const raised = await events();
    expect(raised.map((e) => e.data)).toEqual([
      expect.objectContaining({
        sailing_id: 'MAEU-TA9-647W',
        carrier_code: 'MAEU',
        vessel_name: 'EMMA MAERSK',
        origin: 'NLAMS',
        destination: 'USBOS',
        port: 'NLAMS',
        previous_departure_at: '2026-11-27T18:00:00.000Z',
        new_departure_at: '2026-11-29T00:00:00.000Z',
        slip_hours: 30,
      }),
    ]);
    await syncScheduleLanes(sys.services, client(), [{ origin: 'NLAMS', destination: 'USBOS' }]);
    expect(await events()).toHaveLength(1);
    const r = await http(sys.urls.schedules, '/public/schedules?origin=NLAMS&destination=USBOS&direct=true', { key });
    expect(r.body.data.items[0]).toMatchObject({
      departure_at: '2026-11-29T00:00:00.000Z',
      slipped: true,
      legs: [
        {
          scheduled_departure_at: '2026-11-27T16:00:00.000Z',
          departure_at: '2026-11-29T00:00:00.000Z',
          slip_hours: 32,
        },
      ],
    });
  });

  it('a voyage seen in two routings with different calls is stored, its first call known only by its arrival', async () => {
    // Two routings of one voyage (MAEU-TA9-MRG): the second adds GBFXT, earlier than the first's
    // departure and known only by its arrival. Main failed the whole sync on the NOT NULL
    // departure_at once the calls were put in time order.
    const d = new Date('2026-12-20T10:00:00Z');
    const h = (n: number) => new Date(d.getTime() + n * 3_600_000);
    const leg = (calls: RoutingCall[]): RoutingLeg => ({
      carrierScac: 'MAEU',
      serviceCode: 'TA9',
      serviceName: null,
      vesselImo: '9321483',
      vesselName: 'EMMA MAERSK',
      voyage: 'MRG',
      calls,
      cutoffs: [],
    });
    const routingOf = (calls: RoutingCall[]): Routing => ({
      transitDays: null,
      legs: [leg(calls)],
      cutoffs: [],
      placeOfReceipt: null,
      placeOfDelivery: null,
      solutionNumber: null,
    });
    const source: ScheduleSource = {
      name: 'dcsa',
      pointToPoint: async () => ({
        routings: [
          routingOf([
            { unlocode: 'NLAMS', arrival: null, departure: d },
            { unlocode: 'DEHAM', arrival: h(40), departure: null },
          ]),
          routingOf([
            { unlocode: 'NLAMS', arrival: null, departure: h(-240) },
            { unlocode: 'GBFXT', arrival: h(-120), departure: null },
            { unlocode: 'DEHAM', arrival: h(40), departure: null },
          ]),
        ],
        warnings: [],
      }),
    };
    const r = await syncScheduleLanes(sys.services, source, [{ origin: 'NLAMS', destination: 'DEHAM' }]);
    expect(r).toMatchObject({ lanes: 1, legs: 1, failed: [] });
    const row = await sys.services.db.query<{ departure_at: Date; arrival_at: Date }>(
      `SELECT departure_at, arrival_at FROM schedules.sailings WHERE id = 'MAEU-TA9-MRG'`,
    );
    expect(row.rows.map((x) => [new Date(x.departure_at).toISOString(), new Date(x.arrival_at).toISOString()])).toEqual(
      [[d.toISOString(), h(40).toISOString()]],
    );
  });
});
