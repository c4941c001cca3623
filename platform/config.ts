// The one config module: every tunable comes from the environment, read once, typed here. The
// kernel's own settings are parsed below; each subgraph module parses its own section with the
// `settings` function of its module contract (subgraph.ts), and declares that section's type by
// adding a property named after the module to ModuleSettings (TypeScript declaration merging),
// so the kernel stays ignorant of products while `services.config.<module>` stays typed.
// Nothing else reads process.env (the logger's LOG_LEVEL aside, see logger.ts).
import { randomBytes } from 'node:crypto';
import { envInt, onOff, optionalEnvInt, optionalEnvPositiveInt } from './env.js';
import { MAX_TOKEN_SECONDS, type AuthKeyConfig } from './token.js';
import { MAX_EXPORT_PAGE_ROWS } from './export-page.js';

// @apollo/gateway pulls in OpenTelemetry's GCP resource detector, which probes the cloud
// metadata address at start-up; we do not run on GCP and never want that request.
process.env.METADATA_SERVER_DETECTION ??= 'none';

export type RateLimitStoreKind = 'memory' | 'postgres' | 'redis';

export interface RedisConfig {
  url: string;
  /** Prefix of every key this deployment writes (REDIS_KEY_PREFIX, default `freightgraph:`). */
  keyPrefix: string;
  /** How long a command or a connection attempt may take before the caller stops waiting (REDIS_TIMEOUT_MS, default 250). */
  timeoutMs: number;
}

export interface KernelConfig {
  /** Unset = embedded PGlite. May name a pooler (PgBouncer in transaction mode): nothing on it needs a session. */
  databaseUrl: string | null;
  /**
   * The one connection that needs a session, the notification listener's LISTEN
   * (DATABASE_LISTEN_URL, default DATABASE_URL): the server itself, or PgBouncer in session mode.
   */
  databaseListenUrl: string | null;
  /**
   * A streaming read replica for the reads that may be a moment old (DATABASE_REPLICA_URL, unset =
   * none), and the lag past which they go to the primary (REPLICA_MAX_LAG_MS, default 1,000):
   * docs/scaling.md, Read replicas.
   */
  databaseReplica: { url: string; maxLagMs: number } | null;
  /** PGlite data directory; unset = in-memory. */
  pgliteDataDir: string | null;
  pgPoolMax: number;
  /** Token signing and verification keys (AUTH_SIGNING_KEY, AUTH_JWKS, AUTH_JWKS_URL; token.ts). */
  auth: AuthKeyConfig & {
    /** Default lifetime of tokens from POST /auth/token (AUTH_TOKEN_SECONDS, at most 900). */
    tokenSeconds: number;
  };
  /**
   * Key of the HMAC that makes pagination cursors tamper-evident (CURSOR_SECRET). Unset: random
   * per process, so set it when several processes serve one subgraph behind a load balancer.
   */
  cursorSecret: string;
  host: string;
  /**
   * Where clients reach the product hosts, as their OpenAPI documents' `servers` name them
   * (PUBLIC_BASE_URL, an absolute URL holding `{product}`, e.g. https://{product}.api.example.com).
   * Unset: http://localhost:<the host's port>.
   */
  publicBaseUrl: string | null;
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
    /** Every process's operations listener: /metrics, /health, /ready (platform/http.ts serveMetrics). */
    metrics: number;
  };
  /** Distributed mode: where the adapter finds the gateway. Unset = call it in-process. */
  gatewayUrl: string | null;
  /** Distributed mode: where the gateway finds the subgraphs, e.g. "ocean=http://h:4013/graphql,…". */
  subgraphUrls: Record<string, string>;
  /**
   * The gateway shares an identical subgraph fetch already in flight for the same caller
   * (GATEWAY_DEDUPE, default on; 0 = every fetch is sent). Never across organisations.
   */
  gatewayDedupe: boolean;
  /**
   * The REST adapter's operations whose plan is one fetch to one subgraph are sent straight to it
   * (GATEWAY_DIRECT, default on; 0 = every operation through the gateway's executor).
   */
  gatewayDirect: boolean;
  /**
   * Where rate-limit buckets live (RATE_LIMIT_STORE): `redis` when REDIS_URL is set, else
   * `postgres` with DATABASE_URL, else `memory` (one process).
   */
  rateLimitStore: RateLimitStoreKind;
  /** Redis for short-lived state shared by every process (REDIS_URL); unset = none. */
  redis: RedisConfig | null;
  /**
   * This process serves the whole system alone (set by the one-process runtime, `npm start`;
   * false in a distributed role): state it keeps in memory is then the deployment's.
   */
  oneProcess: boolean;
  /**
   * The gateway answers introspection (GRAPHQL_INTROSPECTION, default on; 0 = off): the same in
   * every mode and in the image, whatever NODE_ENV says. Codegen and GraphiQL's schema need it.
   */
  graphqlIntrospection: boolean;
  /**
   * Browser origins allowed to call the gateway and the REST hosts (CORS_ORIGINS: exact origins
   * such as https://dash.example.com, or `localhost` for any port of localhost, 127.0.0.1 and
   * [::1], comma-separated). null = unset: localhost under `npm start`, none in distributed mode.
   */
  corsOrigins: string[] | null;
  /**
   * A persisted-documents manifest (GRAPHQL_TRUSTED_DOCUMENTS, a file path; unset = any
   * operation): the gateway runs only its operations for callers at /graphql.
   */
  trustedDocuments: string | null;
  jsonBodyLimit: string;
  /**
   * Rows per page an export asks of its subgraph (EXPORT_PAGE_ROWS, default 1,000, at most
   * 10,000): what an export holds in memory at once, whatever its size (docs/exports.md).
   */
  exportPageRows: number;
  /**
   * How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_MS,
   * default 30,000): a slow body would otherwise hold a connection for Node's 300 s; 408 after.
   */
  requestTimeoutMs: number;
  /**
   * Open live connections (SSE streams, graphql-sse subscriptions, graphql-ws sockets) one
   * organisation and one key may hold in one process (LIVE_CONNECTIONS_PER_ORGANISATION, default
   * 200; LIVE_CONNECTIONS_PER_KEY, default 50): docs/live.md, Limits.
   */
  liveConnections: { perOrganisation: number; perKey: number };
  /**
   * Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses, CIDRs or `loopback`,
   * comma-separated; default none). Per-address limits count the peer itself otherwise, so a
   * client cannot mint fresh allowances by inventing forwarded addresses.
   */
  trustedProxies: string[];
  logLevel: string;
  /** Sandbox connectors instead of real external feeds (SANDBOX, default on; 0 = real clients). */
  sandbox: boolean;
  /** Distributed mode: a subgraph process's port (PORT); unset = its place after SUBGRAPH_BASE_PORT. */
  port: number | null;
}

/**
 * Each module's section of the configuration, by module name. Empty here: a module with settings
 * adds its section next to its parser, e.g.
 * `declare module '../../platform/config.js' { interface ModuleSettings { schedules: SchedulesConfig } }`.
 * @public modules extend it by declaration merging, which knip does not count as a use.
 */
export interface ModuleSettings {}

export type Config = KernelConfig & ModuleSettings;

/** What the kernel needs of a module to read its section (a SubgraphModule is one). */
export interface SettingsSource {
  name: string;
  settings?(env: NodeJS.ProcessEnv): unknown;
}

function parseSubgraphUrls(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, url] = part.split('=');
    if (!name || !url) throw new Error(`config: SUBGRAPH_URLS entry "${part}" is not name=url`);
    out[name] = url;
  }
  return out;
}

/** The keyword CORS_ORIGINS takes for any local port (a dashboard's dev server). */
export const LOCALHOST_ORIGINS = 'localhost';

function parseOrigins(raw: string): string[] {
  const origins = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const o of origins) {
    if (o === LOCALHOST_ORIGINS) continue;
    let origin: string | null = null;
    try {
      origin = new URL(o).origin;
    } catch {
      origin = null;
    }
    if (origin !== o || !/^https?:/.test(o))
      throw new Error(
        `config: CORS_ORIGINS entry "${o}" is not an origin (scheme://host[:port], e.g. https://dash.example.com) or ${LOCALHOST_ORIGINS}`,
      );
  }
  return origins;
}

function tokenSeconds(n: number | undefined): number {
  if (n !== undefined && (n < 60 || n > MAX_TOKEN_SECONDS))
    throw new Error(`config: AUTH_TOKEN_SECONDS must be from 60 to ${MAX_TOKEN_SECONDS}, got ${n}`);
  return n ?? MAX_TOKEN_SECONDS;
}

function redisConfig(env: NodeJS.ProcessEnv): RedisConfig | null {
  if (!env.REDIS_URL) return null;
  if (!/^rediss?:\/\//.test(env.REDIS_URL))
    throw new Error(`config: REDIS_URL must be a redis:// or rediss:// URL, got "${env.REDIS_URL}"`);
  return {
    url: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX ?? 'freightgraph:',
    timeoutMs: optionalEnvPositiveInt('REDIS_TIMEOUT_MS', env) ?? 250,
  };
}

function publicBaseUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  const absolute = URL.canParse(raw.replace('{product}', 'ocean')) && /^https?:\/\//.test(raw);
  if (!absolute || !raw.includes('{product}'))
    throw new Error(`config: PUBLIC_BASE_URL must be an absolute http(s) URL holding {product}, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function replicaConfig(env: NodeJS.ProcessEnv, databaseUrl: string | null): KernelConfig['databaseReplica'] {
  if (!env.DATABASE_REPLICA_URL) return null;
  if (!databaseUrl) throw new Error('config: DATABASE_REPLICA_URL needs DATABASE_URL (the primary)');
  return { url: env.DATABASE_REPLICA_URL, maxLagMs: optionalEnvPositiveInt('REPLICA_MAX_LAG_MS', env) ?? 1000 };
}

export function kernelConfig(env: NodeJS.ProcessEnv = process.env): KernelConfig {
  const databaseUrl = env.DATABASE_URL || null;
  const redis = redisConfig(env);
  const store = env.RATE_LIMIT_STORE || (redis ? 'redis' : databaseUrl ? 'postgres' : 'memory');
  if (store !== 'memory' && store !== 'postgres' && store !== 'redis')
    throw new Error(`config: RATE_LIMIT_STORE must be memory, postgres or redis, got "${store}"`);
  if (store === 'redis' && !redis) throw new Error('config: RATE_LIMIT_STORE=redis needs REDIS_URL');
  return {
    databaseUrl,
    databaseListenUrl: env.DATABASE_LISTEN_URL || databaseUrl,
    databaseReplica: replicaConfig(env, databaseUrl),
    pgliteDataDir: env.PGLITE_DATA_DIR || null,
    pgPoolMax: envInt('PG_POOL_MAX', 10, env),
    auth: {
      signingKey: env.AUTH_SIGNING_KEY || null,
      jwks: env.AUTH_JWKS || null,
      jwksUrl: env.AUTH_JWKS_URL || null,
      tokenSeconds: tokenSeconds(optionalEnvPositiveInt('AUTH_TOKEN_SECONDS', env)),
    },
    cursorSecret: env.CURSOR_SECRET || randomBytes(32).toString('hex'),
    host: env.HOST || '127.0.0.1',
    publicBaseUrl: publicBaseUrl(env.PUBLIC_BASE_URL),
    ports: {
      gateway: envInt('GATEWAY_PORT', 4000, env),
      ocean: envInt('OCEAN_PORT', 4100, env),
      air: envInt('AIR_PORT', 4200, env),
      schedules: envInt('SCHEDULES_PORT', 4300, env),
      rates: envInt('RATES_PORT', 4400, env),
      loading: envInt('LOADING_PORT', 4500, env),
      mcp: envInt('MCP_PORT', 4600, env),
      subgraphBase: envInt('SUBGRAPH_BASE_PORT', 4010, env),
      metrics: envInt('METRICS_PORT', 9464, env),
    },
    gatewayUrl: env.GATEWAY_URL || null,
    subgraphUrls: parseSubgraphUrls(env.SUBGRAPH_URLS),
    gatewayDedupe: env.GATEWAY_DEDUPE !== '0',
    gatewayDirect: env.GATEWAY_DIRECT !== '0',
    rateLimitStore: store,
    redis,
    oneProcess: false,
    graphqlIntrospection: onOff('GRAPHQL_INTROSPECTION', true, env),
    corsOrigins: env.CORS_ORIGINS === undefined ? null : parseOrigins(env.CORS_ORIGINS),
    trustedDocuments: env.GRAPHQL_TRUSTED_DOCUMENTS || null,
    jsonBodyLimit: env.JSON_BODY_LIMIT || '100kb',
    exportPageRows: Math.min(optionalEnvPositiveInt('EXPORT_PAGE_ROWS', env) ?? 1000, MAX_EXPORT_PAGE_ROWS),
    requestTimeoutMs: optionalEnvInt('REQUEST_TIMEOUT_MS', env) || 30_000,
    liveConnections: {
      perOrganisation: optionalEnvPositiveInt('LIVE_CONNECTIONS_PER_ORGANISATION', env) ?? 200,
      perKey: optionalEnvPositiveInt('LIVE_CONNECTIONS_PER_KEY', env) ?? 50,
    },
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    sandbox: env.SANDBOX !== '0',
    port: optionalEnvInt('PORT', env) ?? null,
  };
}

/**
 * The kernel's settings and every given module's section. The caller (the composition root)
 * passes every module of the system, so that each process, whichever modules it serves, reads
 * and validates the same configuration.
 */
export function readConfig(modules: readonly SettingsSource[], env: NodeJS.ProcessEnv = process.env): Config {
  const sections = Object.fromEntries(modules.flatMap((m) => (m.settings ? [[m.name, m.settings(env)]] : [])));
  return { ...kernelConfig(env), ...sections } as Config;
}
