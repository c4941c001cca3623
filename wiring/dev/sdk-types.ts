// The SDK's generated part (sdk/src/generated/<host>.ts): TypeScript types of a host's OpenAPI
// document, by openapi-typescript. `npm run sdk:generate` writes them; test/sdk/generated.test.ts
// regenerates them from the documents the hosts serve and fails on any difference.
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from '../../rest-adapter/app.js';
import type { Product } from '../../rest-adapter/envelopes.js';

export const generatedTypesPath = (product: Product) => `sdk/src/generated/${product}.ts`;

export async function sdkTypes(product: Product, doc: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(JSON.stringify(doc));
  return `// The ${product} host's paths and schemas, generated from its OpenAPI document by \`npm run sdk:generate\`.\n${astToString(ast)}`;
}
