// Rate limit: every call counts, an identified caller against its organisation's limits, an
// anonymous one against the per-address limits of open routes (ratelimit.ts); X-RateLimit-*
// headers on every answer, 429 with Retry-After over the limit.
import type { Principal } from '../context.js';
import { OPEN_ROUTE_LIMITS, type RateLimiter } from '../ratelimit.js';
import type { EdgeCall, EdgePlugin } from './chain.js';

/**
 * Counts one call of `principal` (or, anonymous, of its address). `refuse` false counts a call
 * without refusing it (the gateway counts some operations it answers anyway).
 */
export function countCall(
  limiter: RateLimiter,
  call: Pick<EdgeCall, 'ip' | 'now' | 'setHeader'> & { principal: Principal | null },
  refuse = true,
): Promise<void> {
  const { principal } = call;
  return principal
    ? limiter.admit(principal.orgId, principal.limits, call.now, call.setHeader, refuse)
    : limiter.admit(`ip:${call.ip}`, OPEN_ROUTE_LIMITS, call.now, call.setHeader, refuse);
}

export const useRateLimit = (limiter: RateLimiter): EdgePlugin => ({
  name: 'rate limit',
  onRequest: (call) => countCall(limiter, call),
});
