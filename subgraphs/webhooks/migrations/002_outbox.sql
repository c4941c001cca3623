-- Transactional outbox: a product writes its event here in the same transaction as the
-- change that raised it; the dispatcher fans each event out to subscribed endpoints.
CREATE TABLE webhooks.outbox (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id       uuid NOT NULL,
  product      text NOT NULL,
  event_type   text NOT NULL,
  data         jsonb NOT NULL,
  occurred_at  timestamptz NOT NULL,
  fanned_out_at timestamptz          -- null until the dispatcher created its deliveries
);
CREATE INDEX outbox_pending_idx ON webhooks.outbox (occurred_at) WHERE fanned_out_at IS NULL;
