// Reliability figures and the ranking rule shared by the league and the lane table:
// carriers with at least MIN_OBS observations are ranked by on-time share (one decimal, as
// shown) descending; equal shares share a rank (1, 2, 2, 4); within a share, more
// observations first, then SCAC. Carriers below MIN_OBS follow, unranked and provisional,
// in the same order.
import { MIN_OBS, ON_TIME_TOLERANCE_HOURS, RELIABILITY_WINDOW_DAYS, pct } from './rules.js';
import type { CarrierMonthRow, CarrierStatsRow } from '../store/index.js';

/** A carrier's name by SCAC (the reference list's; the SCAC when unlisted). */
export type CarrierNames = (scac: string) => string;

export interface RankedEntry {
  rank: number | null;
  ranked: boolean;
  provisional: boolean;
  carrier_code: string;
  carrier_name: string;
  on_time_pct: number;
  observations: number;
  on_time: number;
  avg_delay_hours: number;
}

/** A carrier's league entry from its figures, with the rank given (null until ranked). */
export function leagueEntry(s: CarrierStatsRow, carrierName: CarrierNames, rank: number | null = null): RankedEntry {
  return {
    rank,
    ranked: s.observations >= MIN_OBS,
    provisional: s.observations < MIN_OBS,
    carrier_code: s.carrier_scac,
    carrier_name: carrierName(s.carrier_scac),
    on_time_pct: pct(s.on_time, s.observations),
    observations: s.observations,
    on_time: s.on_time,
    avg_delay_hours: Math.round(s.avg_delay_minutes / 6) / 10,
  };
}

export function rankCarriers(stats: CarrierStatsRow[], carrierName: CarrierNames): RankedEntry[] {
  const entries = stats.filter((s) => s.observations > 0).map((s) => leagueEntry(s, carrierName));
  entries.sort(
    (a, b) =>
      Number(b.ranked) - Number(a.ranked) ||
      b.on_time_pct - a.on_time_pct ||
      b.observations - a.observations ||
      (a.carrier_code < b.carrier_code ? -1 : a.carrier_code > b.carrier_code ? 1 : 0),
  );
  let prev: RankedEntry | null = null;
  entries.forEach((e, i) => {
    if (!e.ranked) return;
    e.rank = prev && prev.on_time_pct === e.on_time_pct ? prev.rank : i + 1;
    prev = e;
  });
  return entries;
}

export interface League {
  min_obs: number;
  total: number;
  ranked_total: number;
  entries: RankedEntry[];
  byScac: Map<string, RankedEntry>;
}

export function buildLeague(stats: CarrierStatsRow[], carrierName: CarrierNames): League {
  const entries = rankCarriers(stats, carrierName);
  return {
    min_obs: MIN_OBS,
    total: entries.length,
    ranked_total: entries.filter((e) => e.ranked).length,
    entries,
    byScac: new Map(entries.map((e) => [e.carrier_code, e])),
  };
}

export const leagueItem = (e: RankedEntry) => ({
  rank: e.rank,
  ranked: e.ranked,
  provisional: e.provisional,
  carrier_code: e.carrier_code,
  carrier_name: e.carrier_name,
  on_time_pct: e.on_time_pct,
  observations: e.observations,
});

export function figures(s: CarrierStatsRow | null) {
  const obs = s?.observations ?? 0;
  return {
    on_time_pct: obs ? pct(s!.on_time, obs) : null,
    observations: obs,
    on_time: s?.on_time ?? 0,
    avg_delay_hours: obs ? Math.round(s!.avg_delay_minutes / 6) / 10 : null,
    provisional: obs < MIN_OBS,
    window_days: RELIABILITY_WINDOW_DAYS,
    tolerance_hours: ON_TIME_TOLERANCE_HOURS,
  };
}

export interface ReliabilityMonth {
  month: string;
  on_time_pct: number | null;
  observations: number;
}

/**
 * A carrier's on-time share per calendar month (UTC) from the month holding `from` to the one
 * holding `to`, oldest first; a month without arrivals has no share (null), not 0 %.
 */
export function monthlySeries(rows: readonly CarrierMonthRow[], from: Date, to: Date): ReliabilityMonth[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months: ReliabilityMonth[] = [];
  const last = to.getUTCFullYear() * 12 + to.getUTCMonth();
  for (let m = from.getUTCFullYear() * 12 + from.getUTCMonth(); m <= last; m++) {
    const month = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    const r = byMonth.get(month);
    months.push({ month, on_time_pct: r ? pct(r.on_time, r.observations) : null, observations: r?.observations ?? 0 });
  }
  return months;
}

/** A lane's table: its carriers ranked, their observations and on-time share; null when none observed. */
export function laneTable(rows: CarrierStatsRow[], carrierName: CarrierNames) {
  const carriers = rankCarriers(rows, carrierName);
  if (!carriers.length) return null;
  const obs = carriers.reduce((s, c) => s + c.observations, 0);
  const onTime = carriers.reduce((s, c) => s + c.on_time, 0);
  return { observations: obs, on_time_pct: pct(onTime, obs), carriers };
}
