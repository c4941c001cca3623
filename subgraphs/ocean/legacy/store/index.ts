// All SQL of the legacy-compatible surface (docs/legacy.md), one file per capability.
export * from './access.js';
export * from './admission.js';
export * from './answers.js';
export * from './first-poll.js';
