// Rates' webhook event catalogue and the index_refreshed payload; when lane_rate_updated is
// raised is decided in decide-lane-rate-events.ts. Payloads and the threshold are documented in
// docs/rates.md; refresh.ts raises them.
import { pct } from './decide/lane-rate-events.js';

export const RATES_EVENTS = ['lane_rate_updated', 'index_refreshed'] as const;
export type RatesEvent = (typeof RATES_EVENTS)[number];

export interface IndexValue {
  code: string;
  name: string;
  day: string | null;
  value_usd: number | null;
  week_ago_usd: number | null;
  year_ago_usd: number | null;
}

/** Week-over-week and year-over-year change in percent (null when either value is missing). */
export function changes(i: IndexValue): { week_over_week_pct: number | null; year_over_year_pct: number | null } {
  const ch = (before: number | null) => (i.value_usd !== null && before ? pct(i.value_usd, before) : null);
  return { week_over_week_pct: ch(i.week_ago_usd), year_over_year_pct: ch(i.year_ago_usd) };
}

/** index_refreshed: the index's latest value after a recomputation of [from, to]. */
export function indexRefreshedPayload(i: IndexValue, from: string, to: string): Record<string, unknown> {
  return {
    index: i.code,
    name: i.name,
    date: i.day,
    value_usd: i.value_usd,
    ...changes(i),
    recomputed_from: from,
    recomputed_to: to,
  };
}
