// Switching off a failing endpoint (subgraphs/webhooks/decide-streak.ts): a table of an
// endpoint's streak before a cycle, the attempts recorded in it (in completion order), and what
// the endpoint holds after it.
import { describe, it, expect } from 'vitest';
import { decideStreak, type RecordedAttempt, type Streak } from '../../subgraphs/webhooks/decide/streak.js';

const RULE = { after: 20, cutoff: '2026-11-18T12:00:00.000Z' };
const T = (h: number) => new Date(Date.parse('2026-11-21T12:00:00Z') + h * 3_600_000).toISOString();
const clean: Streak = { failure_count: 0, failing_since: null, last_delivery_at: '2026-11-20T00:00:00.000Z' };
const failing = (count: number, since: string): Streak => ({ ...clean, failure_count: count, failing_since: since });
const ok = (ord: number, at = T(0)): RecordedAttempt => ({ ok: true, at, ord });
const fail = (ord: number, at = T(0)): RecordedAttempt => ({ ok: false, at, ord });

describe('decideStreak', () => {
  it.each<{ what: string; before: Streak; attempts: RecordedAttempt[]; after: Partial<Streak>; disable: boolean }>([
    {
      what: 'no attempt: unchanged',
      before: failing(5, T(-100)),
      attempts: [],
      after: failing(5, T(-100)),
      disable: false,
    },
    {
      what: 'a success ends the streak and moves last_delivery_at',
      before: failing(30, T(-100)),
      attempts: [ok(1, T(1))],
      after: { failure_count: 0, failing_since: null, last_delivery_at: T(1) },
      disable: false,
    },
    {
      what: 'failures after the last success start a new streak at the first of them',
      before: failing(30, T(-100)),
      attempts: [fail(1, T(1)), ok(2, T(2)), fail(3, T(4)), fail(4, T(3))],
      after: { failure_count: 2, failing_since: T(3), last_delivery_at: T(2) },
      disable: false,
    },
    {
      what: 'completion order decides, not the order listed',
      before: clean,
      attempts: [ok(2, T(2)), fail(1, T(1))],
      after: { failure_count: 0, failing_since: null, last_delivery_at: T(2) },
      disable: false,
    },
    {
      what: 'an older success never moves last_delivery_at back',
      before: { ...clean, last_delivery_at: T(5) },
      attempts: [ok(1, T(1))],
      after: { last_delivery_at: T(5) },
      disable: false,
    },
    {
      what: 'failures extend the streak from when it began',
      before: failing(3, T(-10)),
      attempts: [fail(1), fail(2)],
      after: { failure_count: 5, failing_since: T(-10), last_delivery_at: clean.last_delivery_at },
      disable: false,
    },
    {
      what: 'the first failures start the streak',
      before: clean,
      attempts: [fail(1, T(1)), fail(2, T(2))],
      after: { failure_count: 2, failing_since: T(1) },
      disable: false,
    },
    {
      what: '20 in a row over 72 hours: switched off',
      before: failing(19, T(-72)),
      attempts: [fail(1)],
      after: { failure_count: 20 },
      disable: true,
    },
    {
      what: '20 in a row, but within 72 hours: kept',
      before: failing(19, T(-71)),
      attempts: [fail(1)],
      after: { failure_count: 20 },
      disable: false,
    },
    {
      what: 'over 72 hours, but 19 in a row: kept',
      before: failing(18, T(-100)),
      attempts: [fail(1)],
      after: { failure_count: 19 },
      disable: false,
    },
    {
      what: 'a cycle with a success is never the one that switches off',
      before: failing(100, T(-100)),
      attempts: [ok(1), fail(2)],
      after: { failure_count: 1 },
      disable: false,
    },
  ])('$what', ({ before, attempts, after, disable }) => {
    const decided = decideStreak(before, attempts, RULE);
    expect(decided).toMatchObject({ ...after, disable });
  });
});
