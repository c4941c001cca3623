// The demo organisation `npm start` prints keys for: paid plan, every entitlement, one key
// per product prefix. Keys are stored only as hashes, so each start mints fresh ones and revokes
// the demo keys of earlier starts (a persistent database keeps one working set, the printed one).
import type { Services } from '../platform/services.js';
import type { SubgraphModule } from '../platform/subgraph.js';
import {
  createKey,
  createOrganisation,
  revokeLabelledKeys,
  findOrganisationByName,
  grantEntitlement,
  KEY_PREFIXES,
  type KeyPrefix,
} from '../subgraphs/accounts/store.js';

export const DEMO_ORG_NAME = 'Demo Freight Co';
const DEMO_KEY_LABEL = 'demo';

export async function seedDemo(
  services: Services,
  subgraphs: SubgraphModule[],
): Promise<{ orgId: string; keys: Record<KeyPrefix, string> }> {
  const { db } = services;
  const orgId = (
    (await findOrganisationByName(db, DEMO_ORG_NAME)) ?? (await createOrganisation(db, DEMO_ORG_NAME, 'paid'))
  ).id;
  for (const e of ['air_cargo', 'schedules', 'freight_rates'] as const) await grantEntitlement(db, orgId, e, null);
  await revokeLabelledKeys(db, orgId, DEMO_KEY_LABEL, services.clock.now());
  const keys = {} as Record<KeyPrefix, string>;
  for (const prefix of KEY_PREFIXES) keys[prefix] = (await createKey(db, orgId, prefix, { label: DEMO_KEY_LABEL })).key;
  for (const s of subgraphs) await s.seedDemo?.(services, orgId);
  return { orgId, keys };
}
