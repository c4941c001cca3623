// The legacy answer's places: ports as deduplicated locations with their reference details,
// terminals and depots as facilities, towns known only by name as places, numbered in the
// order the answer names them.
import { describe, it, expect } from 'vitest';
import { Places, canonicalName, readsAsFacility } from '../../subgraphs/ocean/legacy/decide/places.js';
import type { RefData } from '../../subgraphs/ocean/store/reference-data.js';
import type { EventRow, PortRow } from '../../subgraphs/ocean/store/index.js';

const port = (unlocode: string, name: string, o: Partial<PortRow> = {}): PortRow => ({
  unlocode,
  name,
  city: name,
  country: 'Netherlands',
  country_code: unlocode.slice(0, 2),
  lat: 51.9,
  lng: 4.1,
  timezone: 'Europe/Amsterdam',
  ...o,
});
const ref = {
  portByCode: new Map([
    ['NLRTM', port('NLRTM', 'Rotterdam')],
    ['DEDUI', port('DEDUI', 'Duisburg', { country: 'Germany', lat: null, lng: null })],
  ]),
} as unknown as RefData;
const at = (unlocode: string | null, facility_name: string | null) => ({ unlocode, facility_name }) as EventRow;

describe('places', () => {
  it('reads terminals, depots, yards and operators as facilities, towns as places', () => {
    for (const name of [
      'Rotterdam Empty Depot B',
      'Oakland Container Yard 3',
      'ECT Delta Terminal',
      'Acme Logistics',
      'APM Elizabeth',
      'Berth 12',
      'CY Kaohsiung',
    ]) {
      expect(readsAsFacility(name), name).toBe(true);
    }
    for (const name of ['Kunshan', 'Duisburg', 'Kansas City', 'Yardley'])
      expect(readsAsFacility(name), name).toBe(false);
  });

  it('compares names trimmed, with spacing collapsed, in upper case', () => {
    expect(canonicalName('  ect  Delta\tterminal ')).toBe('ECT DELTA TERMINAL');
  });

  it('numbers each port once, with its reference details; an unknown code keeps its country prefix', () => {
    const places = new Places(ref);
    expect([places.location('NLRTM'), places.location('XXABC'), places.location('NLRTM')]).toEqual([1, 2, 1]);
    expect(places.location(null)).toBeNull();
    expect(places.locations).toEqual([
      {
        id: 1,
        name: 'Rotterdam',
        state: null,
        country: 'Netherlands',
        country_code: 'NL',
        locode: 'NLRTM',
        lat: 51.9,
        lng: 4.1,
        timezone: 'Europe/Amsterdam',
      },
      {
        id: 2,
        name: 'XXABC',
        state: null,
        country: null,
        country_code: 'XX',
        locode: 'XXABC',
        lat: null,
        lng: null,
        timezone: null,
      },
    ]);
  });

  it('gives an unplaced port no zone and no coordinates', () => {
    const places = new Places(ref);
    const id = places.location('DEDUI');
    expect(places.locations[0]!.timezone).toBeNull();
    expect(places.coords(id)).toBeNull();
    expect(places.coords(places.location('NLRTM'))).toEqual([51.9, 4.1]);
  });

  it('places an event: a named terminal at a port is a facility, a town without a code a place', () => {
    const places = new Places(ref);
    expect(places.of(at('NLRTM', 'ECT Delta Terminal'))).toEqual({ location: 1, facility: 1 });
    expect(places.of(at('NLRTM', ' ect delta  terminal'))).toEqual({ location: 1, facility: 1 });
    expect(places.of(at(null, 'Kunshan'))).toEqual({ location: 2, facility: null });
    expect(places.of(at(null, 'KUNSHAN '))).toEqual({ location: 2, facility: null });
    expect(places.of(at(null, 'Venlo Depot'))).toEqual({ location: null, facility: 2 });
    expect(places.of(at('NLRTM', null))).toEqual({ location: 1, facility: null });
    expect(places.locations.map((l) => l.name)).toEqual(['Rotterdam', 'Kunshan']);
  });

  it('gives a facility first named without a code the code it is later named with', () => {
    const places = new Places(ref);
    places.of(at(null, 'Venlo Depot'));
    expect(places.facilities[0]).toMatchObject({ locode: null, country_code: null });
    places.of(at('NLRTM', 'Venlo Depot'));
    expect(places.facilities).toHaveLength(1);
    expect(places.facilities[0]).toMatchObject({ locode: 'NLRTM', country_code: 'NL' });
  });
});
