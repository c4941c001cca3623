// Dogfood: webhook endpoints registered, tested and rotated through the SDK on all five hosts,
// and the real deliveries (a local HTTPS receiver, the real dispatcher) verified with the SDK's
// verifyWebhook: each host's X-<Tag>-Signature, and rotation's two signatures.
import { describe, it, expect, beforeAll } from 'vitest';
import {
  createAirClient,
  createLoadingClient,
  createOceanClient,
  createRatesClient,
  createSchedulesClient,
  verifyWebhook,
  WebhookSignatureError,
  type ClientOptions,
} from '../../sdk/src/index.js';
import { checkedFetch, type TestSystem } from '../support/harness.js';
import type { Receiver } from '../support/webhooks-receiver.js';
import { PRODUCTS, webhookSuite } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, freshPath, deleteAfterTest } = suite;
let sys: TestSystem;
let rx: Receiver;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, keys } = suite.running()));

const options = (p: Product): ClientOptions => ({ baseUrl: sys.urls[p], credential: keys[p], fetch: checkedFetch });

/**
 * Each host's client registering an endpoint and queueing a test delivery (the webhook routes are
 * the same on every host; each client types them with its host's error envelope).
 */
const hosts: Record<Product, (url: string) => Promise<{ id: string; secret: string }>> = {
  ocean: async (url) => {
    const c = createOceanClient(options('ocean'));
    const e = await c.data(c.POST('/v1/webhooks', { body: { url } }));
    await c.data(c.POST('/v1/webhooks/{id}/test', { params: { path: { id: e.id } } }));
    return e;
  },
  air: async (url) => {
    const c = createAirClient(options('air'));
    const e = await c.data(c.POST('/v1/webhooks', { body: { url } }));
    await c.data(c.POST('/v1/webhooks/{id}/test', { params: { path: { id: e.id } } }));
    return e;
  },
  schedules: async (url) => {
    const c = createSchedulesClient(options('schedules'));
    const e = await c.data(c.POST('/v1/webhooks', { body: { url } }));
    await c.data(c.POST('/v1/webhooks/{id}/test', { params: { path: { id: e.id } } }));
    return e;
  },
  rates: async (url) => {
    const c = createRatesClient(options('rates'));
    const e = await c.data(c.POST('/v1/webhooks', { body: { url } }));
    await c.data(c.POST('/v1/webhooks/{id}/test', { params: { path: { id: e.id } } }));
    return e;
  },
  loading: async (url) => {
    const c = createLoadingClient(options('loading'));
    const e = await c.data(c.POST('/v1/webhooks', { body: { url } }));
    await c.data(c.POST('/v1/webhooks/{id}/test', { params: { path: { id: e.id } } }));
    return e;
  },
};

/** The last request the receiver got on `path`, as a receiver framework hands it over. */
function received(path: string) {
  const r = rx.requests(path).at(-1);
  if (!r) throw new Error(`nothing delivered to ${path}`);
  return { body: r.body, headers: r.headers };
}

describe('webhooks through the SDK', () => {
  it.each(PRODUCTS)(
    '%s: a test delivery verifies with the secret registration answered, and with no other',
    async (p) => {
      const path = freshPath(`sdk-${p}`);
      const endpoint = await hosts[p](rx.url(path));
      deleteAfterTest(p, keys[p], endpoint.id);
      await dispatcher().runOnce();
      const { body, headers } = received(path);
      const { product, delivery } = verifyWebhook({ body, headers, secrets: endpoint.secret });
      expect([product, delivery.type, delivery.data.endpoint_id]).toEqual([p, 'ping', endpoint.id]);
      expect(() => verifyWebhook({ body, headers, secrets: 'whsec_not-the-secret' })).toThrow(WebhookSignatureError);
      expect(() =>
        verifyWebhook({ body: Buffer.concat([body, Buffer.from(' ')]), headers, secrets: endpoint.secret }),
      ).toThrow(WebhookSignatureError);
    },
  );

  it("verifies during a rotation's overlap with the old secret, the new one, or both", async () => {
    const rates = createRatesClient(options('rates'));
    const path = freshPath('sdk-rotate');
    const endpoint = await rates.data(rates.POST('/v1/webhooks', { body: { url: rx.url(path) } }));
    deleteAfterTest('rates', keys.rates, endpoint.id);
    const id = { params: { path: { id: endpoint.id } } };
    const rotated = await rates.data(
      rates.POST('/v1/webhooks/{id}/rotate-secret', { ...id, body: { overlap_seconds: 3600 } }),
    );
    expect((await rates.data(rates.POST('/v1/webhooks/{id}/test', id))).test_queued).toBe(true);
    await dispatcher().runOnce();
    const { body, headers } = received(path);
    expect(headers['x-rates-signature']?.split(',')).toHaveLength(2);
    for (const secrets of [endpoint.secret, rotated.secret, [endpoint.secret, rotated.secret]])
      expect(verifyWebhook({ body, headers, secrets }).product).toBe('rates');
  });
});
