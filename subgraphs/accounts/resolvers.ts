// The caller's organisation: its entitlements as its token carries them, and its API keys.
import { requireOrg } from '../../platform/subgraph.js';
import { entitlementState } from '../../platform/access.js';
import type { Entitlement } from '../../platform/context.js';
import type { Organisation } from './store/index.js';
import type { AccountsContext } from './context.js';
import type { QueryResolvers } from './generated/resolvers.js';

type Ctx = AccountsContext;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const resolvers = {
  Query: {
    me: (_, __, ctx) => ctx.loaders.organisation.load(requireOrg(ctx)),
  } satisfies QueryResolvers,
  Organisation: {
    // Another organisation's id resolves to nothing: entities are scoped like every keyed read.
    __resolveReference: (ref: { id: string }, ctx: Ctx) =>
      ref.id === requireOrg(ctx) ? ctx.loaders.organisation.load(ref.id) : null,
    entitlements: (_org: Organisation, _: unknown, ctx: Ctx) => {
      const p = ctx.principal!;
      const now = ctx.services.clock.now();
      return Object.entries(p.entitlements).map(([name, exp]) => ({
        name,
        expires_at: exp ?? null,
        active: entitlementState(p, name as Entitlement, now) === 'active',
      }));
    },
    api_keys: async (org: Organisation, _: unknown, ctx: Ctx) =>
      (await ctx.loaders.apiKeys.load(org.id)).map((k) => ({
        ...k,
        created_at: iso(k.created_at),
        expires_at: iso(k.expires_at),
        revoked_at: iso(k.revoked_at),
      })),
  },
};
