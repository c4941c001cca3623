// The air status vocabulary (subgraphs/air/decide/codes.ts): the lifecycle order, the codes'
// families and texts, city codes, and the webhook event of each status reached.
import { describe, it, expect } from 'vitest';
import {
  CODES,
  describe as describeCode,
  LIFECYCLE,
  sameCity,
  STATUS_EVENT,
  statusRank,
} from '../../subgraphs/air/decide/codes.js';

describe('the lifecycle', () => {
  it('ranks statuses in order, unknown below them all', () => {
    expect(LIFECYCLE).toEqual(['booked', 'accepted', 'in_transit', 'arrived', 'available', 'delivered']);
    expect(LIFECYCLE.map(statusRank)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([statusRank('unknown'), statusRank(null), statusRank('lost')]).toEqual([-1, -1, -1]);
  });

  it('raises one event per status past booked', () => {
    expect(LIFECYCLE.map((s) => STATUS_EVENT[s] ?? null)).toEqual([
      null,
      'awb_accepted',
      'awb_in_transit',
      'awb_arrived',
      'awb_available',
      'awb_delivered',
    ]);
  });
});

describe('codes', () => {
  it.each([
    ['BKD', 'ACCEPTANCE', 'booked'],
    ['FOH', 'ACCEPTANCE', 'accepted'],
    ['DLV', 'DELIVERY', 'delivered'],
  ])('%s is %s and proves %s', (code, family, proves) => {
    expect(CODES[code]).toMatchObject({ family, proves });
  });

  it.each([
    ['BKD', 'LH400', null, [], 'Booked on LH400'],
    ['FOH', null, 'FRA', [], 'Freight on hand at FRA'],
    ['FOH', null, null, ['SHC', 'PER'], 'Freight on hand at unknown station (SHC PER)'],
    ['XYZ', null, 'FRA', [], 'Unrecognised status code XYZ at FRA'],
  ])('describes %s (flight %s, station %s)', (code, flight, station, remarks, text) => {
    expect(describeCode(code, flight, station, remarks)).toBe(text);
  });
});

describe('sameCity', () => {
  it.each([
    ['LHR', 'LHR', true],
    ['LGW', 'LON', true],
    ['ARN', 'STO', true],
    ['LHR', 'PAR', false],
    ['LON', 'LHR', false],
    [null, 'LHR', false],
    ['LHR', null, false],
  ])('%s at %s: %s', (station, place, same) => {
    expect(sameCity(station, place)).toBe(same);
  });
});
