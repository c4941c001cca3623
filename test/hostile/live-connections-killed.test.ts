// Every database connection terminated mid-stream (docs/live.md): events are raised before,
// while and after the service's connections (its pool's and the notification connection) are
// killed; a stream open across the kill, and a client that then resumes from the last position
// it saw, together receive every event the outbox holds, in stream order, none twice. No timed
// asserts: the test gates on the listener's 'up' event and on the events themselves. A key
// revoked while the notification connection is away (its NOTIFY heard by no one) closes its
// streams once the connection is back, and another key's stream goes on.
// PostgreSQL only: PGlite is in-process and has no connections to lose.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAdmin, type AdminConnection } from '../support/admin-connection.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { hashKey } from '../../subgraphs/accounts/store/index.js';
import { useSystem, usingPostgres } from '../support/harness.js';
import { openEventSource, type SseClient } from '../support/live-clients.js';

describe.skipIf(!usingPostgres)('a live stream while every database connection is terminated', () => {
  const sys = useSystem();
  /** Outside the service's pool, so that every one of the service's connections can be terminated. */
  let admin: AdminConnection;

  beforeAll(async () => {
    admin = await connectAdmin(sys.services.config.databaseUrl!);
  });
  afterAll(async () => {
    await admin?.end();
  });

  it('the client resuming with its last position misses nothing and sees nothing twice', async () => {
    const org = await sys.org();
    const key = await org.key();
    /** Raises event `i` in its own transaction; one cut off by the kill may or may not have committed (the outbox says). */
    const raise = (i: number) =>
      sys.services.db
        .tx((tx) =>
          raiseEvent(tx, {
            product: 'ocean',
            orgId: org.id,
            type: 'eta_changed',
            data: { i },
            occurredAt: sys.clock.now(),
          }),
        )
        .then(
          () => true,
          () => false,
        );
    const open = (last?: string): Promise<SseClient> =>
      openEventSource(`${sys.urls.ocean}/v1/events/stream`, key, ['eta_changed'], last);

    const first = await open();
    for (let i = 0; i < 5; i++) await raise(i);
    await first.count(5);
    // Raised while the connections die: some fail, some commit.
    const up = once(sys.services.db.listenerEvents, 'up');
    const during = Promise.all(Array.from({ length: 20 }, (_, i) => raise(5 + i)));
    expect(await admin.terminateAll()).toBeGreaterThanOrEqual(2); // the pool's and the listener's
    await during;
    await up;
    for (let i = 25; i < 30; i++) expect(await raise(i)).toBe(true);

    // The outbox is the truth: every event it holds for the organisation, in stream order.
    const held = (
      await sys.services.db.query<{ id: string }>(
        `SELECT id FROM webhooks.outbox WHERE org_id = $1 AND event_type <> 'ping' ORDER BY xid, seq`,
        [org.id],
      )
    ).rows.map((r) => r.id);
    expect(held.length).toBeGreaterThanOrEqual(10);
    // The stream open across the kill goes on; the last event raised after it arrives.
    const lastId = held.at(-1)!;
    while (!first.received.some((e) => e.body.id === lastId)) await first.count(first.received.length + 1);
    first.close();
    expect(first.received.map((e) => e.body.id)).toEqual(held);

    // A client resuming from a position seen before the kill gets the rest, once each.
    const resumeAt = first.received[4]!;
    const resumed = await open(resumeAt.position);
    const rest = await resumed.count(held.length - 5);
    resumed.close();
    expect(rest.map((e) => e.body.id)).toEqual(held.slice(5));
  }, 150_000); // count()'s hang guards (test/support/live-clients.ts), a few in a row

  it("a key revoked while the notification connection was away: its stream closes when the connection is back, another key's goes on", async () => {
    const org = await sys.org();
    const [revoked, kept] = [await org.key(), await org.key()];
    const url = `${sys.urls.ocean}/v1/events/stream`;
    const [gone, other] = [
      await openEventSource(url, revoked, ['eta_changed']),
      await openEventSource(url, kept, ['eta_changed']),
    ];
    // Revoked from the operator's connection with no NOTIFY: a notification sent while no listener
    // was connected, lost. Only the reconnect's resynchronisation can find it.
    await admin.client.query('UPDATE accounts.api_keys SET revoked_at = now() WHERE key_hash = $1', [hashKey(revoked)]);
    const up = once(sys.services.db.listenerEvents, 'up');
    expect(await admin.terminateAll()).toBeGreaterThanOrEqual(1);
    await up;
    expect(await gone.closedWith()).toMatchObject({ reason: 'revoked' });
    gone.close();
    await sys.services.db.tx((tx) =>
      raiseEvent(tx, {
        product: 'ocean',
        orgId: org.id,
        type: 'eta_changed',
        data: { i: 1 },
        occurredAt: sys.clock.now(),
      }),
    );
    expect((await other.count(1)).map((e) => e.body.data)).toEqual([{ i: 1 }]);
    other.close();
  });
});
