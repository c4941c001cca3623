// How the gateway reaches a subgraph: in-process (one-process mode, the caller's principal as
// context) or over HTTP with the caller's signed token (distributed mode).
import { RemoteGraphQLDataSource, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import type { Principal } from '../platform/context.js';
import type { SubgraphExecutor } from '../platform/subgraph.js';
import { postInternal } from '../platform/http.js';

type Fetcher = NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher'];

/** The slice of the fetch API RemoteGraphQLDataSource uses, over postInternal. */
const internalFetcher = (async (url: string, init?: { method?: string; headers?: any; body?: string }) => {
  const headers: Record<string, string> = {};
  const given = init?.headers;
  if (given && typeof given.forEach === 'function') given.forEach((v: string, k: string) => (headers[k] = v));
  else if (given) Object.assign(headers, given);
  const res = await postInternal(url, headers, init?.body ?? '');
  return {
    ok: res.status >= 200 && res.status < 300,
    status: res.status,
    statusText: '',
    url,
    headers: new Headers(res.contentType ? { 'content-type': res.contentType } : {}),
    text: async () => res.body,
    json: async () => JSON.parse(res.body),
  };
}) as unknown as Fetcher;

export interface GatewayContext {
  principal: Principal | null;
  /** The signed token subgraphs over HTTP verify; null for an anonymous caller. */
  token: string | null;
  /**
   * Counts the request in the caller's rate limit (public GraphQL requests): once the operation
   * is known to be allowed, so a key refused outright (401) is not counted, as on REST. Once per
   * request: 'refuse' counts and refuses over the limit; 'count' (a request that failed before
   * its operation was known) counts only; 'skip' marks it as settled uncounted.
   */
  countRequest?: (headers: Map<string, string>, mode: 'refuse' | 'count' | 'skip') => Promise<void>;
}

export class InProcessDataSource implements GraphQLDataSource<GatewayContext & Record<string, any>> {
  constructor(private executor: SubgraphExecutor) {}
  async process(
    options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, any>>,
  ): Promise<GatewayGraphQLResponse> {
    const principal = 'context' in options ? (options.context?.principal ?? null) : null;
    const { request } = options;
    // The gateway hands over its already-parsed subgraph operation; no need to parse again.
    const document = 'document' in options ? options.document : undefined;
    return (await this.executor.execute(
      request.query!,
      request.variables,
      principal,
      request.operationName,
      document,
    )) as GatewayGraphQLResponse;
  }
}

export class InternalRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext & Record<string, any>> {
  constructor(url: string) {
    // Our lean keep-alive POST instead of Apollo's default make-fetch-happen, whose caching
    // layers cost several times more CPU per subgraph call.
    super({ url, fetcher: internalFetcher });
  }
  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, any>>): void {
    const token = 'context' in options ? (options.context as GatewayContext | undefined)?.token : null;
    if (token) options.request.http!.headers.set('authorization', `Bearer ${token}`);
  }
}
