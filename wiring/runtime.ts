// Wires the system together. One-process mode: every subgraph, the gateway, the five product
// hosts and the workers in this process. Distributed mode: one role per process (serve.ts).
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import express from 'express';
import { LOCALHOST_ORIGINS, type Config } from '../platform/config.js';
import { dbOptions, openDb, type Db } from '../platform/db.js';
import { migrate, type MigrationSet } from '../platform/migrate.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { logger } from '../platform/logger.js';
import type { Services } from '../platform/services.js';
import { SubgraphExecutor, eventCatalogue, type SubgraphModule } from '../platform/subgraph.js';
import { Authenticator, readCredential } from '../platform/auth.js';
import { AppError } from '../platform/errors.js';
import { TokenService } from '../platform/token.js';
import { instrument, listen, mountHealth, portOf, closeServer, serveMetrics } from '../platform/http.js';
import { readingsRegistry } from '../platform/metrics.js';
import { nonPrivateAddresses } from '../platform/listen-address.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { requireSecretKey } from '../subgraphs/webhooks/settings.js';
import { EventHub } from '../subgraphs/webhooks/live/hub.js';
import { loadConfig } from './config.js';
import { accountsKeyDirectory, rateLimiter, watchedLiveConnections } from './accounts.js';
import type { LiveConnections } from '../platform/live-connections.js';
import { createGateway, type Gateway } from '../gateway/server.js';
import { serveSubscriptions, subscriptionSdlSchema } from '../gateway/subscriptions.js';
import type { ConsoleSite } from '../gateway/console-host.js';
import type { EdgeDeps } from '../platform/edge/route-access.js';
import { inProcessGatewayClient, httpGatewayClient, type GatewayClient } from '../rest-adapter/gateway-client.js';
import { httpSubgraphRows, inProcessSubgraphRows, type SubgraphRows } from '../rest-adapter/exports/subgraph-rows.js';
import { sendExportBatches } from '../platform/export-stream.js';
import { startAdapter, type AdapterServers } from '../rest-adapter/server.js';
import type { AdapterDeps } from '../rest-adapter/deps.js';
import type { Product } from '../rest-adapter/envelopes.js';

export interface RuntimeOptions {
  config?: Config;
  clock?: Clock;
  /** Sandbox connectors (default: config.sandbox). */
  sandbox?: boolean;
  /** Start pollers and dispatchers (default true). */
  workers?: boolean;
  subgraphs?: SubgraphModule[];
  /** Run the subgraphs' seed steps (default true; gateway and adapter processes skip them). */
  seed?: boolean;
  /** Subgraphs whose seed step the caller runs itself later (`npm start`: after it answers). */
  deferSeeds?: readonly string[];
  /** An already open database (tests start from a template); default: open from config. */
  db?: Db;
}

export const migrationSets = (subgraphs: SubgraphModule[]): MigrationSet[] =>
  subgraphs.map((s) => ({ name: s.name, dir: s.migrationsDir }));

/** The process's operations listener (METRICS_PORT) with the readings of the modules it serves. */
const startMetrics = (services: Services, served: SubgraphModule[], sets: MigrationSet[]): Promise<Server> =>
  serveMetrics(
    services,
    sets,
    readingsRegistry(served.flatMap((m) => m.metrics?.(services) ?? [])),
    services.config.ports.metrics,
  );

/** Database open, migrated and seeded. */
export async function prepareServices(opts: RuntimeOptions = {}): Promise<Services> {
  const config = opts.config ?? loadConfig();
  const db = opts.db ?? (await openDb(dbOptions(config)));
  const services: Services = {
    config,
    db,
    clock: opts.clock ?? systemClock,
    log: logger,
    sandbox: opts.sandbox ?? config.sandbox,
    // Every product's events, also in a process that serves only some of them.
    events: eventCatalogue(SUBGRAPHS),
  };
  const subgraphs = opts.subgraphs ?? SUBGRAPHS;
  const { applied } = await migrate(db, migrationSets(subgraphs));
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (opts.seed !== false) for (const s of subgraphs) if (!opts.deferSeeds?.includes(s.name)) await s.seed?.(services);
  return services;
}

export interface Runtime {
  services: Services;
  gateway: Gateway;
  auth: Authenticator;
  tokens: TokenService;
  client: GatewayClient;
  /** The export datasets' rows, straight from the subgraphs' executors. */
  exportRows: SubgraphRows;
  /** The process's live event stream (docs/live.md). */
  live: EventHub;
  /** Its open live connections (limits, revocation). */
  connections: LiveConnections;
  /** Product hosts' base URLs; `mcp` is the tool server's base (its endpoint is /mcp); `metrics` the operations listener's. */
  urls: { gateway: string; mcp: string; metrics: string } & Record<Product, string>;
  stop(): Promise<void>;
}

/**
 * One process: no other process opens the webhook signing keys, so a secret key of this run
 * serves unless one is configured (what it sealed cannot be opened after the run).
 */
function withRunSecretKey(config: Config): Config {
  if (config.webhooks.secretKey) return config;
  return { ...config, webhooks: { ...config.webhooks, secretKey: randomBytes(32), secretKeyOfRun: true } };
}

/** One process is `npm start` on a developer's machine: a dashboard's dev server may call it. */
function withLocalBrowsers(config: Config): Config {
  return config.corsOrigins === null ? { ...config, corsOrigins: [LOCALHOST_ORIGINS] } : config;
}

/** The gateway's listener: its app behind the subscription transports (graphql-sse, graphql-ws on /graphql). */
async function listenGateway(
  gateway: Gateway,
  services: Services,
  edge: EdgeDeps,
  live: EventHub,
  connections: LiveConnections,
  tokensForSubgraphs: boolean,
) {
  const { config } = services;
  const subscriptions = serveSubscriptions({
    gatewayApp: gateway.app,
    supergraphSdl: gateway.supergraphSdl,
    services,
    edge,
    live,
    connections,
    execute: gateway.execute,
    tokensForSubgraphs,
  });
  const server = await listen(subscriptions.app, config.ports.gateway, config.host, config.requestTimeoutMs);
  return { server, closeSockets: subscriptions.attach(server) };
}

/**
 * The operations console (docs/console.md), served by the gateway in every mode: built on its
 * first request (esbuild, loaded only then), so a gateway nobody opens it on pays nothing.
 */
const CONSOLE: ConsoleSite = { build: () => import('../console/build.js').then((m) => m.buildConsole()) };

/** What every gateway serves beside the supergraph: the console, and introspection with its Subscription root. */
const GATEWAY_SITE = { console: CONSOLE, publishedSchema: subscriptionSdlSchema };

/** Everything in one process. Ports of 0 pick free ports (tests). */
export async function startOneProcess(opts: RuntimeOptions = {}): Promise<Runtime> {
  const services = await prepareServices({
    ...opts,
    config: withLocalBrowsers(withRunSecretKey(opts.config ?? loadConfig())),
  });
  const subgraphs = opts.subgraphs ?? SUBGRAPHS;
  const { config, db } = services;
  const auth = new Authenticator(accountsKeyDirectory(db), services.clock);
  await auth.start();
  // Nothing internal crosses a socket in this mode; a key pair of this run signs the tokens of
  // POST /auth/token unless one is configured.
  const edge: EdgeDeps = {
    auth,
    limiter: rateLimiter(config, db),
    tokens: await TokenService.create(config.auth, { ephemeral: true, needs: 'sign' }),
  };
  const executors = new Map(subgraphs.map((s) => [s.name, new SubgraphExecutor(s, services)]));
  const gateway = await createGateway(services, subgraphs, { kind: 'in-process', executors }, edge, GATEWAY_SITE);
  const client = inProcessGatewayClient(gateway);
  const exportRows = inProcessSubgraphRows(executors);
  const live = new EventHub(services);
  const { connections, unwatch } = await watchedLiveConnections(db, config.liveConnections, services.clock);
  const deps: AdapterDeps = {
    services,
    gateway: client,
    exportRows,
    ...edge,
    migrationSets: migrationSets(subgraphs),
    live,
    connections,
  };
  const { server: gatewayServer, closeSockets } = await listenGateway(
    gateway,
    services,
    edge,
    live,
    connections,
    false,
  );
  const productServers = await startAdapter(deps, config.ports);
  const metricsServer = await startMetrics(services, subgraphs, migrationSets(subgraphs));
  const stopWorkers = opts.workers === false ? [] : subgraphs.map((s) => s.startWorkers?.(services)).filter((f) => !!f);
  const base = (s: Server) => `http://${config.host}:${portOf(s)}`;
  const urls = { gateway: `${base(gatewayServer)}/graphql`, metrics: base(metricsServer) } as Runtime['urls'];
  for (const [p, s] of Object.entries(productServers)) urls[p as Product] = base(s);
  return {
    services,
    gateway,
    auth,
    tokens: edge.tokens,
    client,
    exportRows,
    live,
    connections,
    urls,
    async stop() {
      await unwatch();
      await live.stop();
      await closeSockets();
      for (const stop of stopWorkers) await stop();
      await Promise.all([gatewayServer, metricsServer, ...Object.values(productServers)].map(closeServer));
      await gateway.stop();
      await auth.stop();
      await edge.limiter.close();
      await db.close();
    },
  };
}

/**
 * Distributed mode, one subgraph per process: GraphQL over HTTP. The caller is whoever the
 * signed token in `Authorization: Bearer` says (verified against the JWKS); without one, only
 * the fields the schema leaves open answer. The schema's directives decide the rest.
 */
export async function serveSubgraph(
  name: string,
  port: number,
): Promise<{ server: Server; metrics: Server; services: Services; db: Db }> {
  const module = SUBGRAPHS.find((s) => s.name === name);
  if (!module) throw new Error(`unknown subgraph "${name}" (one of ${SUBGRAPHS.map((s) => s.name).join(', ')})`);
  const config = loadConfig();
  // It seals and opens endpoints' signing keys, so it does not start without their key.
  if (name === 'webhooks') requireSecretKey(config.webhooks);
  const tokens = await TokenService.create(config.auth, { ephemeral: false, needs: 'verify' });
  const services = await prepareServices({ config, subgraphs: [module] });
  // Tokens only (keys are the edge's), each checked against its organisation's standing, so a
  // revoked key's or an ended entitlement's tokens stop here too, also behind another router.
  const auth = new Authenticator(accountsKeyDirectory(services.db), services.clock);
  await auth.start();
  const executor = new SubgraphExecutor(module, services, true);
  const app = express();
  app.disable('x-powered-by');
  instrument(app, `subgraph:${name}`);
  mountHealth(app, services, migrationSets([module]));
  const fail = (res: express.Response, err: AppError) =>
    void res
      .status(err.status)
      .json({ errors: [{ message: err.message, extensions: { code: err.code, status: err.status } }] });
  const principalOf = async (req: express.Request) => {
    const { key: token } = readCredential(req.headers, {}, { xApiKey: false, queryParam: false });
    if (token === '') throw new AppError('UNAUTHORIZED', 'Authorization must be Bearer <token>');
    return token ? (await auth.verifyToken(token, tokens)).principal : null;
  };
  app.post('/graphql', express.json({ limit: '5mb' }), async (req, res) => {
    try {
      const principal = await principalOf(req);
      const { query, variables, operationName } = req.body ?? {};
      if (typeof query !== 'string') throw new AppError('VALIDATION_ERROR', 'query must be a string');
      res.json(await executor.execute(query, variables, principal, operationName));
    } catch (e) {
      fail(res, e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error'));
    }
  });
  // The export stream (platform/export-stream.ts): the export field's rows and checks, one JSON line a page.
  app.post('/exports', express.json({ limit: '1mb' }), async (req, res) => {
    try {
      const batches = executor.exportBatches(req.body ?? {}, await principalOf(req));
      await sendExportBatches(batches, res, (err) => logger.warn({ err, subgraph: name }, 'export stream cut short'));
    } catch (e) {
      fail(res, e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error'));
    }
  });
  app.use((err: any, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    fail(
      res,
      new AppError(
        'VALIDATION_ERROR',
        err?.type === 'entity.parse.failed' ? 'malformed JSON body' : 'malformed request',
        { status: err?.status ?? 400 },
      ),
    ),
  );
  const server = await listen(app, port, services.config.host, services.config.requestTimeoutMs);
  const exposed = nonPrivateAddresses(services.config.host);
  if (exposed.length)
    logger.warn(
      { subgraph: name, host: services.config.host, addresses: exposed },
      'subgraph listens on a non-private address: subgraph ports must never be reachable from outside (docs/operations.md)',
    );
  const metrics = await startMetrics(services, [module], migrationSets([module]));
  return { server, metrics, services, db: services.db };
}

/** Distributed mode: the gateway over HTTP subgraphs. */
export async function serveGateway(
  /** A supergraph SDL composed elsewhere, served as given (its subgraphs at their HTTP URLs). */
  supergraphSdl?: string,
): Promise<{ server: Server; metrics: Server; stop(): Promise<void> }> {
  const config = loadConfig();
  const tokens = await TokenService.create(config.auth, { ephemeral: false, needs: 'sign' });
  const services = await prepareServices({ config, seed: false });
  const auth = new Authenticator(accountsKeyDirectory(services.db), services.clock);
  await auth.start();
  const urls = { ...defaultSubgraphUrls(services.config), ...services.config.subgraphUrls };
  const edge: EdgeDeps = { auth, limiter: rateLimiter(services.config, services.db), tokens };
  const gateway = supergraphSdl
    ? await createGateway(services, [], { kind: 'supergraph', sdl: supergraphSdl }, edge, GATEWAY_SITE)
    : await createGateway(services, SUBGRAPHS, { kind: 'http', urls }, edge, GATEWAY_SITE);
  const live = new EventHub(services);
  const { connections, unwatch } = await watchedLiveConnections(
    services.db,
    services.config.liveConnections,
    services.clock,
  );
  const { server, closeSockets } = await listenGateway(gateway, services, edge, live, connections, true);
  const metrics = await startMetrics(services, [], migrationSets(SUBGRAPHS));
  return {
    server,
    metrics,
    stop: async () => {
      await unwatch();
      await live.stop();
      await closeSockets();
      await Promise.all([server, metrics].map(closeServer));
      await gateway.stop();
      await auth.stop();
      await edge.limiter.close();
      await services.db.close();
    },
  };
}

/** Distributed mode: the five product hosts, calling the gateway over HTTP. */
export async function serveAdapter(): Promise<{ servers: AdapterServers; metrics: Server; stop(): Promise<void> }> {
  const config = loadConfig();
  const tokens = await TokenService.create(config.auth, { ephemeral: false, needs: 'sign' });
  const services = await prepareServices({ config, seed: false });
  const auth = new Authenticator(accountsKeyDirectory(services.db), services.clock);
  await auth.start();
  const gatewayUrl = config.gatewayUrl ?? `http://${config.host}:${config.ports.gateway}/graphql`;
  const live = new EventHub(services);
  const { connections, unwatch } = await watchedLiveConnections(
    services.db,
    services.config.liveConnections,
    services.clock,
  );
  const subgraphUrls = { ...defaultSubgraphUrls(config), ...config.subgraphUrls };
  const deps: AdapterDeps = {
    services,
    gateway: httpGatewayClient(gatewayUrl, tokens, services.clock),
    exportRows: httpSubgraphRows(subgraphUrls, tokens, services.clock),
    auth,
    limiter: rateLimiter(config, services.db),
    tokens,
    migrationSets: migrationSets(SUBGRAPHS),
    live,
    connections,
  };
  const servers = await startAdapter(deps, config.ports);
  const metrics = await startMetrics(services, [], deps.migrationSets);
  return {
    servers,
    metrics,
    stop: async () => {
      await unwatch();
      await live.stop();
      await Promise.all([metrics, ...Object.values(servers)].map(closeServer));
      await auth.stop();
      await deps.limiter.close();
      await services.db.close();
    },
  };
}

/** Distributed mode: background workers (pollers, webhook dispatchers) in their own process. */
export async function serveWorkers(): Promise<{ metrics: Server; stop(): Promise<void> }> {
  const services = await prepareServices({ seed: false });
  const stops = SUBGRAPHS.map((s) => s.startWorkers?.(services)).filter((f) => !!f);
  // Its metrics and probes: the workers serve nothing else.
  const metrics = await startMetrics(services, [], migrationSets(SUBGRAPHS));
  return {
    metrics,
    stop: async () => {
      await closeServer(metrics);
      for (const s of stops) await s();
      await services.db.close();
    },
  };
}

export function defaultSubgraphUrls(config: Config): Record<string, string> {
  return Object.fromEntries(
    SUBGRAPHS.map((s, i) => [s.name, `http://${config.host}:${config.ports.subgraphBase + i}/graphql`]),
  );
}
