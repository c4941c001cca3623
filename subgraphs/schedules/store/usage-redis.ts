// The call counters in Redis (SCHEDULES_USAGE_STORE=redis, docs/schedules.md, Counting): one
// string per (subject, period), `<REDIS_KEY_PREFIX>usage:<period>:<start>:<subject>`, shared by
// every process. One Lua script reads both of a call's counters, seeds an absent one from the
// value PostgreSQL gave, and increments both only if both have room (the rule of
// decide/allowance.ts's refusal, written again in Lua: a cap of -1 is uncapped), atomically.
import type { Redis } from 'ioredis';
import { connectRedis } from '../../../platform/ratelimit-redis.js';
import type { RedisConfig } from '../../../platform/config.js';

// KEYS: the month's counter, the day's. ARGV: 1 month cap, 2 day cap (-1 = uncapped), 3 '1' to
// count ('0' reads), 4/5 the month's/day's seed ('' = none), 6/7 their lifetimes (s), 8 '1' when
// there is a day counter. Returns {state, month, day}: state -1 a counter is absent and unseeded,
// 0 read, 1 counted, 2 refused by the month, 3 by the day.
const TAKE = `
local function value(key, seed, ttl)
  local v = redis.call('GET', key)
  if v then return tonumber(v) end
  if seed == '' then return nil end
  redis.call('SET', key, seed, 'EX', ttl)
  return tonumber(seed)
end
local hasDay = ARGV[8] == '1'
local m = value(KEYS[1], ARGV[4], ARGV[6])
local d = 0
if hasDay then d = value(KEYS[2], ARGV[5], ARGV[7]) end
if m == nil or d == nil then return {-1, 0, 0} end
if ARGV[3] == '0' then return {0, m, d} end
local mc, dc = tonumber(ARGV[1]), tonumber(ARGV[2])
if mc >= 0 and m >= mc then return {2, m, d} end
if hasDay and dc >= 0 and d >= dc then return {3, m, d} end
m = redis.call('INCR', KEYS[1])
if hasDay then d = redis.call('INCR', KEYS[2]) end
return {1, m, d}`;

// KEYS: counters; ARGV: what to add to each. An absent counter is left absent: it is seeded from
// PostgreSQL, which already holds what is added.
const ADD = `
for i, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then redis.call('INCRBY', key, ARGV[i]) end
end`;

type Outcome = 'absent' | 'read' | 'counted' | 'month' | 'day';
const OUTCOMES: Record<number, Outcome> = { [-1]: 'absent', 0: 'read', 1: 'counted', 2: 'month', 3: 'day' };

/** A counter: its subject and period, its seed from PostgreSQL, how long Redis keeps it. */
export interface RedisCounter {
  subject: string;
  period: 'month' | 'day';
  start: string;
  cap: number | null;
  seed: number | null;
  ttlSeconds: number;
}

type UsageClient = Redis & {
  usageTake(month: string, day: string, ...argv: string[]): Promise<[number, number, number]>;
  usageAdd(n: number, ...keysThenAmounts: string[]): Promise<void>;
};

export class RedisUsageCounters {
  private readonly redis: UsageClient;
  private failing = false;

  constructor(private readonly config: RedisConfig) {
    this.redis = connectRedis(config) as UsageClient;
    this.redis.defineCommand('usageTake', { numberOfKeys: 2, lua: TAKE });
    this.redis.defineCommand('usageAdd', { lua: ADD });
    // Failures are reported through the failing commands.
    this.redis.on('error', () => undefined);
  }

  private key(c: { subject: string; period: string; start: string }): string {
    return `${this.config.keyPrefix}usage:${c.period}:${c.start}:${c.subject}`;
  }

  /** Once a command has failed, callers stop waiting on Redis until it is connected again. */
  private client(): UsageClient {
    if (this.failing && this.redis.status !== 'ready') throw new Error(`Redis ${this.redis.status}`);
    return this.redis;
  }

  /** Reads (count false) or counts one call on the month's and, when there is one, the day's counter. */
  async take(
    month: RedisCounter,
    day: RedisCounter | null,
    count: boolean,
  ): Promise<{ outcome: Outcome; month: number; day: number }> {
    const arg = (n: number | null) => (n === null ? '' : String(n));
    try {
      const [state, m, d] = await this.client().usageTake(
        this.key(month),
        day ? this.key(day) : this.key(month),
        String(month.cap ?? -1),
        String(day?.cap ?? -1),
        count ? '1' : '0',
        arg(month.seed),
        arg(day?.seed ?? null),
        String(month.ttlSeconds),
        String(day?.ttlSeconds ?? 1),
        day ? '1' : '0',
      );
      this.failing = false;
      return { outcome: OUTCOMES[state]!, month: m, day: d };
    } catch (err) {
      this.failing = true;
      throw err;
    }
  }

  /** Adds calls counted elsewhere (in PostgreSQL while Redis was away) to the counters Redis holds. */
  async add(counts: { subject: string; period: string; start: string; delta: number }[]): Promise<void> {
    if (!counts.length) return;
    await this.client().usageAdd(
      counts.length,
      ...counts.map((c) => this.key(c)),
      ...counts.map((c) => String(c.delta)),
    );
  }

  close(): void {
    this.redis.disconnect();
  }
}
