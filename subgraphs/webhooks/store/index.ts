// SQL of the webhooks subgraph, by capability: endpoints, their signing keys, deliveries, the
// outbox and its fan-out, the engine's lease cycle, housekeeping (the history's months), the live stream, exports.
export * from './endpoints.js';
export * from './signing-keys.js';
export * from './deliveries.js';
export * from './outbox.js';
export * from './lease-cycle.js';
export * from './housekeeping.js';
export * from './stream.js';
export * from './exports.js';
export * from './partitions.js';
