// Planning runs off the request thread: a pool of worker threads (piscina) per process, each
// plan within its time budget. Plans wait in one queue per organisation, taken round-robin, and
// one organisation may run only some of the threads at once and queue only its plan tier's
// share, so a flood from one customer queues only that customer: its next plan answers 503
// PLANNER_BUSY with a Retry-After worked out from its own queue, while another organisation's
// plan starts on the thread kept free of it. A plan that starts while threads are idle and no
// one waits may take more of them: the search is split over them and the best plan kept. Threads
// beyond its organisation's share are only lent: the first plan that waits for one takes it back
// (docs/loading.md).
import { EventEmitter } from 'node:events';
import { Piscina } from 'piscina';
import { Counter, Gauge, Histogram } from 'prom-client';
import { AppError } from '../../../platform/errors.js';
import { processMetrics } from '../../../platform/metrics.js';
import type { Services } from '../../../platform/services.js';
import type { Plan } from '../../../platform/context.js';
import type { PlanInput, PlanResult } from '../decide/planner/types.js';
import { betterPlan } from '../decide/planner/best.js';

export interface PlannerPoolSettings {
  threads: number;
  queue: number;
  /** The planner threads' nice value (settings.ts `plannerNice`; planner-worker.mjs applies it). */
  nice: number;
}

/** What one organisation may ask of the planner, by plan tier (docs/loading.md). */
export interface PlannerTier {
  /** The largest time budget a plan may ask for. */
  budgetMaxMs: number;
  /** Plans it may have waiting for a thread. */
  queued: number;
}
export const PLANNER_TIERS: Record<'free' | 'paid', PlannerTier> = {
  free: { budgetMaxMs: 5_000, queued: 2 },
  paid: { budgetMaxMs: 20_000, queued: 4 },
};
/** Free is free's; every paying plan (paid, payg) gets paid's. */
const plannerTier = (plan: Plan): PlannerTier => (plan === 'free' ? PLANNER_TIERS.free : PLANNER_TIERS.paid);

/** Whose plan it is: its organisation and plan tier. */
export interface PlanOwner {
  orgId: string;
  plan: Plan;
}

/** The threads a plan is given: its own (within its organisation's share), and the idle ones lent to it. */
interface Grant {
  owned: number;
  /** One per lent thread: aborting it ends that thread's share and gives the thread back. */
  lent: AbortController[];
}

interface Waiting {
  input: PlanInput;
  orgId: string;
  start(grant: Grant): void;
}

/** The most threads one plan is split over. */
const MOST_THREADS_PER_PLAN = 4;

const livePools = new Set<PlannerPool>();

const planned = new Counter({
  name: 'loading_plans_total',
  help: "Load plans asked of the planner threads, by outcome (planned, failed, busy: refused, the organisation's share full)",
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});
const lentThreads = new Counter({
  name: 'loading_planner_lent_threads_total',
  help: "Idle planner threads lent to a plan beyond its organisation's share (lent), and those taken back early for a plan that waited (returned)",
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});
const planSeconds = new Histogram({
  name: 'loading_plan_duration_seconds',
  help: 'Time from admitting a plan to its result, queueing included',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30],
  registers: [processMetrics],
});
new Gauge({
  name: 'loading_planner_queued',
  help: 'Plans waiting for a planner thread',
  registers: [processMetrics],
  collect() {
    this.set([...livePools].reduce((n, p) => n + p.queued, 0));
  },
});
new Gauge({
  name: 'loading_planner_running',
  help: 'Plans being planned on a thread now',
  registers: [processMetrics],
  collect() {
    this.set([...livePools].reduce((n, p) => n + p.running, 0));
  },
});

export class PlannerPool extends EventEmitter {
  private pool: Piscina;
  /** Threads in all: one more than an organisation may use, so another's plan never waits for it. */
  readonly threads: number;
  /** Plans one organisation may run at once. */
  readonly perOrganisation: number;
  /** Organisation → its plans waiting, oldest first; the map's order is the round-robin's. */
  private waiting = new Map<string, Waiting[]>();
  /** Organisation → the budgets (ms) of its plans waiting or running (its Retry-After). */
  private budgets = new Map<string, number>();
  private runningBy = new Map<string, number>();
  private runningNow = 0;
  /** Lent threads still planning, and whose plan (input, organisation id) holds each. */
  private lentNow = new Map<AbortController, [PlanInput, string]>();

  /**
   * Emits 'admitted' (input, organisation id) when a plan is accepted to wait or run, 'started'
   * when it goes to a thread (input, organisation id, threads), 'returned' when a lent thread
   * is taken back from it, and 'finished' after (tests gate on them).
   */
  constructor(private settings: PlannerPoolSettings) {
    super();
    this.perOrganisation = Math.max(1, Math.ceil(settings.threads / 2));
    this.threads = Math.max(settings.threads, this.perOrganisation + 1);
    this.pool = new Piscina({
      filename: new URL('./planner-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 30_000,
      workerData: { nice: settings.nice },
    });
    livePools.add(this);
  }

  get queued(): number {
    let n = 0;
    for (const w of this.waiting.values()) n += w.length;
    return n;
  }

  get running(): number {
    return this.runningNow;
  }

  /** Plans `input` for `owner` (default: one shared owner) when its turn comes; see the class comment. */
  async plan(input: PlanInput, owner: PlanOwner = { orgId: '', plan: 'paid' }): Promise<PlanResult> {
    this.admit(input, owner);
    const { orgId } = owner;
    this.emit('admitted', input, orgId);
    const budget = input.options.time_budget_ms;
    const done = planSeconds.startTimer();
    this.budgets.set(orgId, (this.budgets.get(orgId) ?? 0) + budget);
    try {
      const grant = await new Promise<Grant>((start) => {
        const queue = this.waiting.get(orgId) ?? [];
        queue.push({ input, orgId, start });
        this.waiting.set(orgId, queue);
        this.dispatch();
      });
      return await this.run(input, orgId, grant);
    } finally {
      const left = this.budgets.get(orgId)! - budget;
      if (left > 0) this.budgets.set(orgId, left);
      else this.budgets.delete(orgId);
      done();
      this.dispatch();
    }
  }

  /** Refuses a plan over its tier's budget, or one its organisation has no room to queue. */
  private admit(input: PlanInput, owner: PlanOwner): void {
    const tier = plannerTier(owner.plan);
    if (input.options.time_budget_ms > tier.budgetMaxMs)
      throw new AppError(
        'VALIDATION_ERROR',
        `options.time_budget_ms: at most ${tier.budgetMaxMs} on the ${owner.plan} plan (got ${input.options.time_budget_ms})`,
      );
    const mine = this.waiting.get(owner.orgId)?.length ?? 0;
    const threadFree =
      this.runningNow - this.lentNow.size < this.threads &&
      (this.runningBy.get(owner.orgId) ?? 0) < this.perOrganisation;
    if (threadFree && mine === 0) return;
    // Its fair share of the process's queue: with many organisations waiting, each gets a part.
    const orgs = this.waiting.size + (mine ? 0 : 1);
    const share = Math.max(1, Math.floor(this.settings.queue / orgs));
    if (mine < tier.queued && (this.queued < this.settings.queue || mine < share)) return;
    planned.inc({ outcome: 'busy' });
    const seconds = Math.max(1, Math.ceil((this.budgets.get(owner.orgId) ?? 0) / this.perOrganisation / 1000));
    throw new AppError(
      'PLANNER_BUSY',
      `this organisation's plans fill its share of the planner (${this.perOrganisation} planning, ${mine} waiting); retry in ${seconds} s`,
      { status: 503, headers: { 'Retry-After': String(seconds) } },
    );
  }

  /**
   * Starts waiting plans while threads are free (taking lent threads back for them):
   * organisations in turn, each within its share.
   */
  private dispatch(): void {
    for (;;) {
      const next = [...this.waiting].find(([org]) => (this.runningBy.get(org) ?? 0) < this.perOrganisation);
      if (!next || (this.runningNow >= this.threads && !this.takeBackOne())) return;
      const [org, queue] = next;
      const w = queue.shift()!;
      // Its turn is spent: it goes to the back of the round.
      this.waiting.delete(org);
      if (queue.length) this.waiting.set(org, queue);
      // Threads nobody waits for help this plan: its organisation's share first, then lent.
      const mine = this.runningBy.get(org) ?? 0;
      const idle = this.waiting.size ? 0 : this.threads - this.runningNow - 1;
      const spare = Math.max(0, Math.min(idle, this.perOrganisation - mine - 1, MOST_THREADS_PER_PLAN - 1));
      const lend = Math.max(0, Math.min(idle - spare, MOST_THREADS_PER_PLAN - 1 - spare));
      const lent = Array.from({ length: lend }, () => new AbortController());
      for (const c of lent) this.lentNow.set(c, [w.input, org]);
      lentThreads.inc({ outcome: 'lent' }, lend);
      this.runningNow += 1 + spare + lend;
      this.runningBy.set(org, mine + 1 + spare);
      w.start({ owned: 1 + spare, lent });
    }
  }

  /** Ends one lent thread's share so a waiting plan can have the thread; false when none is lent. */
  private takeBackOne(): boolean {
    const [c, [input, orgId]] = this.lentNow.entries().next().value ?? [null, []];
    if (!c) return false;
    this.giveBack(c);
    lentThreads.inc({ outcome: 'returned' });
    c.abort();
    this.emit('returned', input, orgId);
    return true;
  }

  private giveBack(c: AbortController): void {
    if (this.lentNow.delete(c)) this.runningNow--;
  }

  /**
   * Plans on the granted threads, each its share of the search (same input and seed), the best
   * kept; a lent thread taken back early adds nothing.
   */
  private async run(input: PlanInput, orgId: string, grant: Grant): Promise<PlanResult> {
    const of = grant.owned + grant.lent.length;
    this.emit('started', input, orgId, of);
    let outcome = 'failed';
    try {
      const shares = Array.from({ length: of }, (_, index) => {
        const task = { input, part: { index, of } };
        const lent = grant.lent[index - grant.owned];
        if (!lent) return this.pool.run(task) as Promise<PlanResult>;
        // Its thread is free as soon as its share is done (or taken back: then it adds nothing).
        return (this.pool.run(task, { signal: lent.signal }) as Promise<PlanResult>).then(
          (r) => {
            this.giveBack(lent);
            this.dispatch();
            return r;
          },
          (e: unknown) => {
            if (!lent.signal.aborted) throw e;
            return null;
          },
        );
      });
      const results = (await Promise.all(shares)).filter((r): r is PlanResult => r !== null);
      outcome = 'planned';
      return results.reduce((best, r) => (betterPlan(input, r, best) ? r : best));
    } finally {
      this.runningNow -= grant.owned;
      for (const c of grant.lent) this.giveBack(c);
      const n = this.runningBy.get(orgId)! - grant.owned;
      if (n > 0) this.runningBy.set(orgId, n);
      else this.runningBy.delete(orgId);
      planned.inc({ outcome });
      this.emit('finished', input, orgId);
    }
  }

  close(): Promise<void> {
    livePools.delete(this);
    return this.pool.destroy();
  }
}

const pools = new WeakMap<Services, PlannerPool>();

/** The process's planner pool, started on first use (idle threads end and do not hold the process). */
export function plannerPool(services: Services): PlannerPool {
  let pool = pools.get(services);
  if (!pool) {
    const cfg = services.config.loading;
    pool = new PlannerPool({ threads: cfg.plannerThreads, queue: cfg.plannerQueue, nice: cfg.plannerNice });
    pools.set(services, pool);
  }
  return pool;
}

export async function closePlannerPool(services: Services): Promise<void> {
  await pools.get(services)?.close();
  pools.delete(services);
}
