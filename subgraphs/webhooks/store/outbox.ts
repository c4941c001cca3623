// The outbox: events raised in their change's transaction, and the engine's fan-out of them to
// subscribed endpoints; its trigger NOTIFYs WAKE_CHANNEL (migration 003).
import type { Queryable } from '../../../platform/db.js';

export const WAKE_CHANNEL = 'fg_webhooks';

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

/**
 * Fans up to `batch` outbox events out to the active, subscribed endpoints of the same product
 * and organisation, and marks them fanned out: one statement, so a crash leaves either both or
 * neither. Rows locked by another dispatcher are skipped. A delivery row holds only its state:
 * type, time and payload are read from the event.
 */
export async function fanOut(db: Queryable, now: Date, batch: number): Promise<{ events: number; deliveries: number }> {
  const r = await db.query<{ events: number; deliveries: number }>(
    `WITH ev AS (
       SELECT id, org_id, product, event_type, occurred_at FROM webhooks.outbox
        WHERE fanned_out_at IS NULL ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED
     ), ins AS (
       INSERT INTO webhooks.deliveries (endpoint_id, event_id, next_attempt_at, created_at, updated_at)
       SELECT e.id, ev.id, $1, $1, $1
         FROM ev JOIN webhooks.endpoints e
           ON e.org_id = ev.org_id AND e.product = ev.product AND e.active
          AND (cardinality(e.event_types) = 0 OR ev.event_type = ANY (e.event_types))
       RETURNING 1
     ), done AS (
       -- By key and month as read: only the events' partitions are probed.
       UPDATE webhooks.outbox o SET fanned_out_at = $1 FROM ev
        WHERE o.id = ev.id AND o.occurred_at = ev.occurred_at
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM done)::int AS events, (SELECT count(*) FROM ins)::int AS deliveries`,
    [now, batch],
  );
  return r.rows[0]!;
}
