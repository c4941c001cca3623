-- One row: checksum of the shipped reference data last loaded by seed.ts, so the seed step
-- can skip the load when the data has not changed.
CREATE TABLE reference.seed_version (
  id         int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  checksum   text NOT NULL,
  seeded_at  timestamptz NOT NULL DEFAULT now()
);
