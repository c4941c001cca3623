// A lane's sailings in a departure window and its observed on-time share, as compare_lanes and
// Lane.sailings show them: counts, carriers, the next departure, transit days, destination congestion.
import type { CarrierStatsRow, CongestionRow, LaneRouteRow } from '../store/index.js';
import { pct } from './rules.js';
import { iso, median, transitDays } from './figures.js';
import { congestionItem, type PortNames } from './congestion.js';

export function laneSummary(
  lane: { origin: string; destination: string },
  routes: readonly LaneRouteRow[],
  stats: readonly CarrierStatsRow[],
  congestion: CongestionRow | null,
  portName: PortNames,
) {
  const days = routes.map((r) => transitDays(r.departure, r.arrival));
  const obs = stats.reduce((s, x) => s + x.observations, 0);
  const onTime = stats.reduce((s, x) => s + x.on_time, 0);
  return {
    ...lane,
    sailings: routes.length,
    direct_sailings: routes.filter((r) => !r.hub).length,
    carriers: [...new Set(routes.map((r) => r.carrier_scac))].sort(),
    next_departure_at: iso(routes[0]?.departure),
    fastest_transit_days: days.length ? Math.min(...days) : null,
    median_transit_days: median(days),
    on_time_pct: obs ? pct(onTime, obs) : null,
    observations: obs,
    destination_congestion: congestion ? congestionItem(congestion, portName) : null,
  };
}
