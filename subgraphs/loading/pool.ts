// Planning runs off the request thread: a pool of worker threads (piscina) per process, each
// plan within its time budget, a bounded queue. A full queue answers 503 PLANNER_BUSY with
// Retry-After rather than letting requests wait behind minutes of planning.
import { EventEmitter } from 'node:events';
import { Piscina } from 'piscina';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../platform/services.js';
import type { PlanInput, PlanResult } from './planner/types.js';

export interface PlannerPoolSettings {
  threads: number;
  queue: number;
}

export class PlannerPool extends EventEmitter {
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
  }

  async plan(input: PlanInput): Promise<PlanResult> {
    if (this.pool.queueSize >= this.settings.queue)
      throw new AppError('PLANNER_BUSY', 'every planner thread is busy and the queue is full; retry shortly', {
        status: 503,
        headers: { 'Retry-After': String(Math.ceil(input.options.time_budget_ms / 1000) + 1) },
      });
    this.emit('started', input);
    try {
      return (await this.pool.run(input)) as PlanResult;
    } finally {
      this.emit('finished', input);
    }
  }

  close(): Promise<void> {
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
