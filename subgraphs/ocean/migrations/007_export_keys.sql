-- Analyst exports (docs/exports.md) read an organisation's rows in the order they changed, a
-- keyset page at a time: (org, change time, id) finds each page's first row by index, whatever
-- the window, instead of sorting the organisation's whole book per page.
CREATE INDEX containers_org_changed_idx ON ocean.containers (org_id, updated_at, id);
CREATE INDEX events_org_learnt_idx ON ocean.events (org_id, created_at, id);
