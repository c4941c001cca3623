-- Analyst exports (docs/exports.md) read an organisation's plans in the order they changed, a
-- keyset page at a time: (org, change time, id) finds each page's first row by index.
CREATE INDEX plans_org_changed_idx ON loading.plans (org_id, updated_at, id);
