// The pure steps of air normalisation on messages taken from the FSU corpus and the sandbox
// routings of the system tests (test/air/fsu.test.ts, track.test.ts): no database.
import { describe, it, expect } from 'vitest';
import { checkDigitOf } from '../../subgraphs/air/decide/awb.js';
import {
  currentFlight,
  keepEstimates,
  normalise,
  waybillTimes,
  type AirportInfo,
  type NormLeg,
} from '../../subgraphs/air/decide/normalise.js';
import { parseAnswer } from '../../subgraphs/air/connectors/message-formats.js';

const airport = (iata: string, timezone: string, lat: number, lng: number): [string, AirportInfo] => [
  iata,
  { iata, name: `${iata} airport`, timezone, lat, lng },
];
const AIRPORTS = new Map<string, AirportInfo>([
  airport('FRA', 'Europe/Berlin', 50.0333, 8.5706),
  airport('JFK', 'America/New_York', 40.6398, -73.7789),
  airport('MXP', 'Europe/Rome', 45.6306, 8.7281),
  airport('MRU', 'Indian/Mauritius', -20.4302, 57.6836),
  airport('ORD', 'America/Chicago', 41.9786, -87.9048),
  airport('LHR', 'Europe/London', 51.4706, -0.4619),
  airport('DXB', 'Asia/Dubai', 25.2528, 55.3644),
]);
const digitsOf = (prefix: string, serial: string) => `${prefix}${serial}${checkDigitOf(serial)}`;
const display = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3)}`;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Normalises messages (each a list of status lines under the waybill's header) at a reference time. */
function normaliseLines(digits: string, header: string, messages: string[][], ref: string, extra: string[] = []) {
  const texts = messages.map((lines) => ['FSU/14', `${display(digits)}${header}`, ...lines].join('\n'));
  return normalise(parseAnswer(digits, [...texts, ...extra]), AIRPORTS, new Date(ref));
}

describe('normalise', () => {
  it('reads the corpus feed: readable lines become events, a booking leg, status accepted', () => {
    const awb = digitsOf('020', '1111111');
    const n = normaliseLines(
      awb,
      'FRAJFK/T4K88.0',
      [
        ['BKD/LH400/19NOV/FRAJFK/T4K88.0/S1030/S1330'],
        ['FOH/19NOV0700/FRA/T4K88.0/ACME'],
        ['RCS/19NOV0815/FRA/T4K88.0'],
        ['QQQ/19NOV0900/FRA/T4K88.0'],
        ['DEP/LH400/32NOV/FRAJFK/T4K88.0'],
      ],
      '2026-11-20T00:00:00Z',
      [
        `FSU/14\n${display(digitsOf('020', '2222222'))}FRAJFK/T1K1\nDLV/20NOV1200/JFK/T1K1`,
        'FWB/16\nnot a status message',
      ],
    );
    expect(n.status).toBe('accepted');
    expect([n.origin, n.destination, n.pieces, n.weight_kg]).toEqual(['FRA', 'JFK', 4, 88]);
    expect(n.events.map((e) => [e.seq, e.status_code, e.is_actual, iso(e.actual ?? e.estimated)])).toEqual([
      [1, 'FOH', true, '2026-11-19T06:00:00.000Z'], // Frankfurt is UTC+1 in November
      [2, 'RCS', true, '2026-11-19T07:15:00.000Z'],
      [3, 'UNKNOWN', true, '2026-11-19T08:00:00.000Z'],
      [4, 'BKD', false, '2026-11-19T09:30:00.000Z'], // a booking without its own time is an estimate
    ]);
    expect(n.events[0]!.description).toBe('Freight on hand at FRA (ACME)');
    expect(n.events[2]).toMatchObject({
      raw_code: 'QQQ',
      event_family: 'FLIGHT',
      description: 'Unrecognised status code QQQ at FRA',
    });
    expect(n.legs).toHaveLength(1);
    expect(n.legs[0]).toMatchObject({
      order_id: 1,
      status: 'BOOKED',
      transport_type: 'PLANE',
      from_iata: 'FRA',
      to_iata: 'JFK',
      flight_number: 'LH400',
      flight_date: '19NOV',
    });
    expect([iso(n.legs[0]!.departure.estimated), iso(n.legs[0]!.arrival.estimated)]).toEqual([
      '2026-11-19T09:30:00.000Z',
      '2026-11-19T18:30:00.000Z',
    ]);
    expect(n.legs[0]!.path.length).toBeGreaterThan(2);
    expect(n.flight_number).toBe('LH400');
    expect(n.warnings).toEqual([
      'message 5: line 3: impossible date "32NOV"',
      'message 5: message carries no readable status line',
      'message 6 rejected: it is about 02022222222, not 02011111111',
      expect.stringMatching(/^message 7 rejected: not a status message/),
    ]);
  });

  it('counts a resent message once', () => {
    const awb = digitsOf('020', '1111111');
    const lines = [['FOH/19NOV0700/FRA/T4K88.0'], ['RCS/19NOV0815/FRA/T4K88.0']];
    const once = normaliseLines(awb, 'FRAJFK/T4K88.0', lines, '2026-11-20T00:00:00Z');
    const twice = normaliseLines(awb, 'FRAJFK/T4K88.0', [...lines, lines[1]!], '2026-11-20T00:00:00Z');
    expect(twice.events).toEqual(once.events);
    expect(twice.events).toHaveLength(2);
  });

  it('makes a road-feeder leg a truck without a path, with single-letter times split between departure and arrival', () => {
    const awb = digitsOf('020', '5550001');
    const n = normaliseLines(
      awb,
      'FRAMXP/T3K45.5',
      [
        [
          'MAN/LH9012/05APR/FRAMXP/T3K45.5/SD2200/SA0630-N',
          'DEP/LH9012/05APR/FRAMXP/T3K45.5/AD2210',
          '/TRUCK LEFT GATE 4',
          'OSI/RFS',
        ],
      ],
      '2026-04-06T00:00:00Z',
    );
    expect(n.legs).toHaveLength(1);
    const leg = n.legs[0]!;
    expect(leg).toMatchObject({ transport_type: 'TRUCK', status: 'DEPARTED', path: [], pieces: 3, weight_kg: 45.5 });
    // Local times: Frankfurt and Milan are UTC+2 in April; the arrival is the next day.
    expect(leg.departure).toEqual({
      estimated: new Date('2026-04-05T20:00:00Z'),
      actual: new Date('2026-04-05T20:10:00Z'),
    });
    expect(leg.arrival).toEqual({ estimated: new Date('2026-04-06T04:30:00Z'), actual: null });
    expect(n.status).toBe('in_transit');
    expect(n.flight_number).toBe('LH9012');
    expect(n.events.find((e) => e.status_code === 'DEP')!.description).toBe(
      'Departed on LH9012 from FRA (TRUCK LEFT GATE 4)',
    );
  });

  it('joins an arrival line dated on arrival (RCF next morning) to the flight it came on', () => {
    const awb = digitsOf('239', '1234567');
    const n = normaliseLines(
      awb,
      'FRAMRU/T1K14.1',
      [['DEP/MK059/19NOV/FRAMRU/T1K14.1/A2230'], ['RCF/MK059/20NOV1300/MRU/T1K14.1']],
      '2026-11-20T12:00:00Z',
    );
    expect(n.legs.map((l) => [l.flight_number, l.flight_date, l.status])).toEqual([['MK59', '19NOV', 'ARRIVED']]);
    expect(n.legs[0]!.departure.actual).toEqual(new Date('2026-11-19T21:30:00Z'));
    expect(n.legs[0]!.arrival.actual).toEqual(new Date('2026-11-20T09:00:00Z')); // Mauritius is UTC+4
    expect(n.status).toBe('arrived');
    expect(n.arrival.actual).toEqual(new Date('2026-11-20T09:00:00Z'));
  });

  it('keeps a split shipment in transit until every piece has arrived at the destination', () => {
    const awb = digitsOf('016', '2345678');
    const first = [['DEP/UA0958/03FEB/ORDLHR/P5L220T12/S1745/A1802'], ['ARR/UA0958/04FEB/LHR/P5L220T12/A0805']];
    const part = normaliseLines(awb, 'ORDLHR/T12K300', first, '2026-02-04T12:00:00Z');
    expect(part.legs.map((l) => [l.flight_number, l.pieces, l.status])).toEqual([['UA958', 5, 'ARRIVED']]);
    expect(part.status).toBe('in_transit');
    expect([part.pieces, part.weight_kg]).toEqual([12, 300]);
    const second = [['DEP/UA0938/04FEB/ORDLHR/P7L440T12/A1800'], ['ARR/UA0938/05FEB/LHR/P7L440T12/A0750']];
    const all = normaliseLines(awb, 'ORDLHR/T12K300', [...first, ...second], '2026-02-05T12:00:00Z');
    expect(all.legs.map((l) => [l.order_id, l.flight_number, l.pieces])).toEqual([
      [1, 'UA958', 5],
      [2, 'UA938', 7],
    ]);
    expect(all.status).toBe('arrived');
    // Arrived when the last leg into the destination has.
    expect(all.arrival.actual).toEqual(new Date('2026-02-05T07:50:00Z'));
  });

  it('follows a routing through a hub: in transit at the hub, on the next flight', () => {
    const awb = digitsOf('176', '1234567');
    const n = normaliseLines(
      awb,
      'LHRJFK/T2K40',
      [
        ['BKD/EK0004/10MAR/LHRDXB/T2K40/S2130/S0740-N', 'BKD/EK0201/11MAR/DXBJFK/T2K40/S0845/S1440'],
        ['RCS/10MAR1800/LHR/T2K40'],
        ['DEP/EK0004/10MAR/LHRDXB/T2K40/A2140'],
        ['ARR/EK0004/11MAR/DXB/T2K40/A0735'],
      ],
      '2026-03-11T08:00:00Z',
    );
    expect(n.legs.map((l) => [l.flight_number, l.status])).toEqual([
      ['EK4', 'ARRIVED'],
      ['EK201', 'BOOKED'],
    ]);
    expect(n.status).toBe('in_transit'); // arrived at the hub, short of the destination
    expect(n.flight_number).toBe('EK201');
    expect(n.departure).toEqual({
      estimated: new Date('2026-03-10T21:30:00Z'),
      actual: new Date('2026-03-10T21:40:00Z'),
    });
    expect(n.arrival).toEqual({ estimated: new Date('2026-03-11T18:40:00Z'), actual: null });
  });

  it('answers status unknown, no legs and a warning for an answer without status messages', () => {
    const n = normalise(parseAnswer(digitsOf('020', '3333333'), []), AIRPORTS, new Date('2026-11-20T00:00:00Z'));
    expect(n).toMatchObject({
      status: 'unknown',
      legs: [],
      events: [],
      flight_number: null,
      warnings: ['the airline answered without status messages'],
    });
  });
});

const leg = (
  flight: string,
  status: NormLeg['status'],
  from: string,
  to: string,
  arrival: Partial<NormLeg['arrival']> = {},
): NormLeg => ({
  order_id: 0,
  status,
  transport_type: 'PLANE',
  from_iata: from,
  to_iata: to,
  flight_number: flight,
  flight_date: '10MAR',
  departure: { estimated: null, actual: null },
  arrival: { estimated: null, actual: null, ...arrival },
  pieces: null,
  weight_kg: null,
  path: [],
});

describe('current flight and waybill times', () => {
  it('names the leg in the air, else the one after the last flown, else the last leg', () => {
    expect(currentFlight([])).toBeNull();
    expect(currentFlight([leg('A1', 'ARRIVED', 'LHR', 'DXB'), leg('B2', 'DEPARTED', 'DXB', 'JFK')])).toBe('B2');
    expect(currentFlight([leg('A1', 'ARRIVED', 'LHR', 'DXB'), leg('B2', 'BOOKED', 'DXB', 'JFK')])).toBe('B2');
    expect(currentFlight([leg('A1', 'BOOKED', 'LHR', 'DXB'), leg('B2', 'ARRIVED', 'DXB', 'JFK')])).toBe('B2');
    expect(currentFlight([leg('A1', 'ARRIVED', 'LHR', 'DXB'), leg('B2', 'ARRIVED', 'DXB', 'JFK')])).toBe('B2');
  });

  it('has an actual arrival only when every leg into the destination has one', () => {
    const t1 = new Date('2026-02-04T08:05:00Z');
    const t2 = new Date('2026-02-05T07:50:00Z');
    const legs = [
      leg('A1', 'ARRIVED', 'ORD', 'LHR', { actual: t1, estimated: t1 }),
      leg('A2', 'BOOKED', 'ORD', 'LHR', { estimated: t2 }),
    ];
    expect(waybillTimes(legs, 'ORD', 'LHR').arrival).toEqual({ estimated: t2, actual: null });
    legs[1]!.arrival.actual = t2;
    expect(waybillTimes(legs, 'ORD', 'LHR').arrival).toEqual({ estimated: t2, actual: t2 });
  });
});

describe('keepEstimates', () => {
  it('fills an estimate the airline stopped repeating, never replaces one it reports, and leaves its input alone', () => {
    const reported = new Date('2026-03-10T22:00:00Z');
    const held = new Date('2026-03-10T21:30:00Z');
    const next = [
      { ...leg('EK4', 'DEPARTED', 'LHR', 'DXB'), departure: { estimated: reported, actual: null } },
      leg('EK201', 'BOOKED', 'DXB', 'JFK'),
    ];
    const kept = keepEstimates(next, [
      { flight_number: 'EK4', flight_date: '10MAR', dep_estimated: held, arr_estimated: held },
      { flight_number: 'EK201', flight_date: '10MAR', dep_estimated: held, arr_estimated: null },
      { flight_number: 'EK201', flight_date: '11MAR', dep_estimated: reported, arr_estimated: reported },
    ]);
    expect(kept.map((l) => [l.departure.estimated, l.arrival.estimated])).toEqual([
      [reported, held],
      [held, null],
    ]);
    expect(next[1]!.departure.estimated).toBeNull();
  });
});

describe('the consignment and city codes (Cargo-IMP Manual FSA 6.11, 6.20)', () => {
  it('takes origin and destination from the last message that states them, and a city code counts at its airports', () => {
    const parsed = parseAnswer('05712345675', [
      'FSA/15\n057-12345675MEXSTO/T10\nRCS/15JUL0900/MEX/T10',
      'FSA/15\n057-12345675\nOSI/NO RECORD FOUND',
      'FSA/15\n057-12345675/T10\nAWD/17JUL1530/ARN/T10',
    ]);
    expect(parsed.warnings).toEqual([]);
    const n = normalise(parsed, new Map(), new Date('2026-07-20T00:00:00Z'));
    expect([n.origin, n.destination, n.pieces]).toEqual(['MEX', 'STO', 10]);
    expect(n.status).toBe('available');
    // Another city's airport is still short of the destination.
    const elsewhere = parseAnswer('05712345675', ['FSA/15\n057-12345675MEXSTO/T10\nAWD/17JUL1530/CPH/T10']);
    expect(normalise(elsewhere, new Map(), new Date('2026-07-20T00:00:00Z')).status).toBe('in_transit');
  });
});
