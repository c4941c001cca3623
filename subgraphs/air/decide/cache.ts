// The answer cache: serve what is held, or ask the airline (docs/air.md, Cache), and what a
// request that is not served an answer is told to wait. Pure: `now` is a parameter.

/** A found answer is kept this long. */
export const KEEP_MS = 20 * 60_000;
/** force_update serves a kept answer younger than this as is. */
export const FORCE_FLOOR_MS = 2 * 60_000;
/** After an airline failure, unforced requests do not ask again for this long. */
export const FAILURE_BACKOFF_MS = 60_000;

/** What the cache decision reads of the AWB's held shipment row (store/rows.ts ShipmentRow). */
export interface HeldShipment {
  outcome: 'pending' | 'found' | 'not_found';
  retry_after_s: number | null;
  fetched_at: Date | null;
  failed_at: Date | null;
}

type Decision = 'serve' | 'refresh';

/** An airline failure newer than the held answer, within the back-off. */
function failedRecently(s: HeldShipment, now: Date): boolean {
  return (
    !!s.failed_at &&
    (!s.fetched_at || s.failed_at > s.fetched_at) &&
    now.getTime() - s.failed_at.getTime() < FAILURE_BACKOFF_MS
  );
}

/** Whether a request serves the held answer or asks the airline (the cache rules in docs/air.md). */
export function decideRefresh(s: HeldShipment | null, force: boolean, now: Date): Decision {
  if (!s) return 'refresh';
  const t = now.getTime();
  if (s.outcome === 'not_found') {
    if (t < s.fetched_at!.getTime() + (s.retry_after_s ?? 0) * 1000) return 'serve';
    return !force && failedRecently(s, now) ? 'serve' : 'refresh';
  }
  if (s.outcome === 'pending') return !force && failedRecently(s, now) ? 'serve' : 'refresh';
  const age = t - s.fetched_at!.getTime();
  if (force) return age < FORCE_FLOOR_MS ? 'serve' : 'refresh';
  if (age < KEEP_MS) return 'serve';
  return failedRecently(s, now) ? 'serve' : 'refresh';
}

/** When the held found answer stops being served: its keep time, or a later failure's back-off. */
export function cacheExpires(s: HeldShipment): Date {
  const kept = s.fetched_at!.getTime() + KEEP_MS;
  const backoff = s.failed_at && s.failed_at > s.fetched_at! ? s.failed_at.getTime() + FAILURE_BACKOFF_MS : 0;
  return new Date(Math.max(kept, backoff));
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** The Retry-After of airline_unavailable (nothing held): what is left of the last failure's back-off. */
export function unavailableRetrySeconds(s: HeldShipment | null, now: Date): number {
  return s?.failed_at ? secondsUntil(s.failed_at.getTime() + FAILURE_BACKOFF_MS, now) : FAILURE_BACKOFF_MS / 1000;
}

/** The Retry-After of a held not-found answer: the airline's own, or a later failure's back-off. */
export function notFoundRetrySeconds(s: HeldShipment, now: Date): number {
  const until = Math.max(
    s.fetched_at!.getTime() + (s.retry_after_s ?? 0) * 1000,
    failedRecently(s, now) ? s.failed_at!.getTime() + FAILURE_BACKOFF_MS : 0,
  );
  return secondsUntil(until, now);
}
