// The air subgraph's connectors in this process, one set per Services object: services.sandbox →
// the sandbox airline network and sandbox aircraft; otherwise the real feeds of Config.air
// (settings.ts). Tests and tools swap connectors with configureAir().
import type { Services } from '../../../platform/services.js';
import type { AirConfig } from '../settings.js';
import type { AirlineConnector, PositionFeed } from './types.js';
import { SandboxAirline } from './sandbox.js';
import { SandboxPositions } from './sandbox-positions.js';
import { FsuHttpAirline, RoutingAirline } from './fsu-http.js';
import { OpenSkyClient } from './opensky.js';
import { OneRecordAirline } from './one-record.js';
import { ClientCredentials } from './one-record-auth.js';

export interface AirConnectors {
  airline: AirlineConnector;
  positions: PositionFeed;
}

const built = new WeakMap<Services, AirConnectors>();

function realConnectors(cfg: AirConfig): AirConnectors {
  const token = cfg.fsuToken;
  const byPrefix = new Map<string, AirlineConnector>(
    // An XFSU feed speaks the FSU-by-AWB contract with XML bodies: the same client, the format told by content.
    Object.entries({ ...cfg.fsuEndpoints, ...cfg.xfsuEndpoints }).map(([prefix, url]) => [
      prefix,
      new FsuHttpAirline({ baseUrl: url, token }),
    ]),
  );
  // One token cache for every ONE Record server (one set of client credentials).
  const auth = cfg.oneRecordAuth ? new ClientCredentials(cfg.oneRecordAuth) : null;
  for (const [prefix, server] of Object.entries(cfg.oneRecordEndpoints))
    byPrefix.set(prefix, new OneRecordAirline({ server, waybillUri: cfg.oneRecordWaybillUri, auth }));
  const fallback = cfg.fsuDefaultUrl ? new FsuHttpAirline({ baseUrl: cfg.fsuDefaultUrl, token }) : null;
  return {
    airline: new RoutingAirline(byPrefix, fallback),
    positions: new OpenSkyClient({ baseUrl: cfg.openskyUrl, token: cfg.openskyToken }),
  };
}

export function airConnectors(services: Services): AirConnectors {
  let c = built.get(services);
  if (!c) {
    c = services.sandbox
      ? { airline: new SandboxAirline(), positions: new SandboxPositions() }
      : realConnectors(services.config.air);
    built.set(services, c);
  }
  return c;
}

/** Replaces connectors of this process (tests, tools). */
export function configureAir(services: Services, patch: Partial<AirConnectors>): AirConnectors {
  return Object.assign(airConnectors(services), patch);
}
