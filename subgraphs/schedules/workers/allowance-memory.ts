// One process's allowance store (SCHEDULES_USAGE_STORE=memory, the default of one process): the
// counters of this month and day in memory, each seeded from PostgreSQL on its first use,
// admitted there exactly (the check and the increment run without a wait between them), and
// written to PostgreSQL by the ledger about once a second and at stop.
import type { Principal } from '../../../platform/context.js';
import type { UsageRow } from '../store/index.js';
import { periods, refusal, type Periods } from '../decide/allowance.js';
import { counterKey } from './usage-ledger.js';
import { WriteBehind, type Counted, type Lane } from './write-behind.js';

export class MemoryAllowance extends WriteBehind {
  /** used, by counterKey. */
  private readonly counters = new Map<string, number>();

  private keys(principal: Principal, p: Periods) {
    return {
      month: counterKey({ subject: principal.orgId, period: 'month', start: p.month }),
      day: principal.keyId ? counterKey({ subject: principal.keyId, period: 'day', start: p.day }) : null,
    };
  }

  /** Seeds what is not held yet; a counter seeded meanwhile by another call is kept. */
  private async held(principal: Principal, p: Periods) {
    const k = this.keys(principal, p);
    if (!this.counters.has(k.month) || (k.day && !this.counters.has(k.day)) || !this.plans.has(principal.plan)) {
      const row = await this.seed(principal, p);
      if (!this.counters.has(k.month)) this.counters.set(k.month, row.month_used);
      if (k.day && !this.counters.has(k.day)) this.counters.set(k.day, row.day_used);
    }
    return k;
  }

  async read(principal: Principal, p: Periods): Promise<UsageRow> {
    const k = await this.held(principal, p);
    const caps = this.plans.get(principal.plan)!;
    return { ...caps, month_used: this.counters.get(k.month)!, day_used: k.day ? this.counters.get(k.day)! : 0 };
  }

  async count(principal: Principal, p: Periods, lane: Lane | null, now: Date): Promise<Counted> {
    const k = await this.held(principal, p);
    // From here to the return nothing waits: no other call of this process comes between.
    const caps = this.plans.get(principal.plan)!;
    const month = { used: this.counters.get(k.month)!, cap: caps.monthly_calls };
    const day = k.day ? { used: this.counters.get(k.day)!, cap: caps.daily_key_calls } : null;
    const refused = refusal(month, day);
    if (refused) return refused;
    this.counters.set(k.month, ++month.used);
    this.ledger.count({ subject: principal.orgId, period: 'month', start: p.month, delta: 1, cap: month.cap });
    if (k.day && day) {
      this.counters.set(k.day, ++day.used);
      this.ledger.count({ subject: principal.keyId!, period: 'day', start: p.day, delta: 1, cap: day.cap });
    }
    if (lane) this.ledger.mark({ orgId: principal.orgId, ...lane, at: now });
    return {
      monthly_calls: month.cap,
      daily_key_calls: day?.cap ?? null,
      month_used: month.used,
      day_used: day?.used ?? 0,
    };
  }

  /** Drops the counters of past periods once written: a later use seeds them again. */
  protected async settle(now: Date): Promise<void> {
    const p = periods(now);
    for (const key of this.counters.keys()) {
      const [period, start] = key.split('|');
      if (start !== (period === 'month' ? p.month : p.day) && !this.ledger.holds(key)) this.counters.delete(key);
    }
  }
}
