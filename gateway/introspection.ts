// Introspection answers with the schema clients can use at this gateway: the API schema plus the
// Subscription root its listener serves (gateway/subscriptions.ts, docs/live.md). Apollo's
// gateway plans queries and mutations only and answers introspection from its own API schema, so
// an operation that asks only for __schema, __type or __typename is answered here instead; GraphiQL
// and codegen then see what schema/api.graphql holds.
import { execute, Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';

const META_FIELDS = new Set(['__schema', '__type', '__typename']);

/** Whether every root selection is a meta field (a fragment at the root goes to the gateway as before). */
const introspectionOnly = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && META_FIELDS.has(s.name.value));

export function publishedIntrospection<Ctx extends object>(published: GraphQLSchema): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ operation, document, request }) {
          if (!introspectionOnly(operation)) return null;
          const result = await execute({
            schema: published,
            document,
            variableValues: request.variables,
            operationName: request.operationName,
          });
          return { http: { headers: new HeaderMap() }, body: { kind: 'single', singleResult: result } };
        },
      };
    },
  };
}
