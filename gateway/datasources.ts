// How the gateway reaches a subgraph: in-process (one-process mode) or over HTTP with the
// internal secret and the caller's principal (distributed mode).
import { RemoteGraphQLDataSource, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { SECRET_HEADER, PRINCIPAL_HEADER, encodePrincipal, type Principal } from '../platform/context.js';
import type { SubgraphExecutor } from '../platform/subgraph.js';

export interface GatewayContext {
  principal: Principal | null;
}

export class InProcessDataSource implements GraphQLDataSource<GatewayContext & Record<string, any>> {
  constructor(private executor: SubgraphExecutor) {}
  async process(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, any>>): Promise<GatewayGraphQLResponse> {
    const principal = 'context' in options ? (options.context?.principal ?? null) : null;
    const { request } = options;
    // The gateway hands over its already-parsed subgraph operation; no need to parse again.
    const document = 'document' in options ? options.document : undefined;
    return (await this.executor.execute(request.query!, request.variables, principal, request.operationName, document)) as GatewayGraphQLResponse;
  }
}

export class InternalRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext & Record<string, any>> {
  constructor(url: string, private secret: string) {
    super({ url });
  }
  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext & Record<string, any>>): void {
    const headers = options.request.http!.headers;
    headers.set(SECRET_HEADER, this.secret);
    const principal = 'context' in options ? (options.context as GatewayContext | undefined)?.principal : null;
    if (principal) headers.set(PRINCIPAL_HEADER, encodePrincipal(principal));
  }
}
