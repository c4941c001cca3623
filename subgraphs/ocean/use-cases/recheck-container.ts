// A caller's recheck (Mutation.recheck_container): the carrier asked again now, at most once
// every five minutes per record.
import { randomUUID } from 'node:crypto';
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { checkRecheck } from '../decide/recheck.js';
import { LEASE_SECONDS, pollClaimed } from './poll-record.js';

/** False when the organisation has no such record; RATE_LIMITED when it was rechecked under 5 minutes ago. */
export async function recheck(services: Services, orgId: string, id: string): Promise<boolean> {
  const { db, clock } = services;
  const row = await store.activeRecordState(db, orgId, id);
  if (!row) return false;
  const now = clock.now();
  checkRecheck(row, now);
  const token = randomUUID();
  const claimed = await db.tx((tx) =>
    store.claimOne(tx, orgId, id, now, token, new Date(now.getTime() + LEASE_SECONDS * 1000)),
  );
  // Another worker holds it right now: its poll is the recheck.
  if (claimed) await pollClaimed(services, claimed, now);
  return true;
}
