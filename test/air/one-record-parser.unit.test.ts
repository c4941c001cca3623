// The ONE Record parser (subgraphs/air/connectors/one-record-parser.ts, one-record-jsonld.ts): the
// JSON-LD document forms the API specification requires a client to read, piece-level events
// gathered into shipment-level lines, and bad events dropped alone.
import { describe, it, expect } from 'vitest';
import { parseOneRecord, type OneRecordBundle } from '../../subgraphs/air/connectors/one-record-parser.js';
import { normalise } from '../../subgraphs/air/decide/normalise.js';
import { parseAnswer, readMessage } from '../../subgraphs/air/connectors/message-formats.js';
import { airEnv } from '../../subgraphs/air/settings.js';
import { waybillUriOf } from '../../subgraphs/air/connectors/one-record.js';
import { connectorMessages } from '../../platform/metrics.js';

async function counted(result: string): Promise<number> {
  const m = await connectorMessages.get();
  return m.values.find((v) => v.labels.connector === 'one-record' && v.labels.result === result)?.value ?? 0;
}

const C = 'https://onerecord.iata.org/ns/cargo#';
const bundle = (b: Partial<OneRecordBundle>) =>
  JSON.stringify({ '@type': 'OneRecordBundle', awb: '02012345675', objects: [], events: [], warnings: [], ...b });
const read = (text: string) => {
  const r = parseOneRecord(text);
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('ONE Record parser', () => {
  it('reads the expanded form (full IRIs, values in lists, literals as @value)', () => {
    const r = read(
      bundle({
        waybill: {
          '@id': 'https://1r.x/lo/wb',
          '@type': [`${C}Waybill`],
          [`${C}waybillPrefix`]: [{ '@value': '020' }],
          [`${C}waybillNumber`]: [{ '@value': '12345675' }],
          [`${C}departureLocation`]: [
            { '@type': [`${C}Location`], [`${C}locationCodes`]: [{ [`${C}code`]: ['FRA'] }] },
          ],
          [`${C}arrivalLocation`]: [{ [`${C}locationCodes`]: [{ [`${C}code`]: [{ '@value': 'JFK' }] }] }],
        },
        events: [
          {
            '@type': [`${C}LogisticsEvent`],
            [`${C}eventCode`]: [{ '@id': 'https://onerecord.iata.org/ns/code-lists/StatusCode#RCS' }],
            [`${C}eventDate`]: [{ '@value': '2026-11-19T08:15:00+01:00', '@type': 'xsd:dateTime' }],
            [`${C}eventTimeType`]: [{ '@id': `${C}ACTUAL` }],
            [`${C}eventLocation`]: [{ [`${C}locationCodes`]: [{ [`${C}code`]: ['FRA'] }] }],
          },
        ],
      }),
    );
    expect(r.warnings).toEqual([]);
    expect(r.message).toMatchObject({ awb: '02012345675', origin: 'FRA', destination: 'JFK' });
    expect(r.message.statuses).toMatchObject([{ code: 'RCS', day: 19, month: 11, minutes: 495, airports: ['FRA'] }]);
  });

  it('reads the flattened form (@graph, references by @id) and an estimated event as an E-time', () => {
    const r = read(
      bundle({
        waybill: {
          '@context': { '@vocab': C },
          '@graph': [
            {
              '@id': 'urn:wb',
              '@type': 'Waybill',
              waybillNumber: '02012345675',
              departureLocation: { '@id': 'urn:fra' },
            },
            { '@id': 'urn:fra', '@type': 'Location', locationName: 'FRA' },
            {
              '@id': 'urn:e1',
              '@type': 'LogisticsEvent',
              eventCode: 'dep',
              eventDate: '2026-11-19T10:30:00',
              eventTimeType: 'ESTIMATED',
              eventLocation: { '@id': 'urn:fra' },
            },
          ],
        },
      }),
    );
    expect(r.message.origin).toBe('FRA');
    expect(r.message.statuses).toMatchObject([
      { code: 'DEP', minutes: null, times: [{ kind: 'E', side: null, minutes: 630, dayChange: 0 }] },
    ]);
    expect(r.warnings).toEqual([expect.stringMatching(/destination \(arrivalLocation\) names no airport code/)]);
  });

  it('gathers piece events into one line counting the pieces (P2T3, then T3)', () => {
    const piece = (n: number) => ({ '@id': `urn:p${n}`, '@type': 'cargo:Piece' });
    const ev = (n: number, code: string, at: string) => ({
      '@id': `urn:e-${code}-${n}`,
      '@type': 'cargo:LogisticsEvent',
      'cargo:eventCode': code,
      'cargo:eventDate': at,
      'cargo:eventFor': { '@id': `urn:p${n}` },
      'cargo:eventLocation': { 'cargo:locationName': 'JFK' },
    });
    const ctx = { cargo: C };
    const r = read(
      bundle({
        waybill: { '@context': ctx, '@type': 'cargo:Waybill', 'cargo:shipment': { '@id': 'urn:s' } },
        objects: [{ '@context': ctx, '@id': 'urn:s', '@type': 'cargo:Shipment', 'cargo:pieces': [1, 2, 3].map(piece) }],
        events: [
          {
            '@context': ctx,
            '@graph': [ev(1, 'RCF', '2026-11-20T07:00:00-05:00'), ev(2, 'RCF', '2026-11-20T07:00:00-05:00')],
          },
          { '@context': ctx, '@graph': [1, 2, 3].map((n) => ev(n, 'DLV', '2026-11-21T09:00:00-05:00')) },
        ],
      }),
    );
    expect(r.message.quantity).toMatchObject({ code: 'T', pieces: 3 });
    expect(r.message.statuses.map((s) => [s.code, s.quantity])).toEqual([
      ['RCF', { code: 'P', pieces: 2, weightKg: null, totalPieces: 3 }],
      ['DLV', { code: 'T', pieces: 3, weightKg: null, totalPieces: null }],
    ]);
    const n = normalise(parseAnswer('02012345675', [JSON.stringify(JSON.parse(bundle({})))]), new Map(), new Date());
    expect(n.status).toBe('unknown');
  });

  it('drops a bad event alone, rejects what is not ONE Record, and parseAnswer checks the waybill', () => {
    const r = read(
      bundle({
        waybill: { '@type': 'cargo:Waybill', '@context': { cargo: C } },
        events: [
          {
            '@context': { cargo: C },
            '@type': 'cargo:LogisticsEvent',
            'cargo:eventCode': 'DEP',
            'cargo:eventDate': '2026-02-30T10:00:00Z',
          },
          { '@context': { cargo: C }, '@type': 'cargo:LogisticsEvent', 'cargo:eventCode': 'ARR' },
          {
            '@context': { cargo: C },
            '@type': 'cargo:LogisticsEvent',
            'cargo:eventCode': 'RCS',
            'cargo:eventDate': '2026-02-27T10:00:00Z',
          },
        ],
      }),
    );
    expect(r.message.statuses.map((s) => s.code)).toEqual(['RCS']);
    expect(r.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/DEP: impossible eventDate "2026-02-30T10:00:00Z"/),
        expect.stringMatching(/ARR: no eventDate/),
      ]),
    );
    expect(parseOneRecord('{"messages": [')).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON/) });
    expect(parseOneRecord('{"@type": "cargo:Shipment"}')).toEqual({ ok: false, error: 'no Waybill logistics object' });
    const other = bundle({
      waybill: { '@type': 'cargo:Waybill', 'cargo:waybillPrefix': '176', 'cargo:waybillNumber': '12345675' },
    });
    expect(parseAnswer('02012345675', [other]).warnings).toEqual([
      'message 1 rejected: it is about 17612345675, not 02012345675',
    ]);
  });

  it('counts each bundle read in connector_messages_total{connector="one-record"}', async () => {
    const [ok, partial, rejected] = [await counted('ok'), await counted('partial'), await counted('rejected')];
    const wb = { '@type': 'cargo:Waybill', 'cargo:waybillPrefix': '020', 'cargo:waybillNumber': '12345675' };
    const at = (code: string) => ({ 'cargo:locationCodes': [{ 'cargo:code': code }] });
    readMessage(
      bundle({ waybill: { ...wb, 'cargo:departureLocation': at('FRA'), 'cargo:arrivalLocation': at('JFK') } }),
    );
    readMessage(bundle({ waybill: wb, warnings: ['events … not read: HTTP 500'] }));
    readMessage('{"@type": "cargo:Piece"}');
    expect([await counted('ok'), await counted('partial'), await counted('rejected')]).toEqual([
      ok + 1,
      partial + 1,
      rejected + 1,
    ]);
  });

  it('never throws on JSON of any shape', () => {
    for (const v of [
      null,
      1,
      'x',
      [],
      [{}],
      { '@type': 'OneRecordBundle' },
      { '@type': 'OneRecordBundle', waybill: 5, events: 'x' },
      { '@graph': 3 },
      { '@context': 7, '@type': {} },
    ])
      expect(() => parseOneRecord(JSON.stringify(v))).not.toThrow();
  });
});

describe('ONE Record and XFSU configuration (airEnv)', () => {
  const base = {
    AIR_ONE_RECORD_TOKEN_URL: 'https://auth.x/token',
    AIR_ONE_RECORD_CLIENT_ID: 'id',
    AIR_ONE_RECORD_CLIENT_SECRET: 's',
  };

  it('reads per-prefix lists beside the FSU feed and the client credentials', () => {
    const cfg = airEnv({
      ...base,
      AIR_FSU_ENDPOINTS: '020=https://fsu.lh.example',
      AIR_XFSU_ENDPOINTS: ' 057=https://xfsu.af.example ; 074=https://xfsu.kl.example',
      AIR_ONE_RECORD_ENDPOINTS: '176=https://1r.ek.example;157=https://1r.qr.example/lo/{prefix}{serial}',
      AIR_ONE_RECORD_SCOPE: 'read',
    });
    expect(cfg).toMatchObject({
      fsuEndpoints: { '020': 'https://fsu.lh.example' },
      xfsuEndpoints: { '057': 'https://xfsu.af.example', '074': 'https://xfsu.kl.example' },
      oneRecordEndpoints: { '176': 'https://1r.ek.example', '157': 'https://1r.qr.example/lo/{prefix}{serial}' },
      oneRecordWaybillUri: null,
      oneRecordAuth: {
        tokenUrl: 'https://auth.x/token',
        clientId: 'id',
        clientSecret: 's',
        scope: 'read',
        clientAuth: 'basic',
      },
    });
    expect(airEnv({}).oneRecordAuth).toBeNull();
  });

  it('refuses a prefix in two lists, a malformed entry, half the credentials, an unknown client authentication', () => {
    expect(() => airEnv({ AIR_FSU_ENDPOINTS: '176=https://a', AIR_ONE_RECORD_ENDPOINTS: '176=https://b' })).toThrow(
      /prefix 176 is in both AIR_FSU_ENDPOINTS and AIR_ONE_RECORD_ENDPOINTS/,
    );
    expect(() => airEnv({ AIR_XFSU_ENDPOINTS: '17=https://a' })).toThrow(/AIR_XFSU_ENDPOINTS entry "17=https:\/\/a"/);
    expect(() => airEnv({ AIR_ONE_RECORD_ENDPOINTS: '176=ftp://a' })).toThrow(/is not ppp=url/);
    expect(() => airEnv({ AIR_ONE_RECORD_TOKEN_URL: 'https://t' })).toThrow(/set together/);
    expect(() => airEnv({ ...base, AIR_ONE_RECORD_CLIENT_AUTH: 'jwt' })).toThrow(/basic or body/);
  });

  it('builds the waybill URI from the default template, a configured one, or the entry itself', () => {
    const awb = { digits: '17612345675', prefix: '176', display: '176-12345675' };
    expect(waybillUriOf('https://1r.ek.example/', null, awb)).toBe(
      'https://1r.ek.example/logistics-objects/awb-176-12345675',
    );
    expect(waybillUriOf('https://1r.ek.example', '{server}/lo/{awb}', awb)).toBe(
      'https://1r.ek.example/lo/176-12345675',
    );
    expect(waybillUriOf('https://1r.qr.example/lo/{digits}', null, awb)).toBe('https://1r.qr.example/lo/17612345675');
  });
});
