// Congestion as answered: the level by wait (mild < 24 h ≤ moderate < 72 h ≤ severe), the level
// filter (unrecognised = none) and the leaderboard's order.
import { describe, it, expect } from 'vitest';
import { congestionItem, leaderboard, levelFilter } from '../../subgraphs/schedules/decide/congestion.js';
import { congestionLevel } from '../../subgraphs/schedules/decide/rules.js';

const reading = (unlocode: string, wait_hours: number, at_anchor = 0) => ({
  unlocode,
  observed_at: new Date('2026-05-01T00:00:00Z'),
  wait_hours,
  at_anchor,
  at_berth: 3,
});
const names = (u: string) => `Port ${u}`;

describe('congestion', () => {
  it.each([
    [0, 'mild'],
    [23.9, 'mild'],
    [24, 'moderate'],
    [71.9, 'moderate'],
    [72, 'severe'],
  ])('a wait of %s h is %s', (wait, level) => {
    expect(congestionLevel(wait)).toBe(level);
  });

  it.each([
    ['Severe ', 'severe'],
    ['mild', 'mild'],
    ['extreme', null],
    [null, null],
  ])('level filter %j → %j', (given, want) => {
    expect(levelFilter(given)).toBe(want);
  });

  it('writes the wait to one decimal with the port name and level', () => {
    expect(congestionItem(reading('NLRTM', 30.26, 4), names)).toEqual({
      port: 'NLRTM',
      port_name: 'Port NLRTM',
      wait_hours: 30.3,
      at_anchor: 4,
      at_berth: 3,
      level: 'moderate',
      observed_at: '2026-05-01T00:00:00.000Z',
    });
  });

  it('ranks longest wait first, then more at anchor, then by port; filters and limits', () => {
    const items = [reading('BBBBB', 30, 1), reading('AAAAA', 30, 1), reading('CCCCC', 30, 5), reading('DDDDD', 80)].map(
      (r) => congestionItem(r, names),
    );
    const all = leaderboard(items, null, 3);
    expect([all.total, all.items.map((i) => [i.rank, i.port])]).toEqual([
      4,
      [
        [1, 'DDDDD'],
        [2, 'CCCCC'],
        [3, 'AAAAA'],
      ],
    ]);
    expect(leaderboard(items, 'severe', 10).items.map((i) => i.port)).toEqual(['DDDDD']);
  });
});
