// The sandbox world: airports and airlines as shipped with the reference data (the same JSON
// files the reference subgraph seeds from), read once per process, and the sandbox's seeded
// bytes. Only the sandbox connectors and the callsign mapping (callsigns.ts) use it; the
// subgraph itself reads reference data from the database.
import { shippedRows } from '../../reference/store/index.js';
import { createHash } from 'node:crypto';

export interface WorldAirport {
  iata: string;
  icao: string | null;
  name: string;
  lat: number;
  lng: number;
  timezone: string | null;
  country_code: string | null;
}

export interface WorldAirline {
  prefix: string;
  iata: string | null;
  icao: string | null;
  name: string;
}

let airports: Map<string, WorldAirport> | null = null;
let airlines: Map<string, WorldAirline> | null = null;

export function worldAirports(): Map<string, WorldAirport> {
  airports ??= new Map(shippedRows<WorldAirport>('airports.json').map((a) => [a.iata, a]));
  return airports;
}

export function worldAirlines(): Map<string, WorldAirline> {
  airlines ??= new Map(shippedRows<WorldAirline>('airlines.json').map((a) => [a.prefix, a]));
  return airlines;
}

/** Deterministic bytes for the sandbox: SHA-256 of the parts (never Math.random). */
export function seeded(...parts: (string | number)[]): Buffer {
  return createHash('sha256')
    .update(`fg-air-sandbox/1|${parts.join('|')}`)
    .digest();
}

export const u32 = (b: Buffer, offset = 0) => b.readUInt32BE(offset);
