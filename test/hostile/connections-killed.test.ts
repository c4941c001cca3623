// Every database connection of the service terminated at once, the notification connection
// included, while a burst of requests is in flight (as a failover or a PostgreSQL restart does):
// every request is answered (none hangs; a statement cut off is the documented DB_ERROR, retryable), the service recovers without a restart,
// a key revoked afterwards is refused on the next request, and a webhook ping queued afterwards is
// delivered through NOTIFY (the sweep is set to ten minutes, so only the wake-up can deliver it
// within the test's time-out). No timed asserts: the test gates on the listener's 'up' event, the
// revocation's notification and the receiver; bench/soak.ts measures how long each takes.
// PostgreSQL only: PGlite is in-process and has no connections to lose.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAdmin, type AdminConnection } from '../support/admin-connection.js';
import { hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';
import { accountsChangeHeard } from '../support/accounts-heard.js';
import { createDispatcher, type Dispatcher } from '../../subgraphs/webhooks/workers/dispatcher.js';
import { http, useSystem, usingPostgres } from '../support/harness.js';
import { Receiver } from '../support/webhooks-receiver.js';
import { certs, LOCAL } from '../support/webhooks-suite.js';

describe.skipIf(!usingPostgres)('every database connection terminated under load', () => {
  const sys = useSystem();
  let rx: Receiver;
  let dispatcher: Dispatcher;
  /** Outside the service's pool, so that every one of the service's connections can be terminated. */
  let admin: AdminConnection;

  beforeAll(async () => {
    rx = await Receiver.start(certs);
    admin = await connectAdmin(sys.services.config.databaseUrl!);
    dispatcher = createDispatcher(sys.services, { ...LOCAL, sweepMs: 600_000 });
    await dispatcher.start();
  });
  afterAll(async () => {
    await dispatcher?.stop();
    await admin?.end();
    await rx?.close();
  });

  it('a transaction whose connection is terminated between two statements fails; the process does not', async () => {
    // The unhandled 'error' this used to emit would end the process (vitest reports it as an
    // unhandled error and fails the run).
    const outcome = sys.services.db.tx(async (q) => {
      const { pid } = (await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
      // Waits until the backend has exited (PostgreSQL 14+), then two round trips on other
      // connections, so the termination reaches this idle client before its next statement.
      await admin.client.query('SELECT pg_terminate_backend($1, 10000)', [pid]);
      await admin.client.query('SELECT 1');
      await sys.services.db.query('SELECT 1');
      await q.query('SELECT 1');
    });
    await expect(outcome).rejects.toThrow();
    expect((await sys.services.db.tx((q) => q.query<{ n: number }>('SELECT 1 AS n'))).rows[0]!.n).toBe(1);
  });

  it('answers every request of the burst, then revokes at once and delivers a ping through NOTIFY, without a restart', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const other = await org.key('tmcp');
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200); // principal cached
    const registered = await http(sys.urls.ocean, '/v1/webhooks', {
      key,
      method: 'POST',
      body: { url: rx.url('/after-kill'), event_types: ['*'] },
    });
    expect(registered.status, registered.text).toBe(201);
    const endpoint = registered.body.data.id as string;

    // The burst: forty keyed reads in flight, then every connection terminated.
    const paths = ['/v1/containers', '/v2/events', '/v1/containers/demurrage', '/v1/usage'];
    const burst = Array.from({ length: 40 }, (_, i) =>
      fetch(sys.urls.ocean + paths[i % paths.length], { headers: { authorization: `Bearer ${other}` } }).then(
        async (r) => ({ status: r.status, body: await r.text() }),
      ),
    );
    const up = once(sys.services.db.listenerEvents, 'up');
    expect(await admin.terminateAll()).toBeGreaterThanOrEqual(2); // the pool's and the listener's
    const answers = await Promise.all(burst);
    await up; // the notification connection is back

    // A request cut off with its connection is answered, never a hang or a stack: 503 when its
    // access could not be checked (not run), else the route's documented
    // 500 (DB_ERROR, or INTERNAL_ERROR on the list) that says to retry.
    for (const a of answers) {
      expect([200, 500, 503], a.body).toContain(a.status);
      if (a.status !== 500) continue;
      const { code, message } = JSON.parse(a.body).error;
      expect(['DB_ERROR', 'INTERNAL_ERROR'], a.body).toContain(code);
      expect(message, a.body).toMatch(/retry/);
    }

    // Revoked after the kill: refused on the next request once the notification arrived.
    const row = await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [
      hashKey(key),
    ]);
    await accountsChangeHeard(sys.services.db, () => revokeKey(sys.services.db, row.rows[0]!.id, sys.clock.now()));
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(401);
    expect((await http(sys.urls.ocean, '/v1/containers', { key: other })).status).toBe(200);

    // A ping queued after the kill is delivered by the NOTIFY wake-up (the sweep is ten minutes away).
    const ping = await http(sys.urls.ocean, `/v1/webhooks/${endpoint}/test`, { key: other, method: 'POST' });
    expect(ping.status, ping.text).toBeLessThan(300);
    await rx.waitFor('/after-kill', 1, 600_000);
    expect(rx.requests('/after-kill')[0]!.json).toMatchObject({ type: 'ping' });
  }, 60_000);
});
