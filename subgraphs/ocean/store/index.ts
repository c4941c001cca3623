// SQL of the ocean subgraph, by capability; every keyed read takes the organisation id.
// Reference data (carriers, ports, lessors, size types, vessels) is read through the reference
// subgraph's store (subgraphs/reference/store.ts), never from its tables here.
export * from './rows.js';
export * from './records.js';
export * from './usage.js';
export * from './boxes.js';
export * from './events.js';
export * from './demurrage.js';
export * from './polling.js';
export * from './positions.js';
export * from './lanes.js';
export * from './sandbox.js';
export * from './exports.js';
