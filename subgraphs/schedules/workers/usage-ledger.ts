// What a memory or Redis allowance store admitted that PostgreSQL has not been told yet: the
// counters' deltas and the lanes marked watched, written in one statement per flush
// (store/usage.ts writeUsage). A write that fails leaves them pending for the next one.
import type { Queryable } from '../../../platform/db.js';
import { writeUsage, type CounterDelta, type LaneMark, type PlanAllowances } from '../store/index.js';

export const counterKey = (c: { subject: string; period: string; start: string }) =>
  `${c.period}|${c.start}|${c.subject}`;
const laneKey = (l: LaneMark) => `${l.orgId}|${l.origin}|${l.destination}`;

export class UsageLedger {
  private counts = new Map<string, CounterDelta>();
  private lanes = new Map<string, LaneMark>();
  private writing: Promise<PlanAllowances[] | null> | null = null;

  constructor(private readonly db: Queryable) {}

  /** `delta` more calls on a counter, admitted under `cap`. */
  count(c: CounterDelta): void {
    const pending = this.counts.get(counterKey(c));
    this.counts.set(counterKey(c), pending ? { ...c, delta: pending.delta + c.delta } : c);
  }

  /** Puts back a batch that was not written, behind what was counted since (its cap the newer). */
  private restore(c: CounterDelta): void {
    const since = this.counts.get(counterKey(c));
    this.counts.set(counterKey(c), since ? { ...since, delta: since.delta + c.delta } : c);
  }

  mark(l: LaneMark): void {
    const pending = this.lanes.get(laneKey(l));
    if (!pending || pending.at < l.at) this.lanes.set(laneKey(l), l);
  }

  /** Whether calls on this counter wait to be written (or are being written). */
  holds(key: string): boolean {
    return this.counts.has(key) || this.writing !== null;
  }

  /**
   * Writes what is pending in one statement, after any write under way; the plans' allowances
   * as PostgreSQL holds them, or null when nothing was pending.
   */
  async flush(): Promise<PlanAllowances[] | null> {
    while (this.writing) await this.writing.catch(() => null);
    if (!this.counts.size && !this.lanes.size) return null;
    const counts = [...this.counts.values()];
    const lanes = [...this.lanes.values()];
    this.counts = new Map();
    this.lanes = new Map();
    const writing = writeUsage(this.db, counts, lanes).catch((err: unknown) => {
      for (const c of counts) this.restore(c);
      for (const l of lanes) this.mark(l);
      throw err;
    });
    this.writing = writing;
    try {
      return await writing;
    } finally {
      this.writing = null;
    }
  }
}
