// A route's declared access picks its chain: an open route is counted per address; a keyed one
// reads the credential, refuses a key of the wrong prefix, identifies the caller, checks the
// entitlements its scopes need and counts the call; a keyed route in the keyless transition
// also lets a caller without a key through as anonymous until its last day.
import type { Authenticator } from '../auth.js';
import type { Principal } from '../context.js';
import type { Scope } from '../access.js';
import type { RateLimiter } from '../ratelimit.js';
import type { TokenService } from '../token.js';
import type { EdgePlugin } from './chain.js';
import { useCredential } from './credential.js';
import { useIdentify } from './identify.js';
import { useEntitlement, useKeyPrefix } from './entitlement.js';
import { useRateLimit } from './rate-limit.js';
import { useKeylessTransition } from './keyless.js';

/** What every edge (gateway, REST hosts, MCP server) checks callers with. */
export interface EdgeDeps {
  auth: Authenticator;
  limiter: RateLimiter;
  tokens: TokenService;
}

/**
 * No key (limited per address), or a key or token holding every scope: `credential: 'query'`
 * reads the legacy api_key parameter, `credential: 'ticket'` a stream ticket; `keylessUntil` (YYYY-MM-DD) answers keyless callers
 * through that day (the schedules transition).
 */
export type RouteAccess = { scopes: readonly Scope[]; credential?: 'query' | 'ticket'; keylessUntil?: string } | 'open';

/** The caller a route's handler is given: none on an open route, none for a keyless caller in the transition. */
export type CallerOf<A extends RouteAccess> = A extends 'open'
  ? null
  : A extends { keylessUntil: string }
    ? Principal | null
    : Principal;

export function pluginsFor(access: RouteAccess, deps: EdgeDeps, host: { xApiKey: boolean }): EdgePlugin[] {
  if (access === 'open') return [useRateLimit(deps.limiter)];
  const query = access.credential === 'query';
  return [
    useCredential({ xApiKey: host.xApiKey && !query, queryParam: query, ticket: access.credential === 'ticket' }),
    ...(access.keylessUntil ? [useKeylessTransition(access.keylessUntil)] : []),
    useKeyPrefix(access.scopes),
    useIdentify(deps.auth, deps.tokens),
    useEntitlement(access.scopes),
    useRateLimit(deps.limiter),
  ];
}
