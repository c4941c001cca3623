// What a leased endpoint signs with (subgraphs/webhooks/workers/endpoint-keys.ts): sealed keys
// opened once per change, legacy digests as they are, a key sealed under another secret key
// refused visibly, both keys during a rotation's overlap.
import { describe, it, expect } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { openKeys, signingKeysAt } from '../../subgraphs/webhooks/workers/endpoint-keys.js';
import { sealKey } from '../../subgraphs/webhooks/decide/signing.js';

const secretKey = randomBytes(32);
const id = randomUUID();
const current = randomBytes(32);
const previous = randomBytes(32);
const none = { signing_key: null, secret_hash: null, previous_signing_key: null, previous_key_until: null };

describe('openKeys', () => {
  it('opens the sealed current and previous keys, and keeps them while the stored values are unchanged', () => {
    const stored = {
      ...none,
      signing_key: sealKey(secretKey, id, current),
      previous_signing_key: sealKey(secretKey, id, previous),
      previous_key_until: '2026-12-01T00:00:00.000Z',
    };
    const k = openKeys(secretKey, id, stored, null);
    expect(k).toMatchObject({ current: current.toString('hex'), previous: previous.toString('hex'), error: null });
    expect(k.previousUntil).toBe(Date.parse('2026-12-01T00:00:00.000Z'));
    expect(openKeys(secretKey, id, stored, k)).toBe(k);
    expect(openKeys(secretKey, id, { ...stored, previous_signing_key: null }, k)).not.toBe(k);
  });

  it('signs with an unsealed legacy digest as it is', () => {
    expect(openKeys(null, id, { ...none, secret_hash: 'ab12' }, null)).toMatchObject({ current: 'ab12', error: null });
  });

  it('says why a key cannot be used: sealed under another secret key, or none at all', () => {
    const other = openKeys(randomBytes(32), id, { ...none, signing_key: sealKey(secretKey, id, current) }, null);
    expect(other.current).toBeNull();
    expect(other.error).toMatch(/cannot be opened with this WEBHOOK_SECRET_KEY/);
    expect(openKeys(secretKey, id, none, null)).toMatchObject({ current: null, error: 'endpoint has no signing key' });
  });

  it('lets the current key sign alone when only the previous one cannot be opened', () => {
    const k = openKeys(
      secretKey,
      id,
      {
        ...none,
        signing_key: sealKey(secretKey, id, current),
        previous_signing_key: sealKey(randomBytes(32), id, previous),
      },
      null,
    );
    expect(k).toMatchObject({ current: current.toString('hex'), previous: null, error: null });
  });
});

describe('signingKeysAt', () => {
  const keys = { from: '', current: 'new', previous: 'old', previousUntil: 1000, error: null };
  it('signs with both keys, newest first, until the overlap ends', () => {
    expect(signingKeysAt(keys, 999)).toEqual(['new', 'old']);
    expect(signingKeysAt(keys, 1000)).toEqual(['new']);
    expect(signingKeysAt({ ...keys, previous: null }, 0)).toEqual(['new']);
  });
});
