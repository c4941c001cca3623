// Rate buckets: hits per subject and second, shared by every process (the RateBucketStore's SQL).
import type { Queryable } from '../../../platform/db.js';

/**
 * Counts one hit for the subject (organisation or ip:<address>) in the current second and returns the hits in the
 * last 20 and 60 seconds, the current hit included. One statement, safe across processes:
 * the upsert serialises same-second hits; older buckets no longer change.
 */
export async function hitRateBuckets(
  db: Queryable,
  subject: string,
  nowSec: number,
): Promise<{ window: number; minute: number; oldestInWindow: number; oldestInMinute: number }> {
  const r = await db.query<any>(
    // The commit need not wait for the WAL flush: a database crash can lose the last moment's
    // increments (a few requests uncounted), while every request would otherwise wait on a
    // flush and hold the subject's bucket row locked meanwhile.
    `WITH relaxed AS (
       SELECT set_config('synchronous_commit', 'off', true)
     ), hit AS (
       INSERT INTO accounts.rate_buckets (subject, bucket, hits) VALUES ($1, $2, 1)
       ON CONFLICT (subject, bucket) DO UPDATE SET hits = accounts.rate_buckets.hits + 1
       RETURNING hits
     ), past AS (
       SELECT coalesce(sum(hits) FILTER (WHERE bucket > $2 - 20), 0) AS w,
              coalesce(sum(hits), 0) AS m,
              min(bucket) FILTER (WHERE bucket > $2 - 20) AS ow,
              min(bucket) AS om
         FROM accounts.rate_buckets
        WHERE subject = $1 AND bucket > $2 - 60 AND bucket < $2
     )
     SELECT hit.hits + past.w AS window, hit.hits + past.m AS minute,
            coalesce(past.ow, $2) AS oldest_in_window, coalesce(past.om, $2) AS oldest_in_minute
       FROM hit, past, relaxed`,
    [subject, nowSec],
  );
  const row = r.rows[0];
  return {
    window: row.window,
    minute: row.minute,
    oldestInWindow: Number(row.oldest_in_window),
    oldestInMinute: Number(row.oldest_in_minute),
  };
}

export async function unhitRateBucket(db: Queryable, subject: string, nowSec: number): Promise<void> {
  await db.query('UPDATE accounts.rate_buckets SET hits = hits - 1 WHERE subject = $1 AND bucket = $2 AND hits > 0', [
    subject,
    nowSec,
  ]);
}

export async function pruneRateBuckets(db: Queryable, nowSec: number): Promise<void> {
  await db.query('DELETE FROM accounts.rate_buckets WHERE bucket <= $1', [nowSec - 120]);
}
