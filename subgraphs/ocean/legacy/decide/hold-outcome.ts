// How a held request ended (use-cases/hold.ts), and the earlier API's answer when it ended
// without a record to render (docs/legacy.md, Answers).
import type { ContainerRow } from '../../store/index.js';

export type HoldOutcome =
  | { kind: 'resolved'; row: ContainerRow }
  /** Registered, not polled yet: the connector is still working (or the ceiling passed). */
  | { kind: 'pending'; row: ContainerRow | null }
  /** The carrier connection failed on the first poll (the poller retries with back-off). */
  | { kind: 'carrier_error'; row: ContainerRow }
  /** The carrier has no connection configured. */
  | { kind: 'not_connected'; row: ContainerRow }
  /** Archived on this account before the carrier ever answered: nothing will poll it. */
  | { kind: 'archived'; row: ContainerRow };

/** The not-found messages of the earlier API (docs/legacy.md, Answers). */
export const NO_TRACKING_INFO = 'NO_TRACKING_INFO';
export const WRONG_NUMBER = 'WRONG_NUMBER';

/** A hold that ended without a record to render: the answer's message and why, in the caller's words. */
export function unansweredHold(held: HoldOutcome, identifier: string): { message: string; detail: string } | null {
  if (held.kind === 'pending') {
    return {
      message: NO_TRACKING_INFO,
      detail: `${identifier} is registered and still being resolved with the carrier; poll again in a few seconds`,
    };
  }
  if (held.kind === 'archived') {
    return {
      message: NO_TRACKING_INFO,
      detail: `${identifier} was archived on this account before the carrier answered; add it again to track it`,
    };
  }
  if (held.kind === 'carrier_error') {
    return {
      message: NO_TRACKING_INFO,
      detail: `the carrier did not answer for ${identifier}; it is asked again automatically, poll again later`,
    };
  }
  if (held.kind === 'resolved' && held.row.unresolved_reason === 'not_found') {
    const line = held.row.carrier_scac ? ` (asked ${held.row.carrier_scac})` : '';
    return { message: NO_TRACKING_INFO, detail: `no line recognises ${identifier} yet${line}` };
  }
  if (held.kind === 'resolved' && held.row.unresolved_reason === 'invalid_number') {
    return {
      message: WRONG_NUMBER,
      detail: `no line or container lessor uses the owner prefix ${identifier.slice(0, 4)}`,
    };
  }
  return null;
}
