// Archiving a record at the caller's request (Mutation.archive_container): it stops being polled
// and frees its container slot; archiving it again changes nothing.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';

/** False when the organisation has no such record. */
export async function archive(services: Services, orgId: string, id: string): Promise<boolean> {
  const row = await store.activeRecordState(services.db, orgId, id);
  if (!row) return false;
  if (row.archived_at) return true;
  await services.db.tx((tx) => store.archiveRecord(tx, orgId, id, 'deleted_by_caller', services.clock.now()));
  return true;
}
