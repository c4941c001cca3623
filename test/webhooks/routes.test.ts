// Webhook routes through HTTP (docs/webhooks.md, Part 2): the six routes on every product host,
// their validation, scoping, entitlements, and schedules metering.
import { describe, it, expect, beforeAll } from 'vitest';
import { createHash } from 'node:crypto';
import { http, type TestSystem } from '../support/harness.js';
import { definePlan } from '../support/factories.js';
import { webhookSuite, PRODUCTS, ALL, data, errorCode } from '../support/webhooks-suite.js';
import { registerEndpoint } from '../../subgraphs/webhooks/use-cases/register-endpoint.js';
import type { Receiver } from '../support/webhooks-receiver.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { register, detail, freshPath } = suite;
let sys: TestSystem;
let rx: Receiver;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, keys } = suite.running()));

describe('routes', () => {
  it('registers on every product host: 201, one-time secret, only its key sealed is stored, catalogue filtering', async () => {
    for (const p of PRODUCTS) {
      const url = rx.url(freshPath(`reg-${p}`));
      const types: Record<Product, string[]> = {
        ocean: ['container_arrived', 'no_such_event', 'eta_changed', 'container_arrived'],
        air: ['awb_departed', 'container_arrived'],
        schedules: ['blank_sailing', 'bogus'],
        rates: ['index_refreshed'],
        loading: ['plan_created', 'awb_arrived'],
      };
      const r = await http(sys.urls[p], '/v1/webhooks', {
        key: keys[p],
        method: 'POST',
        body: { url, event_types: types[p], description: `hook ${p}` },
      });
      expect(r.status, p).toBe(201);
      const d = data(p, r.body);
      expect(Object.keys(d).sort()).toEqual([
        'active',
        'created_at',
        'description',
        'event_types',
        'id',
        'secret',
        'url',
      ]);
      expect(d).toMatchObject({
        url,
        description: `hook ${p}`,
        active: true,
        created_at: sys.clock.now().toISOString(),
      });
      expect(d.event_types).toEqual(
        {
          ocean: ['container_arrived', 'eta_changed'],
          air: ['awb_departed'],
          schedules: ['blank_sailing'],
          rates: ['index_refreshed'],
          loading: ['plan_created'],
        }[p],
      );
      expect(d.secret).toMatch(/^whsec_[A-Za-z0-9_-]{64}$/);
      const row = (
        await sys.services.db.query<Record<string, unknown>>('SELECT * FROM webhooks.endpoints WHERE id = $1', [d.id])
      ).rows[0]!;
      expect(row.secret_hash).toBeNull();
      expect(row.signing_key).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      expect(JSON.stringify(row)).not.toContain(d.secret.slice(6));
      expect(JSON.stringify(row)).not.toContain(createHash('sha256').update(d.secret).digest('hex'));
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
    const bad = [
      {},
      { url: 'http://example.com/hook' },
      { url: 'ftp://x' },
      { url: 'https://' },
      { url: 42 },
      { url: 'HTTPS://example.com' },
    ];
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
    const patch = await http(sys.urls.air, `/v1/webhooks/${id}`, {
      key: keys.air,
      method: 'PATCH',
      body: { active: 'yes' },
    });
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
    expect(Object.keys(r.body.data.items[0]).sort()).toEqual([
      'active',
      'created_at',
      'description',
      'event_types',
      'failure_count',
      'id',
      'last_delivery_at',
      'url',
    ]);
  });

  it('updates exactly as 4.6: url only when https, event_types replaced, description, pause', async () => {
    const d = await register('schedules', keys.schedules, {
      url: rx.url('/u1'),
      event_types: ['blank_sailing'],
      description: 'before',
    });
    const patch = (body: unknown) =>
      http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key: keys.schedules, method: 'PATCH', body });
    let r = await patch({ url: 'http://insecure.example/hook', event_types: ['reliability_drop', 'made_up'] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ok: true,
      data: { id: d.id, url: rx.url('/u1'), event_types: ['reliability_drop'], description: 'before', active: true },
    });
    r = await patch({ url: rx.url('/u2'), description: 'after', active: false });
    expect(r.body.data).toEqual({
      id: d.id,
      url: rx.url('/u2'),
      event_types: ['reliability_drop'],
      description: 'after',
      active: false,
    });
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
    expect(
      (await http(sys.urls.ocean, `/v1/webhooks/${mine.id}`, { key: theirs, method: 'PATCH', body: { active: false } }))
        .status,
    ).toBe(404);
    expect((await http(sys.urls.ocean, `/v1/webhooks/${mine.id}/test`, { key: theirs, method: 'POST' })).status).toBe(
      404,
    );
    const del = await http(sys.urls.ocean, `/v1/webhooks/${mine.id}`, { key: theirs, method: 'DELETE' });
    expect(del.body.data).toEqual({ id: mine.id, deleted: true }); // no existence check, and nothing deleted
    expect((await http(sys.urls.ocean, '/v1/webhooks', { key: theirs })).body.data.items).toEqual([]);
    expect(await detail('ocean', keys.ocean, mine.id)).toMatchObject({
      id: mine.id,
      active: true,
      description: 'mine',
    });
    // Same organisation, another product's host: not this product's endpoint.
    expect((await http(sys.urls.air, `/v1/webhooks/${mine.id}`, { key: keys.air })).status).toBe(404);
    expect((await http(sys.urls.air, `/v1/webhooks/${mine.id}`, { key: keys.air, method: 'DELETE' })).status).toBe(200);
    expect(await detail('ocean', keys.ocean, mine.id)).toMatchObject({ id: mine.id });
  });

  it('applies entitlements: register and test need the product; list, detail, delete a key; schedules update too', async () => {
    const bare = await sys.org();
    const k = {
      tmcp: await bare.key('tmcp'),
      smcp: await bare.key('smcp'),
      frm: await bare.key('frm'),
      lmcp: await bare.key('lmcp'),
    };
    // Endpoints exist (registered while entitled) so the key-only routes have something to act on.
    const ids = {} as Record<Product, string>;
    for (const p of PRODUCTS)
      ids[p] = (await registerEndpoint(sys.services, bare.id, p, { url: rx.url('/entitlements') })).id;
    const keyFor: Record<Product, string> = {
      ocean: k.tmcp,
      air: k.tmcp,
      schedules: k.smcp,
      rates: k.frm,
      loading: k.lmcp,
    };
    const metered: Product[] = ['air', 'schedules', 'rates'];
    for (const p of PRODUCTS) {
      const key = keyFor[p];
      const reg = await http(sys.urls[p], '/v1/webhooks', {
        key,
        method: 'POST',
        body: { url: rx.url('/entitlements') },
      });
      if (reg.status === 201) suite.deleteAfterTest(p, key, data(p, reg.body).id);
      const test = await http(sys.urls[p], `/v1/webhooks/${ids[p]}/test`, { key, method: 'POST' });
      const patch = await http(sys.urls[p], `/v1/webhooks/${ids[p]}`, {
        key,
        method: 'PATCH',
        body: { description: 'x' },
      });
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
    const r = await http(sys.urls.schedules, '/v1/webhooks', {
      key: expired,
      method: 'POST',
      body: { url: rx.url('/entitlements') },
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('access_expired');
  });

  it('accepts the family key on rates webhook routes besides frm_', async () => {
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
    const used = async () =>
      (
        await sys.client.execute<{ schedules_usage: { used: number } }>(
          '{ schedules_usage { used } }',
          undefined,
          principal,
        )
      ).schedules_usage.used;
    const before = await used();
    const d = await register('schedules', key, { url: rx.url('/counted') }); // 1
    await http(sys.urls.schedules, '/v1/webhooks', { key }); // 2
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key }); // 3
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key, method: 'PATCH', body: { description: 'c' } }); // 4
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}/test`, { key, method: 'POST' }); // 5
    await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key, method: 'DELETE' }); // 6
    // Refusals and errors: not counted.
    expect(
      (await http(sys.urls.schedules, '/v1/webhooks', { key, method: 'POST', body: { url: 'http://x' } })).status,
    ).toBe(400);
    expect((await http(sys.urls.schedules, `/v1/webhooks/${d.id}`, { key })).status).toBe(404);
    // Another product's webhook calls: not counted either (the family key on ocean).
    await http(sys.urls.ocean, '/v1/webhooks', { key: await o.key('tmcp') });
    expect(await used()).toBe(before + 6);
  });

  it('refuses schedules webhook requests with 429 quota_exceeded once the allowance is spent, doing nothing', async () => {
    await definePlan(sys.services.db, 'webhooks_tiny', {
      windowLimit: 120,
      minuteLimit: 360,
      schedules: { monthlyCalls: 2, dailyKeyCalls: 100 },
    });
    const o = await sys.org({ plan: 'webhooks_tiny', entitlements: { schedules: null } });
    const key = await o.key('smcp');
    await register('schedules', key, { url: rx.url('/quota-1') }); // 1
    await register('schedules', key, { url: rx.url('/quota-2') }); // 2: allowance spent
    const r = await http(sys.urls.schedules, '/v1/webhooks', {
      key,
      method: 'POST',
      body: { url: rx.url('/quota-3') },
    });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ ok: false, error: { code: 'quota_exceeded' } });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await sys.services.db.query('SELECT url FROM webhooks.endpoints WHERE org_id = $1', [o.id]);
    expect(rows.rows.map((x: any) => x.url).sort()).toEqual([rx.url('/quota-1'), rx.url('/quota-2')]);
    expect((await http(sys.urls.schedules, '/v1/webhooks', { key })).status).toBe(429);
  });
});
