// The reliability rules: the league's ranking (ranked at MIN_OBS, equal shares share a rank), a
// lane's table, a carrier's figures, and monthlySeries (every month of the window present).
import { describe, it, expect } from 'vitest';
import {
  buildLeague,
  figures,
  laneTable,
  monthlySeries,
  rankCarriers,
} from '../../subgraphs/schedules/decide/reliability.js';

const names = (scac: string) => `Line ${scac}`;
const stats = (carrier_scac: string, observations: number, on_time: number, avg_delay_minutes = 0) => ({
  carrier_scac,
  observations,
  on_time,
  avg_delay_minutes,
});

describe('rankCarriers', () => {
  it.each([
    {
      case: 'by share, equal shares share a rank, then by observations and SCAC',
      rows: [stats('AAAA', 40, 30), stats('BBBB', 20, 15), stats('CCCC', 40, 36), stats('DDDD', 20, 15)],
      order: [
        ['CCCC', 1],
        ['AAAA', 2],
        ['BBBB', 2],
        ['DDDD', 2],
      ],
    },
    {
      case: 'below MIN_OBS after the ranked, unranked, however good',
      rows: [stats('AAAA', 19, 19), stats('BBBB', 20, 10)],
      order: [
        ['BBBB', 1],
        ['AAAA', null],
      ],
    },
    { case: 'carriers never observed left out', rows: [stats('AAAA', 0, 0)], order: [] },
  ])('$case', ({ rows, order }) => {
    expect(rankCarriers(rows, names).map((e) => [e.carrier_code, e.rank])).toEqual(order);
  });

  it('names each carrier and writes the share to one decimal and the delay in hours', () => {
    expect(rankCarriers([stats('MAEU', 30, 20, 125)], names)[0]).toEqual({
      rank: 1,
      ranked: true,
      provisional: false,
      carrier_code: 'MAEU',
      carrier_name: 'Line MAEU',
      on_time_pct: 66.7,
      observations: 30,
      on_time: 20,
      avg_delay_hours: 2.1,
    });
  });

  it('buildLeague counts the ranked and finds entries by SCAC', () => {
    const league = buildLeague([stats('AAAA', 25, 20), stats('BBBB', 5, 5)], names);
    expect([league.total, league.ranked_total, league.byScac.get('BBBB')?.provisional]).toEqual([2, 1, true]);
  });
});

describe('laneTable and figures', () => {
  it('sums the lane over its carriers; null when nothing was observed', () => {
    expect(laneTable([stats('AAAA', 30, 15), stats('BBBB', 10, 10)], names)).toMatchObject({
      observations: 40,
      on_time_pct: 62.5,
    });
    expect(laneTable([stats('AAAA', 0, 0)], names)).toBeNull();
  });

  it.each([
    { row: null, want: { on_time_pct: null, observations: 0, avg_delay_hours: null, provisional: true } },
    {
      row: stats('AAAA', 20, 19, 60),
      want: { on_time_pct: 95, observations: 20, avg_delay_hours: 1, provisional: false },
    },
  ])('figures of $row', ({ row, want }) => {
    expect(figures(row)).toMatchObject(want);
  });
});

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
