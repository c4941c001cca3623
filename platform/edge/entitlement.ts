// Entitlement: the scopes a route needs (access.ts). A key whose prefix can never hold them is
// refused (401) before it is looked up or counted; a caller lacking an entitlement, or whose
// entitlement expired, is refused (403) only after the call is counted (rate-limit.ts), so a
// refused call costs what an answered one costs. An anonymous caller let through holds no scope
// and is not refused here: what it may read is decided downstream.
import { prefixRefusal, refusal, type Scope } from '../access.js';
import type { EdgePlugin } from './chain.js';

/** The prefix of a key (tmcp_…), null for a token or anything else. */
export const keyPrefix = (key: string | null): string | null =>
  key && /^[a-z]+_/.test(key) ? key.slice(0, key.indexOf('_')) : null;

export const useKeyPrefix = (scopes: readonly Scope[]): EdgePlugin => ({
  name: 'key prefix',
  onRequest(call) {
    const prefix = keyPrefix(call.credential?.key ?? null);
    if (!prefix) return;
    for (const s of scopes) {
      const wrong = prefixRefusal(prefix, s);
      if (wrong) throw wrong;
    }
  },
});

export const useEntitlement = (scopes: readonly Scope[]): EdgePlugin => ({
  name: 'entitlement',
  onRequest(call) {
    if (!call.principal) return;
    const refused = scopes.map((s) => refusal(call.principal, s, call.now)).find((e) => e) ?? null;
    if (refused?.code === 'UNAUTHORIZED') throw refused;
    call.refusal = refused;
  },
});
