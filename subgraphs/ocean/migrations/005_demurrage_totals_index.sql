-- The demurrage report's totals read every box still in the terminal. Boxes are wide rows
-- (≈ 360 bytes); this covering index holds only what the totals need (≈ 80 bytes an entry), so
-- they come from an index-only scan of a fifth of the pages instead of the whole heap. The price
-- is one more index to maintain when a box's arrival, discharge or terms change.
CREATE INDEX boxes_demurrage_totals_idx ON ocean.boxes (org_id)
  INCLUDE (discharge_at, eta, pod_zone_id, pod_timezone, dem_last_free_day, dem_free_days,
           dem_rate_1, dem_from_2, dem_rate_2, dem_from_3, dem_rate_3, dem_from_4, dem_rate_4)
  WHERE active AND gate_out_at IS NULL AND empty_return_at IS NULL;
