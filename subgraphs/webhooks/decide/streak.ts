// Switching off a failing endpoint (docs/webhooks.md, "Failure count and automatic disabling"):
// the business rule behind the engine's lease cycle, as a pure function of an endpoint's streak
// and the attempts recorded for it in one cycle. The store reads the one and applies the other.

/** An endpoint's delivery record as stored. */
export interface Streak {
  /** Consecutive failed attempts, across all its deliveries. */
  failure_count: number;
  /** When the current run of failures began; null while the last attempt succeeded. */
  failing_since: string | null;
  /** The last successful attempt. */
  last_delivery_at: string | null;
}

/** One attempt recorded in this cycle. */
export interface RecordedAttempt {
  ok: boolean;
  at: string;
  /** Completion order: a streak is the failures after the last success. */
  ord: number;
}

export interface DisableRule {
  /** Failures in a row at least … */
  after: number;
  /** … in a run that began at or before this time (ISO). */
  cutoff: string;
}

export interface StreakDecision extends Streak {
  /** Switch the endpoint off: the streak is long enough, in count and in time. */
  disable: boolean;
}

const ms = (t: string) => Date.parse(t);
/** The earlier or later of two times (null: none). */
const pick = (a: string | null, b: string | null, later: boolean) =>
  a === null ? b : b === null ? a : ms(b) > ms(a) === later ? b : a;

/**
 * The endpoint after this cycle's attempts, in completion order: a success ends the streak and
 * moves last_delivery_at, the failures after the last success extend it (or, after a success,
 * start a new one), and a streak of at least `rule.after` failures that began at or before
 * `rule.cutoff` switches the endpoint off. Only a cycle of failures alone can switch it off.
 */
export function decideStreak(before: Streak, attempts: readonly RecordedAttempt[], rule: DisableRule): StreakDecision {
  if (!attempts.length) return { ...before, disable: false };
  const successes = attempts.filter((a) => a.ok);
  const lastOkOrd = Math.max(-1, ...successes.map((a) => a.ord));
  const failures = attempts.filter((a) => !a.ok && a.ord > lastOkOrd);
  const firstFailure = failures.reduce<string | null>((m, a) => pick(m, a.at, false), null);
  if (successes.length)
    return {
      failure_count: failures.length,
      failing_since: firstFailure,
      last_delivery_at: successes.reduce((m, a) => pick(m, a.at, true), before.last_delivery_at),
      disable: false,
    };
  const failure_count = before.failure_count + failures.length;
  const failing_since = before.failing_since ?? firstFailure;
  const disable = failure_count >= rule.after && failing_since !== null && ms(failing_since) <= ms(rule.cutoff);
  return { failure_count, failing_since, last_delivery_at: before.last_delivery_at, disable };
}
