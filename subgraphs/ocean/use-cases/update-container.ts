// A caller's changes to a record (Mutation.update_container): checked (decide/record-patch.ts),
// then written.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { checkPatch } from '../decide/record-patch.js';
import type { ContainerPatch } from '../generated/types.js';

/** False when the organisation has no such record. */
export async function patch(services: Services, orgId: string, id: string, p: ContainerPatch): Promise<boolean> {
  const now = services.clock.now();
  return store.patchRecord(services.db, orgId, id, checkPatch(p, now), now);
}
