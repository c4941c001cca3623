// A lane's prediction error (subgraphs/schedules/decide/prediction-error.ts): each arrival replayed
// a week before it through ocean's predicted-arrival model with what was known then — the carrier's
// estimate as it stood (the schedule until a revision), the carrier's delays at the destination, or
// over all its ports when the destination has too few — and the mean absolute errors of the p50
// and of the carrier's ETA; a lane with nothing to measure says 0 and null.
import { describe, expect, it } from 'vitest';
import { lanePredictionError } from '../../subgraphs/schedules/decide/prediction-error.js';
import { summariseReplays } from '../../subgraphs/ocean/decide/arrival-replay.js';
import type { DelayColumns, LaneArrivalReplayRow } from '../../subgraphs/schedules/store/lane-predictions.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = Date.parse('2026-10-01T00:00:00Z');
const at = (hours: number, base = T) => new Date(base + hours * HOUR);
const hist = (observations: number, p10: number, p50: number, p90: number): DelayColumns => ({
  observations,
  p10,
  p50,
  p90,
});
const EMPTY: DelayColumns = { observations: 0, p10: null, p50: null, p90: null };

function arrival(over: Partial<LaneArrivalReplayRow>): LaneArrivalReplayRow {
  return {
    origin: 'CNSHA',
    destination: 'NLRTM',
    carrier_scac: 'MAEU',
    scheduled_arrival: at(0),
    estimated_arrival: at(0),
    revised_at: null,
    actual_arrival: at(0),
    port_history: EMPTY,
    carrier_history: EMPTY,
    ...over,
  };
}

// Shifted by the destination's history: ETA + 10 h, p50 + 6 h → 4 h off, the carrier 10 h off, inside p10–p90.
const atPort = arrival({
  estimated_arrival: at(10),
  actual_arrival: at(20),
  port_history: hist(40, -5, 6, 40),
  carrier_history: hist(400, 0, 0, 0),
});
// Slipped 48 h, but announced 3 days before arrival: a week out the carrier still said the schedule.
const B = T + 30 * DAY;
const slipped = arrival({
  scheduled_arrival: at(0, B),
  estimated_arrival: at(48, B),
  revised_at: at(50 - 72, B),
  actual_arrival: at(50, B),
  port_history: hist(5, 0, 100, 200),
  carrier_history: hist(60, 0, 12, 30),
});

describe('lanePredictionError', () => {
  it('a lane without arrivals to measure: sample 0, both errors null', () => {
    expect(lanePredictionError([])).toEqual({
      prediction_horizon_days: 7,
      prediction_sample_size: 0,
      prediction_mae_hours: null,
      carrier_eta_mae_hours: null,
    });
  });

  it("the destination's history shifts the carrier's ETA", () => {
    expect(lanePredictionError([atPort])).toMatchObject({
      prediction_sample_size: 1,
      prediction_mae_hours: 4,
      carrier_eta_mae_hours: 10,
    });
  });

  it("the estimate as it stood a week out, and the carrier's history when the port has fewer than 30 arrivals", () => {
    // Schedule + 12 h (the carrier-wide p50; the port's 100 h of 5 arrivals is not used): 38 h off, the carrier 50 h.
    expect(lanePredictionError([slipped])).toMatchObject({ prediction_mae_hours: 38, carrier_eta_mae_hours: 50 });
    // Revised 10 days before arrival: a week out the carrier already said + 48 h; + 12 h → 10 h off, the carrier 2 h.
    const known = { ...slipped, revised_at: at(50 - 240, B) };
    expect(lanePredictionError([known])).toMatchObject({ prediction_mae_hours: 10, carrier_eta_mae_hours: 2 });
  });

  it("without any history the p50 is the carrier's ETA; the means are over every arrival", () => {
    const early = arrival({ estimated_arrival: at(0, T + 60 * DAY), actual_arrival: at(-6, T + 60 * DAY) });
    expect(lanePredictionError([early])).toMatchObject({ prediction_mae_hours: 6, carrier_eta_mae_hours: 6 });
    expect(lanePredictionError([atPort, slipped, early])).toEqual({
      prediction_horizon_days: 7,
      prediction_sample_size: 3,
      prediction_mae_hours: 16, // (4 + 38 + 6) / 3
      carrier_eta_mae_hours: 22, // (10 + 50 + 6) / 3
    });
  });
});

describe('summariseReplays (the backtest and the lane error)', () => {
  it('means to one decimal and the share inside p10–p90; an arrival the model did not predict is left out', () => {
    const s = summariseReplays([
      { oursHours: 1, carrierHours: 2, inside: true },
      null,
      { oursHours: 2, carrierHours: 2.25, inside: false },
      { oursHours: 2, carrierHours: 3, inside: true },
    ]);
    expect(s).toEqual({ arrivals: 3, maeOursHours: 1.7, maeCarrierHours: 2.4, coveragePct: 66.7 });
  });
});
