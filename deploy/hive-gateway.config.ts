// Hive Gateway in front of freightgraph's subgraphs, with only Hive's documented settings
// (docs/access.md): verify our ES256 tokens against the gateway's JWKS, enforce the
// supergraph's @authenticated / @requiresScopes from the token's `scope` claim, and forward the
// Authorization header to every subgraph (which verifies it again).
//   npm run supergraph > supergraph.graphql
//   FREIGHTGRAPH_JWKS_URL=http://<gateway>:4000/.well-known/jwks.json \
//     npx hive-gateway supergraph supergraph.graphql -c deploy/hive-gateway.config.ts
import { createRemoteJwksSigningKeyProvider, defineConfig, extractFromHeader } from '@graphql-hive/gateway';

export const gatewayConfig = defineConfig({
  jwt: {
    signingKeyProviders: [
      createRemoteJwksSigningKeyProvider({ jwksUri: process.env.FREIGHTGRAPH_JWKS_URL!, cache: true }),
    ],
    tokenLookupLocations: [extractFromHeader({ name: 'authorization', prefix: 'Bearer' })],
    tokenVerification: { issuer: 'freightgraph', audience: 'freightgraph', algorithms: ['ES256'] },
    // No token: only the open fields answer (genericAuth refuses the rest); a bad token: 401.
    reject: { missingToken: false, invalidToken: true },
    forward: { payload: false },
  },
  genericAuth: {
    mode: 'protect-granular',
    resolveUserFn: (context: { jwt?: { payload?: Record<string, unknown> } }) => context.jwt?.payload,
  },
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') }),
  },
});
