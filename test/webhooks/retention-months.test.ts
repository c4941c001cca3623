// Deliveries and outbox events by month (migrations 009, 010; docs/operations.md "Retention by
// partition"): a delivery and its event are written whatever month they fall in, the
// dispatcher's housekeeping creates the months ahead (moving what the default partitions took),
// and retention drops months wholly past it, never one holding a pending delivery or an event
// one still needs, pruning the boundary month by row.
import { describe, it, expect, beforeAll } from 'vitest';
import { http, type TestSystem, type TestOrg } from '../support/harness.js';
import { answer, type Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, detail, emit, freshPath } = suite;
let sys: TestSystem;
let rx: Receiver;
let org: TestOrg;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, org, keys } = suite.running()));

const DAY = 86_400_000;
/** The clock's month `add` months on, at `day` 12:00 UTC. */
const monthDay = (add: number, day: number): Date => {
  const now = sys.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, day, 12));
};
const monthName = (at: Date, table = 'deliveries'): string =>
  `${table}_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

/** Which partition holds each of the endpoint's deliveries (a read of the catalogue, not of the API). */
async function partitionsOf(endpointId: string): Promise<string[]> {
  const r = await sys.services.db.query<{ part: string }>(
    `SELECT c.relname AS part FROM webhooks.deliveries d JOIN pg_class c ON c.oid = d.tableoid
      WHERE d.endpoint_id = $1 ORDER BY d.seq`,
    [endpointId],
  );
  return r.rows.map((x) => x.part);
}

/** Which partition holds each of the organisation's events raised with `data.n` (the catalogue again). */
async function eventPartitionsOf(n: string): Promise<string[]> {
  const r = await sys.services.db.query<{ part: string }>(
    `SELECT c.relname AS part FROM webhooks.outbox o JOIN pg_class c ON c.oid = o.tableoid
      WHERE o.org_id = $1 AND o.data->>'n' = $2 ORDER BY o.seq`,
    [org.id, n],
  );
  return r.rows.map((x) => x.part);
}

const statuses = async (id: string): Promise<string[]> =>
  (await detail('ocean', keys.ocean, id)).recent_deliveries.map((x: { status: string }) => x.status);

describe('deliveries by month', () => {
  it('writes a delivery of a month not yet created into the default partition; housekeeping moves it into its month', async () => {
    const path = freshPath('month-ahead');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    sys.clock.set(monthDay(14, 3)); // past the months the migration and earlier housekeeping created
    const d = dispatcher();
    await emit(org.id, 'ocean', 'customs_hold', { n: 'ahead' });
    expect(await d.runOnce()).toMatchObject({ delivered: 1 });
    expect(await partitionsOf(reg.id)).toEqual(['deliveries_default']);
    expect(await eventPartitionsOf('ahead')).toEqual(['outbox_default']);

    const months = [0, 1, 2].map((add) => monthDay(add, 1));
    const done = await d.housekeep();
    expect(done.created).toEqual([...months.map((m) => monthName(m)), ...months.map((m) => monthName(m, 'outbox'))]);
    expect(await partitionsOf(reg.id)).toEqual([monthName(months[0]!)]);
    expect(await eventPartitionsOf('ahead')).toEqual([monthName(months[0]!, 'outbox')]);
    expect(await statuses(reg.id)).toEqual(['delivered']);
    expect((await d.housekeep()).created).toEqual([]); // idempotent
  });

  it('drops months wholly past retention, keeps a month holding a pending delivery, prunes the boundary month by row', async () => {
    const ok = freshPath('month-ok');
    const down = freshPath('month-down');
    rx.on(down, answer(500));
    const a = await register('ocean', keys.ocean, { url: rx.url(ok) });
    const b = await register('ocean', keys.ocean, { url: rx.url(down) });
    const d = dispatcher(); // retention: the default 30 days
    const m0 = monthDay(3, 10);
    sys.clock.set(m0);
    await d.housekeep();
    await emit(org.id, 'ocean', 'customs_hold', { n: 'month 0' }); // delivered to a, pending for b
    expect(await d.runOnce()).toMatchObject({ delivered: 1, failed: 1 });
    sys.clock.set(monthDay(1, 5));
    const m1 = sys.clock.now();
    await d.housekeep();
    await emit(org.id, 'ocean', 'customs_hold', { n: 'month 1' });
    expect(await d.runOnce()).toMatchObject({ delivered: 1 }); // a's; b's two fail
    expect(await partitionsOf(a.id)).toEqual([monthName(m0), monthName(m1)]);

    // Month 0 holds b's pending delivery (and its event): kept; a's there is pruned by row, as is
    // a's of month 1 (past retention).
    sys.clock.set(new Date(m1.getTime() + 40 * DAY));
    const first = await d.housekeep();
    expect(first.dropped).toEqual([]);
    expect(await partitionsOf(a.id)).toEqual([]);
    expect(await partitionsOf(b.id)).toEqual([monthName(m0), monthName(m1)]);
    expect(await statuses(b.id)).toEqual(['pending', 'pending']);
    expect(await eventPartitionsOf('month 0')).toEqual([monthName(m0, 'outbox')]);

    // b answers again: both are delivered; month 0 and month 1 are now wholly past retention and finished.
    rx.on(down, answer(200));
    expect(await d.runOnce()).toMatchObject({ delivered: 2 });
    sys.clock.advance(40 * DAY);
    const second = await d.housekeep();
    expect(second.dropped).toEqual([monthName(m0), monthName(m1), monthName(m0, 'outbox'), monthName(m1, 'outbox')]);
    expect(await partitionsOf(b.id)).toEqual([]);
    expect(await eventPartitionsOf('month 0')).toEqual([]);
    const gone = await http(sys.urls.ocean, `/v1/webhooks/${b.id}`, { key: keys.ocean });
    expect(gone.status).toBe(200);
    expect(gone.body.data.recent_deliveries).toEqual([]);

    // Writes go on into the current month after the drop.
    await emit(org.id, 'ocean', 'customs_hold', { n: 'after' });
    expect(await d.runOnce()).toMatchObject({ delivered: 2 });
    expect(await partitionsOf(a.id)).toEqual([monthName(sys.clock.now())]);
  });
});
