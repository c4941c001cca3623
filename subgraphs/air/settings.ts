// Per-process state of the air subgraph, one per Services object: the airline connector, the
// position feed, and the in-process single-flight map (AWB → the airline call under way).
//
// Connector choice: services.sandbox → the sandbox network and sandbox aircraft. Otherwise
// from services.config.air, which airEnv(), the module's settings parser, reads from the
// environment (see docs/air.md):
//   AIR_FSU_ENDPOINTS   "020=https://…;176=https://…"  per-prefix FSU-by-AWB endpoints
//   AIR_FSU_DEFAULT_URL  endpoint for every other prefix (e.g. a Cargo-IMP network provider)
//   AIR_FSU_TOKEN        bearer token sent to those endpoints (and to the XFSU feeds)
//   AIR_XFSU_ENDPOINTS   "176=https://…"  per-prefix feeds of Cargo-XML XFSU by AWB (same contract)
//   AIR_ONE_RECORD_ENDPOINTS  "176=https://1r.airline.example"  per-prefix ONE Record servers (or
//                        a waybill URI template of the airline's own, with {prefix} and {serial})
//   AIR_ONE_RECORD_WAYBILL_URI  default {server}/logistics-objects/awb-{prefix}-{serial}
//   AIR_ONE_RECORD_TOKEN_URL, AIR_ONE_RECORD_CLIENT_ID, AIR_ONE_RECORD_CLIENT_SECRET,
//   AIR_ONE_RECORD_SCOPE (optional), AIR_ONE_RECORD_CLIENT_AUTH basic (default) | body
// A prefix is configured in one list only.
//   OPENSKY_URL          default https://opensky-network.org/api;  OPENSKY_TOKEN optional
// Tests and tools swap connectors with configureAir().
import type { Services } from '../../platform/services.js';
import type { AirlineConnector, PositionFeed } from './connectors/types.js';
import { SandboxAirline } from './connectors/sandbox.js';
import { SandboxPositions } from './connectors/sandbox-positions.js';
import { FsuHttpAirline, RoutingAirline } from './connectors/fsu-http.js';
import { OpenSkyClient } from './connectors/opensky.js';
import { OneRecordAirline } from './connectors/one-record.js';
import { ClientCredentials } from './connectors/one-record-auth.js';

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
  /** AWB prefix → Cargo-XML XFSU feed (the FSU-by-AWB contract, XML bodies). */
  xfsuEndpoints: Record<string, string>;
  /** AWB prefix → ONE Record server (or waybill URI template). */
  oneRecordEndpoints: Record<string, string>;
  oneRecordWaybillUri: string | null;
  /** OAuth 2.0 client credentials for the ONE Record servers; null = no token sent. */
  oneRecordAuth: {
    tokenUrl: string;
    clientId: string;
    clientSecret: string;
    scope: string | null;
    clientAuth: 'basic' | 'body';
  } | null;
  openskyUrl: string;
  openskyToken: string | null;
}

/** "ppp=url;ppp=url" → prefix → url; throws on a malformed entry or a prefix already configured. */
function prefixList(env: NodeJS.ProcessEnv, name: string, taken: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (env[name] ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    const [prefix, url] = eq < 0 ? [part, ''] : [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if (!/^\d{3}$/.test(prefix) || !/^https?:\/\/./.test(url))
      throw new Error(`config: ${name} entry "${part}" is not ppp=url`);
    const other = taken.get(prefix);
    if (other) throw new Error(`config: prefix ${prefix} is in both ${other} and ${name}`);
    taken.set(prefix, name);
    out[prefix] = url;
  }
  return out;
}

function oneRecordAuth(env: NodeJS.ProcessEnv): AirConfig['oneRecordAuth'] {
  const [tokenUrl, clientId, clientSecret] = [
    env.AIR_ONE_RECORD_TOKEN_URL,
    env.AIR_ONE_RECORD_CLIENT_ID,
    env.AIR_ONE_RECORD_CLIENT_SECRET,
  ];
  if (!tokenUrl && !clientId && !clientSecret) return null;
  if (!tokenUrl || !clientId || !clientSecret)
    throw new Error('config: AIR_ONE_RECORD_TOKEN_URL, _CLIENT_ID and _CLIENT_SECRET are set together');
  const clientAuth = env.AIR_ONE_RECORD_CLIENT_AUTH || 'basic';
  if (clientAuth !== 'basic' && clientAuth !== 'body')
    throw new Error(`config: AIR_ONE_RECORD_CLIENT_AUTH is basic or body, not "${clientAuth}"`);
  return { tokenUrl, clientId, clientSecret, scope: env.AIR_ONE_RECORD_SCOPE || null, clientAuth };
}

/** Config.air from the variables above; throws on a malformed value. */
export function airEnv(env: NodeJS.ProcessEnv): AirConfig {
  const taken = new Map<string, string>();
  return {
    fsuEndpoints: prefixList(env, 'AIR_FSU_ENDPOINTS', taken),
    fsuDefaultUrl: env.AIR_FSU_DEFAULT_URL || null,
    fsuToken: env.AIR_FSU_TOKEN || null,
    xfsuEndpoints: prefixList(env, 'AIR_XFSU_ENDPOINTS', taken),
    oneRecordEndpoints: prefixList(env, 'AIR_ONE_RECORD_ENDPOINTS', taken),
    oneRecordWaybillUri: env.AIR_ONE_RECORD_WAYBILL_URI || null,
    oneRecordAuth: oneRecordAuth(env),
    openskyUrl: env.OPENSKY_URL || 'https://opensky-network.org/api',
    openskyToken: env.OPENSKY_TOKEN || null,
  };
}

function realConnectors(cfg: AirConfig): Pick<AirRuntime, 'airline' | 'positions'> {
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
