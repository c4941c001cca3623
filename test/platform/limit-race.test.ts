// The race at the limit (issue 42): N requests at once, with one left, through two REST app
// instances (as two processes are) on the same database and the same rate-limit store: exactly
// one is admitted, whether the one left is of the rate limit (Postgres buckets, or Redis:
// TEST_REDIS_URL, default the local one) or of the schedules call allowance (the month counter,
// admitted in the system's memory store). And through two whole systems on the same database and
// Redis (two processes' schedules subgraphs, each with its allowance store: Redis's counters, or
// each call's transaction without Redis). The clock is driven, so every request falls in the
// same second.
import { describe, it, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { useSystem, http, testConfig, type HttpAnswer } from '../support/harness.js';
import { definePlan } from '../support/factories.js';
import { migrationSets } from '../../wiring/services.js';
import { rateLimiter } from '../../wiring/accounts.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { buildProductApps } from '../../rest-adapter/server.js';
import { listen, portOf, closeServer } from '../../platform/http.js';
import type { RateLimitStoreKind } from '../../platform/config.js';
import { startOneProcess, type Runtime } from '../../wiring/runtime.js';
import type { Db } from '../../platform/db.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const N = 12;

const sys = useSystem();

/** A REST instance of its own (the ocean and schedules hosts) counting in the given store. */
async function instance(store: RateLimitStoreKind, keyPrefix: string) {
  const limiter = rateLimiter(
    { rateLimitStore: store, redis: { url: REDIS_URL, keyPrefix, timeoutMs: 10_000 } },
    sys.services.db,
  );
  const apps = buildProductApps({
    services: sys.services,
    gateway: sys.client,
    exportRows: sys.exportRows,
    auth: sys.auth,
    limiter,
    tokens: sys.tokens,
    migrationSets: migrationSets(SUBGRAPHS),
    live: sys.live,
    connections: sys.connections,
  });
  const servers: Server[] = [await listen(apps.ocean, 0, '127.0.0.1'), await listen(apps.schedules, 0, '127.0.0.1')];
  return {
    ocean: `http://127.0.0.1:${portOf(servers[0]!)}`,
    schedules: `http://127.0.0.1:${portOf(servers[1]!)}`,
    close: async () => {
      for (const s of servers) await closeServer(s);
      await limiter.close();
    },
  };
}

async function twoInstances<T>(
  store: RateLimitStoreKind,
  run: (a: Awaited<ReturnType<typeof instance>>, b: Awaited<ReturnType<typeof instance>>) => Promise<T>,
) {
  const prefix = `test:${randomUUID()}:`;
  const [a, b] = [await instance(store, prefix), await instance(store, prefix)];
  try {
    return await run(a, b);
  } finally {
    await a.close();
    await b.close();
  }
}

const statuses = (answers: HttpAnswer[]) => answers.map((r) => r.status).sort();

describe.each(['postgres', 'redis'] as const)('on the %s rate-limit store', (store) => {
  it(`admits exactly one of ${N} concurrent requests with one request of the window left`, async () => {
    const key = await (await sys.org({ plan: 'free' })).key('tmcp');
    await twoInstances(store, async (a, b) => {
      for (let i = 0; i < 39; i++) expect((await http(a.ocean, '/v1/containers', { key })).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => http(i % 2 ? b.ocean : a.ocean, '/v1/containers', { key })),
      );
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(429)]);
      // The refused ones were taken back: still none left, and nothing more admitted.
      expect((await http(b.ocean, '/v1/containers', { key })).status).toBe(429);
    });
  });

  it(`counts exactly one of ${N} concurrent schedules calls with one call of the month left`, async () => {
    await definePlan(sys.services.db, 'race_month', {
      windowLimit: 1000,
      minuteLimit: 1000,
      schedules: { monthlyCalls: 3, dailyKeyCalls: 1000 },
    });
    const org = await sys.org({ plan: 'race_month', entitlements: { schedules: null } });
    const key = await org.key('smcp');
    const search = '/public/schedules?origin=CNSHA&destination=NLRTM';
    await twoInstances(store, async (a, b) => {
      for (let i = 0; i < 2; i++) expect((await http(a.schedules, search, { key })).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => http(i % 2 ? b.schedules : a.schedules, search, { key })),
      );
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(429)]);
      for (const r of answers.filter((x) => x.status === 429)) expect(r.body.error.code).toBe('quota_exceeded');
      const usage = await http(b.schedules, '/v1/usage', { key });
      expect(usage.body.data.month.used).toBe(3);
    });
  });
});

/** A second system on the file's database (left open when the system stops), its schedules counting in `usageStore`. */
async function system(usageStore: 'redis' | 'postgres', keyPrefix: string): Promise<Runtime> {
  const shared = sys.services.db;
  const db = new Proxy(shared, {
    get: (target, key) =>
      key === 'close' ? async () => undefined : (Reflect.get(target, key, target) as (...a: unknown[]) => unknown),
  }) as Db;
  const base = testConfig({ redis: { url: REDIS_URL, keyPrefix, timeoutMs: 10_000 } });
  return startOneProcess({
    db,
    clock: sys.clock,
    workers: false,
    seed: false,
    config: { ...base, schedules: { ...base.schedules, usageStore } },
  });
}

describe.each(['redis', 'postgres'] as const)('two systems counting schedules calls in %s', (usageStore) => {
  it(`count exactly one of ${N} concurrent calls with one call of the month left`, async () => {
    await definePlan(sys.services.db, 'race_month', {
      windowLimit: 1000,
      minuteLimit: 1000,
      schedules: { monthlyCalls: 3, dailyKeyCalls: 1000 },
    });
    const org = await sys.org({ plan: 'race_month', entitlements: { schedules: null } });
    const key = await org.key('smcp');
    const search = '/public/schedules?origin=CNSHA&destination=NLRTM';
    const prefix = `test:${randomUUID()}:`;
    const [a, b] = [await system(usageStore, prefix), await system(usageStore, prefix)];
    try {
      for (const s of [a, b]) expect((await http(s.urls.schedules, search, { key })).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) => http((i % 2 ? b : a).urls.schedules, search, { key })),
      );
      expect(statuses(answers)).toEqual([200, ...Array(N - 1).fill(429)]);
      expect((await http(a.urls.schedules, '/v1/usage', { key })).body.data.month.used).toBe(3);
    } finally {
      await a.stop();
      await b.stop();
    }
    // Both stopped: what each admitted is in PostgreSQL.
    const month = await sys.services.db.query<{ used: number }>(
      "SELECT used FROM schedules.usage_counters WHERE subject = $1 AND period = 'month'",
      [org.id],
    );
    expect(month.rows).toEqual([{ used: 3 }]);
  });
});
