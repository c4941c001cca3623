-- The sandbox carrier network's own state (connectors/sandbox.ts): how far a reference's trips
-- run ahead of the sandbox schedule, one row per reference whichever organisations track it.
-- Written only while services.sandbox is on (the embedded default); SANDBOX=0 leaves it empty.
CREATE TABLE ocean.sandbox_trips (
  identifier text PRIMARY KEY,
  -- null: a fresh trip, placed at the reference's next poll
  advance_ms bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);
