// @freightgraph/sdk: typed clients of the five REST hosts (generated from their OpenAPI
// documents: src/generated/, `npm run sdk:generate`), typed refusals, retries that honour
// Retry-After, cursor iterators, webhook signature verification and token exchange.
export * from './client.js';
export * from './errors.js';
export * from './paging.js';
export * from './retry.js';
export * from './token.js';
export * from './webhooks.js';
