-- Carrier events partitioned by month of created_at, when we learnt them (docs/operations.md,
-- "Retention by partition"), as the webhook engine's history is: the table grows in that order,
-- the feed's and the exports' windows are on it, and a future retention drops a month whole
-- (DETACH + DROP) instead of deleting it row by row. No retention yet: every month is kept. The
-- poller creates the coming months ahead; the default partition takes any row no month holds.
-- Same table name and columns: reads do not change. A partitioned table's unique keys must hold
-- the partition key, and created_at moves when an event is fed again, so neither
-- (container_id, source_event_id) nor any key with created_at can be a unique key now: the
-- primary key becomes (id, created_at) (ids are random UUIDs) and one row per source event is
-- the writer's rule (store/events.ts writes a record's events under its row lock, by UPDATE then
-- INSERT of the missing, no ON CONFLICT). The writer of the release before this one no longer
-- names the old unique key (ON CONFLICT went in the commit before this migration). Nothing
-- references events; its foreign key to the record (ON DELETE CASCADE) is kept.
ALTER TABLE ocean.events RENAME TO events_unpartitioned;

CREATE TABLE ocean.events (
  id               uuid NOT NULL DEFAULT gen_random_uuid(),
  org_id           uuid NOT NULL,
  container_id     uuid NOT NULL,
  source_event_id  text NOT NULL,
  event_type       text NOT NULL,
  code             text NOT NULL,
  classifier       text NOT NULL,
  event_at         timestamptz NOT NULL,
  unlocode         text,
  facility_name    text,
  vessel_imo       text,
  vessel_name      text,
  voyage           text,
  mode_of_transport text,
  equipment_reference text,
  empty_indicator  text,
  remark           text,
  created_at       timestamptz NOT NULL,
  feed_seq         bigint NOT NULL DEFAULT nextval('ocean.event_feed_seq'),
  document_type_code          text,
  document_id                 text,
  document_references         jsonb NOT NULL DEFAULT '[]',
  delay_reason_code           text,
  facility_code               text,
  facility_code_list_provider text
) PARTITION BY RANGE (created_at);
CREATE TABLE ocean.events_default PARTITION OF ocean.events DEFAULT;

-- A month for each month the existing rows span, from the last one at least through the next
-- two (UTC), so the rows land in their months and none in the default.
DO $$
DECLARE
  m timestamptz;
BEGIN
  FOR m IN
    SELECT generate_series(
             date_trunc('month', least((SELECT min(created_at) FROM ocean.events_unpartitioned), now() - interval '1 month') AT TIME ZONE 'UTC'),
             date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months',
             interval '1 month') AT TIME ZONE 'UTC'
  LOOP
    EXECUTE format(
      'CREATE TABLE ocean.%I PARTITION OF ocean.events FOR VALUES FROM (%L) TO (%L)',
      'events_' || to_char(m AT TIME ZONE 'UTC', 'YYYY_MM'), m, (m AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC');
  END LOOP;
END
$$;

INSERT INTO ocean.events
SELECT id, org_id, container_id, source_event_id, event_type, code, classifier, event_at, unlocode, facility_name,
       vessel_imo, vessel_name, voyage, mode_of_transport, equipment_reference, empty_indicator, remark, created_at,
       feed_seq, document_type_code, document_id, document_references, delay_reason_code, facility_code,
       facility_code_list_provider
  FROM ocean.events_unpartitioned;
DROP TABLE ocean.events_unpartitioned;

-- The constraints and indexes of migrations 002, 007 and 008 under their names, built after the
-- copy. The writer finds a record's source events by events_container_idx (a record has tens).
ALTER TABLE ocean.events
  ADD CONSTRAINT events_pkey PRIMARY KEY (id, created_at),
  ADD CONSTRAINT events_event_type_check CHECK (event_type IN ('EQUIPMENT', 'TRANSPORT', 'SHIPMENT')),
  ADD CONSTRAINT events_classifier_check CHECK (classifier IN ('ACT', 'EST', 'PLN')),
  ADD CONSTRAINT events_facility_code_list_provider_check CHECK (facility_code_list_provider IN ('SMDG', 'BIC')),
  ADD CONSTRAINT events_container_id_fkey FOREIGN KEY (container_id) REFERENCES ocean.containers (id) ON DELETE CASCADE;
CREATE INDEX events_container_idx ON ocean.events (container_id, event_at);
CREATE INDEX events_feed_idx ON ocean.events (org_id, feed_seq);
CREATE INDEX events_org_learnt_idx ON ocean.events (org_id, created_at, id);
CREATE INDEX events_feed_event_at_idx ON ocean.events (org_id, event_at, feed_seq);
CREATE INDEX events_feed_created_idx ON ocean.events (org_id, created_at, feed_seq);
