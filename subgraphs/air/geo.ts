// Time zones and great circles for the air product: Cargo-IMP times are station-local wall
// clock; the API speaks UTC. Route legs draw a great-circle polyline between airports.

const dtf = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = dtf.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return null; // not an IANA zone this runtime knows
    }
    dtf.set(zone, f);
  }
  return f;
}

/** Minutes to add to UTC to get the zone's wall clock at that instant (null: zone unknown). */
export function utcOffsetMinutes(zone: string | null | undefined, at: Date): number | null {
  if (!zone) return null;
  const f = formatter(zone);
  if (!f) return null;
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of a wall-clock time at a zone; a zone we cannot place is read as UTC. */
export function localToUtc(wallMs: number, zone: string | null | undefined): Date {
  const first = utcOffsetMinutes(zone, new Date(wallMs));
  if (first === null) return new Date(wallMs);
  let utc = wallMs - first * 60_000;
  const second = utcOffsetMinutes(zone, new Date(utc));
  if (second !== null && second !== first) utc = wallMs - second * 60_000;
  return new Date(utc);
}

/** Wall clock at a zone as epoch-ms-of-a-UTC-date (fields read with getUTC*); UTC if unknown. */
export function utcToWall(at: Date, zone: string | null | undefined): number {
  const off = utcOffsetMinutes(zone, at) ?? 0;
  return at.getTime() + off * 60_000;
}

/** Naive local date-time 'YYYY-MM-DDTHH:MM:SS' (no offset). */
export function localIso(at: Date, zone: string | null | undefined): string | null {
  if (!zone || utcOffsetMinutes(zone, at) === null) return null;
  return new Date(utcToWall(at, zone)).toISOString().slice(0, 19);
}

const R_KM = 6371.0088;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export interface LatLng {
  lat: number;
  lng: number;
}

export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Point at fraction f (0..1) along the great circle from a to b. */
export function interpolate(a: LatLng, b: LatLng, f: number): LatLng {
  const φ1 = rad(a.lat), λ1 = rad(a.lng), φ2 = rad(b.lat), λ2 = rad(b.lng);
  const d = distanceKm(a, b) / R_KM;
  if (d < 1e-9) return { lat: a.lat, lng: a.lng };
  const A = Math.sin((1 - f) * d) / Math.sin(d);
  const B = Math.sin(f * d) / Math.sin(d);
  const x = A * Math.cos(φ1) * Math.cos(λ1) + B * Math.cos(φ2) * Math.cos(λ2);
  const y = A * Math.cos(φ1) * Math.sin(λ1) + B * Math.cos(φ2) * Math.sin(λ2);
  const z = A * Math.sin(φ1) + B * Math.sin(φ2);
  return { lat: deg(Math.atan2(z, Math.sqrt(x * x + y * y))), lng: deg(Math.atan2(y, x)) };
}

/** Initial bearing from a to b in degrees 0..360. */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const φ1 = rad(a.lat), φ2 = rad(b.lat), Δλ = rad(b.lng - a.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** Great-circle polyline as [lat, lng] pairs, one point about every 250 km (2 to 65 points). */
export function greatCirclePath(a: LatLng, b: LatLng): [number, number][] {
  const n = Math.min(64, Math.max(1, Math.ceil(distanceKm(a, b) / 250)));
  const out: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const p = interpolate(a, b, i / n);
    out.push([round4(p.lat), round4(p.lng)]);
  }
  return out;
}
