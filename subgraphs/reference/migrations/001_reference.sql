-- Reference data shared by every product: ocean carriers, ports, vessels, airports, airlines,
-- lessor BIC prefixes and ISO 6346 size-type codes. Loaded by the seed step (seed.ts).
CREATE TABLE reference.carriers (
  scac          text PRIMARY KEY,
  name          text NOT NULL,
  -- BIC owner prefixes (4 letters, ending in U) of the line's own boxes
  bic_prefixes  text[] NOT NULL DEFAULT '{}',
  website       text
);
CREATE INDEX carriers_bic_idx ON reference.carriers USING gin (bic_prefixes);

CREATE TABLE reference.ports (
  unlocode      text PRIMARY KEY,
  name          text NOT NULL,
  city          text,
  country       text,
  country_code  text NOT NULL,
  lat           double precision,   -- null = unplaced
  lng           double precision,
  timezone      text                -- IANA zone; null = unresolved
);

CREATE TABLE reference.vessels (
  imo        text PRIMARY KEY,
  name       text NOT NULL,
  mmsi       text,
  call_sign  text,
  flag       text,
  operator_scac text
);

CREATE TABLE reference.airports (
  iata          text PRIMARY KEY,
  icao          text,
  name          text NOT NULL,
  city          text,
  state         text,
  country       text,
  country_code  text,
  lat           double precision NOT NULL,
  lng           double precision NOT NULL,
  timezone      text
);

CREATE TABLE reference.airlines (
  prefix  text PRIMARY KEY,   -- 3-digit AWB prefix
  iata    text,
  icao    text,
  name    text NOT NULL,
  url     text
);

CREATE TABLE reference.lessors (
  bic_prefix  text PRIMARY KEY,   -- 4 letters ending in U
  lessor_name text NOT NULL
);

CREATE TABLE reference.iso_size_types (
  code            text PRIMARY KEY,  -- ISO 6346 size-type, e.g. 45G1
  size            text NOT NULL,     -- e.g. 40HC
  equipment_type  text NOT NULL,     -- dry, reefer, open_top, flat_rack, tank, platform, ventilated, bulk
  label           text NOT NULL      -- e.g. 40' High Cube Dry
);
