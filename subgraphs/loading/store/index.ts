// All SQL of the loading subgraph, by capability.
export * from './plans.js';
export * from './exports.js';
