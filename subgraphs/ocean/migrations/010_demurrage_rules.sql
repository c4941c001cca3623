-- Demurrage's rules, written once for every SQL statement that needs them (the report, the terms
-- copied onto the boxes): the last free day, days overdue, "at risk", the tiered charge and daily rate.
-- decide/demurrage.ts holds the same rules for the per-box path (boxes the poller has not written
-- yet); test/ocean/demurrage-rules.test.ts runs one table through both and asserts they agree.
-- Plain SQL expressions, IMMUTABLE and not STRICT, so the planner inlines them: the report's plans
-- (and its index-only totals scan) are what they were with the expressions written in place.

-- Free time counts the port-local discharge date as day 1.
CREATE FUNCTION ocean.demurrage_last_free_day(discharge_local_date date, free_days integer) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT discharge_local_date + free_days - 1 $$;

-- Days charged: from the day after the last free day until the port-local gate-out date, or
-- until today while the box is still in; 0 without a last free day.
CREATE FUNCTION ocean.demurrage_days_overdue(last_free_day date, gate_out_local_date date, today date) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN last_free_day IS NULL THEN 0 ELSE GREATEST(0, COALESCE(gate_out_local_date, today) - last_free_day) END $$;

-- How near the last free day a box still in the terminal is at risk (decide/demurrage.ts AT_RISK_DAYS).
CREATE FUNCTION ocean.demurrage_at_risk_days() RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 2 $$;

-- At risk: a box still in the terminal whose last free day is at most demurrage_at_risk_days() away.
CREATE FUNCTION ocean.demurrage_at_risk(last_free_day date, today date, in_terminal boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT last_free_day IS NOT NULL AND in_terminal AND last_free_day - today <= ocean.demurrage_at_risk_days() $$;

-- Charge for `days` overdue under up to four tiers: rate k from day from_k until the next tier
-- starts (rate_1 from day 1); null when no rate is known, 0 before the first chargeable day.
CREATE FUNCTION ocean.demurrage_accrued(days integer, rate_1 double precision, from_2 integer, rate_2 double precision,
    from_3 integer, rate_3 double precision, from_4 integer, rate_4 double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN rate_1 IS NULL THEN NULL WHEN days <= 0 THEN 0 ELSE
      rate_1 * LEAST(days, COALESCE(from_2 - 1, days))
      + COALESCE(rate_2 * GREATEST(0, LEAST(days, COALESCE(from_3 - 1, days)) - from_2 + 1), 0)
      + COALESCE(rate_3 * GREATEST(0, LEAST(days, COALESCE(from_4 - 1, days)) - from_3 + 1), 0)
      + COALESCE(rate_4 * GREATEST(0, days - from_4 + 1), 0) END $$;

-- The daily rate charged on day max(days, 1) of overdue time; null when no rate is known.
CREATE FUNCTION ocean.demurrage_daily_rate(days integer, rate_1 double precision, from_2 integer, rate_2 double precision,
    from_3 integer, rate_3 double precision, from_4 integer, rate_4 double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN rate_1 IS NULL THEN NULL
      WHEN from_4 <= GREATEST(days, 1) THEN rate_4 WHEN from_3 <= GREATEST(days, 1) THEN rate_3
      WHEN from_2 <= GREATEST(days, 1) THEN rate_2 ELSE rate_1 END $$;
