// What the dashboard bench sends and compares against (issue 23): the request bodies exactly as
// Apollo Client sends them (named operations, __typename added by its cache), recorded from a
// real client, and plain @apollo/gateway (no batching layer, no edge) over HTTP in front of the
// same subgraph processes, the reference every other gateway's answers must equal.
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { forApolloGateway } from '../gateway/compose.js';

export interface Body {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  extensions?: unknown;
}

/**
 * Asks `url` the operation once per variables set through Apollo Client (InMemoryCache,
 * HttpLink, the caller's Authorization header) and returns the bodies it POSTed, in order.
 * A refused or failed answer stops the bench: only answered operations are worth timing.
 */
export async function apolloClientBodies(
  url: string,
  authorization: string,
  operation: string,
  variablesList: Record<string, unknown>[] = [{}],
): Promise<Body[]> {
  const sent: Body[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: `${url}/graphql`,
      headers: { authorization },
      fetch: (input, init) => {
        if (typeof init?.body === 'string') sent.push(JSON.parse(init.body));
        return fetch(input, init);
      },
    }),
  });
  const query = gql(operation);
  for (const variables of variablesList) {
    // Apollo Client throws on an error answer (errorPolicy "none").
    const answer = await client.query({ query, variables, fetchPolicy: 'network-only' });
    if (!answer.data) throw new Error('Apollo Client: no data');
  }
  client.stop();
  if (sent.length !== variablesList.length || sent.some((b) => !b.operationName))
    throw new Error(`Apollo Client sent ${sent.length} named bodies for ${variablesList.length} asks`);
  return sent;
}

/** Plain @apollo/gateway on a loopback port, forwarding the caller's Authorization header. */
export async function startPlainGateway(supergraphSdl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  interface Caller {
    authorization?: string;
  }
  const server = new ApolloServer<Caller>({
    gateway: new ApolloGateway({
      supergraphSdl: forApolloGateway(supergraphSdl),
      buildService: ({ url }) =>
        new RemoteGraphQLDataSource<Caller>({
          url,
          willSendRequest({ request, context }) {
            if (context.authorization) request.http?.headers.set('authorization', context.authorization);
          },
        }),
    }),
    includeStacktraceInErrorResponses: false,
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port: 0, host: '127.0.0.1' },
    context: async ({ req }) => ({ authorization: req.headers.authorization }),
  });
  return { url: url.replace(/\/$/, ''), stop: () => server.stop() };
}
