// When rates raises lane_rate_updated and index_refreshed, and what they carry (docs/rates.md).
import { describe, it, expect } from 'vitest';
import { changes, indexRefreshedPayload } from '../../subgraphs/rates/events.js';
import {
  decideLaneRateEvents,
  type SeriesMedian,
  type SeriesSignal,
} from '../../subgraphs/rates/decide/lane-rate-events.js';

const median = (lane_id: number, p50: number | null, day = '2026-11-20'): SeriesMedian => ({
  lane_id,
  origin: 'CNSHA',
  destination: 'NLRTM',
  equipment: '42G1',
  rate_type: 'spot',
  day,
  count: 4,
  p50,
});
const signal = (lane_id: number, p50: number, day = '2026-11-01'): SeriesSignal => ({
  lane_id,
  equipment: '42G1',
  rate_type: 'spot',
  p50,
  day,
});

describe('lane_rate_updated', () => {
  it("take a series' first p50 as its reference without an event", () => {
    expect(decideLaneRateEvents([median(1, 2000)], [])).toEqual({
      events: [],
      references: [signal(1, 2000, '2026-11-20')],
    });
  });

  it('raise when the p50 moved by more than 5 % since the last event, and move the reference', () => {
    const d = decideLaneRateEvents([median(1, 2101), median(2, 1901)], [signal(1, 2000), signal(2, 2000)]);
    expect(d.events).toEqual([
      {
        origin: 'CNSHA',
        destination: 'NLRTM',
        equipment: '42G1',
        rate_type: 'spot',
        date: '2026-11-20',
        p50_usd: 2101,
        previous_p50_usd: 2000,
        previous_date: '2026-11-01',
        change_pct: 5.05,
        observations: 4,
      },
    ]);
    expect(d.references).toEqual([signal(1, 2101, '2026-11-20')]);
  });

  it('stay silent at exactly the threshold, on a series without a p50, and for another series', () => {
    const d = decideLaneRateEvents([median(1, 2100), median(2, null)], [signal(1, 2000), signal(2, 2000)]);
    expect(d).toEqual({ events: [], references: [] });
    const other = decideLaneRateEvents([{ ...median(1, 3000), equipment: '22G1' }], [signal(1, 2000)]);
    expect(other.events).toEqual([]);
    expect(other.references).toHaveLength(1);
  });

  it('take the threshold as given', () => {
    expect(decideLaneRateEvents([median(1, 2021)], [signal(1, 2000)], 0.01).events).toHaveLength(1);
  });
});

describe('index changes and index_refreshed', () => {
  const value = { code: 'ASIA_NEUR', name: 'Asia – North Europe', day: '2026-11-20', value_usd: 2080 };

  it('compare with a week and a year before, in percent to two decimals', () => {
    expect(changes({ ...value, week_ago_usd: 2000, year_ago_usd: 3120 })).toEqual({
      week_over_week_pct: 4,
      year_over_year_pct: -33.33,
    });
  });

  it('leave a change null when either value is missing (never a change from 0)', () => {
    expect(changes({ ...value, week_ago_usd: null, year_ago_usd: 0 })).toEqual({
      week_over_week_pct: null,
      year_over_year_pct: null,
    });
    expect(changes({ ...value, value_usd: null, week_ago_usd: 2000, year_ago_usd: 2000 })).toEqual({
      week_over_week_pct: null,
      year_over_year_pct: null,
    });
  });

  it('carry the value, its changes and the recomputed range', () => {
    expect(
      indexRefreshedPayload({ ...value, week_ago_usd: 2000, year_ago_usd: null }, '2026-11-15', '2026-11-20'),
    ).toEqual({
      index: 'ASIA_NEUR',
      name: 'Asia – North Europe',
      date: '2026-11-20',
      value_usd: 2080,
      week_over_week_pct: 4,
      year_over_year_pct: null,
      recomputed_from: '2026-11-15',
      recomputed_to: '2026-11-20',
    });
  });
});
