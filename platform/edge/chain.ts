// The edge chain: how every way in (the gateway, the REST hosts, the MCP server) checks a caller
// before anything runs. A chain is a list of small plugins, each one concern (credential.ts,
// identify.ts, entitlement.ts, rate-limit.ts, keyless.ts), run in order on one EdgeCall; which
// plugins a request gets follows from what the route declares (route-access.ts). A refusal is
// an AppError thrown by the plugin that decides it; anything else thrown means access could not
// be checked (503, the request is not run).
import type { Principal } from '../context.js';
import type { Credential } from '../auth.js';
import type { TokenClient } from '../token.js';
import type { Logger } from '../logger.js';
import { AppError } from '../errors.js';

/** One request as the chain sees it, and what the plugins have established about its caller. */
export interface EdgeCall {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  /** The client's address (express's req.ip: trusted proxies applied). */
  ip: string | undefined;
  now: Date;
  setHeader(name: string, value: string): void;
  /** What the caller presented (credential.ts); null until read. */
  credential: Credential | null;
  /** Whether a caller without a credential is let through, as anonymous (identify.ts). */
  anonymous: 'refuse' | 'allow';
  /** The caller (identify.ts): null for an anonymous caller. */
  principal: Principal | null;
  client: 'key' | TokenClient | 'anonymous';
  /**
   * A refusal decided before the call was counted but answered after it (a missing or expired
   * entitlement: 403 once the request has counted against the rate limit).
   */
  refusal: AppError | null;
}

export interface EdgePlugin {
  /** For logs and tests. */
  name: string;
  /** Runs in chain order; throws an AppError to refuse. */
  onRequest?(call: EdgeCall): void | Promise<void>;
  /** Runs, in chain order, once every plugin has admitted the call. */
  onAdmitted?(call: EdgeCall): void | Promise<void>;
}

export type EdgeRequest = Pick<EdgeCall, 'headers' | 'query' | 'ip' | 'now' | 'setHeader'>;

/** A new call, nothing established yet. */
export const edgeCall = (req: EdgeRequest): EdgeCall => ({
  ...req,
  credential: null,
  anonymous: 'refuse',
  principal: null,
  client: 'anonymous',
  refusal: null,
});

/** The one answer when a check itself fails (the database or Redis did not answer): the request is not run. */
const accessUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'access could not be checked; retry shortly', {
    headers: { 'Retry-After': '5' },
  });

/** `e` as a refusal: an AppError as is, anything else logged and answered 503. */
export function asRefusal(e: unknown, log: Logger, what = 'access check failed'): AppError {
  if (e instanceof AppError) return e;
  log.error({ err: e }, what);
  return accessUnavailable();
}

/** Runs the plugins on the call: the admitted call, or the refusal thrown. */
export async function runChain(plugins: readonly EdgePlugin[], call: EdgeCall, log: Logger): Promise<EdgeCall> {
  try {
    for (const p of plugins) await p.onRequest?.(call);
  } catch (e) {
    throw asRefusal(e, log);
  }
  if (call.refusal) throw call.refusal;
  for (const p of plugins) await p.onAdmitted?.(call);
  return call;
}
