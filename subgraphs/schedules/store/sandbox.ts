// The sandbox network and its generation: the service catalogue, a year of sailings around
// today, and the sandbox disruption (blanks, slips) and arrival feeds.
import type { Queryable } from '../../../platform/db.js';
import type { ServiceDef } from '../connectors/sandbox-network.js';

/** Sandbox sailing k of a service departs at EPOCH + phase + k × frequency. */
const SANDBOX_EPOCH = '2024-01-01T00:00:00Z';
/** Sandbox changes (blank, slip) are announced this long before the scheduled departure. */
const CHANGE_NOTICE_DAYS = 7;
/** Transaction-scoped advisory lock: one generator at a time across processes. */
const GENERATION_LOCK = 727_306;

/** Waits for the generation lock (held until the transaction ends). */
export async function lockGeneration(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [GENERATION_LOCK]);
}

/** Takes the generation lock if free; false when another process holds it. */
export async function tryLockGeneration(tx: Queryable): Promise<boolean> {
  return (await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [GENERATION_LOCK])).rows[0]!.ok;
}

export async function seedState(db: Queryable): Promise<{ checksum: string; horizon_to: Date } | null> {
  return (
    (
      await db.query<{ checksum: string; horizon_to: Date }>(
        'SELECT checksum, horizon_to FROM schedules.seed_state WHERE id = 1',
      )
    ).rows[0] ?? null
  );
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
              estimated_arrival, estimated_departure, actual_arrival, actual_departure, doc_cutoff, vgm_cutoff, fcl_cutoff, planned_delay_minutes, arrival_source,
              updated_at)
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
              CASE WHEN c.status = 'scheduled' AND c.delay IS NOT NULL AND c.sa + c.slip + c.delay * interval '1 minute' <= $3 THEN 'sandbox' END,
              $3
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
              fcl_cutoff = p.scheduled_departure + d.slip_hours * interval '1 hour' - interval '24 hours',
              updated_at = $1
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
                                      ELSE p.actual_departure END,
              updated_at = $1
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
