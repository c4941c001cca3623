// A tracked record's predicted arrival (docs/ocean.md, "Predicted arrival"): reads what the model
// needs that ocean does not hold — schedules' arrival delays and congestion readings, through
// schedules' own read (subgraphs/schedules/store/arrival-evidence.ts) — for many records in two
// statements, then decides with decide/predicted-arrival.ts. The loaders (one request) and the
// poller (eta_changed) both come here.
import type { Queryable } from '../../../platform/db.js';
import { arrivalDelayQuantiles, congestionAsOf } from '../../schedules/store/arrival-evidence.js';
import type { EnrichedContainerRow } from '../store/index.js';
import type { RefData } from '../store/reference-data.js';
import { predictArrival, type ArrivalVerdict, type DelayHistory } from '../decide/predicted-arrival.js';
import { remainingSeaNm } from '../decide/remaining-route.js';

/** The arrival history the delays are taken over (schedules' reliability window). */
const HISTORY_DAYS = 182;

export interface ArrivalKey {
  carrier: string | null;
  port: string | null;
}

export interface ArrivalEvidence {
  laneHistory: DelayHistory | null;
  carrierHistory: DelayHistory | null;
  congestion: { waitHours: number; observedAt: Date } | null;
}

export const arrivalKeyId = (k: ArrivalKey) => `${k.carrier ?? ''}|${k.port ?? ''}`;

/** Each key's delay histories and its port's congestion as of `at`: two statements for all of them. */
export async function readArrivalEvidence(
  db: Queryable,
  keys: readonly ArrivalKey[],
  at: Date,
): Promise<ArrivalEvidence[]> {
  const full = keys.filter((k): k is { carrier: string; port: string } => !!k.carrier && !!k.port);
  const ports = [...new Set(keys.map((k) => k.port).filter((p): p is string => !!p))];
  const from = new Date(at.getTime() - HISTORY_DAYS * 86_400_000);
  const [delays, congestion] = await Promise.all([
    arrivalDelayQuantiles(db, full, from, at),
    congestionAsOf(db, ports, at),
  ]);
  const delay = new Map(delays.map((d) => [`${d.carrier_scac}|${d.unlocode ?? ''}`, d]));
  const wait = new Map(congestion.map((c) => [c.unlocode, c]));
  const hist = (id: string): DelayHistory | null => {
    const d = delay.get(id);
    return d ? { observations: d.observations, p10: d.p10, p50: d.p50, p90: d.p90 } : null;
  };
  return keys.map((k) => {
    const c = k.port ? wait.get(k.port) : undefined;
    return {
      laneHistory: k.carrier && k.port ? hist(`${k.carrier}|${k.port}`) : null,
      carrierHistory: k.carrier ? hist(`${k.carrier}|`) : null,
      congestion: c ? { waitHours: c.wait_hours, observedAt: c.observed_at } : null,
    };
  });
}

export const arrivalKeyOf = (c: EnrichedContainerRow): ArrivalKey => ({
  carrier: c.carrier_scac,
  port: c.destination_unlocode,
});

/** The record's route as placed ports, ending at its destination. */
function routeOf(c: EnrichedContainerRow, ref: RefData) {
  const codes = c.route_ports?.length ? [...c.route_ports] : [c.origin_unlocode, c.destination_unlocode];
  if (c.destination_unlocode && codes[codes.length - 1] !== c.destination_unlocode) codes.push(c.destination_unlocode);
  return codes
    .filter((u): u is string => !!u)
    .map((u) => {
      const p = ref.portByCode.get(u);
      return { unlocode: u, lat: p?.lat ?? null, lng: p?.lng ?? null };
    });
}

/** The model's verdict on one record from its row, its evidence and the reference data. */
export function recordArrival(
  c: EnrichedContainerRow,
  evidence: ArrivalEvidence,
  ref: RefData,
  now: Date,
): ArrivalVerdict {
  const onBoard = !!c.current_vessel_imo && c.vp_lat !== null && c.vp_lng !== null && c.vp_fix_at !== null;
  return predictArrival({
    now,
    status: c.status,
    arrivedAt: c.eta_is_estimated === false ? c.eta : null,
    carrierEta: c.eta_is_estimated === false ? null : c.eta,
    vesselImo: c.current_vessel_imo,
    fix: onBoard
      ? {
          at: c.vp_fix_at!,
          speedKnots: c.vp_speed_knots ?? 0,
          remainingNm: remainingSeaNm(routeOf(c, ref), { lat: c.vp_lat!, lng: c.vp_lng! }),
        }
      : null,
    ...evidence,
  });
}
