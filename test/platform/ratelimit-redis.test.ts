// Rate-limit buckets in Redis (platform/ratelimit-redis.ts) on the real Redis (TEST_REDIS_URL,
// default the local one): the same counts as the in-process buckets for any sequence of hits,
// one count across connections (processes), and, with Redis away, a bounded wait, counting in
// the process's own memory and ratelimit_store_errors_total.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { MemoryRateBuckets, RateLimiter } from '../../platform/ratelimit.js';
import { RedisRateBuckets } from '../../platform/ratelimit-redis.js';
import { processMetrics } from '../../platform/metrics.js';
import { logger } from '../../platform/logger.js';
import type { RedisConfig } from '../../platform/config.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const T0 = 1_780_000_000;
const LIMITS = { window: 5, minute: 8 };

/** Each test its own key prefix: concurrent runs on the one Redis never meet. */
const redisConfig = (url = REDIS_URL): RedisConfig => ({ url, keyPrefix: `test:${randomUUID()}:`, timeoutMs: 250 });

const opened: RedisRateBuckets[] = [];
function buckets(config: RedisConfig): RedisRateBuckets {
  const b = new RedisRateBuckets(config, logger);
  opened.push(b);
  return b;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

async function storeErrors(): Promise<number> {
  const m = await processMetrics.getSingleMetric('ratelimit_store_errors_total')!.get();
  return m.values.filter((v) => v.labels.store === 'redis').reduce((n, v) => n + v.value, 0);
}

describe('Redis rate buckets', () => {
  it('count exactly as the in-process buckets for any sequence of hits and take-backs', async () => {
    // Steps: seconds to move on, then a hit through the limiter (which takes refused hits back).
    const steps = fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(steps, async (gaps) => {
        const redis = buckets(redisConfig());
        const [inRedis, inMemory] = [new RateLimiter(redis), new RateLimiter(new MemoryRateBuckets())];
        let now = T0;
        for (const gap of gaps) {
          now += gap;
          const at = new Date(now * 1000);
          expect(await inRedis.hit('org-1', LIMITS, at)).toEqual(await inMemory.hit('org-1', LIMITS, at));
        }
        await redis.close();
      }),
      { numRuns: 15 },
    );
  });

  it('hold one count across connections, as processes do', async () => {
    const config = redisConfig();
    const processes = [new RateLimiter(buckets(config)), new RateLimiter(buckets(config))];
    const at = new Date(T0 * 1000);
    const decisions = [];
    for (let i = 0; i < 6; i++) decisions.push(await processes[i % 2]!.hit('org-1', LIMITS, at));
    expect(decisions.map((d) => d.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
    // Another subject is counted on its own.
    expect((await processes[0]!.hit('org-2', LIMITS, at)).remaining).toBe(4);
  });

  it('keep a subject in one key that expires when it goes quiet', async () => {
    const config = redisConfig();
    await new RateLimiter(buckets(config)).hit('ip:198.51.100.7', LIMITS, new Date(T0 * 1000));
    const client = new Redis(REDIS_URL);
    try {
      const keys = await client.keys(`${config.keyPrefix}*`);
      expect(keys).toEqual([`${config.keyPrefix}rate:ip:198.51.100.7`]);
      expect(await client.hgetall(keys[0]!)).toEqual({ [String(T0)]: '1' });
      expect(await client.ttl(keys[0]!)).toBeGreaterThan(60);
    } finally {
      client.disconnect();
    }
  });
});

describe('Redis away', () => {
  let blackhole: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy();
    await new Promise((r) => (blackhole ? blackhole.close(r) : r(null)));
    blackhole = undefined;
  });

  /** Limits each "process" on its own: the memory buckets' answers, with the failures counted. */
  async function countsLocally(config: RedisConfig) {
    const limiter = new RateLimiter(buckets(config));
    const before = await storeErrors();
    const at = new Date(T0 * 1000);
    const decisions = [];
    for (let i = 0; i < 6; i++) decisions.push(await limiter.hit('org-1', LIMITS, at));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false]);
    // Six hits and the refused one's take-back, each failed against Redis.
    expect((await storeErrors()) - before).toBe(7);
  }

  it('nobody listening: each request is limited in the process and counted as a store error', async () => {
    // A port nothing listens on: the connection is refused at once.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await countsLocally(redisConfig(`redis://127.0.0.1:${port}`));
  });

  it('Redis back: requests count in Redis again once the client has reconnected', async () => {
    // A proxy to the real Redis that the test cuts and restores, as a network partition would.
    const links = new Set<Socket>();
    const proxy = createServer((inbound) => {
      const outbound = connect(6379, '127.0.0.1');
      for (const s of [inbound, outbound]) {
        links.add(s);
        s.on('error', () => undefined).on('close', () => (links.delete(s), inbound.destroy(), outbound.destroy()));
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const port = (proxy.address() as AddressInfo).port;
    const config = { ...redisConfig(), url: `redis://127.0.0.1:${port}` };
    const limiter = new RateLimiter(buckets(config));
    const direct = new Redis(REDIS_URL);
    const inRedis = async (subject: string) =>
      (await direct.hvals(`${config.keyPrefix}rate:${subject}`)).reduce((n, h) => n + Number(h), 0);
    const at = new Date(T0 * 1000);
    try {
      await limiter.hit('org-1', LIMITS, at);
      expect(await inRedis('org-1')).toBe(1);

      const closed = new Promise((r) => proxy.close(r));
      for (const s of links) s.destroy();
      await closed;
      const before = await storeErrors();
      expect((await limiter.hit('org-1', LIMITS, at)).remaining).toBe(4); // counted in the process
      expect((await storeErrors()) - before).toBe(1);
      expect(await inRedis('org-1')).toBe(1);

      await new Promise<void>((r) => proxy.listen(port, '127.0.0.1', r));
      // The client reconnects in the background (at most a second apart); probe until a hit lands.
      await vi.waitFor(
        async () => {
          await limiter.hit('probe', LIMITS, at);
          expect(await inRedis('probe')).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 100 },
      );
      await limiter.hit('org-1', LIMITS, at);
      expect(await inRedis('org-1')).toBe(2);
    } finally {
      direct.disconnect();
      const closed = new Promise((r) => proxy.close(r));
      for (const s of links) s.destroy();
      await closed;
    }
  });

  it('a server that never answers: each request waits at most the timeout, then is limited in the process', async () => {
    // Accepts connections and says nothing, as a hung or partitioned Redis does.
    blackhole = createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => blackhole!.listen(0, '127.0.0.1', r));
    const port = (blackhole.address() as AddressInfo).port;
    await countsLocally(redisConfig(`redis://127.0.0.1:${port}`));
    expect(sockets.length).toBeGreaterThan(0);
  });
});
