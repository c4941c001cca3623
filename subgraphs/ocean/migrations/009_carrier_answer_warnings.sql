-- What the carrier's last applied answer dropped or doubted (issue 40: bad input from a feed is
-- visible in the record's provenance): the TrackingSnapshot's `warnings` (an event with an
-- impossible date dropped, an unknown UN/LOCODE kept, a later page that failed, a Next-Page link
-- refused), deduplicated and capped at 20. Replaced by every applied answer (an answer without
-- warnings clears it); field_provenance.carrier_answer reads it. Additive: '[]' for every record
-- written before this migration, which then has no carrier_answer entry until an answer says so.
ALTER TABLE ocean.containers
  ADD COLUMN carrier_answer_warnings jsonb NOT NULL DEFAULT '[]';
