// Sandbox aircraft positions: aircraft flying the sandbox network's timetable (sandbox.ts),
// answered as OpenSky state vectors so the same mapping as the real feed applies. A flight is
// airborne from 10 minutes after its (delayed) departure to 5 minutes before its arrival, on a
// great circle between the airports, climbing for 25 minutes to 35,000 ft and descending for
// the last 30. Trucks (road feeder services) are never airborne.
import type { AircraftMeta, PositionFeed, StateVector } from './types.js';
import { DAY, MIN, instanceOn, sandboxTimetable, type FlightInstance, type Route } from './sandbox-network.js';
import { seeded, u32, worldAirlines, worldAirports } from './sandbox-world.js';
import { bearingDeg, distanceKm, interpolateGreatCircle as interpolate } from '../../../platform/geo.js';

const CRUISE_M = 10_668; // 35,000 ft
const CLIMB_MIN = 25;
const DESCENT_MIN = 30;

export interface SandboxFlight {
  prefix: string;
  callsign: string;
  instance: FlightInstance;
  takeoff: number;
  landing: number;
}

/** Sandbox flight instances of an ICAO callsign (e.g. UAE402) around `now`. */
export function sandboxFlights(callsign: string, now: Date): SandboxFlight[] {
  const m = /^([A-Z]{3})(\d{1,4})$/.exec(callsign);
  if (!m) return [];
  const out: SandboxFlight[] = [];
  for (const airline of worldAirlines().values()) {
    if (airline.icao !== m[1]) continue;
    const tt = sandboxTimetable(airline.prefix);
    const route = tt?.routes.find((r: Route) => r.number === Number(m[2]));
    if (!route || route.mode !== 'PLANE') continue;
    const today = Math.floor(now.getTime() / DAY);
    for (const d of [-2, -1, 0, 1]) {
      const instance = instanceOn(route, (today + d) * DAY + route.depMinuteUtc * MIN);
      out.push({
        prefix: airline.prefix,
        callsign,
        instance,
        takeoff: instance.departure + 10 * MIN,
        landing: instance.arrival - 5 * MIN,
      });
    }
  }
  return out;
}

export class SandboxPositions implements PositionFeed {
  readonly kind = 'sandbox' as const;
  private meta = new Map<string, AircraftMeta>();

  async statesFor(callsigns: readonly string[], now: Date): Promise<StateVector[]> {
    const t = now.getTime();
    const out: StateVector[] = [];
    for (const cs of callsigns) {
      for (const f of sandboxFlights(cs, now)) {
        if (t <= f.takeoff || t >= f.landing) continue;
        out.push(this.stateOf(f, t));
      }
    }
    return out;
  }

  async metadata(icao24s: readonly string[]): Promise<Map<string, AircraftMeta>> {
    const out = new Map<string, AircraftMeta>();
    for (const id of icao24s) {
      const m = this.meta.get(id);
      if (m) out.set(id, m);
    }
    return out;
  }

  private stateOf(f: SandboxFlight, t: number): StateVector {
    const airports = worldAirports();
    const from = airports.get(f.instance.route.from)!;
    const to = airports.get(f.instance.route.to)!;
    const frac = (t - f.takeoff) / (f.landing - f.takeoff);
    const here = interpolate(from, to, frac);
    const sinceTakeoff = (t - f.takeoff) / MIN;
    const toLanding = (f.landing - t) / MIN;
    const alt = CRUISE_M * Math.min(1, sinceTakeoff / CLIMB_MIN, toLanding / DESCENT_MIN);
    const vr =
      sinceTakeoff < CLIMB_MIN
        ? CRUISE_M / (CLIMB_MIN * 60)
        : toLanding < DESCENT_MIN
          ? -CRUISE_M / (DESCENT_MIN * 60)
          : 0;
    const avg = (distanceKm(from, to) * 1000) / ((f.landing - f.takeoff) / 1000);
    const speed = avg * (sinceTakeoff < CLIMB_MIN || toLanding < DESCENT_MIN ? 0.8 : 1.05);
    const h = seeded('aircraft', f.callsign, f.instance.scheduledDeparture);
    const icao24 = h.subarray(0, 3).toString('hex');
    const km = distanceKm(from, to);
    this.meta.set(icao24, {
      registration: sandboxRegistration(f.prefix, icao24),
      typecode:
        km > 6000
          ? h[3]! % 2
            ? 'B77L'
            : 'B748'
          : km > 2500
            ? h[3]! % 2
              ? 'A332'
              : 'B763'
            : h[3]! % 2
              ? 'A321'
              : 'B738',
    });
    if (this.meta.size > 5000) this.meta.delete(this.meta.keys().next().value!);
    const seen = Math.floor(t / 1000) - (u32(h, 4) % 5);
    return {
      icao24,
      callsign: f.callsign,
      origin_country: from.country_code ?? '',
      time_position: seen,
      last_contact: seen,
      longitude: Math.round(here.lng * 1e4) / 1e4,
      latitude: Math.round(here.lat * 1e4) / 1e4,
      baro_altitude: Math.round(alt),
      on_ground: false,
      velocity: Math.round(speed * 100) / 100,
      true_track: Math.round(bearingDeg(here, to) * 10) / 10,
      vertical_rate: Math.round(vr * 100) / 100,
      geo_altitude: Math.round(alt + 150),
      squawk: String(1000 + (u32(h, 8) % 6777)).replace(/[89]/g, '7'),
    };
  }
}

/** Registration prefix per airline, for the sandbox aircraft; others get N. */
const REG_PREFIX: Record<string, string> = {
  '020': 'D-',
  '057': 'F-',
  '074': 'PH-',
  '125': 'G-',
  '160': 'B-',
  '172': 'LX-',
  '176': 'A6-',
  '180': 'HL',
  '235': 'TC-',
  '618': '9V-',
};

/** Registration the sandbox gives an aircraft (by airline and ICAO address). */
function sandboxRegistration(prefix: string, icao24: string): string {
  const b = seeded('reg', icao24);
  const letters = Array.from({ length: 4 }, (_, i) => String.fromCharCode(65 + (b[i]! % 26))).join('');
  const p = REG_PREFIX[prefix] ?? 'N';
  return p === 'N' ? `N${100 + (b[4]! % 900)}${letters.slice(0, 2)}` : `${p}${letters}`;
}
