// The answer's four route stops (docs/legacy.md, Route), across every box of the record: before
// loading, loading, discharge, after discharge.
import type { EventRow } from '../../store/index.js';
import type { LegacyRoute, LegacyRoutePoint } from './answer.js';
import type { Seen } from './input.js';
import { isActual, isEmpty, isVesselMove } from './vocabulary.js';

/** The more definite of several reports: an actual one, else the first. */
function pick(events: EventRow[]): EventRow | null {
  return events.find(isActual) ?? events[0] ?? null;
}

/** The stops, and the events before loading and after discharge they were read from (the land legs). */
export function legacyRoute(
  timeline: EventRow[],
  pol: string | null,
  pod: string | null,
  { places, date }: Seen,
): { route: LegacyRoute; pre: EventRow | null; post: EventRow | null } {
  const firstLoad = timeline.findIndex((e) => e.code === 'LOAD' && isVesselMove(e));
  let lastPodDisc = -1;
  timeline.forEach((e, i) => {
    if (e.code === 'DISC' && isVesselMove(e) && (pod === null || e.unlocode === pod)) lastPodDisc = i;
  });
  const pre = firstLoad > 0 ? (timeline.slice(0, firstLoad).find((e) => e.event_type === 'EQUIPMENT') ?? null) : null;
  const post =
    lastPodDisc >= 0
      ? ([...timeline.slice(lastPodDisc + 1)]
          .reverse()
          .find(
            (e) => e.event_type === 'EQUIPMENT' && !isEmpty(e) && ['GTOT', 'PICK', 'DROP', 'GTIN'].includes(e.code),
          ) ?? null)
      : null;
  const polEvent = pol
    ? (pick(timeline.filter((e) => e.code === 'DEPA' && e.unlocode === pol)) ??
      pick(timeline.filter((e) => e.code === 'LOAD' && e.unlocode === pol)))
    : null;
  const podArrivals = pod ? timeline.filter((e) => e.code === 'ARRI' && e.unlocode === pod) : [];
  const podEvent =
    pick(podArrivals.slice().reverse()) ??
    (pod ? pick(timeline.filter((e) => e.code === 'DISC' && e.unlocode === pod).reverse()) : null);
  const point = (e: EventRow | null, location: number | null): LegacyRoutePoint => ({
    location,
    date: e ? date(e) : null,
    actual: e ? isActual(e) : null,
  });
  const route: LegacyRoute = {
    prepol: pre ? point(pre, places.of(pre).location) : point(null, null),
    pol: point(polEvent, places.location(pol)),
    pod: { ...point(podEvent, places.location(pod)), predictive_eta: null },
    postpod: post ? point(post, places.of(post).location) : point(null, null),
  };
  return { route, pre, post };
}
