// Cargo-IMP FSU parser on a corpus of realistic messages, malformed ones included; then the
// same corpus served by an airline over real HTTP and read back through GET /track.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import { useSystem, http } from '../support/harness.js';
import { parseFsu, splitMessages } from '../../subgraphs/air/connectors/fsu-parser.js';
import { normalise } from '../../subgraphs/air/decide/normalise.js';
import { parseAnswer } from '../../subgraphs/air/connectors/message-formats.js';
import { FsuHttpAirline } from '../../subgraphs/air/connectors/fsu-http.js';
import { configureAir } from '../../subgraphs/air/connectors/index.js';
import { checkDigitOf } from '../../subgraphs/air/decide/awb.js';
import { portOf, closeServer } from '../../platform/http.js';

const awbOf = (prefix: string, serial: string) => `${prefix}-${serial}${checkDigitOf(serial)}`;

function ok(text: string) {
  const r = parseFsu(text);
  if (!r.ok) throw new Error(`expected a parse, got: ${r.error}`);
  return r;
}

describe('FSU parser corpus', () => {
  it('reads a departure as written in the issue (station only)', () => {
    const r = ok('FSU/14\n176-12345675LHRJFK/T10K120.5\nDEP/LH400/12MAR/FRA/T10K120.5');
    expect(r.warnings).toEqual([]);
    expect(r.message).toMatchObject({
      type: 'FSU',
      version: 14,
      awb: '17612345675',
      origin: 'LHR',
      destination: 'JFK',
      roadFeeder: false,
    });
    expect(r.message.quantity).toEqual({ code: 'T', pieces: 10, weightKg: 120.5, totalPieces: null });
    expect(r.message.statuses).toHaveLength(1);
    expect(r.message.statuses[0]).toMatchObject({
      code: 'DEP',
      flight: 'LH400',
      day: 12,
      month: 3,
      minutes: null,
      airports: ['FRA'],
      times: [],
      remarks: [],
    });
  });

  it('reads a booking with scheduled times and no consignment weight', () => {
    const r = ok('FSU/12\n901-00001875LAXNEW/T25\nBKD/DNT212/16DEC/LAXNEW/T25K47500/S1000');
    expect(r.message.quantity).toEqual({ code: 'T', pieces: 25, weightKg: null, totalPieces: null });
    expect(r.message.statuses[0]).toMatchObject({
      code: 'BKD',
      flight: 'DNT212',
      day: 16,
      month: 12,
      airports: ['LAX', 'NEW'],
      quantity: { code: 'T', pieces: 25, weightKg: 47500, totalPieces: null },
      times: [{ kind: 'S', side: null, minutes: 600, dayChange: 0 }],
    });
  });

  it('reads an arrival with a time in the date field, an empty field and a day change', () => {
    const r = ok('FSU/12\r\n239-12345675FRAMRU/T1K14.1\r\nRCF/MK059/20NOV1300/MRU/T1K14.1//A1117-P\r\n');
    expect(r.message.statuses[0]).toMatchObject({
      code: 'RCF',
      flight: 'MK59',
      day: 20,
      month: 11,
      minutes: 13 * 60,
      airports: ['MRU'],
      times: [{ kind: 'A', side: null, minutes: 11 * 60 + 17, dayChange: -1 }],
    });
  });

  it('keeps names as remarks and reads lines without a quantity', () => {
    const r = ok('FSU/14\n020-12345675FRAJFK/T1K100\nFOH/16OCT1317/FRA/LCAG\nMAN/LH400/16OCT/FRAJFK');
    expect(r.message.statuses.map((s) => [s.code, s.quantity, s.remarks])).toEqual([
      ['FOH', null, ['LCAG']],
      ['MAN', null, []],
    ]);
  });

  it('converts pounds and reads a part shipment of a larger consignment', () => {
    const r = ok(`FSU/14\n${awbOf('016', '2345678')}ORDLHR/T12K300\nDEP/UA0958/03FEB/ORDLHR/P5L220T12/S1745/A1802`);
    expect(r.message.statuses[0]!.quantity).toEqual({ code: 'P', pieces: 5, weightKg: 99.8, totalPieces: 12 });
    expect(r.message.statuses[0]!.flight).toBe('UA958');
    expect(r.message.statuses[0]!.times.map((t) => t.kind)).toEqual(['S', 'A']);
  });

  it('joins continuation lines, reads OSI road-feeder service and explicit time sides', () => {
    const r = ok(
      `FSU/14\n${awbOf('020', '5550001')}FRAMXP/T3K45.5\nMAN/LH9012/05APR/FRAMXP/T3K45.5/SD2200/SA0630-N\nDEP/LH9012/05APR/FRAMXP/T3K45.5/AD2210\n/TRUCK LEFT GATE 4\nOSI/RFS`,
    );
    expect(r.message.roadFeeder).toBe(true);
    expect(r.message.statuses[0]!.times).toEqual([
      { kind: 'S', side: 'D', minutes: 22 * 60, dayChange: 0 },
      { kind: 'S', side: 'A', minutes: 6 * 60 + 30, dayChange: 1 },
    ]);
    expect(r.message.statuses[1]!.remarks).toEqual(['TRUCK LEFT GATE 4']);
  });

  it('accepts lower case and keeps an unrecognised status code as written', () => {
    const r = ok('fsu/14\n057-06399886cdgjfk/t2k40\nrcs/01jan0800/cdg/t2k40\nxyz/02jan0900/cdg/t2k40');
    expect(r.message.statuses.map((s) => s.code)).toEqual(['RCS', 'XYZ']);
  });

  it('rejects a message without header, of another type, with a bad consignment line, empty or binary', () => {
    const bad: [string, RegExp][] = [
      ['176-12345675LHRJFK/T10K120.5\nDEP/LH400/12MAR/FRA', /not a status message/],
      ['FWB/16\n176-12345675LHRJFK/T10K120.5', /not a status message/],
      ['FSU/14\n176-1234567LHRJFK/T10\nDEP/LH400/12MAR/FRA', /line 2/],
      ['FSU/14', /line 2/],
      ['', /empty/],
      ['\u0000\u0001zz', /not a status message/],
    ];
    for (const [text, why] of bad) {
      const r = parseFsu(text);
      expect(r.ok, JSON.stringify(text)).toBe(false);
      if (!r.ok) expect(r.error).toMatch(why);
    }
  });

  it('drops unreadable status lines with a warning and keeps the rest; a DEP without its flight is kept, reported', () => {
    const r = ok(
      [
        'FSU/14',
        '176-12345675LHRJFK/T10K120.5',
        'DEP/LH400/32MAR/FRA/T10K120.5',
        'DEP/12MAR/FRA/T10',
        'DEP/LH400',
        'ARR/LH400/12MAR/JFK/T10K120.5/A2460',
        '12MAR/FRA',
        'RCS/11MAR0800/LHR/T10K120.5',
      ].join('\n'),
    );
    expect(r.message.statuses.map((s) => s.code)).toEqual(['DEP', 'RCS']);
    expect(r.warnings).toEqual([
      expect.stringMatching(/line 3: impossible date "32MAR"/),
      expect.stringMatching(
        /line 4: DEP not to the Cargo-IMP layout \(no flight field; no flight: kept, no route leg\)/,
      ),
      expect.stringMatching(/line 5: DEP without a date/),
      expect.stringMatching(/line 6: impossible time "A2460"/),
      expect.stringMatching(/line 7: .* does not start with a 3-letter status code/),
    ]);
  });

  it('splits a feed into messages, keeping junk before the first header as its own (rejected) chunk', () => {
    const parts = splitMessages(
      'garbage\nFSU/14\n176-12345675LHRJFK/T1K1\nRCS/01JAN0800/LHR\n\nFSA/14\n176-12345675LHRJFK/T1K1\nDEP/BA117/01JAN/LHRJFK',
    );
    expect(parts).toHaveLength(3);
    expect(parseFsu(parts[0]!).ok).toBe(false);
    expect(parts.slice(1).map((p) => ok(p).message.type)).toEqual(['FSU', 'FSA']);
  });

  it('normalises: messages about another waybill are rejected, unknown codes are UNKNOWN and never movement', () => {
    const parsed = parseAnswer('17612345675', [
      'FSU/14\n176-12345675LHRJFK/T10K120.5\nRCS/11MAR0800/LHR/T10K120.5',
      'FSU/14\n176-99999994LHRJFK/T10K120.5\nDLV/12MAR0800/JFK/T10K120.5',
      'FSU/14\n176-12345675LHRJFK/T10K120.5\nXYZ/12MAR0900/JFK/T10K120.5',
    ]);
    expect(parsed.warnings).toEqual([expect.stringMatching(/message 2 rejected: it is about 17699999994/)]);
    const n = normalise(parsed, new Map(), new Date('2026-03-15T00:00:00Z'));
    expect(n.status).toBe('accepted');
    expect(n.events.map((e) => [e.status_code, e.event_family, e.description])).toEqual([
      ['RCS', 'ACCEPTANCE', 'Received from shipper at LHR'],
      ['UNKNOWN', 'FLIGHT', 'Unrecognised status code XYZ at JFK'],
    ]);
    // Times are station-local; with no zone known they read as UTC, and the year is the nearest.
    expect(n.events[0]!.actual?.toISOString()).toBe('2026-03-11T08:00:00.000Z');
  });
});

// ---- the corpus over HTTP

let airline: Server;
let airlineUrl: string;
const answers = new Map<string, { status?: number; type?: string; body: string }>();

const sys = useSystem();
beforeAll(async () => {
  airline = createServer((req, res) => {
    const m = /^\/fsu\/(\d{3}-\d{8})$/.exec(req.url ?? '');
    const a = m ? answers.get(m[1]!) : undefined;
    if (!a) {
      res.writeHead(404, { 'retry-after': '120' }).end();
      return;
    }
    res.writeHead(a.status ?? 200, { 'content-type': a.type ?? 'text/plain' }).end(a.body);
  });
  await new Promise<void>((r) => airline.listen(0, '127.0.0.1', r));
  airlineUrl = `http://127.0.0.1:${portOf(airline)}`;
  configureAir(sys.services, { airline: new FsuHttpAirline({ baseUrl: airlineUrl }) });
});
afterAll(async () => {
  await closeServer(airline);
});

describe('the corpus through GET /track', () => {
  it('serves what is readable, drops what is not, and reports unknown codes as UNKNOWN', async () => {
    const awb = awbOf('020', '1111111');
    const head = `FSU/14\n${awb}FRAJFK/T4K88.0`;
    answers.set(awb, {
      body: [
        'garbage before the first message',
        `${head}\nBKD/LH400/19NOV/FRAJFK/T4K88.0/S1030/S1330`,
        `${head}\nFOH/19NOV0700/FRA/T4K88.0/ACME`,
        `${head}\nRCS/19NOV0815/FRA/T4K88.0`,
        `${head}\nQQQ/19NOV0900/FRA/T4K88.0`, // unrecognised code
        `${head}\nDEP/LH400/32NOV/FRAJFK/T4K88.0`, // impossible date: dropped
        `FSU/14\n${awbOf('020', '2222222')}FRAJFK/T1K1\nDLV/20NOV1200/JFK/T1K1`, // another waybill
        'FWB/16\nnot a status message',
      ].join('\n'),
    });
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, `/track/${awb}`, { key });
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('accepted');
    expect(r.body.data.events.map((e: any) => e.status_code)).toEqual(['FOH', 'RCS', 'UNKNOWN', 'BKD']);
    const unknown = r.body.data.events[2];
    expect(unknown).toMatchObject({
      status_code: 'UNKNOWN',
      event_family: 'FLIGHT',
      station: 'FRA',
      description: 'Unrecognised status code QQQ at FRA',
    });
    // Station-local times: Frankfurt is UTC+1 in November.
    expect(r.body.data.events[0].datetime).toBe('2026-11-19T06:00:00.000Z');
    expect(r.body.data.routes).toHaveLength(1);
    expect(r.body.data.routes[0]).toMatchObject({
      order_id: 1,
      status: 'BOOKED',
      transport_type: 'PLANE',
      flight_number: 'LH400',
      departure: { estimated: '2026-11-19T09:30:00.000Z', actual: null },
      arrival: { estimated: '2026-11-19T18:30:00.000Z', actual: null },
      from: { iata_code: 'FRA', timezone: 'Europe/Berlin' },
      to: { iata_code: 'JFK', timezone: 'America/New_York' },
    });
    expect(r.body.data.flight_number).toBe('LH400');
  });

  it('answers a JSON feed the same way, and a feed of nothing readable as status unknown', async () => {
    const awb = awbOf('020', '3333333');
    answers.set(awb, {
      type: 'application/json',
      body: JSON.stringify({ messages: [`FSU/14\n${awb}FRAJFK/T1K5\nZZZ/19NOV0700/FRA/T1K5`, 'FSU/14\nbroken'] }),
    });
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, `/track/${awb}`, { key });
    expect(r.status).toBe(200);
    expect(r.body.data.status).toBe('unknown');
    expect(r.body.data.events.map((e: any) => e.status_code)).toEqual(['UNKNOWN']);
    expect(r.body.data.routes).toEqual([]);
    expect(r.body.data.flight_number).toBeNull();
    expect(r.body.data.eta).toBeNull();
    expect(r.body.data.eta_is_actual).toBe(false);
  });

  it('treats an unreadable JSON feed as an airline failure, never a 500', async () => {
    const awb = awbOf('020', '4444444');
    answers.set(awb, { type: 'application/json', body: '{"messages": [1, 2' });
    const key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const r = await http(sys.urls.air, `/track/${awb}`, { key });
    expect(r.status).toBe(503);
    expect(r.body).toEqual({
      error: { code: 'airline_unavailable', message: expect.any(String), retry_after_seconds: 60 },
    });
    expect(r.headers.get('retry-after')).toBe('60');
  });
});
