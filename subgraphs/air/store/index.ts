// All SQL of the air subgraph, one file per capability.
export type { AirlineRow, AirportRow, EventRow, LegRow, ShipmentRow, TrackRow } from './rows.js';
export { airportsOfAwbs, eventsByAwb, legsByAwb, trackState, trackedByAwb } from './reads.js';
export { registerWaybill } from './waybills.js';
export { claimLease, releaseLease } from './leases.js';
export { applyFound, heldAnswer, writeFailure, writeNotFound } from './answers.js';
export { flightPositions, saveFlightPositions } from './positions.js';
