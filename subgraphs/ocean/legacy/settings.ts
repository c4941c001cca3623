// Tunables of the legacy-compatible surface (docs/legacy.md), parsed here from the environment
// for ocean's settings parser (services.config.ocean.legacy):
//
//   LEGACY_HOLD_CEILING_MS  how long a request for an unresolved reference is held while the
//                           carrier connector answers (docs/legacy.md, Numbers); default 25000
//   LEGACY_HOLD_POLL_MS     while another process resolves the reference, how often the held
//                           request re-reads the record; default 200
//   LEGACY_CACHE_SECONDS    a rendered answer is served again to the same organisation for
//                           this long (docs/legacy.md, Cache); default 90
//
// Tests and the benchmark change them on their Services object's configuration
// (services.config.ocean.legacy), before or after the system starts.

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

/** The settings in force: this Services object's configuration. */
export function legacySettings(services: Pick<Services, 'config'>): LegacySettings {
  return services.config.ocean.legacy;
}
