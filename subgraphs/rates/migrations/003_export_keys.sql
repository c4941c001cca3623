-- Analyst exports (docs/exports.md) of the market rates and index history: each stored day gets
-- when it last changed (a refresh that recomputes a day to the same figures leaves it as it was,
-- so an incremental export holds only days whose figures moved) and a stable row number, read a
-- keyset page at a time from an index on (change time, number). Days stored before this had no
-- change time: they count as changed now.
ALTER TABLE rates.market_daily
  ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE rates.market_daily ALTER COLUMN updated_at DROP DEFAULT;
CREATE INDEX market_daily_changed_idx ON rates.market_daily (updated_at, seq);

ALTER TABLE rates.index_values
  ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE rates.index_values ALTER COLUMN updated_at DROP DEFAULT;
CREATE INDEX index_values_changed_idx ON rates.index_values (updated_at, seq);
