// Signing (spec 6): the stored hash of the secret signs exactly as a receiver keyed with the full
// whsec_ secret would.
import { describe, it, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import { hashSecret, newSecret, sign, signingKey } from '../../subgraphs/webhooks/signing.js';

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
    }
    // The equivalence is RFC 2104's key hashing: it does not hold for a key within the block.
    const short = 'whsec_short';
    const body = Buffer.from('{}');
    expect(sign(signingKey(hashSecret(short)), body)).not.toBe(sign(short, body));
  });
});
