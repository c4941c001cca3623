// The periods a legacy call is counted in: the UTC day, the ISO week from Monday, the calendar
// month, and when the monthly allowance resets.
import { describe, it, expect } from 'vitest';
import { periods } from '../../subgraphs/ocean/legacy/decide/usage.js';

describe('periods', () => {
  it.each([
    ['a Wednesday', '2026-12-02T02:15:00Z', '2026-12-02', '2026-11-30', '2026-12-01', '2027-01-01T00:00:00.000Z'],
    ['a Monday', '2026-11-30T00:00:00Z', '2026-11-30', '2026-11-30', '2026-11-01', '2026-12-01T00:00:00.000Z'],
    ['a Sunday night', '2026-11-29T23:59:59Z', '2026-11-29', '2026-11-23', '2026-11-01', '2026-12-01T00:00:00.000Z'],
    ['a leap day', '2028-02-29T12:00:00Z', '2028-02-29', '2028-02-28', '2028-02-01', '2028-03-01T00:00:00.000Z'],
  ])('%s', (_, now, day, weekStart, monthStart, nextMonth) => {
    const p = periods(new Date(now));
    expect({
      day: p.day,
      weekStart: p.weekStart,
      monthStart: p.monthStart,
      nextMonth: p.nextMonth.toISOString(),
    }).toEqual({ day, weekStart, monthStart, nextMonth });
  });
});
