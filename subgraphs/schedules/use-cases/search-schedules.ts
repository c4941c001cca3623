// schedule_search: one page of a lane's routes in a departure window; a later page follows the
// signed cursor of the page before it (same search, same organisation, within a day).
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { searchRoutes } from '../store/index.js';
import { KNOWN_CODES, carrierName } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { SEARCH_MAX_LIMIT } from '../decide/rules.js';
import { iso } from '../decide/figures.js';
import { toRoute } from '../decide/routes.js';
import { checkAccess, checkAllowance, type Access } from './check-access.js';

/** What a search window is read from: schedule_search's own arguments. */
type SearchArgs = Pick<T.QuerySchedule_SearchArgs, 'origin' | 'destination' | 'from' | 'to' | 'scacs' | 'direct_only'>;

/** All routes of a search window (bounded), for the fields that rank or summarise them. */
export async function routesInWindow(ctx: SchedulesContext, snap: Access, a: SearchArgs, max = 500) {
  const lane = input.lane(KNOWN_CODES, a.origin, a.destination);
  const scacs = input.scacs(KNOWN_CODES, a.scacs);
  const w = input.window(a.from, a.to, ctx.loaders.now);
  checkAllowance(ctx, snap);
  const rows = await searchRoutes(ctx.services.db, {
    ...lane,
    ...w,
    scacs,
    directOnly: !!a.direct_only,
    limit: max,
    offset: 0,
  });
  return { lane, scacs, w, routes: rows.map((r) => toRoute(r, lane, carrierName)) };
}

export async function searchSchedules(a: T.QuerySchedule_SearchArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const now = ctx.loaders.now;
  const lane = input.lane(KNOWN_CODES, a.origin, a.destination);
  const scacs = input.scacs(KNOWN_CODES, a.scacs);
  const limit = input.intIn(a.limit, 'limit', 1, SEARCH_MAX_LIMIT, 20);
  const directOnly = !!a.direct_only;
  const org = ctx.principal?.orgId ?? null;
  const f = input.fingerprint({ ...lane, from: a.from ?? null, to: a.to ?? null, scacs, directOnly });
  const secret = ctx.services.config.cursorSecret;
  const cursor = a.cursor ? input.readCursor(a.cursor, { f, org }, now, secret) : null;
  const w = cursor ? { from: new Date(cursor.from), to: new Date(cursor.to) } : input.window(a.from, a.to, now);
  checkAllowance(ctx, snap, { laterPage: !!cursor });
  const offset = cursor?.o ?? 0;
  const q = { ...lane, ...w, scacs, directOnly };
  const rows = await searchRoutes(ctx.services.db, { ...q, limit, offset });
  const total =
    rows[0]?.total ??
    (offset > 0 ? ((await searchRoutes(ctx.services.db, { ...q, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  const hasMore = offset + rows.length < total;
  return {
    ...lane,
    from: iso(w.from),
    to: iso(w.to),
    direct_only: directOnly,
    scacs,
    total,
    page: Math.floor(offset / limit) + 1,
    limit,
    has_more: hasMore,
    next_cursor: hasMore
      ? input.writeCursor(
          { f, o: offset + rows.length, from: w.from.getTime(), to: w.to.getTime(), org, t: now.getTime() },
          secret,
        )
      : null,
    later_page: !!cursor,
    items: rows.map((r) => toRoute(r, lane, carrierName)),
  };
}
