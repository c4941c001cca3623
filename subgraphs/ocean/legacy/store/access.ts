// The end of an organisation's access to the legacy-compatible surface (ocean.legacy_access).
import type { Queryable } from '../../../../platform/db.js';

/** Sets (or with null removes) the end of an organisation's access to the compat surface: past it the surface answers 403 (docs/legacy.md). */
export async function setAccessEnd(
  q: Queryable,
  orgId: string,
  expiresAt: Date | null,
  note: string | null,
): Promise<void> {
  if (expiresAt === null) await q.query('DELETE FROM ocean.legacy_access WHERE org_id = $1', [orgId]);
  else {
    await q.query(
      `INSERT INTO ocean.legacy_access (org_id, expires_at, note) VALUES ($1, $2, $3)
       ON CONFLICT (org_id) DO UPDATE SET expires_at = EXCLUDED.expires_at, note = EXCLUDED.note`,
      [orgId, expiresAt, note],
    );
  }
}
