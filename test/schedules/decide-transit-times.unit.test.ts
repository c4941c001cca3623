// transit_time's figures and the shared ones: median (even lists average the middle two),
// transit days, per-carrier rows ordered by median then SCAC beside the observed voyages.
import { describe, it, expect } from 'vitest';
import { transitTimes } from '../../subgraphs/schedules/decide/transit-times.js';
import { iso, median, transitDays } from '../../subgraphs/schedules/decide/figures.js';
import type { Route } from '../../subgraphs/schedules/decide/routes.js';

const route = (carrier_code: string, transit_days: number, direct = true) =>
  ({ carrier_code, transit_days, direct }) as Route;

describe('figures', () => {
  it.each([
    { xs: [], want: null },
    { xs: [3], want: 3 },
    { xs: [5, 1, 3], want: 3 },
    { xs: [4, 1, 2, 3], want: 2.5 },
    { xs: [1.04, 1.06], want: 1.1 },
  ])('median of $xs is $want', ({ xs, want }) => {
    expect(median(xs)).toBe(want);
  });

  it('transit days to one decimal; iso of nothing is null', () => {
    expect(transitDays(new Date('2026-05-01T00:00:00Z'), new Date('2026-05-11T06:00:00Z'))).toBe(10.3);
    expect(iso(null)).toBeNull();
  });
});

describe('transitTimes', () => {
  const lane = { origin: 'CNSHA', destination: 'NLRTM' };
  const w = { from: new Date('2026-05-01T00:00:00Z'), to: new Date('2026-06-26T00:00:00Z') };

  it('summarises the lane and each carrier, by median then SCAC', () => {
    const t = transitTimes(
      lane,
      w,
      [route('BBBB', 30), route('AAAA', 32, false), route('AAAA', 28), route('CCCC', 30)],
      new Map([['AAAA', { voyages: 7, median_days: 31.5 }]]),
      (s) => `Line ${s}`,
    );
    expect([t.sailings, t.fastest_days, t.median_days, t.slowest_days]).toEqual([4, 28, 30, 32]);
    expect(t.carriers.map((c) => [c.carrier_code, c.median_days, c.direct_sailings, c.observed_voyages])).toEqual([
      ['AAAA', 30, 1, 7],
      ['BBBB', 30, 1, 0],
      ['CCCC', 30, 1, 0],
    ]);
  });

  it('answers no figures for a lane without sailings', () => {
    const t = transitTimes(lane, w, [], new Map(), (s) => s);
    expect([t.sailings, t.fastest_days, t.median_days, t.slowest_days, t.carriers]).toEqual([0, null, null, null, []]);
  });
});
