// The loading product's settings (services.config.loading), read once at start-up.
import { availableParallelism } from 'node:os';
import { optionalEnvPositiveInt } from '../../platform/env.js';
import { LIMITS } from './decide/plan-request.js';

declare module '../../platform/config.js' {
  interface ModuleSettings {
    loading: LoadingConfig;
  }
}

export interface LoadingConfig {
  /** Planner worker threads per process (LOADING_PLANNER_THREADS, default: cores − 1, at least 1). */
  plannerThreads: number;
  /**
   * Plans waiting for a thread in all, shared between organisations (LOADING_PLANNER_QUEUE,
   * default 16; workers/planner-pool.ts).
   */
  plannerQueue: number;
  /** A plan's time budget when the request gives none (LOADING_TIME_BUDGET_MS, default 2000, at most 20000). */
  defaultBudgetMs: number;
  /**
   * The planner threads' scheduling priority, as a Unix nice value from 0 to 19
   * (LOADING_PLANNER_NICE, default 10): plans are background CPU work, so when the cores are
   * contended the threads answering requests run first (Linux; elsewhere the threads keep the
   * process's priority).
   */
  plannerNice: number;
}

export function loadingConfig(env: NodeJS.ProcessEnv): LoadingConfig {
  const budget = optionalEnvPositiveInt('LOADING_TIME_BUDGET_MS', env) ?? LIMITS.budgetDefaultMs;
  if (budget < LIMITS.budgetMinMs || budget > LIMITS.budgetMaxMs)
    throw new Error(
      `config: LOADING_TIME_BUDGET_MS must be from ${LIMITS.budgetMinMs} to ${LIMITS.budgetMaxMs}, got ${budget}`,
    );
  return {
    plannerThreads: optionalEnvPositiveInt('LOADING_PLANNER_THREADS', env) ?? Math.max(1, availableParallelism() - 1),
    plannerQueue: optionalEnvPositiveInt('LOADING_PLANNER_QUEUE', env) ?? 16,
    defaultBudgetMs: budget,
    plannerNice: plannerNice(env),
  };
}

function plannerNice(env: NodeJS.ProcessEnv): number {
  const raw = env.LOADING_PLANNER_NICE?.trim();
  if (raw === undefined || raw === '') return 10;
  const nice = Number(raw);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19)
    throw new Error(`config: LOADING_PLANNER_NICE must be an integer from 0 to 19, got ${raw}`);
  return nice;
}
