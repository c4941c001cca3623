-- Analyst exports (docs/exports.md) of the sailings and reliability observations on an
-- organisation's lanes: a port call gets when it last changed (its estimated or actual times, its
-- cut-offs), so an incremental export holds the sailings whose calls moved and the arrivals
-- observed since. Calls stored before this count as changed when their sailing last did, or when
-- their arrival or departure was observed if later.
ALTER TABLE schedules.port_calls ADD COLUMN updated_at timestamptz;
UPDATE schedules.port_calls p
   SET updated_at = greatest(s.updated_at, p.actual_arrival, p.actual_departure)
  FROM schedules.sailings s WHERE s.id = p.sailing_id;
ALTER TABLE schedules.port_calls ALTER COLUMN updated_at SET NOT NULL;
