-- Outbox events partitioned by month of occurred_at, as deliveries are by created_at (migration
-- 009, docs/operations.md "Retention by partition"): retention drops a month wholly past it once
-- every event in it is fanned out and needed by no pending delivery; the rest is pruned by row.
-- Same table name and columns, xid and seq kept (the live stream's positions). The primary key
-- becomes (id, occurred_at): a partitioned table's unique keys hold the partition key; ids are
-- random UUIDs, unique on their own, and nothing references the outbox by foreign key.
ALTER TABLE webhooks.outbox RENAME TO outbox_unpartitioned;

CREATE TABLE webhooks.outbox (
  id            uuid NOT NULL DEFAULT gen_random_uuid(),
  org_id        uuid NOT NULL,
  product       text NOT NULL,
  event_type    text NOT NULL,
  data          jsonb NOT NULL,
  occurred_at   timestamptz NOT NULL,
  fanned_out_at timestamptz,
  seq           bigint GENERATED ALWAYS AS IDENTITY,
  xid           xid8 NOT NULL DEFAULT pg_current_xact_id()
) PARTITION BY RANGE (occurred_at);
CREATE TABLE webhooks.outbox_default PARTITION OF webhooks.outbox DEFAULT;

-- A month for the last three months (retention reaches into them) through the next two (UTC);
-- an older event goes to the default partition and is pruned by row.
DO $$
DECLARE
  m timestamptz;
BEGIN
  FOR m IN
    SELECT generate_series(
             date_trunc('month', (now() - interval '3 months') AT TIME ZONE 'UTC'),
             date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months',
             interval '1 month') AT TIME ZONE 'UTC'
  LOOP
    EXECUTE format(
      'CREATE TABLE webhooks.%I PARTITION OF webhooks.outbox FOR VALUES FROM (%L) TO (%L)',
      'outbox_' || to_char(m AT TIME ZONE 'UTC', 'YYYY_MM'), m, (m AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC');
  END LOOP;
END
$$;

INSERT INTO webhooks.outbox OVERRIDING SYSTEM VALUE
SELECT id, org_id, product, event_type, data, occurred_at, fanned_out_at, seq, xid FROM webhooks.outbox_unpartitioned;
SELECT setval(pg_get_serial_sequence('webhooks.outbox', 'seq'),
              coalesce((SELECT max(seq) FROM webhooks.outbox_unpartitioned), 0) + 1, false);
DROP TABLE webhooks.outbox_unpartitioned;

-- The key, indexes and trigger of migrations 002, 003 and 007 under their names, built after the copy.
ALTER TABLE webhooks.outbox ADD CONSTRAINT outbox_pkey PRIMARY KEY (id, occurred_at);
CREATE INDEX outbox_pending_idx ON webhooks.outbox (seq) WHERE fanned_out_at IS NULL;
CREATE INDEX outbox_fanned_idx ON webhooks.outbox (fanned_out_at) WHERE fanned_out_at IS NOT NULL;
CREATE INDEX outbox_stream_idx ON webhooks.outbox (xid, seq);
CREATE INDEX outbox_org_stream_idx ON webhooks.outbox (org_id, xid, seq);
CREATE TRIGGER outbox_wake AFTER INSERT ON webhooks.outbox FOR EACH STATEMENT EXECUTE FUNCTION webhooks.wake_dispatchers();
