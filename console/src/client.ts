// Apollo Client on the gateway's /graphql, as any dashboard team would build it. Every operation
// is sent as the exact text of the console's trusted-documents manifest (generated/
// persisted-documents.json, GraphQL Code Generator's client preset), so a gateway running with
// GRAPHQL_TRUSTED_DOCUMENTS set to that manifest admits it, and any other gateway runs it as is.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Kind, OperationTypeNode, type ASTNode } from 'graphql';
import manifest from '../generated/persisted-documents.json';
import { currentSession, signOut } from './auth.js';
import { liveLink } from './live.js';

/** The manifest's text of each operation, by its name. */
const byName = new Map<string, string>();
for (const text of Object.values(manifest as Record<string, string>)) {
  // A text with fragments starts with them: the operation follows a closing brace.
  const name = /(?:^|[\s}])(?:query|mutation|subscription) (\w+)/.exec(text)?.[1];
  if (name) byName.set(name, text);
}

function operationOf(node: ASTNode) {
  if (node.kind !== Kind.DOCUMENT) return undefined;
  for (const d of node.definitions) if (d.kind === Kind.OPERATION_DEFINITION) return d;
  return undefined;
}
const operationName = (node: ASTNode) => operationOf(node)?.name?.value;
const isSubscription = (node: ASTNode) => operationOf(node)?.operation === OperationTypeNode.SUBSCRIPTION;

export function consoleClient(): ApolloClient {
  const auth = new ApolloLink((operation, forward) => {
    const token = currentSession()?.token;
    if (token) operation.setContext({ headers: { authorization: `Bearer ${token}` } });
    return forward(operation);
  });
  const http = new HttpLink({
    uri: '/graphql',
    print: (doc, print) => byName.get(operationName(doc) ?? '') ?? print(doc),
    // A token refused (expired, its key revoked) ends the session; the sign-in form says so.
    fetch: async (input, init) => {
      const r = await fetch(input, init);
      if (r.status === 401) signOut('The gateway no longer accepts your session: sign in again.');
      return r;
    },
  });
  return new ApolloClient({
    // Queries and mutations over HTTP; subscriptions over graphql-ws (live.ts).
    link: ApolloLink.split(
      ({ query }) => isSubscription(query),
      liveLink((name) => (name ? byName.get(name) : undefined)),
      ApolloLink.from([auth, http]),
    ),
    cache: new InMemoryCache({
      typePolicies: {
        // Figures without ids of their own are replaced whole on each answer.
        Plan: { fields: { units: { merge: false }, unplaced: { merge: false } } },
        WebhookEndpoint: { fields: { recent_deliveries: { merge: false } } },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } },
  });
}
