// The lookup of a tracked reference (docs/ocean.md, Looking up a reference): answered once the
// carrier has answered and recognised it; until then TRACKING_IN_PROGRESS with when to ask again,
// or REFERENCE_NOT_RESOLVABLE when no line knows it.
import { AppError } from '../../../platform/errors.js';
import type { ContainerRow } from '../store/index.js';

type Tracked = Pick<ContainerRow, 'last_polled_at' | 'unresolved_reason' | 'unresolvable_since'>;

/** Seconds to wait before asking again: the next poll, plus one poll interval; 5 s to an hour. */
function retryAfterSeconds(
  row: { next_poll_at: Date | null; lease_until: Date | null },
  now: Date,
  pollIntervalMs: number,
): number {
  const interval = Math.ceil(pollIntervalMs / 1000);
  const until = row.next_poll_at ? Math.max(0, Math.ceil((row.next_poll_at.getTime() - now.getTime()) / 1000)) : 0;
  return Math.min(3600, Math.max(5, until + interval));
}

/** The carrier has answered and recognised the reference: the record answers as it is. */
export const answerable = (row: Pick<ContainerRow, 'last_polled_at' | 'unresolved_reason'>): boolean =>
  !!row.last_polled_at && row.unresolved_reason !== 'not_found' && row.unresolved_reason !== 'invalid_number';

export const notResolvable = (identifier: string) =>
  new AppError('REFERENCE_NOT_RESOLVABLE', `no line recognises ${identifier}`, { status: 404 });

/** The lookup's record, or why it cannot answer yet (202 TRACKING_IN_PROGRESS) or at all (404). */
export function lookupAnswer<R extends Tracked & { next_poll_at: Date | null; lease_until: Date | null }>(
  row: R | null,
  identifier: string,
  now: Date,
  pollIntervalMs: number,
): R {
  if (!row || !row.last_polled_at) {
    const seconds = retryAfterSeconds(row ?? { next_poll_at: now, lease_until: null }, now, pollIntervalMs);
    throw new AppError(
      'TRACKING_IN_PROGRESS',
      `${identifier} is registered and awaiting the carrier; poll again in ${seconds} s instead of adding it again`,
      {
        status: 202,
        details: { retry_after_seconds: seconds },
        headers: { 'Retry-After': String(seconds) },
      },
    );
  }
  if (row.unresolved_reason === 'not_found' || row.unresolved_reason === 'invalid_number') {
    throw new AppError('REFERENCE_NOT_RESOLVABLE', `no line recognises ${identifier}`, {
      status: 404,
      details: {
        unresolved_reason: row.unresolved_reason,
        unresolvable_since: row.unresolvable_since?.toISOString() ?? null,
      },
    });
  }
  return row;
}
