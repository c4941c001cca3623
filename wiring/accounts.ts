// The accounts store behind the kernel's interfaces: where authentication looks keys up and
// where shared rate-limit buckets are counted.
import type { Db } from '../platform/db.js';
import type { KeyDirectory } from '../platform/auth.js';
import type { Config } from '../platform/config.js';
import type { Clock } from '../platform/clock.js';
import { logger } from '../platform/logger.js';
import { MemoryRateBuckets, RateLimiter, type RateBucketStore } from '../platform/ratelimit.js';
import { RedisRateBuckets } from '../platform/ratelimit-redis.js';
import { LiveConnections, type LiveLimits } from '../platform/live-connections.js';
import {
  ACCOUNTS_CHANNEL,
  KEY_PATTERN,
  findKeyByHash,
  findStanding,
  hashKey,
  hitRateBuckets,
  pruneRateBuckets,
  revokedKeyIds,
  saveStreamTicket,
  takeStreamTicket,
  unhitRateBucket,
} from '../subgraphs/accounts/store/index.js';

export function accountsKeyDirectory(db: Db): KeyDirectory {
  return {
    wellFormed: (key) => KEY_PATTERN.test(key),
    hash: hashKey,
    find: (keyHash) => findKeyByHash(db, keyHash),
    standing: (orgId, since) => findStanding(db, orgId, since),
    saveTicket: (t) => saveStreamTicket(db, t),
    takeTicket: (ticketHash) => takeStreamTicket(db, ticketHash),
    watch: (changed) => db.listen(ACCOUNTS_CHANNEL, changed),
  };
}

/** Buckets in accounts.rate_buckets, shared by every process on the database. */
export function accountsRateBuckets(db: Db): RateBucketStore {
  return {
    hit: (subject, nowSec) => hitRateBuckets(db, subject, nowSec),
    unhit: (subject, nowSec) => unhitRateBucket(db, subject, nowSec),
    prune: (nowSec) => pruneRateBuckets(db, nowSec),
  };
}

/** A rate limiter on the configured store (Config.rateLimitStore). */
export function rateLimiter(config: Pick<Config, 'rateLimitStore' | 'redis'>, db: Db): RateLimiter {
  if (config.rateLimitStore === 'redis') return new RateLimiter(new RedisRateBuckets(config.redis!, logger));
  return new RateLimiter(config.rateLimitStore === 'postgres' ? accountsRateBuckets(db) : new MemoryRateBuckets());
}

/**
 * The process's live connections, told of every accounts change (the NOTIFY's payload names a
 * revoked key): a revoked key's streams close within the NOTIFY's round trip. Resolves to them
 * and the unsubscribe.
 */
export async function watchedLiveConnections(
  db: Db,
  limits: LiveLimits,
  clock: Clock,
): Promise<{ connections: LiveConnections; unwatch: () => Promise<void> }> {
  // An organisation's change (an entitlement ended) is read once per process: its streams resting on it close.
  const connections = new LiveConnections(limits, clock, {
    entitlements: async (orgId) => (await findStanding(db, orgId, clock.now()))?.entitlements ?? null,
    revokedAmong: (keyIds) => revokedKeyIds(db, keyIds),
  });
  const unlisten = await db.listen(ACCOUNTS_CHANNEL, (subject) => void connections.changed(subject));
  connections.start();
  const unwatch = async () => {
    connections.stop();
    await unlisten();
  };
  return { connections, unwatch };
}
