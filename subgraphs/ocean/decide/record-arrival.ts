// A record's predicted arrival: its row (as read, or as a poll is about to write it), its vessel's
// fix and schedules' evidence turned into the model's inputs (decide/predicted-arrival.ts), and,
// on a poll, whether the new prediction raises eta_changed. Pure.
import type { RefData } from '../store/reference-data.js';
import type { ContainerRow, Raise } from '../store/index.js';
import {
  predictArrival,
  predictedArrivalField,
  predictionMoved,
  type ArrivalVerdict,
  type DelayHistory,
} from './predicted-arrival.js';
import { remainingSeaNm } from './remaining-route.js';

/** What schedules knows for the record's carrier and destination (use-cases/predict-arrival.ts reads it). */
export interface ArrivalEvidence {
  laneHistory: DelayHistory | null;
  carrierHistory: DelayHistory | null;
  congestion: { waitHours: number; observedAt: Date } | null;
}

/** The vessel's latest AIS fix as the read paths join it. */
export interface FixColumns {
  vp_imo: string | null;
  vp_lat: number | null;
  vp_lng: number | null;
  vp_speed_knots: number | null;
  vp_fix_at: Date | null;
}

type ArrivalRecord = Pick<
  ContainerRow,
  | 'status'
  | 'eta'
  | 'eta_is_estimated'
  | 'current_vessel_imo'
  | 'route_ports'
  | 'origin_unlocode'
  | 'destination_unlocode'
>;

/** The record's route as placed ports, ending at its destination. */
function routeOf(c: ArrivalRecord, ref: RefData) {
  const codes = c.route_ports?.length ? [...c.route_ports] : [c.origin_unlocode, c.destination_unlocode];
  if (c.destination_unlocode && codes[codes.length - 1] !== c.destination_unlocode) codes.push(c.destination_unlocode);
  return codes
    .filter((u): u is string => !!u)
    .map((u) => {
      const p = ref.portByCode.get(u);
      return { unlocode: u, lat: p?.lat ?? null, lng: p?.lng ?? null };
    });
}

/** The model's verdict on one record; the fix counts only when it is of the record's vessel. */
export function recordArrival(
  c: ArrivalRecord,
  fix: FixColumns | null,
  evidence: ArrivalEvidence,
  ref: RefData,
  now: Date,
): ArrivalVerdict {
  const f = fix && c.current_vessel_imo && fix.vp_imo === c.current_vessel_imo ? fix : null;
  const placed = f && f.vp_lat !== null && f.vp_lng !== null && f.vp_fix_at !== null;
  return predictArrival({
    now,
    status: c.status,
    arrivedAt: c.eta_is_estimated === false ? c.eta : null,
    carrierEta: c.eta_is_estimated === false ? null : c.eta,
    vesselImo: c.current_vessel_imo,
    fix: placed
      ? {
          at: f.vp_fix_at!,
          speedKnots: f.vp_speed_knots ?? 0,
          remainingNm: remainingSeaNm(routeOf(c, ref), { lat: f.vp_lat!, lng: f.vp_lng! }),
        }
      : null,
    ...evidence,
  });
}

/**
 * On a poll: the p50 to keep as last told, and whether eta_changed is raised for the prediction
 * alone (the carrier's ETA did not move, ours moved ≥ 12 h from the p50 last told). The first
 * prediction is kept without raising (as the baseline answer raises nothing).
 */
function predictionOnPoll(
  previousP50: Date | null,
  v: ArrivalVerdict,
  carrierEtaRaised: boolean,
): { keep: Date | null; raise: boolean } {
  const p50 = 'prediction' in v ? v.prediction.p50 : null;
  if (!p50) return { keep: null, raise: false };
  const raise = !carrierEtaRaised && predictionMoved(previousP50, p50);
  return { keep: raise || carrierEtaRaised || !previousP50 ? p50 : previousP50, raise };
}

/**
 * A poll's predicted arrival, from the record as the poll will write it (`after`), and what it
 * does to the record's events: the carrier's eta_changed carries it beside the carrier's ETA, and
 * a prediction moving ≥ 12 h from the p50 last told raises eta_changed of its own (`reason`
 * prediction_moved). No evidence read (a test's poll): nothing is predicted, nothing changes.
 */
export function pollPrediction(
  before: Pick<ContainerRow, 'predicted_p50' | 'eta'>,
  after: ArrivalRecord,
  arrival: { evidence: ArrivalEvidence; fix: FixColumns | null } | undefined,
  ctx: { ref: RefData; now: Date; baseline: boolean; raises: readonly Raise[]; base: Record<string, unknown> },
): { predicted_p50?: Date | null; raises: Raise[] } {
  if (!arrival) return { raises: [...ctx.raises] };
  const v = recordArrival(after, arrival.fix, arrival.evidence, ctx.ref, ctx.now);
  const field = predictedArrivalField(v);
  const carrierRaised = ctx.raises.some((r) => r.type === 'eta_changed');
  const { keep, raise } = predictionOnPoll(before.predicted_p50, v, carrierRaised);
  const raises = ctx.raises.map((r) =>
    r.type === 'eta_changed' ? { ...r, data: { ...r.data, predicted_arrival: field } } : r,
  );
  if (raise && !ctx.baseline && field)
    raises.push({
      type: 'eta_changed',
      data: {
        ...ctx.base,
        reason: 'prediction_moved',
        previous_eta: before.eta?.toISOString() ?? null,
        eta: after.eta?.toISOString() ?? null,
        delta_hours: 0,
        previous_predicted_p50: before.predicted_p50!.toISOString(),
        predicted_arrival: field,
      },
    });
  return { predicted_p50: keep, raises };
}
