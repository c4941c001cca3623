// The shapes the air normaliser produces (normalise.ts) and works on: the waybill record, its
// legs and events, and a status line with what the rules read from it resolved.
import type { AirStatus, EventFamily } from './codes.js';
import type { FsuStatusLine } from '../connectors/fsu-parser.js';

export interface AirportInfo {
  iata: string;
  name: string;
  timezone: string | null;
  lat: number;
  lng: number;
}

export interface Pair {
  estimated: Date | null;
  actual: Date | null;
}

export interface NormEvent {
  seq: number;
  status_code: string;
  raw_code: string;
  event_family: EventFamily;
  is_actual: boolean;
  estimated: Date | null;
  actual: Date | null;
  station: string | null;
  station_name: string | null;
  flight_number: string | null;
  pieces: number | null;
  weight_kg: number | null;
  description: string;
}

export interface NormLeg {
  order_id: number;
  status: 'BOOKED' | 'MANIFESTED' | 'DEPARTED' | 'ARRIVED';
  transport_type: 'PLANE' | 'TRUCK';
  from_iata: string | null;
  to_iata: string | null;
  flight_number: string;
  /** Flight date as sent (e.g. 12MAR): with the flight, the leg's identity. */
  flight_date: string;
  departure: Pair;
  arrival: Pair;
  pieces: number | null;
  weight_kg: number | null;
  path: [number, number][];
}

export interface Normalised {
  status: AirStatus;
  origin: string | null;
  destination: string | null;
  pieces: number | null;
  weight_kg: number | null;
  flight_number: string | null;
  departure: Pair;
  arrival: Pair;
  legs: NormLeg[];
  events: NormEvent[];
  warnings: string[];
}

export type Side = 'D' | 'A';
export interface Time {
  side: Side;
  kind: 'S' | 'E' | 'A';
  at: Date;
}

/** A status line, once, with what the rules read from it resolved: places, side and instants. */
export interface Line {
  s: FsuStatusLine;
  roadFeeder: boolean;
  /** Position among the distinct lines, in message order. */
  order: number;
  side: Side;
  station: string | null;
  from: string | null;
  to: string | null;
  /** UTC midnight of the line's local date (year as written, else inferred; an exact instant's local date at the station). */
  date: number;
  /** The line's date (12MAR; as sent, or an exact instant's local date): with the flight, a leg's identity. */
  dateKey: string;
  times: Time[];
  /** The time in the line's date field: when the event happened, on the line's side. */
  own: Date | null;
}
