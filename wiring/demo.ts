// The demo organisation `npm start` prints keys for: paid plan, every entitlement, one key
// per product prefix. Keys are stored only as hashes, so each start mints fresh ones.
import type { Services } from '../platform/services.js';
import type { SubgraphModule } from '../platform/subgraph.js';
import {
  createKey,
  createOrganisation,
  findOrganisationByName,
  grantEntitlement,
  KEY_PREFIXES,
  type KeyPrefix,
} from '../subgraphs/accounts/store.js';

export const DEMO_ORG_NAME = 'Demo Freight Co';

export async function seedDemo(
  services: Services,
  subgraphs: SubgraphModule[],
): Promise<{ orgId: string; keys: Record<KeyPrefix, string> }> {
  const { db } = services;
  const orgId = (
    (await findOrganisationByName(db, DEMO_ORG_NAME)) ?? (await createOrganisation(db, DEMO_ORG_NAME, 'paid'))
  ).id;
  for (const e of ['air_cargo', 'schedules', 'freight_rates'] as const) await grantEntitlement(db, orgId, e, null);
  const keys = {} as Record<KeyPrefix, string>;
  for (const prefix of KEY_PREFIXES) keys[prefix] = (await createKey(db, orgId, prefix, { label: 'demo' })).key;
  for (const s of subgraphs) await s.seedDemo?.(services, orgId);
  return { orgId, keys };
}
