// A database connection lost in the middle of a request (after the access check admitted it,
// while the route's own statement runs) is answered 503 DB_ERROR with Retry-After, as a check
// that cannot reach the database is: the failure is the server's and passes, so the client is
// told to retry shortly, not given a 500. For real on each database: on PostgreSQL the route's
// backend is terminated with pg_terminate_backend while its statement waits on a lock the test
// holds; on PGlite the database is closed as the route's statement is sent. No sleeps: the
// test gates on the statement being sent and on the lock wait being visible.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectAdmin, type AdminConnection } from '../support/admin-connection.js';
import { http, startSystem, usingPostgres, type TestSystem } from '../support/harness.js';

let sys: TestSystem;
let key: string;
let admin: AdminConnection | null = null;

beforeAll(async () => {
  sys = await startSystem();
  key = await (await sys.org()).key('tmcp');
  if (usingPostgres) admin = await connectAdmin(sys.services.config.databaseUrl!);
});
afterAll(async () => {
  await admin?.end();
  // On PGlite the test closed the database: the system's own close then finds it closed.
  if (usingPostgres) await sys.close();
  else await sys.close().catch((e: Error) => expect(e.message).toMatch(/PGlite is closed/));
});

/** Resolves when the route's statement (it reads ocean.demurrage_terms) is handed to the database; `before` runs first. */
function onTermsStatement(before: () => Promise<void>): Promise<void> {
  const db = sys.services.db;
  const query = db.query.bind(db);
  return new Promise((sent) => {
    db.query = (async (sql: string, params?: unknown[]) => {
      if (!sql.includes('FROM ocean.demurrage_terms')) return query(sql, params);
      db.query = query;
      await before();
      const answer = query(sql, params);
      sent();
      return answer;
    }) as typeof db.query;
  });
}

/** PostgreSQL: the backend waiting on the test's lock, once its statement has reached the server. */
async function waitingBackend(a: AdminConnection): Promise<number> {
  for (;;) {
    const r = await a.client.query<{ pid: number }>(
      `SELECT pid FROM pg_locks WHERE relation = 'ocean.demurrage_terms'::regclass AND NOT granted`,
    );
    if (r.rows[0]) return r.rows[0].pid;
  }
}

it('a connection lost while the route runs: 503 DB_ERROR with Retry-After, in the envelope', async () => {
  expect((await http(sys.urls.ocean, '/v1/demurrage-terms', { key })).status).toBe(200); // the key is known
  let sent: Promise<void>;
  if (admin) {
    await admin.client.query('BEGIN');
    await admin.client.query('LOCK TABLE ocean.demurrage_terms IN ACCESS EXCLUSIVE MODE');
    sent = onTermsStatement(async () => undefined);
  } else sent = onTermsStatement(() => sys.services.db.close());
  const answer = http(sys.urls.ocean, '/v1/demurrage-terms', { key });
  await sent;
  if (admin) {
    const pid = await waitingBackend(admin);
    await admin.client.query('SELECT pg_terminate_backend($1, 10000)', [pid]);
    await admin.client.query('ROLLBACK');
  }
  const r = await answer;
  expect(r.status, r.text).toBe(503);
  expect(r.headers.get('retry-after')).toBe('5');
  expect(r.body).toEqual({
    ok: false,
    error: { code: 'DB_ERROR', message: 'database unavailable; retry shortly', severity: 'error' },
  });
  if (!admin) return;
  // The pool gives the terminated connection up: the next request is answered.
  expect((await http(sys.urls.ocean, '/v1/demurrage-terms', { key })).status).toBe(200);
});
