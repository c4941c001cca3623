// Who receives schedules events: the organisations watching a lane, cut-off warnings due.
import type { Queryable } from '../../../platform/db.js';

export interface LaneWatcher {
  org_id: string;
  sailing_id: string;
  origin: string;
  destination: string;
  scheduled_departure: Date | null;
  estimated_departure: Date | null;
}

/** Organisations that searched a lane these sailings serve directly (interest since `since`). */
export async function watchersOfSailings(db: Queryable, sailingIds: string[], since: Date): Promise<LaneWatcher[]> {
  if (!sailingIds.length) return [];
  const r = await db.query<LaneWatcher>(
    `SELECT li.org_id, o.sailing_id, o.unlocode AS origin, d.unlocode AS destination, o.scheduled_departure, o.estimated_departure
       FROM schedules.port_calls o
       JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.seq > o.seq
       JOIN schedules.lane_interest li ON li.origin = o.unlocode AND li.destination = d.unlocode AND li.last_searched_at >= $2
      WHERE o.sailing_id = ANY($1::text[])
      ORDER BY li.org_id, o.sailing_id, o.seq, d.seq`,
    [sailingIds, since],
  );
  return r.rows;
}

export interface CutoffDue {
  org_id: string;
  sailing_id: string;
  carrier_scac: string;
  voyage: string | null;
  vessel_name: string | null;
  vessel_imo: string | null;
  origin: string;
  destination: string;
  doc_cutoff: Date;
  departure: Date;
}

/**
 * Documentation cut-offs in (now, now + hours] at the origin of a watched lane, each
 * claimed once per organisation (the insert into notified is the claim: concurrent workers
 * cannot both raise it).
 */
export async function claimDueCutoffs(db: Queryable, now: Date, hours: number, since: Date): Promise<CutoffDue[]> {
  const r = await db.query<CutoffDue>(
    `WITH due AS (
       SELECT DISTINCT ON (li.org_id, o.sailing_id, o.unlocode) li.org_id, o.sailing_id, s.carrier_scac, s.voyage, s.vessel_name, s.vessel_imo,
              o.unlocode AS origin, d.unlocode AS destination, o.doc_cutoff, o.estimated_departure AS departure
         FROM schedules.lane_interest li
         JOIN schedules.port_calls o ON o.unlocode = li.origin
              AND o.estimated_departure > $1::timestamptz AND o.estimated_departure <= $1::timestamptz + ($2 + 96) * interval '1 hour'
         JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = li.destination AND d.seq > o.seq
         JOIN schedules.sailings s ON s.id = o.sailing_id AND s.status = 'scheduled'
        WHERE li.last_searched_at >= $3 AND o.doc_cutoff > $1 AND o.doc_cutoff <= $1::timestamptz + $2 * interval '1 hour'
        ORDER BY li.org_id, o.sailing_id, o.unlocode, d.seq
     ), claimed AS (
       INSERT INTO schedules.notified (org_id, event_type, subject, raised_at)
       SELECT org_id, 'cutoff_approaching', sailing_id || '@' || origin, $1 FROM due
       ON CONFLICT DO NOTHING
       RETURNING org_id, subject
     )
     SELECT due.* FROM due JOIN claimed c ON c.org_id = due.org_id AND c.subject = due.sailing_id || '@' || due.origin
      ORDER BY due.org_id, due.doc_cutoff, due.sailing_id`,
    [now, hours, since],
  );
  return r.rows;
}

/** Organisations watching a lane on which the carrier has a direct sailing in the next weeks. */
export async function watchersOfCarrier(db: Queryable, scac: string, now: Date, since: Date): Promise<string[]> {
  const r = await db.query<{ org_id: string }>(
    `SELECT DISTINCT li.org_id FROM schedules.lane_interest li
       JOIN schedules.port_calls o ON o.unlocode = li.origin AND o.carrier_scac = $1
            AND o.estimated_departure > $2 AND o.estimated_departure <= $2::timestamptz + interval '56 days'
       JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = li.destination AND d.seq > o.seq
      WHERE li.last_searched_at >= $3 ORDER BY 1`,
    [scac, now, since],
  );
  return r.rows.map((x) => x.org_id);
}
