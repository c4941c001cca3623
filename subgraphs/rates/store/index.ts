// All SQL of the rates subgraph, by capability.
export * from './lanes.js';
export * from './fx.js';
export * from './observations.js';
export * from './market.js';
export * from './indices.js';
export * from './signals.js';
export * from './exports.js';
