// Entitlements: granted to an organisation (every process hears of the change).
import type { Db } from '../../../platform/db.js';
import type { Entitlement } from '../../../platform/context.js';
import { ACCOUNTS_CHANNEL } from './channel.js';

export async function grantEntitlement(
  db: Db,
  orgId: string,
  entitlement: Entitlement,
  expiresAt: Date | null = null,
): Promise<void> {
  await db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO accounts.entitlements (org_id, entitlement, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (org_id, entitlement) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [orgId, entitlement, expiresAt],
    );
    await tx.query('SELECT pg_notify($1, $2)', [ACCOUNTS_CHANNEL, orgId]);
  });
}
