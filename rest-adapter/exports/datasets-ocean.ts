// The ocean host's datasets (docs/exports.md): tracked references, their carrier milestones and
// the positions of the vessels carrying them.
import { OceanExportDocument, type OceanExportDataset } from '../generated/operations.js';
import { c, pageOf, type Dataset, type ReadPage } from './dictionary.js';

/** A page of an ocean dataset (ocean_export). */
export const oceanPage =
  (dataset: OceanExportDataset): ReadPage =>
  async (ask, page) =>
    pageOf((await ask(OceanExportDocument, { dataset, ...page })).ocean_export);

export const CONTAINERS: Dataset = {
  name: 'containers',
  product: 'ocean',
  page: oceanPage('containers'),
  scope: 'ocean:read',
  version: 1,
  description: 'One row per tracked reference (container, bill of lading or booking).',
  changed: 'updated_at: the record last changed (a carrier answer that moved it, a tag, an archive)',
  columns: [
    c('id', 'text', 'Record id (as GET /v1/containers/{id})'),
    c('identifier', 'text', 'The tracked reference'),
    c('identifier_type', 'text', 'container_id, bill_of_lading or booking'),
    c('container_number', 'text', 'First box of the reference; null while a B/L or booking has none'),
    c('bl_number', 'text', 'Bill of lading number'),
    c('booking_number', 'text', 'Booking number'),
    c('carrier_code', 'text', "SCAC; '' when unknown"),
    c('carrier_name', 'text', "The carrier's name, falling back to carrier_code"),
    c('status', 'text', 'Tracking status (pending, in_transit, arrived, delivered, …)'),
    c('origin_unlocode', 'text', 'Port of loading (UN/LOCODE)'),
    c('origin_name', 'text', 'Port of loading name'),
    c('destination_unlocode', 'text', 'Port of discharge (UN/LOCODE)'),
    c('destination_name', 'text', 'Port of discharge name'),
    c('planned_departure_at', 'timestamp', 'Planned departure from the port of loading'),
    c('departed_at', 'timestamp', 'Actual departure (the first box to leave)'),
    c('eta', 'timestamp', 'Estimated (or actual) arrival at the port of discharge'),
    c('eta_is_estimated', 'bool', 'Whether eta is an estimate'),
    c('arrived_at', 'timestamp', 'Actual arrival (the last box to arrive)'),
    c(
      'arrival_delay_hours',
      'float',
      'Arrival against the first ETA seen, in hours (negative: early); null until arrived',
    ),
    c('vessel_imo', 'text', 'Current vessel IMO number'),
    c('vessel_name', 'text', 'Current vessel name'),
    c('demurrage_free_days', 'int', 'Free days of the terms in force (own contract, else the carrier tariff)'),
    c('demurrage_last_free_day', 'date', 'Earliest last free day of any box (port-local date)'),
    c('tags', 'json', 'Tags, a JSON array of strings'),
    c('added_at', 'timestamp', 'When tracking started'),
    c('archived_at', 'timestamp', 'When archived; null while active'),
    c('updated_at', 'timestamp', 'When the record last changed (the export window compares this)'),
    c('predicted_arrival_p10', 'timestamp', 'Our predicted arrival, early end: 10 % of arrivals come sooner'),
    c(
      'predicted_arrival_p50',
      'timestamp',
      'Our predicted arrival: as likely sooner as later (Container.predicted_arrival)',
    ),
    c('predicted_arrival_p90', 'timestamp', 'Our predicted arrival, late end: 10 % of arrivals come later'),
    c(
      'predicted_arrival_computed_at',
      'timestamp',
      'When the prediction was computed: when the row was exported (it does not move updated_at)',
    ),
    c(
      'predicted_arrival_basis',
      'text',
      'ais_fix, carrier_eta_history or carrier_eta; the predicted_arrival_* columns are null without a prediction (arrived, delivered, no vessel or fix)',
    ),
  ],
};

export const EVENTS: Dataset = {
  name: 'events',
  product: 'ocean',
  page: oceanPage('events'),
  scope: 'ocean:read',
  version: 1,
  description: 'One row per carrier milestone of a tracked reference (DCSA Track & Trace terms).',
  changed: 'recorded_at: when the event was learnt, or learnt again with a changed time or classifier',
  columns: [
    c('id', 'text', 'Event id'),
    c('container_id', 'text', 'The record it belongs to (containers.id)'),
    c('identifier', 'text', "The record's tracked reference"),
    c('container_number', 'text', 'The box the event concerns'),
    c('event_type', 'text', 'EQUIPMENT, TRANSPORT or SHIPMENT'),
    c('event_code', 'text', 'DCSA event code (LOAD, DEPA, ARRI, DISC, GTOT, …)'),
    c('classifier', 'text', 'ACT (actual), EST (estimated) or PLN (planned)'),
    c('is_actual', 'bool', 'classifier is ACT'),
    c('label', 'text', 'What happened, in words'),
    c('event_at', 'timestamp', 'When it happened (UTC)'),
    c('event_local_datetime', 'text', 'Port wall-clock time, no offset; null when the port is unplaced'),
    c('utc_offset_minutes', 'int', "The port's offset from UTC at that instant"),
    c('event_timezone', 'text', "The port's IANA time zone"),
    c('location', 'text', 'UN/LOCODE'),
    c('location_name', 'text', 'Port name'),
    c('facility_name', 'text', 'Terminal or facility'),
    c('vessel_imo', 'text', 'Vessel IMO number'),
    c('vessel_name', 'text', 'Vessel name'),
    c('voyage', 'text', 'Voyage number'),
    c('mode_of_transport', 'text', 'VESSEL, RAIL, TRUCK, …'),
    c('recorded_at', 'timestamp', 'When it was learnt (the export window compares this)'),
  ],
};

export const VESSEL_POSITIONS: Dataset = {
  name: 'vessel_positions',
  product: 'ocean',
  page: oceanPage('vessel_positions'),
  scope: 'ocean:read',
  version: 1,
  description:
    "The latest AIS fix of each vessel carrying one of the organisation's active references (join containers.vessel_imo).",
  changed: 'updated_at: when the position was last refreshed from the feed',
  columns: [
    c('imo', 'text', 'Vessel IMO number'),
    c('vessel_name', 'text', 'Vessel name'),
    c('lat', 'float', 'Latitude, decimal degrees (WGS 84)'),
    c('lng', 'float', 'Longitude, decimal degrees (WGS 84)'),
    c('speed_knots', 'float', 'Speed over ground, knots'),
    c('heading_deg', 'float', 'Heading, degrees from true north'),
    c('nav_status', 'text', 'Navigational status after the moored / anchored contradiction rule'),
    c('nav_status_claimed', 'text', 'Navigational status as the vessel broadcast it'),
    c('source', 'text', 'Feed kind: ais or sandbox'),
    c('fix_at', 'timestamp', 'When the fix was taken'),
    c('updated_at', 'timestamp', 'When it was last refreshed (the export window compares this)'),
  ],
};
