// The schedules host's datasets (docs/exports.md): the sailings and the observed arrivals (the
// carriers' reliability observations) on the lanes the organisation ships on. The lanes are its
// tracked records' port pairs (ocean's shipping_lanes), so the key needs ocean:read besides
// schedules:read: tmcp_ with schedules connected. A row is on a Lane, and a sailings row is a
// direct SailingRoute of one SailingLeg: a column that is one of their fields names it and
// carries its SDL description (f); the others are described here (c). No GraphQL type is an
// observed arrival: its row's sailing columns are the sailing's (SailingLeg) fields.
import { c, f, type Dataset } from './dictionary.js';

/** The rows of a schedules dataset: the schedules subgraph's export stream over the organisation's lanes (onLanes). */
const schedulesRows = (dataset: 'sailings' | 'reliability_observations'): Dataset['rows'] => ({
  subgraph: 'schedules',
  args: { dataset },
});

const SCHEDULES = { product: 'schedules', scope: 'schedules:read', onLanes: true } as const;

const LANE_CHANGE =
  "updated_at: the row last changed, or the organisation began shipping on the lane (its earliest active record's creation) if later";

const lane = [f('Lane.origin', 'text'), f('Lane.destination', 'text')];

export const SAILINGS: Dataset = {
  name: 'sailings',
  ...SCHEDULES,
  rows: schedulesRows('sailings'),
  version: 1,
  description:
    'One row per sailing and lane the organisation ships on: a voyage calling at the lane’s origin and later at its destination, direct (GET /public/schedules answers it as a route without transshipment), past and scheduled, blanked ones included. Keyed by sailing_id, origin and destination.',
  changed: LANE_CHANGE,
  columns: [
    f('SailingLeg.sailing_id', 'text'),
    ...lane,
    // SailingLeg.carrier_code, and the call times SailingLeg names *_at, named as stored.
    c('carrier_scac', 'text', 'The operating carrier (SCAC).'),
    f('SailingLeg.service_code', 'text'),
    f('SailingLeg.service_name', 'text'),
    f('SailingLeg.vessel_imo', 'text'),
    f('SailingLeg.vessel_name', 'text'),
    f('SailingLeg.voyage', 'text'),
    c('status', 'text', 'scheduled or blanked (cancelled by the carrier).'),
    // SailingLeg.slip_hours is worked out from the leg's departure times: this is the sailing's own.
    c('slip_hours', 'int', 'Announced delay of the departure, hours.'),
    c('scheduled_departure', 'timestamp', 'Scheduled departure from the origin.'),
    c('estimated_departure', 'timestamp', 'Latest estimated departure from the origin.'),
    c('actual_departure', 'timestamp', 'Observed departure from the origin; null until it left.'),
    c('fcl_cutoff', 'timestamp', 'Port cut-off for full containers at the origin.'),
    c('scheduled_arrival', 'timestamp', 'Scheduled arrival at the destination.'),
    c('estimated_arrival', 'timestamp', 'Latest estimated arrival at the destination.'),
    c('actual_arrival', 'timestamp', 'Observed arrival at the destination; null until it arrived.'),
    f('SailingRoute.transit_days', 'float'),
    c('source', 'text', 'Where the sailing was learned (sandbox, or the carrier feed).'),
    c('updated_at', 'timestamp', 'When it last changed for the organisation (the export window compares this).'),
  ],
};

export const RELIABILITY_OBSERVATIONS: Dataset = {
  name: 'reliability_observations',
  ...SCHEDULES,
  rows: schedulesRows('reliability_observations'),
  version: 1,
  description:
    'One row per arrival observed at the destination of a lane the organisation ships on, of a sailing that called at its origin before: the observations the carriers’ on-time record on the lane is counted from (Lane.reliability and GET /public/reliability/lanes count those of the reliability window). Keyed by sailing_id, origin and destination.',
  changed: LANE_CHANGE,
  columns: [
    ...lane,
    f('SailingLeg.sailing_id', 'text'),
    c('carrier_scac', 'text', 'The operating carrier (SCAC).'),
    f('SailingLeg.vessel_imo', 'text'),
    f('SailingLeg.vessel_name', 'text'),
    f('SailingLeg.voyage', 'text'),
    c('scheduled_arrival', 'timestamp', 'Scheduled arrival at the destination.'),
    c('actual_arrival', 'timestamp', 'Observed arrival at the destination.'),
    c('delay_minutes', 'int', 'Actual less scheduled arrival, minutes (negative: early).'),
    c('on_time', 'bool', 'Within 24 hours either side of the scheduled arrival (the on-time rule).'),
    c('source', 'text', 'Who observed the arrival (sandbox, ais, a carrier feed).'),
    c(
      'updated_at',
      'timestamp',
      'When it was observed or last changed for the organisation (the export window compares this).',
    ),
  ],
};
