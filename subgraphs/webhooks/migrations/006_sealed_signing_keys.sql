-- Signing keys at rest (issue 17, finding 8): the SHA-256 of a secret is the HMAC key itself, so
-- keeping it in the clear let whoever reads the database sign deliveries. An endpoint now keeps
-- its key sealed (AES-256-GCM, signing.ts) under WEBHOOK_SECRET_KEY, which is not in the
-- database; SQL cannot seal without that key, so rows of earlier versions are sealed, and their
-- secret_hash cleared, by the module's start-up step (sealLegacyKeys in store.ts).
-- A rotation keeps the key before it, still signed with until previous_key_until (the overlap).
ALTER TABLE webhooks.endpoints
  ADD COLUMN signing_key          text,
  ADD COLUMN previous_signing_key text,
  ADD COLUMN previous_key_until   timestamptz,
  ALTER COLUMN secret_hash DROP NOT NULL;
