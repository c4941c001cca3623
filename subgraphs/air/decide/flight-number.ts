// A flight number as a caller writes it, read into its canonical IATA form (aircraft positions).
import { AppError } from '../../../platform/errors.js';

export interface FlightNumber {
  airline: string;
  number: number;
  suffix: string;
  /** Canonical IATA form: LH400. */
  display: string;
}

/** LH400, LH 400, lh0400, 5X123, EK9A → canonical; INVALID_FLIGHT_NUMBER otherwise. */
export function parseFlightNumber(input: unknown): FlightNumber {
  const m = typeof input === 'string' ? /^([A-Z0-9]{2})\s?(\d{1,4})([A-Z]?)$/.exec(input.trim().toUpperCase()) : null;
  if (!m || !/[A-Z]/.test(m[1]!) || Number(m[2]) === 0) {
    throw new AppError(
      'INVALID_FLIGHT_NUMBER',
      'a flight number is a 2-character IATA airline code and 1 to 4 digits, such as LH400',
      { status: 400 },
    );
  }
  const number = Number(m[2]);
  return { airline: m[1]!, number, suffix: m[3]!, display: `${m[1]}${number}${m[3]}` };
}
