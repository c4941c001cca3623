// What a leased endpoint signs with: its stored keys opened once per change (sealed under the
// secret key, or the unsealed digest of an earlier version).
import { openKey } from '../decide/signing.js';
import type { EndpointKeys } from '../store/index.js';

/** What an endpoint signs with, opened once per change of its stored keys. */
export interface OpenKeys {
  /** The stored values they were opened from. */
  from: string;
  /** HMAC keys, hex: the current one, and the one before a rotation while its overlap lasts. */
  current: string | null;
  previous: string | null;
  previousUntil: number;
  /** Why the keys cannot be used (attempts fail with it, visibly in last_error). */
  error: string | null;
}

/**
 * Opens an endpoint's sealed keys (only when they changed since `known`). A row of an earlier
 * version that was not sealed yet signs with its digest as before.
 */
export function openKeys(
  secretKey: Buffer | null,
  endpointId: string,
  k: EndpointKeys,
  known: OpenKeys | null,
): OpenKeys {
  const from = `${k.signing_key}|${k.secret_hash}|${k.previous_signing_key}|${k.previous_key_until}`;
  if (known?.from === from) return known;
  const previousUntil = k.previous_key_until ? Date.parse(k.previous_key_until) : 0;
  const open = (sealed: string | null): string | null => {
    if (!sealed) return null;
    if (!secretKey) throw new Error('no WEBHOOK_SECRET_KEY');
    return openKey(secretKey, endpointId, sealed).toString('hex');
  };
  let current: string | null;
  try {
    current = k.signing_key ? open(k.signing_key) : k.secret_hash;
  } catch {
    return {
      from,
      current: null,
      previous: null,
      previousUntil,
      error:
        "signing key cannot be opened with this WEBHOOK_SECRET_KEY (sealed under another one); rotate the endpoint's secret",
    };
  }
  let previous: string | null = null;
  try {
    previous = open(k.previous_signing_key);
  } catch {
    // A previous key sealed under another secret key: the current one signs alone.
  }
  return { from, current, previous, previousUntil, error: current ? null : 'endpoint has no signing key' };
}

/** The keys an attempt signs with now: during a rotation's overlap both, newest first (docs/webhooks.md, rotation). */
export const signingKeysAt = (keys: OpenKeys, now: number): string[] =>
  keys.previous && now < keys.previousUntil ? [keys.current!, keys.previous] : [keys.current!];
