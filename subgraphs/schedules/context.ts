// What a schedules resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { SchedulesLoaders } from './loaders.js';
import type { LeagueEntry, PortCongestion, ReliabilityFigures } from './generated/types.js';

export type SchedulesContext = Omit<SubgraphContext, 'loaders'> & { loaders: SchedulesLoaders };

// The parents the resolvers hand on where they differ from the schema's types (the mappers in
// wiring/dev/codegen.ts): entities by their keys, and figures whose computed_at the field resolver
// fills in when they were computed for this request rather than read from the read model.
export type CarrierKey = { scac: string };
export type PortKey = { unlocode: string };
export type LaneKey = { origin: string; destination: string };
type Computed<T extends { computed_at: string }, Resolved extends keyof T = never> = Omit<
  T,
  'computed_at' | Resolved
> & {
  computed_at?: string | null;
};
export type ReliabilityFiguresParent = Computed<ReliabilityFigures>;
// A league entry's monthly trend is read by its own resolver.
export type LeagueEntryParent = Computed<LeagueEntry, 'monthly'>;
export type PortCongestionParent = Computed<PortCongestion>;
