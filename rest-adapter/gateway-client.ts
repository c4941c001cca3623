// How the adapter reaches the gateway: in process where they share one (`npm start`, the edge
// role: no HTTP hop), over HTTP with a token it signs for the caller where the adapter runs on
// its own. Either way errors come back as AppError.
import type { Principal } from '../platform/context.js';
import type { Clock } from '../platform/clock.js';
import type { TokenService } from '../platform/token.js';
import { AppError, unwrap } from '../platform/errors.js';
import type { Gateway } from '../gateway/server.js';
import { postInternal, type InternalResponse } from '../platform/http.js';

export interface GatewayClient {
  execute<T>(query: string, variables: Record<string, unknown> | undefined, principal: Principal | null): Promise<T>;
}

/**
 * The gateway in this process. `signer`: its subgraphs are over HTTP (the edge role), so a keyed
 * caller's call carries the edge token subgraphs verify, as the gateway's own admission signs one.
 */
export function inProcessGatewayClient(
  gateway: Gateway,
  signer?: { tokens: TokenService; clock: Clock },
): GatewayClient {
  if (!signer) return { execute: (q, v, p) => gateway.execute(q, v, { principal: p, token: null }) };
  return {
    execute: async (q, v, p) =>
      gateway.execute(q, v, { principal: p, token: p ? await signer.tokens.edgeToken(p, signer.clock.now()) : null }),
  };
}

export function httpGatewayClient(url: string, tokens: TokenService, clock: Clock): GatewayClient {
  return {
    async execute<T>(
      query: string,
      variables: Record<string, unknown> | undefined,
      principal: Principal | null,
    ): Promise<T> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const token = principal
        ? await tokens.edgeToken(principal, clock.now())
        : await tokens.anonymousEdgeToken(clock.now());
      headers.authorization = `Bearer ${token}`;
      let res: InternalResponse;
      try {
        res = await postInternal(url, headers, JSON.stringify({ query, variables }));
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'gateway unreachable', { headers: { 'Retry-After': '5' } });
      }
      let body: any = null;
      try {
        body = JSON.parse(res.body);
      } catch {
        // handled below
      }
      if (!body) throw new AppError('INTERNAL_ERROR', `gateway answered ${res.status} without JSON`);
      return unwrap<T>(body);
    },
  };
}
