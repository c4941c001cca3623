// Rotating a signing secret without downtime (issue 17, finding 8): the new secret is answered
// once; during the overlap every delivery carries both signatures, the new one first, in the
// signature header as an HTTP list; after it, only the new one. Time is the driven clock.
import { describe, it, expect, beforeAll } from 'vitest';
import { createHmac } from 'node:crypto';
import { http, type TestSystem } from '../support/harness.js';
import type { Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite, PRODUCTS, data, errorCode } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, freshPath, detail } = suite;
let sys: TestSystem;
let rx: Receiver;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, keys } = suite.running()));

const sig = (secret: string, body: Buffer) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The signatures of the header, as docs/webhooks.md tells a receiver to read them. */
const signatures = (header: string | undefined) => (header ?? '').split(',').map((s) => s.trim());

async function rotate(id: string, body?: Record<string, unknown>, product: Product = 'ocean') {
  return http(sys.urls[product], `/v1/webhooks/${id}/rotate-secret`, { key: keys[product], method: 'POST', body });
}

async function ping(id: string, path: string) {
  await http(sys.urls.ocean, `/v1/webhooks/${id}/test`, { key: keys.ocean, method: 'POST' });
  await dispatcher().runOnce();
  const r = rx.requests(path).at(-1)!;
  return { body: r.body, header: r.headers['x-ocean-signature']! };
}

describe('rotating a signing secret', () => {
  it('signs with both secrets, the new first, for the default 24 h overlap, then with the new one only', async () => {
    const path = freshPath('rotate');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    const r = await rotate(reg.id);
    expect(r.status, r.text).toBe(200);
    const rotated = data('ocean', r.body);
    const end = new Date(sys.clock.now().getTime() + 86_400_000).toISOString();
    expect(rotated).toEqual({
      id: reg.id,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{64}$/),
      previous_secret_expires_at: end,
    });
    expect(rotated.secret).not.toBe(reg.secret);
    // Shown once: not on detail or list.
    expect(JSON.stringify(await detail('ocean', keys.ocean, reg.id))).not.toContain(rotated.secret);

    const during = await ping(reg.id, path);
    expect(signatures(during.header)).toEqual([sig(rotated.secret, during.body), sig(reg.secret, during.body)]);
    sys.clock.advance(86_400_000 - 1000);
    const late = await ping(reg.id, path);
    expect(signatures(late.header)).toEqual([sig(rotated.secret, late.body), sig(reg.secret, late.body)]);
    sys.clock.advance(1000);
    const after = await ping(reg.id, path);
    expect(after.header).toBe(sig(rotated.secret, after.body)); // exactly the single value again
  });

  it('ends the old secret at once with overlap_seconds 0, and keeps only the latest previous on a second rotation', async () => {
    const path = freshPath('rotate-now');
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    const first = data('ocean', (await rotate(reg.id, { overlap_seconds: 600 })).body);
    expect(first.previous_secret_expires_at).toBe(new Date(sys.clock.now().getTime() + 600_000).toISOString());
    const second = data('ocean', (await rotate(reg.id, { overlap_seconds: 3600 })).body);
    const both = await ping(reg.id, path);
    expect(signatures(both.header)).toEqual([sig(second.secret, both.body), sig(first.secret, both.body)]);
    const third = data('ocean', (await rotate(reg.id, { overlap_seconds: 0 })).body);
    expect(third.previous_secret_expires_at).toBeNull();
    const only = await ping(reg.id, path);
    expect(only.header).toBe(sig(third.secret, only.body));
  });

  it('refuses a bad overlap naming the field, and answers 404 for ids not on the account, on every host', async () => {
    const other = await sys.org({ entitlements: { air_cargo: null, schedules: null, freight_rates: null } });
    for (const p of PRODUCTS) {
      const reg = await register(p, keys[p], { url: rx.url(freshPath(`rotate-${p}`)) });
      for (const overlap_seconds of [-1, 604_801, 1.5, 'x', true]) {
        const r = await rotate(reg.id, { overlap_seconds }, p);
        expect(r.status, `${p} ${overlap_seconds}`).toBe(400);
        expect(JSON.stringify(r.body)).toContain('overlap_seconds');
      }
      const max = await rotate(reg.id, { overlap_seconds: 604_800 }, p);
      expect(max.status).toBe(200);
      const foreign = await http(sys.urls[p], `/v1/webhooks/${reg.id}/rotate-secret`, {
        key: await other.key(p === 'schedules' ? 'smcp' : p === 'rates' ? 'frm' : p === 'loading' ? 'lmcp' : 'tmcp'),
        method: 'POST',
      });
      expect(foreign.status).toBe(404);
      expect(errorCode(p, foreign.body)).toBe(p === 'air' || p === 'rates' ? 'not_found' : 'NOT_FOUND');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const unknown = await rotate(id, undefined, p);
        expect(unknown.status).toBe(404);
      }
    }
  });
});
