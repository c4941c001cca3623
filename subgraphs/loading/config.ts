// The loading product's settings (services.config.loading), read once at start-up.
import { availableParallelism } from 'node:os';
import { optionalEnvPositiveInt } from '../../platform/env.js';
import { LIMITS } from './plans.js';

declare module '../../platform/config.js' {
  interface ModuleSettings {
    loading: LoadingConfig;
  }
}

export interface LoadingConfig {
  /** Planner worker threads per process (LOADING_PLANNER_THREADS, default: cores − 1, at least 1). */
  plannerThreads: number;
  /** Plans waiting for a thread in all, shared between organisations (LOADING_PLANNER_QUEUE, default 16; pool.ts). */
  plannerQueue: number;
  /** A plan's time budget when the request gives none (LOADING_TIME_BUDGET_MS, default 2000, at most 20000). */
  defaultBudgetMs: number;
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
  };
}
