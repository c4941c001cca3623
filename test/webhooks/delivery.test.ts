// Signed delivery (docs/webhooks.md): what a receiver gets (headers, body, signature), fan-out to
// subscribed endpoints, retries along the ladder with the same id, dead letters, and a fan-out
// racing a dispatcher cycle.
import { describe, it, expect, beforeAll } from 'vitest';
import { http, type TestSystem, type TestOrg } from '../support/harness.js';
import { answer, type Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite, LOCAL, TAG, PRODUCTS, ALL, data, verifies } from '../support/webhooks-suite.js';
import { createDispatcher } from '../../subgraphs/webhooks/workers/dispatcher.js';
import { DEFAULT_RETRY_DELAYS_MS } from '../../subgraphs/webhooks/settings.js';
import { newSecret } from '../../subgraphs/webhooks/decide/signing.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, detail, emit, freshPath } = suite;
let sys: TestSystem;
let rx: Receiver;
let org: TestOrg;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, org, keys } = suite.running()));

describe('delivery', () => {
  const TRANSPORT = new Set(['host', 'content-length', 'connection']);

  it('pings through the test route on every product: exactly five headers, four body keys, a signature the full secret verifies', async () => {
    const hooks: { p: Product; path: string; id: string; secret: string }[] = [];
    for (const p of PRODUCTS) {
      const path = freshPath(`ping-${p}`);
      const reg = await register(p, keys[p], { url: rx.url(path) });
      const t = await http(sys.urls[p], `/v1/webhooks/${reg.id}/test`, { key: keys[p], method: 'POST' });
      expect(t.status).toBe(200);
      expect(data(p, t.body)).toEqual({ id: reg.id, test_queued: true });
      hooks.push({ p, path, id: reg.id, secret: reg.secret });
    }
    const stats = await dispatcher().runOnce();
    expect(stats).toMatchObject({ attempted: 5, delivered: 5, failed: 0 });
    for (const h of hooks) {
      const [req, ...more] = rx.requests(h.path);
      expect(more).toEqual([]);
      const tag = TAG[h.p];
      expect(req!.method).toBe('POST');
      expect(req!.rawHeaderNames.filter((n) => !TRANSPORT.has(n.toLowerCase())).sort()).toEqual(
        ['Content-Type', 'User-Agent', `X-${tag}-Delivery`, `X-${tag}-Event`, `X-${tag}-Signature`].sort(),
      );
      expect(req!.headers['content-type']).toBe('application/json');
      expect(req!.headers['user-agent']).toBe(`${tag}-Webhooks/1`);
      expect(req!.headers[`x-${tag.toLowerCase()}-event`]).toBe('ping');
      expect(Object.keys(req!.json)).toEqual(['id', 'type', 'occurred_at', 'data']);
      expect(req!.json).toMatchObject({
        type: 'ping',
        occurred_at: sys.clock.now().toISOString(),
        data: { endpoint_id: h.id },
      });
      expect(req!.json.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(req!.headers[`x-${tag.toLowerCase()}-delivery`]).toBe(req!.json.id);
      const sig = req!.headers[`x-${tag.toLowerCase()}-signature`];
      expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verifies(h.secret, req!.body, sig)).toBe(true);
      expect(verifies(h.secret, Buffer.concat([req!.body, Buffer.from(' ')]), sig)).toBe(false);
      expect(verifies(newSecret(), req!.body, sig)).toBe(false);
      const d = await detail(h.p, keys[h.p], h.id);
      expect(d).toMatchObject({ failure_count: 0, last_delivery_at: sys.clock.now().toISOString() });
      expect(d.recent_deliveries).toEqual([
        {
          id: req!.json.id,
          event_type: 'ping',
          status: 'delivered',
          attempt_count: 1,
          last_status_code: 200,
          last_error: null,
          created_at: sys.clock.now().toISOString(),
          delivered_at: sys.clock.now().toISOString(),
          next_attempt_at: null,
        },
      ]);
    }
  });

  it('fans an event out only to active, subscribed endpoints of its product and organisation', async () => {
    const other = await sys.org({ entitlements: ALL });
    const p = {
      arrivedOnly: freshPath('fan'),
      all: freshPath('fan'),
      paused: freshPath('fan'),
      otherOrg: freshPath('fan'),
      air: freshPath('fan'),
    };
    const arrivedOnly = await register('ocean', keys.ocean, {
      url: rx.url(p.arrivedOnly),
      event_types: ['container_arrived'],
    });
    const all = await register('ocean', keys.ocean, { url: rx.url(p.all) });
    const paused = await register('ocean', keys.ocean, { url: rx.url(p.paused) });
    await http(sys.urls.ocean, `/v1/webhooks/${paused.id}`, {
      key: keys.ocean,
      method: 'PATCH',
      body: { active: false },
    });
    await register('ocean', await other.key('tmcp'), { url: rx.url(p.otherOrg) });
    await register('air', keys.air, { url: rx.url(p.air) });

    const occurred = new Date(sys.clock.now().getTime() - 5 * 60_000);
    await emit(org.id, 'ocean', 'container_arrived', { container_id: 'MSCU1234565', port: 'NLRTM' }, occurred);
    await emit(org.id, 'ocean', 'eta_changed', { container_id: 'MSCU1234565', eta: '2026-12-01T08:00:00Z' });
    const stats = await dispatcher().runOnce();
    expect(stats).toMatchObject({ events: 2, queued: 3, attempted: 3, delivered: 3 });
    expect(rx.requests(p.arrivedOnly).map((r) => r.json.type)).toEqual(['container_arrived']);
    expect(
      rx
        .requests(p.all)
        .map((r) => r.json.type)
        .sort(),
    ).toEqual(['container_arrived', 'eta_changed']);
    for (const none of [p.paused, p.otherOrg, p.air]) expect(rx.requests(none)).toEqual([]);
    const arrived = rx.requests(p.arrivedOnly)[0]!;
    expect(arrived.json).toEqual({
      id: expect.any(String),
      type: 'container_arrived',
      occurred_at: occurred.toISOString(),
      data: { container_id: 'MSCU1234565', port: 'NLRTM' },
    });
    expect(verifies(arrivedOnly.secret, arrived.body, arrived.headers['x-ocean-signature'])).toBe(true);
    const copy = rx.requests(p.all).find((r) => r.json.type === 'container_arrived')!;
    expect(copy.json.id).not.toBe(arrived.json.id); // one delivery per endpoint
    expect(verifies(all.secret, copy.body, copy.headers['x-ocean-signature'])).toBe(true);
    // Raised while paused: never queued, also not after revival.
    await http(sys.urls.ocean, `/v1/webhooks/${paused.id}`, {
      key: keys.ocean,
      method: 'PATCH',
      body: { active: true },
    });
    expect(await dispatcher().runOnce()).toMatchObject({ attempted: 0 });
    expect(rx.requests(p.paused)).toEqual([]);
  });

  it('retries with the same id, body and occurred_at; failure_count climbs and resets; last_delivery_at moves only on success', async () => {
    const path = freshPath('retry');
    let n = 0;
    rx.on(path, (_r, res) => void res.writeHead(++n <= 2 ? 500 : 200).end(n <= 2 ? 'boom' : 'ok'));
    const reg = await register('rates', keys.rates, { url: rx.url(path) });
    const occurred = new Date(sys.clock.now().getTime() - 3_600_000);
    await emit(org.id, 'rates', 'lane_rate_updated', { lane: 'CNSHA-NLRTM', usd_per_feu: 2150 }, occurred);
    const d = dispatcher();
    expect(await d.runOnce()).toMatchObject({ attempted: 1, failed: 1 });
    let e = await detail('rates', keys.rates, reg.id);
    expect(e).toMatchObject({ failure_count: 1, last_delivery_at: null, active: true });
    expect(e.recent_deliveries[0]).toMatchObject({
      status: 'pending',
      attempt_count: 1,
      last_status_code: 500,
      last_error: 'HTTP 500',
      delivered_at: null,
    });
    expect(await d.runOnce()).toMatchObject({ attempted: 0 }); // not due yet
    sys.clock.advance(DEFAULT_RETRY_DELAYS_MS[0]! - 1);
    expect(await d.runOnce()).toMatchObject({ attempted: 0 });
    sys.clock.advance(1);
    expect(await d.runOnce()).toMatchObject({ attempted: 1, failed: 1 });
    expect((await detail('rates', keys.rates, reg.id)).failure_count).toBe(2);
    sys.clock.advance(DEFAULT_RETRY_DELAYS_MS[1]!);
    expect(await d.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
    const reqs = rx.requests(path);
    expect(reqs).toHaveLength(3);
    expect(new Set(reqs.map((r) => r.body.toString('hex'))).size).toBe(1);
    expect(new Set(reqs.map((r) => r.headers['x-rates-delivery'])).size).toBe(1);
    expect(reqs[0]!.json.occurred_at).toBe(occurred.toISOString());
    e = await detail('rates', keys.rates, reg.id);
    expect(e).toMatchObject({ failure_count: 0, last_delivery_at: sys.clock.now().toISOString() });
    expect(e.recent_deliveries[0]).toEqual({
      id: reqs[0]!.json.id,
      event_type: 'lane_rate_updated',
      status: 'delivered',
      attempt_count: 3,
      last_status_code: 200,
      last_error: null,
      created_at: expect.any(String),
      delivered_at: sys.clock.now().toISOString(),
      next_attempt_at: null,
    });
  });

  it('marks a delivery dead when the ladder is exhausted, and tries it no more', async () => {
    const path = freshPath('dead');
    rx.on(path, answer(503));
    const reg = await register('loading', keys.loading, { url: rx.url(path) });
    await emit(org.id, 'loading', 'plan_created', { plan_id: 'P-1' });
    const d = dispatcher();
    expect(await d.runOnce()).toMatchObject({ attempted: 1 });
    for (const delay of DEFAULT_RETRY_DELAYS_MS) {
      sys.clock.advance(delay);
      expect(await d.runOnce()).toMatchObject({ attempted: 1 });
    }
    const e = await detail('loading', keys.loading, reg.id);
    expect(e.recent_deliveries[0]).toMatchObject({
      status: 'dead',
      attempt_count: 9,
      last_status_code: 503,
      last_error: 'HTTP 503',
      delivered_at: null,
    });
    expect(e).toMatchObject({ failure_count: 9, last_delivery_at: null, active: true });
    sys.clock.advance(7 * 86_400_000);
    expect(await d.runOnce()).toMatchObject({ attempted: 0 });
    expect(rx.requests(path)).toHaveLength(9);
    expect(new Set(rx.requests(path).map((r) => r.json.id)).size).toBe(1);
  });

  it('does not conclude nothing is due from a cycle that began before the fan-out committed', async () => {
    // Forces the race: the first lease cycle reads before the fan-out commits, and its answer
    // arrives only after the fan-out has committed and asked for a rescan. That stale answer
    // must not end the pass with the new delivery unsent.
    let cycleRead!: () => void;
    let fannedOut!: () => void;
    const cycleHasRead = new Promise<void>((r) => (cycleRead = r));
    const fanOutDone = new Promise<void>((r) => (fannedOut = r));
    const db = sys.services.db;
    const racing = new Proxy(db, {
      get(target, prop) {
        if (prop !== 'query') return Reflect.get(target, prop, target);
        return async (sql: string, params?: unknown[]) => {
          const fanOut = sql.includes('fanned_out_at IS NULL');
          if (fanOut) await cycleHasRead;
          const r = await db.query(sql, params as any[]);
          if (fanOut) setImmediate(fannedOut); // after the dispatcher has handled the answer
          if (sql.includes('jsonb_to_recordset')) {
            cycleRead();
            await fanOutDone;
          }
          return r;
        };
      },
    });
    const path = freshPath('race');
    rx.on(path, answer(200));
    await register('schedules', keys.schedules, { url: rx.url(path) });
    await emit(org.id, 'schedules', 'blank_sailing', { voyage: '77E' });
    const d = suite.track(createDispatcher({ ...sys.services, db: racing }, LOCAL, { random: () => 0.5 }));
    expect(await d.runOnce()).toMatchObject({ events: 1, queued: 1, attempted: 1, delivered: 1 });
    expect(rx.requests(path)).toHaveLength(1);
  });
});
