// A caller's recheck (Mutation.recheck_container, docs/ocean.md): allowed on an active record at
// most once every RECHECK_INTERVAL_SECONDS.
import { AppError } from '../../../platform/errors.js';
import type { ContainerRow } from '../store/index.js';

/** A manual recheck of one record at most this often. */
export const RECHECK_INTERVAL_SECONDS = 5 * 60;

/** Refuses a recheck of an archived record, or one rechecked under RECHECK_INTERVAL_SECONDS ago (RATE_LIMITED). */
export function checkRecheck(row: Pick<ContainerRow, 'archived_at' | 'manual_recheck_at'>, now: Date): void {
  if (row.archived_at) throw new AppError('VALIDATION_ERROR', 'this record is archived; add it again to track it');
  if (!row.manual_recheck_at) return;
  const left = Math.ceil((row.manual_recheck_at.getTime() + RECHECK_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000);
  if (left > 0) {
    throw new AppError(
      'RATE_LIMITED',
      `this container was rechecked less than ${RECHECK_INTERVAL_SECONDS / 60} minutes ago; retry in ${left} s`,
      {
        status: 429,
        details: { retry_after_seconds: left },
        headers: { 'Retry-After': String(left) },
      },
    );
  }
}
