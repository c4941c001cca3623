// Aircraft positions by IATA flight number: the flight's ICAO callsigns are
// looked up in the position feed, airborne aircraft only. The feed's answer is kept per flight
// number for 15 seconds (air.flight_positions) so a burst of requests makes one feed call; a
// feed failure serves an answer up to 5 minutes old, else 503 position_feed_unavailable.
import { AppError } from '../../../platform/errors.js';
import type { Services } from '../../../platform/services.js';
import { parseFlightNumber } from '../decide/flight-number.js';
import { airConnectors } from '../connectors/index.js';
import { icaoDesignators } from '../connectors/callsigns.js';
import { isAirborne, toAircraftPosition, type AircraftPosition } from '../connectors/opensky.js';
import * as store from '../store/index.js';

const FRESH_MS = 15_000;
const STALE_OK_MS = 5 * 60_000;

export async function aircraftPositions(services: Services, input: string): Promise<AircraftPosition[]> {
  const flight = parseFlightNumber(input);
  const now = services.clock.now();
  const kept = await store.flightPositions(services.db, flight.display);
  const age = kept ? now.getTime() - kept.checked_at.getTime() : Infinity;
  if (kept && age >= 0 && age < FRESH_MS) return kept.positions;
  const callsigns = icaoDesignators(flight.airline).map((icao) => `${icao}${flight.number}${flight.suffix}`);
  if (callsigns.length === 0) return [];
  const feed = airConnectors(services).positions;
  let positions: AircraftPosition[];
  try {
    const airborne = (await feed.statesFor(callsigns, now)).filter((s) => isAirborne(s, now));
    const meta = airborne.length ? await feed.metadata(airborne.map((s) => s.icao24)) : new Map();
    positions = airborne.map((s) => toAircraftPosition(s, meta.get(s.icao24), flight.airline));
  } catch (e) {
    services.log.warn({ flight: flight.display, err: (e as Error).message }, 'position feed failed');
    if (kept && age < STALE_OK_MS) return kept.positions;
    throw new AppError('POSITION_FEED_UNAVAILABLE', 'the aircraft position feed did not answer', {
      status: 503,
      headers: { 'Retry-After': '30' },
    });
  }
  await store.saveFlightPositions(services.db, flight.display, positions, now);
  return positions;
}
