// The schedules host's datasets (docs/exports.md): the sailings and the observed arrivals (the
// carriers' reliability observations) on the lanes the organisation ships on. The lanes are its
// tracked records' port pairs (ocean's shipping_lanes), so the key needs ocean:read besides
// schedules:read: tmcp_ with schedules connected.
import { c, type Dataset } from './dictionary.js';

/** The rows of a schedules dataset: the schedules subgraph's export stream over the organisation's lanes (onLanes). */
const schedulesRows = (dataset: 'sailings' | 'reliability_observations'): Dataset['rows'] => ({
  subgraph: 'schedules',
  args: { dataset },
});

const SCHEDULES = { product: 'schedules', scope: 'schedules:read', onLanes: true } as const;

const LANE_CHANGE =
  "updated_at: the row last changed, or the organisation began shipping on the lane (its earliest active record's creation) if later";

const lane = [
  c('origin', 'text', "The lane's origin (UN/LOCODE): the organisation ships from here"),
  c('destination', 'text', "The lane's destination (UN/LOCODE)"),
];

export const SAILINGS: Dataset = {
  name: 'sailings',
  ...SCHEDULES,
  rows: schedulesRows('sailings'),
  version: 1,
  description:
    'One row per sailing and lane the organisation ships on: a voyage calling at the lane’s origin and later at its destination, direct (GET /public/schedules answers it as a route without transshipment), past and scheduled, blanked ones included.',
  changed: LANE_CHANGE,
  columns: [
    c('sailing_id', 'text', 'The voyage (<SCAC>-<service>-<voyage>); with origin and destination, the row’s key'),
    ...lane,
    c('carrier_scac', 'text', 'The operating carrier (SCAC)'),
    c('service_code', 'text', "The carrier's service (loop) code"),
    c('service_name', 'text', "The service's name"),
    c('vessel_imo', 'text', 'Vessel IMO number'),
    c('vessel_name', 'text', 'Vessel name'),
    c('voyage', 'text', 'Voyage number'),
    c('status', 'text', 'scheduled or blanked (cancelled by the carrier)'),
    c('slip_hours', 'int', 'Announced delay of the departure, hours'),
    c('scheduled_departure', 'timestamp', 'Scheduled departure from the origin'),
    c('estimated_departure', 'timestamp', 'Latest estimated departure from the origin'),
    c('actual_departure', 'timestamp', 'Observed departure from the origin; null until it left'),
    c('fcl_cutoff', 'timestamp', 'Port cut-off for full containers at the origin'),
    c('scheduled_arrival', 'timestamp', 'Scheduled arrival at the destination'),
    c('estimated_arrival', 'timestamp', 'Latest estimated arrival at the destination'),
    c('actual_arrival', 'timestamp', 'Observed arrival at the destination; null until it arrived'),
    c('transit_days', 'float', 'Estimated arrival less estimated departure, days (one decimal)'),
    c('source', 'text', 'Where the sailing was learned (sandbox, or the carrier feed)'),
    c('updated_at', 'timestamp', 'When it last changed for the organisation (the export window compares this)'),
  ],
};

export const RELIABILITY_OBSERVATIONS: Dataset = {
  name: 'reliability_observations',
  ...SCHEDULES,
  rows: schedulesRows('reliability_observations'),
  version: 1,
  description:
    'One row per arrival observed at the destination of a lane the organisation ships on, of a sailing that called at its origin before: the observations the carriers’ on-time record on the lane is counted from (Lane.reliability and GET /public/reliability/lanes count those of the reliability window).',
  changed: LANE_CHANGE,
  columns: [
    ...lane,
    c('sailing_id', 'text', 'The voyage; with origin and destination, the row’s key'),
    c('carrier_scac', 'text', 'The operating carrier (SCAC)'),
    c('vessel_imo', 'text', 'Vessel IMO number'),
    c('vessel_name', 'text', 'Vessel name'),
    c('voyage', 'text', 'Voyage number'),
    c('scheduled_arrival', 'timestamp', 'Scheduled arrival at the destination'),
    c('actual_arrival', 'timestamp', 'Observed arrival at the destination'),
    c('delay_minutes', 'int', 'Actual less scheduled arrival, minutes (negative: early)'),
    c('on_time', 'bool', 'Within 24 hours either side of the scheduled arrival (the on-time rule)'),
    c('source', 'text', 'Who observed the arrival (sandbox, ais, a carrier feed)'),
    c(
      'updated_at',
      'timestamp',
      'When it was observed or last changed for the organisation (the export window compares this)',
    ),
  ],
};
