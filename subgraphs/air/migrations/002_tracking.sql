-- Air waybill tracking (spec 2.8, 3.2, 4.2, 8).
--
-- What the airline says about an AWB is the same for everyone, so the answer cache, the legs
-- and the events are kept once per AWB (air.shipments, air.legs, air.events). Tracking is per
-- organisation (air.waybills, from 001): keyed reads go through it, and its status is the last
-- one the organisation's webhooks were told about.

ALTER TABLE air.waybills
  ADD COLUMN added_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE air.waybills ALTER COLUMN status SET DEFAULT 'unknown';
CREATE INDEX waybills_awb_idx ON air.waybills (awb);

-- The answer cache and the normalised waybill header.
CREATE TABLE air.shipments (
  awb             text PRIMARY KEY,                   -- 11 digits
  airline_prefix  text NOT NULL,
  -- pending: never answered yet (only failures so far); found; not_found (airline has no data)
  outcome         text NOT NULL CHECK (outcome IN ('pending', 'found', 'not_found')),
  status          text NOT NULL DEFAULT 'unknown',
  origin          text,
  destination     text,
  origin_name     text,
  destination_name text,
  pieces          integer,
  weight_kg       numeric,
  flight_number   text,
  dep_estimated   timestamptz,
  dep_actual      timestamptz,
  arr_estimated   timestamptz,
  arr_actual      timestamptz,
  messages        text[] NOT NULL DEFAULT '{}',       -- the airline's raw Cargo-IMP answer
  warnings        text[] NOT NULL DEFAULT '{}',       -- what the parser could not read
  content_hash    text,                               -- of the normalised record
  retry_after_s   integer,                            -- not_found: the airline's Retry-After
  fetched_at      timestamptz,                        -- last airline answer (found or not found)
  changed_at      timestamptz,                        -- normalised content last changed
  failed_at       timestamptz,                        -- last airline failure
  last_error      text,
  attempts        bigint NOT NULL DEFAULT 0,          -- airline calls completed (answer or failure)
  updated_at      timestamptz NOT NULL                -- any write, bookkeeping included
);

CREATE TABLE air.legs (
  awb             text NOT NULL REFERENCES air.shipments (awb) ON DELETE CASCADE,
  order_id        integer NOT NULL,
  status          text NOT NULL,
  transport_type  text,
  from_iata       text,
  to_iata         text,
  flight_number   text NOT NULL,
  flight_date     text NOT NULL,
  dep_estimated   timestamptz,
  dep_actual      timestamptz,
  arr_estimated   timestamptz,
  arr_actual      timestamptz,
  pieces          integer,
  weight_kg       numeric,
  path            jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (awb, order_id)
);

CREATE TABLE air.events (
  awb             text NOT NULL REFERENCES air.shipments (awb) ON DELETE CASCADE,
  seq             integer NOT NULL,
  status_code     text NOT NULL,
  raw_code        text NOT NULL,
  event_family    text NOT NULL,
  is_actual       boolean NOT NULL,
  estimated       timestamptz,
  actual          timestamptz,
  station         text,
  station_name    text,
  flight_number   text,
  pieces          integer,
  weight_kg       numeric,
  description     text NOT NULL,
  PRIMARY KEY (awb, seq)
);

-- Cross-process single-flight: the process holding an unexpired lease on an AWB is the one
-- asking the airline; the others wait for its answer. Lease times are wall-clock database time
-- (clock_timestamp()), not business time.
CREATE TABLE air.refresh_leases (
  awb         text PRIMARY KEY,
  owner       uuid NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- Last position-feed answer per flight number (airborne aircraft only; [] = none airborne).
CREATE TABLE air.flight_positions (
  flight_number text PRIMARY KEY,
  positions     jsonb NOT NULL,
  checked_at    timestamptz NOT NULL
);
