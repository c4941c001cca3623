// Wires the system together. One-process mode: every subgraph, the gateway, the five product
// hosts and the workers in this process. Distributed mode: one role per process (distributed.ts,
// started by serve.ts); its edge role serves the gateway and the product hosts together as here
// (serveFront).
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { LOCALHOST_ORIGINS, type Config } from '../platform/config.js';
import type { MigrationSet } from '../platform/migrate.js';
import type { Services } from '../platform/services.js';
import { SubgraphExecutor } from '../platform/subgraph.js';
import { Authenticator } from '../platform/auth.js';
import { TokenService } from '../platform/token.js';
import { listen, portOf, closeServer } from '../platform/http.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { EventHub } from '../subgraphs/webhooks/live/hub.js';
import { loadConfig } from './config.js';
import { migrationSets, prepareServices, startMetrics, type ServicesOptions } from './services.js';
import { accountsKeyDirectory, rateLimiter, watchedLiveConnections } from './accounts.js';
import type { LiveConnections } from '../platform/live-connections.js';
import { createGateway, type Gateway } from '../gateway/server.js';
import { serveSubscriptions, subscriptionSdlSchema } from '../gateway/subscriptions.js';
import type { ConsoleSite } from '../gateway/console-host.js';
import type { EdgeDeps } from '../platform/edge/route-access.js';
import { inProcessGatewayClient, type GatewayClient } from '../rest-adapter/gateway-client.js';
import { inProcessSubgraphRows, type SubgraphRows } from '../rest-adapter/exports/subgraph-rows.js';
import { startAdapter, type AdapterServers } from '../rest-adapter/server.js';
import type { AdapterDeps } from '../rest-adapter/deps.js';
import type { Product } from '../rest-adapter/envelopes.js';

export interface RuntimeOptions extends ServicesOptions {
  /** Start pollers and dispatchers (default true). */
  workers?: boolean;
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

/**
 * One process serves the system alone, and is `npm start` on a developer's machine: a
 * dashboard's dev server may call it.
 */
function asOneProcess(config: Config): Config {
  return { ...config, oneProcess: true, corsOrigins: config.corsOrigins ?? [LOCALHOST_ORIGINS] };
}

/** The gateway's listener: its app behind the subscription transports (graphql-sse, graphql-ws on /graphql). */
export async function listenGateway(
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
export const GATEWAY_SITE = { console: CONSOLE, publishedSchema: subscriptionSdlSchema };

/** The process's live event stream (docs/live.md) and its open live connections (limits, revocation): one of each a process. */
export async function openLive(
  services: Services,
): Promise<{ live: EventHub; connections: LiveConnections; stop(): Promise<void> }> {
  const live = new EventHub(services);
  const { connections, unwatch } = await watchedLiveConnections(
    services.db,
    services.config.liveConnections,
    services.clock,
  );
  return {
    live,
    connections,
    stop: async () => {
      await unwatch();
      await live.stop();
    },
  };
}

/** The gateway's listener and the product hosts of one process (serveFront). */
interface Front {
  gatewayServer: Server;
  productServers: AdapterServers;
  client: GatewayClient;
  live: EventHub;
  connections: LiveConnections;
  /** Closes both listeners and the live stream, then stops the gateway. */
  stop(): Promise<void>;
}

/**
 * The gateway and the five product hosts in one process, the hosts calling the gateway in
 * process (no HTTP hop) and sharing its live stream: `npm start`, and the edge role of
 * distributed mode, whose gateway reaches its subgraphs over HTTP (`remote`: the hosts' calls
 * then carry the caller's edge token, and the export rows come from the subgraphs' streams).
 */
export async function serveFront(
  services: Services,
  gateway: Gateway,
  edge: EdgeDeps,
  o: { exportRows: SubgraphRows; migrationSets: MigrationSet[]; remote: boolean },
): Promise<Front> {
  const client = inProcessGatewayClient(gateway, o.remote ? { tokens: edge.tokens, clock: services.clock } : undefined);
  const { live, connections, stop: stopLive } = await openLive(services);
  const deps: AdapterDeps = {
    services,
    gateway: client,
    exportRows: o.exportRows,
    ...edge,
    migrationSets: o.migrationSets,
    live,
    connections,
  };
  const { server: gatewayServer, closeSockets } = await listenGateway(
    gateway,
    services,
    edge,
    live,
    connections,
    o.remote,
  );
  const productServers = await startAdapter(deps, services.config.ports);
  return {
    gatewayServer,
    productServers,
    client,
    live,
    connections,
    async stop() {
      await stopLive();
      await closeSockets();
      await Promise.all([gatewayServer, ...Object.values(productServers)].map(closeServer));
      await gateway.stop();
    },
  };
}

/** Everything in one process. Ports of 0 pick free ports (tests). */
export async function startOneProcess(opts: RuntimeOptions = {}): Promise<Runtime> {
  const services = await prepareServices({
    ...opts,
    config: asOneProcess(withRunSecretKey(opts.config ?? loadConfig())),
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
  const exportRows = inProcessSubgraphRows(executors);
  const front = await serveFront(services, gateway, edge, {
    exportRows,
    migrationSets: migrationSets(subgraphs),
    remote: false,
  });
  const metricsServer = await startMetrics(services, subgraphs, migrationSets(subgraphs));
  const stopWorkers = opts.workers === false ? [] : subgraphs.map((s) => s.startWorkers?.(services)).filter((f) => !!f);
  const base = (s: Server) => `http://${config.host}:${portOf(s)}`;
  const urls = { gateway: `${base(front.gatewayServer)}/graphql`, metrics: base(metricsServer) } as Runtime['urls'];
  for (const [p, s] of Object.entries(front.productServers)) urls[p as Product] = base(s);
  return {
    services,
    gateway,
    auth,
    tokens: edge.tokens,
    client: front.client,
    exportRows,
    live: front.live,
    connections: front.connections,
    urls,
    async stop() {
      for (const stop of stopWorkers) await stop();
      await front.stop();
      for (const s of subgraphs) await s.stop?.(services);
      await closeServer(metricsServer);
      await auth.stop();
      await edge.limiter.close();
      await db.close();
    },
  };
}
