-- Predicted arrival (docs/ocean.md, "Predicted arrival"): the p50 last told to subscribers in an
-- eta_changed event (or first computed), so that a prediction moving 12 h or more from it raises
-- eta_changed again. Null until a poll computes a prediction, and when there is none.
ALTER TABLE ocean.containers ADD COLUMN predicted_p50 timestamptz;
