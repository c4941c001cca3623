-- Tracked containers (spec 2.4). Every keyed read filters on org_id.
CREATE TABLE ocean.containers (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id                uuid NOT NULL,
  identifier            text NOT NULL,
  identifier_type       text NOT NULL CHECK (identifier_type IN ('container_id', 'bill_of_lading', 'booking')),
  carrier_scac          text,
  status                text NOT NULL DEFAULT 'in_transit',
  origin_unlocode       text,
  destination_unlocode  text,
  current_vessel_imo    text,
  eta                   timestamptz,
  added_at              timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  archived_at           timestamptz,
  UNIQUE (org_id, identifier)
);
CREATE INDEX containers_org_updated_idx ON ocean.containers (org_id, updated_at DESC, id DESC);
