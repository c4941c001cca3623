// Endpoints' signing keys at rest: rotated in place, and the unsealed digests of earlier versions sealed.
import { isUuid, type Db, type Queryable } from '../../../platform/db.js';
import type { EndpointKeys } from './lease-cycle.js';

/**
 * Replaces the caller's endpoint's signing key in one transaction: `next(current)` gets the row's
 * current key (locked) and answers the new sealed key and the one that stays valid until `until`
 * (the key before the current one is dropped). Null when the endpoint is not the caller's.
 */
export async function rotateSigningKey(
  db: Db,
  orgId: string,
  product: string,
  id: string,
  next: (current: Pick<EndpointKeys, 'signing_key' | 'secret_hash'>) => {
    signingKey: string;
    previous: string | null;
    until: Date | null;
  },
): Promise<{ id: string; previous_key_until: Date | null } | null> {
  if (!isUuid(id)) return null;
  return db.tx(async (tx) => {
    const cur = (
      await tx.query<Pick<EndpointKeys, 'signing_key' | 'secret_hash'>>(
        `SELECT signing_key, secret_hash FROM webhooks.endpoints WHERE id = $1 AND org_id = $2 AND product = $3 FOR UPDATE`,
        [id, orgId, product],
      )
    ).rows[0];
    if (!cur) return null;
    const n = next(cur);
    const r = await tx.query<{ id: string; previous_key_until: Date | null }>(
      `UPDATE webhooks.endpoints SET signing_key = $2, secret_hash = NULL, previous_signing_key = $3, previous_key_until = $4
        WHERE id = $1 RETURNING id, previous_key_until`,
      [id, n.signingKey, n.previous, n.until],
    );
    return r.rows[0]!;
  });
}

/** Endpoints of earlier versions, whose key is still the unsealed digest (migration 006). */
export async function unsealedEndpoints(db: Queryable): Promise<{ id: string; secret_hash: string }[]> {
  return (
    await db.query<{ id: string; secret_hash: string }>(
      'SELECT id, secret_hash FROM webhooks.endpoints WHERE signing_key IS NULL AND secret_hash IS NOT NULL',
    )
  ).rows;
}

/** Stores sealed keys in place of legacy digests (one statement). */
export async function storeSealedKeys(db: Queryable, sealed: { id: string; signing_key: string }[]): Promise<void> {
  if (!sealed.length) return;
  await db.query(
    `UPDATE webhooks.endpoints e SET signing_key = s.signing_key, secret_hash = NULL
       FROM jsonb_to_recordset($1::jsonb) AS s(id uuid, signing_key text)
      WHERE e.id = s.id AND e.signing_key IS NULL`,
    [JSON.stringify(sealed)],
  );
}
