// A statement's options as both drivers take them (the Db, platform/db.ts, and the replica's
// reads, platform/replica.ts, pass them on).
import type pg from 'pg';

/**
 * `rowMode: 'array'`: each row an array of the statement's columns in order (the row type a
 * tuple), as both drivers' own option, so the driver builds no object a row (exports read millions).
 */
export interface QueryOptions {
  rowMode?: 'array';
}

/** A statement as pg's query config, with the row mode asked for (objects when none). */
export const pgQuery = (sql: string, params: unknown[] | undefined, opts: QueryOptions | undefined) =>
  ({ text: sql, values: params, rowMode: opts?.rowMode }) as pg.QueryConfig;
