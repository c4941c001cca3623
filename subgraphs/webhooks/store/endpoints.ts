// An organisation's webhook endpoints: registered, listed, changed, deleted.
import { isUuid, type Queryable } from '../../../platform/db.js';

export interface EndpointRow {
  id: string;
  org_id: string;
  product: string;
  url: string;
  event_types: string[];
  description: string;
  active: boolean;
  failure_count: number;
  last_delivery_at: Date | null;
  created_at: Date;
}

const ENDPOINT_COLS =
  'id, org_id, product, url, event_types, description, active, failure_count, last_delivery_at, created_at';

export async function listEndpoints(db: Queryable, orgId: string, product: string): Promise<EndpointRow[]> {
  const r = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLS} FROM webhooks.endpoints WHERE org_id = $1 AND product = $2 ORDER BY created_at DESC, seq DESC`,
    [orgId, product],
  );
  return r.rows;
}

export async function endpointsByIds(db: Queryable, orgId: string, ids: readonly string[]): Promise<EndpointRow[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  return (
    await db.query<EndpointRow>(
      `SELECT ${ENDPOINT_COLS} FROM webhooks.endpoints WHERE org_id = $1 AND id = ANY($2::uuid[])`,
      [orgId, valid],
    )
  ).rows;
}

export async function insertEndpoint(
  db: Queryable,
  e: {
    id: string;
    orgId: string;
    product: string;
    url: string;
    eventTypes: string[];
    description: string;
    /** Sealed (signing.ts sealKey) for this id. */
    signingKey: string;
    createdAt: Date;
  },
): Promise<EndpointRow> {
  const r = await db.query<EndpointRow>(
    `INSERT INTO webhooks.endpoints (id, org_id, product, url, event_types, description, signing_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${ENDPOINT_COLS}`,
    [e.id, e.orgId, e.product, e.url, e.eventTypes, e.description, e.signingKey, e.createdAt],
  );
  return r.rows[0]!;
}

/** Null fields are left as they are; active = true also clears the failure streak (3.5). */
export async function updateEndpoint(
  db: Queryable,
  orgId: string,
  product: string,
  id: string,
  p: { url: string | null; eventTypes: string[] | null; description: string | null; active: boolean | null },
): Promise<EndpointRow | null> {
  if (!isUuid(id)) return null;
  const r = await db.query<EndpointRow>(
    `UPDATE webhooks.endpoints SET
        url = coalesce($4, url),
        event_types = coalesce($5::text[], event_types),
        description = coalesce($6, description),
        active = coalesce($7, active),
        failure_count = CASE WHEN $7 IS TRUE THEN 0 ELSE failure_count END,
        failing_since = CASE WHEN $7 IS TRUE THEN NULL ELSE failing_since END,
        disabled_at = CASE WHEN $7 IS NOT NULL THEN NULL ELSE disabled_at END
      WHERE id = $1 AND org_id = $2 AND product = $3
      RETURNING ${ENDPOINT_COLS}`,
    [id, orgId, product, p.url, p.eventTypes, p.description, p.active],
  );
  return r.rows[0] ?? null;
}

/** Removes the endpoint, its history and its queued deliveries (cascade). */
export async function deleteEndpoint(db: Queryable, orgId: string, product: string, id: string): Promise<void> {
  if (!isUuid(id)) return;
  await db.query('DELETE FROM webhooks.endpoints WHERE id = $1 AND org_id = $2 AND product = $3', [id, orgId, product]);
}
