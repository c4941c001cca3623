// When to ask the carrier again after an answer: the cadence (tracking.ts; docs/ocean.md, Polling), or sooner
// when the answer said when its source next expects news (the sandbox does; docs/ocean.md).
import type { TrackingSnapshot } from '../connectors/types.js';
import { nextPollAt } from './tracking.js';

/** The cadence's next poll, or the moment the answer expects news when that comes first. */
export function pollAgainAt(
  rec: Parameters<typeof nextPollAt>[0],
  { now, snapshot }: { now: Date; snapshot: Pick<TrackingSnapshot, 'nextUpdateAt'> },
): Date {
  const cadence = nextPollAt(rec, now);
  const news = snapshot.nextUpdateAt ? new Date(snapshot.nextUpdateAt) : null;
  return news && news > now && news < cadence ? news : cadence;
}

/** A stored answer whose expected news is due: the carrier is asked instead of reusing it. */
export const newsDue = (snapshot: Pick<TrackingSnapshot, 'nextUpdateAt'>, now: Date): boolean =>
  !!snapshot.nextUpdateAt && Date.parse(snapshot.nextUpdateAt) <= now.getTime();
