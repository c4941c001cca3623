// The sea distance a vessel has left: from its AIS fix, along the sea routes between the ports
// of the box's route (decide/sea-routes.ts), to the destination. Pure.
import { distanceNm, type LatLng } from '../../../platform/geo.js';
import { SeaRouter, type SeaPort } from './sea-routes.js';

/** A fix farther than this from every leg is not on the route (a feeder, a wrong hull). */
const OFF_ROUTE_NM = 300;

/** Distance from `fix` along `path` to its end: to the nearest vertex ahead, then the path's rest. */
function alongPath(path: readonly LatLng[], fix: LatLng): { offNm: number; leftNm: number } {
  let best = 0;
  let bestD = Infinity;
  for (let i = 0; i < path.length; i++) {
    const d = distanceNm(fix, path[i]!);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  // The nearest vertex may be behind the vessel: the next one is ahead when it is nearer to the
  // fix than the nearest vertex is to it.
  const next = path[best + 1];
  const ahead = next && distanceNm(fix, next) < distanceNm(path[best]!, next) ? best + 1 : best;
  let left = distanceNm(fix, path[ahead]!);
  for (let i = ahead; i + 1 < path.length; i++) left += distanceNm(path[i]!, path[i + 1]!);
  return { offNm: bestD, leftNm: left };
}

/**
 * Nautical miles left from `fix` to the last of `ports` (the route: origin, transshipments,
 * destination) over the sea routes; null when the route has fewer than two placed ports or the
 * fix is on none of its legs.
 */
export function remainingSeaNm(ports: readonly SeaPort[], fix: LatLng): number | null {
  const placed = ports.filter((p) => p.lat !== null && p.lng !== null);
  if (placed.length < 2) return null;
  const router = new SeaRouter(placed);
  const legs = placed.slice(1).map((p, i) => router.route(placed[i]!.unlocode, p.unlocode));
  let best: { leg: number; offNm: number; leftNm: number } | null = null;
  legs.forEach((leg, i) => {
    const a = alongPath(leg.path, fix);
    if (!best || a.offNm < best.offNm) best = { leg: i, ...a };
  });
  const b = best as { leg: number; offNm: number; leftNm: number } | null;
  if (!b || b.offNm > OFF_ROUTE_NM) return null;
  return b.leftNm + legs.slice(b.leg + 1).reduce((s, l) => s + l.distanceNm, 0);
}
