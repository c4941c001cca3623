// The products webhooks serve. Which events each raises is not listed here: every product module
// contributes its `events` through the module contract, and the composition root assembles them
// into services.events (so the webhook engine imports no product, and no product imports it back
// but for raising events, outbox.ts).

export type Product = 'ocean' | 'air' | 'schedules' | 'rates' | 'loading';

/** Header tag per product (X-<Tag>-Signature, <Tag>-Webhooks/1). */
export const TAGS: Record<Product, string> = {
  ocean: 'Ocean',
  air: 'Air',
  schedules: 'Schedules',
  rates: 'Rates',
  loading: 'Loading',
};
