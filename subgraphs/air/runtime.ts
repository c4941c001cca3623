// Per-process state of the air subgraph, one per Services object: the airline connector, the
// position feed, and the in-process single-flight map (AWB → the airline call under way).
//
// Connector choice: services.sandbox → the sandbox network and sandbox aircraft. Otherwise
// from services.config.air, which airEnv(), the module's settings parser, reads from the
// environment (see docs/air.md):
//   AIR_FSU_ENDPOINTS   "020=https://…;176=https://…"  per-prefix FSU-by-AWB endpoints
//   AIR_FSU_DEFAULT_URL  endpoint for every other prefix (e.g. a Cargo-IMP network provider)
//   AIR_FSU_TOKEN        bearer token sent to those endpoints
//   OPENSKY_URL          default https://opensky-network.org/api;  OPENSKY_TOKEN optional
// Tests and tools swap connectors with configureAir().
import type { Services } from '../../platform/services.js';
import type { AirlineConnector, PositionFeed } from './connectors/types.js';
import { SandboxAirline } from './connectors/sandbox.js';
import { SandboxPositions } from './connectors/sandbox-positions.js';
import { FsuHttpAirline, RoutingAirline } from './connectors/fsu-http.js';
import { OpenSkyClient } from './connectors/opensky.js';

export interface AirRuntime {
  airline: AirlineConnector;
  positions: PositionFeed;
  /** AWB → the refresh under way in this process (single-flight). */
  inflight: Map<string, Promise<unknown>>;
}

const runtimes = new WeakMap<Services, AirRuntime>();

declare module '../../platform/config.js' {
  interface ModuleSettings {
    air: AirConfig;
  }
}

/** The real feeds' settings (Config.air). */
export interface AirConfig {
  /** AWB prefix → FSU-by-AWB endpoint. */
  fsuEndpoints: Record<string, string>;
  /** Endpoint for every other prefix; null = none. */
  fsuDefaultUrl: string | null;
  fsuToken: string | null;
  openskyUrl: string;
  openskyToken: string | null;
}

/** Config.air from the variables above; throws on a malformed value. */
export function airEnv(env: NodeJS.ProcessEnv): AirConfig {
  const fsuEndpoints: Record<string, string> = {};
  for (const part of (env.AIR_FSU_ENDPOINTS ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [prefix, url] = part.split('=');
    if (!prefix || !/^\d{3}$/.test(prefix) || !url)
      throw new Error(`config: AIR_FSU_ENDPOINTS entry "${part}" is not ppp=url`);
    fsuEndpoints[prefix] = url;
  }
  return {
    fsuEndpoints,
    fsuDefaultUrl: env.AIR_FSU_DEFAULT_URL || null,
    fsuToken: env.AIR_FSU_TOKEN || null,
    openskyUrl: env.OPENSKY_URL || 'https://opensky-network.org/api',
    openskyToken: env.OPENSKY_TOKEN || null,
  };
}

function realConnectors(cfg: AirConfig): Pick<AirRuntime, 'airline' | 'positions'> {
  const token = cfg.fsuToken;
  const byPrefix = new Map<string, AirlineConnector>(
    Object.entries(cfg.fsuEndpoints).map(([prefix, url]) => [prefix, new FsuHttpAirline({ baseUrl: url, token })]),
  );
  const fallback = cfg.fsuDefaultUrl ? new FsuHttpAirline({ baseUrl: cfg.fsuDefaultUrl, token }) : null;
  return {
    airline: new RoutingAirline(byPrefix, fallback),
    positions: new OpenSkyClient({ baseUrl: cfg.openskyUrl, token: cfg.openskyToken }),
  };
}

export function airRuntime(services: Services): AirRuntime {
  let rt = runtimes.get(services);
  if (!rt) {
    const connectors = services.sandbox
      ? { airline: new SandboxAirline(), positions: new SandboxPositions() }
      : realConnectors(services.config.air);
    rt = { ...connectors, inflight: new Map() };
    runtimes.set(services, rt);
  }
  return rt;
}

/** Replaces the connectors of this process's air runtime (tests, tools). */
export function configureAir(
  services: Services,
  patch: Partial<Pick<AirRuntime, 'airline' | 'positions'>>,
): AirRuntime {
  const rt = airRuntime(services);
  Object.assign(rt, patch);
  return rt;
}
