-- Read models of the figures dashboards ask for on every request (issue 16): each carrier's
-- on-time record and league rank over the reliability window, and each port's latest
-- congestion reading. Refreshed by the schedules tick in the same transaction as the
-- observations it stores (store/read-models.ts); computed_at is when, and is shown in the
-- answer. Until the first tick after this migration they are empty (the tick runs at start-up).
CREATE TABLE schedules.carrier_reliability (
  carrier_scac       text PRIMARY KEY,
  observations       integer NOT NULL,
  on_time            integer NOT NULL,
  avg_delay_minutes  integer NOT NULL,
  league_rank        integer,                      -- null: unranked (fewer than MIN_OBS observations)
  computed_at        timestamptz NOT NULL
);

CREATE TABLE schedules.port_congestion (
  unlocode     text PRIMARY KEY,
  observed_at  timestamptz NOT NULL,
  wait_hours   double precision NOT NULL,
  at_anchor    integer NOT NULL,
  at_berth     integer NOT NULL,
  computed_at  timestamptz NOT NULL
);
