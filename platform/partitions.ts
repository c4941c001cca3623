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
  /**
   * Also a month for every month the default partition holds rows of: for a table whose rows
   * arrive for any past month (prices imported for their validity), so no month stays in the
   * default, unpruned and not droppable.
   */
  monthsOfDefault?: boolean;
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

/** The first instants of the months the table's default partition holds rows of (UTC). */
async function monthsInDefault(q: Queryable, t: MonthlyTable): Promise<Date[]> {
  const month =
    t.keyType === 'date' ? `date_trunc('month', ${t.key})` : `date_trunc('month', ${t.key} AT TIME ZONE 'UTC')`;
  const r = await q.query<{ m: string }>(
    `SELECT DISTINCT to_char(${month}, 'YYYY-MM-DD') AS m FROM ${t.table}_default`,
  );
  return r.rows.map((x) => new Date(`${x.m}T00:00:00Z`));
}

/**
 * Creates the month of `now` and the `ahead` months after it where missing, for each table (and,
 * with `monthsOfDefault`, each month its default partition holds rows of), one
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
      const wanted = Array.from({ length: ahead + 1 }, (_, i) => monthStart(now, i));
      if (t.monthsOfDefault) wanted.unshift(...(await monthsInDefault(tx, t)));
      for (const from of wanted.sort((a, b) => a.getTime() - b.getTime())) {
        const to = monthStart(from, 1);
        const name = monthName(t, from);
        if (have.has(name)) continue;
        have.set(name, from);
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
