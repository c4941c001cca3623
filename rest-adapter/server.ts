// Builds the five product hosts, each an express app on its own port.
import type { Server } from 'node:http';
import type { Express } from 'express';
import { listen } from '../platform/http.js';
import { ProductRouter, type OpenApiDocument, type ProductConfig } from './app.js';
import type { AdapterDeps } from './deps.js';
import { OCEAN_API_VERSION, type Product } from './envelopes.js';
import { oceanRoutes } from './ocean.js';
import { airRoutes } from './air.js';
import { schedulesRoutes } from './schedules.js';
import { ratesRoutes } from './rates.js';
import { loadingRoutes } from './loading.js';
import { webhookRoutes } from './webhooks.js';
import { eventStreamRoutes } from './event-stream.js';
import { buildMcpApp } from './mcp.js';
import { referenceRoutes } from './openapi.js';
import { exportRoutes } from './exports/routes.js';

// x-api-key is accepted on every keyed product route (bearer preferred); the legacy surface
// takes only the api_key query parameter. The version is the REST contract's: ocean's dated
// api_version, v1 (the paths' prefix) elsewhere.
const HOSTS: { config: ProductConfig; routes: (r: ProductRouter) => void }[] = [
  {
    config: { product: 'ocean', xApiKey: true, title: 'FreightGraph Ocean', version: OCEAN_API_VERSION },
    routes: oceanRoutes,
  },
  { config: { product: 'air', xApiKey: true, title: 'FreightGraph Air', version: 'v1' }, routes: airRoutes },
  {
    config: { product: 'schedules', xApiKey: true, title: 'FreightGraph Schedules', version: 'v1' },
    routes: schedulesRoutes,
  },
  { config: { product: 'rates', xApiKey: true, title: 'FreightGraph Rates', version: 'v1' }, routes: ratesRoutes },
  {
    config: { product: 'loading', xApiKey: true, title: 'FreightGraph Loading', version: 'v1' },
    routes: loadingRoutes,
  },
];

function buildRouters(deps: AdapterDeps): Record<Product, ProductRouter> {
  const routers = {} as Record<Product, ProductRouter>;
  for (const host of HOSTS) {
    const router = new ProductRouter(host.config, deps);
    host.routes(router);
    exportRoutes(router);
    webhookRoutes(router);
    eventStreamRoutes(router);
    referenceRoutes(router);
    routers[host.config.product] = router;
  }
  return routers;
}

export function buildProductApps(deps: AdapterDeps): Record<Product, Express> {
  const routers = buildRouters(deps);
  return Object.fromEntries(Object.entries(routers).map(([p, r]) => [p, r.finish()])) as Record<Product, Express>;
}

/** Each host's OpenAPI document from the declarations the hosts serve, without starting one (tests, tooling). */
export function hostDocuments(deps: AdapterDeps): Record<Product, OpenApiDocument> {
  const routers = buildRouters(deps);
  return Object.fromEntries(Object.entries(routers).map(([p, r]) => [p, r.document()])) as Record<
    Product,
    OpenApiDocument
  >;
}

export type AdapterServers = Record<Product | 'mcp', Server>;

export async function startAdapter(deps: AdapterDeps, ports: Record<Product | 'mcp', number>): Promise<AdapterServers> {
  const apps: Record<Product | 'mcp', Express> = { ...buildProductApps(deps), mcp: buildMcpApp(deps) };
  const host = deps.services.config.host;
  const servers = {} as AdapterServers;
  for (const name of Object.keys(apps) as (Product | 'mcp')[])
    servers[name] = await listen(apps[name], ports[name], host, deps.services.config.requestTimeoutMs);
  return servers;
}
