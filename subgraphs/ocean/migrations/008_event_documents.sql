-- What a carrier said of an event that /v2/events republishes as it was sent (issue 40): the
-- document a shipment event is about (DCSA documentTypeCode + documentID: a booking stays a
-- booking), every document the carrier related the event to (documentReferences, as
-- [{"type": "BKG", "value": "…"}]), the SMDG delay reason, and the facility's SMDG / BIC code.
-- Null (or '[]') where the carrier did not say: the feed then falls back to the record's own
-- B/L and booking, as before. Additive: rows written before this migration keep their meaning.
ALTER TABLE ocean.events
  ADD COLUMN document_type_code          text,
  ADD COLUMN document_id                 text,
  ADD COLUMN document_references         jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN delay_reason_code           text,
  ADD COLUMN facility_code               text,
  ADD COLUMN facility_code_list_provider text CHECK (facility_code_list_provider IN ('SMDG', 'BIC'));

-- GET /v2/events?sort=eventDateTime / eventCreatedDateTime: each sort order's keyset page starts
-- by index (the default order, learnt order, is events_feed_idx on (org_id, feed_seq)).
CREATE INDEX events_feed_event_at_idx ON ocean.events (org_id, event_at, feed_seq);
CREATE INDEX events_feed_created_idx ON ocean.events (org_id, created_at, feed_seq);
