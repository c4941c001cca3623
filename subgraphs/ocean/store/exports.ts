// Analyst export pages (docs/exports.md): one keyset page of a dataset, ordered by when each row
// last changed and its id, inside the window the caller asked for; always one organisation's rows.
import type { Queryable } from '../../../platform/db.js';
import type { ExportWindow, KeyedRow } from '../../../platform/export-page.js';
import { exportInstant as iso, exportPosition as position, exportWhere } from '../../../platform/export-sql.js';
import { followedBy, type PositionWrite } from './positions.js';
import type { EventRow } from './rows.js';

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

export interface EventExportRow
  extends KeyedRow, Omit<EventRow, 'org_id' | 'source_event_id' | 'remark' | 'feed_seq' | 'event_at' | 'created_at'> {
  identifier: string;
  /** ISO 8601 UTC text (exportInstant), as is created_at. */
  event_at: string;
  created_at: string;
}

/** Carrier events learnt (or learnt again with a changed time) in the window. */
export async function eventExportPage(db: Queryable, orgId: string, w: ExportWindow): Promise<EventExportRow[]> {
  const { where, params } = exportWhere('e.created_at', 'e.id', w);
  const r = await db.query<EventExportRow>(
    `SELECT e.id, e.container_id, c.identifier, e.equipment_reference, e.event_type, e.code, e.classifier,
       ${iso('e.event_at', 'event_at')}, e.unlocode, e.facility_name, e.vessel_imo, e.vessel_name, e.voyage,
       e.mode_of_transport, e.empty_indicator, ${iso('e.created_at', 'created_at')}, ${position('e.created_at', 'e.id')}
       FROM ocean.events e JOIN ocean.containers c ON c.id = e.container_id
      WHERE e.org_id = $1 AND ${where}
      ORDER BY e.created_at, e.id LIMIT ${w.fetch}`,
    [orgId, ...params],
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
