// Rate limits (docs/access.md): a rolling 20-second window and a per-minute sustained limit per
// subject (an organisation on keyed routes, an IP address on open routes), counted in
// one-second buckets. One algorithm over a RateBucketStore: memory (embedded one-process mode,
// below), Redis (ratelimit-redis.ts) or the accounts store's table, the last two shared by every
// process and chosen by the composition root (RATE_LIMIT_STORE).
import { AppError } from './errors.js';
import { rateLimitDecisions } from './metrics.js';

export const WINDOW_SECONDS = 20;
export const MINUTE_SECONDS = 60;

export interface Limits {
  window: number;
  minute: number;
}

/** Open routes (no key): per client IP. */
export const OPEN_ROUTE_LIMITS: Limits = { window: 30, minute: 60 };

export interface LimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window regains capacity. */
  reset: number;
  /** Seconds to wait when refused. */
  retryAfter: number;
}

/** A subject's hits in the last WINDOW_SECONDS and MINUTE_SECONDS, the current one included. */
export interface BucketCounts {
  window: number;
  minute: number;
  oldestInWindow: number;
  oldestInMinute: number;
}

/** Per-second hit counters per subject. */
export interface RateBucketStore {
  /** Counts one hit in second `nowSec` and returns the subject's counts. */
  hit(subject: string, nowSec: number): Promise<BucketCounts>;
  /** Takes one hit of second `nowSec` back. */
  unhit(subject: string, nowSec: number): Promise<void>;
  /** Drops buckets too old to count (the limiter calls it about once a minute). */
  prune(nowSec: number): Promise<void>;
  /** Lets go of connections the store holds (its process is stopping). */
  close?(): Promise<void>;
}

export class MemoryRateBuckets implements RateBucketStore {
  private subjects = new Map<string, Map<number, number>>();
  async hit(subject: string, nowSec: number): Promise<BucketCounts> {
    let b = this.subjects.get(subject);
    if (!b) this.subjects.set(subject, (b = new Map()));
    b.set(nowSec, (b.get(nowSec) ?? 0) + 1);
    const c: BucketCounts = { window: 0, minute: 0, oldestInWindow: nowSec, oldestInMinute: nowSec };
    for (const [sec, hits] of b) {
      if (sec <= nowSec - MINUTE_SECONDS || sec > nowSec) continue;
      c.minute += hits;
      c.oldestInMinute = Math.min(c.oldestInMinute, sec);
      if (sec > nowSec - WINDOW_SECONDS) {
        c.window += hits;
        c.oldestInWindow = Math.min(c.oldestInWindow, sec);
      }
    }
    return c;
  }
  async unhit(subject: string, nowSec: number): Promise<void> {
    const b = this.subjects.get(subject);
    const n = b?.get(nowSec);
    if (b && n) b.set(nowSec, n - 1);
  }
  async prune(nowSec: number): Promise<void> {
    for (const [subject, b] of this.subjects) {
      for (const sec of b.keys()) if (sec <= nowSec - MINUTE_SECONDS) b.delete(sec);
      if (!b.size) this.subjects.delete(subject);
    }
  }
}

export class RateLimiter {
  private lastPrune = 0;
  constructor(private store: RateBucketStore) {}

  /**
   * The edges' one way to count a request: counts it, sets X-RateLimit-Limit, -Remaining and
   * -Reset through `setHeader`, and, over the limit, throws 429 OVER_RATE_LIMIT with Retry-After
   * (unless `refuse` is false: counted, not refused). Subjects are an organisation id, or
   * `ip:<address>` on open routes.
   */
  async admit(
    subject: string,
    limits: Limits,
    now: Date,
    setHeader: (name: string, value: string) => void,
    refuse = true,
  ): Promise<void> {
    const d = await this.hit(subject, limits, now);
    setHeader('X-RateLimit-Limit', String(d.limit));
    setHeader('X-RateLimit-Remaining', String(d.remaining));
    setHeader('X-RateLimit-Reset', String(d.reset));
    const refused = !d.allowed && refuse;
    rateLimitDecisions.inc({
      subject: subject.startsWith('ip:') ? 'address' : 'organisation',
      decision: refused ? 'refused' : 'admitted',
    });
    if (!refused) return;
    const what = subject.startsWith('ip:')
      ? 'too many requests from this address'
      : `rate limit exceeded: ${d.limit} requests per 20 seconds`;
    throw new AppError('OVER_RATE_LIMIT', `${what}; retry in ${d.retryAfter} s`, {
      headers: { 'Retry-After': String(d.retryAfter) },
    });
  }

  close(): Promise<void> {
    return this.store.close?.() ?? Promise.resolve();
  }

  /** Counts the request; a refused request is taken back out so it does not eat capacity. */
  async hit(subject: string, limits: Limits, now: Date): Promise<LimitDecision> {
    const nowSec = Math.floor(now.getTime() / 1000);
    if (nowSec - this.lastPrune >= MINUTE_SECONDS) {
      this.lastPrune = nowSec;
      void this.store.prune(nowSec).catch(() => undefined);
    }
    const c = await this.store.hit(subject, nowSec);
    const overWindow = c.window > limits.window;
    const overMinute = c.minute > limits.minute;
    const reset = c.oldestInWindow + WINDOW_SECONDS;
    if (overWindow || overMinute) {
      await this.store.unhit(subject, nowSec);
      const until = Math.max(overWindow ? reset : 0, overMinute ? c.oldestInMinute + MINUTE_SECONDS : 0);
      return {
        allowed: false,
        limit: limits.window,
        remaining: 0,
        reset: until,
        retryAfter: Math.max(1, until - nowSec),
      };
    }
    const remaining = Math.max(0, Math.min(limits.window - c.window, limits.minute - c.minute));
    return { allowed: true, limit: limits.window, remaining, reset, retryAfter: 0 };
  }
}
