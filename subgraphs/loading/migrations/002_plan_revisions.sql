-- Plans as a resource (docs/loading.md): the request as given, the planner's result, and the
-- summary the list shows; PATCH replans under the same id with the next revision.
ALTER TABLE loading.plans DROP COLUMN container_size;
ALTER TABLE loading.plans
  ADD COLUMN revision           int              NOT NULL DEFAULT 1,
  ADD COLUMN request            jsonb            NOT NULL,
  ADD COLUMN result             jsonb            NOT NULL,
  ADD COLUMN units              int              NOT NULL,
  ADD COLUMN pieces_placed      int              NOT NULL,
  ADD COLUMN pieces_unplaced    int              NOT NULL,
  ADD COLUMN volume_utilisation double precision NOT NULL;
DROP INDEX loading.plans_org_idx;
CREATE INDEX plans_org_page_idx ON loading.plans (org_id, created_at DESC, id DESC);
