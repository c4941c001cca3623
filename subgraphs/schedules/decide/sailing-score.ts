// best_sailings' ranking: the sailings whose documentation cut-off the cargo can still make,
// each scored on transit (against the fastest), the carrier's on-time share and the slack
// before its cut-off, weighted as asked; best first, then the earlier departure, then by id.
import { AppError } from '../../../platform/errors.js';
import type { CarrierStatsRow } from '../store/index.js';
import { MIN_OBS, pct } from './rules.js';
import { iso, round1, round3 } from './figures.js';
import type { Route } from './routes.js';

const HOUR_MS = 3_600_000;
/** A route without a documentation cut-off is taken to close this long before departure. */
const DEFAULT_CUTOFF_HOURS = 72;
/** Slack before the cut-off at which the cut-off score is full (1). */
const FULL_SLACK_HOURS = 72;

export interface SailingWeights {
  transit: number;
  reliability: number;
  cutoff: number;
}

/** The weights as given (transit 0.4, reliability 0.4, cutoff 0.2 by default), scaled to sum to 1. */
export function sailingWeights(given: Partial<Record<keyof SailingWeights, number | null>> | null | undefined) {
  const raw = {
    transit: given?.transit ?? 0.4,
    reliability: given?.reliability ?? 0.4,
    cutoff: given?.cutoff ?? 0.2,
  };
  if (Object.values(raw).some((v) => !(v >= 0) || v > 100))
    throw new AppError('VALIDATION_ERROR', 'weights must be numbers from 0 to 100');
  const sum = raw.transit + raw.reliability + raw.cutoff;
  if (sum <= 0) throw new AppError('VALIDATION_ERROR', 'at least one weight must be above 0');
  return { transit: raw.transit / sum, reliability: raw.reliability / sum, cutoff: raw.cutoff / sum };
}

/** A carrier's on-time share as scored, and what it was measured on. */
export interface ReliabilityBasis {
  pct: number | null;
  basis: 'lane' | 'carrier' | 'none';
}

/** On the lane when observed enough there, else over all the carrier's sailings, else none. */
export function reliabilityBasis(
  carriers: readonly string[],
  onLane: readonly CarrierStatsRow[],
  overall: readonly (CarrierStatsRow | null)[],
): Map<string, ReliabilityBasis> {
  const lane = new Map(onLane.map((s) => [s.carrier_scac, s]));
  const basis = new Map<string, ReliabilityBasis>();
  carriers.forEach((c, i) => {
    const l = lane.get(c);
    const o = overall[i];
    if (l && l.observations >= MIN_OBS) basis.set(c, { pct: pct(l.on_time, l.observations), basis: 'lane' });
    else if (o && o.observations >= MIN_OBS) basis.set(c, { pct: pct(o.on_time, o.observations), basis: 'carrier' });
    else basis.set(c, { pct: null, basis: 'none' });
  });
  return basis;
}

/** The routes whose documentation cut-off is not before `readyAt`, with that cut-off. */
export function feasibleSailings(routes: readonly Route[], readyAt: Date) {
  return routes
    .map((r) => ({
      r,
      cutoff: new Date(
        r.cutoffs.documentation_at ??
          new Date(Date.parse(r.departure_at) - DEFAULT_CUTOFF_HOURS * HOUR_MS).toISOString(),
      ),
    }))
    .filter((x) => x.cutoff.getTime() >= readyAt.getTime());
}

/** The feasible sailings scored and ranked (rank from 1), best first. */
function rankSailings(
  feasible: ReturnType<typeof feasibleSailings>,
  readyAt: Date,
  weights: SailingWeights,
  basis: ReadonlyMap<string, ReliabilityBasis>,
) {
  const fastest = Math.min(...feasible.map((x) => x.r.transit_days));
  const scored = feasible.map(({ r, cutoff }) => {
    const rel = basis.get(r.carrier_code)!;
    const slack = (cutoff.getTime() - readyAt.getTime()) / HOUR_MS;
    const s = {
      transit_score: round3(fastest / Math.max(r.transit_days, 0.1)),
      reliability_score: rel.pct === null ? 0.5 : Math.round(rel.pct * 10) / 1000,
      cutoff_score: round3(Math.min(1, slack / FULL_SLACK_HOURS)),
    };
    const score = round3(
      weights.transit * s.transit_score + weights.reliability * s.reliability_score + weights.cutoff * s.cutoff_score,
    );
    return {
      rank: 0,
      score,
      ...s,
      reliability_basis: rel.basis,
      on_time_pct: rel.pct,
      cutoff_slack_hours: round1(slack),
      route: r,
    };
  });
  scored.sort(
    (x, y) =>
      y.score - x.score ||
      Date.parse(x.route.departure_at) - Date.parse(y.route.departure_at) ||
      (x.route.id < y.route.id ? -1 : 1),
  );
  scored.forEach((s, i) => (s.rank = i + 1));
  return scored;
}

/** What best_sailings was asked: the lane, when the cargo is ready, the weights, how many. */
export interface SailingQuestion {
  lane: { origin: string; destination: string };
  readyAt: Date;
  weights: SailingWeights;
  limit: number;
}

/** best_sailings' answer: the first `limit` of the ranking, the weights as used (three decimals). */
export function bestSailingsAnswer(
  q: SailingQuestion,
  feasible: ReturnType<typeof feasibleSailings>,
  basis: ReadonlyMap<string, ReliabilityBasis>,
) {
  const { transit, reliability, cutoff } = q.weights;
  return {
    ...q.lane,
    ready_at: iso(q.readyAt),
    weights: { transit: round3(transit), reliability: round3(reliability), cutoff: round3(cutoff) },
    considered: feasible.length,
    items: rankSailings(feasible, q.readyAt, q.weights, basis).slice(0, q.limit),
  };
}
