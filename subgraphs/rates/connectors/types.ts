// The rates product's feed: what a rate feed publishes. Implementation: sandbox.ts (the
// deterministic daily quotes, the embedded default and the tests).
import type { Equipment } from '../decide/vocabulary.js';
import type { NewObservation } from '../store/observations.js';

/** A quote as the feed publishes it, before the lane has an id: an observation of a port pair. */
export interface SandboxQuote extends Omit<
  NewObservation,
  'lane_id' | 'feed' | 'equipment' | 'rate_type' | 'source_kind' | 'all_in_amount' | 'all_in_currency'
> {
  origin: string;
  destination: string;
  equipment: Equipment;
  rate_type: 'spot' | 'contract';
  source_kind: 'carrier' | 'forwarder';
  all_in_amount: number;
  all_in_currency: string;
}
