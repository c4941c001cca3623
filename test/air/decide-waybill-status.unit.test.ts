// The waybill's status from its status lines (subgraphs/air/decide/waybill-status.ts): the highest
// status the lines prove, arrival counted at the destination (or its city) for every piece.
import { describe, it, expect } from 'vitest';
import { waybillStatus } from '../../subgraphs/air/decide/waybill-status.js';
import type { Line } from '../../subgraphs/air/decide/normalise-model.js';

/** A status line at a station, with its pieces when given. */
function line(code: string, station: string, pieces: number | null = null, flight: string | null = null): Line {
  return {
    s: {
      line: 1,
      raw: code,
      code,
      flight,
      carrier: null,
      discrepancy: null,
      day: 12,
      month: 3,
      minutes: null,
      airports: [station],
      quantity: pieces === null ? null : { code: 'P', pieces, weightKg: null },
      times: [],
      remarks: [],
    } as unknown as Line['s'],
    roadFeeder: false,
    order: 0,
    side: 'A',
    station,
    from: null,
    to: null,
    date: 0,
    dateKey: '12MAR',
    times: [],
    own: null,
  };
}

describe('waybillStatus', () => {
  it.each([
    ['no lines', [], 'unknown'],
    ['only unknown codes', [line('XYZ', 'FRA')], 'unknown'],
    ['a booking', [line('BKD', 'FRA')], 'booked'],
    ['freight on hand', [line('BKD', 'FRA'), line('FOH', 'FRA')], 'accepted'],
    ['departed', [line('FOH', 'FRA'), line('DEP', 'FRA')], 'in_transit'],
    ['arrived short of the destination', [line('ARR', 'DXB')], 'in_transit'],
    ['arrived at the destination', [line('ARR', 'MEL')], 'arrived'],
    ['delivered at the destination', [line('ARR', 'MEL'), line('DLV', 'MEL')], 'delivered'],
    ['available at an airport of the destination city', [line('NFD', 'LGW')], 'available'],
  ])('%s: %s', (_, lines, status) => {
    const destination = lines.some((l) => l.station === 'LGW') ? 'LON' : 'MEL';
    expect(waybillStatus(lines, destination, null)).toBe(status);
  });

  it('counts an arrival only when every piece is at the destination', () => {
    const part = [line('ARR', 'MEL', 6, 'EK400')];
    expect(waybillStatus(part, 'MEL', 10)).toBe('in_transit');
    expect(waybillStatus([...part, line('ARR', 'MEL', 4, 'EK402')], 'MEL', 10)).toBe('arrived');
    // The same line sent twice counts once.
    expect(waybillStatus([...part, line('ARR', 'MEL', 6, 'EK400')], 'MEL', 10)).toBe('in_transit');
  });
});
