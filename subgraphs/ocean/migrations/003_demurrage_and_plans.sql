-- Demurrage (spec 2.7): the caller's own contract terms and the carriers' published tariffs,
-- both as free days plus up to four daily-rate tiers; and the plan allowances behind the 402
-- codes (spec 7.2). Numbers are documented in docs/ocean.md.

-- Tiers: rate_1 applies from the first chargeable day (day 1 = the day after the last free
-- day); tier k starts on day from_k and runs until the next tier starts; the last is open.
-- rate_1 null = the free time is published but not its rates ("timed but no rate": uncosted).
CREATE TABLE ocean.demurrage_terms (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id        uuid NOT NULL,
  -- scope: null matches anything; the most specific match wins (port 4 + carrier 2 + lane 1)
  carrier_scac  text,
  port_unlocode text,
  lane          text CHECK (lane IN ('us_import', 'eu_import', 'asia_import')),
  free_days     integer NOT NULL CHECK (free_days BETWEEN 0 AND 365),
  tiers         jsonb,
  rate_1 double precision, from_2 integer, rate_2 double precision, from_3 integer, rate_3 double precision, from_4 integer, rate_4 double precision,
  label         text,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE UNIQUE INDEX demurrage_terms_scope_idx ON ocean.demurrage_terms
  (org_id, COALESCE(carrier_scac, ''), COALESCE(port_unlocode, ''), COALESCE(lane, ''));

CREATE TABLE ocean.tariffs (
  id            serial PRIMARY KEY,
  carrier_scac  text NOT NULL,
  lane          text NOT NULL CHECK (lane IN ('us_import', 'eu_import', 'asia_import')),
  free_days     integer NOT NULL,
  tiers         jsonb,
  rate_1 double precision, from_2 integer, rate_2 double precision, from_3 integer, rate_3 double precision, from_4 integer, rate_4 double precision,
  UNIQUE (carrier_scac, lane)
);

INSERT INTO ocean.tariffs (carrier_scac, lane, free_days, tiers, rate_1, from_2, rate_2, from_3, rate_3, from_4, rate_4) VALUES
  ('MAEU', 'us_import', 5, '[{"from_day":1,"daily_rate_usd":135},{"from_day":5,"daily_rate_usd":230},{"from_day":10,"daily_rate_usd":350}]', 135, 5, 230, 10, 350, NULL, NULL),
  ('MAEU', 'eu_import', 6, '[{"from_day":1,"daily_rate_usd":90},{"from_day":6,"daily_rate_usd":140},{"from_day":11,"daily_rate_usd":210}]', 90, 6, 140, 11, 210, NULL, NULL),
  ('MAEU', 'asia_import', 8, '[{"from_day":1,"daily_rate_usd":45},{"from_day":8,"daily_rate_usd":90}]', 45, 8, 90, NULL, NULL, NULL, NULL),
  ('MSCU', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":140},{"from_day":5,"daily_rate_usd":235},{"from_day":10,"daily_rate_usd":355}]', 140, 5, 235, 10, 355, NULL, NULL),
  ('MSCU', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":95},{"from_day":6,"daily_rate_usd":145},{"from_day":11,"daily_rate_usd":215}]', 95, 6, 145, 11, 215, NULL, NULL),
  ('MSCU', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":50},{"from_day":8,"daily_rate_usd":95}]', 50, 8, 95, NULL, NULL, NULL, NULL),
  ('CMDU', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":145},{"from_day":5,"daily_rate_usd":240},{"from_day":10,"daily_rate_usd":360}]', 145, 5, 240, 10, 360, NULL, NULL),
  ('CMDU', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":100},{"from_day":6,"daily_rate_usd":150},{"from_day":11,"daily_rate_usd":220}]', 100, 6, 150, 11, 220, NULL, NULL),
  ('CMDU', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":55},{"from_day":8,"daily_rate_usd":100}]', 55, 8, 100, NULL, NULL, NULL, NULL),
  ('COSU', 'us_import', 5, '[{"from_day":1,"daily_rate_usd":150},{"from_day":5,"daily_rate_usd":245},{"from_day":10,"daily_rate_usd":365}]', 150, 5, 245, 10, 365, NULL, NULL),
  ('COSU', 'eu_import', 6, '[{"from_day":1,"daily_rate_usd":105},{"from_day":6,"daily_rate_usd":155},{"from_day":11,"daily_rate_usd":225}]', 105, 6, 155, 11, 225, NULL, NULL),
  ('COSU', 'asia_import', 8, '[{"from_day":1,"daily_rate_usd":60},{"from_day":8,"daily_rate_usd":105}]', 60, 8, 105, NULL, NULL, NULL, NULL),
  ('HLCU', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":135},{"from_day":5,"daily_rate_usd":230},{"from_day":10,"daily_rate_usd":350}]', 135, 5, 230, 10, 350, NULL, NULL),
  ('HLCU', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":90},{"from_day":6,"daily_rate_usd":140},{"from_day":11,"daily_rate_usd":210}]', 90, 6, 140, 11, 210, NULL, NULL),
  ('HLCU', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":45},{"from_day":8,"daily_rate_usd":90}]', 45, 8, 90, NULL, NULL, NULL, NULL),
  ('EGLV', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":140},{"from_day":5,"daily_rate_usd":235},{"from_day":10,"daily_rate_usd":355}]', 140, 5, 235, 10, 355, NULL, NULL),
  ('EGLV', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":95},{"from_day":6,"daily_rate_usd":145},{"from_day":11,"daily_rate_usd":215}]', 95, 6, 145, 11, 215, NULL, NULL),
  ('EGLV', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":50},{"from_day":8,"daily_rate_usd":95}]', 50, 8, 95, NULL, NULL, NULL, NULL),
  ('ONEY', 'us_import', 5, '[{"from_day":1,"daily_rate_usd":145},{"from_day":5,"daily_rate_usd":240},{"from_day":10,"daily_rate_usd":360}]', 145, 5, 240, 10, 360, NULL, NULL),
  ('ONEY', 'eu_import', 6, '[{"from_day":1,"daily_rate_usd":100},{"from_day":6,"daily_rate_usd":150},{"from_day":11,"daily_rate_usd":220}]', 100, 6, 150, 11, 220, NULL, NULL),
  ('ONEY', 'asia_import', 8, '[{"from_day":1,"daily_rate_usd":55},{"from_day":8,"daily_rate_usd":100}]', 55, 8, 100, NULL, NULL, NULL, NULL),
  ('HDMU', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":150},{"from_day":5,"daily_rate_usd":245},{"from_day":10,"daily_rate_usd":365}]', 150, 5, 245, 10, 365, NULL, NULL),
  ('HDMU', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":105},{"from_day":6,"daily_rate_usd":155},{"from_day":11,"daily_rate_usd":225}]', 105, 6, 155, 11, 225, NULL, NULL),
  ('HDMU', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":60},{"from_day":8,"daily_rate_usd":105}]', 60, 8, 105, NULL, NULL, NULL, NULL),
  ('YMLU', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":135},{"from_day":5,"daily_rate_usd":230},{"from_day":10,"daily_rate_usd":350}]', 135, 5, 230, 10, 350, NULL, NULL),
  ('YMLU', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":90},{"from_day":6,"daily_rate_usd":140},{"from_day":11,"daily_rate_usd":210}]', 90, 6, 140, 11, 210, NULL, NULL),
  ('YMLU', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":45},{"from_day":8,"daily_rate_usd":90}]', 45, 8, 90, NULL, NULL, NULL, NULL),
  ('OOLU', 'us_import', 5, '[{"from_day":1,"daily_rate_usd":140},{"from_day":5,"daily_rate_usd":235},{"from_day":10,"daily_rate_usd":355}]', 140, 5, 235, 10, 355, NULL, NULL),
  ('OOLU', 'eu_import', 6, '[{"from_day":1,"daily_rate_usd":95},{"from_day":6,"daily_rate_usd":145},{"from_day":11,"daily_rate_usd":215}]', 95, 6, 145, 11, 215, NULL, NULL),
  ('OOLU', 'asia_import', 8, '[{"from_day":1,"daily_rate_usd":50},{"from_day":8,"daily_rate_usd":95}]', 50, 8, 95, NULL, NULL, NULL, NULL),
  ('APLU', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":145},{"from_day":5,"daily_rate_usd":240},{"from_day":10,"daily_rate_usd":360}]', 145, 5, 240, 10, 360, NULL, NULL),
  ('APLU', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":100},{"from_day":6,"daily_rate_usd":150},{"from_day":11,"daily_rate_usd":220}]', 100, 6, 150, 11, 220, NULL, NULL),
  ('APLU', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":55},{"from_day":8,"daily_rate_usd":100}]', 55, 8, 100, NULL, NULL, NULL, NULL),
  ('SUDU', 'us_import', 4, '[{"from_day":1,"daily_rate_usd":150},{"from_day":5,"daily_rate_usd":245},{"from_day":10,"daily_rate_usd":365}]', 150, 5, 245, 10, 365, NULL, NULL),
  ('SUDU', 'eu_import', 5, '[{"from_day":1,"daily_rate_usd":105},{"from_day":6,"daily_rate_usd":155},{"from_day":11,"daily_rate_usd":225}]', 105, 6, 155, 11, 225, NULL, NULL),
  ('SUDU', 'asia_import', 7, '[{"from_day":1,"daily_rate_usd":60},{"from_day":8,"daily_rate_usd":105}]', 60, 8, 105, NULL, NULL, NULL, NULL),
  ('ZIMU', 'us_import', 4, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('ZIMU', 'eu_import', 5, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('WHLC', 'asia_import', 7, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('PABV', 'asia_import', 7, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('SITU', 'asia_import', 7, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('KMTU', 'asia_import', 7, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);

-- Plan allowances. unique_shipments_per_month: distinct references added (or first looked up)
-- per calendar month (UTC); container_slots: records tracked at once (not archived);
-- payg_price_usd non-null = pay-as-you-go, each new unique shipment billed at that price and
-- refused past the organisation's spend cap. null = no cap. A plan without a row gets 'free'.
CREATE TABLE ocean.plan_allowances (
  plan                        text PRIMARY KEY,
  unique_shipments_per_month  integer,
  container_slots             integer,
  payg_price_usd              double precision,
  default_spend_cap_usd       double precision
);
INSERT INTO ocean.plan_allowances VALUES
  ('free', 10, 10, NULL, NULL),
  ('paid', 1000, 5000, NULL, NULL),
  ('payg', NULL, 5000, 0.25, 50);

-- Per-organisation settings: the pay-as-you-go spend cap (null = the plan default).
CREATE TABLE ocean.org_settings (
  org_id              uuid PRIMARY KEY,
  payg_spend_cap_usd  double precision,
  updated_at          timestamptz NOT NULL
);

-- Unique shipments consumed, per organisation and month: one row per distinct reference.
CREATE TABLE ocean.shipment_usage (
  org_id      uuid NOT NULL,
  period      text NOT NULL,          -- YYYY-MM (UTC)
  identifier  text NOT NULL,
  price_usd   double precision,       -- billed price on pay-as-you-go, else null
  added_at    timestamptz NOT NULL,
  PRIMARY KEY (org_id, period, identifier)
);
