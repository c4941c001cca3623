// What every host of the adapter is handed by the composition root (wiring/): the only way in
// to the kernel's services, the gateway, access checks and limits.
import type { Services } from '../platform/services.js';
import type { Authenticator } from '../platform/auth.js';
import type { TokenService } from '../platform/token.js';
import type { RateLimiter } from '../platform/ratelimit.js';
import type { MigrationSet } from '../platform/migrate.js';
import type { LiveEvents } from '../platform/live.js';
import type { LiveConnections } from '../platform/live-connections.js';
import type { GatewayClient } from './gateway-client.js';
import type { SubgraphRows } from './exports/subgraph-rows.js';

export interface AdapterDeps {
  services: Services;
  gateway: GatewayClient;
  /** The export datasets' rows, streamed from their subgraphs (GET /v1/exports/{dataset}). */
  exportRows: SubgraphRows;
  auth: Authenticator;
  limiter: RateLimiter;
  tokens: TokenService;
  migrationSets: MigrationSet[];
  /** The organisation's event stream (GET /v1/events/stream). */
  live: LiveEvents;
  /** The process's open live connections: limits, and closing a revoked key's. */
  connections: LiveConnections;
}
