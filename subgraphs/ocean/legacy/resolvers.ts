import type { SubgraphContext } from '../../../platform/subgraph.js';
import { requireOrg } from '../../../platform/subgraph.js';
import { legacyTracking, type LegacyResult } from './use-cases/track.js';

export const legacyResolvers = {
  // The REST adapter's view: `data` as one JSON leaf (the typed `data` resolves field by field).
  LegacyTrackingResult: {
    data_json: (r: LegacyResult) => r.data,
    // Deprecated for one release (CHANGELOG.md): the REST adapter sends the same versions as the
    // legacy surface's API-Version and X-Schema-Version headers.
    api_version: () => 'v3',
    schema_version: () => 'legacy-compat/1',
  },
  Mutation: {
    legacy_tracking: (_: unknown, a: { number: string }, ctx: SubgraphContext) => {
      requireOrg(ctx);
      return legacyTracking(ctx.services, ctx.principal!, a.number);
    },
  },
};
