// Time zones for build-geo.mjs: IANA names, and the zone of a place read from the time-zone
// polygons of the `geo-tz` package (timezone-boundary-builder, from OpenStreetMap; its
// comprehensive "all" product, one zone per country and area as tzdb names them). Build time
// only: geo-tz is a devDependency and the runtime reads the zones written into the JSON files.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const { find } = require('geo-tz/all');

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

export function validTz(tz) {
  if (typeof tz !== 'string' || !tz.includes('/')) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function canonTz(tz) {
  const t = TZ_RENAMES[tz] ?? tz;
  if (!validTz(t)) throw new Error(`invalid time zone ${tz}`);
  return t;
}

// The country of each zone: tzdb's zone.tab (tzdata 2025b, public domain, copied verbatim into
// tzdb/zone.tab), one country code per zone, links such as America/Kralendijk included.
const ZONE_COUNTRY = new Map(
  readFileSync(new URL('./tzdb/zone.tab', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([cc, , zone]) => [zone, cc]),
);

// A source's country code that also stands for territories tzdb lists apart: UN/LOCODE (as
// sea-ports has it) still files Bonaire, Sint Eustatius and Sint Maarten under AN (Netherlands
// Antilles), Gustavia (Saint-Barthélemy) under GP and St Peter Port (Guernsey) under GB;
// OpenFlights files Mariehamn (Åland) under Finland and Longyearbyen (Svalbard) under Norway.
const COUNTRY_ALIASES = {
  AN: ['CW', 'BQ', 'SX'],
  GP: ['GP', 'BL', 'MF'],
  GB: ['GB', 'GG', 'JE', 'IM'],
  FI: ['FI', 'AX'],
  NO: ['NO', 'SJ'],
};

/** Whether tzdb places the zone in the country (or one the source's code stands for). */
export function zoneInCountry(zone, cc) {
  const c = ZONE_COUNTRY.get(zone);
  return c !== undefined && (COUNTRY_ALIASES[cc] ?? [cc]).includes(c);
}

// Where the polygons and a country's official time part: tzdb's Asia/Urumqi is "Xinjiang
// Time" (UTC+6), which many residents keep, but China has one official time, and airports,
// airlines' schedules (IATA SSIM) and cargo messages in Xinjiang use Beijing time (UTC+8).
const OFFICIAL = { CN: { 'Asia/Urumqi': 'Asia/Shanghai' } };

/**
 * The zone of a place from the polygons, or null with the reason to fall back:
 * - 'sea': the point is outside every land zone (geo-tz answers Etc/GMT±n, a nautical zone);
 * - 'other country': the polygon's zone is, in tzdb, another country's (a point on a border or
 *   a coordinate a little off, e.g. Detroit's in Windsor, Macau's in Zhuhai).
 * With several overlapping zones, the first in the place's country is taken.
 */
export function polygonZone(lat, lng, cc) {
  const zones = find(lat, lng).map((z) => OFFICIAL[cc]?.[z] ?? z);
  if (zones.every((z) => z.startsWith('Etc/'))) return { zone: null, reason: 'sea', found: zones };
  const land = zones.filter((z) => !z.startsWith('Etc/'));
  if (!cc) return { zone: canonTz(land[0]), reason: null, found: zones };
  const own = land.find((z) => zoneInCountry(z, cc));
  if (!own) return { zone: null, reason: 'other country', found: zones };
  return { zone: canonTz(own), reason: null, found: zones };
}

// UTC offset signature (January and July) to compare two zones.
export function offsets(tz) {
  return [Date.UTC(2026, 0, 15, 12), Date.UTC(2026, 6, 15, 12)]
    .map((t) =>
      new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }).format(t).split(' ').pop(),
    )
    .join(',');
}
