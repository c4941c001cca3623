-- The compat call allowance counted exactly (docs/legacy.md, Admission): compat calls per
-- organisation per calendar month (UTC), the counter the allowance is checked against. A call is
-- counted by a conditional increment of this row (ON CONFLICT ... DO UPDATE ... WHERE under the
-- allowance), which waits for the row's lock and re-checks the latest count, so concurrent calls
-- at the edge are admitted one at a time; a sum over ocean.legacy_usage read from a statement's
-- snapshot is not. The same statements write both, so the row is the month's sum of the
-- organisation's ocean.legacy_usage rows.
CREATE TABLE ocean.legacy_org_month (
  org_id  uuid NOT NULL,
  month   date NOT NULL,
  calls   integer NOT NULL CHECK (calls >= 0),
  PRIMARY KEY (org_id, month)
);

INSERT INTO ocean.legacy_org_month (org_id, month, calls)
SELECT org_id, date_trunc('month', day)::date, sum(calls)
  FROM ocean.legacy_usage
 GROUP BY 1, 2;
