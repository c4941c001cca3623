// Signing secrets and signatures (docs/webhooks.md, verifying the signature), and how the signing key is kept at rest.
//
// The receiver keys HMAC-SHA256 with the whole `whsec_` string. HMAC (RFC 2104 §2) first hashes
// any key longer than the hash's 64-byte block, K' = H(K); our secrets are 70 bytes, so
// HMAC(secret, body) equals HMAC(SHA-256(secret), body). That digest is the signing key we keep,
// and whoever holds it can sign deliveries: so it is stored only sealed (AES-256-GCM) under a key
// that lives outside the database (WEBHOOK_SECRET_KEY), bound to its endpoint's id.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** HMAC-SHA256 block size: keys longer than this are hashed first. */
const HMAC_BLOCK_BYTES = 64;

/** `whsec_` + 64 base64url characters (48 random bytes): 70 bytes, longer than the HMAC block. */
export function newSecret(): string {
  const secret = `whsec_${randomBytes(48).toString('base64url')}`;
  if (Buffer.byteLength(secret) <= HMAC_BLOCK_BYTES)
    throw new Error('signing secret must be longer than the HMAC block');
  return secret;
}

/** The HMAC key equivalent to the full secret (see above): SHA-256 of it. */
export function signingKeyOf(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Lower-case hex SHA-256 of the secret: what endpoints kept before keys were sealed (migration 006). */
export function hashSecret(secret: string): string {
  return signingKeyOf(secret).toString('hex');
}

/** The HMAC key of a legacy row's hex digest. */
export function signingKey(secretHashHex: string): Buffer {
  return Buffer.from(secretHashHex, 'hex');
}

/** One signature: `sha256=` + lower-case hex HMAC-SHA256 of the raw body. */
export function sign(key: Buffer | string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

/**
 * The signature header: one `sha256=` signature per key, newest key first, as an HTTP list
 * (`, `). Outside a rotation's overlap there is one key, so the value is exactly the one-signature form receivers verify.
 */
export function signatureHeader(keys: readonly (Buffer | string)[], body: Buffer | string): string {
  return keys.map((k) => sign(k, body)).join(', ');
}

// ---------------------------------------------------------------------------------------------
// At rest

const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const SECRET_KEY_HELP =
  'make one with `npm run webhooks -- secret-key` and give the same WEBHOOK_SECRET_KEY to the migrate, webhooks subgraph and workers processes';

/** WEBHOOK_SECRET_KEY: 32 bytes, base64 (or base64url). */
export function parseSecretKey(raw: string): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw.trim()))
    throw new Error(`config: WEBHOOK_SECRET_KEY must be 32 random bytes in base64; ${SECRET_KEY_HELP}`);
  return key;
}

/** A fresh WEBHOOK_SECRET_KEY value. */
export const newSecretKey = (): string => randomBytes(32).toString('base64');

/**
 * The endpoint's signing key sealed with AES-256-GCM: `v1.` + base64url(iv ‖ ciphertext ‖ tag).
 * The endpoint id is authenticated with it, so a sealed key copied to another row does not open.
 */
export function sealKey(secretKey: Buffer, endpointId: string, signingKey: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
  cipher.setAAD(Buffer.from(endpointId));
  const body = Buffer.concat([cipher.update(signingKey), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The signing key of a sealed value; throws when it was sealed under another key or for another endpoint. */
export function openKey(secretKey: Buffer, endpointId: string, sealed: string): Buffer {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('not a sealed signing key');
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error('not a sealed signing key');
  const decipher = createDecipheriv('aes-256-gcm', secretKey, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(endpointId));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
}
