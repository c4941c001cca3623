// The reference subgraph's store: the shared entry point other subgraphs read reference data through.
export * from './air.js';
export * from './carriers.js';
export * from './equipment.js';
export * from './ports.js';
export * from './seeding.js';
export * from './shipped.js';
export * from './vessels.js';
