// @freightgraph/sdk: typed clients of the five REST hosts (generated from their OpenAPI
// documents: src/generated/, `npm run sdk:generate`), typed refusals, retries that honour
// Retry-After, cursor iterators, webhook signature verification and token exchange.
export * from './client.js';
export * from './errors.js';
export * from './paging.js';
export * from './retry.js';
export * from './token.js';
export * from './webhooks.js';
export type * as ocean from './generated/ocean.js';
export type * as air from './generated/air.js';
export type * as schedules from './generated/schedules.js';
export type * as rates from './generated/rates.js';
export type * as loading from './generated/loading.js';
