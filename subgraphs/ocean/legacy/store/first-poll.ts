// The first-poll lease of a freshly registered record, for the live resolve of a held request.
import type { Queryable } from '../../../../platform/db.js';
import type { ClaimedRow } from '../../store/index.js';

/**
 * Leases a registered record that has never been polled and is not backing off after a failed
 * poll, for the live resolve of a held request (like ocean's store.claimOne, without marking a
 * manual recheck). Null when another worker or process holds it, or it is not due.
 */
export async function claimFirstPoll(
  q: Queryable,
  orgId: string,
  id: string,
  now: Date,
  token: string,
  leaseUntil: Date,
): Promise<ClaimedRow | null> {
  const r = await q.query<ClaimedRow>(
    `UPDATE ocean.containers c SET lease_token = $4, lease_until = $5
      WHERE c.id = (SELECT id FROM ocean.containers
                     WHERE org_id = $1 AND id = $2 AND add_state = 'active' AND archived_at IS NULL AND last_polled_at IS NULL
                       AND (next_poll_at IS NULL OR next_poll_at <= $3)
                       AND (lease_until IS NULL OR lease_until < $3)
                     FOR UPDATE SKIP LOCKED)
     RETURNING c.id, c.org_id, c.identifier, c.identifier_type, c.carrier_scac, c.registered_at, c.added_at, c.lease_token`,
    [orgId, id, now, token, leaseUntil],
  );
  return r.rows[0] ?? null;
}
