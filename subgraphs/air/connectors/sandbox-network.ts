// The sandbox airline network's timetables: per airline a hub, 12 destinations with a daily
// flight each way and up to 3 road feeder services, every flight instance with its deterministic
// delay (seeded, no Math.random). The shipments flown on it: sandbox.ts.
import { seeded, u32, worldAirlines, worldAirports, type WorldAirport } from './sandbox-world.js';
import { distanceKm } from '../../../platform/geo.js';

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** Large cargo airports the sandbox network flies between (those missing from the data are skipped). */
const CARGO_AIRPORTS = (
  'FRA LHR CDG AMS LEJ CGN LUX LGG BRU MXP MAD IST DXB AUH JED RUH JFK ORD LAX MIA ATL DFW ANC MEM SDF IAH SFO SEA ' +
  'YYZ GRU MEX BOG SCL HKG PVG PEK CAN ICN NRT TPE SIN BKK KUL DEL BOM SYD MEL JNB NBO ADD CAI'
).split(' ');

const HUBS: Record<string, string> = {
  '001': 'DFW',
  '006': 'ATL',
  '014': 'YYZ',
  '016': 'ORD',
  '020': 'FRA',
  '023': 'MEM',
  '057': 'CDG',
  '065': 'JED',
  '071': 'ADD',
  '074': 'AMS',
  '075': 'MAD',
  '077': 'CAI',
  '081': 'SYD',
  '083': 'JNB',
  '098': 'DEL',
  '125': 'LHR',
  '131': 'NRT',
  '157': 'DOH',
  '160': 'HKG',
  '172': 'LUX',
  '176': 'DXB',
  '180': 'ICN',
  '205': 'NRT',
  '217': 'BKK',
  '232': 'KUL',
  '235': 'IST',
  '297': 'TPE',
  '406': 'SDF',
  '607': 'AUH',
  '615': 'LEJ',
  '618': 'SIN',
  '706': 'NBO',
  '781': 'PVG',
  '784': 'CAN',
  '999': 'PEK',
};

export interface Route {
  flight: string;
  number: number;
  from: string;
  to: string;
  mode: 'PLANE' | 'TRUCK';
  /** Scheduled departure, minutes after 00:00 UTC, every day. */
  depMinuteUtc: number;
  durationMin: number;
}

export interface Timetable {
  prefix: string;
  airlineIata: string;
  airlineIcao: string | null;
  hub: string;
  destinations: string[];
  feeders: string[];
  routes: Route[];
}

const tables = new Map<string, Timetable | null>();

function cargoAirports(): WorldAirport[] {
  const all = worldAirports();
  return CARGO_AIRPORTS.map((c) => all.get(c)).filter((a): a is WorldAirport => !!a);
}

/** The airline's network; null for a prefix without an IATA code in the reference data. */
export function sandboxTimetable(prefix: string): Timetable | null {
  if (tables.has(prefix)) return tables.get(prefix)!;
  const airline = worldAirlines().get(prefix);
  const airports = worldAirports();
  const cargo = cargoAirports();
  if (!airline?.iata || cargo.length < 4) {
    tables.set(prefix, null);
    return null;
  }
  const hubCode =
    HUBS[prefix] && airports.has(HUBS[prefix]) ? HUBS[prefix] : cargo[u32(seeded(prefix, 'hub')) % cargo.length]!.iata;
  const hub = airports.get(hubCode)!;
  const byHash = (tag: string) => (a: WorldAirport, b: WorldAirport) =>
    u32(seeded(prefix, tag, a.iata)) - u32(seeded(prefix, tag, b.iata));
  const destinations = cargo
    .filter((a) => a.iata !== hub.iata && distanceKm(hub, a) > 900)
    .sort(byHash('dest'))
    .slice(0, 12);
  const feeders = cargo
    .filter((a) => a.iata !== hub.iata && distanceKm(hub, a) >= 60 && distanceKm(hub, a) <= 900)
    .sort((a, b) => distanceKm(hub, a) - distanceKm(hub, b))
    .slice(0, 3);
  const routes: Route[] = [];
  const add = (number: number, from: WorldAirport, to: WorldAirport, mode: Route['mode']) => {
    const km = distanceKm(from, to);
    const durationMin = mode === 'PLANE' ? Math.round((km / 820) * 60 + 35) : Math.round(((km * 1.3) / 65) * 60 + 30);
    const depMinuteUtc = (u32(seeded(prefix, 'dep', number)) % 288) * 5;
    routes.push({
      flight: `${airline.iata}${number}`,
      number,
      from: from.iata,
      to: to.iata,
      mode,
      depMinuteUtc,
      durationMin,
    });
  };
  destinations.forEach((d, i) => {
    add(400 + 2 * i, hub, d, 'PLANE');
    add(401 + 2 * i, d, hub, 'PLANE');
  });
  feeders.forEach((f, j) => {
    add(9100 + 2 * j, hub, f, 'TRUCK');
    add(9101 + 2 * j, f, hub, 'TRUCK');
  });
  const t: Timetable = {
    prefix,
    airlineIata: airline.iata,
    airlineIcao: airline.icao,
    hub: hub.iata,
    destinations: destinations.map((d) => d.iata),
    feeders: feeders.map((f) => f.iata),
    routes,
  };
  tables.set(prefix, t);
  return t;
}

export interface FlightInstance {
  route: Route;
  scheduledDeparture: number;
  scheduledArrival: number;
  departure: number;
  arrival: number;
  delayMin: number;
}

/** Deterministic delay of one flight instance (keyed by flight and scheduled departure day). */
function delayOf(route: Route, scheduledDeparture: number): number {
  const r = u32(seeded('delay', route.flight, Math.floor(scheduledDeparture / DAY)));
  if (route.mode === 'TRUCK') return r % 31;
  const p = r % 100;
  if (p < 60) return 0;
  if (p < 80) return 5 + ((r >>> 8) % 21);
  if (p < 95) return 30 + ((r >>> 8) % 91);
  return 150 + ((r >>> 8) % 151);
}

export function instanceOn(route: Route, scheduledDeparture: number): FlightInstance {
  const delayMin = delayOf(route, scheduledDeparture);
  const departure = scheduledDeparture + delayMin * MIN;
  return {
    route,
    scheduledDeparture,
    scheduledArrival: scheduledDeparture + route.durationMin * MIN,
    departure,
    arrival: departure + route.durationMin * MIN,
    delayMin,
  };
}

/** First instance departing at or after t (scheduled). */
export function nextInstance(route: Route, t: number): FlightInstance {
  let dep = Math.floor(t / DAY) * DAY + route.depMinuteUtc * MIN;
  if (dep < t) dep += DAY;
  return instanceOn(route, dep);
}
