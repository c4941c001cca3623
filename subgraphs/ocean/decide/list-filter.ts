// The arguments of container_page (docs/ocean.md): the filters, checked once, each refusal naming
// its argument; the limit; and the list cursor, bound to the filters' fingerprint and its age.
import { AppError } from '../../../platform/errors.js';
import { CursorCodec } from '../../../platform/cursor.js';
import type { PageFilter } from '../store/index.js';
import type { QueryContainer_PageArgs } from '../generated/types.js';
import { checkTags } from './record-patch.js';
import { STATUSES } from './tracking.js';

const SEARCH_MAX = 64;
const LIST_MAX_LIMIT = 500;
/** A list cursor is honoured this long (the order history behind it is kept as long). */
export const CURSOR_TTL_HOURS = 24;

export function listFilter(a: QueryContainer_PageArgs): PageFilter {
  const status = a.status ?? null;
  if (status !== null && !(STATUSES as readonly string[]).includes(status))
    throw new AppError('VALIDATION_ERROR', `status must be one of ${STATUSES.join(', ')}`);
  const search = a.search?.trim() || null;
  if (search !== null && search.length > SEARCH_MAX)
    throw new AppError('VALIDATION_ERROR', `search must be at most ${SEARCH_MAX} characters`);
  return { archived: !!a.archived, status, tags: checkTags(a.tags ?? []), search };
}

const fingerprint = (f: PageFilter) =>
  `${f.archived ? 1 : 0}|${f.status ?? ''}|${[...f.tags].sort().join(',')}|${f.search ?? ''}`;

export function listLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_MAX_LIMIT)
    throw new AppError('VALIDATION_ERROR', `limit must be an integer from 1 to ${LIST_MAX_LIMIT}`);
  return limit;
}

/** {snapshot bound, last sort key, filter fingerprint, issued}, sealed (platform/cursor.ts). */
const listCursor = new CursorCodec('ocean.containers', { s: 'int', k: 'int', f: 'text', t: 'int' });
export type ListCursor = ReturnType<typeof listCursor.open>;

/** A cursor this list issued for these filters, under CURSOR_TTL_HOURS old. */
export function openListCursor(secret: string, raw: string, f: PageFilter, now: Date): ListCursor {
  const c = listCursor.open(secret, raw);
  if (c.f !== fingerprint(f))
    throw new AppError(
      'VALIDATION_ERROR',
      'cursor was issued for other filters (status, tags, archived, search); keep them while paging',
    );
  if (now.getTime() - c.t > CURSOR_TTL_HOURS * 3600_000)
    throw new AppError('VALIDATION_ERROR', `cursor expired (older than ${CURSOR_TTL_HOURS} h); start again without it`);
  return c;
}

/** The next page's cursor: the same snapshot bound and issue time, after the last row's sort key. */
export const sealListCursor = (
  secret: string,
  at: { snapshot: number; sortSeq: number; issuedAt: number },
  f: PageFilter,
): string => listCursor.seal(secret, { s: at.snapshot, k: at.sortSeq, f: fingerprint(f), t: at.issuedAt });
