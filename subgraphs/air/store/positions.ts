// The position feed's last answer per flight number (air.flight_positions).
import type { Queryable } from '../../../platform/db.js';
import type { AircraftPosition } from '../connectors/opensky.js';

export async function flightPositions(
  db: Queryable,
  flight: string,
): Promise<{ positions: AircraftPosition[]; checked_at: Date } | null> {
  const r = await db.query<{ positions: AircraftPosition[]; checked_at: Date }>(
    'SELECT positions, checked_at FROM air.flight_positions WHERE flight_number = $1',
    [flight],
  );
  return r.rows[0] ?? null;
}

export async function saveFlightPositions(
  db: Queryable,
  flight: string,
  positions: AircraftPosition[],
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO air.flight_positions (flight_number, positions, checked_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (flight_number) DO UPDATE SET positions = EXCLUDED.positions, checked_at = EXCLUDED.checked_at`,
    [flight, JSON.stringify(positions), now],
  );
}
