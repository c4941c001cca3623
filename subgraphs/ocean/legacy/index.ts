// The legacy-compatible tracking surface as a part of the ocean subgraph (docs/legacy.md):
// its GraphQL (schema.graphql, `extend type Mutation`) and resolvers, merged into the ocean
// module by withLegacy() in subgraphs/ocean/index.ts.
import { concatAST, type DocumentNode } from 'graphql';
import { loadTypeDefs } from '../../../platform/subgraph.js';
import { legacyResolvers } from './resolvers.js';

const legacyTypeDefs: DocumentNode = loadTypeDefs(new URL('./schema.graphql', import.meta.url));

/** The ocean module's typeDefs and resolvers with the legacy surface added. */
export function withLegacy<R extends { Mutation?: Record<string, unknown> }>(
  typeDefs: DocumentNode,
  resolvers: R,
): { typeDefs: DocumentNode; resolvers: R } {
  return {
    typeDefs: concatAST([typeDefs, legacyTypeDefs]),
    resolvers: { ...resolvers, ...legacyResolvers, Mutation: { ...resolvers.Mutation, ...legacyResolvers.Mutation } },
  };
}
