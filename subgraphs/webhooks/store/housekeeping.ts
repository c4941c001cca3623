// The engine's housekeeping and figures: finished deliveries pruned past retention, the backlog for /metrics.
import type { Queryable } from '../../../platform/db.js';

/** A delivery retention may remove, against the cutoff `before` (an SQL expression). */
export const deliveryRemovable = (before: string) => `status <> 'pending' AND created_at < ${before}`;
/**
 * An event retention may remove, against the cutoff `before` (an SQL expression): fanned out
 * before it and before every pending delivery (null while not fanned out).
 */
export const eventRemovable = (before: string) =>
  `fanned_out_at < least(${before}, (SELECT min(created_at) FROM webhooks.deliveries WHERE status = 'pending'))`;

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
         SELECT endpoint_id, seq FROM webhooks.deliveries WHERE ${deliveryRemovable('$1')} LIMIT $2) x
        WHERE d.endpoint_id = x.endpoint_id AND d.seq = x.seq
       RETURNING 1
     ), o AS (
       DELETE FROM webhooks.outbox WHERE id IN (
         SELECT id FROM webhooks.outbox
          WHERE ${eventRemovable('$1')}
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
