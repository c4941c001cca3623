// The /v2/events feed (docs/ocean.md): one page of the caller's stored carrier events, its
// request and cursors read by decide/event-feed.ts; one statement a page.
import type { Services } from '../../../platform/services.js';
import { refData } from '../store/reference-data.js';
import * as store from '../store/index.js';
import { dcsaEvent, feedRequest, openFeedCursor, sealFeedCursor, type FeedArgs } from '../decide/event-feed.js';

export async function eventFeed(services: Services, orgId: string, args: FeedArgs) {
  const { limit, filter, sort, sorted, fp } = feedRequest(args);
  const secret = services.config.cursorSecret;
  const after = args.cursor ? openFeedCursor(secret, args.cursor, fp, sort) : null;
  const rows = await store.feedPage(services.db, orgId, filter, sort, after, limit);
  const page = rows.slice(0, limit);
  const ref = await refData(services.db);
  const last = page[page.length - 1];
  return {
    items: page.map((e) => dcsaEvent(e, ref)),
    cursor: sealFeedCursor(secret, after, fp, sorted),
    next_cursor:
      rows.length > limit && last
        ? sealFeedCursor(secret, { feedSeq: last.feed_seq, keys: sort.map((k) => last[k.column]) }, fp, sorted)
        : null,
  };
}
