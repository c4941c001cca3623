// Vessel-position helpers shared by the ocean subgraph and the feeds: how old a fix is, its
// freshness bucket, the nearest port, and the rule that drops a moored / anchored claim the
// position contradicts.
import type { NavStatus, VesselFix } from '../connectors/types.js';
import { distanceNm, type LatLng } from '../../../platform/geo.js';

export type PositionFreshness = 'live' | 'recent' | 'stale' | 'outdated' | 'unknown';

/** Upper bounds (exclusive) of the freshness buckets, in hours of fix age. */
const FRESHNESS_BOUNDS_HOURS = { live: 1, recent: 6, stale: 24 } as const;

/**
 * Hours between the moment the hull was observed and now, rounded to 0.01 h; null without a
 * fix. A fix stamped in the future (clock skew at the provider) counts as age 0.
 */
export function positionAgeHours(fixAt: string | Date | null | undefined, now: Date): number | null {
  if (fixAt === null || fixAt === undefined || fixAt === '') return null;
  const t = fixAt instanceof Date ? fixAt.getTime() : Date.parse(fixAt);
  if (!Number.isFinite(t)) return null;
  const hours = Math.max(0, (now.getTime() - t) / 3_600_000);
  return Math.round(hours * 100) / 100;
}

/**
 * Freshness bucket of a fix age: live < 1 h ≤ recent < 6 h ≤ stale < 24 h ≤ outdated;
 * unknown when there is no fix (null / NaN age).
 */
export function positionFreshness(ageHours: number | null | undefined): PositionFreshness {
  if (ageHours === null || ageHours === undefined || !Number.isFinite(ageHours)) return 'unknown';
  if (ageHours < FRESHNESS_BOUNDS_HOURS.live) return 'live';
  if (ageHours < FRESHNESS_BOUNDS_HOURS.recent) return 'recent';
  if (ageHours < FRESHNESS_BOUNDS_HOURS.stale) return 'stale';
  return 'outdated';
}

export interface PortPoint {
  unlocode?: string;
  lat: number | null;
  lng: number | null;
}

/** The nearest placed port to a position and its distance in nm; null when no port is placed. */
export function nearestPort<P extends PortPoint>(
  pos: LatLng,
  ports: readonly P[],
): { port: P; distanceNm: number } | null {
  let best: { port: P; distanceNm: number } | null = null;
  for (const p of ports) {
    if (p.lat === null || p.lng === null) continue;
    const d = distanceNm(pos, { lat: p.lat, lng: p.lng });
    if (!best || d < best.distanceNm) best = { port: p, distanceNm: d };
  }
  return best;
}

/** A hull doing more than this is moving, whatever the nav status says. */
const STATIONARY_MAX_KNOTS = 3;
/** A moored claim farther than this from the nearest port is contradicted. */
const MOORED_MAX_PORT_DISTANCE_NM = 15;
/** Anchorages lie further out than berths (LA/LB, Singapore eastern anchorage). */
const ANCHORED_MAX_PORT_DISTANCE_NM = 25;

export interface NavStatusVerdict {
  /** The status to publish. */
  navStatus: NavStatus;
  /** The status the transponder claimed. */
  claimed: NavStatus;
  /** True when the claim was dropped as contradicted by the position. */
  dropped: boolean;
  /** Why it was dropped; null when kept. */
  reason: string | null;
}

/**
 * Keeps the AIS nav status unless a moored / at_anchor claim is contradicted by the position:
 *  - speed over ground above 3 kn → the hull is moving: published as `under_way`;
 *  - otherwise, farther than 15 nm (moored) or 25 nm (at anchor) from the nearest port, or no
 *    placed port known at all → published as `unknown` (slow, but not at a berth we know).
 * `nearestPort` is the nearest placed port (see `nearestPort()`), or its distance in nm; null
 * means no port is known near the fix. Other statuses pass through unchanged.
 */
export function reconcileNavStatus(
  fix: Pick<VesselFix, 'lat' | 'lng' | 'speedKnots' | 'navStatus'>,
  nearestPort: PortPoint | { distanceNm: number } | null,
): NavStatusVerdict {
  const claimed = fix.navStatus;
  const keep: NavStatusVerdict = { navStatus: claimed, claimed, dropped: false, reason: null };
  if (claimed !== 'moored' && claimed !== 'at_anchor') return keep;
  if (Number.isFinite(fix.speedKnots) && fix.speedKnots > STATIONARY_MAX_KNOTS) {
    return {
      navStatus: 'under_way',
      claimed,
      dropped: true,
      reason: `${claimed} claimed at ${fix.speedKnots.toFixed(1)} kn`,
    };
  }
  let dist: number | null = null;
  if (nearestPort && 'distanceNm' in nearestPort) dist = nearestPort.distanceNm;
  else if (nearestPort && nearestPort.lat !== null && nearestPort.lng !== null) {
    dist = distanceNm({ lat: fix.lat, lng: fix.lng }, { lat: nearestPort.lat, lng: nearestPort.lng });
  }
  const limit = claimed === 'moored' ? MOORED_MAX_PORT_DISTANCE_NM : ANCHORED_MAX_PORT_DISTANCE_NM;
  if (dist === null)
    return {
      navStatus: 'unknown',
      claimed,
      dropped: true,
      reason: `${claimed} claimed with no port known near the position`,
    };
  if (dist > limit) {
    return {
      navStatus: 'unknown',
      claimed,
      dropped: true,
      reason: `${claimed} claimed ${dist.toFixed(0)} nm from the nearest port`,
    };
  }
  return keep;
}
