// The supergraph's Lane as ocean extends it (schema.graphql): the caller organisation's shipments
// on a port pair and since when it ships on it.
import { requireOrg } from '../../../platform/subgraph.js';
import type { OceanContext } from '../context.js';
import type { RecordRow } from '../loaders.js';
import * as store from '../store/index.js';

type Ctx = OceanContext;
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

/** The supergraph's lane (rates owns it): the caller organisation's own shipments on it. */
export const Lane = {
  __resolveReference: (l: store.LaneKey) => ({ origin: l.origin, destination: l.destination }),
  shipments: async (l: store.LaneKey, _: unknown, ctx: Ctx) => {
    requireOrg(ctx);
    const records: Row[] = await ctx.loaders.laneRecords.load(l);
    const boxes: (store.BoxRow[] | Error)[] = await ctx.loaders.boxes.loadMany(records.map((r) => r.id));
    return laneShipments(
      records,
      boxes.flatMap((b) => {
        if (b instanceof Error) throw b;
        return b;
      }),
    );
  },
  // From shipping_lanes' own row when it carries it; otherwise from the lane's records.
  tracked_since: async (l: store.LaneKey & { tracked_since?: string }, _: unknown, ctx: Ctx) => {
    requireOrg(ctx);
    if (l.tracked_since) return l.tracked_since;
    const records: Row[] = await ctx.loaders.laneRecords.load(l);
    const added = records.map((r) => r.added_at.getTime());
    return added.length ? new Date(Math.min(...added)).toISOString() : null;
  },
};
