// Deliveries by month of created_at (migration 009): the coming months are created before they
// begin, and months wholly past retention are detached and dropped. Months are named
// deliveries_YYYY_MM (UTC); the default partition holds whatever no month does.
import type { Db, Queryable } from '../../../platform/db.js';

const LOCK_KEY = 727_209; // arbitrary, constant: "webhooks delivery months", one dispatcher at a time
const MONTH = /^deliveries_(\d{4})_(\d{2})$/;

const monthStart = (at: Date, add = 0): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + add, 1));
const monthName = (start: Date): string =>
  `deliveries_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

/** The months attached now, by name, with their first instant. */
async function attachedMonths(q: Queryable): Promise<Map<string, Date>> {
  const r = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'webhooks.deliveries'::regclass`,
  );
  const months = new Map<string, Date>();
  for (const { name } of r.rows) {
    const m = MONTH.exec(name);
    if (m) months.set(name, new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
  }
  return months;
}

/**
 * Creates the month of `now` and the `ahead` months after it where missing. Rows the default
 * partition took for such a month (written before it existed) move into it in the same
 * transaction, as ATTACH requires. Returns the months created.
 */
export async function prepareDeliveryMonths(db: Db, now: Date, ahead = 2): Promise<string[]> {
  return db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const have = await attachedMonths(tx);
    const created: string[] = [];
    for (let i = 0; i <= ahead; i++) {
      const from = monthStart(now, i);
      const to = monthStart(now, i + 1);
      const name = monthName(from);
      if (have.has(name)) continue;
      await tx.exec(
        `CREATE TABLE webhooks.${name} (LIKE webhooks.deliveries INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
      );
      await tx.query(
        `WITH moved AS (DELETE FROM webhooks.deliveries_default WHERE created_at >= $1 AND created_at < $2 RETURNING *)
         INSERT INTO webhooks.${name} SELECT * FROM moved`,
        [from, to],
      );
      await tx.exec(
        `ALTER TABLE webhooks.deliveries ATTACH PARTITION webhooks.${name}
           FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
      );
      created.push(name);
    }
    return created;
  });
}

/**
 * Detaches and drops every month that ends at or before `before` and holds no pending delivery
 * (a pending one keeps its month until it is delivered or dead; its finished neighbours are then
 * pruned by row). Returns the months dropped.
 */
export async function dropExpiredDeliveryMonths(db: Db, before: Date): Promise<string[]> {
  const expired = [...(await attachedMonths(db))]
    .filter(([, from]) => monthStart(from, 1) <= before)
    .sort(([, a], [, b]) => a.getTime() - b.getTime());
  const dropped: string[] = [];
  for (const [name, from] of expired) {
    const gone = await db.tx(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const r = await tx.query<{ attached: boolean; pending: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_inherits WHERE inhrelid = to_regclass($1)) AS attached,
                EXISTS (SELECT 1 FROM webhooks.deliveries WHERE status = 'pending' AND created_at >= $2 AND created_at < $3) AS pending`,
        [`webhooks.${name}`, from, monthStart(from, 1)],
      );
      if (!r.rows[0]!.attached || r.rows[0]!.pending) return false;
      await tx.exec(`ALTER TABLE webhooks.deliveries DETACH PARTITION webhooks.${name}; DROP TABLE webhooks.${name}`);
      return true;
    });
    if (gone) dropped.push(name);
  }
  return dropped;
}
