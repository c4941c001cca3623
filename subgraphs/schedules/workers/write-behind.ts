// What every allowance store answers (docs/schedules.md, Counting), the per-call transaction
// (PostgreSQL's counters as their only copy), and what the memory and Redis stores share: the
// plans' allowances, the seed read from PostgreSQL, and the ledger written about once a second.
import type { Services } from '../../../platform/services.js';
import type { Principal } from '../../../platform/context.js';
import { incrementCounter, readUsage, touchLaneInterest, type PlanAllowances, type UsageRow } from '../store/index.js';
import type { Periods } from '../decide/allowance.js';
import { UsageLedger } from './usage-ledger.js';

export type Lane = { origin: string; destination: string };
/** The counters after a counted call, or the allowance that refused it (nothing counted). */
export type Counted = UsageRow | 'month' | 'day';

export interface AllowanceStore {
  /** The caller's counters now, every call admitted so far included. */
  read(principal: Principal, p: Periods): Promise<UsageRow>;
  /** Counts one call on the month and the key's day, and marks the lane, when both have room. */
  count(principal: Principal, p: Periods, lane: Lane | null, now: Date): Promise<Counted>;
  /** Writes what was admitted to PostgreSQL (nothing to write for the per-call store). */
  flush(): Promise<void>;
  /** Stops the flushes after a last one. */
  close(): Promise<void>;
}

class Refused extends Error {
  constructor(readonly by: 'month' | 'day') {
    super(`refused by the ${by}`);
  }
}

/**
 * One call counted in its own transaction, each counter guarded by its allowance in its
 * statement: concurrent processes never pass a cap; a refusal writes nothing.
 */
export async function countInTransaction(
  services: Services,
  principal: Principal,
  p: Periods,
  lane: Lane | null,
  now: Date,
): Promise<Counted> {
  try {
    return await services.db.tx(async (tx) => {
      const month = await incrementCounter(tx, principal.orgId, 'month', p.month, principal.plan);
      if (!month) throw new Refused('month');
      let day: { used: number; cap: number | null } = { used: 0, cap: null };
      if (principal.keyId) {
        const d = await incrementCounter(tx, principal.keyId, 'day', p.day, principal.plan);
        if (!d) throw new Refused('day');
        day = d;
      }
      if (lane) await touchLaneInterest(tx, principal.orgId, lane.origin, lane.destination, now);
      return { monthly_calls: month.cap, daily_key_calls: day.cap, month_used: month.used, day_used: day.used };
    });
  } catch (e) {
    if (e instanceof Refused) return e.by;
    throw e;
  }
}

export const readCounters = (services: Services, principal: Principal, p: Periods): Promise<UsageRow> =>
  readUsage(services.db, principal.plan, principal.orgId, principal.keyId, p.month, p.day);

/** Several processes without Redis: every read and count on PostgreSQL. */
export const perCallStore = (services: Services): AllowanceStore => ({
  read: (principal, p) => readCounters(services, principal, p),
  count: (principal, p, lane, now) => countInTransaction(services, principal, p, lane, now),
  flush: async () => undefined,
  close: async () => undefined,
});

export type PlanCaps = Pick<UsageRow, 'monthly_calls' | 'daily_key_calls'>;

/** The memory and Redis stores: admitted outside PostgreSQL, written to it in batches. */
export abstract class WriteBehind implements AllowanceStore {
  protected readonly ledger: UsageLedger;
  /** The allowances of the plans met so far, refreshed by every write. */
  protected readonly plans = new Map<string, PlanCaps>();
  private readonly timer: NodeJS.Timeout;

  constructor(protected readonly services: Services) {
    this.ledger = new UsageLedger(services.db);
    this.timer = setInterval(() => {
      this.flush().catch((err: unknown) =>
        services.log.warn({ err: (err as Error).message }, 'schedules usage write failed; kept for the next'),
      );
    }, services.config.schedules.usageFlushMs);
    this.timer.unref();
  }

  abstract read(principal: Principal, p: Periods): Promise<UsageRow>;
  abstract count(principal: Principal, p: Periods, lane: Lane | null, now: Date): Promise<Counted>;

  /** PostgreSQL's counters of the caller, its plan's allowances kept for the calls after. */
  protected async seed(principal: Principal, p: Periods): Promise<UsageRow> {
    const row = await readCounters(this.services, principal, p);
    this.plans.set(principal.plan, { monthly_calls: row.monthly_calls, daily_key_calls: row.daily_key_calls });
    return row;
  }

  /** Writes the ledger (one statement) and takes the plans' allowances it reads back. */
  protected async write(): Promise<void> {
    const rows = await this.ledger.flush();
    if (!rows) return;
    const byPlan = new Map<string, PlanAllowances>(rows.map((r) => [r.plan, r]));
    // As readUsage: a plan without its own row has free's allowances.
    for (const plan of this.plans.keys()) {
      const r = byPlan.get(plan) ?? byPlan.get('free');
      this.plans.set(plan, { monthly_calls: r?.monthly_calls ?? null, daily_key_calls: r?.daily_key_calls ?? null });
    }
  }

  /** After each write: what the store keeps beside the ledger (never throws). */
  protected abstract settle(now: Date): Promise<void>;

  async flush(): Promise<void> {
    await this.write();
    await this.settle(this.services.clock.now());
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    try {
      await this.flush();
    } catch (err) {
      this.services.log.error(
        { err: (err as Error).message },
        'schedules usage not written at stop: those calls are lost',
      );
    }
  }
}
