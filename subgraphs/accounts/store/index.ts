// All SQL of the accounts subgraph, by capability.
export * from './channel.js';
export * from './organisations.js';
export * from './keys.js';
export * from './entitlements.js';
export * from './standing.js';
export * from './rate-buckets.js';
export * from './stream-tickets.js';
