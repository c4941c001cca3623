// The notification connection survives its backend being terminated (failover, restart): it
// reconnects, LISTENs again, and subscribers resynchronise, so a key revoked afterwards stops
// working at once and webhook wake-ups keep arriving (issue 17, finding 1). PostgreSQL only:
// PGlite's notifications are in-process and cannot be lost.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAdmin, type AdminConnection } from '../support/admin-connection.js';
import { hashKey, revokeKey, ACCOUNTS_CHANNEL } from '../../subgraphs/accounts/store/index.js';
import { http, useSystem, usingPostgres } from '../support/harness.js';

describe.skipIf(!usingPostgres)('notification connection after its backend is terminated', () => {
  const sys = useSystem();
  // Terminations come from a connection of the test's own, outside the service's pool (as an
  // operator's or a failover's would): a pool statement sent right after the previous
  // termination can meet a backend that is still exiting.
  let admin: AdminConnection;
  beforeAll(async () => {
    admin = await connectAdmin(sys.services.config.databaseUrl!);
  });
  afterAll(async () => {
    await admin?.end();
  });

  it('reconnects, and a revocation after it takes effect on the next request', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200); // principal cached

    const up = once(sys.services.db.listenerEvents, 'up');
    expect(await admin.terminateAll()).toBeGreaterThan(0);
    await up;

    // Our handler is registered after the authenticator's, so when it runs the cache is clear.
    const notified = new Promise<void>((resolve) => void sys.services.db.listen(ACCOUNTS_CHANNEL, () => resolve()));
    const row = await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [
      hashKey(key),
    ]);
    await revokeKey(sys.services.db, row.rows[0]!.id, sys.clock.now());
    await notified;
    const r = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(r.status).toBe(401);
  });

  it('survives a second termination in a row', async () => {
    for (let i = 0; i < 2; i++) {
      const up = once(sys.services.db.listenerEvents, 'up');
      expect(await admin.terminateAll()).toBeGreaterThan(0);
      await up;
    }
    const got = new Promise<string>((resolve) => void sys.services.db.listen('fg_probe', resolve));
    await sys.services.db.query(`SELECT pg_notify('fg_probe', 'after')`);
    expect(await got).toBe('after');
  });
});
