// The filters of container_page (docs/ocean.md): checked once, each refusal naming its argument,
// and the fingerprint a list cursor is bound to.
import { AppError } from '../../../platform/errors.js';
import type { PageFilter } from '../store/index.js';
import type { QueryContainer_PageArgs } from '../generated/types.js';
import { checkTags } from '../service.js';
import { STATUSES } from './tracking.js';

const SEARCH_MAX = 64;

export function listFilter(a: QueryContainer_PageArgs): PageFilter {
  const status = a.status ?? null;
  if (status !== null && !(STATUSES as readonly string[]).includes(status))
    throw new AppError('VALIDATION_ERROR', `status must be one of ${STATUSES.join(', ')}`);
  const search = a.search?.trim() || null;
  if (search !== null && search.length > SEARCH_MAX)
    throw new AppError('VALIDATION_ERROR', `search must be at most ${SEARCH_MAX} characters`);
  return { archived: !!a.archived, status, tags: checkTags(a.tags ?? []), search };
}

export const fingerprint = (f: PageFilter) =>
  `${f.archived ? 1 : 0}|${f.status ?? ''}|${[...f.tags].sort().join(',')}|${f.search ?? ''}`;
