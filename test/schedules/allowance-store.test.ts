// The allowance stores (subgraphs/schedules/workers/allowance.ts, docs/schedules.md, Counting) on
// the file's database and the real Redis (TEST_REDIS_URL, default the local one): the memory
// store writes what it admitted in one statement and a store opened after it (a restart) goes on
// from PostgreSQL's counts; two Redis stores (two processes) with one call left admit exactly one
// between them; with Redis away calls are counted in PostgreSQL, as exactly; two per-call stores
// likewise, and once Redis is back, what was counted meanwhile is in its counters. Flushes run
// when the test asks (the interval is an hour).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { useSystem } from '../support/harness.js';
import { definePlan } from '../support/factories.js';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { openAllowance } from '../../subgraphs/schedules/workers/allowance.js';
import type { AllowanceStore, Counted } from '../../subgraphs/schedules/workers/write-behind.js';
import { periods } from '../../subgraphs/schedules/decide/allowance.js';
import type { UsageStoreKind } from '../../subgraphs/schedules/settings.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const N = 12;
const LANE = { origin: 'CNSHA', destination: 'NLRTM' };

const sys = useSystem({ products: ['schedules'] });

/** The system's services with the database's statements counted, Redis at `redisUrl` under `prefix`. */
function servicesOf(prefix: string, redisUrl = REDIS_URL) {
  const counted = { statements: 0 };
  const db = new Proxy(sys.services.db, {
    get(target, key) {
      if (key === 'query')
        return (...args: Parameters<Db['query']>) => {
          counted.statements++;
          return target.query(...args);
        };
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const config = sys.services.config;
  const services: Services = {
    ...sys.services,
    db,
    config: {
      ...config,
      redis: { url: redisUrl, keyPrefix: prefix, timeoutMs: 250 },
      schedules: { ...config.schedules, usageFlushMs: 3_600_000 },
    },
  };
  return { services, counted };
}

const opened: AllowanceStore[] = [];
function store(services: Services, kind: UsageStoreKind): AllowanceStore {
  const s = openAllowance(services, kind);
  opened.push(s);
  return s;
}
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

/** A caller on a plan of `monthly` calls a month and 100 a day for its key. */
async function caller(monthly: number): Promise<Principal> {
  const plan = `allowance_${monthly}`;
  await definePlan(sys.services.db, plan, {
    windowLimit: 1000,
    minuteLimit: 1000,
    schedules: { monthlyCalls: monthly, dailyKeyCalls: 100 },
  });
  return {
    orgId: randomUUID(),
    plan,
    keyId: randomUUID(),
    keyPrefix: 'smcp',
    entitlements: { schedules: null },
    limits: { window: 1000, minute: 1000 },
  };
}

const now = () => sys.clock.now();
const count = (s: AllowanceStore, who: Principal) => s.count(who, periods(now()), LANE, now());
const used = (c: Counted) => (typeof c === 'string' ? c : [c.month_used, c.day_used]);

async function postgresCounters(who: Principal) {
  const r = await sys.services.db.query<{ period: string; used: number; cap: number | null }>(
    'SELECT period, used, cap FROM schedules.usage_counters WHERE subject = ANY($1) ORDER BY period DESC',
    [[who.orgId, who.keyId]],
  );
  return r.rows;
}

async function watched(who: Principal) {
  const r = await sys.services.db.query<{ last_searched_at: Date }>(
    'SELECT last_searched_at FROM schedules.lane_interest WHERE org_id = $1 AND origin = $2 AND destination = $3',
    [who.orgId, LANE.origin, LANE.destination],
  );
  return r.rows.map((x) => x.last_searched_at.toISOString());
}

describe('the memory store', () => {
  it('writes the counts and the lane in one statement, and a store opened after it goes on from them', async () => {
    const who = await caller(3);
    const { services, counted } = servicesOf(`test:${randomUUID()}:`);
    const first = store(services, 'memory');
    expect(used(await count(first, who))).toEqual([1, 1]);
    expect(used(await count(first, who))).toEqual([2, 2]);
    expect(await postgresCounters(who)).toEqual([]); // admitted in memory only, so far
    const before = counted.statements;
    await first.flush();
    expect(counted.statements - before).toBe(1);
    expect(await postgresCounters(who)).toEqual([
      { period: 'month', used: 2, cap: 3 },
      { period: 'day', used: 2, cap: 100 },
    ]);
    expect(await watched(who)).toEqual([now().toISOString()]);
    await first.flush();
    expect(counted.statements - before).toBe(1); // nothing pending: no statement

    // A restart: the new store seeds from PostgreSQL and refuses past the cap.
    const second = store(services, 'memory');
    expect(await second.read(who, periods(now()))).toMatchObject({ month_used: 2, day_used: 2, monthly_calls: 3 });
    expect(used(await count(second, who))).toEqual([3, 3]);
    expect(await count(second, who)).toBe('month');
    await second.close(); // the stop hook: a last write
    expect(await postgresCounters(who)).toEqual([
      { period: 'month', used: 3, cap: 3 },
      { period: 'day', used: 3, cap: 100 },
    ]);
  });

  it('keeps what a failed write carried for the next one', async () => {
    const who = await caller(10);
    const s = store(servicesOf(`test:${randomUUID()}:`).services, 'memory');
    await count(s, who);
    await sys.services.db.query('ALTER TABLE schedules.lane_interest RENAME TO lane_interest_away');
    try {
      await expect(s.flush()).rejects.toThrow(/lane_interest/);
      await count(s, who); // counted meanwhile: written with the first
    } finally {
      await sys.services.db.query('ALTER TABLE schedules.lane_interest_away RENAME TO lane_interest');
    }
    await s.flush();
    expect(await postgresCounters(who)).toEqual([
      { period: 'month', used: 2, cap: 10 },
      { period: 'day', used: 2, cap: 100 },
    ]);
    expect(await watched(who)).toEqual([now().toISOString()]);
  });

  it('admits exactly one of concurrent calls with one left, its reads showing every call it admitted', async () => {
    const who = await caller(3);
    const s = store(servicesOf(`test:${randomUUID()}:`).services, 'memory');
    for (let i = 0; i < 2; i++) await count(s, who);
    const all = await Promise.all(Array.from({ length: N }, () => count(s, who)));
    expect(all.filter((c) => typeof c !== 'string')).toHaveLength(1);
    expect(await s.read(who, periods(now()))).toMatchObject({ month_used: 3, day_used: 3 });
  });
});

describe.each(['redis', 'postgres'] as const)('two %s stores (two processes)', (kind) => {
  it(`admit exactly one of ${N} concurrent calls with one left, and PostgreSQL ends with the count`, async () => {
    const who = await caller(3);
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = [store(servicesOf(prefix).services, kind), store(servicesOf(prefix).services, kind)];
    await count(a, who);
    await count(b, who);
    const all = await Promise.all(Array.from({ length: N }, (_, i) => count(i % 2 ? b : a, who)));
    expect(all.filter((c) => typeof c !== 'string')).toHaveLength(1);
    expect(all.filter((c) => c === 'month')).toHaveLength(N - 1);
    expect(await a.read(who, periods(now()))).toMatchObject({ month_used: 3, day_used: 3 });
    await a.flush();
    await b.flush();
    expect(await postgresCounters(who)).toEqual([
      { period: 'month', used: 3, cap: 3 },
      { period: 'day', used: 3, cap: 100 },
    ]);
    // A new Redis (another prefix: nothing held) seeds from PostgreSQL and goes on from it.
    const fresh = store(servicesOf(`test:${randomUUID()}:`).services, kind);
    expect(await count(fresh, who)).toBe('month');
  });
});

describe('the Redis store with Redis away', () => {
  it('counts each call in PostgreSQL, after its own pending calls, as exactly', async () => {
    const who = await caller(3);
    const { services } = servicesOf(`test:${randomUUID()}:`, 'redis://127.0.0.1:1');
    const s = store(services, 'redis');
    expect(used(await count(s, who))).toEqual([1, 1]);
    expect(await postgresCounters(who)).toEqual([
      { period: 'month', used: 1, cap: 3 },
      { period: 'day', used: 1, cap: 100 },
    ]);
    const all = await Promise.all(Array.from({ length: 4 }, () => count(s, who)));
    expect(all.map(used).sort()).toEqual([[2, 2], [3, 3], 'month', 'month'].sort());
    expect(await s.read(who, periods(now()))).toMatchObject({ month_used: 3, day_used: 3 });
    expect(await watched(who)).toEqual([now().toISOString()]);
  });
});

/** A proxy to the real Redis that the test cuts and restores, as a network partition would. */
async function partition() {
  const links = new Set<Socket>();
  const target = new URL(REDIS_URL);
  const proxy = createServer((inbound) => {
    const outbound = connect(Number(target.port || 6379), target.hostname);
    for (const s of [inbound, outbound]) {
      links.add(s);
      s.on('error', () => undefined).on('close', () => (links.delete(s), inbound.destroy(), outbound.destroy()));
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const port = (proxy.address() as AddressInfo).port;
  const cut = async () => {
    const closed = new Promise((r) => proxy.close(r));
    for (const s of links) s.destroy();
    await closed;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore: () => new Promise<void>((r) => proxy.listen(port, '127.0.0.1', r)),
  };
}

describe('the Redis store when Redis comes back', () => {
  it('adds the calls counted in PostgreSQL meanwhile to its counters, so every process goes on from them', async () => {
    const who = await caller(5);
    const prefix = `test:${randomUUID()}:`;
    const link = await partition();
    const direct = new Redis(REDIS_URL);
    const monthInRedis = () => direct.get(`${prefix}usage:month:${periods(now()).month}:${who.orgId}`);
    try {
      const s = store(servicesOf(prefix, link.url).services, 'redis');
      expect(used(await count(s, who))).toEqual([1, 1]);
      await link.cut();
      expect(used(await count(s, who))).toEqual([2, 2]); // in PostgreSQL, after the pending first call
      expect(await postgresCounters(who)).toEqual([
        { period: 'month', used: 2, cap: 5 },
        { period: 'day', used: 2, cap: 100 },
      ]);
      expect(await monthInRedis()).toBe('1');
      await link.restore();
      // The client reconnects in the background; a call that lands in Redis says it is back.
      const probe = await caller(5);
      await vi.waitFor(
        async () => {
          await count(s, probe);
          await s.flush();
          expect(await monthInRedis()).toBe('2');
        },
        { timeout: 30_000, interval: 100 },
      );
      const other = store(servicesOf(prefix).services, 'redis'); // another process, on Redis directly
      expect(used(await count(other, who))).toEqual([3, 3]);
    } finally {
      direct.disconnect();
      await link.cut();
    }
  });
});
