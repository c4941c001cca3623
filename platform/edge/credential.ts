// Credential: what the caller presented. Authorization: Bearer everywhere; x-api-key where the
// host takes it; the api_key query parameter only on the legacy surface, a stream ticket only on the
// event stream (auth.ts reads them).
import { readCredential } from '../auth.js';
import type { EdgePlugin } from './chain.js';

export interface CredentialOptions {
  /** Whether the x-api-key header is read besides Bearer. */
  xApiKey: boolean;
  /** Whether the api_key query parameter is read (the legacy surface). */
  queryParam: boolean;
  /** Whether the ticket query parameter is read (the event stream, for browsers' EventSource). */
  ticket?: boolean;
}

export const useCredential = (o: CredentialOptions): EdgePlugin => ({
  name: 'credential',
  onRequest(call) {
    call.credential = readCredential(call.headers, call.query, { ...o, from: call.ip });
  },
});

/** Whether the caller presented nothing at all (a malformed Authorization header is something). */
export const presentedNothing = (call: { credential: { key: string | null } | null }): boolean =>
  call.credential?.key === null;
