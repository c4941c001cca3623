-- Demurrage's rules are written once, in subgraphs/ocean/decide/demurrage-rules.ts: the per-box
-- path evaluates them and store/demurrage.ts prints them into its statements as expressions in
-- place (platform/sql-rules.ts), as these inlined functions were. The functions of migration 010
-- would be a second copy that nothing calls any more, free to drift from the first.
DROP FUNCTION ocean.demurrage_daily_rate(integer, double precision, integer, double precision, integer, double precision, integer, double precision);
DROP FUNCTION ocean.demurrage_accrued(integer, double precision, integer, double precision, integer, double precision, integer, double precision);
DROP FUNCTION ocean.demurrage_at_risk(date, date, boolean);
DROP FUNCTION ocean.demurrage_at_risk_days();
DROP FUNCTION ocean.demurrage_days_overdue(date, date, date);
DROP FUNCTION ocean.demurrage_last_free_day(date, integer);
