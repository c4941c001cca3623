// The air subgraph's row types as its reads return them (the resolvers' parent types), and the
// shipment columns those reads select.
import type { AirlineRow, AirportRow } from '../../reference/store/index.js';
import type { NormEvent } from '../decide/normalise-model.js';
export type { AirlineRow, AirportRow };

export interface ShipmentRow {
  awb: string;
  airline_prefix: string;
  outcome: 'pending' | 'found' | 'not_found';
  status: string;
  origin: string | null;
  destination: string | null;
  origin_name: string | null;
  destination_name: string | null;
  pieces: number | null;
  weight_kg: number | null;
  flight_number: string | null;
  dep_estimated: Date | null;
  dep_actual: Date | null;
  arr_estimated: Date | null;
  arr_actual: Date | null;
  content_hash: string | null;
  retry_after_s: number | null;
  fetched_at: Date | null;
  changed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  attempts: number;
  updated_at: Date;
  warnings: string[]; // what the last answer held that could not be read; [] after a clean answer
}

/** A shipment as one organisation sees it: null waybill_id = the organisation does not track it. */
export interface TrackRow extends ShipmentRow {
  waybill_id: string | null;
  waybill_updated_at: Date | null;
}

export interface LegRow {
  awb: string;
  order_id: number;
  status: string;
  transport_type: string | null;
  from_iata: string | null;
  to_iata: string | null;
  flight_number: string;
  flight_date: string;
  dep_estimated: Date | null;
  dep_actual: Date | null;
  arr_estimated: Date | null;
  arr_actual: Date | null;
  pieces: number | null;
  weight_kg: number | null;
  path: [number, number][];
}

/** A stored status event: the normalised event of its AWB, its family as stored text. */
export type EventRow = Omit<NormEvent, 'event_family'> & { awb: string; event_family: string };

export const SHIPMENT_COLS = `s.awb, s.airline_prefix, s.outcome, s.status, s.origin, s.destination, s.origin_name, s.destination_name,
  s.pieces, s.weight_kg, s.flight_number, s.dep_estimated, s.dep_actual, s.arr_estimated, s.arr_actual, s.content_hash,
  s.retry_after_s, s.fetched_at, s.changed_at, s.failed_at, s.last_error, s.attempts, s.updated_at, s.warnings`;
