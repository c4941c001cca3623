// SQL of the schedules subgraph. Sailings, port calls, observed arrivals and congestion are
// public market data; usage counters, lane interest and notifications are per organisation.
import type { Queryable } from '../../platform/db.js';
import type { ServiceDef } from './connectors/network.js';
import type { CongestionReading } from './connectors/types.js';

/** Sandbox sailing k of a service departs at EPOCH + phase + k × frequency. */
export const SANDBOX_EPOCH = '2024-01-01T00:00:00Z';
/** Sandbox changes (blank, slip) are announced this long before the scheduled departure. */
export const CHANGE_NOTICE_DAYS = 7;

// ───────────────────────────── sandbox network and generation ─────────────────────────────

export async function seedState(db: Queryable): Promise<{ checksum: string; horizon_to: Date } | null> {
  return (await db.query<{ checksum: string; horizon_to: Date }>('SELECT checksum, horizon_to FROM schedules.seed_state WHERE id = 1')).rows[0] ?? null;
}

export async function setSeedState(db: Queryable, checksum: string, horizonTo: Date, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO schedules.seed_state (id, checksum, horizon_to, seeded_at) VALUES (1, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET checksum = EXCLUDED.checksum, horizon_to = EXCLUDED.horizon_to, seeded_at = EXCLUDED.seeded_at`,
    [checksum, horizonTo, now],
  );
}

/** The catalogue in two statements (services, their calls). */
export async function upsertNetwork(db: Queryable, services: ServiceDef[]): Promise<void> {
  await db.query(
    `INSERT INTO schedules.services (service_no, carrier_scac, service_code, service_name, direction, frequency_days, phase_hours, on_time_share,
            vessels, first_port, last_port, last_seq, last_hours)
     SELECT service_no, carrier_scac, service_code, service_name, direction, frequency_days, phase_hours, on_time_share,
            vessels, first_port, last_port, last_seq, last_hours
       FROM jsonb_to_recordset($1::jsonb) AS x(service_no int, carrier_scac text, service_code text, service_name text, direction text,
            frequency_days int, phase_hours int, on_time_share float8, vessels jsonb, first_port text, last_port text, last_seq int, last_hours int)
     ON CONFLICT (service_no) DO UPDATE SET carrier_scac = EXCLUDED.carrier_scac, service_code = EXCLUDED.service_code,
       service_name = EXCLUDED.service_name, direction = EXCLUDED.direction, frequency_days = EXCLUDED.frequency_days,
       phase_hours = EXCLUDED.phase_hours, on_time_share = EXCLUDED.on_time_share, vessels = EXCLUDED.vessels,
       first_port = EXCLUDED.first_port, last_port = EXCLUDED.last_port, last_seq = EXCLUDED.last_seq, last_hours = EXCLUDED.last_hours`,
    [
      JSON.stringify(
        services.map(({ calls, ...s }) => ({
          ...s,
          first_port: calls[0]!.unlocode,
          last_port: calls[calls.length - 1]!.unlocode,
          last_seq: calls.length - 1,
          last_hours: calls[calls.length - 1]!.arrival_hours,
        })),
      ),
    ],
  );
  await db.query('DELETE FROM schedules.service_calls');
  await db.query(
    `INSERT INTO schedules.service_calls (service_no, seq, unlocode, arrival_hours, departure_hours)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(service_no int, seq int, unlocode text, arrival_hours int, departure_hours int)`,
    [JSON.stringify(services.flatMap((s) => s.calls.map((c) => ({ service_no: s.service_no, ...c }))))],
  );
}

/**
 * Generates the sandbox sailings departing in [from, to) with their port calls, in one
 * statement. Everything is a function of (service, sailing number, port) through
 * schedules.hash01, so every run and every process produces the same sailings:
 * - 3 % of sailings are blanked and 10 % slip by 24–96 h, announced 7 days before departure
 *   (already in effect when that moment is not after `now`);
 * - each call after the first has a planned arrival delay drawn from the carrier's on-time
 *   share (on time: within ±20 h; late: 25–145 h, skewed short; early: 25–48 h); the arrival is
 *   observed (actual times, source sandbox: the observed_arrivals view) once not after `now`.
 */
export async function generateSailings(db: Queryable, from: Date, to: Date, now: Date): Promise<number> {
  const r = await db.query<{ n: number }>(
    `WITH gen AS MATERIALIZED (
       SELECT s.*, k, $4::timestamptz + (s.phase_hours + k * s.frequency_days * 24) * interval '1 hour' AS dep,
              schedules.hash01(s.service_no || ':' || k || ':chg') AS hc, schedules.hash01(s.service_no || ':' || k || ':slip') AS hs
         FROM schedules.services s,
              generate_series(ceil((extract(epoch FROM $1::timestamptz - $4::timestamptz) / 3600 - s.phase_hours) / (s.frequency_days * 24.0))::int,
                              ceil((extract(epoch FROM $2::timestamptz - $4::timestamptz) / 3600 - s.phase_hours) / (s.frequency_days * 24.0))::int - 1) k
     ), plan AS MATERIALIZED (
       SELECT g.*, g.carrier_scac || '-' || g.service_code || '-' || to_char(g.dep AT TIME ZONE 'UTC', 'IYIW') || g.direction AS id,
              g.hc < 0.03 AS blank, CASE WHEN g.hc >= 0.03 AND g.hc < 0.13 THEN 24 + floor(g.hs * 73)::int ELSE 0 END AS slip,
              g.dep - interval '${CHANGE_NOTICE_DAYS} days' <= $3 AS announced,
              g.vessels -> (g.k % jsonb_array_length(g.vessels)) AS vessel
         FROM gen g
     ), ins AS (
       INSERT INTO schedules.sailings (id, carrier_scac, service_code, service_name, vessel_imo, vessel_name, voyage, service_no,
              origin_unlocode, destination_unlocode, departure_at, arrival_at, status, slip_hours, pending_blank, pending_slip_hours,
              changes_applied_at, source, updated_at)
       SELECT p.id, p.carrier_scac, p.service_code, p.service_name, p.vessel ->> 'imo', p.vessel ->> 'name',
              to_char(p.dep AT TIME ZONE 'UTC', 'IYIW') || p.direction, p.service_no, p.first_port, p.last_port, p.dep,
              p.dep + p.last_hours * interval '1 hour',
              CASE WHEN p.blank AND p.announced THEN 'blanked' ELSE 'scheduled' END,
              CASE WHEN p.announced AND NOT p.blank THEN p.slip ELSE 0 END,
              p.blank, p.slip,
              CASE WHEN p.announced AND (p.blank OR p.slip > 0) THEN p.dep - interval '${CHANGE_NOTICE_DAYS} days' END,
              'sandbox', $3
         FROM plan p
       ON CONFLICT (id) DO NOTHING
       RETURNING id, service_no, carrier_scac, departure_at, status, slip_hours
     ), raw AS MATERIALIZED (
       SELECT i.id, i.carrier_scac, i.status, c.seq, c.unlocode, c.seq = sv.last_seq AS is_last, sv.on_time_share AS p,
              i.departure_at + c.arrival_hours * interval '1 hour' AS sa,
              i.departure_at + c.departure_hours * interval '1 hour' AS sd,
              i.slip_hours * interval '1 hour' AS slip,
              CASE WHEN c.seq > 0 THEN schedules.hash01(i.id || ':' || c.unlocode || ':u') END AS u,
              CASE WHEN c.seq > 0 THEN schedules.hash01(i.id || ':' || c.unlocode || ':v') END AS v
         FROM ins i
         JOIN schedules.service_calls c ON c.service_no = i.service_no
         JOIN schedules.services sv ON sv.service_no = i.service_no
     ), calls AS MATERIALIZED (
       SELECT r.*, CASE WHEN r.u IS NULL THEN NULL
                        WHEN r.u < r.p THEN round((r.v * 40 - 20) * 60)::int
                        WHEN r.u < r.p + (1 - r.p) * 0.85 THEN round((25 + r.v * r.v * 120) * 60)::int
                        ELSE round(-(25 + r.v * 23) * 60)::int END AS delay
         FROM raw r
     ), pc AS (
       INSERT INTO schedules.port_calls (sailing_id, unlocode, seq, carrier_scac, scheduled_arrival, scheduled_departure,
              estimated_arrival, estimated_departure, actual_arrival, actual_departure, doc_cutoff, vgm_cutoff, fcl_cutoff, planned_delay_minutes, arrival_source)
       SELECT c.id, c.unlocode, c.seq, c.carrier_scac,
              CASE WHEN c.seq > 0 THEN c.sa END, CASE WHEN NOT c.is_last THEN c.sd END,
              CASE WHEN c.seq > 0 THEN c.sa + c.slip END, CASE WHEN NOT c.is_last THEN c.sd + c.slip END,
              CASE WHEN c.status = 'scheduled' AND c.delay IS NOT NULL AND c.sa + c.slip + c.delay * interval '1 minute' <= $3
                   THEN c.sa + c.slip + c.delay * interval '1 minute' END,
              CASE WHEN c.status = 'scheduled' AND NOT c.is_last AND c.sd + c.slip + greatest(coalesce(c.delay, 0), 0) * interval '1 minute' <= $3
                   THEN c.sd + c.slip + greatest(coalesce(c.delay, 0), 0) * interval '1 minute' END,
              CASE WHEN NOT c.is_last THEN c.sd + c.slip - interval '72 hours' END,
              CASE WHEN NOT c.is_last THEN c.sd + c.slip - interval '48 hours' END,
              CASE WHEN NOT c.is_last THEN c.sd + c.slip - interval '24 hours' END,
              c.delay,
              CASE WHEN c.status = 'scheduled' AND c.delay IS NOT NULL AND c.sa + c.slip + c.delay * interval '1 minute' <= $3 THEN 'sandbox' END
         FROM calls c
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM ins)::int AS n`,
    [from, to, now, SANDBOX_EPOCH],
  );
  return r.rows[0]!.n;
}

export interface AppliedChange {
  id: string;
  carrier_scac: string;
  service_code: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  status: string;
  slip_hours: number;
  departure_at: Date;
}

/** Sandbox disruption feed: applies the blanks and slips whose announcement is due. */
export async function applyDueChanges(db: Queryable, now: Date): Promise<AppliedChange[]> {
  const r = await db.query<AppliedChange>(
    `WITH due AS (
       UPDATE schedules.sailings SET status = CASE WHEN pending_blank THEN 'blanked' ELSE status END,
              slip_hours = CASE WHEN pending_blank THEN slip_hours ELSE pending_slip_hours END,
              changes_applied_at = $1, updated_at = $1
        WHERE changes_applied_at IS NULL AND (pending_blank OR pending_slip_hours > 0)
          AND departure_at - interval '${CHANGE_NOTICE_DAYS} days' <= $1
       RETURNING id, carrier_scac, service_code, vessel_imo, vessel_name, voyage, status, slip_hours, departure_at
     ), moved AS (
       UPDATE schedules.port_calls p
          SET estimated_arrival = p.scheduled_arrival + d.slip_hours * interval '1 hour',
              estimated_departure = p.scheduled_departure + d.slip_hours * interval '1 hour',
              doc_cutoff = p.scheduled_departure + d.slip_hours * interval '1 hour' - interval '72 hours',
              vgm_cutoff = p.scheduled_departure + d.slip_hours * interval '1 hour' - interval '48 hours',
              fcl_cutoff = p.scheduled_departure + d.slip_hours * interval '1 hour' - interval '24 hours'
         FROM due d WHERE p.sailing_id = d.id AND d.status = 'scheduled' AND d.slip_hours > 0
       RETURNING 1
     )
     SELECT * FROM due ORDER BY departure_at, id`,
    [now],
  );
  return r.rows;
}

/** Sandbox arrival feed: port calls whose planned arrival (or departure) is due get their actual times. */
export async function observeDueArrivals(db: Queryable, now: Date): Promise<number> {
  const r = await db.query<{ n: number }>(
    `WITH due AS (
       UPDATE schedules.port_calls p
          SET actual_arrival = CASE WHEN p.actual_arrival IS NULL AND p.estimated_arrival + p.planned_delay_minutes * interval '1 minute' <= $1
                                    THEN p.estimated_arrival + p.planned_delay_minutes * interval '1 minute' ELSE p.actual_arrival END,
              arrival_source = CASE WHEN p.actual_arrival IS NULL AND p.estimated_arrival + p.planned_delay_minutes * interval '1 minute' <= $1
                                    THEN 'sandbox' ELSE p.arrival_source END,
              actual_departure = CASE WHEN p.estimated_departure IS NOT NULL
                                       AND p.estimated_departure + greatest(coalesce(p.planned_delay_minutes, 0), 0) * interval '1 minute' <= $1
                                      THEN p.estimated_departure + greatest(coalesce(p.planned_delay_minutes, 0), 0) * interval '1 minute'
                                      ELSE p.actual_departure END
         FROM schedules.sailings s
        WHERE s.id = p.sailing_id AND s.source = 'sandbox' AND s.status = 'scheduled'
          AND s.departure_at BETWEEN $1::timestamptz - interval '60 days' AND $1::timestamptz + interval '1 day'
          AND ((p.actual_arrival IS NULL AND p.planned_delay_minutes IS NOT NULL
                AND p.estimated_arrival + p.planned_delay_minutes * interval '1 minute' <= $1)
            OR (p.actual_departure IS NULL AND p.estimated_departure IS NOT NULL
                AND p.estimated_departure + greatest(coalesce(p.planned_delay_minutes, 0), 0) * interval '1 minute' <= $1))
       RETURNING p.arrival_source
     )
     SELECT count(*) FILTER (WHERE arrival_source IS NOT NULL)::int AS n FROM due`,
    [now],
  );
  return r.rows[0]!.n;
}

// ─────────────────────────────────── feed ingestion (DCSA) ───────────────────────────────────

export interface LegCall {
  unlocode: string;
  arrival: Date | null;
  departure: Date | null;
  cutoffs?: { doc: Date | null; vgm: Date | null; fcl: Date | null };
}

export interface FeedLeg {
  id: string;
  carrier_scac: string;
  service_code: string | null;
  service_name: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  calls: LegCall[];
}

export interface FeedSlip {
  id: string;
  unlocode: string;
  previous_departure: Date;
  new_departure: Date;
}

/**
 * Upserts legs learned from a schedules feed (one sailing per vessel voyage, its calls merged
 * with what is already known), renumbers the calls in time order, and reports departures that
 * moved later. Three statements whatever the number of legs.
 */
export async function upsertFeedLegs(db: Queryable, legs: FeedLeg[], source: string, now: Date): Promise<FeedSlip[]> {
  if (!legs.length) return [];
  const sailings = legs.map((l) => ({
    id: l.id, carrier_scac: l.carrier_scac, service_code: l.service_code, service_name: l.service_name,
    vessel_imo: l.vessel_imo, vessel_name: l.vessel_name, voyage: l.voyage,
    first: l.calls[0]!.unlocode, last: l.calls[l.calls.length - 1]!.unlocode,
    dep: l.calls[0]!.departure, arr: l.calls[l.calls.length - 1]!.arrival,
  }));
  const calls = legs.flatMap((l) =>
    l.calls.map((c) => ({
      sailing_id: l.id, unlocode: c.unlocode, carrier_scac: l.carrier_scac, arrival: c.arrival, departure: c.departure,
      doc: c.cutoffs?.doc ?? null, vgm: c.cutoffs?.vgm ?? null, fcl: c.cutoffs?.fcl ?? null,
    })),
  );
  await db.query(
    `INSERT INTO schedules.sailings (id, carrier_scac, service_code, service_name, vessel_imo, vessel_name, voyage,
            origin_unlocode, destination_unlocode, departure_at, arrival_at, source, updated_at)
     SELECT id, carrier_scac, service_code, service_name, vessel_imo, vessel_name, voyage, first, last, dep, arr, $2, $3
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, carrier_scac text, service_code text, service_name text, vessel_imo text,
            vessel_name text, voyage text, first text, last text, dep timestamptz, arr timestamptz)
     ON CONFLICT (id) DO UPDATE SET service_name = coalesce(EXCLUDED.service_name, schedules.sailings.service_name),
       vessel_imo = coalesce(EXCLUDED.vessel_imo, schedules.sailings.vessel_imo),
       vessel_name = coalesce(EXCLUDED.vessel_name, schedules.sailings.vessel_name), updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(sailings), source, now],
  );
  const moved = await db.query<FeedSlip>(
    `WITH incoming AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(sailing_id text, unlocode text, carrier_scac text, arrival timestamptz,
              departure timestamptz, doc timestamptz, vgm timestamptz, fcl timestamptz)
     ), before AS (
       SELECT p.sailing_id, p.unlocode, p.estimated_departure FROM schedules.port_calls p
         JOIN incoming i ON i.sailing_id = p.sailing_id AND i.unlocode = p.unlocode
     ), up AS (
       INSERT INTO schedules.port_calls (sailing_id, unlocode, seq, carrier_scac, scheduled_arrival, scheduled_departure,
              estimated_arrival, estimated_departure, doc_cutoff, vgm_cutoff, fcl_cutoff)
       SELECT sailing_id, unlocode, 0, carrier_scac, arrival, departure, arrival, departure, doc, vgm, fcl FROM incoming
       ON CONFLICT (sailing_id, unlocode) DO UPDATE SET
         estimated_arrival = coalesce(EXCLUDED.estimated_arrival, schedules.port_calls.estimated_arrival),
         estimated_departure = coalesce(EXCLUDED.estimated_departure, schedules.port_calls.estimated_departure),
         scheduled_arrival = coalesce(schedules.port_calls.scheduled_arrival, EXCLUDED.scheduled_arrival),
         scheduled_departure = coalesce(schedules.port_calls.scheduled_departure, EXCLUDED.scheduled_departure),
         doc_cutoff = coalesce(EXCLUDED.doc_cutoff, schedules.port_calls.doc_cutoff),
         vgm_cutoff = coalesce(EXCLUDED.vgm_cutoff, schedules.port_calls.vgm_cutoff),
         fcl_cutoff = coalesce(EXCLUDED.fcl_cutoff, schedules.port_calls.fcl_cutoff)
       RETURNING sailing_id, unlocode, estimated_departure
     )
     SELECT up.sailing_id AS id, up.unlocode, b.estimated_departure AS previous_departure, up.estimated_departure AS new_departure
       FROM up JOIN before b ON b.sailing_id = up.sailing_id AND b.unlocode = up.unlocode
      WHERE up.estimated_departure > b.estimated_departure`,
    [JSON.stringify(calls)],
  );
  // Calls in time order; the sailing's ends follow its first and last call.
  await db.query(
    `WITH ordered AS (
       SELECT sailing_id, unlocode, (row_number() OVER (PARTITION BY sailing_id
              ORDER BY coalesce(estimated_arrival, estimated_departure), coalesce(estimated_departure, estimated_arrival)) - 1)::int AS seq
         FROM schedules.port_calls WHERE sailing_id = ANY($1::text[])
     ), renum AS (
       UPDATE schedules.port_calls p SET seq = o.seq FROM ordered o
        WHERE p.sailing_id = o.sailing_id AND p.unlocode = o.unlocode AND p.seq <> o.seq RETURNING 1
     )
     UPDATE schedules.sailings s SET origin_unlocode = f.first, destination_unlocode = f.last, departure_at = f.dep, arrival_at = f.arr
       FROM (SELECT o.sailing_id,
                    (array_agg(o.unlocode ORDER BY o.seq))[1] AS first, (array_agg(o.unlocode ORDER BY o.seq DESC))[1] AS last,
                    (array_agg(coalesce(p.scheduled_departure, p.estimated_departure) ORDER BY o.seq))[1] AS dep,
                    (array_agg(coalesce(p.scheduled_arrival, p.estimated_arrival) ORDER BY o.seq DESC))[1] AS arr
               FROM ordered o JOIN schedules.port_calls p ON p.sailing_id = o.sailing_id AND p.unlocode = o.unlocode
              GROUP BY o.sailing_id) f
      WHERE s.id = f.sailing_id`,
    [[...new Set(legs.map((l) => l.id))]],
  );
  return moved.rows;
}

// ────────────────────────────────────────── search ──────────────────────────────────────────

export interface RouteQuery {
  origin: string;
  destination: string;
  from: Date;
  to: Date;
  scacs: string[] | null;
  directOnly: boolean;
  limit: number;
  offset: number;
}

export interface LegRow {
  sailing_id: string;
  carrier_scac: string;
  service_code: string | null;
  service_name: string | null;
  vessel_imo: string | null;
  vessel_name: string | null;
  voyage: string | null;
  from_port: string;
  to_port: string;
  scheduled_departure: Date | null;
  departure: Date;
  scheduled_arrival: Date | null;
  arrival: Date;
  slip_hours: number;
}

export interface RouteRow {
  carrier_scac: string;
  hub: string | null;
  departure: Date;
  arrival: Date;
  doc_cutoff: Date | null;
  vgm_cutoff: Date | null;
  fcl_cutoff: Date | null;
  legs: LegRow[];
  total: number;
}

/**
 * Point-to-point routes: direct sailings calling origin then destination, and (unless
 * direct only) one-transshipment routes of the same carrier connecting 24 h to 10 days after
 * the first leg's arrival at any common port, for first legs that do not reach the
 * destination themselves (earliest arrival kept per first leg). Blanked sailings are left
 * out. One statement: ordering, the page and the total together.
 */
export async function searchRoutes(db: Queryable, q: RouteQuery): Promise<RouteRow[]> {
  // Each branch carries the times of its calls, so the page needs only the two sailings.
  const r = await db.query<any>(
    `WITH direct AS (
       SELECT DISTINCT ON (o.sailing_id) o.carrier_scac, o.sailing_id AS s1, NULL::text AS s2, NULL::text AS hub,
              o.estimated_departure AS dep, d.estimated_arrival AS arr, o.scheduled_departure AS o_sdep,
              d.scheduled_arrival AS a_sarr, d.estimated_arrival AS a_arr,
              NULL::timestamptz AS h_sdep, NULL::timestamptz AS h_dep, NULL::timestamptz AS b_sarr,
              o.doc_cutoff, o.vgm_cutoff, o.fcl_cutoff
         FROM schedules.port_calls o
         JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = $2 AND d.seq > o.seq
         JOIN schedules.sailings s ON s.id = o.sailing_id AND s.status = 'scheduled'
        WHERE o.unlocode = $1 AND o.estimated_departure >= $3 AND o.estimated_departure < $4
          AND ($5::text[] IS NULL OR o.carrier_scac = ANY($5::text[]))
        ORDER BY o.sailing_id, d.seq
     ), tship AS (
       SELECT DISTINCT ON (o.sailing_id) o.carrier_scac, o.sailing_id AS s1, h2.sailing_id AS s2, h1.unlocode AS hub,
              o.estimated_departure AS dep, d.estimated_arrival AS arr, o.scheduled_departure AS o_sdep,
              h1.scheduled_arrival AS a_sarr, h1.estimated_arrival AS a_arr,
              h2.scheduled_departure AS h_sdep, h2.estimated_departure AS h_dep, d.scheduled_arrival AS b_sarr,
              o.doc_cutoff, o.vgm_cutoff, o.fcl_cutoff
         FROM schedules.port_calls o
         JOIN schedules.sailings sa ON sa.id = o.sailing_id AND sa.status = 'scheduled'
         JOIN schedules.port_calls h1 ON h1.sailing_id = o.sailing_id AND h1.seq > o.seq AND h1.unlocode <> $2
         JOIN schedules.port_calls h2 ON h2.unlocode = h1.unlocode AND h2.carrier_scac = o.carrier_scac AND h2.sailing_id <> o.sailing_id
              AND h2.estimated_departure >= h1.estimated_arrival + interval '24 hours'
              AND h2.estimated_departure <= h1.estimated_arrival + interval '10 days'
         JOIN schedules.port_calls d ON d.sailing_id = h2.sailing_id AND d.unlocode = $2 AND d.seq > h2.seq
         JOIN schedules.sailings sb ON sb.id = h2.sailing_id AND sb.status = 'scheduled'
        WHERE NOT $6 AND o.unlocode = $1 AND o.estimated_departure >= $3 AND o.estimated_departure < $4
          AND ($5::text[] IS NULL OR o.carrier_scac = ANY($5::text[]))
          AND NOT EXISTS (SELECT 1 FROM schedules.port_calls x WHERE x.sailing_id = o.sailing_id AND x.unlocode = $2 AND x.seq > o.seq)
        ORDER BY o.sailing_id, d.estimated_arrival, h1.seq
     ), routes AS (
       SELECT *, count(*) OVER () AS total FROM (SELECT * FROM direct UNION ALL SELECT * FROM tship) u
        ORDER BY dep, arr, carrier_scac, s1 LIMIT $7 OFFSET $8
     )
     SELECT r.carrier_scac, r.hub, r.dep AS departure, r.arr AS arrival, r.total::int AS total, r.doc_cutoff, r.vgm_cutoff, r.fcl_cutoff,
            r.s1, a.service_code AS a_service_code, a.service_name AS a_service_name, a.vessel_imo AS a_vessel_imo, a.vessel_name AS a_vessel_name,
            a.voyage AS a_voyage, r.o_sdep, r.a_sarr, r.a_arr,
            r.s2, b.service_code AS b_service_code, b.service_name AS b_service_name, b.vessel_imo AS b_vessel_imo, b.vessel_name AS b_vessel_name,
            b.voyage AS b_voyage, r.h_sdep, r.h_dep, r.b_sarr
       FROM routes r
       JOIN schedules.sailings a ON a.id = r.s1
       LEFT JOIN schedules.sailings b ON b.id = r.s2
      ORDER BY r.dep, r.arr, r.carrier_scac, r.s1`,
    [q.origin, q.destination, q.from, q.to, q.scacs, q.directOnly, q.limit, q.offset],
  );
  const slip = (sched: Date | null, est: Date) => (sched ? Math.round((est.getTime() - sched.getTime()) / 3_600_000) : 0);
  return r.rows.map((row) => {
    const legs: LegRow[] = [
      {
        sailing_id: row.s1, carrier_scac: row.carrier_scac, service_code: row.a_service_code, service_name: row.a_service_name,
        vessel_imo: row.a_vessel_imo, vessel_name: row.a_vessel_name, voyage: row.a_voyage, from_port: q.origin, to_port: row.hub ?? q.destination,
        scheduled_departure: row.o_sdep, departure: row.departure, scheduled_arrival: row.a_sarr, arrival: row.a_arr, slip_hours: slip(row.o_sdep, row.departure),
      },
    ];
    if (row.s2) {
      legs.push({
        sailing_id: row.s2, carrier_scac: row.carrier_scac, service_code: row.b_service_code, service_name: row.b_service_name,
        vessel_imo: row.b_vessel_imo, vessel_name: row.b_vessel_name, voyage: row.b_voyage, from_port: row.hub, to_port: q.destination,
        scheduled_departure: row.h_sdep, departure: row.h_dep, scheduled_arrival: row.b_sarr, arrival: row.arrival, slip_hours: slip(row.h_sdep, row.h_dep),
      });
    }
    return {
      carrier_scac: row.carrier_scac, hub: row.hub, departure: row.departure, arrival: row.arrival, total: row.total,
      doc_cutoff: row.doc_cutoff, vgm_cutoff: row.vgm_cutoff, fcl_cutoff: row.fcl_cutoff, legs,
    };
  });
}

/** Ports of the next direct sailing on a lane, origin to destination in call order. */
export async function laneRoutePorts(db: Queryable, origin: string, destination: string, now: Date): Promise<string[]> {
  const r = await db.query<{ ports: string[] }>(
    `SELECT (SELECT array_agg(c.unlocode ORDER BY c.seq) FROM schedules.port_calls c
              WHERE c.sailing_id = o.sailing_id AND c.seq BETWEEN o.seq AND d.seq) AS ports
       FROM schedules.port_calls o
       JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = $2 AND d.seq > o.seq
      WHERE o.unlocode = $1 AND o.estimated_departure >= $3
      ORDER BY o.estimated_departure, o.sailing_id LIMIT 1`,
    [origin, destination, now],
  );
  return r.rows[0]?.ports ?? [];
}

/** Transit times actually achieved (actual departure to actual arrival) per carrier on a lane. */
export async function observedTransits(db: Queryable, origin: string, destination: string, from: Date, to: Date, scacs: string[] | null) {
  const r = await db.query<{ carrier_scac: string; voyages: number; median_days: number; min_days: number; max_days: number }>(
    `SELECT o.carrier_scac, count(*)::int AS voyages,
            round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.actual_arrival - o.actual_departure) / 86400))::numeric, 1)::float8 AS median_days,
            round((min(extract(epoch FROM d.actual_arrival - o.actual_departure)) / 86400)::numeric, 1)::float8 AS min_days,
            round((max(extract(epoch FROM d.actual_arrival - o.actual_departure)) / 86400)::numeric, 1)::float8 AS max_days
       FROM schedules.observed_arrivals a
       JOIN schedules.port_calls d ON d.sailing_id = a.sailing_id AND d.unlocode = a.unlocode
       JOIN schedules.port_calls o ON o.sailing_id = a.sailing_id AND o.unlocode = $1 AND o.seq < d.seq AND o.actual_departure IS NOT NULL
      WHERE a.unlocode = $2 AND a.actual_arrival > $3 AND a.actual_arrival <= $4
        AND ($5::text[] IS NULL OR a.carrier_scac = ANY($5::text[]))
      GROUP BY o.carrier_scac ORDER BY o.carrier_scac`,
    [origin, destination, from, to, scacs],
  );
  return r.rows;
}

/** Upcoming (not blanked) sailings per carrier. */
export async function upcomingSailingCounts(db: Queryable, scacs: readonly string[], from: Date): Promise<Map<string, number>> {
  const r = await db.query<{ carrier_scac: string; n: number }>(
    `SELECT carrier_scac, count(*)::int AS n FROM schedules.sailings
      WHERE carrier_scac = ANY($1::text[]) AND departure_at >= $2 AND status = 'scheduled' GROUP BY carrier_scac`,
    [scacs, from],
  );
  return new Map(r.rows.map((x) => [x.carrier_scac, x.n]));
}

// ──────────────────────────────────────── reliability ────────────────────────────────────────

export interface CarrierStatsRow {
  carrier_scac: string;
  observations: number;
  on_time: number;
  avg_delay_minutes: number;
}

/** Observed arrivals in (from, to] per carrier; on time = |actual − scheduled| ≤ tolerance. */
export async function carrierStats(db: Queryable, scacs: readonly string[] | null, from: Date, to: Date, toleranceMinutes: number): Promise<CarrierStatsRow[]> {
  const r = await db.query<CarrierStatsRow>(
    `SELECT carrier_scac, count(*)::int AS observations,
            count(*) FILTER (WHERE abs(delay_minutes) <= $4)::int AS on_time,
            round(avg(delay_minutes))::int AS avg_delay_minutes
       FROM schedules.observed_arrivals
      WHERE actual_arrival > $1 AND actual_arrival <= $2 AND ($3::text[] IS NULL OR carrier_scac = ANY($3::text[]))
      GROUP BY carrier_scac`,
    [from, to, scacs, toleranceMinutes],
  );
  return r.rows;
}

/** Observed arrivals at the destination of voyages that called at the origin before it. */
export async function laneStats(db: Queryable, origin: string, destination: string, scacs: string[] | null, from: Date, to: Date, toleranceMinutes: number): Promise<CarrierStatsRow[]> {
  const r = await db.query<CarrierStatsRow>(
    `SELECT a.carrier_scac, count(*)::int AS observations,
            count(*) FILTER (WHERE abs(a.delay_minutes) <= $6)::int AS on_time,
            round(avg(a.delay_minutes))::int AS avg_delay_minutes
       FROM schedules.observed_arrivals a
       JOIN schedules.port_calls d ON d.sailing_id = a.sailing_id AND d.unlocode = a.unlocode
       JOIN schedules.port_calls o ON o.sailing_id = a.sailing_id AND o.unlocode = $1 AND o.seq < d.seq
      WHERE a.unlocode = $2 AND a.actual_arrival > $3 AND a.actual_arrival <= $4
        AND ($5::text[] IS NULL OR a.carrier_scac = ANY($5::text[]))
      GROUP BY a.carrier_scac`,
    [origin, destination, from, to, scacs, toleranceMinutes],
  );
  return r.rows;
}

/** Today's snapshot per carrier; returns the carriers whose share fell since their last one. */
export async function snapshotReliability(
  db: Queryable,
  day: string,
  rows: { carrier_scac: string; on_time_pct: number; observations: number }[],
): Promise<{ carrier_scac: string; on_time_pct: number; observations: number; previous_pct: number; previous_day: string }[]> {
  const r = await db.query<any>(
    `WITH incoming AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(carrier_scac text, on_time_pct float8, observations int)
     ), ins AS (
       INSERT INTO schedules.reliability_snapshots (carrier_scac, day, on_time_pct, observations)
       SELECT carrier_scac, $1::date, on_time_pct, observations FROM incoming
       ON CONFLICT (carrier_scac, day) DO NOTHING
       RETURNING carrier_scac, on_time_pct, observations
     )
     SELECT i.carrier_scac, i.on_time_pct, i.observations, p.on_time_pct AS previous_pct, p.day::text AS previous_day
       FROM ins i
       JOIN LATERAL (SELECT s.on_time_pct, s.day FROM schedules.reliability_snapshots s
                      WHERE s.carrier_scac = i.carrier_scac AND s.day < $1::date ORDER BY s.day DESC LIMIT 1) p ON true`,
    [day, JSON.stringify(rows)],
  );
  return r.rows;
}

// ───────────────────────────────────────── congestion ─────────────────────────────────────────

export interface CongestionRow {
  unlocode: string;
  observed_at: Date;
  wait_hours: number;
  at_anchor: number;
  at_berth: number;
}

export async function insertCongestion(db: Queryable, readings: CongestionReading[], source: string): Promise<number> {
  if (!readings.length) return 0;
  const r = await db.query(
    `INSERT INTO schedules.congestion_readings (unlocode, observed_at, wait_hours, at_anchor, at_berth, source)
     SELECT unlocode, observed_at, wait_hours, at_anchor, at_berth, $2
       FROM jsonb_to_recordset($1::jsonb) AS x(unlocode text, observed_at timestamptz, wait_hours float8, at_anchor int, at_berth int)
     ON CONFLICT (unlocode, observed_at) DO NOTHING`,
    [JSON.stringify(readings), source],
  );
  return r.rowCount;
}

export async function lastCongestionReading(db: Queryable): Promise<Date | null> {
  return (await db.query<{ t: Date | null }>('SELECT max(observed_at) AS t FROM schedules.congestion_readings')).rows[0]?.t ?? null;
}

/** Latest reading per port no older than maxAgeHours; all ports when `ports` is null. */
export async function latestCongestion(db: Queryable, ports: readonly string[] | null, now: Date, maxAgeHours: number): Promise<CongestionRow[]> {
  const r = await db.query<CongestionRow>(
    `SELECT DISTINCT ON (unlocode) unlocode, observed_at, wait_hours, at_anchor, at_berth
       FROM schedules.congestion_readings
      WHERE observed_at <= $1 AND observed_at > $1::timestamptz - $2 * interval '1 hour'
        AND ($3::text[] IS NULL OR unlocode = ANY($3::text[]))
      ORDER BY unlocode, observed_at DESC`,
    [now, maxAgeHours, ports],
  );
  return r.rows;
}

// ─────────────────────────────────────────── usage ───────────────────────────────────────────

export interface UsageRow {
  monthly_calls: number | null;
  daily_key_calls: number | null;
  month_used: number;
  day_used: number;
}

/** Plan allowances (unknown plan: 'free') and the counters of this month and day. */
export async function readUsage(db: Queryable, plan: string, orgId: string, keyId: string | null, month: string, day: string): Promise<UsageRow> {
  const r = await db.query<UsageRow>(
    `SELECT q.monthly_calls, q.daily_key_calls,
            coalesce((SELECT used FROM schedules.usage_counters WHERE subject = $2 AND period = 'month' AND period_start = $4::date), 0) AS month_used,
            coalesce((SELECT used FROM schedules.usage_counters WHERE subject = $3 AND period = 'day' AND period_start = $5::date), 0) AS day_used
       FROM schedules.quota_plans q
      WHERE q.plan = $1 OR (q.plan = 'free' AND NOT EXISTS (SELECT 1 FROM schedules.quota_plans WHERE plan = $1))
      ORDER BY (q.plan = $1) DESC LIMIT 1`,
    [plan, orgId, keyId ?? '', month, day],
  );
  return r.rows[0] ?? { monthly_calls: null, daily_key_calls: null, month_used: 0, day_used: 0 };
}

/**
 * +1 on a counter unless it is at the plan's allowance (looked up in the same statement;
 * unknown plan = 'free', null = uncapped). Returns the new count and the allowance, or null
 * when refused (nothing written).
 */
export async function incrementCounter(
  db: Queryable,
  subject: string,
  period: 'month' | 'day',
  start: string,
  plan: string,
): Promise<{ used: number; cap: number | null } | null> {
  const column = period === 'month' ? 'monthly_calls' : 'daily_key_calls';
  const r = await db.query<{ used: number; cap: number | null }>(
    `INSERT INTO schedules.usage_counters AS u (subject, period, period_start, used, cap)
     SELECT $1, $2, $3::date, 1, lim.cap
       FROM (SELECT (SELECT q.${column} FROM schedules.quota_plans q
                      WHERE q.plan = $4 OR (q.plan = 'free' AND NOT EXISTS (SELECT 1 FROM schedules.quota_plans WHERE plan = $4))
                      ORDER BY (q.plan = $4) DESC LIMIT 1) AS cap) lim
      WHERE lim.cap IS NULL OR lim.cap > 0
     ON CONFLICT (subject, period, period_start) DO UPDATE SET used = u.used + 1, cap = EXCLUDED.cap
      WHERE EXCLUDED.cap IS NULL OR u.used < EXCLUDED.cap
     RETURNING used, cap`,
    [subject, period, start, plan],
  );
  return r.rows[0] ?? null;
}

export async function touchLaneInterest(db: Queryable, orgId: string, origin: string, destination: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO schedules.lane_interest (org_id, origin, destination, last_searched_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (org_id, origin, destination) DO UPDATE SET last_searched_at = greatest(schedules.lane_interest.last_searched_at, EXCLUDED.last_searched_at)`,
    [orgId, origin, destination, now],
  );
}

// ───────────────────────────────────── event recipients ─────────────────────────────────────

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
