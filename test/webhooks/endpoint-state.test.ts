// What happens to an endpoint over time: auto-disable after sustained failure and revival, pause,
// retention pruning, deletion of its history, and the recent deliveries on detail.
import { describe, it, expect, beforeAll } from 'vitest';
import { http, type TestSystem, type TestOrg } from '../support/harness.js';
import { answer, type Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite } from '../support/webhooks-suite.js';
import { prune } from '../../subgraphs/webhooks/store/index.js';
import { DEFAULT_RETRY_DELAYS_MS } from '../../subgraphs/webhooks/settings.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, detail, emit, freshPath } = suite;
let sys: TestSystem;
let rx: Receiver;
let org: TestOrg;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, org, keys } = suite.running()));

describe('endpoint state', () => {
  it('auto-disables an endpoint after sustained failure (20+ in a row over 72 h); PATCH active:true revives it', async () => {
    const path = freshPath('disable');
    let up = false;
    rx.on(path, (_r, res) => void res.writeHead(up ? 200 : 500).end());
    const reg = await register('air', keys.air, { url: rx.url(path) });
    const d = dispatcher();
    const start = sys.clock.now().getTime();
    let day = 0;
    let disabledAt: number | null = null;
    while (disabledAt === null && day < 5) {
      sys.clock.set(new Date(start + day * 86_400_000));
      await emit(org.id, 'air', 'awb_arrived', { awb: '176-12345675', day });
      const attempt = async () => {
        const s = await d.runOnce();
        if (s.disabled.includes(reg.id)) disabledAt = sys.clock.now().getTime();
      };
      await attempt();
      for (const delay of DEFAULT_RETRY_DELAYS_MS) {
        if (disabledAt !== null) break;
        sys.clock.advance(delay);
        await attempt();
      }
      day++;
    }
    // Day 0 to 2: 27 failures, but not yet 72 h; the first attempt of day 3 crosses both.
    expect(disabledAt).toBe(start + 3 * 86_400_000);
    const failures = rx.requests(path).length;
    expect(failures).toBe(28);
    let e = await detail('air', keys.air, reg.id);
    expect(e).toMatchObject({ active: false, failure_count: 28, last_delivery_at: null });
    // Disabled: nothing is attempted, new events are not queued, a test is not queued.
    sys.clock.advance(3_600_000);
    await emit(org.id, 'air', 'awb_delivered', { awb: '176-12345675' });
    expect(await d.runOnce()).toMatchObject({ events: 1, queued: 0, attempted: 0 });
    const t = await http(sys.urls.air, `/v1/webhooks/${reg.id}/test`, { key: keys.air, method: 'POST' });
    expect(t.body).toEqual({ data: { id: reg.id, test_queued: false } });
    expect(rx.requests(path)).toHaveLength(failures);
    // Revive: failure_count back to 0; the held delivery resumes and succeeds.
    up = true;
    const r = await http(sys.urls.air, `/v1/webhooks/${reg.id}`, {
      key: keys.air,
      method: 'PATCH',
      body: { active: true },
    });
    expect(r.body.data).toMatchObject({ active: true });
    expect((await detail('air', keys.air, reg.id)).failure_count).toBe(0);
    expect(await d.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
    e = await detail('air', keys.air, reg.id);
    expect(e).toMatchObject({ active: true, failure_count: 0, last_delivery_at: sys.clock.now().toISOString() });
    expect(e.recent_deliveries[0]).toMatchObject({ status: 'delivered', attempt_count: 2 });
  });

  it('pauses: nothing is attempted or queued while paused; revival resumes what was pending', async () => {
    const path = freshPath('pause');
    let up = false;
    rx.on(path, (_r, res) => void res.writeHead(up ? 200 : 502).end());
    const reg = await register('schedules', keys.schedules, { url: rx.url(path) });
    await emit(org.id, 'schedules', 'blank_sailing', { voyage: '123W' });
    const d = dispatcher();
    expect(await d.runOnce()).toMatchObject({ attempted: 1, failed: 1 });
    await http(sys.urls.schedules, `/v1/webhooks/${reg.id}`, {
      key: keys.schedules,
      method: 'PATCH',
      body: { active: false },
    });
    up = true;
    sys.clock.advance(3_600_000);
    await emit(org.id, 'schedules', 'sailing_slipped', { voyage: '124W' });
    expect(await d.runOnce()).toMatchObject({ events: 1, queued: 0, attempted: 0 });
    expect(rx.requests(path)).toHaveLength(1);
    const e = await detail('schedules', keys.schedules, reg.id);
    expect(e).toMatchObject({ active: false, failure_count: 1 });
    expect(e.recent_deliveries.map((x: any) => x.status)).toEqual(['pending']);
    await http(sys.urls.schedules, `/v1/webhooks/${reg.id}`, {
      key: keys.schedules,
      method: 'PATCH',
      body: { active: true },
    });
    expect(await d.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
    expect(rx.requests(path).map((r) => r.json.type)).toEqual(['blank_sailing', 'blank_sailing']);
  });

  it('prunes finished deliveries and their events after retention, never pending ones', async () => {
    const ok = freshPath('prune-ok');
    const down = freshPath('prune-down');
    rx.on(down, answer(500));
    const a = await register('ocean', keys.ocean, { url: rx.url(ok) });
    const b = await register('ocean', keys.ocean, { url: rx.url(down) });
    for (const e of [a, b])
      await http(sys.urls.ocean, `/v1/webhooks/${e.id}/test`, { key: keys.ocean, method: 'POST' });
    expect(await dispatcher().runOnce()).toMatchObject({ delivered: 1, failed: 1 });
    const count = async (id: string) =>
      (
        await sys.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM webhooks.deliveries WHERE endpoint_id = $1',
          [id],
        )
      ).rows[0]!.n;
    const later = new Date(sys.clock.now().getTime() + 1000);
    await prune(sys.services.db, later);
    expect([await count(a.id), await count(b.id)]).toEqual([0, 1]); // the failed one is still pending
    expect((await detail('ocean', keys.ocean, b.id)).recent_deliveries).toHaveLength(1);
  });

  it('deletes history and discards queued deliveries', async () => {
    const path = freshPath('delete');
    rx.on(path, answer(500));
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    for (let i = 0; i < 3; i++) await emit(org.id, 'ocean', 'customs_hold', { i });
    const d = dispatcher();
    expect(await d.runOnce()).toMatchObject({ attempted: 3, failed: 3 });
    const count = async () =>
      (
        await sys.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM webhooks.deliveries WHERE endpoint_id = $1',
          [reg.id],
        )
      ).rows[0]!.n;
    expect(await count()).toBe(3);
    const del = await http(sys.urls.ocean, `/v1/webhooks/${reg.id}`, { key: keys.ocean, method: 'DELETE' });
    expect(del.body.data).toEqual({ id: reg.id, deleted: true });
    expect(await count()).toBe(0);
    rx.on(path, answer(200));
    sys.clock.advance(86_400_000);
    await emit(org.id, 'ocean', 'customs_hold', { i: 4 });
    expect(await d.runOnce()).toMatchObject({ attempted: 0 });
    expect(rx.requests(path)).toHaveLength(3);
  });

  it('returns the 20 most recent deliveries on detail, newest first', async () => {
    const path = freshPath('recent');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    for (let i = 0; i < 25; i++) {
      await http(sys.urls.ocean, `/v1/webhooks/${reg.id}/test`, { key: keys.ocean, method: 'POST' });
    }
    const all = await sys.services.db.query<{ id: string }>(
      'SELECT id FROM webhooks.deliveries WHERE endpoint_id = $1 ORDER BY seq DESC',
      [reg.id],
    );
    const e = await detail('ocean', keys.ocean, reg.id);
    expect(e.recent_deliveries.map((x: any) => x.id)).toEqual(all.rows.slice(0, 20).map((r) => r.id));
    expect(e.recent_deliveries.every((x: any) => x.status === 'pending' && x.attempt_count === 0)).toBe(true);
    expect(await dispatcher().runOnce()).toMatchObject({ attempted: 25, delivered: 25 });
  });
});
