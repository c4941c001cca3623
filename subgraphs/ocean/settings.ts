// Ocean's section of the configuration (services.config.ocean), parsed from the environment by
// the module's settings parser: the poller's cadence, the real carrier and AIS connections
// (connectors/index.ts) and the legacy-compatible surface (legacy/settings.ts).
import { onOff, optionalEnvPositiveInt } from '../../platform/env.js';
import { oceanConnectorEnv, type OceanConnectorConfig } from './connectors/index.js';
import { legacyEnv, type LegacySettings } from './legacy/settings.js';

export interface OceanSettings extends OceanConnectorConfig {
  /** Between the poller's passes (OCEAN_POLL_INTERVAL_MS, default 15 000). */
  pollIntervalMs: number;
  /**
   * Sandbox only (OCEAN_SANDBOX_FRESH_TRIPS, default 1): a reference someone starts tracking
   * starts a trip then, its vessel sailing within a minute (docs/ocean-connectors.md); 0: every
   * reference follows the sandbox schedule as a pure function of the clock (the tests' default).
   */
  sandboxFreshTrips: boolean;
  /** The legacy-compatible surface (LEGACY_*). */
  legacy: LegacySettings;
}

declare module '../../platform/config.js' {
  interface ModuleSettings {
    ocean: OceanSettings;
  }
}

export function oceanSettings(env: NodeJS.ProcessEnv): OceanSettings {
  return {
    pollIntervalMs: optionalEnvPositiveInt('OCEAN_POLL_INTERVAL_MS', env) ?? 15_000,
    sandboxFreshTrips: onOff('OCEAN_SANDBOX_FRESH_TRIPS', true, env),
    ...oceanConnectorEnv(env),
    legacy: legacyEnv(env),
  };
}
