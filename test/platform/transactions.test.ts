// A transaction's callback reaches the database only through its Tx: a query on the Db from
// inside the callback is refused at once (on PGlite's one connection it would wait forever for
// the transaction it is part of; on PostgreSQL it would run outside the transaction).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openDb, type Db } from '../../platform/db.js';
import { freshPostgresDatabase, usingPostgres } from '../support/harness.js';

let db: Db;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const fresh = usingPostgres ? await freshPostgresDatabase() : null;
  if (fresh) drop = fresh.drop;
  db = await openDb({ databaseUrl: fresh?.url ?? null, poolMax: 2 });
  await db.exec('CREATE TABLE t (n int)');
});
afterAll(async () => {
  await db?.close();
  await drop();
});

const REFUSED = /inside a transaction callback: use the Tx/;

describe('a transaction callback', () => {
  it('is refused a query, a script or a nested transaction on the Db, and its own writes roll back', async () => {
    await expect(
      db.tx(async (tx) => (await tx.query('INSERT INTO t VALUES (1)'), db.query('SELECT 1'))),
    ).rejects.toThrow(REFUSED);
    await expect(db.tx(() => db.exec('SELECT 1'))).rejects.toThrow(REFUSED);
    await expect(db.tx(() => db.tx(async () => 1))).rejects.toThrow(REFUSED);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n).toBe(0);
  });

  it('uses its Tx freely, and work it leaves waiting may use the Db once it has settled', async () => {
    let settled!: () => void;
    const afterwards = new Promise<void>((r) => (settled = r));
    let later: Promise<{ rows: { n: number }[] }> | null = null;
    const out = await db.tx(async (tx) => {
      await tx.query('INSERT INTO t VALUES (2)');
      // Registered inside the callback (its scope), run after the transaction committed.
      later = afterwards.then(() => db.query<{ n: number }>('SELECT count(*)::int AS n FROM t'));
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0]!.n;
    });
    settled();
    expect(out).toBe(1);
    expect((await later!).rows[0]!.n).toBe(1);
  });

  it('does not refuse queries of other callers while a transaction is open', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const open = db.tx(async (tx) => {
      await tx.query('SELECT 1');
      await gate;
    });
    const outside = db.query<{ one: number }>('SELECT 1 AS one');
    release();
    await open;
    expect((await outside).rows[0]!.one).toBe(1);
  });
});
