// How the adapter reaches the gateway: in-process in one-process mode (no HTTP hop), over
// HTTP with the internal secret in distributed mode. Either way errors come back as AppError.
import type { Principal } from '../platform/context.js';
import { SECRET_HEADER, PRINCIPAL_HEADER, encodePrincipal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { unwrap, type Gateway } from '../gateway/server.js';

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
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      } catch (e) {
        throw new AppError('SERVICE_UNAVAILABLE', 'gateway unreachable', { headers: { 'Retry-After': '5' } });
      }
      const body = (await res.json().catch(() => null)) as any;
      if (!body) throw new AppError('INTERNAL_ERROR', `gateway answered ${res.status} without JSON`);
      return unwrap<T>(body);
    },
  };
}
