// The gateway's cheap decisions, taken before its body is read: who the caller is (a key, a
// token, or anonymous: GraphQL's fields decide what an anonymous caller may read) and the call
// counted against its rate limit, the organisation's or the address's. Only an admitted call has
// its JSON parsed, then its operation parsed, validated and costed (server.ts): a caller over its
// limit is answered 429 whatever it sends, and a body or operation refused as malformed has
// counted. The scopes an operation needs are known only once it is parsed, so a key whose prefix
// can never hold them is counted too (REST refuses it uncounted: its route's scopes are declared).
import type { Request, RequestHandler, Response } from 'express';
import type { Services } from '../platform/services.js';
import { edgeCall, runChain, type EdgeCall } from '../platform/edge/chain.js';
import { useCredential } from '../platform/edge/credential.js';
import { useAnonymous, useIdentify } from '../platform/edge/identify.js';
import { useRateLimit } from '../platform/edge/rate-limit.js';
import type { EdgeDeps } from '../platform/edge/route-access.js';
import type { GatewayContext } from './datasources.js';

interface Caller extends GatewayContext {
  client: EdgeCall['client'];
}

/**
 * The caller, counted: the REST adapter's hop (a token the edge minted) is not counted again, it
 * was limited at the adapter's own edge. Also the token subgraphs over HTTP will verify for it.
 */
async function admitCaller(
  edge: EdgeDeps,
  services: Services,
  tokensForSubgraphs: boolean,
  req: Request,
  res: Response,
): Promise<Caller> {
  const now = services.clock.now();
  const setHeader = (k: string, v: string) => void res.setHeader(k, v);
  const call = edgeCall({ headers: req.headers, query: {}, ip: req.ip, now, setHeader });
  const identified = [
    useCredential({ xApiKey: true, queryParam: false }),
    useAnonymous(),
    useIdentify(edge.auth, edge.tokens),
  ];
  const { principal, client, credential } = await runChain(identified, call, services.log);
  if (client !== 'edge') await runChain([useRateLimit(edge.limiter)], call, services.log);
  let token: string | null = null;
  if (tokensForSubgraphs && client !== 'anonymous')
    token = client === 'key' ? await edge.tokens.edgeToken(principal!, now) : credential!.key;
  return { principal, token, client };
}

/** The admitted caller, as `admission` left it for the handlers after it. */
export const admittedCaller = (res: Response): Caller => res.locals.caller as Caller;

/**
 * Express middleware in front of the body parser and the GraphQL handler: admits the caller
 * (admittedCaller then reads it) or answers its refusal with `refuse`.
 */
export function admission(
  edge: EdgeDeps,
  services: Services,
  tokensForSubgraphs: boolean,
  refuse: (res: Response, e: unknown) => void,
): RequestHandler {
  return (req, res, next) => {
    admitCaller(edge, services, tokensForSubgraphs, req, res).then(
      (caller) => {
        res.locals.caller = caller;
        next();
      },
      (e: unknown) => refuse(res, e),
    );
  };
}
