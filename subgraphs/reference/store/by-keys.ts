// One statement per key list: the batched lookup every reference loader is built on.
import type { Queryable } from '../../../platform/db.js';

/** Rows of reference.<table> whose <key> is one of the keys (any order; absent keys have no row). */
export const byKeys =
  <T>(table: string, key: string) =>
  async (db: Queryable, keys: readonly string[]): Promise<T[]> =>
    (await db.query<T>(`SELECT * FROM reference.${table} WHERE ${key} = ANY($1::text[])`, [keys])).rows;
