import type { SubgraphContext } from '../../../platform/subgraph.js';
import { requireOrg } from '../../../platform/subgraph.js';
import { legacyTracking } from './service.js';

export const legacyResolvers = {
  Mutation: {
    legacy_tracking: (_: unknown, a: { number: string }, ctx: SubgraphContext) => {
      requireOrg(ctx);
      return legacyTracking(ctx.services, ctx.principal!, a.number);
    },
  },
};
