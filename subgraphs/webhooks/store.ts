// SQL of the webhooks subgraph: endpoints, deliveries and the engine's
// fan-out, claim and result statements (3.4, 3.5).
import { isUuid, type Db, type Queryable } from '../../platform/db.js';

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
  next_attempt_at: Date;
}

const ENDPOINT_COLS =
  'id, org_id, product, url, event_types, description, active, failure_count, last_delivery_at, created_at';

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
  return (
    await db.query<EndpointRow>(
      `SELECT ${ENDPOINT_COLS} FROM webhooks.endpoints WHERE org_id = $1 AND id = ANY($2::uuid[])`,
      [orgId, valid],
    )
  ).rows;
}

export async function insertEndpoint(
  db: Queryable,
  e: {
    id: string;
    orgId: string;
    product: string;
    url: string;
    eventTypes: string[];
    description: string;
    /** Sealed (signing.ts sealKey) for this id. */
    signingKey: string;
    createdAt: Date;
  },
): Promise<EndpointRow> {
  const r = await db.query<EndpointRow>(
    `INSERT INTO webhooks.endpoints (id, org_id, product, url, event_types, description, signing_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ENDPOINT_COLS}`,
    [e.id, e.orgId, e.product, e.url, e.eventTypes, e.description, e.signingKey, e.createdAt],
  );
  return r.rows[0]!;
}

/** What an endpoint signs with: its sealed key, or an unsealed legacy digest (secret_hash). */
export interface EndpointKeys {
  signing_key: string | null;
  secret_hash: string | null;
  previous_signing_key: string | null;
  /** ISO instant; the previous key is signed with until then. */
  previous_key_until: string | null;
}

/**
 * Replaces the caller's endpoint's signing key in one transaction: `next(current)` gets the row's
 * current key (locked) and answers the new sealed key and the one that stays valid until `until`
 * (the key before the current one is dropped). Null when the endpoint is not the caller's.
 */
export async function rotateSigningKey(
  db: Db,
  orgId: string,
  product: string,
  id: string,
  next: (current: Pick<EndpointKeys, 'signing_key' | 'secret_hash'>) => {
    signingKey: string;
    previous: string | null;
    until: Date | null;
  },
): Promise<{ id: string; previous_key_until: Date | null } | null> {
  if (!isUuid(id)) return null;
  return db.tx(async (tx) => {
    const cur = (
      await tx.query<Pick<EndpointKeys, 'signing_key' | 'secret_hash'>>(
        `SELECT signing_key, secret_hash FROM webhooks.endpoints WHERE id = $1 AND org_id = $2 AND product = $3 FOR UPDATE`,
        [id, orgId, product],
      )
    ).rows[0];
    if (!cur) return null;
    const n = next(cur);
    const r = await tx.query<{ id: string; previous_key_until: Date | null }>(
      `UPDATE webhooks.endpoints SET signing_key = $2, secret_hash = NULL, previous_signing_key = $3, previous_key_until = $4
        WHERE id = $1 RETURNING id, previous_key_until`,
      [id, n.signingKey, n.previous, n.until],
    );
    return r.rows[0]!;
  });
}

/** Endpoints of earlier versions, whose key is still the unsealed digest (migration 006). */
export async function unsealedEndpoints(db: Queryable): Promise<{ id: string; secret_hash: string }[]> {
  return (
    await db.query<{ id: string; secret_hash: string }>(
      'SELECT id, secret_hash FROM webhooks.endpoints WHERE signing_key IS NULL AND secret_hash IS NOT NULL',
    )
  ).rows;
}

/** Stores sealed keys in place of legacy digests (one statement). */
export async function storeSealedKeys(db: Queryable, sealed: { id: string; signing_key: string }[]): Promise<void> {
  if (!sealed.length) return;
  await db.query(
    `UPDATE webhooks.endpoints e SET signing_key = s.signing_key, secret_hash = NULL
       FROM jsonb_to_recordset($1::jsonb) AS s(id uuid, signing_key text)
      WHERE e.id = s.id AND e.signing_key IS NULL`,
    [JSON.stringify(sealed)],
  );
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
 * Queues a ping for the endpoint when it is active (one statement): an outbox row of its own,
 * born fanned out, and its one delivery. Null when the endpoint is not the caller's; queued false
 * when it is paused or disabled.
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
       SELECT id, org_id, product, active FROM webhooks.endpoints WHERE id = $1 AND org_id = $2 AND product = $3
     ), ev AS (
       INSERT INTO webhooks.outbox (org_id, product, event_type, data, occurred_at, fanned_out_at)
       SELECT e.org_id, e.product, 'ping', jsonb_build_object('endpoint_id', e.id, 'message', $5::text), $4, $4 FROM e WHERE e.active
       RETURNING id
     ), ins AS (
       INSERT INTO webhooks.deliveries (endpoint_id, event_id, next_attempt_at, created_at)
       SELECT e.id, ev.id, $4, $4 FROM e, ev
       RETURNING 1
     )
     SELECT e.id, (SELECT count(*) FROM ins) > 0 AS queued FROM e`,
    [id, orgId, product, now, message],
  );
  return r.rows[0] ?? null;
}

/**
 * Queues one delivery of the caller's endpoint again, due now, with its id and bytes: a delivered
 * or dead one becomes pending (its attempt count goes on, so a dead one that fails again is dead
 * again), a pending one is moved up to now. Dispatchers are woken at commit. Null when the
 * endpoint is not the caller's or the delivery is not the endpoint's (or its event was pruned);
 * queued false while the endpoint is inactive. The delivery is found by the endpoint's primary
 * key prefix: deliveries have no index on their id alone (migration 005), and this is rare.
 */
export async function requeueDelivery(
  db: Queryable,
  orgId: string,
  product: string,
  endpointId: string,
  deliveryId: string,
  now: Date,
): Promise<{ queued: boolean } | null> {
  if (!isUuid(endpointId) || !isUuid(deliveryId)) return null;
  const r = await db.query<{ found: boolean; queued: boolean }>(
    `WITH e AS (
       SELECT id, active FROM webhooks.endpoints WHERE id = $1 AND org_id = $2 AND product = $3
     ), d AS (
       SELECT d.endpoint_id, d.seq FROM webhooks.deliveries d JOIN e ON d.endpoint_id = e.id
        WHERE d.id = $4 AND EXISTS (SELECT 1 FROM webhooks.outbox o WHERE o.id = d.event_id)
     ), upd AS (
       UPDATE webhooks.deliveries x
          SET next_attempt_at = CASE WHEN x.status = 'pending' THEN least(x.next_attempt_at, $5) ELSE $5 END,
              status = 'pending',
              delivered_at = NULL
         FROM d, e
        WHERE x.endpoint_id = d.endpoint_id AND x.seq = d.seq AND e.active
       RETURNING 1
     ), wake AS (
       SELECT pg_notify('${WAKE_CHANNEL}', '') FROM (SELECT 1 FROM upd LIMIT 1) u
     )
     SELECT EXISTS (SELECT 1 FROM d) AS found, EXISTS (SELECT 1 FROM upd) AS queued, (SELECT count(*) FROM wake) >= 0 AS woke`,
    [endpointId, orgId, product, deliveryId, now],
  );
  const row = r.rows[0]!;
  return row.found ? { queued: row.queued } : null;
}

export async function recentDeliveries(
  db: Queryable,
  endpointIds: readonly string[],
  limit: number,
): Promise<DeliveryRow[]> {
  if (!endpointIds.length) return [];
  const r = await db.query<DeliveryRow>(
    `SELECT x.* FROM unnest($1::uuid[]) AS e(id)
       CROSS JOIN LATERAL (
         SELECT d.id, d.endpoint_id, o.event_type, d.status, d.attempt_count, d.last_status_code, d.last_error, d.created_at, d.delivered_at,
                d.next_attempt_at
           FROM webhooks.deliveries d JOIN webhooks.outbox o ON o.id = d.event_id
          WHERE d.endpoint_id = e.id ORDER BY d.seq DESC LIMIT $2
       ) x`,
    [endpointIds, limit],
  );
  return r.rows;
}

/** One outbox row, written in the transaction of the change that raised it (see outbox.ts). */
export async function insertOutboxEvent(
  tx: Queryable,
  e: { orgId: string; product: string; type: string; data: Record<string, unknown>; occurredAt: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO webhooks.outbox (org_id, product, event_type, data, occurred_at) VALUES ($1, $2, $3, $4, $5)',
    [e.orgId, e.product, e.type, JSON.stringify(e.data), e.occurredAt],
  );
}

/**
 * An event of data that belongs to no organisation (market rates): one outbox row per
 * organisation with an active endpoint of the product subscribed to the type, one statement.
 */
export async function insertOutboxEventForSubscribers(
  tx: Queryable,
  e: { product: string; type: string; data: Record<string, unknown>; occurredAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO webhooks.outbox (org_id, product, event_type, data, occurred_at)
     SELECT DISTINCT org_id, $1, $2, $3::jsonb, $4::timestamptz FROM webhooks.endpoints
      WHERE product = $1 AND active AND (cardinality(event_types) = 0 OR $2 = ANY (event_types))`,
    [e.product, e.type, JSON.stringify(e.data), e.occurredAt],
  );
}

// ---------------------------------------------------------------------------------------------
// Engine

/**
 * Fans up to `batch` outbox events out to the active, subscribed endpoints of the same product
 * and organisation, and marks them fanned out: one statement, so a crash leaves either both or
 * neither. Rows locked by another dispatcher are skipped. A delivery row holds only its state:
 * type, time and payload are read from the event.
 */
export async function fanOut(db: Queryable, now: Date, batch: number): Promise<{ events: number; deliveries: number }> {
  const r = await db.query<{ events: number; deliveries: number }>(
    `WITH ev AS (
       SELECT id, org_id, product, event_type FROM webhooks.outbox
        WHERE fanned_out_at IS NULL ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED
     ), ins AS (
       INSERT INTO webhooks.deliveries (endpoint_id, event_id, next_attempt_at, created_at)
       SELECT e.id, ev.id, $1, $1
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

/** A due delivery read under an endpoint lease; its event comes once per cycle (DueEvent). */
export interface DueDelivery {
  seq: number;
  id: string;
  endpoint_id: string;
  attempt_count: number;
  event_id: string;
  /** Exactly as the database has it (microseconds): the read cursor. */
  next_attempt_at: string;
}

/** The event of one or more due deliveries: type, time and payload, sent once per cycle. */
export interface DueEvent {
  id: string;
  event_type: string;
  occurred_at: string;
  data: unknown;
}

export interface AttemptResult {
  seq: number;
  endpoint_id: string;
  /** The lease the delivery was read under: recorded only while it still holds. */
  lease: string;
  ok: boolean;
  status: 'pending' | 'delivered' | 'dead';
  code: number | null;
  error: string | null;
  at: string;
  /** Due time of the next attempt (pending only). */
  next_at: string | null;
  /** Completion order (failure streaks are order-sensitive). */
  ord: number;
}

/** What the dispatcher asks of a lease it holds in this cycle. */
export interface HeldLease {
  endpoint_id: string;
  lease: string;
  /** read: renew and read up to `room` due deliveries after the cursor; keep: renew; release: let go. */
  op: 'read' | 'keep' | 'release';
  room: number;
  /** Read cursor: (next_attempt_at, seq) of the last delivery read under this lease. */
  after_at: string | null;
  after_seq: number | null;
}

export interface LeaseCycle {
  now: Date;
  leaseUntil: Date;
  held: HeldLease[];
  /** Endpoints to acquire at most (0: none), each read up to `room`. */
  acquire: number;
  room: number;
  /** Endpoints of one organisation leased at once at most … */
  leasesPerOrganisation: number;
  /** … less those this dispatcher holds already, per organisation holding any. */
  orgRooms: { org_id: string; room: number }[];
  disableAfter: number;
  disableCutoff: Date;
}

export interface LeaseCycleResult {
  /** Held leases that still hold after this cycle (renewed), with the endpoint's current URL and keys (they may have been updated). */
  kept: ({ endpoint_id: string; url: string } & EndpointKeys)[];
  acquired: ({ endpoint_id: string; lease: string; url: string; product: string; org_id: string } & EndpointKeys)[];
  /** Endpoints that could have been acquired, before each organisation's room: acquiring was cut short when it reached acquire × 4. */
  candidates: number;
  due: DueDelivery[];
  /** The events of `due`, each once however many endpoints it goes to. */
  events: DueEvent[];
  disabled: string[];
}

/**
 * The engine's one round trip per cycle.
 *
 * 1. Records attempt results, only under the lease they were read under: a dispatcher that
 *    stalled past its lease cannot overwrite its successor's outcome. Per endpoint, in completion
 *    order, a success resets failure_count to the failures after it and moves last_delivery_at;
 *    failures extend the streak (failing_since marks its start); a streak of at least
 *    `disableAfter` failures that began at or before `disableCutoff` disables the endpoint.
 * 2. Renews the held leases (or lets them go: released, paused, disabled or deleted endpoints).
 * 3. Acquires up to `acquire` unleased (or expired) active endpoints with due deliveries, least
 *    recently leased first, at most an organisation's room of each organisation's (fairness:
 *    docs/webhooks.md), FOR UPDATE SKIP LOCKED, each with a new fencing token. Endpoints
 *    with pending rows are enumerated by a loose index scan, so the cost follows the endpoints
 *    with work, not the backlog.
 * 4. Reads due deliveries of the leased endpoints, oldest first, after each lease's cursor:
 *    no write per delivery, and what this dispatcher holds or records now is behind the cursor.
 *    A delivery committed behind a cursor (fan-outs committing out of order) is read under the
 *    endpoint's next lease: leases end when the endpoint runs dry or its turn is over.
 *    Their events come separately, each once: an event fanned out to ten endpoints is read and
 *    sent once per cycle, not ten times.
 */
export async function leaseCycle(db: Queryable, results: AttemptResult[], p: LeaseCycle): Promise<LeaseCycleResult> {
  const r = await db.query<{ out: LeaseCycleResult }>(
    `WITH RECURSIVE relaxed AS (
       -- This transaction's commit need not wait for the WAL flush: if the database crashes, the
       -- results of its last moments are lost, so those deliveries are sent again with the same
       -- id and bytes (at least once, as always). Fan-out stays synchronous.
       SELECT set_config('synchronous_commit', 'off', true)
     ), v AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS v(seq bigint, endpoint_id uuid, lease uuid, ok boolean, status text, code int, error text, at timestamptz, next_at timestamptz, ord int)
     ), h AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS h(endpoint_id uuid, lease uuid, op text, room int, after_at timestamptz, after_seq bigint)
     ), upd AS (
       UPDATE webhooks.deliveries d
          SET status = v.status,
              attempt_count = d.attempt_count + 1,
              last_status_code = v.code,
              last_error = v.error,
              last_attempt_at = v.at,
              delivered_at = CASE WHEN v.ok THEN v.at END,
              next_attempt_at = coalesce(v.next_at, d.next_attempt_at)
         FROM v, webhooks.endpoints e
        WHERE d.endpoint_id = v.endpoint_id AND d.seq = v.seq AND e.id = v.endpoint_id AND e.lease_token = v.lease
          AND d.seq = ANY ($3::bigint[]) -- lets the planner see the batch size: key probes, not a scan
       RETURNING d.endpoint_id, v.ok, v.at, v.ord
     ), per AS (
       SELECT u.*, max(u.ord) FILTER (WHERE u.ok) OVER (PARTITION BY u.endpoint_id) AS last_ok_ord FROM upd u
     ), agg AS MATERIALIZED (
       -- Materialized: joined per held lease below, it would otherwise be recomputed per lease.
       SELECT endpoint_id,
              bool_or(ok) AS any_ok,
              max(at) FILTER (WHERE ok) AS last_ok_at,
              count(*) FILTER (WHERE NOT ok AND ord > coalesce(last_ok_ord, -1))::int AS fails_after,
              min(at) FILTER (WHERE NOT ok AND ord > coalesce(last_ok_ord, -1)) AS first_fail_after
         FROM per GROUP BY endpoint_id
     ), hg AS (
       SELECT h.endpoint_id, h.lease, h.op, h.room, h.after_at, h.after_seq, g.endpoint_id IS NOT NULL AS has_results,
              coalesce(g.any_ok, false) AS any_ok, g.last_ok_at, coalesce(g.fails_after, 0) AS fails_after, g.first_fail_after
         FROM h LEFT JOIN agg g ON g.endpoint_id = h.endpoint_id
     ), ep AS (
       UPDATE webhooks.endpoints e SET
              failure_count = CASE WHEN NOT x.has_results THEN e.failure_count WHEN x.any_ok THEN x.fails_after ELSE e.failure_count + x.fails_after END,
              failing_since = CASE WHEN NOT x.has_results THEN e.failing_since WHEN x.any_ok THEN x.first_fail_after ELSE coalesce(e.failing_since, x.first_fail_after) END,
              last_delivery_at = CASE WHEN x.any_ok THEN greatest(e.last_delivery_at, x.last_ok_at) ELSE e.last_delivery_at END,
              active = e.active AND NOT x.disable,
              disabled_at = CASE WHEN e.active AND x.disable THEN $4::timestamptz ELSE e.disabled_at END,
              lease_token = CASE WHEN x.op = 'release' OR NOT e.active OR x.disable THEN NULL ELSE e.lease_token END,
              lease_until = CASE WHEN x.op = 'release' OR NOT e.active OR x.disable THEN NULL ELSE $5::timestamptz END
         FROM (SELECT hg.*, (hg.has_results AND NOT hg.any_ok AND ee.failure_count + hg.fails_after >= $6::int
                             AND coalesce(ee.failing_since, hg.first_fail_after) <= $7::timestamptz) AS disable
                 FROM hg JOIN webhooks.endpoints ee ON ee.id = hg.endpoint_id) x
        WHERE e.id = x.endpoint_id AND e.lease_token = x.lease
       RETURNING e.id, x.lease, x.op, x.room, x.after_at, x.after_seq,
                 e.active AND e.lease_token IS NOT NULL AS readable, x.disable AND e.disabled_at = $4::timestamptz AS disabled_now,
                 e.url, e.signing_key, e.secret_hash, e.previous_signing_key, e.previous_key_until
     ), pend(endpoint_id) AS (
       (SELECT endpoint_id FROM webhooks.deliveries WHERE status = 'pending' AND $8::int > 0 ORDER BY endpoint_id LIMIT 1)
       UNION ALL
       SELECT (SELECT d.endpoint_id FROM webhooks.deliveries d
                WHERE d.status = 'pending' AND d.endpoint_id > p.endpoint_id ORDER BY d.endpoint_id LIMIT 1)
         FROM pend p WHERE p.endpoint_id IS NOT NULL
     ), org_room AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($10::jsonb) AS r(org_id uuid, room int)
     ), cand AS MATERIALIZED (
       -- More candidates than wanted: one organisation's may be more than its room.
       SELECT c.id, c.org_id, c.leased_at, c.seq FROM pend p JOIN webhooks.endpoints c ON c.id = p.endpoint_id
        WHERE c.active AND (c.lease_until IS NULL OR c.lease_until <= $4::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM h WHERE h.endpoint_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM org_room r WHERE r.org_id = c.org_id AND r.room <= 0)
          AND EXISTS (SELECT 1 FROM webhooks.deliveries d
                       WHERE d.endpoint_id = c.id AND d.status = 'pending' AND d.next_attempt_at <= $4::timestamptz)
        ORDER BY c.leased_at NULLS FIRST, c.seq LIMIT $8 * 4
          FOR UPDATE OF c SKIP LOCKED
     ), pick AS (
       SELECT x.id FROM (
         SELECT c.*, row_number() OVER (PARTITION BY c.org_id ORDER BY c.leased_at NULLS FIRST, c.seq) AS nth,
                coalesce((SELECT r.room FROM org_room r WHERE r.org_id = c.org_id), $11::int) AS room
           FROM cand c) x
        WHERE x.nth <= x.room
        ORDER BY x.leased_at NULLS FIRST, x.seq LIMIT $8
     ), acq AS (
       UPDATE webhooks.endpoints e SET lease_token = gen_random_uuid(), lease_until = $5::timestamptz, leased_at = $4::timestamptz
         FROM pick
        WHERE e.id = pick.id
       RETURNING e.id, e.lease_token, e.url, e.signing_key, e.secret_hash, e.previous_signing_key, e.previous_key_until, e.product, e.org_id
     ), readers AS (
       SELECT ep.id, ep.lease, ep.room, ep.after_at, ep.after_seq FROM ep WHERE ep.readable AND ep.op = 'read'
       UNION ALL
       SELECT acq.id, acq.lease_token, $9::int, NULL::timestamptz, NULL::bigint FROM acq
     ), due AS MATERIALIZED (
       SELECT x.* FROM readers m CROSS JOIN LATERAL (
         SELECT d.seq, d.id, d.endpoint_id, d.attempt_count, d.event_id, d.next_attempt_at::text
           FROM webhooks.deliveries d
          WHERE d.endpoint_id = m.id AND d.status = 'pending' AND d.next_attempt_at <= $4::timestamptz
            AND (d.next_attempt_at, d.seq) > (coalesce(m.after_at, '-infinity'), coalesce(m.after_seq, 0))
          ORDER BY d.next_attempt_at, d.seq
          LIMIT m.room
       ) x
     )
     SELECT json_build_object(
       'kept', coalesce((SELECT json_agg(json_build_object('endpoint_id', id, 'url', url, 'signing_key', signing_key, 'secret_hash', secret_hash,
                                                           'previous_signing_key', previous_signing_key, 'previous_key_until', previous_key_until)) FROM ep WHERE readable), '[]'::json),
       'acquired', coalesce((SELECT json_agg(json_build_object('endpoint_id', id, 'lease', lease_token, 'url', url, 'signing_key', signing_key, 'secret_hash', secret_hash,
                                                               'previous_signing_key', previous_signing_key, 'previous_key_until', previous_key_until, 'product', product,
                                                               'org_id', org_id)) FROM acq), '[]'::json),
       'candidates', (SELECT count(*) FROM cand),
       'due', coalesce((SELECT json_agg(due) FROM due), '[]'::json),
       -- By key, as an array: as a join the planner may hash the whole outbox instead.
       'events', coalesce((SELECT json_agg(json_build_object('id', o.id, 'event_type', o.event_type, 'occurred_at', o.occurred_at, 'data', o.data))
                             FROM webhooks.outbox o WHERE o.id = ANY (ARRAY(SELECT DISTINCT event_id FROM due))), '[]'::json),
       'disabled', coalesce((SELECT json_agg(id) FROM ep WHERE disabled_now), '[]'::json),
       'relaxed', (SELECT count(*) FROM relaxed)
     ) AS out`,
    [
      JSON.stringify(results),
      JSON.stringify(p.held),
      results.map((x) => x.seq),
      p.now,
      p.leaseUntil,
      p.disableAfter,
      p.disableCutoff,
      p.acquire,
      p.room,
      JSON.stringify(p.orgRooms),
      p.leasesPerOrganisation,
    ],
  );
  return r.rows[0]!.out;
}

/**
 * Housekeeping: finished deliveries and fanned-out events past retention, in bounded slices.
 * Old deliveries sit early in the heap, so the slice's scan stops soon without an index. An
 * event is kept while any pending delivery is as old as it (a delivery is created when its event
 * is fanned out), so a retry always finds its payload.
 */
export async function prune(db: Queryable, before: Date, limit = 5000): Promise<number> {
  const r = await db.query<{ n: number }>(
    `WITH d AS (
       DELETE FROM webhooks.deliveries d USING (
         SELECT endpoint_id, seq FROM webhooks.deliveries WHERE status <> 'pending' AND created_at < $1 LIMIT $2) x
        WHERE d.endpoint_id = x.endpoint_id AND d.seq = x.seq
       RETURNING 1
     ), o AS (
       DELETE FROM webhooks.outbox WHERE id IN (
         SELECT id FROM webhooks.outbox
          WHERE fanned_out_at < least($1, (SELECT min(created_at) FROM webhooks.deliveries WHERE status = 'pending'))
          LIMIT $2)
       RETURNING 1
     )
     SELECT ((SELECT count(*) FROM d) + (SELECT count(*) FROM o))::int AS n`,
    [before, limit],
  );
  return r.rows[0]!.n;
}

/** The engine's backlog for /metrics: deliveries not yet delivered or dead, the oldest one's age, events not yet fanned out. */
export async function backlog(
  db: Queryable,
  now: Date,
): Promise<{ pendingDeliveries: number; oldestPendingSeconds: number; unfannedEvents: number }> {
  const r = await db.query<{ pending: number; oldest: Date | null; unfanned: number }>(
    `SELECT (SELECT count(*) FROM webhooks.deliveries WHERE status = 'pending')::int AS pending,
            (SELECT min(created_at) FROM webhooks.deliveries WHERE status = 'pending') AS oldest,
            (SELECT count(*) FROM webhooks.outbox WHERE fanned_out_at IS NULL)::int AS unfanned`,
  );
  const row = r.rows[0]!;
  return {
    pendingDeliveries: row.pending,
    oldestPendingSeconds: row.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0,
    unfannedEvents: row.unfanned,
  };
}
