-- Analyst exports (docs/exports.md) of webhook deliveries: when each delivery last changed (queued,
-- attempted, queued again), read per endpoint of the organisation in change order. Deliveries
-- stored before this count as changed at their last attempt, else when they were created.
ALTER TABLE webhooks.deliveries ADD COLUMN updated_at timestamptz;
UPDATE webhooks.deliveries SET updated_at = coalesce(last_attempt_at, created_at);
ALTER TABLE webhooks.deliveries ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();
CREATE INDEX deliveries_changed_idx ON webhooks.deliveries (endpoint_id, updated_at, id);
