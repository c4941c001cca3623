-- Sailings published by the carriers (spec 1.3); public market data, not per organisation.
CREATE TABLE schedules.sailings (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  carrier_scac       text NOT NULL,
  service_code       text,
  vessel_imo         text,
  voyage             text,
  origin_unlocode    text NOT NULL,
  destination_unlocode text NOT NULL,
  departure_at       timestamptz NOT NULL,
  arrival_at         timestamptz NOT NULL
);
CREATE INDEX sailings_lane_idx ON schedules.sailings (origin_unlocode, destination_unlocode, departure_at);
CREATE INDEX sailings_carrier_idx ON schedules.sailings (carrier_scac, departure_at);
