// Versions the legacy-compatible surface discloses, in headers only (spec 4.7, 9.2). Pure
// constants: the REST adapter imports them for responses that never reach the subgraph (401).

/** The earlier API whose shape is rendered: version 3 of its tracking endpoint. */
export const LEGACY_API_VERSION = 'v3';
/** Our contract for that shape (spec 9.2). */
export const LEGACY_SCHEMA_VERSION = 'legacy-compat/1';
