// Every tunable of the schedules product, parsed from the environment by the module's settings
// parser (services.config.schedules). Read once at start-up, not per request.
import { optionalEnvPositiveInt } from '../../platform/env.js';

declare module '../../platform/config.js' {
  interface ModuleSettings {
    schedules: SchedulesConfig;
  }
}

export interface SchedulesConfig {
  /**
   * Last UTC day (YYYY-MM-DD, inclusive) on which the three transition routes still answer a
   * keyless call (docs/schedules.md, Keyless transition). SCHEDULES_KEYLESS_UNTIL, default 2026-10-21.
   */
  keylessUntil: string;
  /** DCSA Commercial Schedules feed (used when not in sandbox mode); null = none. */
  dcsa: {
    url: string;
    token: string | null;
    carrierScac: string;
    lanes: { origin: string; destination: string }[];
  } | null;
  /** Background tick interval (disruption, arrival and congestion feeds, cut-offs, reliability). */
  tickSeconds: number;
  /**
   * Where calls are admitted against the allowances (SCHEDULES_USAGE_STORE: `memory`, `redis` or
   * `postgres`); null = unset: `redis` with REDIS_URL, else `memory` in one process, else
   * `postgres` (docs/schedules.md, Counting).
   */
  usageStore: UsageStoreKind | null;
  /** How often the memory and Redis stores write their counts to PostgreSQL (SCHEDULES_USAGE_FLUSH_MS, default 1,000). */
  usageFlushMs: number;
}

const USAGE_STORES = ['memory', 'redis', 'postgres'] as const;
export type UsageStoreKind = (typeof USAGE_STORES)[number];

function usageStore(env: NodeJS.ProcessEnv): UsageStoreKind | null {
  const store = env.SCHEDULES_USAGE_STORE || null;
  if (store !== null && !USAGE_STORES.includes(store as UsageStoreKind))
    throw new Error(`config: SCHEDULES_USAGE_STORE must be memory, redis or postgres, got "${store}"`);
  if (store === 'redis' && !env.REDIS_URL) throw new Error('config: SCHEDULES_USAGE_STORE=redis needs REDIS_URL');
  return store as UsageStoreKind | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function schedulesConfig(env: NodeJS.ProcessEnv): SchedulesConfig {
  const keylessUntil = env.SCHEDULES_KEYLESS_UNTIL || '2026-10-21';
  if (!DAY.test(keylessUntil) || Number.isNaN(Date.parse(`${keylessUntil}T00:00:00Z`))) {
    throw new Error(`config: SCHEDULES_KEYLESS_UNTIL must be a date YYYY-MM-DD, got "${keylessUntil}"`);
  }
  const tick = optionalEnvPositiveInt('SCHEDULES_TICK_SECONDS', env) ?? 60;
  const lanes = (env.SCHEDULES_DCSA_LANES || '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean)
    .map((s) => {
      const [origin, destination] = s.split('-');
      if (!origin || !destination)
        throw new Error(`config: SCHEDULES_DCSA_LANES entry "${s}" is not ORIGIN-DESTINATION`);
      return { origin, destination };
    });
  return {
    keylessUntil,
    dcsa: env.SCHEDULES_DCSA_URL
      ? {
          url: env.SCHEDULES_DCSA_URL,
          token: env.SCHEDULES_DCSA_TOKEN || null,
          carrierScac: (env.SCHEDULES_DCSA_CARRIER || 'MAEU').toUpperCase(),
          lanes,
        }
      : null,
    tickSeconds: tick,
    usageStore: usageStore(env),
    usageFlushMs: optionalEnvPositiveInt('SCHEDULES_USAGE_FLUSH_MS', env) ?? 1000,
  };
}

/** Whether a keyless call on a transition route is still answered at `now`. */
export function keylessAllowed(cfg: SchedulesConfig, now: Date): boolean {
  return now.getTime() < Date.parse(`${cfg.keylessUntil}T00:00:00Z`) + 86_400_000;
}
