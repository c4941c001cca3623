// monthlySeries: a carrier's on-time share per calendar month, every month of the window present.
import { describe, it, expect } from 'vitest';
import { monthlySeries } from '../../subgraphs/schedules/decide/reliability.js';

const row = (month: string, observations: number, on_time: number) => ({
  carrier_scac: 'MAEU',
  month,
  observations,
  on_time,
});

describe('monthlySeries', () => {
  it('lists every month from the window start to now, oldest first, across a year end', () => {
    const s = monthlySeries(
      [row('2026-12', 4, 3), row('2027-02', 3, 1)],
      new Date('2026-11-30T23:00:00Z'),
      new Date('2027-02-01T00:00:00Z'),
    );
    expect(s).toEqual([
      { month: '2026-11', on_time_pct: null, observations: 0 },
      { month: '2026-12', on_time_pct: 75, observations: 4 },
      { month: '2027-01', on_time_pct: null, observations: 0 },
      { month: '2027-02', on_time_pct: 33.3, observations: 3 },
    ]);
  });

  it('is one month when the window starts and ends in it', () => {
    expect(monthlySeries([], new Date('2026-05-01T00:00:00Z'), new Date('2026-05-31T23:59:59Z'))).toEqual([
      { month: '2026-05', on_time_pct: null, observations: 0 },
    ]);
  });
});
