// The air subgraph's section of the configuration (Config.air): the real feeds, which airEnv()
// reads from the environment (see docs/air.md); connectors/index.ts builds the connectors from it.
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
