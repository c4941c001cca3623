// The plan list's paging: the page size checked, the cursor (the last plan's creation time and id)
// sealed and opened.
import { AppError } from '../../../platform/errors.js';
import { CursorCodec } from '../../../platform/cursor.js';

export const planCursor = new CursorCodec('loading.plans', { at: 'text', id: 'text' });

/** A page size from 1 to `max`, or VALIDATION_ERROR. */
export function pageLimit(limit: number, max: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw new AppError('VALIDATION_ERROR', `limit must be an integer from 1 to ${max}`);
  return limit;
}
