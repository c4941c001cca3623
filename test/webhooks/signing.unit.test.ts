// Signing (docs/webhooks.md, Verifying the signature): the digest of the secret signs exactly as a receiver keyed with the full
// whsec_ secret would; that key is kept sealed, and during a rotation both keys sign.
import { describe, it, expect } from 'vitest';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  hashSecret,
  newSecret,
  newSecretKey,
  openKey,
  parseSecretKey,
  sealKey,
  sign,
  signatureHeader,
  signingKey,
  signingKeyOf,
} from '../../subgraphs/webhooks/decide/signing.js';

describe('signing', () => {
  it('signs with SHA-256(secret) exactly as a receiver keyed with the full whsec_ secret', () => {
    for (let i = 0; i < 20; i++) {
      const secret = newSecret();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{64}$/);
      expect(Buffer.byteLength(secret)).toBeGreaterThan(64);
      const body = Buffer.from(
        JSON.stringify({ id: `x${i}`, type: 'ping', occurred_at: '2026-01-01T00:00:00.000Z', data: { n: i } }),
      );
      const ours = sign(signingKey(hashSecret(secret)), body);
      expect(ours).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(ours).toBe(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
      expect(sign(signingKeyOf(secret), body)).toBe(ours);
    }
    // The equivalence is RFC 2104's key hashing: it does not hold for a key within the block.
    const short = 'whsec_short';
    const body = Buffer.from('{}');
    expect(sign(signingKey(hashSecret(short)), body)).not.toBe(sign(short, body));
  });

  it('signs with one key as a single value, with two as an HTTP list, newest first', () => {
    const body = Buffer.from('{"id":"x"}');
    const [a, b] = [newSecret(), newSecret()];
    expect(signatureHeader([signingKeyOf(a)], body)).toBe(sign(a, body));
    expect(signatureHeader([signingKeyOf(b), signingKeyOf(a)], body)).toBe(`${sign(b, body)}, ${sign(a, body)}`);
  });

  it('seals a signing key so that only the secret key and the same endpoint open it', () => {
    const key = parseSecretKey(newSecretKey());
    const id = randomUUID();
    const k = signingKeyOf(newSecret());
    const sealed = sealKey(key, id, k);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(k.toString('hex'));
    expect(sealKey(key, id, k)).not.toBe(sealed); // a fresh nonce each time
    expect(openKey(key, id, sealed).equals(k)).toBe(true);
    expect(() => openKey(randomBytes(32), id, sealed)).toThrow();
    expect(() => openKey(key, randomUUID(), sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BA' : 'AA');
    expect(() => openKey(key, id, tampered)).toThrow();
  });

  it('takes WEBHOOK_SECRET_KEY as 32 bytes of base64 and says how to make one otherwise', () => {
    expect(parseSecretKey(newSecretKey())).toHaveLength(32);
    for (const bad of ['short', randomBytes(16).toString('base64'), randomBytes(33).toString('base64'), '!'.repeat(44)])
      expect(() => parseSecretKey(bad)).toThrow(/npm run webhooks -- secret-key/);
  });
});
