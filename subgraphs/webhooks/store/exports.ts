// Analyst export pages of webhook deliveries (docs/exports.md): the deliveries to the
// organisation's endpoints on one product, changed in the window, oldest change first.
import type { Queryable } from '../../../platform/db.js';
import type { ExportWindow, KeyedRow } from '../../../platform/export-page.js';
import { exportPosition, exportWhere } from '../../../platform/export-sql.js';

export interface DeliveryExportRow extends KeyedRow {
  id: string;
  endpoint_id: string;
  endpoint_url: string;
  event_id: string | null;
  event_type: string | null;
  status: string;
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  next_attempt_at: Date | null;
  updated_at: Date;
}

/**
 * One page of the deliveries of the organisation's endpoints on `product`. The event's type is
 * the outbox's (null once a finished delivery's event was pruned); next_attempt_at only while
 * pending (as the endpoint's recent deliveries answer it).
 */
export async function deliveryExportPage(
  db: Queryable,
  orgId: string,
  product: string,
  w: ExportWindow,
): Promise<DeliveryExportRow[]> {
  const { where, params } = exportWhere('d.updated_at', 'd.id', w, { before: 2 });
  const r = await db.query<DeliveryExportRow>(
    `SELECT d.id, d.endpoint_id, e.url AS endpoint_url, d.event_id, o.event_type, d.status, d.attempt_count,
            d.last_status_code, d.last_error, d.created_at, d.last_attempt_at, d.delivered_at,
            CASE WHEN d.status = 'pending' THEN d.next_attempt_at END AS next_attempt_at, d.updated_at,
            ${exportPosition('d.updated_at', 'd.id')}
       FROM webhooks.endpoints e
       JOIN webhooks.deliveries d ON d.endpoint_id = e.id
       LEFT JOIN webhooks.outbox o ON o.id = d.event_id
      WHERE e.org_id = $1 AND e.product = $2 AND ${where}
      ORDER BY d.updated_at, d.id LIMIT ${w.fetch}`,
    [orgId, product, ...params],
  );
  return r.rows;
}
