// The schedules product's business rules, as numbers (documented in docs/schedules.md).

/** On time: the actual arrival is no more than this before or after the scheduled arrival. */
export const ON_TIME_TOLERANCE_HOURS = 24;
/** Reliability (league, lanes, carrier) counts arrivals observed in this trailing window. */
export const RELIABILITY_WINDOW_DAYS = 182;
/** Ranking threshold (docs/schedules.md, Rules): fewer observations = unranked and provisional. */
export const MIN_OBS = 20;
/** A lane searched in the last N days is watched: its changes raise events to the searcher. */
export const INTEREST_DAYS = 30;
/** cutoff_approaching: the documentation cut-off falls within the next N hours. */
export const CUTOFF_WARNING_HOURS = 48;
/** reliability_drop: on-time share fell by at least this many points since the last daily snapshot. */
export const RELIABILITY_DROP_POINTS = 5;
/** sailing_slipped (feeds): a departure moved later by at least this many hours. */
export const SLIP_EVENT_HOURS = 24;

/** Congestion levels by average wait: mild < 24 h ≤ moderate < 72 h ≤ severe. */
export const CONGESTION_LEVELS = ['mild', 'moderate', 'severe'] as const;
export type CongestionLevel = (typeof CONGESTION_LEVELS)[number];
export function congestionLevel(waitHours: number): CongestionLevel {
  return waitHours >= 72 ? 'severe' : waitHours >= 24 ? 'moderate' : 'mild';
}
/** A port's current congestion is its latest reading if not older than this. */
export const CONGESTION_MAX_AGE_HOURS = 48;

/** Sailing search window: default and widest. */
export const SEARCH_DEFAULT_DAYS = 28;
export const SEARCH_MAX_DAYS = 92;
export const SEARCH_MAX_LIMIT = 50;

/** Code shapes: a UN/LOCODE (two letters of country, three of place) and a SCAC. */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const SCAC_PATTERN = /^[A-Z0-9]{2,4}$/;

/** How far the sandbox generates sailings on each side of today. */
export const SANDBOX_HORIZON_DAYS = 182;

export const pct = (onTime: number, obs: number): number => (obs ? Math.round((1000 * onTime) / obs) / 10 : 0);

/**
 * A lane's prediction error is measured this many days before each arrival (docs/schedules.md,
 * Rules): a week out, when the delivery and the truck are planned.
 */
export const PREDICTION_HORIZON_DAYS = 7;
/** The delay history the predicted arrival shifts the carrier's ETA by (ocean's, 182 days). */
export const PREDICTION_HISTORY_DAYS = 182;
