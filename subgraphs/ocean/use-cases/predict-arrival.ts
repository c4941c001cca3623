// A tracked record's predicted arrival (docs/ocean.md, "Predicted arrival"): reads what the model
// needs that ocean does not hold — schedules' arrival delays and congestion readings, through
// schedules' own read (subgraphs/schedules/store/arrival-evidence.ts) — for many records in two
// statements; decide/record-arrival.ts then decides. The loaders (one request) and the poller
// (eta_changed) both read it here.
import type { Queryable } from '../../../platform/db.js';
import { arrivalDelayQuantiles, congestionAsOf } from '../../schedules/store/arrival-evidence.js';
import { containersByIds, type EnrichedContainerRow } from '../store/index.js';
import type { TrackingSnapshot } from '../connectors/types.js';
import type { DelayHistory } from '../decide/predicted-arrival.js';
import type { ArrivalEvidence, FixColumns } from '../decide/record-arrival.js';

export interface ArrivalKey {
  carrier: string | null;
  port: string | null;
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
  const [delays, congestion] = await Promise.all([arrivalDelayQuantiles(db, full, at), congestionAsOf(db, ports, at)]);
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

/**
 * What a poll's predicted arrival needs beyond the carrier's answer, read before its transaction:
 * the record's vessel fix as stored, and schedules' evidence for the answer's carrier and destination.
 */
export async function pollArrivalInputs(
  db: Queryable,
  row: { id: string; org_id: string; carrier_scac: string | null },
  snapshot: TrackingSnapshot,
  now: Date,
): Promise<{ evidence: ArrivalEvidence; fix: FixColumns | null }> {
  const [rec] = await containersByIds(db, row.org_id, [row.id]);
  const key = {
    carrier: snapshot.found ? snapshot.carrierScac : (rec?.carrier_scac ?? row.carrier_scac),
    port: snapshot.destinationUnlocode ?? rec?.destination_unlocode ?? null,
  };
  const [evidence] = await readArrivalEvidence(db, [key], now);
  return { evidence: evidence!, fix: rec ?? null };
}
