// Analyst export pages of the schedules host (docs/exports.md): the sailings and observed arrivals
// on the lanes an organisation ships on, a keyset page at a time. The lanes come with the request
// (ocean's shipping_lanes, through the gateway: this subgraph does not read ocean's tables), each
// with when the organisation began shipping on it; a row counts as changed no earlier than that,
// so a lane newly shipped on brings its whole history to the next incremental export.
import type { Queryable } from '../../../platform/db.js';
import type { ExportWindow, KeyedRow } from '../../../platform/export-page.js';
import { exportPosition, exportWhere } from '../../../platform/export-sql.js';
import type { LaneKey } from './lanes.js';

/** A lane the organisation ships on and when it began to (null: always). */
export interface ExportLane extends LaneKey {
  since: Date | null;
}

/** A row of a schedules dataset: its columns as the dictionary names them, and its keyset position. */
export type ScheduleExportRow = KeyedRow & Record<string, unknown>;

const LANES = `lane AS (SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS l(origin, destination, since))`;
const ON_LANES = `FROM lane l
  JOIN schedules.port_calls o ON o.unlocode = l.origin
  JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = l.destination AND d.seq > o.seq
  JOIN schedules.sailings s ON s.id = o.sailing_id`;
/** A row's key: a voyage calls a port once, so a sailing and a lane name one row. */
const KEY = `s.id || ' ' || l.origin || ' ' || l.destination`;

async function page(
  db: Queryable,
  lanes: readonly ExportLane[],
  w: ExportWindow,
  columns: string,
  extra: { join?: string; params?: unknown[] } = {},
): Promise<ScheduleExportRow[]> {
  const base = [
    lanes.map((l) => l.origin),
    lanes.map((l) => l.destination),
    lanes.map((l) => l.since),
    ...(extra.params ?? []),
  ];
  const { where, params } = exportWhere('x.changed', 'x.row_key', w, { before: base.length, idType: 'text' });
  const r = await db.query<ScheduleExportRow>(
    `WITH ${LANES}, x AS (SELECT ${columns}, ${KEY} AS row_key ${ON_LANES} ${extra.join ?? ''})
     SELECT x.*, x.changed AS updated_at, ${exportPosition('x.changed', 'x.row_key')} FROM x
      WHERE ${where} ORDER BY x.changed, x.row_key LIMIT ${w.fetch}`,
    [...base, ...params],
  );
  for (const row of r.rows) {
    delete row.changed;
    delete row.row_key;
  }
  return r.rows;
}

/** Sailings on the lanes changed in the window: the sailing, either call, or the lane newly shipped on. */
export const sailingExportPage = (db: Queryable, lanes: readonly ExportLane[], w: ExportWindow) =>
  page(
    db,
    lanes,
    w,
    `s.id AS sailing_id, l.origin, l.destination, s.carrier_scac, s.service_code, s.service_name, s.vessel_imo,
     s.vessel_name, s.voyage, s.status, s.slip_hours, o.scheduled_departure, o.estimated_departure, o.actual_departure,
     o.fcl_cutoff, d.scheduled_arrival, d.estimated_arrival, d.actual_arrival,
     round((extract(epoch FROM d.estimated_arrival - o.estimated_departure) / 86400)::numeric, 1)::float8 AS transit_days,
     s.source, greatest(s.updated_at, o.updated_at, d.updated_at, l.since) AS changed`,
  );

/**
 * Observed arrivals on the lanes recorded in the window (or on a lane newly shipped on): on time
 * when within the tolerance of the scheduled arrival, as the reliability figures count them.
 */
export const observationExportPage = (
  db: Queryable,
  lanes: readonly ExportLane[],
  w: ExportWindow,
  toleranceMinutes: number,
) =>
  page(
    db,
    lanes,
    w,
    `l.origin, l.destination, s.id AS sailing_id, a.carrier_scac, s.vessel_imo, s.vessel_name, s.voyage,
     a.scheduled_arrival, a.actual_arrival, a.delay_minutes, abs(a.delay_minutes) <= $4 AS on_time, a.source,
     greatest(d.updated_at, l.since) AS changed`,
    {
      join: 'JOIN schedules.observed_arrivals a ON a.sailing_id = d.sailing_id AND a.unlocode = d.unlocode',
      params: [toleranceMinutes],
    },
  );
