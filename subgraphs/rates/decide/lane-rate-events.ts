// When lane_rate_updated is raised, decided without touching the database:
// use-cases/recompute.ts reads the series' medians and last references, this decides, and the
// store and the outbox apply (docs/rates.md).
import { LANE_RATE_THRESHOLD } from './vocabulary.js';

export interface SeriesMedian {
  lane_id: number;
  origin: string;
  destination: string;
  equipment: string;
  rate_type: string;
  day: string;
  count: number;
  p50: number | null;
}
export interface SeriesSignal {
  lane_id: number;
  equipment: string;
  rate_type: string;
  p50: number;
  day: string;
}

const seriesKey = (s: { lane_id: number; equipment: string; rate_type: string }) =>
  `${s.lane_id}|${s.equipment}|${s.rate_type}`;
/** The change from `before` to `now` in percent, two decimals. */
export const pct = (now: number, before: number) => Math.round(((now - before) / before) * 10_000) / 100;

/**
 * lane_rate_updated for each series whose p50 moved by more than the threshold since the p50 of
 * its last event; a series' first published p50 becomes its reference without an event. Answers
 * the events and the new references to store.
 */
export function decideLaneRateEvents(
  medians: readonly SeriesMedian[],
  signals: readonly SeriesSignal[],
  threshold = LANE_RATE_THRESHOLD,
): { events: Record<string, unknown>[]; references: SeriesSignal[] } {
  const last = new Map(signals.map((s) => [seriesKey(s), s]));
  const events: Record<string, unknown>[] = [];
  const references: SeriesSignal[] = [];
  for (const m of medians) {
    if (m.p50 === null) continue;
    const ref = last.get(seriesKey(m));
    const reference = { lane_id: m.lane_id, equipment: m.equipment, rate_type: m.rate_type, p50: m.p50, day: m.day };
    if (!ref) {
      references.push(reference);
      continue;
    }
    if (Math.abs(m.p50 - ref.p50) <= threshold * ref.p50) continue;
    references.push(reference);
    events.push({
      origin: m.origin,
      destination: m.destination,
      equipment: m.equipment,
      rate_type: m.rate_type,
      date: m.day,
      p50_usd: m.p50,
      previous_p50_usd: ref.p50,
      previous_date: ref.day,
      change_pct: pct(m.p50, ref.p50),
      observations: m.count,
    });
  }
  return { events, references };
}
