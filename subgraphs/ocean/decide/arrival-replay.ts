// A past arrival replayed (docs/ocean.md, "Predicted arrival"): the model asked `horizonDays` before
// the actual arrival with only what was known then — the carrier's estimate as it stood and the
// delay histories observed before then — and its error against what happened, beside the
// carrier's ETA's. The backtest (bench/eta-backtest.ts) and schedules' lane prediction error
// (subgraphs/schedules/decide/prediction-error.ts) both measure through here, so the two
// figures are one definition. Pure.
import { predictArrival, type DelayHistory } from './predicted-arrival.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A call that arrived, with the carrier's estimates. */
export interface PastCall {
  scheduledArrival: Date;
  /** The carrier's estimate at the call as it stands now. */
  estimatedArrival: Date;
  /** When the carrier revised the estimate (a slip), if it did: before then it was the schedule. */
  revisedAt: Date | null;
  actualArrival: Date;
}

/** The delay histories as they stood at the replay's moment (replayMoment). */
export interface HistoryThen {
  laneHistory: DelayHistory | null;
  carrierHistory: DelayHistory | null;
}

export interface Replay {
  /** |p50 − actual| and |carrier ETA − actual|, in hours. */
  oursHours: number;
  carrierHours: number;
  /** The actual arrival fell inside p10–p90. */
  inside: boolean;
}

/** The moment the model is asked: `horizonDays` before the actual arrival. */
export const replayMoment = (a: PastCall, horizonDays: number) =>
  new Date(a.actualArrival.getTime() - horizonDays * DAY);

/** The carrier's estimate as it stood at `at`: the schedule until the carrier revised it. */
const carrierEtaAt = (a: PastCall, at: Date) =>
  a.revisedAt && a.revisedAt > at ? a.scheduledArrival : a.estimatedArrival;

/**
 * One arrival replayed. No vessel and no fix: no history of fixes is stored (ocean keeps each
 * hull's latest), so the sea-distance term cannot be replayed, nor the congestion wait it adds.
 */
export function replayArrival(a: PastCall, history: HistoryThen, horizonDays: number): Replay | null {
  const at = replayMoment(a, horizonDays);
  const carrierEta = carrierEtaAt(a, at);
  const v = predictArrival({
    now: at,
    status: 'in_transit',
    arrivedAt: null,
    carrierEta,
    vesselImo: null,
    fix: null,
    congestion: null,
    laneHistory: history.laneHistory,
    carrierHistory: history.carrierHistory,
  });
  if (!('prediction' in v)) return null;
  const actual = a.actualArrival.getTime();
  const p = v.prediction;
  return {
    oursHours: Math.abs(p.p50.getTime() - actual) / HOUR,
    carrierHours: Math.abs(carrierEta.getTime() - actual) / HOUR,
    inside: p.p10.getTime() <= actual && actual <= p.p90.getTime(),
  };
}

export interface ReplaySummary {
  arrivals: number;
  /** Mean absolute error of our p50 and of the carrier's ETA, hours to one decimal; null without arrivals. */
  maeOursHours: number | null;
  maeCarrierHours: number | null;
  /** Share of arrivals inside p10–p90, percent to one decimal; null without arrivals. */
  coveragePct: number | null;
}

/** The replays' mean absolute errors and coverage. */
export function summariseReplays(replays: readonly (Replay | null)[]): ReplaySummary {
  const done = replays.filter((r): r is Replay => r !== null);
  const n = done.length;
  const mean = (f: (r: Replay) => number) =>
    n ? Math.round((done.reduce((s, r) => s + f(r), 0) / n) * 10) / 10 : null;
  return {
    arrivals: n,
    maeOursHours: mean((r) => r.oursHours),
    maeCarrierHours: mean((r) => r.carrierHours),
    coveragePct: n ? Math.round((done.filter((r) => r.inside).length / n) * 1000) / 10 : null,
  };
}
