-- Load plans (spec 1.5), per organisation.
CREATE TABLE loading.plans (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id      uuid NOT NULL,
  name        text NOT NULL,
  container_size text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plans_org_idx ON loading.plans (org_id, created_at DESC);
