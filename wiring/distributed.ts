// Distributed mode, one role per process (serve.ts starts them; docker-compose.yml and the
// Kubernetes manifests run them), the roles that serve callers: the edge (the gateway and the
// product hosts together, the hosts calling the gateway in process as under `npm start`:
// runtime.ts's serveFront); or the gateway and the adapter as separate processes, the adapter
// calling the gateway over HTTP. Each subgraph and the workers: distributed-backend.ts.
import type { Server } from 'node:http';
import type { Config } from '../platform/config.js';
import type { Services } from '../platform/services.js';
import { Authenticator } from '../platform/auth.js';
import { TokenService } from '../platform/token.js';
import { closeServer } from '../platform/http.js';
import type { EdgeDeps } from '../platform/edge/route-access.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { createGateway } from '../gateway/server.js';
import { httpGatewayClient } from '../rest-adapter/gateway-client.js';
import { httpSubgraphRows } from '../rest-adapter/exports/subgraph-rows.js';
import { startAdapter, type AdapterServers } from '../rest-adapter/server.js';
import { loadConfig } from './config.js';
import { accountsKeyDirectory, rateLimiter } from './accounts.js';
import { migrationSets, prepareServices, startMetrics } from './services.js';
import { GATEWAY_SITE, listenGateway, openLive, serveFront } from './runtime.js';

/** What a process serving callers opens first: its database (migrated, not seeded), key checks, limits, the token signer. */
async function openEdge(): Promise<{
  services: Services;
  edge: EdgeDeps;
  /** Where each subgraph answers (SUBGRAPH_URLS over the defaults). */
  subgraphUrls: Record<string, string>;
  close(): Promise<void>;
}> {
  const config = loadConfig();
  // It signs the tokens subgraphs verify, so it does not start without the signing key.
  const tokens = await TokenService.create(config.auth, { ephemeral: false, needs: 'sign' });
  const services = await prepareServices({ config, seed: false });
  const auth = new Authenticator(accountsKeyDirectory(services.db), services.clock);
  await auth.start();
  const edge: EdgeDeps = { auth, limiter: rateLimiter(config, services.db), tokens };
  return {
    services,
    edge,
    subgraphUrls: { ...defaultSubgraphUrls(config), ...config.subgraphUrls },
    close: async () => {
      await auth.stop();
      await edge.limiter.close();
      await services.db.close();
    },
  };
}

interface Serving {
  /** Listeners by name: `gateway`, and the product hosts (ocean … loading, mcp). */
  servers: Record<string, Server>;
  metrics: Server;
  stop(): Promise<void>;
}

/**
 * The edge: the gateway over the subgraphs' HTTP URLs and the product hosts in one process,
 * the hosts calling the gateway in process (serveFront, as under `npm start`), so a REST request
 * crosses one socket fewer and one Node process fewer than with a separate adapter.
 */
export async function serveEdge(): Promise<Serving> {
  const { services, edge, subgraphUrls, close } = await openEdge();
  const gateway = await createGateway(services, SUBGRAPHS, { kind: 'http', urls: subgraphUrls }, edge, GATEWAY_SITE);
  const sets = migrationSets(SUBGRAPHS);
  const front = await serveFront(services, gateway, edge, {
    exportRows: httpSubgraphRows(subgraphUrls, edge.tokens, services.clock),
    migrationSets: sets,
    remote: true,
  });
  const metrics = await startMetrics(services, [], sets);
  return {
    servers: { gateway: front.gatewayServer, ...front.productServers },
    metrics,
    stop: async () => {
      await front.stop();
      await closeServer(metrics);
      await close();
    },
  };
}

/** The gateway alone, over HTTP subgraphs (a separate adapter calls it over HTTP). */
export async function serveGateway(
  /** A supergraph SDL composed elsewhere, served as given (its subgraphs at their HTTP URLs). */
  supergraphSdl?: string,
): Promise<Serving> {
  const { services, edge, subgraphUrls, close } = await openEdge();
  const gateway = supergraphSdl
    ? await createGateway(services, [], { kind: 'supergraph', sdl: supergraphSdl }, edge, GATEWAY_SITE)
    : await createGateway(services, SUBGRAPHS, { kind: 'http', urls: subgraphUrls }, edge, GATEWAY_SITE);
  const live = await openLive(services);
  const { server, closeSockets } = await listenGateway(gateway, services, edge, live.live, live.connections, true);
  const metrics = await startMetrics(services, [], migrationSets(SUBGRAPHS));
  return {
    servers: { gateway: server },
    metrics,
    stop: async () => {
      await live.stop();
      await closeSockets();
      await Promise.all([server, metrics].map(closeServer));
      await gateway.stop();
      await close();
    },
  };
}

/** The product hosts alone, calling the gateway over HTTP (GATEWAY_URL) and the subgraphs' export streams. */
export async function serveAdapter(): Promise<Serving> {
  const { services, edge, subgraphUrls, close } = await openEdge();
  const { config, clock } = services;
  const gatewayUrl = config.gatewayUrl ?? `http://${config.host}:${config.ports.gateway}/graphql`;
  const live = await openLive(services);
  const servers: AdapterServers = await startAdapter(
    {
      services,
      gateway: httpGatewayClient(gatewayUrl, edge.tokens, clock),
      exportRows: httpSubgraphRows(subgraphUrls, edge.tokens, clock),
      ...edge,
      migrationSets: migrationSets(SUBGRAPHS),
      live: live.live,
      connections: live.connections,
    },
    config.ports,
  );
  const metrics = await startMetrics(services, [], migrationSets(SUBGRAPHS));
  return {
    servers,
    metrics,
    stop: async () => {
      await live.stop();
      await Promise.all([metrics, ...Object.values(servers)].map(closeServer));
      await close();
    },
  };
}

export function defaultSubgraphUrls(config: Config): Record<string, string> {
  return Object.fromEntries(
    SUBGRAPHS.map((s, i) => [s.name, `http://${config.host}:${config.ports.subgraphBase + i}/graphql`]),
  );
}
