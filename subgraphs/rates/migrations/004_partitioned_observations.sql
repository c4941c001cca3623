-- Price observations partitioned by month of valid_from (docs/operations.md, "Retention by
-- partition"): the market rates and the observation list read what is valid in a window, so a
-- read of a day or a range skips every month that begins after it, and a future retention drops
-- a month whole (DETACH + DROP) instead of deleting it row by row. No retention yet: every month
-- is kept. The rates worker creates the coming months ahead; the default partition takes any row
-- no month holds (a price valid from before the first month or beyond those created).
-- Same table name and columns: reads do not change. A partitioned table's unique keys must hold
-- the partition key: the primary key becomes (id, valid_from) (id is an identity, unique on its
-- own) and row_key's becomes (row_key, valid_from), the same rule since every row_key holds its
-- valid_from (decide/sheet.ts, connectors/sandbox.ts). The insert names no conflict key (ON
-- CONFLICT DO NOTHING, since the commit before this migration), so the release before runs too.
-- Nothing references observations; its foreign keys to lanes and equipment are kept.
ALTER TABLE rates.observations RENAME TO observations_unpartitioned;

CREATE TABLE rates.observations (
  id              bigint GENERATED ALWAYS AS IDENTITY,
  lane_id         integer NOT NULL,
  equipment       text NOT NULL,
  rate_type       text NOT NULL,
  source_kind     text NOT NULL,
  source          text NOT NULL,
  valid_from      date NOT NULL,
  valid_to        date NOT NULL,
  observed_at     timestamptz NOT NULL,
  base_amount     numeric(12, 2),
  base_currency   char(3),
  surcharges      jsonb NOT NULL DEFAULT '[]',
  all_in_amount   numeric(12, 2),
  all_in_currency char(3),
  all_in_usd      numeric(12, 2),
  fx_date         date,
  feed            text NOT NULL,
  row_key         text NOT NULL
) PARTITION BY RANGE (valid_from);
CREATE TABLE rates.observations_default PARTITION OF rates.observations DEFAULT;

-- A month for each month the existing rows' validity starts in, from the last one at least
-- through the next two, so the rows land in their months and none in the default.
DO $$
DECLARE
  m date;
BEGIN
  FOR m IN
    SELECT generate_series(
             date_trunc('month', least((SELECT min(valid_from) FROM rates.observations_unpartitioned), current_date - 31)),
             date_trunc('month', current_date) + interval '2 months',
             interval '1 month')::date
  LOOP
    EXECUTE format(
      'CREATE TABLE rates.%I PARTITION OF rates.observations FOR VALUES FROM (%L) TO (%L)',
      'observations_' || to_char(m, 'YYYY_MM'), m, (m + interval '1 month')::date);
  END LOOP;
END
$$;

INSERT INTO rates.observations OVERRIDING SYSTEM VALUE
SELECT id, lane_id, equipment, rate_type, source_kind, source, valid_from, valid_to, observed_at, base_amount,
       base_currency, surcharges, all_in_amount, all_in_currency, all_in_usd, fx_date, feed, row_key
  FROM rates.observations_unpartitioned;
SELECT setval(pg_get_serial_sequence('rates.observations', 'id'),
              coalesce((SELECT max(id) FROM rates.observations_unpartitioned), 0) + 1, false);
DROP TABLE rates.observations_unpartitioned;

-- The keys, checks and indexes of migration 002 under their names, built after the copy.
ALTER TABLE rates.observations
  ADD CONSTRAINT observations_pkey PRIMARY KEY (id, valid_from),
  ADD CONSTRAINT observations_row_key_key UNIQUE (row_key, valid_from),
  ADD CONSTRAINT observations_lane_id_fkey FOREIGN KEY (lane_id) REFERENCES rates.lanes (id),
  ADD CONSTRAINT observations_equipment_fkey FOREIGN KEY (equipment) REFERENCES rates.equipment (code),
  ADD CONSTRAINT observations_rate_type_check CHECK (rate_type IN ('spot', 'contract')),
  ADD CONSTRAINT observations_source_kind_check CHECK (source_kind IN ('carrier', 'forwarder')),
  ADD CONSTRAINT observations_check CHECK (valid_to >= valid_from),
  ADD CONSTRAINT observations_check1 CHECK (base_amount IS NULL OR base_currency IS NOT NULL),
  ADD CONSTRAINT observations_check2 CHECK (all_in_amount IS NULL OR all_in_currency IS NOT NULL);
CREATE INDEX observations_series_idx ON rates.observations (lane_id, equipment, rate_type, valid_from);
CREATE INDEX observations_valid_idx ON rates.observations (valid_from, valid_to);
