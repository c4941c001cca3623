// The rates product's feed: what a rate feed publishes. Implementation: sandbox.ts (the
// deterministic daily quotes, the embedded default and the tests).
import type { Equipment } from '../decide/vocabulary.js';
import type { Surcharge } from '../store/observations.js';

/** A quote as the feed publishes it, before the lane has an id. */
export interface SandboxQuote {
  origin: string;
  destination: string;
  equipment: Equipment;
  rate_type: 'spot' | 'contract';
  source_kind: 'carrier' | 'forwarder';
  source: string;
  valid_from: string;
  valid_to: string;
  observed_at: string;
  base_amount: number | null;
  base_currency: string | null;
  surcharges: Surcharge[];
  all_in_amount: number;
  all_in_currency: string;
  row_key: string;
}
