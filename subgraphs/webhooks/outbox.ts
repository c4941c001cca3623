// The one way a product raises a webhook event: inside the transaction of the change that
// caused it, so an event exists exactly when its change committed.
import type { Queryable } from '../../platform/db.js';
import type { Product } from './decide/products.js';
import { insertOutboxEvent, insertOutboxEventForSubscribers } from './store/index.js';

export interface RaisedEvent {
  product: Product;
  orgId: string;
  type: string;
  /** Event-specific payload; becomes the delivery body's `data`. */
  data: Record<string, unknown>;
  occurredAt: Date;
}

export async function raiseEvent(tx: Queryable, e: RaisedEvent): Promise<void> {
  await insertOutboxEvent(tx, e);
}

/**
 * The same for data that belongs to no organisation (market rates): every organisation
 * subscribed to the type through an active endpoint of the product gets its own copy.
 */
export async function raiseEventForSubscribers(tx: Queryable, e: Omit<RaisedEvent, 'orgId'>): Promise<void> {
  await insertOutboxEventForSubscribers(tx, e);
}
