-- A read model of the arrival delays a predicted arrival reads (docs/ocean.md, "Predicted
-- arrival"): each carrier's delay quantiles (actual arrival − its estimate at the call) over the
-- reliability window, per port it called and over all its ports (unlocode ''), rewritten by the
-- schedules tick in the transaction that stored the arrivals (store/read-models.ts). Computed per
-- request they cost 5–6 ms of PostgreSQL a carrier's record (bench/README.md).
CREATE TABLE schedules.arrival_delays (
  carrier_scac  text NOT NULL,
  unlocode      text NOT NULL,                 -- '' : over all the carrier's ports
  observations  integer NOT NULL,
  p10           double precision NOT NULL,
  p50           double precision NOT NULL,
  p90           double precision NOT NULL,
  PRIMARY KEY (carrier_scac, unlocode)
);

-- When they were computed, and whether a port call's arrival or estimate changed since (`stale`):
-- a read takes them only when not stale and computed within minutes of its own time; any other (a
-- replay of the past, a clock moved on without a tick, a write outside the tick) computes them
-- from schedules.port_calls. The refresh locks this row before it reads the calls, so a write
-- that commits during a refresh marks the new answer stale.
CREATE TABLE schedules.arrival_delays_refresh (
  only_row     boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  computed_at  timestamptz NOT NULL,
  stale        boolean NOT NULL
);
INSERT INTO schedules.arrival_delays_refresh (computed_at, stale) VALUES ('-infinity', true);

CREATE FUNCTION schedules.arrival_delays_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE schedules.arrival_delays_refresh SET stale = true WHERE NOT stale;
  RETURN NULL;
END $$;

CREATE TRIGGER port_calls_arrival_delays
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF actual_arrival, estimated_arrival, carrier_scac, unlocode
  ON schedules.port_calls FOR EACH STATEMENT EXECUTE FUNCTION schedules.arrival_delays_changed();
