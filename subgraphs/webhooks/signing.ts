// Signing secrets and signatures (spec 6.3).
//
// Only SHA-256(secret) is stored, yet deliveries are signed exactly as if keyed with the full
// `whsec_` string: HMAC (RFC 2104 §2) first hashes any key longer than the hash's 64-byte block,
// K' = H(K). Our secrets are 70 bytes, so HMAC-SHA256(secret, body) equals
// HMAC-SHA256(SHA-256(secret), body). A receiver keys HMAC with the secret it was shown; we key
// it with the stored digest; both produce the same signature.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** HMAC-SHA256 block size: keys longer than this are hashed first. */
export const HMAC_BLOCK_BYTES = 64;

/** `whsec_` + 64 base64url characters (48 random bytes): 70 bytes, longer than the HMAC block. */
export function newSecret(): string {
  const secret = `whsec_${randomBytes(48).toString('base64url')}`;
  if (Buffer.byteLength(secret) <= HMAC_BLOCK_BYTES)
    throw new Error('signing secret must be longer than the HMAC block');
  return secret;
}

/** Lower-case hex SHA-256 of the secret: what the endpoints table keeps. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The HMAC key derived from the stored hash (equivalent to the full secret, see above). */
export function signingKey(secretHashHex: string): Buffer {
  return Buffer.from(secretHashHex, 'hex');
}

/** Header value: `sha256=` + lower-case hex HMAC-SHA256 of the raw body. */
export function sign(key: Buffer | string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}
