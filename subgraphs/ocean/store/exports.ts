// Analyst export pages (docs/exports.md): one keyset page of a dataset, ordered by when each row
// last changed and its id, inside the window the caller asked for; always one organisation's rows.
import type { Queryable } from '../../../platform/db.js';
import type { ExportWindow, KeyedCells, KeyedRow } from '../../../platform/export-page.js';
import { exportInstant as iso, exportPosition as position, exportWhere } from '../../../platform/export-sql.js';
import { followedBy, type PositionWrite } from './positions.js';

export interface ContainerExportRow extends KeyedRow {
  id: string;
  identifier: string;
  identifier_type: string;
  container_number: string | null;
  bl_number: string | null;
  booking_number: string | null;
  carrier_scac: string | null;
  carrier_hint_code: string | null;
  status: string;
  origin_unlocode: string | null;
  destination_unlocode: string | null;
  planned_departure_at: string | null;
  departed_at: string | null;
  eta: string | null;
  eta_is_estimated: boolean | null;
  arrived_at: string | null;
  arrival_delay_hours: number | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  demurrage_free_days: number | null;
  demurrage_last_free_day: string | null;
  tags: string[];
  added_at: string;
  archived_at: string | null;
  updated_at: string;
}

/**
 * Tracked references changed in the window, with their boxes' departure, arrival, delay against
 * the first ETA seen, and free time (the earliest last free day of any box).
 */
export async function containerExportPage(
  db: Queryable,
  orgId: string,
  w: ExportWindow,
): Promise<ContainerExportRow[]> {
  const { where, params } = exportWhere('c.updated_at', 'c.id', w);
  const r = await db.query<ContainerExportRow>(
    `SELECT c.id, c.identifier, c.identifier_type, c.container_number, c.bl_number, c.booking_number, c.carrier_scac,
       c.carrier_hint_code, c.status, c.origin_unlocode, c.destination_unlocode,
       ${iso('c.planned_departure_at', 'planned_departure_at')}, ${iso('b.departed_at', 'departed_at')}, ${iso('c.eta', 'eta')},
       c.eta_is_estimated, ${iso('b.arrived_at', 'arrived_at')}, b.arrival_delay_hours, c.current_vessel_imo AS vessel_imo,
       c.current_vessel_name AS vessel_name, b.demurrage_free_days, b.demurrage_last_free_day, c.tags,
       ${iso('c.added_at', 'added_at')}, ${iso('c.archived_at', 'archived_at')}, ${iso('c.updated_at', 'updated_at')},
       ${position('c.updated_at', 'c.id')}
       FROM ocean.containers c
       LEFT JOIN LATERAL (
         SELECT min(x.departed_at) AS departed_at, max(x.arrived_at) AS arrived_at,
           (max(extract(epoch FROM x.arrived_at - x.first_eta)) / 3600)::float8 AS arrival_delay_hours,
           min(x.dem_free_days) AS demurrage_free_days, min(x.dem_last_free_day)::text AS demurrage_last_free_day
           FROM ocean.boxes x WHERE x.container_id = c.id) b ON true
      WHERE c.org_id = $1 AND c.add_state = 'active' AND ${where}
      ORDER BY c.updated_at, c.id LIMIT ${w.fetch}`,
    [orgId, ...params],
  );
  return r.rows;
}

/**
 * The events dataset's columns (docs/exports.md) and what the store reads into each: those the
 * subgraph works out from reference data and the row (is_actual, label, the port-local time, the
 * port's name: exports.ts) come as nulls that the shaping fills in, so a row is the one array the
 * driver made, from the database to the format writer.
 */
const EVENT_CELLS = [
  ['id', 'e.id'],
  ['container_id', 'e.container_id'],
  ['identifier', 'c.identifier'],
  ['container_number', 'e.equipment_reference'],
  ['event_type', 'e.event_type'],
  ['event_code', 'e.code'],
  ['classifier', 'e.classifier'],
  ['is_actual', 'NULL'],
  ['label', 'NULL'],
  ['event_at', iso('e.event_at', 'event_at')],
  ['event_local_datetime', 'NULL'],
  ['utc_offset_minutes', 'NULL'],
  ['event_timezone', 'NULL'],
  ['location', 'e.unlocode'],
  ['location_name', 'NULL'],
  ['facility_name', 'e.facility_name'],
  ['vessel_imo', 'e.vessel_imo'],
  ['vessel_name', 'e.vessel_name'],
  ['voyage', 'e.voyage'],
  ['mode_of_transport', 'e.mode_of_transport'],
  ['recorded_at', iso('e.created_at', 'recorded_at')],
] as const;

export const EVENT_COLUMNS = EVENT_CELLS.map(([name]) => name);

/**
 * An events row as the store reads it: EVENT_COLUMNS' cells, then the event's empty indicator
 * (its label reads it) and the keyset position (KeyedCells).
 */
export type EventExportCells = unknown[] & KeyedCells;

/** Carrier events learnt (or learnt again with a changed time) in the window, as arrays (the driver's row mode). */
export async function eventExportPage(db: Queryable, orgId: string, w: ExportWindow): Promise<EventExportCells[]> {
  const { where, params } = exportWhere('e.created_at', 'e.id', w);
  const r = await db.query<EventExportCells>(
    `SELECT ${EVENT_CELLS.map(([, sql]) => sql).join(', ')}, e.empty_indicator, ${position('e.created_at', 'e.id')}
       FROM ocean.events e JOIN ocean.containers c ON c.id = e.container_id
      WHERE e.org_id = $1 AND ${where}
      ORDER BY e.created_at, e.id LIMIT ${w.fetch}`,
    [orgId, ...params],
    { rowMode: 'array' },
  );
  return r.rows;
}

/** A stored fix as the poller writes it (positions.ts), read back with its times as instants. */
export interface VesselPositionExportRow extends KeyedRow, Omit<PositionWrite, 'fix_at'> {
  fix_at: Date;
  updated_at: Date;
}

/**
 * The latest fix of each vessel that carries an active reference of the organisation, changed in
 * the window. Positions are shared reference data; what is the organisation's is which vessels
 * it is told about. A small table (one row per vessel), so no index on its change time.
 */
export async function vesselPositionExportPage(
  db: Queryable,
  orgId: string,
  w: ExportWindow,
): Promise<VesselPositionExportRow[]> {
  const { where, params } = exportWhere('v.updated_at', 'v.imo', w, { idType: 'text' });
  const r = await db.query<VesselPositionExportRow>(
    `SELECT v.imo, v.name, v.lat, v.lng, v.speed_knots, v.heading_deg, v.nav_status, v.nav_status_claimed, v.source,
       v.fix_at, v.updated_at, ${position('v.updated_at', 'v.imo')}
       FROM ocean.vessel_positions v
      WHERE ${followedBy('$1', 'v.imo')} AND ${where}
      ORDER BY v.updated_at, v.imo LIMIT ${w.fetch}`,
    [orgId, ...params],
  );
  return r.rows;
}
