// The lease cycle's statement on its own against the database (subgraphs/webhooks/store/lease-cycle.ts
// and store/sql/lease-cycle.sql.ts): acquiring with fencing tokens and each organisation's room,
// reading ahead after a cursor, keeping and releasing, recording only under the lease read
// under, switching a failing endpoint off. Data is written through the webhooks store.
import { describe, it, expect, afterEach } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useSystem } from '../support/harness.js';
import type { Queryable } from '../../platform/db.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import {
  deleteEndpoint,
  fanOut,
  insertEndpoint,
  leaseCycle,
  listEndpoints,
  recentDeliveries,
  type AttemptResult,
  type HeldLease,
  type LeaseCycle,
} from '../../subgraphs/webhooks/store/index.js';

const created: { orgId: string; id: string }[] = [];
const sys = useSystem();
afterEach(async () => {
  for (const e of created.splice(0)) await deleteEndpoint(sys.services.db, e.orgId, 'air', e.id);
});

const db = () => sys.services.db;
const now = () => sys.clock.now();

/** An air endpoint of the organisation with `events` deliveries due now. */
async function endpointWithDue(orgId: string, events: number): Promise<string> {
  const id = randomUUID();
  const at = now();
  await insertEndpoint(db(), {
    id,
    orgId,
    product: 'air',
    url: `https://receiver.example/${id}`,
    eventTypes: [],
    description: '',
    signingKey: 'sealed',
    createdAt: at,
  });
  created.push({ orgId, id });
  for (let n = 0; n < events; n++)
    await raiseEvent(db(), { product: 'air', orgId, type: 'awb_arrived', data: { n }, occurredAt: at });
  await fanOut(db(), at, 1000);
  return id;
}

/** A cycle that acquires up to `acquire` endpoints and reads `room` of each, unless told otherwise. */
function cycle(p: Partial<LeaseCycle> = {}): LeaseCycle {
  const at = now();
  return {
    now: at,
    leaseUntil: new Date(at.getTime() + 30_000),
    held: [],
    acquire: 0,
    room: 10,
    leasesPerOrganisation: 10,
    orgRooms: [],
    disableAfter: 20,
    disableCutoff: new Date(at.getTime() - 72 * 3_600_000),
    ...p,
  };
}

const hold = (endpoint_id: string, lease: string, op: HeldLease['op'], more: Partial<HeldLease> = {}): HeldLease => ({
  endpoint_id,
  lease,
  op,
  room: 0,
  after_at: null,
  after_seq: null,
  ...more,
});

let ord = 0;
const result = (
  d: { seq: number; endpoint_id: string; created_at: string },
  lease: string,
  ok: boolean,
): AttemptResult => ({
  seq: d.seq,
  endpoint_id: d.endpoint_id,
  created_at: d.created_at,
  lease,
  ok,
  status: ok ? 'delivered' : 'pending',
  code: ok ? 200 : 500,
  error: ok ? null : 'HTTP 500',
  at: now().toISOString(),
  next_at: ok ? null : new Date(now().getTime() + 60_000).toISOString(),
  ord: ord++,
});

/** The synchronous_commit a session (or transaction) would commit with now. */
const synchronousCommit = async (q: Queryable) =>
  (await q.query<{ s: string }>(`SELECT current_setting('synchronous_commit') AS s`)).rows[0]!.s;

describe('the lease cycle', () => {
  it('acquires an endpoint with due work under a new token and reads its deliveries ahead, oldest first, each event once', async () => {
    const org = await sys.org();
    const id = await endpointWithDue(org.id, 3);
    const r = await leaseCycle(db(), [], cycle({ acquire: 4, room: 2 }));
    expect(r.acquired).toEqual([
      expect.objectContaining({
        endpoint_id: id,
        org_id: org.id,
        product: 'air',
        url: `https://receiver.example/${id}`,
      }),
    ]);
    expect(r.candidates).toBe(1);
    expect(r.due.map((d) => d.endpoint_id)).toEqual([id, id]);
    expect(r.due[0]!.seq).toBeLessThan(r.due[1]!.seq);
    expect(r.events.map((e) => e.id).sort()).toEqual(r.due.map((d) => d.event_id).sort());
    expect(r.events[0]).toMatchObject({ event_type: 'awb_arrived' });
    expect(r.kept).toEqual([]);
    expect(r.disabled).toEqual([]);

    // Leased: another dispatcher's cycle does not take it; once the lease ran out it does, under another token.
    expect((await leaseCycle(db(), [], cycle({ acquire: 4 }))).acquired).toEqual([]);
    const later = cycle({ acquire: 4, now: new Date(now().getTime() + 30_000) });
    const taken = await leaseCycle(db(), [], later);
    expect(taken.acquired.map((a) => a.endpoint_id)).toEqual([id]);
    expect(taken.acquired[0]!.lease).not.toBe(r.acquired[0]!.lease);
  });

  it('reads after the cursor, keeps without reading, releases; a lease taken over is not kept', async () => {
    const org = await sys.org();
    const id = await endpointWithDue(org.id, 3);
    const first = await leaseCycle(db(), [], cycle({ acquire: 1, room: 1 }));
    const lease = first.acquired[0]!.lease;
    const last = first.due[0]!;
    const after = { after_at: last.next_attempt_at, after_seq: last.seq };

    const read = await leaseCycle(db(), [], cycle({ held: [hold(id, lease, 'read', { room: 5, ...after })] }));
    expect(read.kept.map((k) => k.endpoint_id)).toEqual([id]);
    expect(read.due.map((d) => d.seq)).toEqual([last.seq + 1, last.seq + 2]);

    const keep = await leaseCycle(db(), [], cycle({ held: [hold(id, lease, 'keep')] }));
    expect(keep.kept.map((k) => k.endpoint_id)).toEqual([id]);
    expect(keep.due).toEqual([]);

    expect((await leaseCycle(db(), [], cycle({ held: [hold(id, randomUUID(), 'keep')] }))).kept).toEqual([]);

    const release = await leaseCycle(db(), [], cycle({ held: [hold(id, lease, 'release')] }));
    expect(release.kept).toEqual([]);
    // Let go: the next cycle acquires it again (before the lease would have run out).
    expect((await leaseCycle(db(), [], cycle({ acquire: 1 }))).acquired.map((a) => a.endpoint_id)).toEqual([id]);
  });

  it("acquires at most an organisation's room of its endpoints, and none of one without room", async () => {
    const busy = await sys.org();
    const other = await sys.org();
    const busyIds = [
      await endpointWithDue(busy.id, 1),
      await endpointWithDue(busy.id, 1),
      await endpointWithDue(busy.id, 1),
    ];
    const otherId = await endpointWithDue(other.id, 1);
    const r = await leaseCycle(db(), [], cycle({ acquire: 10, leasesPerOrganisation: 2 }));
    expect(r.candidates).toBe(4);
    const got = r.acquired.map((a) => a.endpoint_id);
    expect(got).toHaveLength(3);
    expect(got).toContain(otherId);
    expect(got.filter((id) => busyIds.includes(id))).toHaveLength(2);

    // The third of the busy organisation's, with no room left for it here: not acquired.
    const third = busyIds.find((id) => !got.includes(id))!;
    const none = await leaseCycle(db(), [], cycle({ acquire: 10, orgRooms: [{ org_id: busy.id, room: 0 }] }));
    expect(none.acquired).toEqual([]);
    const one = await leaseCycle(db(), [], cycle({ acquire: 10, orgRooms: [{ org_id: busy.id, room: 1 }] }));
    expect(one.acquired.map((a) => a.endpoint_id)).toEqual([third]);
  });

  it('records results only under the lease they were read under', async () => {
    const org = await sys.org();
    const id = await endpointWithDue(org.id, 2);
    const r = await leaseCycle(db(), [], cycle({ acquire: 1 }));
    const lease = r.acquired[0]!.lease;
    const [a, b] = r.due;
    const held = [hold(id, lease, 'keep')];
    await leaseCycle(db(), [result(a!, lease, true), result(b!, randomUUID(), true)], cycle({ held }));
    const status = new Map((await recentDeliveries(db(), [id], 10)).map((d) => [d.id, d]));
    expect(status.get(a!.id)).toMatchObject({ status: 'delivered', attempt_count: 1, last_status_code: 200 });
    expect(status.get(b!.id)).toMatchObject({ status: 'pending', attempt_count: 0 });
    const [endpoint] = (await listEndpoints(db(), org.id, 'air')).filter((e) => e.id === id);
    expect(endpoint).toMatchObject({ failure_count: 0, active: true });
    expect(endpoint!.last_delivery_at).not.toBeNull();
  });

  it('counts an attempt once when its results are recorded again (a cycle whose commit went unheard in a failover)', async () => {
    const org = await sys.org();
    const id = await endpointWithDue(org.id, 2);
    const r = await leaseCycle(db(), [], cycle({ acquire: 1 }));
    const lease = r.acquired[0]!.lease;
    const held = [hold(id, lease, 'keep')];
    const [a, b] = r.due;
    const results = [result(a!, lease, true), result(b!, lease, false)];
    await leaseCycle(db(), results, cycle({ held }));
    await leaseCycle(db(), results, cycle({ held })); // the dispatcher's retry of the same batch
    const status = new Map((await recentDeliveries(db(), [id], 10)).map((d) => [d.id, d]));
    expect(status.get(a!.id)).toMatchObject({ status: 'delivered', attempt_count: 1 });
    expect(status.get(b!.id)).toMatchObject({ status: 'pending', attempt_count: 1 });
    // A later attempt of the same delivery is its own.
    sys.clock.advance(61_000);
    await leaseCycle(db(), [result(b!, lease, false)], cycle({ held }));
    expect((await recentDeliveries(db(), [id], 10)).find((d) => d.id === b!.id)).toMatchObject({ attempt_count: 2 });
  });

  it('commits as durably as the server is configured to: what a cycle acknowledged survives a failover', async () => {
    // Relaxed (synchronous_commit off), an acknowledged cycle could be missing on the promoted
    // standby: its recordings (sent again), leases acquired or renewed (taken again, sent again).
    const configured = await synchronousCommit(db());
    const org = await sys.org();
    const id = await endpointWithDue(org.id, 1);
    const committingAs = (results: AttemptResult[], p: LeaseCycle) =>
      db().tx(async (tx) => {
        const r = await leaseCycle(tx, results, p);
        return { r, s: await synchronousCommit(tx) };
      });
    const acquiring = await committingAs([], cycle({ acquire: 1 }));
    expect(acquiring.s).toBe(configured);
    const lease = acquiring.r.acquired[0]!.lease;
    const recording = await committingAs(
      [result(acquiring.r.due[0]!, lease, true)],
      cycle({ held: [hold(id, lease, 'release')] }),
    );
    expect(recording.s).toBe(configured);
  });

  it('switches off an endpoint whose failures reach the rule in count and time, and lets its lease go', async () => {
    const org = await sys.org();
    const id = await endpointWithDue(org.id, 3);
    const r = await leaseCycle(db(), [], cycle({ acquire: 1 }));
    const lease = r.acquired[0]!.lease;
    const failures = r.due.map((d) => result(d, lease, false));
    const rule = { disableAfter: 3, disableCutoff: new Date(now().getTime() + 1000) };
    const out = await leaseCycle(db(), failures, cycle({ held: [hold(id, lease, 'read', { room: 5 })], ...rule }));
    expect(out.disabled).toEqual([id]);
    expect(out.kept).toEqual([]);
    expect(out.due).toEqual([]);
    const [endpoint] = (await listEndpoints(db(), org.id, 'air')).filter((e) => e.id === id);
    expect(endpoint).toMatchObject({ active: false, failure_count: 3 });

    // Two failures under a rule of three: counted, not switched off.
    const org2 = await sys.org();
    const id2 = await endpointWithDue(org2.id, 2);
    const r2 = await leaseCycle(db(), [], cycle({ acquire: 1 }));
    const lease2 = r2.acquired[0]!.lease;
    const out2 = await leaseCycle(
      db(),
      r2.due.map((d) => result(d, lease2, false)),
      cycle({ held: [hold(id2, lease2, 'keep')], ...rule }),
    );
    expect(out2.disabled).toEqual([]);
    expect(out2.kept.map((k) => k.endpoint_id)).toEqual([id2]);
    const [e2] = (await listEndpoints(db(), org2.id, 'air')).filter((e) => e.id === id2);
    expect(e2).toMatchObject({ active: true, failure_count: 2 });
  });
});
