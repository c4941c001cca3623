// The allowance store of several processes on one Redis (SCHEDULES_USAGE_STORE=redis, the
// default with REDIS_URL): the counters live in Redis (store/usage-redis.ts), seeded from
// PostgreSQL, admitted atomically for every process at once; each process writes the calls it
// admitted to PostgreSQL through its ledger. While Redis cannot answer, calls are counted in
// their own PostgreSQL transaction as without Redis (after this process's pending calls are
// written), and added to Redis's counters once it answers again.
import type { Services } from '../../../platform/services.js';
import type { Principal } from '../../../platform/context.js';
import type { RedisConfig } from '../../../platform/config.js';
import { RedisUsageCounters, type RedisCounter, type UsageRow } from '../store/index.js';
import type { Periods } from '../decide/allowance.js';
import { counterKey } from './usage-ledger.js';
import { WriteBehind, countInTransaction, readCounters, type Counted, type Lane } from './write-behind.js';

const DAY_SECONDS = 86_400;
type Owed = { subject: string; period: 'month' | 'day'; start: string; delta: number };

export class RedisAllowance extends WriteBehind {
  private readonly redis: RedisUsageCounters;
  /** Calls counted in PostgreSQL while Redis was away, to add to its counters. */
  private owed = new Map<string, Owed>();
  private away = false;

  constructor(services: Services, config: RedisConfig) {
    super(services);
    this.redis = new RedisUsageCounters(config);
  }

  /** The call's counters (a day only with a key), kept by Redis a day past their period. */
  private counters(principal: Principal, p: Periods, seed: UsageRow | null): [RedisCounter, RedisCounter | null] {
    const caps = this.plans.get(principal.plan)!;
    const now = this.services.clock.now().getTime();
    const ttl = (end: Date) => Math.max(0, Math.ceil((end.getTime() - now) / 1000)) + DAY_SECONDS;
    const month: RedisCounter = {
      subject: principal.orgId,
      period: 'month',
      start: p.month,
      cap: caps.monthly_calls,
      seed: seed?.month_used ?? null,
      ttlSeconds: ttl(p.monthEnd),
    };
    if (!principal.keyId) return [month, null];
    const day: RedisCounter = {
      subject: principal.keyId,
      period: 'day',
      start: p.day,
      cap: caps.daily_key_calls,
      seed: seed?.day_used ?? null,
      ttlSeconds: ttl(p.dayEnd),
    };
    return [month, day];
  }

  /** Reads or counts in Redis, seeding from PostgreSQL what Redis does not hold; null while Redis is away. */
  private async take(principal: Principal, p: Periods, count: boolean) {
    let seed = this.plans.has(principal.plan) ? null : await this.seed(principal, p);
    // At most twice: a counter Redis does not hold is seeded by the second script.
    for (let attempt = 0; ; attempt++) {
      const [month, day] = this.counters(principal, p, seed);
      let taken;
      try {
        taken = await this.redis.take(month, day, count);
      } catch (err) {
        this.wentAway(err);
        return null;
      }
      this.cameBack();
      if (taken.outcome !== 'absent') return { outcome: taken.outcome, used: taken, month, day };
      if (attempt > 0) throw new Error('schedules usage counter absent from Redis after its seed');
      seed = await this.seed(principal, p);
    }
  }

  async read(principal: Principal, p: Periods): Promise<UsageRow> {
    const t = await this.take(principal, p, false);
    if (!t) {
      await this.write();
      return readCounters(this.services, principal, p);
    }
    const caps = this.plans.get(principal.plan)!;
    return { ...caps, month_used: t.used.month, day_used: t.used.day };
  }

  async count(principal: Principal, p: Periods, lane: Lane | null, now: Date): Promise<Counted> {
    const t = await this.take(principal, p, true);
    if (!t) return this.countInPostgres(principal, p, lane, now);
    if (t.outcome === 'month' || t.outcome === 'day') return t.outcome;
    for (const c of t.day ? [t.month, t.day] : [t.month])
      this.ledger.count({ subject: c.subject, period: c.period, start: c.start, delta: 1, cap: c.cap });
    if (lane) this.ledger.mark({ orgId: principal.orgId, ...lane, at: now });
    return {
      monthly_calls: t.month.cap,
      daily_key_calls: t.day?.cap ?? null,
      month_used: t.used.month,
      day_used: t.used.day,
    };
  }

  /** Redis away: this process's pending calls written, then the call counted in its own transaction. */
  private async countInPostgres(principal: Principal, p: Periods, lane: Lane | null, now: Date): Promise<Counted> {
    await this.write();
    const counted = await countInTransaction(this.services, principal, p, lane, now);
    if (typeof counted === 'string') return counted;
    this.owe({ subject: principal.orgId, period: 'month', start: p.month, delta: 1 });
    if (principal.keyId) this.owe({ subject: principal.keyId, period: 'day', start: p.day, delta: 1 });
    return counted;
  }

  private owe(o: Owed): void {
    const before = this.owed.get(counterKey(o));
    this.owed.set(counterKey(o), before ? { ...o, delta: before.delta + o.delta } : o);
  }

  /** Adds what was counted in PostgreSQL while Redis was away, once it answers. */
  protected async settle(): Promise<void> {
    if (!this.owed.size || this.away) return;
    const owed = this.owed;
    this.owed = new Map();
    try {
      await this.redis.add([...owed.values()]);
    } catch {
      for (const o of owed.values()) this.owe(o);
    }
  }

  private wentAway(err: unknown): void {
    if (this.away) return;
    this.away = true;
    this.services.log.warn(
      { err: (err as Error).message },
      'schedules usage store unreachable: counting in PostgreSQL until Redis answers',
    );
  }

  private cameBack(): void {
    if (!this.away) return;
    this.away = false;
    this.services.log.info('schedules usage store answering again');
  }

  override async close(): Promise<void> {
    await super.close();
    this.redis.close();
  }
}
