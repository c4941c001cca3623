-- Tracked air waybills (spec 2.8), per organisation.
CREATE TABLE air.waybills (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id       uuid NOT NULL,
  awb          text NOT NULL,           -- 11 digits, no separators
  airline_prefix text NOT NULL,
  status       text NOT NULL DEFAULT 'booked',
  origin       text,
  destination  text,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, awb)
);
