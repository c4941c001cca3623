// Predicted arrival (docs/ocean.md, "Predicted arrival"): p10 / p50 / p90 instants for a box's
// arrival at its destination, from what a real deployment holds — the vessel's latest AIS fix and
// the sea distance left, the destination's congestion wait, the carrier's published ETA and the
// carrier's arrival delays at the port (or over all its ports). Pure: what was read goes in, with
// `now`; nothing here knows the sandbox (test/ocean/predicted-arrival.unit.test.ts checks it).

const HOUR = 3_600_000;

/** Arrivals a delay distribution needs before its quantiles are used. */
const MIN_HISTORY = 30;
/** A fix older than this does not say where the vessel is now. */
const MAX_FIX_AGE_HOURS = 24;
/** Below this speed over ground the vessel is not making way (anchored, drifting, manoeuvring). */
const MIN_SPEED_KNOTS = 5;
/** Beyond this much sailing left, calls on the way make the sea distance a poor clock. */
const PHYSICS_HORIZON_HOURS = 72;
/** A congestion reading older than this is not today's wait. */
const MAX_CONGESTION_AGE_HOURS = 72;
/** A prediction that moves this much raises eta_changed. */
const MOVE_HOURS = 12;
/** Without a usable history: a band around the carrier's ETA (early, late), in hours. */
const DEFAULT_BAND: readonly [number, number] = [12, 36];

/** Arrival delays in hours (actual − the carrier's estimate), as quantiles over a window. */
export interface DelayHistory {
  observations: number;
  p10: number;
  p50: number;
  p90: number;
}

export interface ArrivalInputs {
  now: Date;
  /** The record's status (docs/ocean.md, Status). */
  status: string;
  /** When the box arrived at its destination, once it has. */
  arrivedAt: Date | null;
  /** The carrier's current ETA at the destination (null until it publishes one). */
  carrierEta: Date | null;
  /** The vessel the box is on (null when not on board). */
  vesselImo: string | null;
  /** The vessel's latest AIS fix and the sea distance left from it to the destination. */
  fix: { at: Date; speedKnots: number; remainingNm: number | null } | null;
  /** The destination's latest congestion reading (expected wait before berthing). */
  congestion: { waitHours: number; observedAt: Date } | null;
  /** The carrier's delays at the destination port, then over all its ports (the fallback). */
  laneHistory: DelayHistory | null;
  carrierHistory: DelayHistory | null;
}

type PredictionBasis = 'ais_fix' | 'carrier_eta_history' | 'carrier_eta';
type NoPredictionReason = 'delivered' | 'arrived' | 'no_vessel' | 'no_fix';

interface Prediction {
  basis: PredictionBasis;
  p10: Date;
  p50: Date;
  p90: Date;
  carrierEta: Date | null;
  computedAt: Date;
  /** What was used, for field_provenance. */
  used: {
    fixAgeHours: number | null;
    remainingNm: number | null;
    congestionWaitHours: number | null;
    history: { scope: 'lane' | 'carrier'; observations: number } | null;
  };
}

export type ArrivalVerdict = { prediction: Prediction } | { none: NoPredictionReason };

const at = (ms: number) => new Date(Math.round(ms / 60_000) * 60_000);

function historyOf(i: ArrivalInputs): { h: DelayHistory; scope: 'lane' | 'carrier' } | null {
  if (i.laneHistory && i.laneHistory.observations >= MIN_HISTORY) return { h: i.laneHistory, scope: 'lane' };
  if (i.carrierHistory && i.carrierHistory.observations >= MIN_HISTORY)
    return { h: i.carrierHistory, scope: 'carrier' };
  return null;
}

function congestionWait(i: ArrivalInputs): number | null {
  const c = i.congestion;
  if (!c || (i.now.getTime() - c.observedAt.getTime()) / HOUR > MAX_CONGESTION_AGE_HOURS) return null;
  return Math.max(0, c.waitHours);
}

/** The fix when it places a vessel under way with a known distance left; else null. */
function usableFix(i: ArrivalInputs): { ageHours: number; sailHours: number; remainingNm: number } | null {
  const f = i.fix;
  if (!i.vesselImo || !f || f.remainingNm === null) return null;
  const ageHours = (i.now.getTime() - f.at.getTime()) / HOUR;
  if (ageHours > MAX_FIX_AGE_HOURS || ageHours < 0 || f.speedKnots < MIN_SPEED_KNOTS) return null;
  return { ageHours, sailHours: f.remainingNm / f.speedKnots, remainingNm: f.remainingNm };
}

/** Carrier ETA shifted by the history's delays: the centre and the band. */
function fromCarrier(eta: Date, hist: DelayHistory | null): { p10: number; p50: number; p90: number } {
  const t = eta.getTime();
  if (!hist) return { p10: t - DEFAULT_BAND[0] * HOUR, p50: t, p90: t + DEFAULT_BAND[1] * HOUR };
  return { p10: t + hist.p10 * HOUR, p50: t + hist.p50 * HOUR, p90: t + hist.p90 * HOUR };
}

/**
 * The sea distance at the recent speed, plus the wait: sure near arrival, a ±10 % band of the
 * sailing left (at least 3 h) and half the wait again late (waits vary).
 */
function fromFix(fixAt: Date, sailHours: number, waitHours: number) {
  const p50 = fixAt.getTime() + (sailHours + waitHours) * HOUR;
  const band = Math.max(3, 0.1 * sailHours) * HOUR;
  return { p10: p50 - band, p50, p90: p50 + band + 0.5 * waitHours * HOUR };
}

/**
 * The fallback chain: ended or arrived → none; a fresh fix under way with ≤ 72 h of sailing left
 * → the sea distance (blended with the carrier's ETA shifted by its history, weight by the
 * sailing left, when there is one); else the carrier's ETA shifted by its delay history at the
 * port, or over all its ports; else the carrier's ETA with a default band; else none (no vessel,
 * or on a vessel without a fix).
 */
export function predictArrival(i: ArrivalInputs): ArrivalVerdict {
  if (i.status === 'delivered' || i.status === 'returned_empty') return { none: 'delivered' };
  if (i.arrivedAt || i.status === 'discharged' || i.status === 'available') return { none: 'arrived' };
  const hist = historyOf(i);
  const wait = congestionWait(i);
  const fix = usableFix(i);
  const used = {
    fixAgeHours: fix ? Math.round(fix.ageHours * 10) / 10 : null,
    remainingNm: fix ? Math.round(fix.remainingNm) : null,
    congestionWaitHours: wait,
    history: hist ? { scope: hist.scope, observations: hist.h.observations } : null,
  };
  const out = (basis: PredictionBasis, q: { p10: number; p50: number; p90: number }): ArrivalVerdict => ({
    prediction: {
      basis,
      // Never before now: a box still at sea has not arrived yet.
      p10: at(Math.max(q.p10, i.now.getTime())),
      p50: at(Math.max(q.p50, i.now.getTime())),
      p90: at(Math.max(q.p90, q.p50, i.now.getTime())),
      carrierEta: i.carrierEta,
      computedAt: i.now,
      used: basis === 'ais_fix' ? used : { ...used, fixAgeHours: null, remainingNm: null },
    },
  });
  if (fix && (fix.sailHours <= PHYSICS_HORIZON_HOURS || !i.carrierEta)) {
    const sea = fromFix(i.fix!.at, fix.sailHours, wait ?? 0);
    if (!i.carrierEta || fix.sailHours <= PHYSICS_HORIZON_HOURS / 3) return out('ais_fix', sea);
    // Between one and three days out the two clocks are blended, the sea distance more the nearer.
    const w = 1 - (fix.sailHours - PHYSICS_HORIZON_HOURS / 3) / (PHYSICS_HORIZON_HOURS * (2 / 3));
    const car = fromCarrier(i.carrierEta, hist?.h ?? null);
    const mix = (a: number, b: number) => w * a + (1 - w) * b;
    return out('ais_fix', { p10: mix(sea.p10, car.p10), p50: mix(sea.p50, car.p50), p90: mix(sea.p90, car.p90) });
  }
  if (i.carrierEta)
    return out(hist ? 'carrier_eta_history' : 'carrier_eta', fromCarrier(i.carrierEta, hist?.h ?? null));
  return { none: i.vesselImo ? 'no_fix' : 'no_vessel' };
}

/** Whether a new prediction moved far enough from the last one raised to tell subscribers. */
export function predictionMoved(previousP50: Date | null, p50: Date | null): boolean {
  if (!previousP50 || !p50) return false;
  return Math.abs(p50.getTime() - previousP50.getTime()) >= MOVE_HOURS * HOUR;
}

/** Quantiles of a sample (linear interpolation, as percentile_cont): the backtest's and tests' summary. */
export function delayQuantiles(delaysHours: readonly number[]): DelayHistory | null {
  if (!delaysHours.length) return null;
  const s = [...delaysHours].sort((a, b) => a - b);
  const q = (p: number) => {
    const x = p * (s.length - 1);
    const lo = Math.floor(x);
    return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (x - lo);
  };
  return { observations: s.length, p10: q(0.1), p50: q(0.5), p90: q(0.9) };
}

const NONE_EVIDENCE: Record<NoPredictionReason, string> = {
  delivered: 'The shipment has ended.',
  arrived: 'The box has arrived at its destination.',
  no_vessel: 'The box is not on a vessel and the carrier has published no ETA.',
  no_fix: 'No usable AIS fix for the vessel and the carrier has published no ETA.',
};

/** The field_provenance entry of predicted_arrival: the inputs used, or why there is none. */
export function predictionProvenance(v: ArrivalVerdict, source: string) {
  if ('none' in v)
    return {
      state: v.none === 'delivered' || v.none === 'arrived' ? 'not_applicable' : 'awaiting_carrier',
      action: v.none === 'delivered' || v.none === 'arrived' ? 'do_not_expect' : 'wait',
      source,
      confidence: 'high',
      evidence: NONE_EVIDENCE[v.none],
      reason: v.none,
    } as const;
  const u = v.prediction.used;
  const parts = [
    u.fixAgeHours !== null
      ? `AIS fix ${u.fixAgeHours} h old, ${u.remainingNm} nm of sea route left`
      : 'no AIS fix used',
    u.congestionWaitHours !== null ? `destination wait ${u.congestionWaitHours} h` : 'no congestion reading',
    u.history
      ? `${u.history.observations} past arrivals of the carrier ${u.history.scope === 'lane' ? 'at this port' : 'at all its ports'}`
      : `fewer than ${MIN_HISTORY} past arrivals`,
  ];
  return {
    state: 'resolved',
    action: 'none',
    source: 'freightgraph_model',
    confidence: v.prediction.basis === 'carrier_eta' ? 'low' : 'medium',
    evidence: `Predicted from ${v.prediction.basis}: ${parts.join('; ')}.`,
    basis: v.prediction.basis,
    inputs: {
      fix_age_hours: u.fixAgeHours,
      remaining_nm: u.remainingNm,
      congestion_wait_hours: u.congestionWaitHours,
      history_scope: u.history?.scope ?? null,
      history_depth: u.history?.observations ?? 0,
    },
  } as const;
}

/** The record's predicted_arrival field (schema.graphql PredictedArrival); null when there is none. */
export function predictedArrivalField(v: ArrivalVerdict) {
  if ('none' in v) return null;
  const p = v.prediction;
  return {
    p10: p.p10.toISOString(),
    p50: p.p50.toISOString(),
    p90: p.p90.toISOString(),
    carrier_eta: p.carrierEta?.toISOString() ?? null,
    delta_hours: p.carrierEta ? Math.round((p.p50.getTime() - p.carrierEta.getTime()) / 360_000) / 10 : null,
    computed_at: p.computedAt.toISOString(),
    basis: p.basis,
  };
}
