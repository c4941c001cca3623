// The legacy answer cache (ocean.legacy_answers): the rendered answer per organisation and
// reference; store/admission.ts reads it back while it admits the call.
import type { Queryable } from '../../../../platform/db.js';

export async function putAnswer(
  q: Queryable,
  a: { orgId: string; identifier: string; message: string; data: unknown; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO ocean.legacy_answers (org_id, identifier, message, data, rendered_at) VALUES ($1, $2, $3, $4::json, $5)
     ON CONFLICT (org_id, identifier) DO UPDATE SET message = EXCLUDED.message, data = EXCLUDED.data, rendered_at = EXCLUDED.rendered_at`,
    [a.orgId, a.identifier, a.message, JSON.stringify(a.data), a.now],
  );
}
