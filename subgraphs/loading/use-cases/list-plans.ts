// An organisation's plans, newest first: the whole list (at most 500) or a page by cursor.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { pageLimit, planCursor } from '../decide/plan-page.js';

export const listPlans = (services: Services, orgId: string, limit: number) =>
  store.listPlans(services.db, orgId, pageLimit(limit, 500), null);

/** One page after `after` (a checked limit, an opened cursor), with the next page's cursor. */
export async function planPage(
  services: Services,
  orgId: string,
  limit: number,
  after: { at: string; id: string } | null,
) {
  const rows = await store.listPlans(services.db, orgId, limit + 1, after);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    next_cursor:
      rows.length > limit && last
        ? planCursor.seal(services.config.cursorSecret, { at: last.created_at.toISOString(), id: last.id })
        : null,
  };
}
