// SQL of the webhooks subgraph: endpoints (spec 2.2), deliveries (2.3) and the engine's
// fan-out, claim and result statements (3.4, 3.5).
import type { Queryable } from '../../platform/db.js';

export const WAKE_CHANNEL = 'fg_webhooks';

export interface EndpointRow {
  id: string;
  org_id: string;
  product: string;
  url: string;
  event_types: string[];
  description: string;
  active: boolean;
  failure_count: number;
  last_delivery_at: Date | null;
  created_at: Date;
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_type: string;
  status: 'pending' | 'delivered' | 'dead';
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

const ENDPOINT_COLS = 'id, org_id, product, url, event_types, description, active, failure_count, last_delivery_at, created_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID.test(id);

export async function listEndpoints(db: Queryable, orgId: string, product: string): Promise<EndpointRow[]> {
  const r = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLS} FROM webhooks.endpoints WHERE org_id = $1 AND product = $2 ORDER BY created_at DESC, seq DESC`,
    [orgId, product],
  );
  return r.rows;
}

export async function endpointsByIds(db: Queryable, orgId: string, ids: readonly string[]): Promise<EndpointRow[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  return (await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLS} FROM webhooks.endpoints WHERE org_id = $1 AND id = ANY($2::uuid[])`, [orgId, valid])).rows;
}

export async function insertEndpoint(
  db: Queryable,
  e: { orgId: string; product: string; url: string; eventTypes: string[]; description: string; secretHash: string; createdAt: Date },
): Promise<EndpointRow> {
  const r = await db.query<EndpointRow>(
    `INSERT INTO webhooks.endpoints (org_id, product, url, event_types, description, secret_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ENDPOINT_COLS}`,
    [e.orgId, e.product, e.url, e.eventTypes, e.description, e.secretHash, e.createdAt],
  );
  return r.rows[0]!;
}

/** Null fields are left as they are; active = true also clears the failure streak (3.5). */
export async function updateEndpoint(
  db: Queryable,
  orgId: string,
  product: string,
  id: string,
  p: { url: string | null; eventTypes: string[] | null; description: string | null; active: boolean | null },
): Promise<EndpointRow | null> {
  if (!isUuid(id)) return null;
  const r = await db.query<EndpointRow>(
    `UPDATE webhooks.endpoints SET
        url = coalesce($4, url),
        event_types = coalesce($5::text[], event_types),
        description = coalesce($6, description),
        active = coalesce($7, active),
        failure_count = CASE WHEN $7 IS TRUE THEN 0 ELSE failure_count END,
        failing_since = CASE WHEN $7 IS TRUE THEN NULL ELSE failing_since END,
        disabled_at = CASE WHEN $7 IS NOT NULL THEN NULL ELSE disabled_at END
      WHERE id = $1 AND org_id = $2 AND product = $3
      RETURNING ${ENDPOINT_COLS}`,
    [id, orgId, product, p.url, p.eventTypes, p.description, p.active],
  );
  return r.rows[0] ?? null;
}

/** Removes the endpoint, its history and its queued deliveries (cascade). */
export async function deleteEndpoint(db: Queryable, orgId: string, product: string, id: string): Promise<void> {
  if (!isUuid(id)) return;
  await db.query('DELETE FROM webhooks.endpoints WHERE id = $1 AND org_id = $2 AND product = $3', [id, orgId, product]);
}

/**
 * Queues a ping for the endpoint when it is active (one statement). Null when the endpoint is
 * not the caller's; queued false when it is paused or disabled.
 */
export async function queuePing(
  db: Queryable,
  orgId: string,
  product: string,
  id: string,
  now: Date,
  message: string,
): Promise<{ id: string; queued: boolean } | null> {
  if (!isUuid(id)) return null;
  const r = await db.query<{ id: string; queued: boolean }>(
    `WITH e AS (
       SELECT id, active FROM webhooks.endpoints WHERE id = $1 AND org_id = $2 AND product = $3
     ), ins AS (
       INSERT INTO webhooks.deliveries (endpoint_id, event_type, data, occurred_at, next_attempt_at, created_at)
       SELECT e.id, 'ping', jsonb_build_object('endpoint_id', e.id, 'message', $5::text), $4, $4, $4 FROM e WHERE e.active
       RETURNING id
     ), wake AS (
       SELECT pg_notify('${WAKE_CHANNEL}', '') FROM ins
     )
     SELECT e.id, (SELECT count(*) FROM wake) > 0 AS queued FROM e`,
    [id, orgId, product, now, message],
  );
  return r.rows[0] ?? null;
}

export async function recentDeliveries(db: Queryable, endpointIds: readonly string[], limit: number): Promise<DeliveryRow[]> {
  if (!endpointIds.length) return [];
  const r = await db.query<DeliveryRow>(
    `SELECT x.* FROM unnest($1::uuid[]) AS e(id)
       CROSS JOIN LATERAL (
         SELECT d.id, d.endpoint_id, d.event_type, d.status, d.attempt_count, d.last_status_code, d.last_error, d.created_at, d.delivered_at
           FROM webhooks.deliveries d WHERE d.endpoint_id = e.id ORDER BY d.seq DESC LIMIT $2
       ) x`,
    [endpointIds, limit],
  );
  return r.rows;
}

// ---------------------------------------------------------------------------------------------
// Engine

/**
 * Fans up to `batch` outbox events out to the active, subscribed endpoints of the same product
 * and organisation, and marks them fanned out: one statement, so a crash leaves either both or
 * neither. Rows locked by another dispatcher are skipped.
 */
export async function fanOut(db: Queryable, now: Date, batch: number): Promise<{ events: number; deliveries: number }> {
  const r = await db.query<{ events: number; deliveries: number }>(
    `WITH ev AS (
       SELECT id, org_id, product, event_type, data, occurred_at FROM webhooks.outbox
        WHERE fanned_out_at IS NULL ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED
     ), ins AS (
       INSERT INTO webhooks.deliveries (endpoint_id, event_id, event_type, data, occurred_at, next_attempt_at, created_at)
       SELECT e.id, ev.id, ev.event_type, ev.data, ev.occurred_at, $1, $1
         FROM ev JOIN webhooks.endpoints e
           ON e.org_id = ev.org_id AND e.product = ev.product AND e.active
          AND (cardinality(e.event_types) = 0 OR ev.event_type = ANY (e.event_types))
       RETURNING 1
     ), done AS (
       UPDATE webhooks.outbox o SET fanned_out_at = $1 FROM ev WHERE o.id = ev.id RETURNING 1
     )
     SELECT (SELECT count(*) FROM done)::int AS events, (SELECT count(*) FROM ins)::int AS deliveries`,
    [now, batch],
  );
  return r.rows[0]!;
}

export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  event_type: string;
  data: unknown;
  occurred_at: Date;
  attempt_count: number;
  url: string;
  secret_hash: string;
  product: string;
}

export interface AttemptResult {
  id: string;
  /** The claim token the delivery was claimed under. */
  token: string;
  /** Not attempted: handed back (the dispatcher is stopping); due again at once, nothing counted. */
  released: boolean;
  ok: boolean;
  status: 'pending' | 'delivered' | 'dead';
  code: number | null;
  error: string | null;
  at: string;
  /** Due time of the next attempt (pending only). */
  next_at: string | null;
  /** Completion order within the batch (failure streaks are order-sensitive). */
  seq: number;
}

export interface SettleAndClaim {
  now: Date;
  /** Deliveries to claim at most (0: only record). */
  total: number;
  /** Claimed (not yet recorded) deliveries per endpoint at most, across every dispatcher. */
  perEndpoint: number;
  token: string;
  leaseUntil: Date;
  disableAfter: number;
  disableCutoff: Date;
}

/**
 * The engine's one round trip per cycle: records a batch of attempt results, then claims the
 * next due deliveries.
 *
 * Recording: attempt_count + 1 and the outcome; a released delivery is only handed back. A
 * result whose claim token no longer matches (its lease ran out and another dispatcher took
 * the delivery over) is dropped. Per endpoint, in completion order: a success
 * resets failure_count to the failures after it and moves last_delivery_at; failures extend the
 * streak (failing_since marks its start); a streak of at least `disableAfter` failures that began
 * at or before `disableCutoff` disables the endpoint.
 *
 * Claiming: due rows of active endpoints, at most `perEndpoint` claimed per endpoint across
 * every dispatcher, round-robin over endpoints, oldest first, FOR UPDATE SKIP LOCKED. A claimed
 * row gets the claim token and next_attempt_at = the lease end: if the claimer dies, the row
 * becomes due again when the lease ends. Endpoints with pending rows are
 * enumerated by a loose index scan, so the cost follows the endpoints with work, not the size
 * of the backlog or of the endpoint table.
 */
export async function settleAndClaim(
  db: Queryable,
  results: AttemptResult[],
  p: SettleAndClaim,
): Promise<{ recorded: number; disabled: string[]; claimed: ClaimedDelivery[] }> {
  const r = await db.query<{ recorded: number; disabled: string[]; claimed: (Omit<ClaimedDelivery, 'occurred_at'> & { occurred_at: string })[] }>(
    `WITH RECURSIVE relaxed AS (
       -- This transaction's commit need not wait for the WAL flush: if the database crashes, the
       -- results and claims of its last moments are lost, so those deliveries are sent again
       -- with the same id and bytes (at least once, as always). Fan-out stays synchronous.
       SELECT set_config('synchronous_commit', 'off', true)
     ), v AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS v(id uuid, token uuid, released boolean, ok boolean, status text, code int, error text, at timestamptz, next_at timestamptz, seq int)
     ), released AS MATERIALIZED (
       -- attempts of this batch that still count as in flight below (snapshot before recording)
       SELECT d.endpoint_id, count(*)::int AS n FROM v JOIN webhooks.deliveries d
           ON d.id = v.id AND d.claim_token = v.token AND d.next_attempt_at > $3 AND d.id = ANY ($2::uuid[])
        GROUP BY d.endpoint_id
     ), upd AS (
       UPDATE webhooks.deliveries d
          SET status = CASE WHEN v.released THEN d.status ELSE v.status END,
              attempt_count = d.attempt_count + CASE WHEN v.released THEN 0 ELSE 1 END,
              last_status_code = CASE WHEN v.released THEN d.last_status_code ELSE v.code END,
              last_error = CASE WHEN v.released THEN d.last_error ELSE v.error END,
              last_attempt_at = CASE WHEN v.released THEN d.last_attempt_at ELSE v.at END,
              delivered_at = CASE WHEN v.ok THEN v.at END,
              next_attempt_at = CASE WHEN v.released THEN $3 ELSE coalesce(v.next_at, d.next_attempt_at) END,
              claim_token = NULL
         FROM v
        WHERE d.id = v.id AND d.claim_token = v.token
          AND d.id = ANY ($2::uuid[]) -- lets the planner see the batch size: primary-key probes, not a scan
       RETURNING d.id, d.endpoint_id, v.released
     ), per AS (
       SELECT u.endpoint_id, v.ok, v.at, v.seq,
              max(v.seq) FILTER (WHERE v.ok) OVER (PARTITION BY u.endpoint_id) AS last_ok_seq
         FROM upd u JOIN v ON v.id = u.id
        WHERE NOT u.released
     ), agg AS (
       SELECT endpoint_id,
              bool_or(ok) AS any_ok,
              max(at) FILTER (WHERE ok) AS last_ok_at,
              count(*) FILTER (WHERE NOT ok AND seq > coalesce(last_ok_seq, -1))::int AS fails_after,
              min(at) FILTER (WHERE NOT ok AND seq > coalesce(last_ok_seq, -1)) AS first_fail_after
         FROM per GROUP BY endpoint_id
     ), ep AS (
       UPDATE webhooks.endpoints e SET
              failure_count = CASE WHEN g.any_ok THEN g.fails_after ELSE e.failure_count + g.fails_after END,
              failing_since = CASE WHEN g.any_ok THEN g.first_fail_after ELSE coalesce(e.failing_since, g.first_fail_after) END,
              last_delivery_at = CASE WHEN g.any_ok THEN greatest(e.last_delivery_at, g.last_ok_at) ELSE e.last_delivery_at END,
              active = e.active AND NOT (
                NOT g.any_ok AND e.failure_count + g.fails_after >= $4 AND coalesce(e.failing_since, g.first_fail_after) <= $5
              ),
              disabled_at = CASE
                WHEN e.active AND NOT g.any_ok AND e.failure_count + g.fails_after >= $4
                 AND coalesce(e.failing_since, g.first_fail_after) <= $5 THEN $3
                ELSE e.disabled_at END
         FROM agg g WHERE e.id = g.endpoint_id
       RETURNING e.id, e.disabled_at = $3 AND NOT e.active AS disabled_now
     ), pend(endpoint_id) AS (
       (SELECT endpoint_id FROM webhooks.deliveries WHERE status = 'pending' ORDER BY endpoint_id LIMIT 1)
       UNION ALL
       SELECT (SELECT d.endpoint_id FROM webhooks.deliveries d
                WHERE d.status = 'pending' AND d.endpoint_id > p.endpoint_id ORDER BY d.endpoint_id LIMIT 1)
         FROM pend p WHERE p.endpoint_id IS NOT NULL AND $6::int > 0
     ), eps AS MATERIALIZED (
       SELECT e.id, count(*) OVER () AS n_eps,
              (SELECT count(*) FROM webhooks.deliveries x
                WHERE x.endpoint_id = e.id AND x.status = 'pending' AND x.claim_token IS NOT NULL AND x.next_attempt_at > $3)::int
              - coalesce((SELECT r.n FROM released r WHERE r.endpoint_id = e.id), 0) AS in_flight
         FROM pend p
         JOIN webhooks.endpoints e ON e.id = p.endpoint_id AND e.active
        WHERE $6::int > 0 AND NOT EXISTS (SELECT 1 FROM ep WHERE ep.id = e.id AND ep.disabled_now)
     ), cand AS (
       SELECT c.id, eps.in_flight,
              min(c.next_attempt_at) OVER (PARTITION BY eps.id) AS oldest,
              row_number() OVER (PARTITION BY eps.id ORDER BY c.next_attempt_at, c.seq) AS rn
         FROM eps
        CROSS JOIN LATERAL (
          SELECT d.id, d.next_attempt_at, d.seq FROM webhooks.deliveries d
           WHERE d.endpoint_id = eps.id AND d.status = 'pending' AND d.next_attempt_at <= $3
             AND d.id <> ALL ($2::uuid[]) -- never a row this statement records
           ORDER BY d.next_attempt_at, d.seq
           -- its room, and no more than a fair share of the batch (fewer rows locked)
           LIMIT least($7 - eps.in_flight, ceil($6::numeric / eps.n_eps)::int + 1)
             FOR UPDATE SKIP LOCKED
        ) c
        WHERE eps.in_flight < $7
     ), picked AS (
       SELECT id FROM cand WHERE rn + in_flight <= $7 ORDER BY rn, oldest LIMIT $6
     ), claimed AS (
       UPDATE webhooks.deliveries d
          SET claim_token = $8, next_attempt_at = $9
         FROM picked, webhooks.endpoints e
        WHERE d.id = picked.id AND e.id = d.endpoint_id
       RETURNING d.id, d.endpoint_id, d.event_type, d.data, d.occurred_at, d.attempt_count, e.url, e.secret_hash, e.product
     )
     SELECT (SELECT count(*) FROM upd)::int AS recorded,
            coalesce((SELECT json_agg(id) FROM ep WHERE disabled_now), '[]'::json) AS disabled,
            coalesce((SELECT json_agg(c) FROM claimed c), '[]'::json) AS claimed,
            (SELECT count(*) FROM relaxed) AS relaxed`,
    [
      JSON.stringify(results),
      results.map((x) => x.id),
      p.now,
      p.disableAfter,
      p.disableCutoff,
      p.total,
      p.perEndpoint,
      p.token,
      p.leaseUntil,
    ],
  );
  const row = r.rows[0]!;
  return {
    recorded: row.recorded,
    disabled: row.disabled,
    claimed: row.claimed.map((c) => ({ ...c, occurred_at: new Date(c.occurred_at) })),
  };
}

/** Housekeeping: finished deliveries and fanned-out events past retention, in bounded slices. */
export async function prune(db: Queryable, before: Date, limit = 5000): Promise<number> {
  const r = await db.query<{ n: number }>(
    `WITH d AS (
       DELETE FROM webhooks.deliveries WHERE id IN (
         SELECT id FROM webhooks.deliveries WHERE status <> 'pending' AND created_at < $1 LIMIT $2)
       RETURNING 1
     ), o AS (
       DELETE FROM webhooks.outbox WHERE id IN (
         SELECT id FROM webhooks.outbox WHERE fanned_out_at IS NOT NULL AND fanned_out_at < $1 LIMIT $2)
       RETURNING 1
     )
     SELECT ((SELECT count(*) FROM d) + (SELECT count(*) FROM o))::int AS n`,
    [before, limit],
  );
  return r.rows[0]!.n;
}
