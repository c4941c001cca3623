// How the adapter reaches the gateway: in-process in one-process mode (no HTTP hop), over
// HTTP with the internal secret in distributed mode. Either way errors come back as AppError.
import type { Principal } from '../platform/context.js';
import { SECRET_HEADER, PRINCIPAL_HEADER, encodePrincipal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { unwrap, type Gateway } from '../gateway/server.js';
import { postInternal, type InternalResponse } from '../platform/http.js';

export interface GatewayClient {
  execute<T>(query: string, variables: Record<string, unknown> | undefined, principal: Principal | null): Promise<T>;
}

export function inProcessGatewayClient(gateway: Gateway): GatewayClient {
  return { execute: (q, v, p) => gateway.execute(q, v, p) };
}

export function httpGatewayClient(url: string, secret: string): GatewayClient {
  return {
    async execute<T>(query: string, variables: Record<string, unknown> | undefined, principal: Principal | null): Promise<T> {
      const headers: Record<string, string> = { 'content-type': 'application/json', [SECRET_HEADER]: secret };
      if (principal) headers[PRINCIPAL_HEADER] = encodePrincipal(principal);
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
