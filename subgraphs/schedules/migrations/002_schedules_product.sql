-- The schedules product (spec 1.3, 2.10, 4.3): carrier services, sailings with their port
-- calls (scheduled, estimated and actual times, cut-offs), observed arrivals, port congestion
-- readings, call counting and the state behind the webhook events. Public market data
-- (sailings, arrivals, congestion) is not per organisation; usage and interest are.
-- The skeleton table of 001 held nothing; it is replaced.
DROP TABLE schedules.sailings;

-- Deterministic [0,1) hash of a text (md5 is built in on every Postgres, PGlite included).
CREATE FUNCTION schedules.hash01(s text) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ('x' || substr(md5(s), 1, 8))::bit(32)::bigint::double precision / 4294967296 $$;

-- A carrier's service (loop), one row per direction; sandbox network or learned from a feed.
CREATE TABLE schedules.services (
  service_no      integer PRIMARY KEY,           -- stable number in the sandbox catalogue
  carrier_scac    text NOT NULL,
  service_code    text NOT NULL,
  service_name    text NOT NULL,
  direction       text NOT NULL,                 -- voyage suffix: E W N S
  frequency_days  integer NOT NULL,
  phase_hours     integer NOT NULL,              -- first departure after the epoch
  on_time_share   double precision NOT NULL,     -- sandbox delay profile of the carrier
  vessels         jsonb NOT NULL,                -- [{imo, name}] in rotation order
  first_port      text NOT NULL,
  last_port       text NOT NULL,
  last_seq        integer NOT NULL,
  last_hours      integer NOT NULL               -- arrival at the last call
);

-- The rotation of a service direction: offsets from the departure at the first port.
CREATE TABLE schedules.service_calls (
  service_no      integer NOT NULL REFERENCES schedules.services(service_no),
  seq             integer NOT NULL,
  unlocode        text NOT NULL,
  arrival_hours   integer NOT NULL,
  departure_hours integer NOT NULL,
  PRIMARY KEY (service_no, seq)
);

CREATE TABLE schedules.sailings (
  id                   text PRIMARY KEY,          -- <SCAC>-<service>-<voyage>
  carrier_scac         text NOT NULL,
  service_code         text,
  service_name         text,
  vessel_imo           text,
  vessel_name          text,
  voyage               text,
  service_no           integer,                   -- sandbox sailings only
  origin_unlocode      text NOT NULL,              -- first call
  destination_unlocode text NOT NULL,              -- last call
  departure_at         timestamptz NOT NULL,       -- scheduled departure from the first call
  arrival_at           timestamptz NOT NULL,       -- scheduled arrival at the last call
  status               text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'blanked')),
  slip_hours           integer NOT NULL DEFAULT 0, -- announced delay of the departure
  -- sandbox disruption feed: what will be announced 7 days before departure
  pending_blank        boolean NOT NULL DEFAULT false,
  pending_slip_hours   integer NOT NULL DEFAULT 0,
  changes_applied_at   timestamptz,
  source               text NOT NULL DEFAULT 'sandbox',
  updated_at           timestamptz NOT NULL
);
CREATE INDEX sailings_departure_idx ON schedules.sailings (departure_at);
CREATE INDEX sailings_carrier_idx ON schedules.sailings (carrier_scac, departure_at);
CREATE INDEX sailings_pending_idx ON schedules.sailings (departure_at)
  WHERE changes_applied_at IS NULL AND (pending_blank OR pending_slip_hours > 0);

-- Port calls of a sailing; seq orders them. A directional voyage calls a port once.
CREATE TABLE schedules.port_calls (
  sailing_id           text NOT NULL REFERENCES schedules.sailings(id) ON DELETE CASCADE,
  unlocode             text NOT NULL,
  seq                  integer NOT NULL,
  carrier_scac         text NOT NULL,
  scheduled_arrival    timestamptz,               -- null at the first call of a feed leg
  scheduled_departure  timestamptz,               -- null at the last call
  estimated_arrival    timestamptz,
  estimated_departure  timestamptz,
  actual_arrival       timestamptz,
  actual_departure     timestamptz,
  doc_cutoff           timestamptz,               -- DCSA DCO
  vgm_cutoff           timestamptz,               -- DCSA VCO
  fcl_cutoff           timestamptz,               -- DCSA FCO (port cut-off for full containers)
  planned_delay_minutes integer,                  -- sandbox arrival feed: delay it will observe
  arrival_source       text,                      -- who observed actual_arrival (sandbox, ais, carrier feed)
  PRIMARY KEY (sailing_id, unlocode)
);
CREATE INDEX port_calls_departure_idx ON schedules.port_calls (unlocode, estimated_departure);

-- Arrivals as observed (sandbox arrival feed, carrier feeds): the basis of reliability. An
-- observation is a port call's actual arrival, stored once on the call with its source.
CREATE INDEX port_calls_arrivals_idx ON schedules.port_calls (actual_arrival) WHERE actual_arrival IS NOT NULL;
CREATE VIEW schedules.observed_arrivals AS
  SELECT sailing_id, unlocode, seq, carrier_scac, scheduled_arrival, actual_arrival,
         round(extract(epoch FROM actual_arrival - scheduled_arrival) / 60)::int AS delay_minutes, arrival_source AS source
    FROM schedules.port_calls
   WHERE actual_arrival IS NOT NULL AND scheduled_arrival IS NOT NULL;

CREATE TABLE schedules.congestion_readings (
  unlocode     text NOT NULL,
  observed_at  timestamptz NOT NULL,
  wait_hours   double precision NOT NULL,
  at_anchor    integer NOT NULL,
  at_berth     integer NOT NULL,
  source       text NOT NULL,
  PRIMARY KEY (unlocode, observed_at)
);
CREATE INDEX congestion_readings_time_idx ON schedules.congestion_readings (observed_at);

-- Call allowances per plan (spec part 8): null = uncapped. Unknown plans use 'free'.
CREATE TABLE schedules.quota_plans (
  plan             text PRIMARY KEY,
  monthly_calls    integer,          -- per organisation and calendar month (UTC)
  daily_key_calls  integer           -- per API key and UTC day
);
INSERT INTO schedules.quota_plans VALUES ('free', 1000, 200), ('paid', 50000, 10000);

-- Counted calls: subject = organisation id (period 'month') or key id (period 'day').
CREATE TABLE schedules.usage_counters (
  subject       text NOT NULL,
  period        text NOT NULL CHECK (period IN ('month', 'day')),
  period_start  date NOT NULL,
  used          integer NOT NULL,
  PRIMARY KEY (subject, period, period_start)
);

-- Lanes an organisation searched (a counted search): whose changes it is told about.
CREATE TABLE schedules.lane_interest (
  org_id            uuid NOT NULL,
  origin            text NOT NULL,
  destination       text NOT NULL,
  last_searched_at  timestamptz NOT NULL,
  PRIMARY KEY (org_id, origin, destination)
);
CREATE INDEX lane_interest_lane_idx ON schedules.lane_interest (origin, destination);

-- Events already raised that must be raised once (cut-off warnings).
CREATE TABLE schedules.notified (
  org_id      uuid NOT NULL,
  event_type  text NOT NULL,
  subject     text NOT NULL,
  raised_at   timestamptz NOT NULL,
  PRIMARY KEY (org_id, event_type, subject)
);

-- Daily on-time share per carrier, the baseline of reliability_drop.
CREATE TABLE schedules.reliability_snapshots (
  carrier_scac  text NOT NULL,
  day           date NOT NULL,
  on_time_pct   double precision NOT NULL,
  observations  integer NOT NULL,
  PRIMARY KEY (carrier_scac, day)
);

-- One row: the sandbox catalogue last generated (seed skips unchanged work).
CREATE TABLE schedules.seed_state (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  checksum   text NOT NULL,
  horizon_to timestamptz NOT NULL,
  seeded_at  timestamptz NOT NULL
);
