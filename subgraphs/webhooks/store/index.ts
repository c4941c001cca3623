// SQL of the webhooks subgraph: endpoints, deliveries, the outbox and its fan-out; the engine's
// lease cycle in lease-cycle.ts.
import { isUuid, type Db, type Queryable } from '../../../platform/db.js';
import type { EndpointKeys } from './lease-cycle.js';

export * from './lease-cycle.js';

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
       INSERT INTO webhooks.deliveries (endpoint_id, event_id, next_attempt_at, created_at, updated_at)
       SELECT e.id, ev.id, $4, $4, $4 FROM e, ev
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
              delivered_at = NULL,
              updated_at = $5
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
       INSERT INTO webhooks.deliveries (endpoint_id, event_id, next_attempt_at, created_at, updated_at)
       SELECT e.id, ev.id, $1, $1, $1
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
export * from './exports.js';
