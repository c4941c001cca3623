// Webhooks through HTTP (spec 2.2, 2.3, 3.4, 3.5, 4.6, 6, 8): the six routes on every product
// host, and the signed-delivery engine against a real local HTTPS receiver, on the database
// under test. Time is driven: retries, the ladder and auto-disable move the clock, not sleeps.
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { fork } from 'node:child_process';
import { startSystem, http, usingPostgres, type TestSystem, type TestOrg } from '../support/harness.js';
import { Receiver, answer, testCerts } from '../support/webhooks-receiver.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { prune } from '../../subgraphs/webhooks/store.js';
import { createDispatcher, type Dispatcher } from '../../subgraphs/webhooks/dispatcher.js';
import { DEFAULT_RETRY_DELAYS_MS, resolveSettings, retryDelay, type WebhookSettings } from '../../subgraphs/webhooks/settings.js';
import { hashSecret, newSecret, sign, signingKey } from '../../subgraphs/webhooks/signing.js';
import { AddressPolicy } from '../../subgraphs/webhooks/address-policy.js';
import { DeliveryClient, deliver, eventBodyTail } from '../../subgraphs/webhooks/delivery-client.js';
import { openDb } from '../../platform/db.js';
import { loadConfig } from '../../platform/config.js';
import type { Product } from '../../rest-adapter/envelopes.js';

let sys: TestSystem;
let rx: Receiver;
const certs = testCerts();
/** Loopback is allowed only because this list says so; jitter pinned to 1.0× for exact clocks. */
const LOCAL: Partial<WebhookSettings> = { allowPrivate: ['127.0.0.0/8', '::1/128'], caPem: certs.caPem };
const dispatchers: Dispatcher[] = [];
function dispatcher(overrides: Partial<WebhookSettings> = {}): Dispatcher {
  const d = createDispatcher(sys.services, { ...LOCAL, ...overrides }, { random: () => 0.5 });
  dispatchers.push(d);
  return d;
}

beforeAll(async () => {
  sys = await startSystem();
  rx = await Receiver.start(certs);
});
afterAll(async () => {
  for (const d of dispatchers) await d.stop();
  await rx?.close();
  await sys?.close();
});

const KEY_PREFIX: Record<Product, 'tmcp' | 'smcp' | 'frm' | 'lmcp'> = { ocean: 'tmcp', air: 'tmcp', schedules: 'smcp', rates: 'frm', loading: 'lmcp' };
const TAG: Record<Product, string> = { ocean: 'Ocean', air: 'Air', schedules: 'Schedules', rates: 'Rates', loading: 'Loading' };
const PRODUCTS: Product[] = ['ocean', 'air', 'schedules', 'rates', 'loading'];
const ALL = { air_cargo: null, schedules: null, freight_rates: null };

/** The data part of each product's success envelope. */
function data(product: Product, body: any): any {
  if (product === 'ocean') expect(body).toMatchObject({ ok: true, api_version: expect.any(String) });
  else if (product === 'air' || product === 'rates') expect(body.ok).toBeUndefined();
  else expect(body.ok).toBe(true);
  return body.data;
}

function errorCode(product: Product, body: any): string {
  if (product === 'air' || product === 'rates') {
    expect(body.ok).toBeUndefined();
    return body.error.code;
  }
  expect(body.ok).toBe(false);
  return body.error.code;
}

let pathSeq = 0;
const freshPath = (name: string) => `/${name}-${++pathSeq}`;

/** Endpoints registered by the running test; deleted (through the route) after it. */
const registered: { product: Product; key: string; id: string }[] = [];
afterEach(async () => {
  for (const e of registered.splice(0)) await http(sys.urls[e.product], `/v1/webhooks/${e.id}`, { key: e.key, method: 'DELETE' });
  sys.clock.advance(61_000); // a fresh rate-limit window for the next test
});

async function register(product: Product, key: string, body: Record<string, unknown>) {
  const r = await http(sys.urls[product], '/v1/webhooks', { key, method: 'POST', body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const d = data(product, r.body) as { id: string; secret: string; url: string; event_types: string[] };
  registered.push({ product, key, id: d.id });
  return d;
}

async function detail(product: Product, key: string, id: string) {
  const r = await http(sys.urls[product], `/v1/webhooks/${id}`, { key });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return data(product, r.body);
}

async function emit(orgId: string, product: Product, type: string, payload: Record<string, unknown> = {}, occurredAt = sys.clock.now()) {
  await sys.services.db.tx((tx) => raiseEvent(tx, { product, orgId, type, data: payload, occurredAt }));
}

/** A receiver's check, written the way docs/webhooks.md tells receivers to. */
function verifies(secret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const got = Buffer.from(header.slice('sha256='.length));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

describe('signing', () => {
  it('signs with SHA-256(secret) exactly as a receiver keyed with the full whsec_ secret', () => {
    for (let i = 0; i < 20; i++) {
      const secret = newSecret();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{64}$/);
      expect(Buffer.byteLength(secret)).toBeGreaterThan(64);
      const body = Buffer.from(JSON.stringify({ id: `x${i}`, type: 'ping', occurred_at: '2026-01-01T00:00:00.000Z', data: { n: i } }));
      const ours = sign(signingKey(hashSecret(secret)), body);
      expect(ours).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(ours).toBe(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    }
    // The equivalence is RFC 2104's key hashing: it does not hold for a key within the block.
    const short = 'whsec_short';
    const body = Buffer.from('{}');
    expect(sign(signingKey(hashSecret(short)), body)).not.toBe(sign(short, body));
  });
});

describe('address policy', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses unless allow-listed', () => {
    const p = new AddressPolicy();
    for (const a of ['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
      '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', 'ff02::1']) {
      expect(p.refusal(a), a).not.toBeNull();
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(p.refusal(a), a).toBeNull();
    const allowed = new AddressPolicy(['127.0.0.0/8', '::1/128']);
    expect(allowed.refusal('127.0.0.1')).toBeNull();
    expect(allowed.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(allowed.refusal('::1')).toBeNull();
    expect(allowed.refusal('10.0.0.1')).not.toBeNull();
    expect(allowed.refusal('169.254.169.254')).not.toBeNull();
  });
});

describe('retry ladder', () => {
  it('spans about a day in 9 attempts, each delay jittered by at most ±20 %', () => {
    const s = resolveSettings();
    expect(s.retryDelaysMs).toEqual(DEFAULT_RETRY_DELAYS_MS);
    const total = DEFAULT_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(26);
    for (let n = 1; n <= 8; n++) {
      const base = DEFAULT_RETRY_DELAYS_MS[n - 1]!;
      expect(retryDelay(s, n, () => 0)).toBe(Math.round(base * 0.8));
      const top = retryDelay(s, n, () => 0.9999999)!;
      expect(top).toBeLessThanOrEqual(Math.round(base * 1.2));
      expect(top).toBeGreaterThan(base * 1.19);
    }
    expect(retryDelay(s, 9)).toBeNull();
    expect(s.timeoutMs).toBe(10_000);
    expect(s.sweepMs).toBe(30_000);
  });
});

describe('routes', () => {
  let org: TestOrg;
  const keys = {} as Record<Product, string>;
  beforeAll(async () => {
    org = await sys.org({ entitlements: ALL });
    for (const p of PRODUCTS) keys[p] = await org.key(KEY_PREFIX[p]);
  });

  it('registers on every product host: 201, one-time secret, only its hash stored, catalogue filtering', async () => {
    for (const p of PRODUCTS) {
      const url = rx.url(freshPath(`reg-${p}`));
      const types: Record<Product, string[]> = {
        ocean: ['container_arrived', 'no_such_event', 'eta_changed', 'container_arrived'],
        air: ['awb_departed', 'container_arrived'],
        schedules: ['blank_sailing', 'bogus'],
        rates: ['index_refreshed'],
        loading: ['plan_created', 'awb_arrived'],
      };
      const r = await http(sys.urls[p], '/v1/webhooks', { key: keys[p], method: 'POST', body: { url, event_types: types[p], description: `hook ${p}` } });
      expect(r.status, p).toBe(201);
      const d = data(p, r.body);
      expect(Object.keys(d).sort()).toEqual(['active', 'created_at', 'description', 'event_types', 'id', 'secret', 'url']);
      expect(d).toMatchObject({ url, description: `hook ${p}`, active: true, created_at: sys.clock.now().toISOString() });
      expect(d.event_types).toEqual(
        { ocean: ['container_arrived', 'eta_changed'], air: ['awb_departed'], schedules: ['blank_sailing'], rates: ['index_refreshed'], loading: ['plan_created'] }[p],
      );
      expect(d.secret).toMatch(/^whsec_[A-Za-z0-9_-]{64}$/);
      const row = (await sys.services.db.query<Record<string, unknown>>('SELECT * FROM webhooks.endpoints WHERE id = $1', [d.id])).rows[0]!;
      expect(row.secret_hash).toBe(createHash('sha256').update(d.secret).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(d.secret.slice(6));
      // Never again: not on the list, not on detail.
      const list = await http(sys.urls[p], '/v1/webhooks', { key: keys[p] });
      expect(list.text).not.toContain('secret');
      const one = await detail(p, keys[p], d.id);
      expect(one).not.toHaveProperty('secret');
      expect(one).toMatchObject({ id: d.id, failure_count: 0, last_delivery_at: null, recent_deliveries: [] });
    }
  });

  it('treats omitted, empty or all-unknown event_types as every event', async () => {
    for (const event_types of [undefined, [], ['nope', 'also_nope']]) {
      const d = await register('ocean', keys.ocean, { url: rx.url(freshPath('all')), event_types });
      expect(d.event_types).toEqual([]);
    }
  });

  it('answers 400 INVALID_URL (invalid_url on air and rates) unless the url is https', async () => {
    const bad = [{}, { url: 'http://example.com/hook' }, { url: 'ftp://x' }, { url: 'https://' }, { url: 42 }, { url: 'HTTPS://example.com' }];
    for (const p of PRODUCTS) {
      for (const body of bad) {
        const r = await http(sys.urls[p], '/v1/webhooks', { key: keys[p], method: 'POST', body });
        expect(r.status, `${p} ${JSON.stringify(body)}`).toBe(400);
        expect(errorCode(p, r.body)).toBe(p === 'air' || p === 'rates' ? 'invalid_url' : 'INVALID_URL');
      }
    }
  });

  it('answers 400 in the envelope for malformed bodies, never 500', async () => {
    const cases: [string, unknown][] = [
      ['POST', { url: rx.url('/x'), event_types: 'container_arrived' }],
      ['POST', { url: rx.url('/x'), event_types: [1, 2] }],
      ['POST', { url: rx.url('/x'), description: { a: 1 } }],
      ['POST', [1, 2]],
      ['POST', { url: rx.url('/x'), description: 'd'.repeat(1001) }],
    ];
    for (const [method, body] of cases) {
      const r = await http(sys.urls.schedules, '/v1/webhooks', { key: keys.schedules, method, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    }
    const { id } = await register('air', keys.air, { url: rx.url('/x') });
    const patch = await http(sys.urls.air, `/v1/webhooks/${id}`, { key: keys.air, method: 'PATCH', body: { active: 'yes' } });
    expect(patch.status).toBe(400);
    expect(patch.body).toEqual({ error: { code: 'invalid_request', message: 'active must be a boolean' } });
    const raw = await http(sys.urls.rates, '/v1/webhooks', { key: keys.rates, method: 'POST', rawBody: '{"url":' });
    expect(raw.status).toBe(400);
    expect(raw.body.error.code).toBe('invalid_request');
  });

  it('lists newest first with health fields, scoped to the product', async () => {
    const o = await sys.org({ entitlements: ALL });
    const k = await o.key('lmcp');
    const a = await register('loading', k, { url: rx.url('/a'), description: 'first' });
    const b = await register('loading', k, { url: rx.url('/b'), description: 'second' }); // same clock instant
    sys.clock.advance(1000);
    const c = await register('loading', k, { url: rx.url('/c'), description: 'third' });
    await register('ocean', await o.key('tmcp'), { url: rx.url('/other-product') });
    const r = await http(sys.urls.loading, '/v1/webhooks', { key: k });
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(true);
    expect(r.body.data.items.map((x: any) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(Object.keys(r.body.data.items[0]).sort()).toEqual(
      ['active', 'created_at', 'description', 'event_types', 'failure_count', 'id', 'last_delivery_at', 'url'],
    );
  });

  it('updates exactly as 4.6: url only when https, event_types replaced, description, pause', async () => {
    const d = await register('schedules', keys.schedules, { url: rx.url('/u1'), event_types: ['blank_sailing'], description: 'before' });
    const patch = (body: unknown) => http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key: keys.schedules, method: 'PATCH', body });
    let r = await patch({ url: 'http://insecure.example/hook', event_types: ['reliability_drop', 'made_up'] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ok: true, data: { id: d.id, url: rx.url('/u1'), event_types: ['reliability_drop'], description: 'before', active: true } });
    r = await patch({ url: rx.url('/u2'), description: 'after', active: false });
    expect(r.body.data).toEqual({ id: d.id, url: rx.url('/u2'), event_types: ['reliability_drop'], description: 'after', active: false });
    r = await patch({ event_types: [] });
    expect(r.body.data.event_types).toEqual([]);
    expect(r.body.data.active).toBe(false);
    r = await patch({});
    expect(r.body.data).toMatchObject({ url: rx.url('/u2'), description: 'after', active: false });
    const one = await detail('schedules', keys.schedules, d.id);
    expect(one).toMatchObject({ active: false, url: rx.url('/u2') });
  });

  it('deletes idempotently; unknown ids give 404 on detail, update and test', async () => {
    const never = '00000000-0000-4000-8000-000000000000';
    for (const id of [never, 'not-a-uuid']) {
      const r = await http(sys.urls.ocean, `/v1/webhooks/${id}`, { key: keys.ocean, method: 'DELETE' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ ok: true, api_version: expect.any(String), data: { id, deleted: true } });
    }
    const d = await register('air', keys.air, { url: rx.url('/gone') });
    for (let i = 0; i < 2; i++) {
      const r = await http(sys.urls.air, `/v1/webhooks/${d.id}`, { key: keys.air, method: 'DELETE' });
      expect(r.body).toEqual({ data: { id: d.id, deleted: true } });
    }
    for (const p of PRODUCTS) {
      for (const id of [d.id, never, 'not-a-uuid']) {
        const calls = [
          http(sys.urls[p], `/v1/webhooks/${id}`, { key: keys[p] }),
          http(sys.urls[p], `/v1/webhooks/${id}`, { key: keys[p], method: 'PATCH', body: { description: 'x' } }),
          http(sys.urls[p], `/v1/webhooks/${id}/test`, { key: keys[p], method: 'POST' }),
        ];
        for (const r of await Promise.all(calls)) {
          expect(r.status, `${p} ${id}`).toBe(404);
          expect(errorCode(p, r.body)).toBe(p === 'air' || p === 'rates' ? 'not_found' : 'NOT_FOUND');
        }
      }
    }
  });

  it("treats another organisation's endpoint (or another product's) as unknown", async () => {
    const mine = await register('ocean', keys.ocean, { url: rx.url('/mine'), description: 'mine' });
    const other = await sys.org({ entitlements: ALL });
    const theirs = await other.key('tmcp');
    expect((await http(sys.urls.ocean, `/v1/webhooks/${mine.id}`, { key: theirs })).status).toBe(404);
    expect((await http(sys.urls.ocean, `/v1/webhooks/${mine.id}`, { key: theirs, method: 'PATCH', body: { active: false } })).status).toBe(404);
    expect((await http(sys.urls.ocean, `/v1/webhooks/${mine.id}/test`, { key: theirs, method: 'POST' })).status).toBe(404);
    const del = await http(sys.urls.ocean, `/v1/webhooks/${mine.id}`, { key: theirs, method: 'DELETE' });
    expect(del.body.data).toEqual({ id: mine.id, deleted: true }); // no existence check, and nothing deleted
    expect((await http(sys.urls.ocean, '/v1/webhooks', { key: theirs })).body.data.items).toEqual([]);
    expect(await detail('ocean', keys.ocean, mine.id)).toMatchObject({ id: mine.id, active: true, description: 'mine' });
    // Same organisation, another product's host: not this product's endpoint.
    expect((await http(sys.urls.air, `/v1/webhooks/${mine.id}`, { key: keys.air })).status).toBe(404);
    expect((await http(sys.urls.air, `/v1/webhooks/${mine.id}`, { key: keys.air, method: 'DELETE' })).status).toBe(200);
    expect(await detail('ocean', keys.ocean, mine.id)).toMatchObject({ id: mine.id });
  });

  it('applies entitlements: register and test need the product; list, detail, delete a key; schedules update too', async () => {
    const bare = await sys.org();
    const k = { tmcp: await bare.key('tmcp'), smcp: await bare.key('smcp'), frm: await bare.key('frm'), lmcp: await bare.key('lmcp') };
    // Endpoints exist (registered while entitled) so the key-only routes have something to act on.
    const ids = {} as Record<Product, string>;
    for (const p of PRODUCTS) {
      const r = await sys.services.db.query<{ id: string }>(
        'INSERT INTO webhooks.endpoints (org_id, product, url, secret_hash, created_at) VALUES ($1, $2, $3, $4, now()) RETURNING id',
        [bare.id, p, rx.url('/entitlements'), hashSecret(newSecret())],
      );
      ids[p] = r.rows[0]!.id;
    }
    const keyFor: Record<Product, string> = { ocean: k.tmcp, air: k.tmcp, schedules: k.smcp, rates: k.frm, loading: k.lmcp };
    const metered: Product[] = ['air', 'schedules', 'rates'];
    for (const p of PRODUCTS) {
      const key = keyFor[p];
      const reg = await http(sys.urls[p], '/v1/webhooks', { key, method: 'POST', body: { url: rx.url('/entitlements') } });
      if (reg.status === 201) registered.push({ product: p, key, id: data(p, reg.body).id });
      const test = await http(sys.urls[p], `/v1/webhooks/${ids[p]}/test`, { key, method: 'POST' });
      const patch = await http(sys.urls[p], `/v1/webhooks/${ids[p]}`, { key, method: 'PATCH', body: { description: 'x' } });
      if (metered.includes(p)) {
        expect(reg.status, p).toBe(403);
        expect(errorCode(p, reg.body)).toBe(p === 'schedules' ? 'FORBIDDEN' : 'forbidden');
        expect(test.status, p).toBe(403);
      } else {
        expect(reg.status, p).toBe(201);
        expect(test.status, p).toBe(200);
      }
      expect(patch.status, p).toBe(p === 'schedules' ? 403 : 200);
      expect((await http(sys.urls[p], '/v1/webhooks', { key })).status, p).toBe(200);
      expect((await http(sys.urls[p], `/v1/webhooks/${ids[p]}`, { key })).status, p).toBe(200);
      expect((await http(sys.urls[p], `/v1/webhooks/${ids[p]}`, { key, method: 'DELETE' })).status, p).toBe(200);
    }
    // An expired schedules entitlement: access_expired.
    const past = new Date(sys.clock.now().getTime() - 1000);
    const expired = await (await sys.org({ entitlements: { schedules: past } })).key('smcp');
    const r = await http(sys.urls.schedules, '/v1/webhooks', { key: expired, method: 'POST', body: { url: rx.url('/entitlements') } });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('access_expired');
  });

  it('accepts the family key on rates webhook routes (spec 5.3) besides frm_', async () => {
    const viaFamily = await register('rates', keys.ocean, { url: rx.url('/rates-family') });
    const list = await http(sys.urls.rates, '/v1/webhooks', { key: keys.rates });
    expect(list.body.data.items.map((x: any) => x.id)).toContain(viaFamily.id);
    const wrong = await http(sys.urls.rates, '/v1/webhooks', { key: keys.loading });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('missing_key');
  });

  it('counts every successful schedules webhook request as 1 call; refusals, errors and other products are not counted', async () => {
    const o = await sys.org({ entitlements: { schedules: null } });
    const key = await o.key('smcp');
    const { principal } = await sys.auth.keyRecord({ key, source: 'bearer' });
    const used = async () => (await sys.client.execute<{ schedules_usage: { used: number } }>('{ schedules_usage { used } }', undefined, principal)).schedules_usage.used;
    const before = await used();
    const d = await register('schedules', key, { url: rx.url('/counted') }); // 1
    await http(sys.urls.schedules, '/v1/webhooks', { key }); // 2
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key }); // 3
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key, method: 'PATCH', body: { description: 'c' } }); // 4
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}/test`, { key, method: 'POST' }); // 5
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key, method: 'DELETE' }); // 6
    // Refusals and errors: not counted.
    expect((await http(sys.urls.schedules, '/v1/webhooks', { key, method: 'POST', body: { url: 'http://x' } })).status).toBe(400);
    expect((await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key })).status).toBe(404);
    // Another product's webhook calls: not counted either (the family key on ocean).
    await http(sys.urls.ocean, '/v1/webhooks', { key: await o.key('tmcp') });
    expect(await used()).toBe(before + 6);
  });

  it('refuses schedules webhook requests with 429 quota_exceeded once the allowance is spent, doing nothing', async () => {
    await sys.services.db.query("INSERT INTO accounts.plans (name, window_limit, minute_limit) VALUES ('webhooks_tiny', 120, 360) ON CONFLICT DO NOTHING");
    await sys.services.db.query("INSERT INTO schedules.quota_plans (plan, monthly_calls, daily_key_calls) VALUES ('webhooks_tiny', 2, 100) ON CONFLICT DO NOTHING");
    const o = await sys.org({ plan: 'webhooks_tiny', entitlements: { schedules: null } });
    const key = await o.key('smcp');
    await register('schedules', key, { url: rx.url('/quota-1') }); // 1
    await register('schedules', key, { url: rx.url('/quota-2') }); // 2: allowance spent
    const r = await http(sys.urls.schedules, '/v1/webhooks', { key, method: 'POST', body: { url: rx.url('/quota-3') } });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ ok: false, error: { code: 'quota_exceeded' } });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await sys.services.db.query('SELECT url FROM webhooks.endpoints WHERE org_id = $1', [o.id]);
    expect(rows.rows.map((x: any) => x.url).sort()).toEqual([rx.url('/quota-1'), rx.url('/quota-2')]);
    expect((await http(sys.urls.schedules, '/v1/webhooks', { key })).status).toBe(429);
  });
});

describe('delivery', () => {
  let org: TestOrg;
  const keys = {} as Record<Product, string>;
  beforeAll(async () => {
    org = await sys.org({ entitlements: ALL });
    for (const p of PRODUCTS) keys[p] = await org.key(KEY_PREFIX[p]);
  });

  const TRANSPORT = new Set(['host', 'content-length', 'connection']);
  const latest = async (p: Product, id: string) => (await detail(p, keys[p], id)).recent_deliveries[0];

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
      expect(req!.json).toMatchObject({ type: 'ping', occurred_at: sys.clock.now().toISOString(), data: { endpoint_id: h.id } });
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
        },
      ]);
    }
  });

  it('fans an event out only to active, subscribed endpoints of its product and organisation', async () => {
    const other = await sys.org({ entitlements: ALL });
    const p = { arrivedOnly: freshPath('fan'), all: freshPath('fan'), paused: freshPath('fan'), otherOrg: freshPath('fan'), air: freshPath('fan') };
    const arrivedOnly = await register('ocean', keys.ocean, { url: rx.url(p.arrivedOnly), event_types: ['container_arrived'] });
    const all = await register('ocean', keys.ocean, { url: rx.url(p.all) });
    const paused = await register('ocean', keys.ocean, { url: rx.url(p.paused) });
    await http(sys.urls.ocean, `/v1/webhooks/${paused.id}`, { key: keys.ocean, method: 'PATCH', body: { active: false } });
    await register('ocean', await other.key('tmcp'), { url: rx.url(p.otherOrg) });
    await register('air', keys.air, { url: rx.url(p.air) });

    const occurred = new Date(sys.clock.now().getTime() - 5 * 60_000);
    await emit(org.id, 'ocean', 'container_arrived', { container_id: 'MSCU1234565', port: 'NLRTM' }, occurred);
    await emit(org.id, 'ocean', 'eta_changed', { container_id: 'MSCU1234565', eta: '2026-12-01T08:00:00Z' });
    const stats = await dispatcher().runOnce();
    expect(stats).toMatchObject({ events: 2, queued: 3, attempted: 3, delivered: 3 });
    expect(rx.requests(p.arrivedOnly).map((r) => r.json.type)).toEqual(['container_arrived']);
    expect(rx.requests(p.all).map((r) => r.json.type).sort()).toEqual(['container_arrived', 'eta_changed']);
    for (const none of [p.paused, p.otherOrg, p.air]) expect(rx.requests(none)).toEqual([]);
    const arrived = rx.requests(p.arrivedOnly)[0]!;
    expect(arrived.json).toEqual({ id: expect.any(String), type: 'container_arrived', occurred_at: occurred.toISOString(), data: { container_id: 'MSCU1234565', port: 'NLRTM' } });
    expect(verifies(arrivedOnly.secret, arrived.body, arrived.headers['x-ocean-signature'])).toBe(true);
    const copy = rx.requests(p.all).find((r) => r.json.type === 'container_arrived')!;
    expect(copy.json.id).not.toBe(arrived.json.id); // one delivery per endpoint
    expect(verifies(all.secret, copy.body, copy.headers['x-ocean-signature'])).toBe(true);
    // Raised while paused: never queued, also not after revival.
    await http(sys.urls.ocean, `/v1/webhooks/${paused.id}`, { key: keys.ocean, method: 'PATCH', body: { active: true } });
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
    expect(e.recent_deliveries[0]).toMatchObject({ status: 'pending', attempt_count: 1, last_status_code: 500, last_error: 'HTTP 500', delivered_at: null });
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
    expect(e.recent_deliveries[0]).toMatchObject({ status: 'dead', attempt_count: 9, last_status_code: 503, last_error: 'HTTP 503', delivered_at: null });
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
    const d = createDispatcher({ ...sys.services, db: racing }, LOCAL, { random: () => 0.5 });
    dispatchers.push(d);
    expect(await d.runOnce()).toMatchObject({ events: 1, queued: 1, attempted: 1, delivered: 1 });
    expect(rx.requests(path)).toHaveLength(1);
  });

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
    const r = await http(sys.urls.air, `/v1/webhooks/${reg.id}`, { key: keys.air, method: 'PATCH', body: { active: true } });
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
    await http(sys.urls.schedules, `/v1/webhooks/${reg.id}`, { key: keys.schedules, method: 'PATCH', body: { active: false } });
    up = true;
    sys.clock.advance(3_600_000);
    await emit(org.id, 'schedules', 'sailing_slipped', { voyage: '124W' });
    expect(await d.runOnce()).toMatchObject({ events: 1, queued: 0, attempted: 0 });
    expect(rx.requests(path)).toHaveLength(1);
    const e = await detail('schedules', keys.schedules, reg.id);
    expect(e).toMatchObject({ active: false, failure_count: 1 });
    expect(e.recent_deliveries.map((x: any) => x.status)).toEqual(['pending']);
    await http(sys.urls.schedules, `/v1/webhooks/${reg.id}`, { key: keys.schedules, method: 'PATCH', body: { active: true } });
    expect(await d.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
    expect(rx.requests(path).map((r) => r.json.type)).toEqual(['blank_sailing', 'blank_sailing']);
  });

  it('prunes finished deliveries and their events after retention, never pending ones', async () => {
    const ok = freshPath('prune-ok');
    const down = freshPath('prune-down');
    rx.on(down, answer(500));
    const a = await register('ocean', keys.ocean, { url: rx.url(ok) });
    const b = await register('ocean', keys.ocean, { url: rx.url(down) });
    for (const e of [a, b]) await http(sys.urls.ocean, `/v1/webhooks/${e.id}/test`, { key: keys.ocean, method: 'POST' });
    expect(await dispatcher().runOnce()).toMatchObject({ delivered: 1, failed: 1 });
    const count = async (id: string) =>
      (await sys.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks.deliveries WHERE endpoint_id = $1', [id])).rows[0]!.n;
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
    const count = async () => (await sys.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks.deliveries WHERE endpoint_id = $1', [reg.id])).rows[0]!.n;
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
    const all = await sys.services.db.query<{ id: string }>('SELECT id FROM webhooks.deliveries WHERE endpoint_id = $1 ORDER BY seq DESC', [reg.id]);
    const e = await detail('ocean', keys.ocean, reg.id);
    expect(e.recent_deliveries.map((x: any) => x.id)).toEqual(all.rows.slice(0, 20).map((r) => r.id));
    expect(e.recent_deliveries.every((x: any) => x.status === 'pending' && x.attempt_count === 0)).toBe(true);
    expect(await dispatcher().runOnce()).toMatchObject({ attempted: 25, delivered: 25 });
  });

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
    expect(await latest('ocean', ids.redirect!)).toMatchObject({ status: 'pending', last_status_code: 302, last_error: 'HTTP 302 (redirects are not followed)' });
    expect(rx.requests(paths.target)).toEqual([]);
    expect(await latest('ocean', ids.teapot!)).toMatchObject({ status: 'pending', last_status_code: 418, last_error: 'HTTP 418' });
    expect(await latest('ocean', ids.reset!)).toMatchObject({ status: 'pending', last_status_code: null, last_error: expect.stringMatching(/^transport error: /) });
    for (const ok of ['created', 'empty', 'flood']) expect(await latest('ocean', ids[ok]!), ok).toMatchObject({ status: 'delivered', last_error: null });
    expect((await latest('ocean', ids.created!)).last_status_code).toBe(201);
    expect((await latest('ocean', ids.empty!)).last_status_code).toBe(204);
    expect(flooded).toBeLessThan(64 * 1024 * 1024); // the dispatcher hung up long before the end
  });

  it('fails an attempt that gets no answer within the time-out', async () => {
    const path = freshPath('slow');
    rx.on(path, () => undefined); // never answers
    const reg = await register('ocean', keys.ocean, { url: rx.url(path, '127.0.0.1') });
    await http(sys.urls.ocean, `/v1/webhooks/${reg.id}/test`, { key: keys.ocean, method: 'POST' });
    const began = Date.now();
    expect(await dispatcher({ timeoutMs: 300 }).runOnce()).toMatchObject({ attempted: 1, failed: 1 });
    expect(Date.now() - began).toBeLessThan(5000);
    expect(rx.requests(path)).toHaveLength(1);
    expect(await latest('ocean', reg.id)).toMatchObject({ status: 'pending', attempt_count: 1, last_status_code: null, last_error: 'timeout after 300 ms' });
    expect((await detail('ocean', keys.ocean, reg.id)).failure_count).toBe(1);
  });

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
      expect(await latest('ocean', ids[name]!), name).toMatchObject({ status: 'pending', last_status_code: null, last_error: expect.stringMatching(/^refused: /) });
    }
    expect((await latest('ocean', ids.metadata!)).last_error).toMatch(/169\.254\.169\.254 is a link-local/);
    expect((await latest('ocean', ids.localhost!)).last_error).toMatch(/localhost resolves to 127\.0\.0\.1 is a loopback/);
    // With loopback allow-listed (as every other test here runs), the same endpoints receive.
    sys.clock.advance(DEFAULT_RETRY_DELAYS_MS[0]!);
    await dispatcher().runOnce();
    for (const name of ['localhost', 'loopback', 'decimal']) expect(await latest('ocean', ids[name]!), name).toMatchObject({ status: 'delivered' });
    expect((await latest('ocean', ids.metadata!)).last_error).toMatch(/^refused: /);
  });

  it('resolves the host once per attempt and connects to the checked address, never to a second answer (no DNS rebinding)', async () => {
    const path = freshPath('pinned');
    // A rebinding name server: a safe address first, a private one the next time. The system
    // resolver knows no hooks.test (RFC 2606), so a connection that looked the name up again
    // itself would fail instead of arriving.
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '10.0.0.7', family: 4 }]];
    const asked: string[] = [];
    const client = new DeliveryClient(resolveSettings({ allowPrivate: ['127.0.0.0/8'], caPem: certs.caPem, dnsCacheMs: 0 }), async (host) => {
      asked.push(host);
      return answers.shift() ?? [];
    });
    try {
      const job = {
        product: 'ocean' as const,
        id: randomUUID(),
        event_type: 'ping',
        bodyTail: eventBodyTail({ event_type: 'ping', occurred_at: new Date().toISOString(), data: {} }),
        url: `https://hooks.test:${rx.port}${path}`,
        secretHash: hashSecret(newSecret()),
      };
      expect(await deliver(client, job)).toEqual({ ok: true, statusCode: 200, error: null });
      expect(asked).toEqual(['hooks.test']);
      expect(rx.requests(path).map((r) => r.headers.host)).toEqual([`hooks.test:${rx.port}`]);
      // The next resolution answers a private address: refused before any connection.
      const second = await deliver(client, job);
      expect(second).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/^refused: hooks\.test resolves to 10\.0\.0\.7 /) });
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
    expect(await latest('ocean', reg.id)).toMatchObject({ status: 'pending', last_status_code: null, last_error: expect.stringMatching(/^TLS error: /) });
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
      for (let i = 0; i < 10; i++) await raiseEvent(tx, { product: 'loading', orgId: o.id, type: 'plan_updated', data: { i }, occurredAt: sys.clock.now() });
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

  it('takes over a delivery whose dispatcher stalled past its lease, with the same id; the stale result is discarded', async () => {
    const path = freshPath('stall');
    let first: import('node:http').ServerResponse | null = null;
    rx.on(path, (_r, res) => {
      if (!first) first = res;
      else res.writeHead(200).end();
    });
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    await emit(org.id, 'ocean', 'vessel_departed', { imo: 9811000 });
    const stalled = dispatcher({ timeoutMs: 5000 });
    const successor = dispatcher({ timeoutMs: 5000 });
    const stalledPass = stalled.runOnce();
    await rx.waitFor(path, 1);
    expect(await successor.runOnce()).toMatchObject({ attempted: 0 }); // leased
    sys.clock.advance(stalled.settings.leaseMs);
    expect(await successor.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
    first!.writeHead(500).end(); // the stalled attempt answers late, and badly
    expect(await stalledPass).toMatchObject({ attempted: 1 });
    const e = await detail('ocean', keys.ocean, reg.id);
    expect(e).toMatchObject({ failure_count: 0, last_delivery_at: sys.clock.now().toISOString() });
    expect(e.recent_deliveries).toHaveLength(1);
    expect(e.recent_deliveries[0]).toMatchObject({ status: 'delivered', attempt_count: 1, last_status_code: 200, last_error: null });
    const [a, b] = rx.requests(path);
    expect(a!.json.id).toBe(e.recent_deliveries[0].id);
    expect(b!.body.equals(a!.body)).toBe(true);
  });

  it.skipIf(!usingPostgres)('completes, with the same id, a delivery whose dispatcher process was killed mid-attempt (PostgreSQL: PGlite is one process)', async () => {
    const path = freshPath('killed');
    rx.on(path, () => undefined); // the child's attempt hangs until the child dies
    const reg = await register('ocean', keys.ocean, { url: rx.url(path) });
    await emit(org.id, 'ocean', 'demurrage_warning', { container_id: 'MSCU1234565', days_left: 2 });
    const settings = { ...LOCAL, timeoutMs: 20_000 };
    const child = fork('test/support/webhooks-dispatcher-child.ts', [sys.services.config.databaseUrl!, sys.clock.now().toISOString(), JSON.stringify(settings)], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_c, sig) => resolve(sig)));
    await rx.waitFor(path, 1, 20_000);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const row = (await sys.services.db.query<any>('SELECT status, attempt_count FROM webhooks.deliveries WHERE endpoint_id = $1', [reg.id])).rows;
    // Never recorded: the cut-short attempt is not counted (attempt_count counts recorded attempts).
    expect(row).toEqual([{ status: 'pending', attempt_count: 0 }]);
    const lease = (await sys.services.db.query<any>('SELECT lease_token FROM webhooks.endpoints WHERE id = $1', [reg.id])).rows[0];
    expect(lease.lease_token).toEqual(expect.any(String)); // the dead process still holds the endpoint
    rx.on(path, answer(200));
    const d = dispatcher({ timeoutMs: 20_000 });
    expect(await d.runOnce()).toMatchObject({ attempted: 0 }); // the dead process's lease still holds
    sys.clock.advance(d.settings.leaseMs);
    expect(await d.runOnce()).toMatchObject({ attempted: 1, delivered: 1 });
    const [a, b] = rx.requests(path);
    expect(b!.headers['x-ocean-delivery']).toBe(a!.headers['x-ocean-delivery']);
    expect(b!.body.equals(a!.body)).toBe(true);
    expect(await latest('ocean', reg.id)).toMatchObject({ id: a!.json.id, status: 'delivered', attempt_count: 1, last_error: null });
  }, 60_000);

  it('never sends one attempt twice with two dispatchers working the same queue', async () => {
    const o = await sys.org({ entitlements: { schedules: null } });
    const k = await o.key('smcp');
    const paths = [freshPath('two'), freshPath('two'), freshPath('two')];
    for (const p of paths) await register('schedules', k, { url: rx.url(p) });
    await sys.services.db.tx(async (tx) => {
      for (let i = 0; i < 80; i++) await raiseEvent(tx, { product: 'schedules', orgId: o.id, type: 'cutoff_approaching', data: { i }, occurredAt: sys.clock.now() });
    });
    // On PostgreSQL the second dispatcher has its own connection pool, as another process would.
    const db2 = usingPostgres ? await openDb({ databaseUrl: sys.services.config.databaseUrl, poolMax: 4 }) : sys.services.db;
    const d1 = dispatcher({ fanOutBatch: 20 });
    const d2 = new (d1.constructor as typeof Dispatcher)({ ...sys.services, db: db2 }, resolveSettings({ ...LOCAL, fanOutBatch: 20 }));
    dispatchers.push(d2);
    try {
      const [a, b] = await Promise.all([d1.runOnce(), d2.runOnce()]);
      expect(a.events + b.events).toBe(80);
      expect(a.attempted + b.attempted).toBe(240);
      expect(a.delivered + b.delivered).toBe(240);
    } finally {
      if (db2 !== sys.services.db) await db2.close();
    }
    const ids = paths.flatMap((p) => rx.requests(p).map((r) => r.json.id));
    expect(ids).toHaveLength(240);
    expect(new Set(ids).size).toBe(240);
    const rows = await sys.services.db.query<{ status: string; attempt_count: number; n: number }>(
      `SELECT d.status, d.attempt_count, count(*)::int AS n FROM webhooks.deliveries d JOIN webhooks.endpoints e ON e.id = d.endpoint_id
        WHERE e.org_id = $1 GROUP BY 1, 2`,
      [o.id],
    );
    expect(rows.rows).toEqual([{ status: 'delivered', attempt_count: 1, n: 240 }]);
  });

  it('runs continuously: an event wakes the dispatcher at once (NOTIFY), not at the next sweep', async () => {
    const path = freshPath('live');
    await register('rates', keys.rates, { url: rx.url(path) });
    const d = dispatcher({ sweepMs: 600_000 });
    await d.start();
    try {
      await emit(org.id, 'rates', 'index_refreshed', { index: 'SCFI' });
      await rx.waitFor(path, 1, 5000);
    } finally {
      await d.stop();
    }
    expect(rx.requests(path)[0]!.json.type).toBe('index_refreshed');
  });

  it('starts from the module (startWorkers) with settings from the environment', async () => {
    const path = freshPath('workers');
    await register('loading', keys.loading, { url: rx.url(path) });
    const saved = { ...process.env };
    process.env.WEBHOOK_ALLOW_PRIVATE = '127.0.0.0/8';
    process.env.WEBHOOK_CA_FILE = certs.caFile;
    process.env.WEBHOOK_TIMEOUT_MS = '3000';
    const { webhooks } = await import('../../subgraphs/webhooks/index.js');
    // As a worker process starts: its configuration loaded from the environment.
    const stop = webhooks.startWorkers!({ ...sys.services, config: loadConfig(process.env) });
    try {
      await emit(org.id, 'loading', 'plan_updated', { plan_id: 'P-9' });
      await rx.waitFor(path, 1, 5000);
    } finally {
      await stop();
      process.env = saved;
    }
  });
});

