// All SQL of the schedules subgraph, by capability. Sailings, port calls, observed arrivals and
// congestion are public market data; usage counters, lane interest and notifications are per
// organisation. Queries take a Queryable (`db` or a transaction `tx`). The reference lists it
// checks codes against are read once, through the reference store.
export * from './sandbox.js';
export * from './feed.js';
export * from './sailings.js';
export * from './reliability.js';
export * from './arrivals.js';
export * from './congestion.js';
export * from './usage.js';
export * from './usage-redis.js';
export * from './watchers.js';
export * from './lanes.js';
export * from './lane-predictions.js';
export * from './read-models.js';
export * from './exports.js';
export * from './reference-lists.js';
