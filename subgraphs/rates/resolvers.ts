import type { SubgraphContext } from '../../platform/subgraph.js';
import { laneRates, type LaneRateRow } from './store.js';

export const resolvers = {
  Query: {
    lane_rates: (_: unknown, a: { origin: string; destination: string }, ctx: SubgraphContext) =>
      laneRates(ctx.services.db, a.origin.toUpperCase(), a.destination.toUpperCase()),
  },
  LaneRate: {
    origin_port: (r: LaneRateRow) => ({ unlocode: r.origin_unlocode }),
    destination_port: (r: LaneRateRow) => ({ unlocode: r.destination_unlocode }),
  },
};
