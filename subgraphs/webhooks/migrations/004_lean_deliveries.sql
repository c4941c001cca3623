-- Every row version of a delivery (insert, claim, result) pays one entry per full index. The
-- (event_id, endpoint_id) unique index guarded against an event being fanned out twice, which
-- cannot happen: fan-out creates an event's deliveries and marks the event in one statement,
-- on rows it holds FOR UPDATE. Dropped.
ALTER TABLE webhooks.deliveries DROP CONSTRAINT deliveries_event_id_endpoint_id_key;
