-- Deliveries partitioned by month of created_at (docs/operations.md, "Retention by partition"):
-- retention drops a month wholly past it (DETACH + DROP, seconds at any row count) instead of
-- deleting it row by row. Months, not days: every keyed write (recording a result by
-- endpoint_id, seq) probes each partition's primary key, so few partitions keep that cheap; the
-- month at the retention boundary is still pruned by row. The dispatcher creates the coming
-- months ahead (store/partitions.ts); the default partition takes any row no month holds, so a
-- write never fails. Same table name and columns: the stores do not change. A partitioned table's
-- primary key must hold the partition key, so it becomes (endpoint_id, seq, created_at); seq is
-- an identity, unique on its own. Nothing references deliveries; its one foreign key (the
-- endpoint, ON DELETE CASCADE) is kept.
ALTER TABLE webhooks.deliveries RENAME TO deliveries_unpartitioned;

CREATE TABLE webhooks.deliveries (
  id               uuid NOT NULL DEFAULT gen_random_uuid(),
  seq              bigint GENERATED ALWAYS AS IDENTITY,
  endpoint_id      uuid NOT NULL,
  event_id         uuid NOT NULL,
  status           text NOT NULL DEFAULT 'pending',
  attempt_count    integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  last_attempt_at  timestamptz,
  last_status_code integer,
  last_error       text,
  created_at       timestamptz NOT NULL,
  delivered_at     timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now()
) PARTITION BY RANGE (created_at);
CREATE TABLE webhooks.deliveries_default PARTITION OF webhooks.deliveries DEFAULT;

-- A month for each month the existing rows span, from the last one (retention reaches into it)
-- through the next two (UTC), so the rows land in their months and none in the default.
DO $$
DECLARE
  m timestamptz;
BEGIN
  FOR m IN
    SELECT generate_series(
             date_trunc('month', least((SELECT min(created_at) FROM webhooks.deliveries_unpartitioned), now() - interval '1 month') AT TIME ZONE 'UTC'),
             date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months',
             interval '1 month') AT TIME ZONE 'UTC'
  LOOP
    EXECUTE format(
      'CREATE TABLE webhooks.%I PARTITION OF webhooks.deliveries FOR VALUES FROM (%L) TO (%L)',
      'deliveries_' || to_char(m AT TIME ZONE 'UTC', 'YYYY_MM'), m, (m AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC');
  END LOOP;
END
$$;

INSERT INTO webhooks.deliveries OVERRIDING SYSTEM VALUE
SELECT id, seq, endpoint_id, event_id, status, attempt_count, next_attempt_at, last_attempt_at, last_status_code,
       last_error, created_at, delivered_at, updated_at
  FROM webhooks.deliveries_unpartitioned;
SELECT setval(pg_get_serial_sequence('webhooks.deliveries', 'seq'),
              coalesce((SELECT max(seq) FROM webhooks.deliveries_unpartitioned), 0) + 1, false);
DROP TABLE webhooks.deliveries_unpartitioned;

-- The constraints and indexes of migrations 003, 005 and 008 under their names, built after the copy.
ALTER TABLE webhooks.deliveries
  ADD CONSTRAINT deliveries_pkey PRIMARY KEY (endpoint_id, seq, created_at),
  ADD CONSTRAINT deliveries_status_check CHECK (status IN ('pending', 'delivered', 'dead')),
  ADD CONSTRAINT deliveries_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhooks.endpoints (id) ON DELETE CASCADE;
CREATE INDEX deliveries_pending_idx ON webhooks.deliveries (endpoint_id, next_attempt_at, seq) WHERE status = 'pending';
CREATE INDEX deliveries_changed_idx ON webhooks.deliveries (endpoint_id, updated_at, id);
