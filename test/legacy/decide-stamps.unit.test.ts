// The legacy answer's times: UTC instants, and the wall-clock time at the event's port.
import { describe, it, expect } from 'vitest';
import { localStamp, utcStamp } from '../../subgraphs/ocean/legacy/decide/stamps.js';
import type { RefData } from '../../subgraphs/ocean/store/reference-data.js';
import type { PortRow } from '../../subgraphs/ocean/store/index.js';

const port = (unlocode: string, timezone: string | null, placed = true): PortRow => ({
  unlocode,
  name: unlocode,
  city: null,
  country: null,
  country_code: unlocode.slice(0, 2),
  lat: placed ? 1 : null,
  lng: placed ? 1 : null,
  timezone,
});
const ref = {
  portByCode: new Map([
    ['CNSHA', port('CNSHA', 'Asia/Shanghai')],
    ['NLRTM', port('NLRTM', 'Europe/Amsterdam', false)],
  ]),
} as unknown as RefData;

describe('stamps', () => {
  it('formats UTC stamps as YYYY-MM-DD HH:MM:SS', () => {
    expect(utcStamp(new Date('2026-11-21T12:00:00.123Z'))).toBe('2026-11-21 12:00:00');
    expect(utcStamp(null)).toBeNull();
  });

  it.each([
    ['a placed port: its zone', 'CNSHA', '2026-11-21 20:00:00'],
    ['an unplaced port: UTC', 'NLRTM', '2026-11-21 12:00:00'],
    ['an unknown port: UTC', 'XXABC', '2026-11-21 12:00:00'],
    ['no port: UTC', null, '2026-11-21 12:00:00'],
  ])('writes the local time at %s', (_, code, expected) => {
    expect(localStamp(new Date('2026-11-21T12:00:00Z'), code, ref)).toBe(expected);
  });
});
