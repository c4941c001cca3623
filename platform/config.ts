// The one config module: every tunable comes from the environment, read once, typed here.

// @apollo/gateway pulls in OpenTelemetry's GCP resource detector, which probes the cloud
// metadata address at start-up; we do not run on GCP and never want that request.
process.env.METADATA_SERVER_DETECTION ??= 'none';
export interface Config {
  /** Unset = embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; unset = in-memory. */
  pgliteDataDir: string | null;
  pgPoolMax: number;
  /** Shared secret the gateway presents to subgraphs; subgraphs trust nothing else. */
  internalSecret: string;
  host: string;
  ports: {
    gateway: number;
    ocean: number;
    air: number;
    schedules: number;
    rates: number;
    loading: number;
    mcp: number;
    /** Distributed mode: first subgraph port; subgraphs take consecutive ports in registry order. */
    subgraphBase: number;
  };
  /** Distributed mode: where the adapter finds the gateway. Unset = call it in-process. */
  gatewayUrl: string | null;
  /** Distributed mode: where the gateway finds the subgraphs, e.g. "ocean=http://h:4013/graphql,…". */
  subgraphUrls: Record<string, string>;
  rateLimitStore: 'memory' | 'postgres';
  jsonBodyLimit: string;
  logLevel: string;
}

/** A non-negative integer setting, or undefined when unset; product settings modules use it too. */
export function optionalEnvInt(name: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`config: ${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** A non-negative integer setting with its default. */
export function envInt(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  return optionalEnvInt(name, env) ?? fallback;
}

function parseSubgraphUrls(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [name, url] = part.split('=');
    if (!name || !url) throw new Error(`config: SUBGRAPH_URLS entry "${part}" is not name=url`);
    out[name] = url;
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || null;
  const store = env.RATE_LIMIT_STORE || (databaseUrl ? 'postgres' : 'memory');
  if (store !== 'memory' && store !== 'postgres') throw new Error(`config: RATE_LIMIT_STORE must be memory or postgres, got "${store}"`);
  return {
    databaseUrl,
    pgliteDataDir: env.PGLITE_DATA_DIR || null,
    pgPoolMax: envInt('PG_POOL_MAX', 10, env),
    internalSecret: env.INTERNAL_SECRET || 'dev-internal-secret-change-me',
    host: env.HOST || '127.0.0.1',
    ports: {
      gateway: envInt('GATEWAY_PORT', 4000, env),
      ocean: envInt('OCEAN_PORT', 4100, env),
      air: envInt('AIR_PORT', 4200, env),
      schedules: envInt('SCHEDULES_PORT', 4300, env),
      rates: envInt('RATES_PORT', 4400, env),
      loading: envInt('LOADING_PORT', 4500, env),
      mcp: envInt('MCP_PORT', 4600, env),
      subgraphBase: envInt('SUBGRAPH_BASE_PORT', 4010, env),
    },
    gatewayUrl: env.GATEWAY_URL || null,
    subgraphUrls: parseSubgraphUrls(env.SUBGRAPH_URLS),
    rateLimitStore: store,
    jsonBodyLimit: env.JSON_BODY_LIMIT || '100kb',
    logLevel: env.LOG_LEVEL || 'info',
  };
}
