// The organisation's records (Query.containers, and container_page: filtered, keyset-paged over
// a snapshot of the order so a page never repeats or skips a record that moved).
import type { OceanContext } from '../context.js';
import type { RecordRow } from '../loaders.js';
import * as store from '../store/index.js';
import { openListCursor, sealListCursor } from '../decide/list-filter.js';

/** The first `limit` records, newest first. */
export async function listContainers(ctx: OceanContext, orgId: string, limit: number): Promise<RecordRow[]> {
  const [rows] = await Promise.all([store.listContainers(ctx.services.db.reads, orgId, limit), ctx.loaders.ref()]);
  return ctx.loaders.withDemurrage(rows);
}

/** One page of records under the filter, after the cursor's position (checked: decide/list-filter.ts). */
export async function containerPage(
  ctx: OceanContext,
  orgId: string,
  filter: store.PageFilter,
  cursor: string | null | undefined,
  limit: number,
) {
  const now = ctx.loaders.now;
  const secret = ctx.services.config.cursorSecret;
  const cur = cursor ? openListCursor(secret, cursor, filter, now) : null;
  const snap = cur?.s ?? (await store.currentUpdateSeq(ctx.services.db.reads));
  const [rows] = await Promise.all([
    store.pageContainers(ctx.services.db.reads, orgId, filter, snap, cur?.k ?? null, limit),
    ctx.loaders.ref(),
  ]);
  const items = await ctx.loaders.withDemurrage(rows.slice(0, limit));
  for (const r of items) ctx.loaders.container.prime(r.id, r);
  const last = items[items.length - 1];
  return {
    items,
    has_more: rows.length > limit,
    next_cursor:
      rows.length > limit && last
        ? sealListCursor(secret, { snapshot: snap, sortSeq: last.sort_seq, issuedAt: cur?.t ?? now.getTime() }, filter)
        : null,
  };
}
