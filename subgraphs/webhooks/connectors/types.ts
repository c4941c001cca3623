// What the engine hands its HTTP sender (delivery-client.ts, run in the delivery thread) and what it answers.
import type { Product } from '../decide/products.js';

export interface AttemptOutcome {
  ok: boolean;
  /** HTTP status the receiver answered; null when there was no answer. */
  statusCode: number | null;
  /** Null on success; otherwise the HTTP status or the transport error, for last_error. */
  error: string | null;
}

/** One delivery attempt: what is signed and sent, and where. */
export interface DeliveryJob {
  product: Product;
  id: string;
  event_type: string;
  /** The body after its id: the event's part, serialized once per event (eventBodyTail). */
  bodyTail: string;
  url: string;
  /** HMAC keys (hex), newest first: one, or two during a rotation's overlap (signing.ts). */
  signingKeys: string[];
}
