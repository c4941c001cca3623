-- Endpoint leases replace per-delivery claims (docs/webhooks.md part 3). A dispatcher leases an
-- endpoint and alone delivers its due deliveries until it lets the lease go: claiming costs no
-- write per delivery, and a delivery row is written twice in its life (fan-out, result) instead
-- of three times. The payload stays in the outbox row (one copy per event, not per endpoint).

ALTER TABLE webhooks.endpoints
  ADD COLUMN lease_token uuid,        -- fencing token of the current lease; new at every acquisition
  ADD COLUMN lease_until timestamptz, -- the lease ends here unless renewed
  ADD COLUMN leased_at   timestamptz; -- start of the latest lease: least recently served first

-- A test ping becomes an outbox row of its own, born fanned out, so every delivery reads its
-- type, time and payload from the outbox.
WITH pings AS (
  SELECT d.id AS delivery_id, gen_random_uuid() AS event_id, e.org_id, e.product, d.event_type, d.data, d.occurred_at, d.created_at
    FROM webhooks.deliveries d JOIN webhooks.endpoints e ON e.id = d.endpoint_id
   WHERE d.event_id IS NULL
), ins AS (
  INSERT INTO webhooks.outbox (id, org_id, product, event_type, data, occurred_at, fanned_out_at)
  SELECT event_id, org_id, product, event_type, data, occurred_at, created_at FROM pings
)
UPDATE webhooks.deliveries d SET event_id = p.event_id FROM pings p WHERE d.id = p.delivery_id;

-- Dropping claim_token drops the in-flight index with it.
ALTER TABLE webhooks.deliveries
  DROP COLUMN claim_token,
  DROP COLUMN data,
  DROP COLUMN event_type,
  DROP COLUMN occurred_at,
  ALTER COLUMN event_id SET NOT NULL;
DROP INDEX webhooks.deliveries_finished_idx;

-- Each row version pays one entry per index, so deliveries keep two: the primary key
-- (endpoint_id, seq), which also serves "most recent first" per endpoint, deletes cascading from
-- an endpoint and the recording of results; and the pending index that reads due deliveries.
-- The delivery id stays a random UUID (spec 6.2) and is never looked up alone. Finished rows are
-- pruned oldest first in heap order (an hourly job), which needs no index of its own.
ALTER TABLE webhooks.deliveries DROP CONSTRAINT deliveries_pkey, ADD PRIMARY KEY (endpoint_id, seq);
DROP INDEX webhooks.deliveries_recent_idx;
