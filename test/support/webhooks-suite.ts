// What the webhook system tests share (test/webhooks/*.test.ts): one system and one local HTTPS
// receiver per file, an organisation entitled to every product with a key per product, and the
// helpers that register endpoints, read them back, raise events and make dispatchers. Time is
// driven: retries, the ladder and auto-disable move the clock, not sleeps.
import { beforeAll, afterAll, afterEach, expect } from 'vitest';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { startSystem, http, type TestSystem, type TestOrg } from './harness.js';
import { Receiver, testCerts } from './webhooks-receiver.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { createDispatcher, type Dispatcher } from '../../subgraphs/webhooks/workers/dispatcher.js';
import type { WebhookSettings } from '../../subgraphs/webhooks/settings.js';
import type { Product } from '../../rest-adapter/envelopes.js';

export const certs = testCerts();
/** Loopback is allowed only because this list says so. */
export const LOCAL: Partial<WebhookSettings> = { allowPrivate: ['127.0.0.0/8', '::1/128'], caPem: certs.caPem };

export const KEY_PREFIX: Record<Product, 'tmcp' | 'smcp' | 'frm' | 'lmcp'> = {
  ocean: 'tmcp',
  air: 'tmcp',
  schedules: 'smcp',
  rates: 'frm',
  loading: 'lmcp',
};
export const TAG: Record<Product, string> = {
  ocean: 'Ocean',
  air: 'Air',
  schedules: 'Schedules',
  rates: 'Rates',
  loading: 'Loading',
};
export const PRODUCTS: Product[] = ['ocean', 'air', 'schedules', 'rates', 'loading'];
export const ALL = { air_cargo: null, schedules: null, freight_rates: null };

/** The data part of each product's success envelope. */
export function data(product: Product, body: any): any {
  if (product === 'ocean') expect(body).toMatchObject({ ok: true, api_version: expect.any(String) });
  else if (product === 'air' || product === 'rates') expect(body.ok).toBeUndefined();
  else expect(body.ok).toBe(true);
  return body.data;
}

export function errorCode(product: Product, body: any): string {
  if (product === 'air' || product === 'rates') {
    expect(body.ok).toBeUndefined();
    return body.error.code;
  }
  expect(body.ok).toBe(false);
  return body.error.code;
}

/** A receiver's check, written the way docs/webhooks.md tells receivers to. */
export function verifies(secret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const got = Buffer.from(header.slice('sha256='.length));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

export interface RunningWebhookSystem {
  sys: TestSystem;
  rx: Receiver;
  /** Entitled to every product; `keys` holds one key per product. */
  org: TestOrg;
  keys: Record<Product, string>;
}

/**
 * Starts the system and the receiver for the calling test file (its beforeAll/afterAll), and
 * deletes the endpoints a test registered after it. `running()` is the started system, inside
 * tests and hooks.
 */
export function webhookSuite() {
  let running: RunningWebhookSystem | null = null;
  const dispatchers: Dispatcher[] = [];
  /** Endpoints registered by the running test; deleted (through the route) after it. */
  const registered: { product: Product; key: string; id: string }[] = [];
  let pathSeq = 0;

  const now = (): RunningWebhookSystem => {
    if (!running) throw new Error('webhook suite: the system is not started (use it inside tests and hooks)');
    return running;
  };

  beforeAll(async () => {
    const sys = await startSystem();
    const rx = await Receiver.start(certs);
    const org = await sys.org({ entitlements: ALL });
    const keys = {} as Record<Product, string>;
    for (const p of PRODUCTS) keys[p] = await org.key(KEY_PREFIX[p]);
    running = { sys, rx, org, keys };
  });
  afterAll(async () => {
    for (const d of dispatchers) await d.stop();
    await running?.rx.close();
    await running?.sys.close();
  });
  afterEach(async () => {
    const { sys } = now();
    for (const e of registered.splice(0))
      await http(sys.urls[e.product], `/v1/webhooks/${e.id}`, { key: e.key, method: 'DELETE' });
    sys.clock.advance(61_000); // a fresh rate-limit window for the next test
  });

  /** Deletes an endpoint (through the route) after the running test. */
  const deleteAfterTest = (product: Product, key: string, id: string): void => {
    registered.push({ product, key, id });
  };

  /** Keeps a dispatcher made elsewhere so that it is stopped after the file. */
  const track = (d: Dispatcher): Dispatcher => {
    dispatchers.push(d);
    return d;
  };

  const detail = async (product: Product, key: string, id: string) => {
    const r = await http(now().sys.urls[product], `/v1/webhooks/${id}`, { key });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return data(product, r.body);
  };

  return {
    running: now,
    track,
    deleteAfterTest,
    /** A dispatcher on the system's services; jitter pinned to 1.0× for exact clocks. */
    dispatcher: (overrides: Partial<WebhookSettings> = {}): Dispatcher =>
      track(createDispatcher(now().sys.services, { ...LOCAL, ...overrides }, { random: () => 0.5 })),
    freshPath: (name: string) => `/${name}-${++pathSeq}`,
    async register(product: Product, key: string, body: Record<string, unknown>) {
      const r = await http(now().sys.urls[product], '/v1/webhooks', { key, method: 'POST', body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const d = data(product, r.body) as { id: string; secret: string; url: string; event_types: string[] };
      deleteAfterTest(product, key, d.id);
      return d;
    },
    detail,
    /** The newest delivery of an endpoint, read with the organisation's key for the product. */
    latest: async (product: Product, id: string) =>
      (await detail(product, now().keys[product], id)).recent_deliveries[0],
    async emit(
      orgId: string,
      product: Product,
      type: string,
      payload: Record<string, unknown> = {},
      occurredAt = now().sys.clock.now(),
    ) {
      await now().sys.services.db.tx((tx) => raiseEvent(tx, { product, orgId, type, data: payload, occurredAt }));
    },
  };
}
