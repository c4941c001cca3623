// The retry ladder (docs/webhooks.md, Retries): about a day in 9 attempts, jittered, and the default settings.
import { describe, it, expect } from 'vitest';
import { DEFAULT_RETRY_DELAYS_MS, resolveSettings, retryDelay } from '../../subgraphs/webhooks/settings.js';

describe('retry ladder', () => {
  it('spans about a day in 9 attempts, each delay jittered by at most ±20 %', () => {
    const s = resolveSettings();
    expect(s.retryDelaysMs).toEqual(DEFAULT_RETRY_DELAYS_MS);
    const total = DEFAULT_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(26);
    for (let n = 1; n <= 8; n++) {
      const base = DEFAULT_RETRY_DELAYS_MS[n - 1]!;
      expect(retryDelay(s, n, () => 0)).toBe(Math.round(base * 0.8));
      const top = retryDelay(s, n, () => 0.9999999)!;
      expect(top).toBeLessThanOrEqual(Math.round(base * 1.2));
      expect(top).toBeGreaterThan(base * 1.19);
    }
    expect(retryDelay(s, 9)).toBeNull();
    expect(s.timeoutMs).toBe(10_000);
    expect(s.sweepMs).toBe(30_000);
  });
});
