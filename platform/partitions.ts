// Tables partitioned by month (docs/operations.md, "Retention by partition"): each product's
// history table is a parent partitioned by range of one time column, a partition a month named
// <table>_YYYY_MM (UTC) and a <table>_default for any row no month holds, so a write never fails.
// The products' workers create the coming months before they begin; retention (where a product
// has one) detaches and drops whole months. Generic: a product names its tables, nothing more.
import type { Db, Queryable } from './db.js';

export interface MonthlyTable {
  /** Schema-qualified parent, e.g. 'ocean.events'. */
  table: string;
  /** The partition key column. */
  key: string;
  /** Its type: a date column's bounds are days, a timestamptz column's UTC instants. */
  keyType: 'date' | 'timestamptz';
}

export const monthStart = (at: Date, add = 0): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + add, 1));

const [schemaOf, nameOf] = [(t: MonthlyTable) => t.table.split('.')[0]!, (t: MonthlyTable) => t.table.split('.')[1]!];

const monthName = (t: MonthlyTable, start: Date): string =>
  `${nameOf(t)}_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

const bound = (t: MonthlyTable, at: Date): string =>
  t.keyType === 'date' ? at.toISOString().slice(0, 10) : at.toISOString();

/** The table's months attached now, by name (unqualified), with their first instant. */
export async function attachedMonths(q: Queryable, t: MonthlyTable): Promise<Map<string, Date>> {
  const r = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = $1::regclass`,
    [t.table],
  );
  const month = new RegExp(`^${nameOf(t)}_(\\d{4})_(\\d{2})$`);
  const months = new Map<string, Date>();
  for (const { name } of r.rows) {
    const m = month.exec(name);
    if (m) months.set(name, new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
  }
  return months;
}

/**
 * Creates the month of `now` and the `ahead` months after it where missing, for each table, one
 * caller at a time (the advisory transaction lock `lockKey`, which works through PgBouncer in
 * transaction mode). Rows the default partition took for such a month (written before it
 * existed) move into it in the same transaction, as ATTACH requires. Returns the months created.
 */
export async function prepareMonths(
  db: Db,
  tables: readonly MonthlyTable[],
  now: Date,
  lockKey: number,
  ahead = 2,
): Promise<string[]> {
  return db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
    const created: string[] = [];
    for (const t of tables) {
      const have = await attachedMonths(tx, t);
      const schema = schemaOf(t);
      for (let i = 0; i <= ahead; i++) {
        const from = monthStart(now, i);
        const to = monthStart(now, i + 1);
        const name = monthName(t, from);
        if (have.has(name)) continue;
        await tx.exec(`CREATE TABLE ${schema}.${name} (LIKE ${t.table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
        await tx.query(
          `WITH moved AS (DELETE FROM ${t.table}_default WHERE ${t.key} >= $1::${t.keyType} AND ${t.key} < $2::${t.keyType} RETURNING *)
           INSERT INTO ${schema}.${name} SELECT * FROM moved`,
          [bound(t, from), bound(t, to)],
        );
        await tx.exec(
          `ALTER TABLE ${t.table} ATTACH PARTITION ${schema}.${name}
             FOR VALUES FROM ('${bound(t, from)}') TO ('${bound(t, to)}')`,
        );
        created.push(name);
      }
    }
    return created;
  });
}
