-- Rates as market data (docs/rates.md): lanes, the price observations sources publish for them,
-- dated exchange rates, and the daily market rates and indices computed from them. Nothing here
-- belongs to an organisation; only webhook events go to organisations.
DROP TABLE rates.lane_rates;

-- The equipment a price is quoted for, by ISO 6346 size-type code.
CREATE TABLE rates.equipment (
  code   text PRIMARY KEY,
  label  text NOT NULL,
  teu    numeric(3, 2) NOT NULL
);
INSERT INTO rates.equipment (code, label, teu) VALUES
  ('22G1', '20'' dry', 1),
  ('42G1', '40'' dry', 2),
  ('45G1', '40'' high cube dry', 2),
  ('L5G1', '45'' high cube dry', 2.25),
  ('45R1', '40'' high cube reefer', 2);

-- A port pair. Regions are derived from the reference port when the lane is created.
CREATE TABLE rates.lanes (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  origin             text NOT NULL,
  destination        text NOT NULL,
  origin_region      text NOT NULL,
  destination_region text NOT NULL,
  UNIQUE (origin, destination),
  CHECK (origin <> destination)
);
CREATE INDEX lanes_regions_idx ON rates.lanes (origin_region, destination_region);

-- US dollars one unit of `currency` bought on `day` (USD itself needs no row).
CREATE TABLE rates.exchange_rates (
  currency     char(3) NOT NULL,
  day          date NOT NULL,
  usd_per_unit numeric(18, 8) NOT NULL CHECK (usd_per_unit > 0),
  source       text NOT NULL,
  PRIMARY KEY (currency, day)
);

-- One published price. Every amount carries its currency; an unknown amount is null, never 0.
-- all_in_usd is the all-in total converted at the exchange rate of fx_date (the latest rate on or
-- before valid_from); null when the total is unknown or no rate exists.
CREATE TABLE rates.observations (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lane_id         integer NOT NULL REFERENCES rates.lanes (id),
  equipment       text NOT NULL REFERENCES rates.equipment (code),
  rate_type       text NOT NULL CHECK (rate_type IN ('spot', 'contract')),
  source_kind     text NOT NULL CHECK (source_kind IN ('carrier', 'forwarder')),
  source          text NOT NULL,
  valid_from      date NOT NULL,
  valid_to        date NOT NULL,
  observed_at     timestamptz NOT NULL,
  base_amount     numeric(12, 2),
  base_currency   char(3),
  -- [{"code": "BAF", "amount": 410.00 | null, "currency": "USD"}, …]
  surcharges      jsonb NOT NULL DEFAULT '[]',
  all_in_amount   numeric(12, 2),
  all_in_currency char(3),
  all_in_usd      numeric(12, 2),
  fx_date         date,
  feed            text NOT NULL,
  -- The same published price imported twice is one row.
  row_key         text NOT NULL UNIQUE,
  CHECK (valid_to >= valid_from),
  CHECK (base_amount IS NULL OR base_currency IS NOT NULL),
  CHECK (all_in_amount IS NULL OR all_in_currency IS NOT NULL)
);
CREATE INDEX observations_series_idx ON rates.observations (lane_id, equipment, rate_type, valid_from);
CREATE INDEX observations_valid_idx ON rates.observations (valid_from, valid_to);

-- The distribution of counted all-in prices (USD) per lane, equipment, rate type and day. The
-- statistics are null when fewer than the minimum count of observations counted (count says how many).
CREATE TABLE rates.market_daily (
  lane_id   integer NOT NULL REFERENCES rates.lanes (id),
  equipment text NOT NULL,
  rate_type text NOT NULL,
  day       date NOT NULL,
  count     integer NOT NULL,
  p10 numeric(12, 2), p25 numeric(12, 2), p50 numeric(12, 2), p75 numeric(12, 2), p90 numeric(12, 2),
  mean numeric(12, 2), min numeric(12, 2), max numeric(12, 2),
  PRIMARY KEY (lane_id, equipment, rate_type, day)
);

-- The index family: each index is a weighted mean of its lanes' spot medians for one equipment.
CREATE TABLE rates.indices (
  code        text PRIMARY KEY,
  name        text NOT NULL,
  description text NOT NULL,
  equipment   text NOT NULL REFERENCES rates.equipment (code),
  base_date   date NOT NULL,
  position    integer NOT NULL
);
CREATE TABLE rates.index_components (
  index_code text NOT NULL REFERENCES rates.indices (code),
  lane_id    integer NOT NULL REFERENCES rates.lanes (id),
  weight     numeric(6, 4) NOT NULL CHECK (weight > 0),
  PRIMARY KEY (index_code, lane_id)
);
CREATE TABLE rates.index_values (
  index_code text NOT NULL REFERENCES rates.indices (code),
  day        date NOT NULL,
  value_usd  numeric(12, 2) NOT NULL,
  PRIMARY KEY (index_code, day)
);

-- The p50 each lane_rate_updated event was last raised at (the threshold compares against it).
CREATE TABLE rates.lane_signals (
  lane_id   integer NOT NULL REFERENCES rates.lanes (id),
  equipment text NOT NULL,
  rate_type text NOT NULL,
  p50       numeric(12, 2) NOT NULL,
  day       date NOT NULL,
  PRIMARY KEY (lane_id, equipment, rate_type)
);
