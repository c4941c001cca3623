-- Legacy-compatible tracking surface (spec 2.11, 4.7, 7.4, 8): per-key usage counters behind the
-- X-Usage-* headers and the api_calls quota, the compat call allowance per plan, the answer cache
-- (about 90 s per organisation) and an optional end of an organisation's compat access (403).
-- Rules and numbers: docs/legacy.md.

-- Answered requests (HTTP 200: success, NO_TRACKING_INFO, WRONG_NUMBER) per key per UTC day.
-- Day, week (ISO, from Monday), month and lifetime counters are sums over these rows.
CREATE TABLE ocean.legacy_usage (
  org_id  uuid NOT NULL,
  key_id  uuid NOT NULL,
  day     date NOT NULL,
  calls   integer NOT NULL CHECK (calls >= 0),
  PRIMARY KEY (org_id, key_id, day)
);
CREATE INDEX legacy_usage_org_day_idx ON ocean.legacy_usage (org_id, day);

-- Compat calls per calendar month (UTC) per organisation; null = no cap. A plan without a row
-- gets 'free' (as ocean.plan_allowances does).
CREATE TABLE ocean.legacy_allowances (
  plan                 text PRIMARY KEY,
  api_calls_per_month  integer CHECK (api_calls_per_month >= 0)
);
INSERT INTO ocean.legacy_allowances VALUES ('free', 1000), ('paid', 100000), ('payg', NULL);

-- End of an organisation's access to the compat surface (a migration deadline agreed with the
-- customer); no row = no end. Past expires_at the surface answers a plain 403.
CREATE TABLE ocean.legacy_access (
  org_id      uuid PRIMARY KEY,
  expires_at  timestamptz NOT NULL,
  note        text
);

-- The last rendered success answer per organisation and reference (`data`, message), served
-- again while younger than LEGACY_CACHE_SECONDS. json, not jsonb: the answer's key order is part
-- of the contract (jsonb would sort keys) and the value is only ever read whole.
CREATE TABLE ocean.legacy_answers (
  org_id       uuid NOT NULL,
  identifier   text NOT NULL,
  message      text NOT NULL,
  data         json NOT NULL,
  rendered_at  timestamptz NOT NULL,
  PRIMARY KEY (org_id, identifier)
);
