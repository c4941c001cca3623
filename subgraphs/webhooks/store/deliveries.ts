// An endpoint's deliveries as its owner sees and drives them: recent ones, a ping, one sent again.
import { isUuid, type Queryable } from '../../../platform/db.js';
import { WAKE_CHANNEL } from './outbox.js';

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
