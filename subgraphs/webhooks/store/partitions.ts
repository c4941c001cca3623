// The engine's history by month (migrations 009 and 010): deliveries by created_at, outbox
// events by occurred_at. The coming months are created before they begin, and months wholly past
// retention that nothing still needs are detached and dropped. Months are named <table>_YYYY_MM
// (UTC); each table's default partition holds whatever no month does.
import type { Db, Queryable } from '../../../platform/db.js';
import { deliveryRemovable, eventRemovable } from './housekeeping.js';

const LOCK_KEY = 727_209; // arbitrary, constant: "webhooks history months", one dispatcher at a time

interface MonthlyTable {
  table: 'deliveries' | 'outbox';
  key: 'created_at' | 'occurred_at';
  /** A row retention may remove, against a cutoff (an SQL expression): prune()'s own rule. */
  removable: (before: string) => string;
}

const TABLES: MonthlyTable[] = [
  { table: 'deliveries', key: 'created_at', removable: deliveryRemovable },
  { table: 'outbox', key: 'occurred_at', removable: eventRemovable },
];

const monthStart = (at: Date, add = 0): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + add, 1));
const monthName = (t: MonthlyTable, start: Date): string =>
  `${t.table}_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

/** The table's months attached now, by name, with their first instant. */
async function attachedMonths(q: Queryable, t: MonthlyTable): Promise<Map<string, Date>> {
  const r = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = $1::regclass`,
    [`webhooks.${t.table}`],
  );
  const month = new RegExp(`^${t.table}_(\\d{4})_(\\d{2})$`);
  const months = new Map<string, Date>();
  for (const { name } of r.rows) {
    const m = month.exec(name);
    if (m) months.set(name, new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
  }
  return months;
}

/**
 * Creates the month of `now` and the `ahead` months after it where missing, for each table.
 * Rows the default partition took for such a month (written before it existed) move into it in
 * the same transaction, as ATTACH requires. Returns the months created.
 */
export async function prepareHistoryMonths(db: Db, now: Date, ahead = 2): Promise<string[]> {
  return db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const created: string[] = [];
    for (const t of TABLES) {
      const have = await attachedMonths(tx, t);
      for (let i = 0; i <= ahead; i++) {
        const from = monthStart(now, i);
        const to = monthStart(now, i + 1);
        const name = monthName(t, from);
        if (have.has(name)) continue;
        await tx.exec(
          `CREATE TABLE webhooks.${name} (LIKE webhooks.${t.table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
        );
        await tx.query(
          `WITH moved AS (DELETE FROM webhooks.${t.table}_default WHERE ${t.key} >= $1 AND ${t.key} < $2 RETURNING *)
           INSERT INTO webhooks.${name} SELECT * FROM moved`,
          [from, to],
        );
        await tx.exec(
          `ALTER TABLE webhooks.${t.table} ATTACH PARTITION webhooks.${name}
             FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
        );
        created.push(name);
      }
    }
    return created;
  });
}

/**
 * Detaches and drops every month that ends at or before `before` and holds no row retention
 * keeps (a pending delivery, an event not fanned out or still needed by one): such a month stays
 * until they are done, its other rows pruned by row meanwhile. Deliveries first, so their months
 * no longer hold back the events'. Returns the months dropped.
 */
export async function dropExpiredHistoryMonths(db: Db, before: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const t of TABLES) {
    const expired = [...(await attachedMonths(db, t))]
      .filter(([, from]) => monthStart(from, 1) <= before)
      .sort(([, a], [, b]) => a.getTime() - b.getTime());
    for (const [name, from] of expired) {
      const gone = await db.tx(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
        // Needed: a row of the month retention may not remove yet (null counts as not removable).
        const r = await tx.query<{ attached: boolean; needed: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM pg_inherits WHERE inhrelid = to_regclass($2)) AS attached,
                  EXISTS (SELECT 1 FROM webhooks.${t.table} WHERE ${t.key} >= $3 AND ${t.key} < $4
                             AND NOT coalesce(${t.removable('$1::timestamptz')}, false)) AS needed`,
          [before, `webhooks.${name}`, from, monthStart(from, 1)],
        );
        if (!r.rows[0]!.attached || r.rows[0]!.needed) return false;
        await tx.exec(`ALTER TABLE webhooks.${t.table} DETACH PARTITION webhooks.${name}; DROP TABLE webhooks.${name}`);
        return true;
      });
      if (gone) dropped.push(name);
    }
  }
  return dropped;
}
