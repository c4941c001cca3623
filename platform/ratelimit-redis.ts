// Rate-limit buckets in Redis (REDIS_URL): every process of a deployment counts in the same
// per-second buckets, one round trip per request, no PostgreSQL write. A subject's buckets are
// one hash (field = second, value = hits) that one Lua script increments, sums and prunes
// atomically, so concurrent processes never lose or double a hit.
//
// When Redis cannot answer within the timeout (down, unreachable, overloaded), the process
// counts in its own memory buckets instead and counts the failure in
// ratelimit_store_errors_total: requests go on being served and limited, each process on its
// own, until Redis answers again. A limiter protects capacity; refusing every request because
// its counter is away would turn a Redis outage into an API outage.
import { Redis } from 'ioredis';
import type { RedisConfig } from './config.js';
import type { Logger } from './logger.js';
import { rateLimitStoreErrors } from './metrics.js';
import {
  MINUTE_SECONDS,
  WINDOW_SECONDS,
  MemoryRateBuckets,
  type BucketCounts,
  type RateBucketStore,
} from './ratelimit.js';

// KEYS[1] the subject's hash; ARGV: now (s), window (s), minute (s). Buckets older than a
// minute are deleted as they are met; a subject with no hit for two minutes expires whole.
const HIT = `
local now, win, minute = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('EXPIRE', KEYS[1], 2 * minute)
local all = redis.call('HGETALL', KEYS[1])
local w, m, ow, om, stale = 0, 0, now, now, {}
for i = 1, #all, 2 do
  local sec, hits = tonumber(all[i]), tonumber(all[i + 1])
  if sec <= now - minute then
    stale[#stale + 1] = all[i]
  elseif sec <= now then
    m = m + hits
    if sec < om then om = sec end
    if sec > now - win then
      w = w + hits
      if sec < ow then ow = sec end
    end
  end
end
if #stale > 0 then redis.call('HDEL', KEYS[1], unpack(stale)) end
return {w, m, ow, om}`;

const UNHIT = `
if tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0') > 0 then redis.call('HINCRBY', KEYS[1], ARGV[1], -1) end`;

type BucketsClient = Redis & {
  rateHit(key: string, now: number, window: number, minute: number): Promise<[number, number, number, number]>;
  rateUnhit(key: string, now: number): Promise<void>;
};

/**
 * A connection to the shared Redis for state that must fail fast: every command bounded by the
 * configured timeout (one queued while connecting too), none retried, the connection remade in
 * the background forever, at most a second apart.
 */
export function connectRedis(config: RedisConfig): Redis {
  return new Redis(config.url, {
    connectTimeout: config.timeoutMs,
    commandTimeout: config.timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
}

export class RedisRateBuckets implements RateBucketStore {
  private readonly redis: BucketsClient;
  private readonly local = new MemoryRateBuckets();
  private failing = false;

  constructor(
    private readonly config: RedisConfig,
    private readonly log: Logger,
  ) {
    this.redis = connectRedis(config) as BucketsClient;
    this.redis.defineCommand('rateHit', { numberOfKeys: 1, lua: HIT });
    this.redis.defineCommand('rateUnhit', { numberOfKeys: 1, lua: UNHIT });
    // Connection errors are reported through the failing commands; without a listener ioredis prints each one.
    this.redis.on('error', () => undefined);
  }

  private key(subject: string): string {
    return `${this.config.keyPrefix}rate:${subject}`;
  }

  /**
   * Once a command has failed, requests stop waiting on Redis until it is connected again; until
   * then (and at start, while the first connection is made) a command waits at most the timeout.
   */
  private client(): BucketsClient {
    if (this.failing && this.redis.status !== 'ready') throw new Error(`Redis ${this.redis.status}`);
    return this.redis;
  }

  async hit(subject: string, nowSec: number): Promise<BucketCounts> {
    try {
      const [window, minute, oldestInWindow, oldestInMinute] = await (
        await this.client()
      ).rateHit(this.key(subject), nowSec, WINDOW_SECONDS, MINUTE_SECONDS);
      this.recovered();
      return { window, minute, oldestInWindow, oldestInMinute };
    } catch (err) {
      this.failed(err, 'hit');
      return this.local.hit(subject, nowSec);
    }
  }

  async unhit(subject: string, nowSec: number): Promise<void> {
    try {
      await this.client().rateUnhit(this.key(subject), nowSec);
    } catch (err) {
      this.failed(err, 'unhit');
      await this.local.unhit(subject, nowSec);
    }
  }

  /** Redis prunes in the hit script and by expiry; the local buckets are pruned here. */
  prune(nowSec: number): Promise<void> {
    return this.local.prune(nowSec);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private failed(err: unknown, operation: 'hit' | 'unhit'): void {
    rateLimitStoreErrors.inc({ store: 'redis', operation });
    // One warning per outage, not one per request.
    if (this.failing) return;
    this.failing = true;
    this.log.warn(
      { err: (err as Error).message },
      'rate-limit store unreachable: counting in this process until Redis answers',
    );
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.log.info('rate-limit store answering again');
  }
}
