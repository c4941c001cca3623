-- Delivery engine (spec 2.3, 3.4, 3.5, 6.2): deliveries with their retry state, a stable
-- order for "newest first", the auto-disable bookkeeping, and a wake-up for dispatchers.

-- Registration order for "newest first" when two endpoints share a created_at instant.
ALTER TABLE webhooks.endpoints
  ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY,
  ADD COLUMN failing_since timestamptz,   -- first failure of the current streak; null after a success
  ADD COLUMN disabled_at timestamptz;     -- set when the engine disabled the endpoint; cleared on revive
DROP INDEX webhooks.endpoints_org_product_idx;
CREATE INDEX endpoints_org_product_idx ON webhooks.endpoints (org_id, product, created_at DESC, seq DESC);

ALTER TABLE webhooks.outbox ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX webhooks.outbox_pending_idx;
CREATE INDEX outbox_pending_idx ON webhooks.outbox (seq) WHERE fanned_out_at IS NULL;
CREATE INDEX outbox_fanned_idx ON webhooks.outbox (fanned_out_at) WHERE fanned_out_at IS NOT NULL;

-- One row per (event, endpoint), or per test ping. The id is the body's `id` and the
-- X-<Tag>-Delivery header: stable across retries and across dispatcher take-overs.
CREATE TABLE webhooks.deliveries (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq              bigint GENERATED ALWAYS AS IDENTITY,
  endpoint_id      uuid NOT NULL REFERENCES webhooks.endpoints (id) ON DELETE CASCADE,
  event_id         uuid,                 -- outbox row; null for a test ping
  event_type       text NOT NULL,
  data             jsonb NOT NULL,
  occurred_at      timestamptz NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempt_count    integer NOT NULL DEFAULT 0,
  -- When the next attempt is due; while an attempt is in flight, the end of its lease.
  next_attempt_at  timestamptz NOT NULL,
  -- Set by the dispatcher that claimed the attempt; its result is recorded only if it still matches.
  claim_token      uuid,
  last_attempt_at  timestamptz,
  last_status_code integer,
  last_error       text,
  created_at       timestamptz NOT NULL,
  delivered_at     timestamptz,
  UNIQUE (event_id, endpoint_id)
);
-- Claiming walks this in order: endpoints with work (loose scan), then each one's oldest due rows.
CREATE INDEX deliveries_pending_idx ON webhooks.deliveries (endpoint_id, next_attempt_at, seq) WHERE status = 'pending';
CREATE INDEX deliveries_in_flight_idx ON webhooks.deliveries (endpoint_id) WHERE status = 'pending' AND claim_token IS NOT NULL;
CREATE INDEX deliveries_recent_idx ON webhooks.deliveries (endpoint_id, seq DESC);
CREATE INDEX deliveries_finished_idx ON webhooks.deliveries (created_at) WHERE status <> 'pending';

-- Dispatchers LISTEN here: an event committed wakes them at once instead of at the next sweep.
CREATE FUNCTION webhooks.wake_dispatchers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fg_webhooks', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER outbox_wake AFTER INSERT ON webhooks.outbox FOR EACH STATEMENT EXECUTE FUNCTION webhooks.wake_dispatchers();
