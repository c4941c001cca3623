-- Freight rates per lane and equipment size (spec 1.4); market data, not per organisation.
CREATE TABLE rates.lane_rates (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  origin_unlocode      text NOT NULL,
  destination_unlocode text NOT NULL,
  container_size       text NOT NULL,
  rate_usd             numeric(12, 2) NOT NULL,
  valid_from           date NOT NULL,
  UNIQUE (origin_unlocode, destination_unlocode, container_size, valid_from)
);
