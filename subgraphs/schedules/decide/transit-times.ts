// transit_time's answer: the scheduled transit days of a lane's sailings (fastest, median,
// slowest), and per carrier the same beside its observed voyages; carriers by median, then SCAC.
import type { CarrierNames } from './reliability.js';
import { iso, median } from './figures.js';
import type { Route } from './routes.js';

/** A carrier's observed voyages on the lane and their median transit days. */
export interface ObservedTransit {
  voyages: number;
  median_days: number | null;
}

function carrierTransits(
  byCarrier: Map<string, Route[]>,
  observed: ReadonlyMap<string, ObservedTransit>,
  carrierName: CarrierNames,
) {
  return [...byCarrier.entries()]
    .map(([c, rs]) => {
      const d = rs.map((r) => r.transit_days);
      const o = observed.get(c);
      return {
        carrier_code: c,
        carrier_name: carrierName(c),
        sailings: rs.length,
        direct_sailings: rs.filter((r) => r.direct).length,
        fastest_days: Math.min(...d),
        median_days: median(d)!,
        slowest_days: Math.max(...d),
        observed_voyages: o?.voyages ?? 0,
        observed_median_days: o?.median_days ?? null,
      };
    })
    .sort((x, y) => x.median_days - y.median_days || (x.carrier_code < y.carrier_code ? -1 : 1));
}

export function transitTimes(
  lane: { origin: string; destination: string },
  w: { from: Date; to: Date },
  routes: readonly Route[],
  observed: ReadonlyMap<string, ObservedTransit>,
  carrierName: CarrierNames,
) {
  const byCarrier = new Map<string, Route[]>();
  for (const r of routes) byCarrier.set(r.carrier_code, [...(byCarrier.get(r.carrier_code) ?? []), r]);
  const days = routes.map((r) => r.transit_days);
  return {
    ...lane,
    window_from: iso(w.from),
    window_to: iso(w.to),
    sailings: routes.length,
    fastest_days: days.length ? Math.min(...days) : null,
    median_days: median(days),
    slowest_days: days.length ? Math.max(...days) : null,
    carriers: carrierTransits(byCarrier, observed, carrierName),
  };
}
