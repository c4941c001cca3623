// How the gateway reaches a subgraph: in-process (one-process mode, the caller's principal as
// context) or over HTTP with the caller's signed token (distributed mode).
import { RemoteGraphQLDataSource, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { Kind, getOperationAST, parse, type DocumentNode } from 'graphql';
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

/** Connection failures (and a proxy's 502-504) that mean the subgraph cannot be reached now. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
]);
const unreachable = (e: any) =>
  UNREACHABLE.has(e?.code) ||
  e?.message === 'socket hang up' ||
  [502, 503, 504].includes(e?.extensions?.response?.status);

/**
 * The answer of a fetch whose subgraph cannot be reached: no data, and an error at each root field
 * it asked for (at each representation of an `_entities` field), which @apollo/gateway places in
 * the client's answer, so only that subgraph's fields are null. The message names the subgraph,
 * never its address.
 */
function unavailableAnswer(
  subgraph: string,
  document: DocumentNode,
  variables: Record<string, any> = {},
): GatewayGraphQLResponse {
  const operation = getOperationAST(document);
  const extensions = { code: 'SUBGRAPH_UNAVAILABLE', subgraph };
  const message = `subgraph "${subgraph}" is unavailable; its fields are null in this answer`;
  const errors = (operation?.selectionSet.selections ?? []).flatMap((s) => {
    if (s.kind !== Kind.FIELD) return [];
    const key = (s.alias ?? s.name).value;
    const reps = s.arguments?.find((a) => a.name.value === 'representations')?.value;
    const count = reps?.kind === Kind.VARIABLE ? (variables[reps.name.value]?.length ?? 0) : 0;
    if (s.name.value !== '_entities') return [{ message, path: [key], extensions }];
    return Array.from({ length: count }, (_, i) => ({ message, path: [key, i], extensions }));
  });
  return { errors };
}

export class InternalRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext & Record<string, any>> {
  constructor(
    private readonly subgraph: string,
    url: string,
  ) {
    // Our lean keep-alive POST instead of Apollo's default make-fetch-happen, whose caching
    // layers cost several times more CPU per subgraph call.
    super({ url, fetcher: internalFetcher });
  }
  override async process(
    options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, any>>,
  ): Promise<GatewayGraphQLResponse> {
    try {
      return await super.process(options);
    } catch (e) {
      if (!unreachable(e)) throw e;
      const document = ('document' in options && options.document) || parse(options.request.query!);
      return unavailableAnswer(this.subgraph, document, options.request.variables);
    }
  }
  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, any>>): void {
    const token = 'context' in options ? (options.context as GatewayContext | undefined)?.token : null;
    if (token) options.request.http!.headers.set('authorization', `Bearer ${token}`);
  }
}
