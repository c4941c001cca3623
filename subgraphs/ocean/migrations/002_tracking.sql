-- Container tracking (spec 2.4–2.7, 3.1, 3.3): the tracked record grows to every 2.4 field and
-- the poller's bookkeeping; boxes, timeline events, vessel positions, a shared carrier-answer
-- cache (warm_db), list-order history for stable cursors, and lane on-time history.

-- Every content change of a record takes the next number: "most recently updated first" is
-- update_seq DESC (strictly increasing even when two changes share a clock instant).
CREATE SEQUENCE ocean.container_update_seq;

ALTER TABLE ocean.containers
  ALTER COLUMN status SET DEFAULT 'pending',
  ADD COLUMN update_seq        bigint NOT NULL DEFAULT nextval('ocean.container_update_seq'),
  ADD COLUMN tags              text[] NOT NULL DEFAULT '{}',
  ADD COLUMN container_number  text,            -- first box; null while a B/L or booking has none
  ADD COLUMN bl_number         text,
  ADD COLUMN booking_number    text,
  ADD COLUMN carrier_confirmed boolean NOT NULL DEFAULT false,  -- carrier_scac came from a carrier answer
  ADD COLUMN carrier_hint_code text,
  ADD COLUMN eta_is_estimated  boolean,
  ADD COLUMN planned_departure_at timestamptz,
  ADD COLUMN current_vessel_name text,
  ADD COLUMN poll_priority     text NOT NULL DEFAULT 'pre_departure'
    CHECK (poll_priority IN ('pre_departure', 'transit', 'arrival', 'dwell')),
  ADD COLUMN customs_hold_reason text,
  ADD COLUMN customs_hold_since  timestamptz,
  ADD COLUMN iso_type_code     text,
  ADD COLUMN container_size    text,
  ADD COLUMN equipment_type    text,
  ADD COLUMN equipment_owner   text,
  ADD COLUMN equipment_lessor  text,
  ADD COLUMN lessee_name       text,
  ADD COLUMN lessor_status     text,
  ADD COLUMN lessor_checked_at timestamptz,
  ADD COLUMN lessor_contract_number text,
  ADD COLUMN lessor_contract_type   text,
  ADD COLUMN equipment_manufacturer text,
  ADD COLUMN connector_status  jsonb,
  ADD COLUMN connector_notify_requested_at timestamptz,
  ADD COLUMN redelivery_reference text,
  ADD COLUMN redelivery_date      date,
  ADD COLUMN redelivery_location  text,
  ADD COLUMN redelivery_yard      text,
  ADD COLUMN last_polled_at    timestamptz,
  ADD COLUMN archived_reason   text,
  ADD COLUMN unresolvable_since timestamptz,
  ADD COLUMN unresolved_reason text CHECK (unresolved_reason IN ('invalid_number', 'not_found', 'bl_booking_unresolved')),
  ADD COLUMN route_alert       jsonb,
  ADD COLUMN source            text NOT NULL DEFAULT 'direct_carrier' CHECK (source IN ('direct_carrier', 'warm_db')),
  ADD COLUMN delay_bars        jsonb,
  ADD COLUMN route_ports       text[],
  ADD COLUMN is_demo           boolean NOT NULL DEFAULT false,
  ADD COLUMN ended_at          timestamptz,     -- when the record reached delivered / returned_empty
  -- poller bookkeeping
  ADD COLUMN next_poll_at      timestamptz,     -- null = not polled (archived, closed out, or inserted by hand)
  ADD COLUMN poll_failures     integer NOT NULL DEFAULT 0,
  ADD COLUMN last_poll_error   text,
  ADD COLUMN lease_token       uuid,
  ADD COLUMN lease_until       timestamptz,
  ADD COLUMN registered_at     timestamptz,     -- carrier subscription done (connector.register)
  ADD COLUMN manual_recheck_at timestamptz,
  -- An add in flight: 'adding' from the request's first transaction until the carrier
  -- registration is done; a concurrent add of the same identifier answers CONTAINER_ADD_IN_PROGRESS.
  ADD COLUMN add_state         text NOT NULL DEFAULT 'active' CHECK (add_state IN ('adding', 'active')),
  ADD COLUMN add_started_at    timestamptz;

DROP INDEX ocean.containers_org_updated_idx;
CREATE INDEX containers_org_active_seq_idx ON ocean.containers (org_id, update_seq DESC) WHERE archived_at IS NULL;
CREATE INDEX containers_org_archived_seq_idx ON ocean.containers (org_id, update_seq DESC) WHERE archived_at IS NOT NULL;
CREATE INDEX containers_due_idx ON ocean.containers (next_poll_at) WHERE archived_at IS NULL AND next_poll_at IS NOT NULL;
CREATE INDEX containers_identifier_idx ON ocean.containers (identifier);

-- Where a record sat in the list before each move (update_seq old → new), so a cursor taken at
-- snapshot S lists a record updated after S at its position as of S (see docs/ocean.md).
-- Rows older than the cursor lifetime (24 h) are pruned.
CREATE TABLE ocean.container_order_history (
  container_id uuid NOT NULL,
  from_seq     bigint NOT NULL,
  to_seq       bigint NOT NULL,
  moved_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (container_id, to_seq)
);
CREATE INDEX container_order_history_moved_idx ON ocean.container_order_history (moved_at);

CREATE FUNCTION ocean.record_order_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ocean.container_order_history (container_id, from_seq, to_seq) VALUES (NEW.id, OLD.update_seq, NEW.update_seq);
  RETURN NEW;
END $$;
CREATE TRIGGER containers_order_move AFTER UPDATE ON ocean.containers
  FOR EACH ROW WHEN (OLD.update_seq IS DISTINCT FROM NEW.update_seq) EXECUTE FUNCTION ocean.record_order_move();

-- One row per box of a tracked record (one for a container number, every box of a B/L or
-- booking). org_id and active are copies of the record's, so the demurrage report reads this
-- table alone.
CREATE TABLE ocean.boxes (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id              uuid NOT NULL,
  container_id        uuid NOT NULL REFERENCES ocean.containers(id) ON DELETE CASCADE,
  container_number    text NOT NULL,
  position            integer NOT NULL DEFAULT 0,       -- order on the manifest
  active              boolean NOT NULL DEFAULT true,    -- record not archived
  iso_type_code       text,
  container_size      text,
  equipment_type      text,
  status              text NOT NULL DEFAULT 'pending',
  carrier_scac        text,
  pol_unlocode        text,
  pod_unlocode        text,
  pod_timezone        text,
  lane                text CHECK (lane IN ('us_import', 'eu_import', 'asia_import')),
  eta                 timestamptz,
  eta_is_estimated    boolean,
  first_eta           timestamptz,      -- first ETA ever seen: the lane on-time history compares against it
  planned_departure_at timestamptz,
  departed_at         timestamptz,
  arrived_at          timestamptz,
  current_vessel_imo  text,
  current_vessel_name text,
  discharge_at        timestamptz,
  discharge_local_date date,            -- port wall-clock date of discharge (free time counts from it)
  available_at        timestamptz,
  gate_out_at         timestamptz,
  gate_out_local_date date,
  empty_return_at     timestamptz,
  customs_hold_reason text,
  customs_hold_since  timestamptz,
  terms_id            uuid,             -- own contract terms in force (ocean.demurrage_terms)
  tariff_id           integer,          -- else the carrier's published tariff (ocean.tariffs)
  demurrage_warning_raised_at timestamptz,
  demurrage_started_raised_at timestamptz,
  delay_bars          jsonb,
  updated_at          timestamptz NOT NULL,
  UNIQUE (container_id, container_number)
);
CREATE INDEX boxes_org_idx ON ocean.boxes (org_id);
-- Demurrage candidates: discharged or nearly there, not yet out of the terminal.
CREATE INDEX boxes_org_candidates_idx ON ocean.boxes (org_id)
  WHERE active AND gate_out_at IS NULL AND empty_return_at IS NULL AND (discharge_at IS NOT NULL OR eta IS NOT NULL);

-- Timeline events as the carrier reported them (DCSA T&T terms), one row per source event.
CREATE SEQUENCE ocean.event_feed_seq;
CREATE TABLE ocean.events (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id           uuid NOT NULL,
  container_id     uuid NOT NULL REFERENCES ocean.containers(id) ON DELETE CASCADE,
  source_event_id  text NOT NULL,
  event_type       text NOT NULL CHECK (event_type IN ('EQUIPMENT', 'TRANSPORT', 'SHIPMENT')),
  code             text NOT NULL,
  classifier       text NOT NULL CHECK (classifier IN ('ACT', 'EST', 'PLN')),
  event_at         timestamptz NOT NULL,
  unlocode         text,
  facility_name    text,
  vessel_imo       text,
  vessel_name      text,
  voyage           text,
  mode_of_transport text,
  equipment_reference text,
  empty_indicator  text,
  remark           text,
  -- eventCreatedDateTime of the /v2/events feed: when we learnt it (or learnt a changed time)
  created_at       timestamptz NOT NULL,
  feed_seq         bigint NOT NULL DEFAULT nextval('ocean.event_feed_seq'),
  UNIQUE (container_id, source_event_id)
);
CREATE INDEX events_container_idx ON ocean.events (container_id, event_at);
CREATE INDEX events_feed_idx ON ocean.events (org_id, feed_seq);

-- Latest AIS fix per hull, written by the poller from the vessel-position feed.
CREATE TABLE ocean.vessel_positions (
  imo           text PRIMARY KEY,
  name          text NOT NULL,
  lat           double precision NOT NULL,
  lng           double precision NOT NULL,
  speed_knots   double precision NOT NULL,
  heading_deg   double precision NOT NULL,
  nav_status    text NOT NULL,     -- after the moored / anchored contradiction rule
  nav_status_claimed text NOT NULL,
  source        text NOT NULL,     -- feed kind: ais | sandbox
  fix_at        timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);

-- The last carrier answer per reference, shared by every organisation tracking it: a poll
-- within the warm window reuses it (record source warm_db) instead of asking the carrier again.
CREATE TABLE ocean.carrier_snapshots (
  identifier      text PRIMARY KEY,
  identifier_type text NOT NULL,
  carrier_scac    text,
  found           boolean NOT NULL,
  snapshot        jsonb NOT NULL,
  fetched_at      timestamptz NOT NULL
);

-- On-time history per lane (carrier, origin, destination), fed when a box arrives:
-- on time = actual arrival no later than 24 h after the first ETA we saw.
CREATE TABLE ocean.lane_history (
  carrier_scac  text NOT NULL,
  origin        text NOT NULL,
  destination   text NOT NULL,
  arrivals      integer NOT NULL DEFAULT 0,
  on_time       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (carrier_scac, origin, destination)
);
