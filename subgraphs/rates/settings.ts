// Rates' section of the configuration (services.config.rates), parsed from the environment by the
// module's settings parser. Read once at start-up.
import { onOff } from '../../platform/env.js';

declare module '../../platform/config.js' {
  interface ModuleSettings {
    rates: RatesSettings;
  }
}

export interface RatesSettings {
  /**
   * Demo only (RATES_SANDBOX_BACKFILL, default 1): after the sandbox feed's current year, load
   * its earlier years back to 2020 in the background (docs/rates.md); 0: the current year only
   * (the tests' default: a year per transaction for minutes would compete with every request).
   */
  sandboxBackfill: boolean;
}

export function ratesSettings(env: NodeJS.ProcessEnv): RatesSettings {
  return { sandboxBackfill: onOff('RATES_SANDBOX_BACKFILL', true, env) };
}
