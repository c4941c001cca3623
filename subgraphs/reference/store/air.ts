// Airports (IATA) and airlines (AWB prefix).
import { byKeys } from './by-keys.js';

export interface AirportRow {
  iata: string;
  icao: string | null;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  country_code: string | null;
  lat: number;
  lng: number;
  timezone: string | null;
}
export interface AirlineRow {
  prefix: string;
  iata: string | null;
  icao: string | null;
  name: string;
  url: string | null;
}

export const airportsByIata = byKeys<AirportRow>('airports', 'iata');
export const airlinesByPrefix = byKeys<AirlineRow>('airlines', 'prefix');
