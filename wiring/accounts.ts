// The accounts store behind the kernel's interfaces: where authentication looks keys up and
// where shared rate-limit buckets are counted.
import type { Db } from '../platform/db.js';
import type { KeyDirectory } from '../platform/auth.js';
import { MemoryRateBuckets, RateLimiter, type RateBucketStore } from '../platform/ratelimit.js';
import {
  ACCOUNTS_CHANNEL,
  KEY_PATTERN,
  findKeyByHash,
  hashKey,
  hitRateBuckets,
  pruneRateBuckets,
  unhitRateBucket,
} from '../subgraphs/accounts/store.js';

export function accountsKeyDirectory(db: Db): KeyDirectory {
  return {
    wellFormed: (key) => KEY_PATTERN.test(key),
    hash: hashKey,
    find: (keyHash) => findKeyByHash(db, keyHash),
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
export function rateLimiter(store: 'memory' | 'postgres', db: Db): RateLimiter {
  return new RateLimiter(store === 'postgres' ? accountsRateBuckets(db) : new MemoryRateBuckets());
}
