// Schedules product through HTTP (docs/schedules.md): the data
// routes on the sandbox network, every error code, every counting rule, the keyless
// transition on both sides of its date, congestion filters, and the outbox events.
import { describe, it, expect } from 'vitest';
import { useSystem, http, TEST_CLOCK_START } from '../support/harness.js';
import { definePlan } from '../support/factories.js';
import { hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';
import { keylessAllowed, schedulesConfig } from '../../subgraphs/schedules/settings.js';
import { schedulesTick } from '../../subgraphs/schedules/workers/tick.js';
import { flushAllowance } from '../../subgraphs/schedules/workers/allowance.js';
import { reviseArrivals } from '../../subgraphs/schedules/store/index.js';

const sys = useSystem();

const DAY = 86_400_000;
const get = (path: string, key?: string, headers?: Record<string, string>) =>
  http(sys.urls.schedules, path, { key, headers });

async function customer(opts: { plan?: string; entitlement?: Date | null | 'none' } = {}) {
  const entitlements = opts.entitlement === 'none' ? {} : { schedules: opts.entitlement ?? null };
  const org = await sys.org({ plan: opts.plan ?? 'paid', entitlements });
  return { org, key: await org.key('smcp') };
}

async function usage(key: string): Promise<{ month: number; day: number }> {
  const r = await get('/v1/usage', key);
  expect(r.status).toBe(200);
  return { month: r.body.data.month.used, day: r.body.data.day.used };
}

const SEARCH = '/public/schedules?origin=CNSHA&destination=NLRTM';

describe('GET /public/schedules', () => {
  it('answers direct and transshipment routes in departure order and counts one call', async () => {
    const { key } = await customer();
    const r = await get(`${SEARCH.replace('CNSHA', 'cnsha')}&limit=10`, key);
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(true);
    const d = r.body.data;
    expect(d).toMatchObject({
      origin: 'CNSHA',
      destination: 'NLRTM',
      direct_only: false,
      page: 1,
      limit: 10,
      has_more: true,
      later_page: false,
    });
    expect(d.items).toHaveLength(10);
    const now = sys.clock.now().getTime();
    expect(Date.parse(d.from)).toBe(now);
    expect(Date.parse(d.to)).toBe(now + 28 * DAY);
    const deps = d.items.map((i: any) => Date.parse(i.departure_at));
    expect(deps).toEqual([...deps].sort((a, b) => a - b));
    for (const item of d.items) {
      expect(Date.parse(item.departure_at)).toBeGreaterThanOrEqual(now);
      expect(Date.parse(item.arrival_at)).toBeGreaterThan(Date.parse(item.departure_at));
      expect(item.carrier_name).not.toBe(item.carrier_code);
      expect(Date.parse(item.cutoffs.documentation_at)).toBeLessThan(Date.parse(item.cutoffs.vgm_at));
      expect(Date.parse(item.cutoffs.port_at)).toBeLessThan(Date.parse(item.departure_at));
      expect(item.legs[0].origin).toBe('CNSHA');
      expect(item.legs.at(-1).destination).toBe('NLRTM');
      if (item.direct) {
        expect(item.legs).toHaveLength(1);
        expect(item.transshipments).toBe(0);
      } else {
        const [a, b] = item.legs;
        expect(item.transshipment_ports).toEqual([a.destination]);
        expect(b.origin).toBe(a.destination);
        expect(b.carrier_code).toBe(a.carrier_code);
        expect(Date.parse(b.departure_at) - Date.parse(a.arrival_at)).toBeGreaterThanOrEqual(24 * 3_600_000);
      }
    }
    expect(r.headers.get('x-usage-counted')).toBe('1');
    expect(r.headers.get('x-usage-month')).toBe('1');
    expect(r.headers.get('x-usage-day')).toBe('1');
    expect(await usage(key)).toEqual({ month: 1, day: 1 });
  });

  it('lists every direct sailing of the window across pages, once each', async () => {
    const { key } = await customer();
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const r = await get(
        `${SEARCH}&direct=true&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        key,
      );
      expect(r.status).toBe(200);
      seen.push(...r.body.data.items.map((i: any) => i.legs[0].sailing_id));
      cursor = r.body.data.next_cursor;
      total = r.body.data.total;
      expect(r.body.data.items.every((i: any) => i.direct)).toBe(true);
    } while (cursor);
    const now = sys.clock.now();
    const expected = await sys.services.db.query<{ id: string }>(
      `SELECT DISTINCT o.sailing_id AS id FROM schedules.port_calls o
         JOIN schedules.port_calls d ON d.sailing_id = o.sailing_id AND d.unlocode = 'NLRTM' AND d.seq > o.seq
         JOIN schedules.sailings s ON s.id = o.sailing_id AND s.status = 'scheduled'
        WHERE o.unlocode = 'CNSHA' AND o.estimated_departure >= $1 AND o.estimated_departure < $2`,
      [now, new Date(now.getTime() + 28 * DAY)],
    );
    expect(expected.rows.length).toBeGreaterThan(10);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(expected.rows.map((x) => x.id).sort());
    expect((await usage(key)).month).toBe(1); // one search, however many pages
  });

  it('filters by one or more SCACs, repeated or comma-separated, and leaves blanked sailings out', async () => {
    const { key } = await customer();
    const a = await get(`${SEARCH}&scac=MAEU,hlcu&limit=50`, key);
    const b = await get(`${SEARCH}&scac=MAEU&scac=HLCU&limit=50`, key);
    expect(a.status).toBe(200);
    expect(a.body.data.scacs).toEqual(['HLCU', 'MAEU']);
    expect(a.body.data.items.length).toBeGreaterThan(0);
    expect(new Set(a.body.data.items.map((i: any) => i.carrier_code))).toEqual(new Set(['MAEU', 'HLCU']));
    expect(b.body.data.items.map((i: any) => i.id)).toEqual(a.body.data.items.map((i: any) => i.id));
    const blanked = await sys.services.db.query<{ id: string }>(
      "SELECT id FROM schedules.sailings WHERE status = 'blanked'",
    );
    expect(blanked.rows.length).toBeGreaterThan(0);
    const wide = await get(`${SEARCH}&limit=50&from=2026-10-01&to=2026-12-31`, key);
    const ids = new Set(wide.body.data.items.flatMap((i: any) => i.legs.map((l: any) => l.sailing_id)));
    for (const { id } of blanked.rows) expect(ids.has(id)).toBe(false);
  });

  it('does not count later pages; a cursor is bound to its search, its organisation and a day', async () => {
    const { key } = await customer();
    const first = await get(`${SEARCH}&limit=3`, key);
    const cursor = first.body.data.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await get(`${SEARCH}&limit=3&cursor=${encodeURIComponent(cursor)}`, key);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ later_page: true, page: 2 });
    expect(second.headers.get('x-usage-counted')).toBe('0');
    expect(Date.parse(second.body.data.items[0].departure_at)).toBeGreaterThanOrEqual(
      Date.parse(first.body.data.items[2].departure_at),
    );
    expect(second.body.data.items.map((i: any) => i.id)).not.toContain(first.body.data.items[0].id);
    expect(await usage(key)).toEqual({ month: 1, day: 1 });

    const other = await get(
      `/public/schedules?origin=CNSHA&destination=DEHAM&limit=3&cursor=${encodeURIComponent(cursor)}`,
      key,
    );
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ ok: false, error: { code: 'VALIDATION_ERROR' } });
    const forged = cursor.replace(/^.{6}/, 'eyJmIjo');
    expect((await get(`${SEARCH}&limit=3&cursor=${encodeURIComponent(forged + 'x')}`, key)).status).toBe(400);
    const stranger = await customer();
    expect((await get(`${SEARCH}&limit=3&cursor=${encodeURIComponent(cursor)}`, stranger.key)).status).toBe(400);
    sys.clock.advance(25 * 3_600_000);
    try {
      const late = await get(`${SEARCH}&limit=3&cursor=${encodeURIComponent(cursor)}`, key);
      expect(late.status).toBe(400);
      expect(late.body.error.message).toMatch(/expired/);
    } finally {
      sys.clock.set(TEST_CLOCK_START);
    }
    expect(await usage(key)).toEqual({ month: 1, day: 1 });
  });

  it('does not count an empty answer', async () => {
    const { key } = await customer();
    const r = await get('/public/schedules?origin=AEAJM&destination=NLRTM', key);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ items: [], total: 0, has_more: false, next_cursor: null });
    expect(r.headers.get('x-usage-counted')).toBe('0');
    expect(await usage(key)).toEqual({ month: 0, day: 0 });
  });

  it('answers bad input with 400 (malformed) or 404 (unknown port), not counted', async () => {
    const { key } = await customer();
    const cases: [string, number, RegExp][] = [
      ['/public/schedules?destination=NLRTM', 400, /origin is required/],
      ['/public/schedules?origin=SHANGHAI&destination=NLRTM', 400, /UN\/LOCODE/],
      ['/public/schedules?origin=CNZZZ&destination=NLRTM', 404, /not a known port/],
      ['/public/schedules?origin=NLRTM&destination=nlrtm', 400, /differ/],
      [`${SEARCH}&limit=0`, 400, /limit/],
      [`${SEARCH}&limit=51`, 400, /limit/],
      [`${SEARCH}&limit=ten`, 400, /integer/],
      [`${SEARCH}&scac=ZZZZ`, 400, /unknown SCAC: ZZZZ/],
      [`${SEARCH}&scac=M@EU`, 400, /not a SCAC/],
      [`${SEARCH}&from=2026-13-01`, 400, /calendar date|YYYY-MM-DD/],
      [`${SEARCH}&from=2026-12-10&to=2026-12-01`, 400, /before/],
      [`${SEARCH}&from=2026-12-01&to=2027-06-01`, 400, /at most 92 days/],
      [`${SEARCH}&direct=maybe`, 400, /true or false/],
      [`${SEARCH}&cursor=abc`, 400, /cursor/],
    ];
    for (const [path, status, message] of cases) {
      const r = await get(path, key);
      expect(r.status, path).toBe(status);
      expect(r.body, path).toEqual({
        ok: false,
        error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR', message: expect.stringMatching(message) },
      });
    }
    expect(await usage(key)).toEqual({ month: 0, day: 0 });
  });
});

describe('keys and refusals', () => {
  it('answers 401 UNAUTHORIZED for a missing, malformed, unknown, revoked, expired or foreign-prefix key', async () => {
    const { org, key } = await customer();
    const revoked = await org.key('smcp');
    const id = (
      await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [
        hashKey(revoked),
      ])
    ).rows[0]!.id;
    await revokeKey(sys.services.db, id, sys.clock.now());
    sys.auth.invalidate();
    const expired = await org.key('smcp', { expiresAt: new Date(sys.clock.now().getTime() - 1000) });
    const cases: [string, Record<string, string>][] = [
      ['missing', {}],
      ['malformed', { authorization: 'Bearer nope' }],
      ['unknown', { authorization: `Bearer smcp_${'A'.repeat(32)}` }],
      ['revoked', { authorization: `Bearer ${revoked}` }],
      ['expired', { authorization: `Bearer ${expired}` }],
      ['loading key', { authorization: `Bearer lmcp_${'A'.repeat(32)}` }],
    ];
    for (const path of [SEARCH, '/v1/usage']) {
      for (const [name, headers] of cases) {
        const r = await get(path, undefined, headers);
        expect(r.status, `${path} ${name}`).toBe(401);
        expect(r.body, name).toEqual({ ok: false, error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
      }
    }
    expect((await get(SEARCH, undefined, { 'x-api-key': key })).status).toBe(200);
  });

  it('accepts the family tmcp_ key, counted against the same account limit', async () => {
    const { org, key } = await customer();
    const family = await org.key('tmcp');
    expect((await get(SEARCH, key)).headers.get('x-usage-month')).toBe('1');
    const r = await get(SEARCH, family);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-usage-month')).toBe('2');
    expect(r.headers.get('x-usage-day')).toBe('1'); // the day limit is per key
  });

  it('answers 403 FORBIDDEN without schedules and 403 access_expired after the access period, not counted', async () => {
    const none = await customer({ entitlement: 'none' });
    const ended = await customer({ entitlement: new Date(sys.clock.now().getTime() - DAY) });
    for (const path of [
      SEARCH,
      '/public/reliability/leaderboard',
      '/public/port-congestion',
      '/public/reliability/lanes?origin=CNSHA&destination=NLRTM',
      '/v1/usage',
    ]) {
      const a = await get(path, none.key);
      expect(a.status, path).toBe(403);
      expect(a.body.error.code, path).toBe('FORBIDDEN');
      const b = await get(path, ended.key);
      expect(b.status, path).toBe(403);
      expect(b.body).toEqual({
        ok: false,
        error: { code: 'access_expired', message: 'schedules access period ended' },
      });
    }
    const counted = await sys.services.db.query('SELECT 1 FROM schedules.usage_counters WHERE subject = ANY($1)', [
      [none.org.id, ended.org.id],
    ]);
    expect(counted.rowCount).toBe(0);
  });

  it("answers 429 quota_exceeded with Retry-After when the key's day or the account's month is spent", async () => {
    await definePlan(sys.services.db, 'sched_tiny', {
      windowLimit: 120,
      minuteLimit: 360,
      schedules: { monthlyCalls: 3, dailyKeyCalls: 2 },
    });
    const { org, key } = await customer({ plan: 'sched_tiny' });
    expect((await get(SEARCH, key)).status).toBe(200);
    const first = await get(`${SEARCH}&limit=2`, key);
    expect(first.headers.get('x-usage-day')).toBe('2');
    expect(first.headers.get('x-usage-day-limit')).toBe('2');
    const day = await get(SEARCH, key);
    expect(day.status).toBe(429);
    expect(day.body).toEqual({
      ok: false,
      error: {
        code: 'quota_exceeded',
        message: expect.stringMatching(/daily call limit of this API key/),
        retry_after_seconds: 43_200,
        limit: 'day',
      },
    });
    expect(day.headers.get('retry-after')).toBe('43200'); // 12:00 UTC to midnight
    // a later page of a search already counted is still served (it is not counted)
    const later = await get(`${SEARCH}&limit=2&cursor=${encodeURIComponent(first.body.data.next_cursor)}`, key);
    expect(later.status).toBe(200);
    expect(later.headers.get('x-usage-counted')).toBe('0');
    // a second key of the account has its own day, but the month is shared
    const other = await org.key('smcp');
    expect((await get(SEARCH, other)).headers.get('x-usage-month')).toBe('3');
    const month = await get('/public/reliability/leaderboard', other);
    expect(month.status).toBe(429);
    expect(month.body.error).toMatchObject({ code: 'quota_exceeded', limit: 'month' });
    expect(month.headers.get('retry-after')).toBe(
      String((Date.parse('2026-12-01T00:00:00Z') - Date.parse(TEST_CLOCK_START)) / 1000),
    );
    expect(await usage(key)).toEqual({ month: 3, day: 2 });
    expect(await usage(other)).toEqual({ month: 3, day: 1 });
  });

  it('answers 429 RATE_LIMITED past the short window, not counted', async () => {
    const { key } = await customer({ plan: 'free' });
    for (let i = 0; i < 39; i++) expect((await get('/public/port-congestion?port=NLRTM', key)).status).toBe(200);
    expect((await get('/v1/usage', key)).status).toBe(200);
    const over = await get('/public/port-congestion?port=NLRTM', key);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    sys.clock.advance(61_000);
    try {
      expect(await usage(key)).toEqual({ month: 39, day: 39 });
    } finally {
      sys.clock.set(TEST_CLOCK_START);
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when access cannot be checked, and runs nothing', async () => {
    const { key } = await customer();
    await sys.services.db.query('ALTER TABLE schedules.usage_counters RENAME TO usage_counters_away');
    try {
      for (const path of [SEARCH, '/public/reliability/leaderboard', '/v1/usage']) {
        const r = await get(path, key);
        expect(r.status, path).toBe(503);
        expect(r.body).toEqual({
          ok: false,
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: expect.stringMatching(/could not be checked/),
            retry_after_seconds: 5,
          },
        });
        expect(r.headers.get('retry-after')).toBe('5');
      }
    } finally {
      await sys.services.db.query('ALTER TABLE schedules.usage_counters_away RENAME TO usage_counters');
    }
    expect((await get(SEARCH, key)).status).toBe(200);
    expect(await usage(key)).toEqual({ month: 1, day: 1 });
  });

  it('counts webhook-style calls through the record_schedules_call mutation, with the same limits', async () => {
    await definePlan(sys.services.db, 'sched_one', {
      windowLimit: 120,
      minuteLimit: 360,
      schedules: { monthlyCalls: 2, dailyKeyCalls: 100 },
    });
    const { key } = await customer({ plan: 'sched_one' });
    const call = (kind: string) =>
      http(sys.urls.gateway, '', {
        key,
        method: 'POST',
        body: {
          query: `mutation { record_schedules_call(kind: "${kind}") { used counted month { used limit remaining } } }`,
        },
      });
    const a = await call('webhooks');
    expect(a.body.data.record_schedules_call).toEqual({
      used: 1,
      counted: true,
      month: { used: 1, limit: 2, remaining: 1 },
    });
    expect((await call('Not A Kind')).body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect((await call('webhooks')).body.data.record_schedules_call.used).toBe(2);
    const over = await call('webhooks');
    expect(over.body.errors[0].extensions).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      status: 429,
      headers: { 'Retry-After': expect.any(String) },
    });
    expect(await usage(key)).toEqual({ month: 2, day: 2 });
  });
});

describe('reliability', () => {
  it('answers the on-time share per carrier on a lane, matching the observed arrivals', async () => {
    const { key } = await customer();
    const r = await get('/public/reliability/lanes?origin=CNSHA&destination=NLRTM', key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ origin: 'CNSHA', destination: 'NLRTM', tolerance_hours: 24, min_obs: 20 });
    const now = sys.clock.now();
    const expected = await sys.services.db.query<{ carrier_scac: string; obs: number; on_time: number }>(
      `SELECT d.carrier_scac, count(*)::int AS obs,
              count(*) FILTER (WHERE abs(extract(epoch FROM d.actual_arrival - d.scheduled_arrival)) <= 24 * 3600)::int AS on_time
         FROM schedules.port_calls d JOIN schedules.port_calls o ON o.sailing_id = d.sailing_id AND o.unlocode = 'CNSHA' AND o.seq < d.seq
        WHERE d.unlocode = 'NLRTM' AND d.actual_arrival > $1 AND d.actual_arrival <= $2 GROUP BY 1`,
      [new Date(now.getTime() - 182 * DAY), now],
    );
    expect(d.carriers.map((c: any) => c.carrier_code).sort()).toEqual(expected.rows.map((x) => x.carrier_scac).sort());
    for (const row of expected.rows) {
      const c = d.carriers.find((x: any) => x.carrier_code === row.carrier_scac);
      expect(c).toMatchObject({
        observations: row.obs,
        on_time: row.on_time,
        on_time_pct: Math.round((1000 * row.on_time) / row.obs) / 10,
      });
      expect(c.provisional).toBe(row.obs < 20);
    }
    expect(d.observations).toBe(expected.rows.reduce((s, x) => s + x.obs, 0));
    const ranked = d.carriers.filter((c: any) => c.ranked);
    expect(ranked.map((c: any) => c.on_time_pct)).toEqual(
      [...ranked.map((c: any) => c.on_time_pct)].sort((a: number, b: number) => b - a),
    );
    expect(r.headers.get('x-usage-counted')).toBe('1');

    const one = await get('/public/reliability/lanes?origin=CNSHA&destination=NLRTM&scac=MAEU', key);
    expect(one.body.data.carriers.map((c: any) => c.carrier_code)).toEqual(['MAEU']);
  });

  it('answers 404 for a lane without observations (not counted), 400 for bad input', async () => {
    const { key } = await customer();
    const r = await get('/public/reliability/lanes?origin=AEAJM&destination=NLRTM', key);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('NOT_FOUND');
    expect((await get('/public/reliability/lanes?origin=CNSHA', key)).status).toBe(400);
    expect((await get('/public/reliability/lanes?origin=CNSHA&destination=NLRTM&scac=NOPE1', key)).status).toBe(400);
    expect(await usage(key)).toEqual({ month: 0, day: 0 });
  });

  it('answers the carrier league exactly as documented, limit 1 to 100', async () => {
    const { key } = await customer();
    const r = await get('/public/reliability/leaderboard?limit=100', key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d).sort()).toEqual(['carriers', 'min_obs', 'ranked_total', 'total']);
    expect(d.min_obs).toBe(20);
    expect(d.total).toBe(65);
    expect(d.carriers).toHaveLength(65);
    for (const c of d.carriers) {
      expect(Object.keys(c).sort()).toEqual([
        'carrier_code',
        'carrier_name',
        'observations',
        'on_time_pct',
        'provisional',
        'rank',
        'ranked',
      ]);
      expect(c.ranked).toBe(c.observations >= 20);
      expect(c.provisional).toBe(!c.ranked);
      expect(c.rank === null).toBe(!c.ranked);
    }
    const ranked = d.carriers.filter((c: any) => c.ranked);
    expect(ranked.length).toBe(d.ranked_total);
    expect(d.carriers.slice(0, ranked.length)).toEqual(ranked); // ranked first, then the provisional
    expect(ranked.length).toBeLessThan(65);
    expect(ranked[0].rank).toBe(1);
    const five = await get('/public/reliability/leaderboard?limit=5', key);
    expect(five.body.data.carriers).toEqual(d.carriers.slice(0, 5));
    expect(five.body.data.total).toBe(65);
    for (const bad of ['0', '101', 'x', '2.5'])
      expect((await get(`/public/reliability/leaderboard?limit=${bad}`, key)).status, bad).toBe(400);
  });
});

describe('port congestion', () => {
  it('answers one port; level is ignored with port; unknown or silent ports are 404', async () => {
    const { key } = await customer();
    const r = await get('/public/port-congestion?port=bdcgp', key);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      port: 'BDCGP',
      port_name: 'Chittagong',
      wait_hours: expect.any(Number),
      at_anchor: expect.any(Number),
      at_berth: expect.any(Number),
      level: 'severe',
      observed_at: sys.clock.now().toISOString(),
    });
    expect(r.body.data.wait_hours).toBeGreaterThanOrEqual(72);
    const withLevel = await get('/public/port-congestion?port=BDCGP&level=mild&limit=9999', key);
    expect(withLevel.body.data).toEqual(r.body.data);
    expect((await get('/public/port-congestion?port=CNZZZ', key)).status).toBe(404);
    const silent = await get('/public/port-congestion?port=AEAJM', key);
    expect(silent.status).toBe(404);
    expect((await get('/public/port-congestion?port=12', key)).status).toBe(400);
    expect(await usage(key)).toEqual({ month: 2, day: 2 });
  });

  it('answers the leaderboard: default 100 rows, at most 500, filtered by level, unrecognised level = unfiltered', async () => {
    const { key } = await customer();
    const all = (await get('/public/port-congestion?limit=500', key)).body.data;
    expect(all.level).toBeNull();
    expect(all.total).toBeGreaterThan(100);
    expect(all.items).toHaveLength(all.total);
    const waits = all.items.map((i: any) => i.wait_hours);
    expect(waits).toEqual([...waits].sort((a: number, b: number) => b - a));
    expect(all.items.map((i: any) => i.rank)).toEqual(all.items.map((_: unknown, i: number) => i + 1));
    for (const i of all.items)
      expect(i.level).toBe(i.wait_hours >= 72 ? 'severe' : i.wait_hours >= 24 ? 'moderate' : 'mild');
    const def = (await get('/public/port-congestion', key)).body.data;
    expect(def).toMatchObject({ limit: 100, total: all.total });
    expect(def.items).toEqual(all.items.slice(0, 100));
    let sum = 0;
    for (const level of ['mild', 'moderate', 'severe']) {
      const f = (await get(`/public/port-congestion?level=${level.toUpperCase()}&limit=500`, key)).body.data;
      expect(f.level).toBe(level);
      expect(f.total).toBeGreaterThan(0);
      expect(f.items.every((i: any) => i.level === level)).toBe(true);
      expect(f.items.map((i: any) => i.port)).toEqual(
        all.items.filter((i: any) => i.level === level).map((i: any) => i.port),
      );
      sum += f.total;
    }
    expect(sum).toBe(all.total);
    const odd = (await get('/public/port-congestion?level=extreme&limit=500', key)).body.data;
    expect(odd).toEqual(all);
    expect((await get('/public/port-congestion?limit=2', key)).body.data.items).toEqual(
      all.items.slice(0, 2).map((i: any) => i),
    );
    for (const bad of ['0', '501', 'lots'])
      expect((await get(`/public/port-congestion?limit=${bad}`, key)).status, bad).toBe(400);
  });
});

describe('keyless transition of the three formerly open routes', () => {
  const paths = [
    '/public/reliability/lanes?origin=CNSHA&destination=NLRTM',
    '/public/reliability/leaderboard?limit=3',
    '/public/port-congestion?limit=5',
  ];

  it('reads its last day from configuration', () => {
    const cfg = schedulesConfig({ SCHEDULES_KEYLESS_UNTIL: '2027-01-31' });
    expect(keylessAllowed(cfg, new Date('2027-01-31T23:59:59Z'))).toBe(true);
    expect(keylessAllowed(cfg, new Date('2027-02-01T00:00:00Z'))).toBe(false);
    expect(schedulesConfig({}).keylessUntil).toBe('2026-10-21');
    expect(() => schedulesConfig({ SCHEDULES_KEYLESS_UNTIL: '21/10/2026' })).toThrow(/YYYY-MM-DD/);
  });

  it('answers 401 to a keyless call after 21 October 2026', async () => {
    for (const p of paths) {
      const r = await get(p);
      expect(r.status, p).toBe(401);
      expect(r.body).toEqual({
        ok: false,
        error: { code: 'UNAUTHORIZED', message: expect.stringMatching(/keyless access .* ended after 2026-10-21/) },
      });
    }
  });

  it('answers a keyless call free with Deprecation: true through 21 October, and 401 from the 22nd', async () => {
    const { key } = await customer();
    sys.clock.set('2026-10-21T23:59:59Z');
    try {
      for (const p of paths) {
        const r = await get(p);
        expect(r.status, p).toBe(200);
        expect(r.body.ok).toBe(true);
        expect(r.headers.get('deprecation')).toBe('true');
        expect(r.headers.get('sunset')).toBe('Thu, 22 Oct 2026 00:00:00 GMT');
        expect(r.headers.get('x-usage-month')).toBeNull();
      }
      const keyed = await get(paths[1]!, key);
      expect(keyed.status).toBe(200);
      expect(keyed.headers.get('deprecation')).toBeNull();
      expect(keyed.headers.get('x-usage-counted')).toBe('1');
      // /public/schedules was never open
      expect((await get(SEARCH)).status).toBe(401);
      sys.clock.set('2026-10-22T00:00:00Z');
      for (const p of paths) expect((await get(p)).status, p).toBe(401);
    } finally {
      sys.clock.set(TEST_CLOCK_START);
    }
    await flushAllowance(sys.services); // the counts this process admitted, written
    const counted = await sys.services.db.query<{ used: number }>(
      "SELECT sum(used)::int AS used FROM schedules.usage_counters WHERE period = 'month' AND period_start = '2026-10-01'",
    );
    expect(counted.rows[0]!.used).toBe(1); // only the keyed call
  });
});

describe('open routes', () => {
  it('lists the 65 lines and searches ports without a key, never counted', async () => {
    const carriers = await get('/public/schedules/carriers');
    expect(carriers.status).toBe(200);
    expect(carriers.body.data.total).toBe(65);
    expect(
      carriers.body.data.items.every((c: any) => /^[A-Z0-9]{4}$/.test(c.scac) && c.name && c.upcoming_sailings > 0),
    ).toBe(true);
    const ports = await get('/public/ports/search?q=rotterdam&limit=5');
    expect(ports.status).toBe(200);
    expect(ports.body.data.items[0]).toMatchObject({ unlocode: 'NLRTM', name: 'Rotterdam', country_code: 'NL' });
    expect((await get('/public/ports/search')).status).toBe(400);
    expect((await get('/public/ports/search?q=r')).status).toBe(400);
    expect((await get('/public/ports/search?q=rot&limit=51')).status).toBe(400);
    const { key } = await customer();
    expect((await get('/public/schedules/carriers', key)).status).toBe(200);
    expect(await usage(key)).toEqual({ month: 0, day: 0 });
  });
});

describe('events into the outbox', () => {
  const outbox = (orgId: string, type?: string) => sys.outbox(orgId, 'schedules', type);

  it('raises cutoff_approaching once per sailing for a watched lane', async () => {
    const { org, key } = await customer();
    const stranger = await customer();
    const due = await sys.services.db.query<{ origin: string; destination: string }>(
      `SELECT o.unlocode AS origin, s.destination_unlocode AS destination FROM schedules.port_calls o
         JOIN schedules.sailings s ON s.id = o.sailing_id AND s.status = 'scheduled'
        WHERE o.seq = 0 AND o.doc_cutoff > $1 AND o.doc_cutoff <= $1::timestamptz + interval '48 hours'
        ORDER BY o.doc_cutoff, o.sailing_id LIMIT 1`,
      [sys.clock.now()],
    );
    const lane = due.rows[0]!;
    expect(
      (await get(`/public/schedules?origin=${lane.origin}&destination=${lane.destination}`, key)).headers.get(
        'x-usage-counted',
      ),
    ).toBe('1');
    await schedulesTick(sys.services);
    const events = await outbox(org.id, 'cutoff_approaching');
    expect(events.length).toBeGreaterThan(0);
    const now = sys.clock.now().getTime();
    for (const e of events) {
      expect(e.data).toMatchObject({
        origin: lane.origin,
        destination: lane.destination,
        port: lane.origin,
        cutoff_type: 'documentation',
      });
      expect(Date.parse(e.data.cutoff_at)).toBeGreaterThan(now);
      expect(Date.parse(e.data.cutoff_at)).toBeLessThanOrEqual(now + 48 * 3_600_000);
    }
    await schedulesTick(sys.services);
    expect(await outbox(org.id, 'cutoff_approaching')).toHaveLength(events.length);
    expect(await outbox(stranger.org.id)).toEqual([]);
  });

  it('raises blank_sailing and sailing_slipped when the disruption feed announces them on a watched lane', async () => {
    const now = sys.clock.now();
    const pending = await sys.services.db.query<{
      id: string;
      pending_blank: boolean;
      pending_slip_hours: number;
      origin: string;
      destination: string;
    }>(
      `SELECT DISTINCT ON (s.pending_blank) s.id, s.pending_blank, s.pending_slip_hours, s.origin_unlocode AS origin, s.destination_unlocode AS destination
         FROM schedules.sailings s
        WHERE s.changes_applied_at IS NULL AND (s.pending_blank OR s.pending_slip_hours > 0)
          AND s.departure_at - interval '7 days' > $1 AND s.departure_at - interval '7 days' <= $1::timestamptz + interval '3 days'
        ORDER BY s.pending_blank, s.departure_at, s.id`,
      [now],
    );
    const blank = pending.rows.find((x) => x.pending_blank)!;
    const slip = pending.rows.find((x) => !x.pending_blank)!;
    expect(blank && slip).toBeTruthy();
    const { org, key } = await customer();
    for (const s of [blank, slip]) {
      const r = await get(`/public/schedules?origin=${s.origin}&destination=${s.destination}&limit=1`, key);
      expect(r.headers.get('x-usage-counted')).toBe('1');
    }
    sys.clock.advance(3 * DAY);
    try {
      await schedulesTick(sys.services);
      const blanks = await outbox(org.id, 'blank_sailing');
      expect(blanks.map((e) => e.data.sailing_id)).toContain(blank.id);
      expect(blanks.find((e) => e.data.sailing_id === blank.id)!.data).toMatchObject({
        origin: blank.origin,
        destination: blank.destination,
        carrier_code: blank.id.split('-')[0],
      });
      const slips = await outbox(org.id, 'sailing_slipped');
      const e = slips.find((x) => x.data.sailing_id === slip.id)!;
      expect(e.data).toMatchObject({ slip_hours: slip.pending_slip_hours, port: slip.origin });
      expect(Date.parse(e.data.new_departure_at) - Date.parse(e.data.previous_departure_at)).toBe(
        slip.pending_slip_hours * 3_600_000,
      );
      const after = await get(
        `/public/schedules?origin=${blank.origin}&destination=${blank.destination}&from=2026-11-01&to=2027-01-31&limit=50&direct=true&scac=${blank.id.split('-')[0]}`,
        key,
      );
      expect(after.body.data.total).toBeGreaterThan(5);
      expect(after.body.data.total).toBeLessThanOrEqual(50);
      expect(after.body.data.items.flatMap((i: any) => i.legs.map((l: any) => l.sailing_id))).not.toContain(blank.id);
    } finally {
      sys.clock.set(TEST_CLOCK_START);
    }
  });

  it("raises reliability_drop when a carrier's on-time share falls 5 points since its last daily snapshot", async () => {
    const { org, key } = await customer();
    expect(
      (await get('/public/schedules?origin=DEHAM&destination=USNYC&scac=HLCU', key)).headers.get('x-usage-counted'),
    ).toBe('1');
    const before = (await get('/public/reliability/leaderboard', key)).body.data.carriers.find(
      (c: any) => c.carrier_code === 'HLCU',
    );
    // The arrival feed revises HLCU's recent arrivals: five days late each.
    const now = sys.clock.now();
    await reviseArrivals(
      sys.services.db,
      { carrierScac: 'HLCU', observedAfter: new Date(now.getTime() - 60 * DAY) },
      5 * 24 * 60,
      now,
    );
    sys.clock.advance(DAY);
    try {
      await schedulesTick(sys.services);
      const drops = await outbox(org.id, 'reliability_drop');
      expect(drops).toHaveLength(1);
      expect(drops[0]!.data).toMatchObject({
        carrier_code: 'HLCU',
        previous_on_time_pct: before.on_time_pct,
        window_days: 182,
        tolerance_hours: 24,
      });
      expect(drops[0]!.data.drop_points).toBeGreaterThanOrEqual(5);
      await schedulesTick(sys.services);
      expect(await outbox(org.id, 'reliability_drop')).toHaveLength(1);
    } finally {
      sys.clock.set(TEST_CLOCK_START);
    }
  });
});
