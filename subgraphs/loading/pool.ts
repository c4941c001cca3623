// Planning runs off the request thread: a pool of worker threads (piscina) per process, each
// plan within its time budget, a bounded queue. A full queue answers 503 PLANNER_BUSY with
// Retry-After rather than letting requests wait behind minutes of planning.
import { EventEmitter } from 'node:events';
import { Piscina } from 'piscina';
import { Counter, Gauge, Histogram } from 'prom-client';
import { AppError } from '../../platform/errors.js';
import { processMetrics } from '../../platform/metrics.js';
import type { Services } from '../../platform/services.js';
import type { PlanInput, PlanResult } from './planner/types.js';

export interface PlannerPoolSettings {
  threads: number;
  queue: number;
}

const livePools = new Set<PlannerPool>();

const planned = new Counter({
  name: 'loading_plans_total',
  help: 'Load plans asked of the planner threads, by outcome (planned, failed, busy: refused with the queue full)',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});
const planSeconds = new Histogram({
  name: 'loading_plan_duration_seconds',
  help: 'Time from handing a plan to the threads to its result, queueing included',
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
  /** Plans handed to the threads and not finished (queued ones included). */
  private inFlight = 0;
  private pool: Piscina;

  /** Emits 'started' when a plan is handed to the threads (tests gate on it) and 'finished' after. */
  constructor(private settings: PlannerPoolSettings) {
    super();
    this.pool = new Piscina({
      filename: new URL('./planner-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: settings.threads,
      maxQueue: settings.queue,
      idleTimeout: 30_000,
    });
    livePools.add(this);
  }

  get queued(): number {
    return this.pool.queueSize;
  }

  get running(): number {
    return Math.max(0, this.inFlight - this.pool.queueSize);
  }

  async plan(input: PlanInput): Promise<PlanResult> {
    if (this.pool.queueSize >= this.settings.queue) {
      planned.inc({ outcome: 'busy' });
      throw new AppError('PLANNER_BUSY', 'every planner thread is busy and the queue is full; retry shortly', {
        status: 503,
        headers: { 'Retry-After': String(Math.ceil(input.options.time_budget_ms / 1000) + 1) },
      });
    }
    this.emit('started', input);
    const done = planSeconds.startTimer();
    this.inFlight++;
    let outcome = 'failed';
    try {
      const result = (await this.pool.run(input)) as PlanResult;
      outcome = 'planned';
      return result;
    } finally {
      this.inFlight--;
      done();
      planned.inc({ outcome });
      this.emit('finished', input);
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
    pool = new PlannerPool({ threads: cfg.plannerThreads, queue: cfg.plannerQueue });
    pools.set(services, pool);
  }
  return pool;
}

export async function closePlannerPool(services: Services): Promise<void> {
  await pools.get(services)?.close();
  pools.delete(services);
}
