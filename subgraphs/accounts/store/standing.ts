// A caller's standing, each in one statement: a key with its organisation, plan limits and
// entitlements; an organisation's entitlements and recently revoked keys.
import { isUuid, type Queryable } from '../../../platform/db.js';
import type { Principal } from '../../../platform/context.js';
import type { KeyPrefix } from '../../../platform/access.js';

/** Organisation `o`'s entitlements as one JSON object (entitlement → expiry), in the one form tokens carry. */
const ENTITLEMENTS_OF_O = `coalesce((SELECT jsonb_object_agg(e.entitlement, e.expires_at)
              FROM accounts.entitlements e WHERE e.org_id = o.id), '{}'::jsonb)`;

export interface KeyRecord {
  keyId: string;
  prefix: KeyPrefix;
  expiresAt: Date | null;
  revokedAt: Date | null;
  principal: Principal;
}

/** A key's columns, its organisation's, plan limits and entitlements (FROM `KEY_JOINS`). */
export const KEY_COLUMNS = `k.id, k.prefix, k.expires_at, k.revoked_at, o.id AS org_id, o.plan,
            p.window_limit, p.minute_limit, ${ENTITLEMENTS_OF_O} AS entitlements`;
export const KEY_JOINS = `accounts.api_keys k
       JOIN accounts.organisations o ON o.id = k.org_id
       JOIN accounts.plans p ON p.name = o.plan`;

/** A row of KEY_COLUMNS as the record authentication reads. */
export const keyRecordOf = (row: any): KeyRecord => ({
  keyId: row.id,
  prefix: row.prefix,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  principal: {
    orgId: row.org_id,
    plan: row.plan,
    keyId: row.id,
    keyPrefix: row.prefix,
    entitlements: row.entitlements,
    limits: { window: row.window_limit, minute: row.minute_limit },
  },
});

/** One statement: key, its organisation, plan limits and entitlements. */
export async function findKeyByHash(db: Queryable, keyHash: string): Promise<KeyRecord | null> {
  const r = await db.query<any>(`SELECT ${KEY_COLUMNS} FROM ${KEY_JOINS} WHERE k.key_hash = $1`, [keyHash]);
  const row = r.rows[0];
  return row ? keyRecordOf(row) : null;
}

/** What an organisation's tokens rest on: its entitlements now, and its keys revoked since `since`. */
export async function findStanding(
  db: Queryable,
  orgId: string,
  since: Date,
): Promise<{ entitlements: Principal['entitlements']; revokedKeys: Set<string> } | null> {
  if (!isUuid(orgId)) return null;
  const r = await db.query<{ entitlements: Principal['entitlements']; revoked: string[] }>(
    `SELECT ${ENTITLEMENTS_OF_O} AS entitlements,
            array(SELECT k.id::text FROM accounts.api_keys k
                   WHERE k.org_id = o.id AND k.revoked_at > $2) AS revoked
       FROM accounts.organisations o
      WHERE o.id = $1`,
    [orgId, since],
  );
  const row = r.rows[0];
  return row ? { entitlements: row.entitlements, revokedKeys: new Set(row.revoked) } : null;
}
