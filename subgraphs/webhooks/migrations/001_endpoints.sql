-- Webhook endpoints of every product (spec 2.2). The delivery engine adds its outbox and
-- deliveries in later migrations.
CREATE TABLE webhooks.endpoints (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id         uuid NOT NULL,
  product        text NOT NULL CHECK (product IN ('ocean', 'air', 'schedules', 'rates', 'loading')),
  url            text NOT NULL,
  event_types    text[] NOT NULL DEFAULT '{}',
  description    text NOT NULL DEFAULT '',
  active         boolean NOT NULL DEFAULT true,
  secret_hash    text NOT NULL,      -- SHA-256 of the whsec_ secret; also the HMAC key
  failure_count  integer NOT NULL DEFAULT 0,
  last_delivery_at timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX endpoints_org_product_idx ON webhooks.endpoints (org_id, product, created_at DESC);
