// Ocean's section of the configuration (services.config.ocean), parsed from the environment by
// the module's settings parser: the poller's cadence, the real carrier and AIS connections
// (connectors/index.ts) and the legacy-compatible surface (legacy/settings.ts).
import { optionalEnvPositiveInt } from '../../platform/env.js';
import { oceanConnectorEnv, type OceanConnectorConfig } from './connectors/index.js';
import { legacyEnv, type LegacySettings } from './legacy/settings.js';

export interface OceanSettings extends OceanConnectorConfig {
  /** Between the poller's passes (OCEAN_POLL_INTERVAL_MS, default 15 000). */
  pollIntervalMs: number;
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
    ...oceanConnectorEnv(env),
    legacy: legacyEnv(env),
  };
}
