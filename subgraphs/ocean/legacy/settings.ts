// Tunables of the legacy-compatible surface (docs/legacy.md), parsed here from the environment
// platform/config.ts hands over (Config.ocean.legacy):
//
//   LEGACY_HOLD_CEILING_MS  how long a request for an unresolved reference is held while the
//                           carrier connector answers (spec 8: ceiling 25 s); default 25000
//   LEGACY_HOLD_POLL_MS     while another process resolves the reference, how often the held
//                           request re-reads the record; default 200
//   LEGACY_CACHE_SECONDS    a rendered answer is served again to the same organisation for
//                           this long (spec 8: about 90 s); default 90
//
// Tests and the benchmark shorten them with configureLegacy() (one process, no environment
// juggling), before or after the system starts.

import type { Services } from '../../../platform/services.js';
import { envInt } from '../../../platform/env.js';

export interface LegacySettings {
  holdCeilingMs: number;
  holdPollMs: number;
  cacheSeconds: number;
}

export function legacyEnv(env: NodeJS.ProcessEnv): LegacySettings {
  return {
    holdCeilingMs: envInt('LEGACY_HOLD_CEILING_MS', 25_000, env),
    holdPollMs: Math.max(10, envInt('LEGACY_HOLD_POLL_MS', 200, env)),
    cacheSeconds: envInt('LEGACY_CACHE_SECONDS', 90, env),
  };
}

/** This process's overrides (configureLegacy), over every Services object's configuration. */
let overrides: Partial<LegacySettings> = {};

/** The settings in force: the configuration, overridden in this process. */
export function legacySettings(services: Pick<Services, 'config'>): LegacySettings {
  return { ...services.config.ocean.legacy, ...overrides };
}

/** Overrides settings in this process; returns a function restoring the previous values. */
export function configureLegacy(patch: Partial<LegacySettings>): () => void {
  const before = overrides;
  overrides = { ...overrides, ...patch };
  return () => {
    overrides = before;
  };
}

/** `cache_expires` is `updated_at` plus this (spec 2.11, 8). */
export const CACHE_EXPIRES_HOURS = 12;
