// The ocean host's datasets (docs/exports.md): tracked references, their carrier milestones and
// the positions of the vessels carrying them. A column that is a field of the record the row is
// (Container, or the same reference as a ContainerLookup; TimelineEvent; VesselPosition) names
// the field and carries its SDL description (f); the others, which the store works out or
// names otherwise, are described here (c).
import { c, f, type Dataset } from './dictionary.js';

/** The rows of an ocean dataset: the ocean subgraph's export stream (its ocean_export field's). */
export const oceanRows = (dataset: 'containers' | 'events' | 'vessel_positions'): Dataset['rows'] => ({
  subgraph: 'ocean',
  args: { dataset },
});

export const CONTAINERS: Dataset = {
  name: 'containers',
  product: 'ocean',
  rows: oceanRows('containers'),
  scope: 'ocean:read',
  version: 1,
  description: 'One row per tracked reference (container, bill of lading or booking).',
  changed: 'updated_at: the record last changed (a carrier answer that moved it, a tag, an archive)',
  columns: [
    f('Container.id', 'text'),
    f('Container.identifier', 'text'),
    f('Container.identifier_type', 'text'),
    f('ContainerLookup.container_number', 'text'),
    f('ContainerLookup.bl_number', 'text'),
    f('ContainerLookup.booking_number', 'text'),
    f('Container.carrier_code', 'text'),
    f('Container.carrier_name', 'text'),
    f('Container.status', 'text'),
    f('Container.origin_unlocode', 'text'),
    f('ContainerLookup.origin_name', 'text'),
    f('Container.destination_unlocode', 'text'),
    // Container.destination_name is '' where this is null: the lookup record's.
    f('ContainerLookup.destination_name', 'text'),
    f('Container.planned_departure_at', 'timestamp'),
    c('departed_at', 'timestamp', 'Actual departure (the first box to leave).'),
    f('Container.eta', 'timestamp'),
    f('Container.eta_is_estimated', 'bool'),
    c('arrived_at', 'timestamp', 'Actual arrival (the last box to arrive).'),
    c(
      'arrival_delay_hours',
      'float',
      'Arrival against the first ETA seen, in hours (negative: early); null until arrived.',
    ),
    f('ContainerLookup.vessel_imo', 'text'),
    // ContainerLookup.vessel_name falls back to the AIS fix's name: this is the carrier's.
    c('vessel_name', 'text', 'Current vessel name.'),
    c('demurrage_free_days', 'int', 'Free days of the terms in force (own contract, else the carrier tariff).'),
    f('Container.demurrage_last_free_day', 'date'),
    // Container.tags are objects ({name}): here their names.
    c('tags', 'json', 'Tags, a JSON array of strings.'),
    f('Container.added_at', 'timestamp'),
    f('Container.archived_at', 'timestamp'),
    c('updated_at', 'timestamp', 'When the record last changed (the export window compares this).'),
    // Container.predicted_arrival's fields, flattened.
    c('predicted_arrival_p10', 'timestamp', 'Our predicted arrival, early end: 10 % of arrivals come sooner.'),
    c(
      'predicted_arrival_p50',
      'timestamp',
      'Our predicted arrival: as likely sooner as later (Container.predicted_arrival).',
    ),
    c('predicted_arrival_p90', 'timestamp', 'Our predicted arrival, late end: 10 % of arrivals come later.'),
    c(
      'predicted_arrival_computed_at',
      'timestamp',
      'When the prediction was computed: when the row was exported (it does not move updated_at).',
    ),
    c(
      'predicted_arrival_basis',
      'text',
      'ais_fix, carrier_eta_history or carrier_eta; the predicted_arrival_* columns are null without a prediction (arrived, delivered, no vessel or fix).',
    ),
  ],
};

export const EVENTS: Dataset = {
  name: 'events',
  product: 'ocean',
  rows: oceanRows('events'),
  scope: 'ocean:read',
  version: 1,
  description: 'One row per carrier milestone of a tracked reference (DCSA Track & Trace terms).',
  changed: 'recorded_at: when the event was learnt, or learnt again with a changed time or classifier',
  columns: [
    f('TimelineEvent.id', 'text'),
    c('container_id', 'text', 'The record it belongs to (containers.id).'),
    c('identifier', 'text', "The record's tracked reference."),
    f('TimelineEvent.container_number', 'text'),
    f('TimelineEvent.event_type', 'text'),
    // TimelineEvent.type and .timestamp, named as DCSA and the other datasets name them.
    c('event_code', 'text', 'DCSA event code (LOAD, DEPA, ARRI, DISC, GTOT, …).'),
    f('TimelineEvent.classifier', 'text'),
    f('TimelineEvent.is_actual', 'bool'),
    f('TimelineEvent.label', 'text'),
    c('event_at', 'timestamp', 'When it happened (UTC).'),
    f('TimelineEvent.event_local_datetime', 'text'),
    f('TimelineEvent.utc_offset_minutes', 'int'),
    f('TimelineEvent.event_timezone', 'text'),
    f('TimelineEvent.location', 'text'),
    f('TimelineEvent.location_name', 'text'),
    f('TimelineEvent.facility_name', 'text'),
    f('TimelineEvent.vessel_imo', 'text'),
    f('TimelineEvent.vessel_name', 'text'),
    f('TimelineEvent.voyage', 'text'),
    f('TimelineEvent.mode_of_transport', 'text'),
    c('recorded_at', 'timestamp', 'When it was learnt (the export window compares this).'),
  ],
};

export const VESSEL_POSITIONS: Dataset = {
  name: 'vessel_positions',
  product: 'ocean',
  rows: oceanRows('vessel_positions'),
  scope: 'ocean:read',
  version: 1,
  description:
    "The latest AIS fix of each vessel carrying one of the organisation's active references (join containers.vessel_imo).",
  changed: 'updated_at: when the position was last refreshed from the feed',
  columns: [
    f('VesselPosition.imo', 'text'),
    // VesselPosition.name, .position_fix_at and .position_updated_at, named as the stored fix's.
    c('vessel_name', 'text', 'Vessel name.'),
    f('VesselPosition.lat', 'float'),
    f('VesselPosition.lng', 'float'),
    f('VesselPosition.speed_knots', 'float'),
    f('VesselPosition.heading_deg', 'float'),
    f('VesselPosition.nav_status', 'text'),
    c('nav_status_claimed', 'text', 'Navigational status as the vessel broadcast it.'),
    f('VesselPosition.source', 'text'),
    c('fix_at', 'timestamp', 'When the fix was taken.'),
    c('updated_at', 'timestamp', 'When it was last refreshed (the export window compares this).'),
  ],
};
