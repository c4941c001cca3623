// Reading one DCSA Commercial Schedules 1.0.3 answer page (issue 40 finding 3), on answers
// built from the spec's own property examples (test/fixtures/dcsa-cs/cs_v1.0.3.yaml): every
// Location form, a bad field or routing dropped alone and named, SCAC only from carrier codes,
// a leg without transport, strict date-times.
import { describe, it, expect } from 'vitest';
import { readPointToPointPage } from '../../subgraphs/schedules/connectors/dcsa-read.js';
import { parseDateTime } from '../../subgraphs/schedules/connectors/dcsa-fields.js';

const DEP = '2025-01-14T09:21:00+01:00';
const ARR = '2025-01-24T09:21:00-05:00';
const at = (location: object, dateTime = DEP, facilityTypeCode = 'POTE') => ({ facilityTypeCode, location, dateTime });
const partner = {
  carrierCode: 'MAEU',
  carrierCodeListProvider: 'NMFTA',
  carrierServiceName: 'Great Lion Service',
  carrierServiceCode: 'FE1',
  carrierExportVoyageNumber: '2103N',
};
const vessel = {
  vesselIMONumber: '9321483',
  name: 'King of the Seas',
  operatorCarrierCode: 'MAEU',
  operatorCarrierCodeListProvider: 'NMFTA',
};
const leg = (over: object = {}) => ({
  sequenceNumber: 1,
  transport: { modeOfTransport: 'VESSEL', servicePartners: [partner], vessel },
  departure: at({ UNLocationCode: 'NLAMS' }),
  intermediateCalls: [
    {
      location: { UNLocationCode: 'GBFXT' },
      arrivalDateTime: '2025-01-15T07:00:00Z',
      departureDateTime: '2025-01-15T19:00:00Z',
    },
  ],
  arrival: at({ UNLocationCode: 'USBOS' }, ARR),
  ...over,
});
const routing = (over: object = {}) => ({
  placeOfReceipt: at({ UNLocationCode: 'NLAMS' }),
  placeOfDelivery: at({ UNLocationCode: 'USBOS' }, ARR),
  cutOffTimes: [{ cutOffDateTimeCode: 'DCO', cutOffDateTime: '2025-01-10T12:00:00+01:00' }],
  solutionNumber: 1,
  transitTime: 10,
  legs: [leg()],
  ...over,
});
const read = (body: unknown, carrierScac = 'PRVD', extra = {}) => readPointToPointPage(body, { carrierScac, ...extra });
const where = (r: ReturnType<typeof read>) => r.warnings.map((w) => [w.routing, w.dropped, w.field]);

describe('DCSA CS Location forms', () => {
  it('a facility without a UN/LOCODE drops its routing alone; beside one it resolves; via terminals when known', () => {
    const facility = { facility: { facilityCode: 'ADT', facilityCodeListProvider: 'SMDG' } };
    const body = [
      routing({ legs: [leg({ departure: at(facility) })] }),
      routing({ legs: [leg({ departure: at({ UNLocationCode: 'NLAMS', ...facility }) })] }),
    ];
    const r = read(body);
    expect(r.routings).toHaveLength(1);
    expect(r.routings[0]!.legs[0]!.calls[0]!.unlocode).toBe('NLAMS');
    expect(where(r)).toEqual([[0, 'routing', 'legs[0].departure.location']]);
    expect(r.warnings[0]!.message).toMatch(/facility SMDG ADT, not resolved/);
    // a terminal table (the reference data has none today) resolves the facility alone
    const t = read(body, 'PRVD', { terminals: { 'SMDG:ADT': 'NLAMS' } });
    expect(t.routings).toHaveLength(2);
    expect(t.warnings).toEqual([]);
  });

  it('an address is kept as a place without a UN/LOCODE, or drops the call or routing that needs one', () => {
    const address = { street: 'Ruijggoordweg', streetNumber: '100', city: 'Amsterdam', countryCode: 'NL' };
    const r = read([
      routing({
        placeOfReceipt: at({ locationName: 'Port of Amsterdam', address }, DEP, 'CLOC'),
        legs: [leg({ intermediateCalls: [{ location: { addressLines: ['123 Example Rd'] } }] })],
      }),
      routing({ legs: [leg({ arrival: at({ address: { ...address, city: 'Boston', countryCode: 'US' } }, ARR) })] }),
    ]);
    expect(r.routings).toHaveLength(1);
    expect(r.routings[0]!.placeOfReceipt).toMatchObject({
      unlocode: null,
      name: 'Port of Amsterdam',
      address: { street: 'Ruijggoordweg', city: 'Amsterdam', countryCode: 'NL' },
      at: new Date('2025-01-14T08:21:00Z'),
    });
    expect(r.routings[0]!.legs[0]!.calls.map((c) => c.unlocode)).toEqual(['NLAMS', 'USBOS']);
    expect(where(r)).toEqual([
      [0, 'call', 'legs[0].intermediateCalls[0].location'],
      [1, 'routing', 'legs[0].arrival.location'],
    ]);
  });

  it('UN/LOCODEs are normalised, and a value that is none is refused', () => {
    const r = read([routing({ legs: [leg({ departure: at({ UNLocationCode: ' nlams ' }) })] })]);
    expect(r.routings[0]!.legs[0]!.calls[0]!.unlocode).toBe('NLAMS');
    const bad = read([routing({ legs: [leg({ intermediateCalls: [{ location: { UNLocationCode: 'sed u' } }] })] })]);
    expect(bad.routings[0]!.legs[0]!.calls.map((c) => c.unlocode)).toEqual(['NLAMS', 'USBOS']);
    expect(where(bad)).toEqual([
      [0, 'field', 'legs[0].intermediateCalls[0].location.UNLocationCode'],
      [0, 'call', 'legs[0].intermediateCalls[0].location'],
    ]);
  });
});

describe('DCSA CS: one bad part is dropped alone and named', () => {
  it('one bad cutOffDateTime drops only that cut-off', () => {
    const r = read([
      routing({
        cutOffTimes: [
          { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2025-02-30T12:00:00+01:00' },
          { cutOffDateTimeCode: 'FCO', cutOffDateTime: '2025-01-12T18:00:00+01:00' },
        ],
      }),
      routing({ solutionNumber: 2 }),
    ]);
    expect(r.routings).toHaveLength(2);
    expect(r.routings[0]!.cutoffs).toEqual([{ code: 'FCO', at: new Date('2025-01-12T17:00:00Z') }]);
    expect(r.warnings).toEqual([
      {
        page: 1,
        routing: 0,
        field: 'cutOffTimes[0].cutOffDateTime',
        dropped: 'field',
        message: '"2025-02-30T12:00:00+01:00" is not a calendar date',
      },
    ]);
  });

  it('an unreadable vessel departure drops its routing, an unreadable intermediate time only that time', () => {
    const r = read([
      routing({ legs: [leg({ departure: at({ UNLocationCode: 'NLAMS' }, '2025-01-14T24:00:00+01:00') })] }),
      routing({
        legs: [
          leg({
            intermediateCalls: [
              {
                location: { UNLocationCode: 'GBFXT' },
                arrivalDateTime: '2025-01-15T07:00:00',
                departureDateTime: '2025-01-15T19:00:00Z',
              },
            ],
          }),
        ],
      }),
    ]);
    expect(r.routings).toHaveLength(1);
    expect(r.routings[0]!.legs[0]!.calls[1]).toEqual({
      unlocode: 'GBFXT',
      arrival: null,
      departure: new Date('2025-01-15T19:00:00Z'),
    });
    expect(where(r)).toEqual([
      [0, 'routing', 'legs[0].departure.dateTime'],
      [1, 'field', 'legs[0].intermediateCalls[0].arrivalDateTime'],
    ]);
    expect(r.warnings[0]!.message).toMatch(/not a time of day/);
    expect(r.warnings[1]!.message).toMatch(/no UTC offset/);
  });

  it('a voyage is kept in time order: a leg arriving before it departs drops its routing, a call that cannot be placed is dropped', () => {
    const r = read([
      routing({ legs: [leg({ arrival: at({ UNLocationCode: 'USBOS' }, '2025-01-01T00:00:00Z') })] }),
      routing({
        legs: [
          leg({
            intermediateCalls: [
              { location: { UNLocationCode: 'GBFXT' } },
              { location: { UNLocationCode: 'BEANR' }, arrivalDateTime: '2025-02-01T08:00:00+01:00' },
              {
                location: { UNLocationCode: 'FRLEH' },
                arrivalDateTime: '2025-01-16T08:00:00Z',
                departureDateTime: '2025-01-15T08:00:00Z',
              },
              { location: { UNLocationCode: 'ESALG' }, departureDateTime: '2025-01-18T08:00:00Z' },
            ],
          }),
        ],
      }),
    ]);
    expect(r.routings).toHaveLength(1);
    expect(r.routings[0]!.legs[0]!.calls.map((c) => c.unlocode)).toEqual(['NLAMS', 'ESALG', 'USBOS']);
    expect(where(r)).toEqual([
      [0, 'routing', 'legs[0].arrival.dateTime'],
      [1, 'call', 'legs[0].intermediateCalls[0]'],
      [1, 'call', 'legs[0].intermediateCalls[1]'],
      [1, 'call', 'legs[0].intermediateCalls[2]'],
    ]);
  });

  it('a routing that is not one, or has no legs, is dropped alone; the page that is not a list is refused', () => {
    const r = read([null, routing({ legs: [] }), routing({ transitTime: -3 }), 'x']);
    expect(r.routings).toHaveLength(1);
    expect(r.routings[0]!.transitDays).toBeNull();
    expect(where(r)).toEqual([
      [0, 'routing', ''],
      [1, 'routing', 'legs'],
      [2, 'field', 'transitTime'],
      [3, 'routing', ''],
    ]);
    expect(() => read({ routes: [] })).toThrow(/not an array/);
  });

  it('a leg without transport is dropped; a routing left with no vessel leg is dropped', () => {
    const truckless = {
      sequenceNumber: 1,
      departure: at({ UNLocationCode: 'DEDUS' }),
      arrival: at({ UNLocationCode: 'NLAMS' }),
    };
    const r = read([
      routing({ legs: [leg({ sequenceNumber: 2 }), truckless] }),
      routing({ legs: [truckless] }),
      routing({ legs: [{ ...truckless, transport: { modeOfTransport: 'RAIL' } }] }),
    ]);
    expect(r.routings).toHaveLength(1);
    expect(r.routings[0]!.legs).toHaveLength(1);
    expect(where(r)).toEqual([
      [0, 'leg', 'legs[1].transport'],
      [1, 'routing', 'legs'],
      [2, 'routing', 'legs'],
    ]);
  });
});

describe('DCSA CS: SCAC only from carrier codes', () => {
  const withTransport = (transport: object) => routing({ legs: [leg({ transport })] });
  const scacs = (body: unknown[], extra = {}) => read(body, 'PRVD', extra).routings.map((r) => r.legs[0]!.carrierScac);

  it("without servicePartners the vessel operator's SMDG code is not the SCAC", () => {
    const op = (code: string, list: string) => ({
      modeOfTransport: 'VESSEL',
      vessel: { ...vessel, operatorCarrierCode: code, operatorCarrierCodeListProvider: list },
    });
    expect(scacs([withTransport(op('MSK', 'SMDG')), withTransport(op('MAEU', 'NMFTA'))])).toEqual(['PRVD', 'MAEU']);
    // mapped where the reference data has SMDG → SCAC
    expect(scacs([withTransport(op('MSK', 'SMDG'))], { smdgCarriers: { MSK: 'MAEU' } })).toEqual(['MAEU']);
  });

  it("a partner's SMDG code is not a SCAC; the partner named by a SCAC gives carrier, service and voyage", () => {
    const partners = [
      { ...partner, carrierCode: 'MSK', carrierCodeListProvider: 'SMDG' },
      { ...partner, carrierCode: 'MSCU', carrierServiceCode: 'AE1', carrierExportVoyageNumber: '201W' },
    ];
    const r = read([withTransport({ modeOfTransport: 'VESSEL', servicePartners: partners, vessel: {} })]);
    expect(r.routings[0]!.legs[0]).toMatchObject({ carrierScac: 'MSCU', serviceCode: 'AE1', voyage: '201W' });
    // the provider's own partner first
    const own = read([withTransport({ modeOfTransport: 'VESSEL', servicePartners: partners, vessel: {} })], 'MAEU', {
      smdgCarriers: { MSK: 'MAEU' },
    });
    expect(own.routings[0]!.legs[0]).toMatchObject({ carrierScac: 'MAEU', serviceCode: 'FE1', voyage: '2103N' });
    // the spec's example: MAEU given as an SMDG code
    const smdgOnly = [{ ...partner, carrierCodeListProvider: 'SMDG' }];
    expect(
      scacs([
        withTransport({
          modeOfTransport: 'VESSEL',
          servicePartners: smdgOnly,
          vessel: { ...vessel, operatorCarrierCodeListProvider: 'SMDG' },
        }),
      ]),
    ).toEqual(['PRVD']);
  });
});

describe('DCSA CS date-times', () => {
  it('local time with its offset to UTC; no offset, impossible dates and times refused', () => {
    expect(parseDateTime('2019-11-12T07:41:00-08:30')).toEqual({ at: new Date('2019-11-12T16:11:00Z') });
    expect(parseDateTime('2025-01-14T09:21:00.5+01:00')).toEqual({ at: new Date('2025-01-14T08:21:00.500Z') });
    expect(parseDateTime('1903-10-16T03:51:03.0Z')).toEqual({ at: new Date('1903-10-16T03:51:03Z') });
    for (const bad of [
      '2025-01-14T09:21:00',
      '2019-02-29T10:00:00Z',
      '2025-01-14T24:00:00Z',
      '2025-13-01T00:00:00Z',
      'Friday noon',
      '2025-01-14T09:21:00+25:00',
    ])
      expect(parseDateTime(bad)).toHaveProperty('error');
    expect(parseDateTime('2024-02-29T10:00:00Z')).toEqual({ at: new Date('2024-02-29T10:00:00Z') });
  });
});

describe('DCSA CS: no answer shape throws', () => {
  /** Deterministic PRNG (mulberry32). */
  function rng(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const ODD = [null, 0, -1, 1.5, '', 'x', ' nlams ', '2025-02-30T00:00:00Z', [], {}, [null], { location: null }, true];

  it('1,000 mutations of a spec-example answer are read without a throw, every routing kept whole', () => {
    const next = rng(40);
    for (let n = 0; n < 1000; n++) {
      const body: any = JSON.parse(JSON.stringify([routing(), routing({ solutionNumber: 2 })]));
      // replace 1–3 nodes anywhere in the answer with an odd value
      for (let k = 0; k < 1 + Math.floor(next() * 3); k++) {
        let node = body;
        for (let depth = 0; depth < 8; depth++) {
          const keys = node && typeof node === 'object' ? Object.keys(node) : [];
          if (!keys.length) break;
          const key = keys[Math.floor(next() * keys.length)]!;
          if (next() < 0.3 || typeof node[key] !== 'object' || node[key] === null) {
            node[key] = ODD[Math.floor(next() * ODD.length)];
            break;
          }
          node = node[key];
        }
      }
      const r = read(body);
      for (const x of r.routings) {
        expect(x.legs.length).toBeGreaterThan(0);
        for (const l of x.legs) {
          expect(l.calls.length).toBeGreaterThanOrEqual(2);
          expect(l.calls[0]!.departure).toBeInstanceOf(Date);
          expect(l.calls.at(-1)!.arrival).toBeInstanceOf(Date);
          expect(new Set(l.calls.map((c) => c.unlocode)).size).toBe(l.calls.length);
        }
      }
      expect(r.routings.length + r.warnings.filter((w) => w.dropped === 'routing').length).toBe(2);
    }
  });
});
