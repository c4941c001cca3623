// Spherical geometry, shared by every product: sea routes, the sandbox AIS and aircraft feeds,
// the nav-status rule and air route polylines. Distances in nautical miles, or km.

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_NM = 3440.065;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance in nautical miles. */
export function distanceNm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  return distanceNm(a, b) * 1.852;
}

/** Initial true bearing from a to b, 0–359.9 degrees. */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const φ1 = rad(a.lat);
  const φ2 = rad(b.lat);
  const Δλ = rad(b.lng - a.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** The point a fraction f (0–1) of the way along the great circle from a to b. */
export function interpolateGreatCircle(a: LatLng, b: LatLng, f: number): LatLng {
  const φ1 = rad(a.lat),
    λ1 = rad(a.lng),
    φ2 = rad(b.lat),
    λ2 = rad(b.lng);
  const δ = distanceNm(a, b) / EARTH_RADIUS_NM;
  if (δ < 1e-9) return { lat: a.lat, lng: a.lng };
  const A = Math.sin((1 - f) * δ) / Math.sin(δ);
  const B = Math.sin(f * δ) / Math.sin(δ);
  const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
  const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
  const z = A * Math.sin(φ1) + B * Math.sin(φ2);
  return { lat: deg(Math.atan2(z, Math.sqrt(x * x + y * y))), lng: normLng(deg(Math.atan2(y, x))) };
}

/** The point `distance` nm from p on the given bearing. */
export function offsetNm(p: LatLng, bearing: number, distance: number): LatLng {
  const δ = distance / EARTH_RADIUS_NM;
  const θ = rad(bearing);
  const φ1 = rad(p.lat),
    λ1 = rad(p.lng);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: deg(φ2), lng: normLng(deg(λ2)) };
}

function normLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** A polyline measured once, then sampled by distance travelled. */
export class Polyline {
  readonly points: readonly LatLng[];
  readonly cumulative: readonly number[];
  readonly lengthNm: number;
  constructor(points: readonly LatLng[]) {
    this.points = points;
    const cum = [0];
    for (let i = 1; i < points.length; i++) cum.push(cum[i - 1]! + distanceNm(points[i - 1]!, points[i]!));
    this.cumulative = cum;
    this.lengthNm = cum[cum.length - 1]!;
  }
  /** Position and course at fraction f (0–1) of the length. */
  at(f: number): LatLng & { headingDeg: number } {
    const pts = this.points;
    if (pts.length === 1 || this.lengthNm === 0) return { ...pts[0]!, headingDeg: 0 };
    const d = Math.max(0, Math.min(1, f)) * this.lengthNm;
    let i = 1;
    while (i < pts.length - 1 && this.cumulative[i]! < d) i++;
    const segStart = this.cumulative[i - 1]!;
    const segLen = this.cumulative[i]! - segStart;
    const g = segLen > 0 ? (d - segStart) / segLen : 0;
    const p = interpolateGreatCircle(pts[i - 1]!, pts[i]!, g);
    const ahead = interpolateGreatCircle(pts[i - 1]!, pts[i]!, Math.min(1, g + 0.01));
    const heading = g >= 0.99 ? bearingDeg(pts[i - 1]!, pts[i]!) : bearingDeg(p, ahead);
    return { ...p, headingDeg: heading };
  }
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** Great-circle polyline as [lat, lng] pairs, one point about every 250 km (2 to 65 points). */
export function greatCirclePath(a: LatLng, b: LatLng): [number, number][] {
  const n = Math.min(64, Math.max(1, Math.ceil(distanceKm(a, b) / 250)));
  const out: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const p = interpolateGreatCircle(a, b, i / n);
    out.push([round4(p.lat), round4(p.lng)]);
  }
  return out;
}
