-- The allowance in force when a counter was last incremented (null = uncapped): counting
-- checks and records it in one statement per counter.
ALTER TABLE schedules.usage_counters ADD COLUMN cap integer;
