// Ports by code, name or city: the query and the page size checked, then the search.
import type { Services } from '../../../platform/services.js';
import { AppError } from '../../../platform/errors.js';
import { searchPorts as searchPortRows } from '../store/index.js';

/** Port search answers at most 50 rows (as the open REST route documents). */
function portLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 50)
    throw new AppError('VALIDATION_ERROR', 'limit must be an integer from 1 to 50');
  return limit;
}

export function searchPorts(services: Services, text: string, limit: number) {
  const q = text.trim();
  if (q.length < 2 || q.length > 64) throw new AppError('VALIDATION_ERROR', 'q must be 2 to 64 characters');
  return searchPortRows(services.db, q, portLimit(limit));
}
