// A lane's exposure to tropical-cyclone seasons (MCP tool lane_storm_exposure): the route is
// the port sequence of the lane's next direct sailing (or the bare origin–destination pair),
// each segment a great circle sampled every ~50 km; the share of samples in each basin's
// boxes, times the basin's monthly activity index (data/storm-basins.json), is the exposure.

interface Box {
  lat_min: number;
  lat_max: number;
  lng_min: number;
  lng_max: number;
}
interface Basin {
  code: string;
  name: string;
  season: string;
  storms_per_month: number[];
  boxes: Box[];
}
/** The basins' file as shipped (data/storm-basins.json). */
export interface StormBasins {
  months: string[];
  basins: Basin[];
}
/** A port's coordinates, when the reference list places it. */
export type PortPlaces = (unlocode: string) => { lat: number | null; lng: number | null } | undefined;

/** Each basin's monthly activity as an index of its peak month (1). */
const activityIndex = (data: StormBasins) =>
  data.basins.map((b) => {
    const peak = Math.max(...b.storms_per_month);
    return { ...b, index: b.storms_per_month.map((v) => (peak ? Math.round((v / peak) * 100) / 100 : 0)) };
  });

const R = 6371;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

function distanceKm(a: [number, number], b: [number, number]): number {
  const [la1, lo1, la2, lo2] = [rad(a[0]), rad(a[1]), rad(b[0]), rad(b[1])];
  const h = Math.sin((la2 - la1) / 2) ** 2 + Math.cos(la1) * Math.cos(la2) * Math.sin((lo2 - lo1) / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Points along the great circle from a to b, about every stepKm (both ends included). */
export function greatCircle(a: [number, number], b: [number, number], stepKm = 50): [number, number][] {
  const d = distanceKm(a, b) / R;
  if (d === 0) return [a];
  const n = Math.max(1, Math.ceil((d * R) / stepKm));
  const [la1, lo1, la2, lo2] = [rad(a[0]), rad(a[1]), rad(b[0]), rad(b[1])];
  const out: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const f = i / n;
    const A = Math.sin((1 - f) * d) / Math.sin(d);
    const B = Math.sin(f * d) / Math.sin(d);
    const x = A * Math.cos(la1) * Math.cos(lo1) + B * Math.cos(la2) * Math.cos(lo2);
    const y = A * Math.cos(la1) * Math.sin(lo1) + B * Math.cos(la2) * Math.sin(lo2);
    const z = A * Math.sin(la1) + B * Math.sin(la2);
    out.push([deg(Math.atan2(z, Math.sqrt(x * x + y * y))), deg(Math.atan2(y, x))]);
  }
  return out;
}

const inBox = (p: [number, number], b: Box) =>
  p[0] >= b.lat_min && p[0] <= b.lat_max && p[1] >= b.lng_min && p[1] <= b.lng_max;

export type ExposureLevel = 'none' | 'low' | 'moderate' | 'high';
export const exposureLevel = (e: number): ExposureLevel =>
  e <= 0 ? 'none' : e < 0.1 ? 'low' : e < 0.3 ? 'moderate' : 'high';

export interface StormExposure {
  origin: string;
  destination: string;
  route: {
    source: 'next_direct_sailing' | 'great_circle';
    ports: string[];
    distance_km: number;
    unplaced_ports: string[];
  };
  basins: {
    code: string;
    name: string;
    season: string;
    share_of_route: number;
    distance_km: number;
    monthly_index: number[];
    peak_months: string[];
  }[];
  monthly: { month: number; name: string; exposure: number; level: ExposureLevel }[];
  peak_month: { month: number; name: string; exposure: number; level: ExposureLevel } | null;
  annual_mean_exposure: number;
  level: ExposureLevel;
}

export function stormExposure(
  lane: { origin: string; destination: string },
  routePorts: string[],
  data: StormBasins,
  placeOf: PortPlaces,
): StormExposure {
  const { origin, destination } = lane;
  const ports = routePorts.length >= 2 ? routePorts : [origin, destination];
  const placed = ports.filter((p) => placeOf(p)?.lat != null && placeOf(p)?.lng != null);
  const points: [number, number][] = [];
  let distance = 0;
  for (let i = 1; i < placed.length; i++) {
    const a = placeOf(placed[i - 1]!)!;
    const b = placeOf(placed[i]!)!;
    const seg = greatCircle([a.lat!, a.lng!], [b.lat!, b.lng!]);
    distance += distanceKm([a.lat!, a.lng!], [b.lat!, b.lng!]);
    points.push(...(i === 1 ? seg : seg.slice(1)));
  }
  const total = points.length || 1;
  const basins = activityIndex(data)
    .map((b) => {
      const inside = points.filter((p) => b.boxes.some((x) => inBox(p, x))).length;
      const share = Math.round((inside / total) * 1000) / 1000;
      const peak = Math.max(...b.index);
      return {
        code: b.code,
        name: b.name,
        season: b.season,
        share_of_route: share,
        distance_km: Math.round(share * distance),
        monthly_index: b.index,
        peak_months: b.index
          .map((v, i) => (v === peak && peak > 0 ? data.months[i]! : null))
          .filter((m): m is string => !!m),
      };
    })
    .filter((b) => b.share_of_route > 0);
  const monthly = data.months.map((name, i) => {
    const exposure = Math.round(basins.reduce((s, b) => s + b.share_of_route * b.monthly_index[i]!, 0) * 1000) / 1000;
    return { month: i + 1, name, exposure, level: exposureLevel(exposure) };
  });
  const peak = monthly.reduce((a, b) => (b.exposure > a.exposure ? b : a), monthly[0]!);
  const mean = Math.round((monthly.reduce((s, m) => s + m.exposure, 0) / 12) * 1000) / 1000;
  return {
    origin,
    destination,
    route: {
      source: routePorts.length >= 2 ? 'next_direct_sailing' : 'great_circle',
      ports,
      distance_km: Math.round(distance),
      unplaced_ports: ports.filter((p) => !placed.includes(p)),
    },
    basins,
    monthly,
    peak_month: peak.exposure > 0 ? peak : null,
    annual_mean_exposure: mean,
    level: exposureLevel(peak.exposure),
  };
}
