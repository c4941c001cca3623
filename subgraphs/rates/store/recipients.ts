// Who receives a rates event: market data belongs to no organisation, so each organisation with
// an active rates endpoint subscribed to the event type gets its own copy in the outbox.
// TODO(webhooks owner): this reads webhooks.endpoints; it belongs in the webhooks store's API.
import type { Queryable } from '../../../platform/db.js';

export async function subscribedOrgs(db: Queryable, eventType: string): Promise<string[]> {
  const r = await db.query<{ org_id: string }>(
    `SELECT DISTINCT org_id FROM webhooks.endpoints
      WHERE product = 'rates' AND active AND (cardinality(event_types) = 0 OR $1 = ANY (event_types)) ORDER BY org_id`,
    [eventType],
  );
  return r.rows.map((x) => x.org_id);
}
