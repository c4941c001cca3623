// Tunables of the legacy-compatible surface, read from the environment once (docs/legacy.md):
//
//   LEGACY_HOLD_CEILING_MS  how long a request for an unresolved reference is held while the
//                           carrier connector answers (spec 8: ceiling 25 s); default 25000
//   LEGACY_HOLD_POLL_MS     while another process resolves the reference, how often the held
//                           request re-reads the record; default 200
//   LEGACY_CACHE_SECONDS    a rendered answer is served again to the same organisation for
//                           this long (spec 8: about 90 s); default 90
//
// Tests shorten them with configureLegacy() (one process, no environment juggling).

import { envInt } from '../../../platform/config.js';

export interface LegacySettings {
  holdCeilingMs: number;
  holdPollMs: number;
  cacheSeconds: number;
}

export const legacySettings: LegacySettings = {
  holdCeilingMs: envInt('LEGACY_HOLD_CEILING_MS', 25_000),
  holdPollMs: Math.max(10, envInt('LEGACY_HOLD_POLL_MS', 200)),
  cacheSeconds: envInt('LEGACY_CACHE_SECONDS', 90),
};

/** Overrides settings in this process; returns a function restoring the previous values. */
export function configureLegacy(patch: Partial<LegacySettings>): () => void {
  const before = { ...legacySettings };
  Object.assign(legacySettings, patch);
  return () => {
    Object.assign(legacySettings, before);
  };
}

/** `cache_expires` is `updated_at` plus this (spec 2.11, 8). */
export const CACHE_EXPIRES_HOURS = 12;
