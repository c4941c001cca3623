// What receivers ask of the delivery record (issue 18): when the next attempt is due, and a route
// that sends one delivery again, with its id and bytes, scoped to the caller's organisation.
import { describe, it, expect, beforeAll } from 'vitest';
import { http, type TestSystem } from '../support/harness.js';
import { answer, type Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite, PRODUCTS, ALL, KEY_PREFIX, data, errorCode } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, freshPath, latest } = suite;
let sys: TestSystem;
let rx: Receiver;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, keys } = suite.running()));

const resend = (endpointId: string, deliveryId: string, product: Product = 'ocean', key = keys[product]) =>
  http(sys.urls[product], `/v1/webhooks/${endpointId}/deliveries/${deliveryId}/resend`, { key, method: 'POST' });

describe('delivery record: next_attempt_at and resend', () => {
  it('shows when a failed delivery is tried next; resending makes it due now, with the same id and bytes', async () => {
    const path = freshPath('resend');
    rx.on(path, answer(503));
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    await http(sys.urls.ocean, `/v1/webhooks/${reg.id}/test`, { key: keys.ocean, method: 'POST' });
    await dispatcher().runOnce();
    const failed = await latest('ocean', reg.id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempt_count: 1,
      last_status_code: 503,
      next_attempt_at: new Date(sys.clock.now().getTime() + 30_000).toISOString(), // jitter pinned to 1.0×
    });

    sys.clock.advance(5000);
    rx.on(path, answer(200));
    const r = await resend(reg.id, failed.id);
    expect(r.status, r.text).toBe(200);
    expect(data('ocean', r.body)).toEqual({ id: failed.id, endpoint_id: reg.id, resend_queued: true });
    expect((await latest('ocean', reg.id)).next_attempt_at).toBe(sys.clock.now().toISOString());
    await dispatcher().runOnce();
    const [first, second, ...more] = rx.requests(path);
    expect(more).toEqual([]);
    expect(second!.body.equals(first!.body)).toBe(true);
    expect(second!.headers['x-ocean-delivery']).toBe(failed.id);
    expect(await latest('ocean', reg.id)).toMatchObject({
      id: failed.id,
      status: 'delivered',
      attempt_count: 2,
      next_attempt_at: null,
      delivered_at: sys.clock.now().toISOString(),
    });

    // A delivered one is sent once more; its count goes on.
    sys.clock.advance(1000);
    expect((await resend(reg.id, failed.id)).status).toBe(200);
    await dispatcher().runOnce();
    expect(rx.requests(path)).toHaveLength(3);
    expect(rx.requests(path)[2]!.body.equals(first!.body)).toBe(true);
    expect(await latest('ocean', reg.id)).toMatchObject({ status: 'delivered', attempt_count: 3 });
  });

  it('holds a resend while the endpoint is paused (resend_queued false)', async () => {
    const path = freshPath('resend-paused');
    const reg = await register('loading', keys.loading, { url: rx.url(path) });
    await http(sys.urls.loading, `/v1/webhooks/${reg.id}/test`, { key: keys.loading, method: 'POST' });
    await dispatcher().runOnce();
    const d = await latest('loading', reg.id);
    await http(sys.urls.loading, `/v1/webhooks/${reg.id}`, {
      key: keys.loading,
      method: 'PATCH',
      body: { active: false },
    });
    const r = await resend(reg.id, d.id, 'loading');
    expect(r.status).toBe(200);
    expect(data('loading', r.body)).toEqual({ id: d.id, endpoint_id: reg.id, resend_queued: false });
    await dispatcher().runOnce();
    expect(rx.requests(path)).toHaveLength(1);
    expect(await latest('loading', reg.id)).toMatchObject({ status: 'delivered', attempt_count: 1 });
  });

  it("answers 404 for another organisation's endpoint or delivery, a delivery of another endpoint, and unknown ids, on every host", async () => {
    const other = await sys.org({ entitlements: ALL });
    for (const p of PRODUCTS) {
      const path = freshPath(`resend-404-${p}`);
      const mine = await register(p, keys[p], { url: rx.url(path) });
      const sibling = await register(p, keys[p], { url: rx.url(`${path}-b`) });
      const otherKey = await other.key(KEY_PREFIX[p]);
      const theirs = await register(p, otherKey, { url: rx.url(`${path}-theirs`) });
      for (const [id, key] of [
        [mine.id, keys[p]],
        [theirs.id, otherKey],
      ] as const)
        await http(sys.urls[p], `/v1/webhooks/${id}/test`, { key, method: 'POST' });
      await dispatcher().runOnce();
      const myDelivery = (await latest(p, mine.id)).id;
      const theirDelivery = (
        await sys.services.db.query<{ id: string }>('SELECT id FROM webhooks.deliveries WHERE endpoint_id = $1', [
          theirs.id,
        ])
      ).rows[0]!.id;
      const cases: [string, string, string][] = [
        [theirs.id, theirDelivery, keys[p]], // their endpoint and delivery, with my key
        [mine.id, theirDelivery, keys[p]], // their delivery under my endpoint
        [sibling.id, myDelivery, keys[p]], // my delivery under another of my endpoints
        [mine.id, myDelivery, otherKey], // my endpoint with their key
        [mine.id, '00000000-0000-4000-8000-000000000000', keys[p]],
        ['not-a-uuid', myDelivery, keys[p]],
        [mine.id, 'not-a-uuid', keys[p]],
      ];
      for (const [id, delivery, key] of cases) {
        const r = await resend(id, delivery, p, key);
        expect(r.status, `${p} ${id} ${delivery}`).toBe(404);
        expect(errorCode(p, r.body)).toBe(p === 'air' || p === 'rates' ? 'not_found' : 'NOT_FOUND');
      }
      // Nothing was queued by any of them.
      await dispatcher().runOnce();
      expect(rx.requests(path)).toHaveLength(1);
      expect(rx.requests(`${path}-theirs`)).toHaveLength(1);
      expect((await resend(mine.id, myDelivery, p)).status).toBe(200);
    }
  });
});
