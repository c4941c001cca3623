// The legacy answer's vessels: deduplicated by IMO and by canonical name, numbered in the order
// the answer names them, with the particulars read by IMO.
import { describe, it, expect } from 'vitest';
import { Vessels, canonicalVesselName, intOf, type VesselInfo } from '../../subgraphs/ocean/legacy/decide/vessels.js';

const info = new Map<string, VesselInfo>([
  ['9811000', { imo: '9811000', name: 'EVER GIVEN', call_sign: 'H3RC', mmsi: '353136000', flag: 'PA' }],
  ['9632064', { imo: '9632064', name: 'MAERSK ESSEN', call_sign: null, mmsi: 'n/a', flag: null }],
]);

describe('vessels', () => {
  it('canonical vessel names ignore prefixes, case, punctuation and spacing', () => {
    expect(canonicalVesselName('M/V Maersk  Essen')).toBe('MAERSK ESSEN');
    expect(canonicalVesselName('MV MAERSK ESSEN')).toBe('MAERSK ESSEN');
    expect(canonicalVesselName('maersk-essen')).toBe('MAERSK ESSEN');
    expect(canonicalVesselName('MSC GULSUN')).toBe('MSC GULSUN'); // MSC is part of the name
  });

  it.each([
    ['9811000', 7, 9811000],
    ['981100', 7, null],
    ['98110001', 7, null],
    ['IMO9811000', 7, null],
    [null, 9, null],
  ])('reads %s with %i digits as %s', (s, digits, expected) => {
    expect(intOf(s, digits)).toBe(expected);
  });

  it('names each vessel once: by IMO, and a name-only mention joins the vessel of that name', () => {
    const vessels = new Vessels(info);
    expect(vessels.id('9811000', 'Ever Given')).toBe(1);
    expect(vessels.id(null, 'M/V EVER GIVEN')).toBe(1);
    expect(vessels.id('9811000', null)).toBe(1);
    expect(vessels.id(null, null)).toBeNull();
    expect(vessels.list).toEqual([
      { id: 1, name: 'Ever Given', imo: 9811000, call_sign: 'H3RC', mmsi: 353136000, flag: 'PA' },
    ]);
  });

  it('gives a name-only vessel the IMO it is later named with, and its particulars', () => {
    const vessels = new Vessels(info);
    expect(vessels.id(null, 'Maersk Essen')).toBe(1);
    expect(vessels.list[0]).toMatchObject({ imo: null, mmsi: null });
    expect(vessels.id('9632064', 'MAERSK ESSEN')).toBe(1);
    expect(vessels.list).toEqual([
      { id: 1, name: 'Maersk Essen', imo: 9632064, call_sign: null, mmsi: null, flag: null },
    ]);
  });

  it('keeps two IMOs of one name apart, and names an unknown IMO by its number', () => {
    const vessels = new Vessels(info);
    expect(vessels.id('9811000', 'EVER GIVEN')).toBe(1);
    expect(vessels.id('9999999', 'EVER GIVEN')).toBe(2);
    expect(vessels.id('9123456', null)).toBe(3);
    expect(vessels.list.map((v) => [v.name, v.imo])).toEqual([
      ['EVER GIVEN', 9811000],
      ['EVER GIVEN', 9999999],
      ['9123456', 9123456],
    ]);
  });
});
