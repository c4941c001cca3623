-- Live event stream (docs/live.md): every outbox event also has a position, the pair of the
-- transaction that raised it and its row sequence. An identity alone is not committed in order
-- (a transaction may take seq 10, another 11 and commit first), so a reader resuming after 11
-- could miss 10. Readers take only rows of transactions older than every transaction still
-- running (pg_snapshot_xmin), which can no longer change, in (xid, seq) order: a position once
-- passed is never filled in behind.
ALTER TABLE webhooks.outbox ADD COLUMN xid xid8 NOT NULL DEFAULT pg_current_xact_id();
-- The process's tail reader (all organisations) and a subscriber's catch-up (one organisation).
CREATE INDEX outbox_stream_idx ON webhooks.outbox (xid, seq);
CREATE INDEX outbox_org_stream_idx ON webhooks.outbox (org_id, xid, seq);
