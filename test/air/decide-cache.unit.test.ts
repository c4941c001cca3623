// The air answer cache (subgraphs/air/decide/cache.ts): when a request serves the held answer and
// when it asks the airline, and what a request that gets no answer is told to wait. The clock is
// a parameter: every case is an instant.
import { describe, it, expect } from 'vitest';
import {
  cacheExpires,
  decideRefresh,
  FAILURE_BACKOFF_MS,
  FORCE_FLOOR_MS,
  KEEP_MS,
  notFoundRetrySeconds,
  unavailableRetrySeconds,
  type HeldShipment,
} from '../../subgraphs/air/decide/cache.js';

const T0 = Date.parse('2026-12-01T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const held = (s: Partial<HeldShipment>): HeldShipment => ({
  outcome: 'found',
  retry_after_s: null,
  fetched_at: at(0),
  failed_at: null,
  ...s,
});

describe('decideRefresh', () => {
  it.each([
    ['nothing held', null, false, 0, 'refresh'],
    ['a found answer within its keep time', held({}), false, KEEP_MS - 1, 'serve'],
    ['a found answer past its keep time', held({}), false, KEEP_MS, 'refresh'],
    ['forced, under the floor', held({}), true, FORCE_FLOOR_MS - 1, 'serve'],
    ['forced, past the floor', held({}), true, FORCE_FLOOR_MS, 'refresh'],
    ['past keep time, the airline failed just now', held({ failed_at: at(KEEP_MS) }), false, KEEP_MS + 1, 'serve'],
    ['not found, within Retry-After', held({ outcome: 'not_found', retry_after_s: 600 }), true, 599_000, 'serve'],
    ['not found, Retry-After lapsed', held({ outcome: 'not_found', retry_after_s: 600 }), false, 600_000, 'refresh'],
    [
      'pending, failed within the back-off',
      held({ outcome: 'pending', fetched_at: null, failed_at: at(0) }),
      false,
      FAILURE_BACKOFF_MS - 1,
      'serve',
    ],
    [
      'pending, failed within the back-off, forced',
      held({ outcome: 'pending', fetched_at: null, failed_at: at(0) }),
      true,
      1,
      'refresh',
    ],
    [
      'pending, back-off over',
      held({ outcome: 'pending', fetched_at: null, failed_at: at(0) }),
      false,
      FAILURE_BACKOFF_MS,
      'refresh',
    ],
  ])('%s: %s', (_, s, force, ms, decision) => {
    expect(decideRefresh(s, force, at(ms))).toBe(decision);
  });
});

describe('what the caller is told', () => {
  it('a found answer expires at its keep time, or at a later failure back-off', () => {
    expect(cacheExpires(held({}))).toEqual(at(KEEP_MS));
    expect(cacheExpires(held({ failed_at: at(KEEP_MS) }))).toEqual(at(KEEP_MS + FAILURE_BACKOFF_MS));
  });

  it('airline_unavailable waits out the back-off (whole seconds, at least 1)', () => {
    expect(unavailableRetrySeconds(null, at(0))).toBe(FAILURE_BACKOFF_MS / 1000);
    const failed = held({ outcome: 'pending', fetched_at: null, failed_at: at(0) });
    expect(unavailableRetrySeconds(failed, at(20_500))).toBe(40);
    expect(unavailableRetrySeconds(failed, at(FAILURE_BACKOFF_MS + 5_000))).toBe(1);
  });

  it("not_found waits out the airline's Retry-After, or a later failure's back-off", () => {
    const notFound = held({ outcome: 'not_found', retry_after_s: 30 });
    expect(notFoundRetrySeconds(notFound, at(10_000))).toBe(20);
    const failedSince = { ...notFound, failed_at: at(25_000) };
    expect(notFoundRetrySeconds(failedSince, at(26_000))).toBe(59);
  });
});
