// The predicted-arrival backtest, small (bench/eta-backtest.ts is the full one): schedules'
// sandbox history replayed at 14, 7, 3 and 1 days before each arrival with only what was known
// then. The model's p50 is closer to the actual arrival than the carrier's ETA at every horizon,
// and its p10–p90 interval holds about 80 % of arrivals.
import { describe, expect, it } from 'vitest';
import { useSystem } from '../support/harness.js';
import { backtest } from '../../bench/eta-backtest.js';

const sys = useSystem();

describe('eta backtest', () => {
  it('beats the carrier ETA at every horizon with an honest interval', { timeout: 180_000 }, async () => {
    const rows = await backtest(sys.services.db, sys.clock.now(), { days: 60, limit: 120 });
    expect(rows.map((r) => r.days)).toEqual([14, 7, 3, 1]);
    for (const r of rows) {
      expect(r.arrivals, `${r.days} d`).toBeGreaterThanOrEqual(100);
      expect(r.maeOursHours, `${r.days} d`).toBeLessThan(r.maeCarrierHours);
      expect(r.coveragePct, `${r.days} d`).toBeGreaterThanOrEqual(70);
      expect(r.coveragePct, `${r.days} d`).toBeLessThanOrEqual(90);
    }
  });
});
