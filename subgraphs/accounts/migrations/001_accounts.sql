-- Organisations, plans, entitlements and API keys (spec part 5), and the shared rate-limit
-- counters (part 8) so limits hold across several adapter processes.
CREATE TABLE accounts.plans (
  name          text PRIMARY KEY,
  window_limit  integer NOT NULL,   -- requests per rolling 20-second window
  minute_limit  integer NOT NULL    -- requests per minute, sustained
);
INSERT INTO accounts.plans VALUES ('free', 40, 120), ('paid', 120, 360);

CREATE TABLE accounts.organisations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL,
  plan        text NOT NULL DEFAULT 'free' REFERENCES accounts.plans(name),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts.entitlements (
  org_id       uuid NOT NULL REFERENCES accounts.organisations(id) ON DELETE CASCADE,
  entitlement  text NOT NULL CHECK (entitlement IN ('air_cargo', 'schedules', 'freight_rates')),
  expires_at   timestamptz,        -- null = no expiry
  granted_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, entitlement)
);

CREATE TABLE accounts.api_keys (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id       uuid NOT NULL REFERENCES accounts.organisations(id) ON DELETE CASCADE,
  prefix       text NOT NULL CHECK (prefix IN ('tmcp', 'smcp', 'lmcp', 'frm')),
  -- SHA-256 of the whole key; the key itself is never stored (keys are 190 bits of
  -- randomness, so a fast hash is as strong as a slow one here)
  key_hash     text NOT NULL UNIQUE,
  last4        text NOT NULL,
  label        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_org_idx ON accounts.api_keys (org_id);

-- One row per subject (organisation id, or ip:<address> on open routes) per second;
-- a rolling window is the sum of its last N buckets.
CREATE TABLE accounts.rate_buckets (
  subject text NOT NULL,
  bucket  bigint NOT NULL,           -- Unix second
  hits    integer NOT NULL,
  PRIMARY KEY (subject, bucket)
);
