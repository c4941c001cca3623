// Lane.shipments (schema.graphql): the caller organisation's shipments on a port pair, added up.
import type { RecordRow } from '../loaders.js';
import type * as store from '../store/index.js';

type Row = RecordRow;

/**
 * The organisation's shipments on a lane: records, those in transit, demurrage (the records'
 * own figures), and the arrival delay of the boxes that arrived against the first ETA ever seen
 * for them (the original promise; later ETAs already carry the slip).
 */
export function laneShipments(records: readonly Row[], boxes: readonly store.BoxRow[]) {
  const delays = boxes
    .filter((b) => b.arrived_at && b.first_eta)
    .map((b) => (new Date(b.arrived_at!).getTime() - new Date(b.first_eta!).getTime()) / 86_400_000);
  const accrued = records.filter((r) => r.dem.accrued_usd !== null);
  return {
    count: records.length,
    in_transit: records.filter((r) => r.status === 'in_transit').length,
    arrivals_measured: delays.length,
    avg_arrival_delay_days: delays.length
      ? Math.round((delays.reduce((s, d) => s + d, 0) / delays.length) * 10) / 10
      : null,
    demurrage_at_risk: records.filter((r) => r.dem.at_risk).length,
    demurrage_accrued_usd: accrued.length ? accrued.reduce((s, r) => s + r.dem.accrued_usd!, 0) : null,
    containers: records,
  };
}
