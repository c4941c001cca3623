// A lane's recent prediction error (LaneReliability.prediction_mae_hours): each arrival of the
// reliability window replayed PREDICTION_HORIZON_DAYS before it through ocean's predicted-arrival
// model (its pure replay, subgraphs/ocean/decide/arrival-replay.ts, which the backtest uses too),
// the mean absolute error of the p50 beside the carrier's ETA's. Pure.
import { replayArrival, summariseReplays, type HistoryThen } from '../../ocean/decide/arrival-replay.js';
import type { DelayColumns, LaneArrivalReplayRow } from '../store/lane-predictions.js';
import { PREDICTION_HORIZON_DAYS } from './rules.js';

export interface LanePredictionError {
  prediction_horizon_days: number;
  /** Arrivals measured; 0 when the lane has none in the window with a schedule and an estimate. */
  prediction_sample_size: number;
  /** null when nothing was measured. */
  prediction_mae_hours: number | null;
  carrier_eta_mae_hours: number | null;
}

const history = (d: DelayColumns): HistoryThen['laneHistory'] =>
  d.observations > 0 && d.p10 !== null && d.p50 !== null && d.p90 !== null
    ? { observations: d.observations, p10: d.p10, p50: d.p50, p90: d.p90 }
    : null;

/** The prediction error over a lane's arrivals (laneArrivalReplays' rows of one lane). */
export function lanePredictionError(rows: readonly LaneArrivalReplayRow[]): LanePredictionError {
  const replays = rows.map((r) =>
    replayArrival(
      {
        scheduledArrival: r.scheduled_arrival,
        estimatedArrival: r.estimated_arrival,
        revisedAt: r.revised_at,
        actualArrival: r.actual_arrival,
      },
      { laneHistory: history(r.port_history), carrierHistory: history(r.carrier_history) },
      PREDICTION_HORIZON_DAYS,
    ),
  );
  const s = summariseReplays(replays);
  return {
    prediction_horizon_days: PREDICTION_HORIZON_DAYS,
    prediction_sample_size: s.arrivals,
    prediction_mae_hours: s.maeOursHours,
    carrier_eta_mae_hours: s.maeCarrierHours,
  };
}
