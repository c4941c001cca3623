// Composes the supergraph from the subgraph modules' SDL with @apollo/composition (no rover).
// A composition error stops start-up with every problem listed by subgraph.
import { composeServices } from '@apollo/composition';
import { Supergraph } from '@apollo/federation-internals';
import type { DocumentNode, GraphQLSchema } from 'graphql';

export interface SubgraphSdl {
  name: string;
  typeDefs: DocumentNode;
  url: string;
}

export class CompositionError extends Error {}

/**
 * Supergraphs composed in this process, by subgraph names and URLs, each with the SDL documents
 * it was composed from. A server composes once; the test suite starts a system per file in one
 * process, and composing was about a second of every start.
 */
const composed = new Map<string, { typeDefs: DocumentNode[]; sdl: string }>();

export function composeSupergraph(subgraphs: SubgraphSdl[]): string {
  const key = JSON.stringify(subgraphs.map((s) => [s.name, s.url]));
  const known = composed.get(key);
  if (known && known.typeDefs.every((t, i) => t === subgraphs[i]!.typeDefs)) return known.sdl;
  const result = composeServices(subgraphs.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: s.url })));
  if (result.errors && result.errors.length) {
    const lines = result.errors.map((e) => `  - ${(e.extensions?.code as string) ?? 'ERROR'}: ${e.message}`);
    throw new CompositionError(
      `supergraph composition failed (${result.errors.length} error(s)):\n${lines.join('\n')}`,
    );
  }
  composed.set(key, { typeDefs: subgraphs.map((s) => s.typeDefs), sdl: result.supergraphSdl! });
  return result.supergraphSdl!;
}

/**
 * The supergraph as @apollo/gateway will load it. The Node gateway refuses a supergraph whose
 * SECURITY features (@authenticated, @requiresScopes) it does not enforce itself; ours are
 * enforced by the subgraphs and by the gateway's whole-operation check (platform/access-schema.ts),
 * so those two links are marked informational here. The published supergraph keeps them.
 */
export function forApolloGateway(supergraphSdl: string): string {
  return supergraphSdl.replace(
    /(@link\(url: "https:\/\/specs\.apollo\.dev\/(?:authenticated|requiresScopes)\/v[0-9.]+"), for: SECURITY\)/g,
    '$1)',
  );
}

/**
 * API schemas built in this process, by supergraph SDL. A gateway start asked for it twice (the
 * published schema and the live one, gateway/subscriptions.ts), about 150 ms each, and the test
 * suite starts a system per file on the same supergraph. Callers only read it: each extends it
 * into a schema of its own (graphql-js's extendSchema makes new types and fields), so sharing
 * one is safe.
 */
const apiSchemas = new Map<string, GraphQLSchema>();

/** The schema clients see, as graphql-js builds it (no federation machinery). */
export function apiSchema(supergraphSdl: string): GraphQLSchema {
  let schema = apiSchemas.get(supergraphSdl);
  if (!schema) {
    schema = Supergraph.build(forApolloGateway(supergraphSdl)).apiSchema().toGraphQLJSSchema();
    apiSchemas.set(supergraphSdl, schema);
  }
  return schema;
}
