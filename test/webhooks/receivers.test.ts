// The dispatcher against real receivers and forbidden destinations: answers and resets, the
// time-out, the address policy (no SSRF, no DNS rebinding), TLS verification, slow receivers.
import { describe, it, expect, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { http, type TestSystem } from '../support/harness.js';
import { answer, type Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite, certs } from '../support/webhooks-suite.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { DEFAULT_RETRY_DELAYS_MS, resolveSettings } from '../../subgraphs/webhooks/settings.js';
import { hashSecret, newSecret } from '../../subgraphs/webhooks/decide/signing.js';
import { DeliveryClient, deliver, eventBodyTail } from '../../subgraphs/webhooks/connectors/delivery-client.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, detail, latest, freshPath } = suite;
let sys: TestSystem;
let rx: Receiver;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, keys } = suite.running()));

describe('receivers', () => {
  it('counts redirects, error statuses and resets as failures; any 2xx as success; reads answers only up to the cap', async () => {
    const paths = {
      redirect: freshPath('redirect'),
      target: freshPath('target'),
      teapot: freshPath('teapot'),
      created: freshPath('created'),
      empty: freshPath('empty'),
      flood: freshPath('flood'),
      reset: freshPath('reset'),
    };
    rx.on(paths.redirect, answer(302, { location: rx.url(paths.target) }));
    rx.on(paths.teapot, answer(418));
    rx.on(paths.created, answer(201));
    rx.on(paths.empty, answer(204));
    let flooded = 0;
    rx.on(paths.flood, (_r, res) => {
      // An answer that never ends: the dispatcher must stop reading it.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 120);
      const pump = () => {
        while (!res.destroyed && flooded < 64 * 1024 * 1024) {
          flooded += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      pump();
    });
    rx.on(paths.reset, (_r, res) => void res.socket?.destroy());
    const ids: Record<string, string> = {};
    for (const [name, path] of Object.entries(paths)) {
      if (name === 'target') continue;
      ids[name] = (await register('ocean', keys.ocean, { url: rx.url(path) })).id;
      await http(sys.urls.ocean, `/v1/webhooks/${ids[name]}/test`, { key: keys.ocean, method: 'POST' });
    }
    const stats = await dispatcher().runOnce();
    expect(stats).toMatchObject({ attempted: 6, delivered: 3, failed: 3 });
    expect(await latest('ocean', ids.redirect!)).toMatchObject({
      status: 'pending',
      last_status_code: 302,
      last_error: 'HTTP 302 (redirects are not followed)',
    });
    expect(rx.requests(paths.target)).toEqual([]);
    expect(await latest('ocean', ids.teapot!)).toMatchObject({
      status: 'pending',
      last_status_code: 418,
      last_error: 'HTTP 418',
    });
    expect(await latest('ocean', ids.reset!)).toMatchObject({
      status: 'pending',
      last_status_code: null,
      last_error: expect.stringMatching(/^transport error: /),
    });
    for (const ok of ['created', 'empty', 'flood'])
      expect(await latest('ocean', ids[ok]!), ok).toMatchObject({ status: 'delivered', last_error: null });
    expect((await latest('ocean', ids.created!)).last_status_code).toBe(201);
    expect((await latest('ocean', ids.empty!)).last_status_code).toBe(204);
    expect(flooded).toBeLessThan(64 * 1024 * 1024); // the dispatcher hung up long before the end
  });

  it('fails an attempt that gets no answer within the time-out', async () => {
    const path = freshPath('slow');
    rx.on(path, () => undefined); // never answers
    const reg = await register('ocean', keys.ocean, { url: rx.url(path, '127.0.0.1') });
    await http(sys.urls.ocean, `/v1/webhooks/${reg.id}/test`, { key: keys.ocean, method: 'POST' });
    // A dispatcher that waited for the answer would never finish: the test's time-out fails it.
    expect(await dispatcher({ timeoutMs: 300 }).runOnce()).toMatchObject({ attempted: 1, failed: 1 });
    expect(rx.requests(path)).toHaveLength(1);
    expect(await latest('ocean', reg.id)).toMatchObject({
      status: 'pending',
      attempt_count: 1,
      last_status_code: null,
      last_error: 'timeout after 300 ms',
    });
    expect((await detail('ocean', keys.ocean, reg.id)).failure_count).toBe(1);
  }, 10_000);

  it('refuses loopback, private, link-local and metadata destinations unless allow-listed, without connecting', async () => {
    const port = rx.port;
    const refused = {
      localhost: rx.url(freshPath('ssrf')),
      loopback: rx.url(freshPath('ssrf'), '127.0.0.1'),
      decimal: `https://2130706433:${port}${freshPath('ssrf')}`,
      v6loopback: `https://[::1]:${port}${freshPath('ssrf')}`,
      mapped: `https://[::ffff:127.0.0.1]:${port}${freshPath('ssrf')}`,
      metadata: 'https://169.254.169.254/latest/meta-data/',
      private10: 'https://10.0.0.1/hook',
      private192: 'https://192.168.1.20:8443/hook',
      ula: 'https://[fd00:ec2::254]/latest',
    };
    const ids: Record<string, string> = {};
    for (const [name, url] of Object.entries(refused)) {
      ids[name] = (await register('ocean', keys.ocean, { url })).id;
      await http(sys.urls.ocean, `/v1/webhooks/${ids[name]}/test`, { key: keys.ocean, method: 'POST' });
    }
    const before = rx.requests().length;
    const stats = await dispatcher({ allowPrivate: [] }).runOnce();
    expect(stats).toMatchObject({ attempted: 9, delivered: 0 });
    expect(rx.requests().length).toBe(before);
    for (const name of Object.keys(refused)) {
      expect(await latest('ocean', ids[name]!), name).toMatchObject({
        status: 'pending',
        last_status_code: null,
        last_error: expect.stringMatching(/^refused: /),
      });
    }
    expect((await latest('ocean', ids.metadata!)).last_error).toMatch(/169\.254\.169\.254 is a link-local/);
    expect((await latest('ocean', ids.localhost!)).last_error).toMatch(
      /localhost resolves to 127\.0\.0\.1 is a loopback/,
    );
    // With loopback allow-listed (as every other test here runs), the same endpoints receive.
    sys.clock.advance(DEFAULT_RETRY_DELAYS_MS[0]!);
    await dispatcher().runOnce();
    for (const name of ['localhost', 'loopback', 'decimal'])
      expect(await latest('ocean', ids[name]!), name).toMatchObject({ status: 'delivered' });
    expect((await latest('ocean', ids.metadata!)).last_error).toMatch(/^refused: /);
  });

  it('resolves the host once per attempt and connects to the checked address, never to a second answer (no DNS rebinding)', async () => {
    const path = freshPath('pinned');
    // A rebinding name server: a safe address first, a private one the next time. The system
    // resolver knows no hooks.test (RFC 2606), so a connection that looked the name up again
    // itself would fail instead of arriving.
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '10.0.0.7', family: 4 }]];
    const asked: string[] = [];
    const client = new DeliveryClient(
      resolveSettings({ allowPrivate: ['127.0.0.0/8'], caPem: certs.caPem, dnsCacheMs: 0 }),
      async (host) => {
        asked.push(host);
        return answers.shift() ?? [];
      },
    );
    try {
      const job = {
        product: 'ocean' as const,
        id: randomUUID(),
        event_type: 'ping',
        bodyTail: eventBodyTail({ event_type: 'ping', occurred_at: new Date().toISOString(), data: {} }),
        url: `https://hooks.test:${rx.port}${path}`,
        signingKeys: [hashSecret(newSecret())],
      };
      expect(await deliver(client, job)).toEqual({ ok: true, statusCode: 200, error: null });
      expect(asked).toEqual(['hooks.test']);
      expect(rx.requests(path).map((r) => r.headers.host)).toEqual([`hooks.test:${rx.port}`]);
      // The next resolution answers a private address: refused before any connection.
      const second = await deliver(client, job);
      expect(second).toMatchObject({
        ok: false,
        statusCode: null,
        error: expect.stringMatching(/^refused: hooks\.test resolves to 10\.0\.0\.7 /),
      });
      expect(asked).toEqual(['hooks.test', 'hooks.test']);
      expect(rx.requests(path)).toHaveLength(1);
    } finally {
      client.close();
    }
  });

  it('verifies TLS: a receiver whose certificate the dispatcher does not trust gets nothing', async () => {
    const path = freshPath('tls');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    await http(sys.urls.ocean, `/v1/webhooks/${reg.id}/test`, { key: keys.ocean, method: 'POST' });
    expect(await dispatcher({ caPem: null }).runOnce()).toMatchObject({ attempted: 1, failed: 1 });
    expect(await latest('ocean', reg.id)).toMatchObject({
      status: 'pending',
      last_status_code: null,
      last_error: expect.stringMatching(/^TLS error: /),
    });
    expect(rx.requests(path)).toEqual([]);
  });

  it('does not let one slow receiver stall the others; concurrency is bounded per endpoint', async () => {
    const slow = freshPath('slow-rx');
    const fast = freshPath('fast-rx');
    const held: import('node:http').ServerResponse[] = [];
    rx.on(slow, (_r, res) => void held.push(res));
    const o = await sys.org();
    const k = await o.key('lmcp');
    await register('loading', k, { url: rx.url(slow) });
    await register('loading', k, { url: rx.url(fast) });
    await sys.services.db.tx(async (tx) => {
      for (let i = 0; i < 10; i++)
        await raiseEvent(tx, {
          product: 'loading',
          orgId: o.id,
          type: 'plan_updated',
          data: { i },
          occurredAt: sys.clock.now(),
        });
    });
    const d = dispatcher({ perEndpoint: 2, maxInFlight: 8, timeoutMs: 5000 });
    const pass = d.runOnce();
    await rx.waitFor(fast, 10);
    expect(rx.requests(slow)).toHaveLength(2);
    expect(rx.maxOpen.get(fast)).toBeLessThanOrEqual(2);
    rx.on(slow, answer(200));
    for (const res of held) res.writeHead(200).end();
    expect(await pass).toMatchObject({ attempted: 20, delivered: 20 });
    expect(rx.maxOpen.get(slow)).toBe(2);
  });
});
