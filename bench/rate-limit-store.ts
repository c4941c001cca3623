// What counting one request costs in each rate-limit store (docs/scaling.md): the process's
// memory, the PostgreSQL table (an upsert and a sum per request) and Redis (one Lua script per
// request). 32 concurrent callers count hits over 200 organisations for BENCH_SECONDS / 4 per
// round; the stores take turns round by round so that each sees the same load on a shared
// machine; medians of five rounds.
// Run: npm run bench -- rate-limit-store     (BENCH_REDIS_URL, default the local Redis)
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DURATION, CONNECTIONS, startBenchSystem } from './lib.js';
import { MemoryRateBuckets, RateLimiter, type RateBucketStore } from '../platform/ratelimit.js';
import { RedisRateBuckets } from '../platform/ratelimit-redis.js';
import { accountsRateBuckets } from '../wiring/accounts.js';
import { logger } from '../platform/logger.js';

const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUNDS = 5;
const SUBJECTS = Array.from({ length: 200 }, () => randomUUID());
const LIMITS = { window: 1e9, minute: 1e9 };

/** Hits per second and mean latency (ms) of CONNECTIONS callers counting for `seconds`. */
async function round(limiter: RateLimiter, seconds: number): Promise<{ rate: number; ms: number }> {
  const end = performance.now() + seconds * 1000;
  let hits = 0;
  let waited = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let i = c; performance.now() < end; i += CONNECTIONS) {
        const t = performance.now();
        await limiter.hit(SUBJECTS[i % SUBJECTS.length]!, LIMITS, new Date());
        waited += performance.now() - t;
        hits++;
      }
    }),
  );
  return { rate: hits / seconds, ms: waited / hits };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const sys = await startBenchSystem();
const redis = new RedisRateBuckets({ url: REDIS, keyPrefix: `bench:${randomUUID()}:`, timeoutMs: 1000 }, logger);
try {
  const stores: [string, RateBucketStore][] = [
    ['memory (one process)', new MemoryRateBuckets()],
    ['PostgreSQL table', accountsRateBuckets(sys.rt.services.db)],
    ['Redis', redis],
  ];
  const results = new Map<string, { rate: number; ms: number }[]>(stores.map(([name]) => [name, []]));
  for (const [, store] of stores) await round(new RateLimiter(store), 1); // warm-up
  for (let r = 0; r < ROUNDS; r++)
    for (const [name, store] of stores) results.get(name)!.push(await round(new RateLimiter(store), DURATION / 4));
  console.log(
    `## Rate-limit stores (${CONNECTIONS} concurrent callers, ${SUBJECTS.length} organisations, medians of ${ROUNDS} rounds)\n`,
  );
  console.log('| store | hits/s | mean ms per hit |\n|---|---|---|');
  for (const [name, rs] of results)
    console.log(
      `| ${name} | ${Math.round(median(rs.map((x) => x.rate)))} | ${median(rs.map((x) => x.ms)).toFixed(2)} |`,
    );
} finally {
  await redis.close();
  await sys.close();
}
