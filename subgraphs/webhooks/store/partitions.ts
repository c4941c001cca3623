// The engine's history by month (migrations 009 and 010): deliveries by created_at, outbox
// events by occurred_at. The coming months are created before they begin, and months wholly past
// retention that nothing still needs are detached and dropped. Months are named <table>_YYYY_MM
// (UTC); each table's default partition holds whatever no month does.
import type { Db } from '../../../platform/db.js';
import { attachedMonths, monthStart, prepareMonths, type MonthlyTable } from '../../../platform/partitions.js';
import { deliveryRemovable, eventRemovable } from './housekeeping.js';

const LOCK_KEY = 727_209; // arbitrary, constant: "webhooks history months", one dispatcher at a time

interface HistoryTable extends MonthlyTable {
  /** A row retention may remove, against a cutoff (an SQL expression): prune()'s own rule. */
  removable: (before: string) => string;
}

const TABLES: HistoryTable[] = [
  { table: 'webhooks.deliveries', key: 'created_at', keyType: 'timestamptz', removable: deliveryRemovable },
  { table: 'webhooks.outbox', key: 'occurred_at', keyType: 'timestamptz', removable: eventRemovable },
];

/** Creates the month of `now` and the `ahead` months after it where missing (platform/partitions.ts). */
export const prepareHistoryMonths = (db: Db, now: Date, ahead = 2): Promise<string[]> =>
  prepareMonths(db, TABLES, now, LOCK_KEY, ahead);

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
                  EXISTS (SELECT 1 FROM ${t.table} WHERE ${t.key} >= $3 AND ${t.key} < $4
                             AND NOT coalesce(${t.removable('$1::timestamptz')}, false)) AS needed`,
          [before, `webhooks.${name}`, from, monthStart(from, 1)],
        );
        if (!r.rows[0]!.attached || r.rows[0]!.needed) return false;
        await tx.exec(`ALTER TABLE ${t.table} DETACH PARTITION webhooks.${name}; DROP TABLE webhooks.${name}`);
        return true;
      });
      if (gone) dropped.push(name);
    }
  }
  return dropped;
}
