// Builds the five product hosts, each an express app on its own port.
import type { Server } from 'node:http';
import type { Express } from 'express';
import { listen } from '../platform/http.js';
import { ProductRouter, type AdapterDeps, type ProductConfig } from './app.js';
import { OCEAN_API_VERSION, type Product } from './envelopes.js';
import { oceanRoutes } from './ocean.js';
import { airRoutes } from './air.js';
import { schedulesRoutes } from './schedules.js';
import { ratesRoutes } from './rates.js';
import { loadingRoutes } from './loading.js';
import { webhookRoutes } from './webhooks.js';
import { buildMcpApp } from './mcp.js';
import { referenceRoutes } from './openapi.js';

// x-api-key is accepted on every keyed product route (bearer preferred); the legacy surface
// takes only the api_key query parameter. The version is the REST contract's: ocean's dated
// api_version, v1 (the paths' prefix) elsewhere.
const HOSTS: { config: ProductConfig; routes: (r: ProductRouter) => void }[] = [
  { config: { product: 'ocean', xApiKey: true, title: 'FreightGraph Ocean', version: OCEAN_API_VERSION }, routes: oceanRoutes },
  { config: { product: 'air', xApiKey: true, title: 'FreightGraph Air', version: 'v1' }, routes: airRoutes },
  { config: { product: 'schedules', xApiKey: true, title: 'FreightGraph Schedules', version: 'v1' }, routes: schedulesRoutes },
  { config: { product: 'rates', xApiKey: true, title: 'FreightGraph Rates', version: 'v1' }, routes: ratesRoutes },
  { config: { product: 'loading', xApiKey: true, title: 'FreightGraph Loading', version: 'v1' }, routes: loadingRoutes },
];

export function buildProductApps(deps: AdapterDeps): Record<Product, Express> {
  const apps = {} as Record<Product, Express>;
  for (const host of HOSTS) {
    const router = new ProductRouter(host.config, deps);
    host.routes(router);
    webhookRoutes(router);
    referenceRoutes(router);
    apps[host.config.product] = router.finish();
  }
  return apps;
}

export type AdapterServers = Record<Product | 'mcp', Server>;

export async function startAdapter(deps: AdapterDeps, ports: Record<Product | 'mcp', number>): Promise<AdapterServers> {
  const apps: Record<Product | 'mcp', Express> = { ...buildProductApps(deps), mcp: buildMcpApp(deps) };
  const host = deps.services.config.host;
  const servers = {} as AdapterServers;
  for (const name of Object.keys(apps) as (Product | 'mcp')[]) servers[name] = await listen(apps[name], ports[name], host);
  return servers;
}
