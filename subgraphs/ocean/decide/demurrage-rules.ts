// Demurrage's rules, each written once (platform/sql-rules.ts): decide/demurrage.ts evaluates
// them per box (a record's figures, the poller's warnings and starts) and store/demurrage.ts
// prints them into its statements (the report, the terms copied onto the boxes). Dates are
// port-local: the discharge date, the gate-out date and "today" at the box's port of discharge.
import type { Algebra } from '../../../platform/sql-rules.js';

/** A box still in the terminal is at risk from this many days before its last free day. */
export const AT_RISK_DAYS = 2;

/** The tiers copied onto a box: rate 1 from the first chargeable day, rate k from day `from k`. */
export interface Tiers<T> {
  rate1: T;
  from2: T;
  rate2: T;
  from3: T;
  rate3: T;
  from4: T;
  rate4: T;
}

/** Free time counts the port-local discharge date as day 1. */
export const lastFreeDay = <T>(a: Algebra<T>, dischargeLocalDate: T, freeDays: T): T =>
  a.sub(a.add(dischargeLocalDate, freeDays), a.num(1));

/** Free days left: the days from today until the last free day (negative once it has passed). */
export const freeDaysLeft = <T>(a: Algebra<T>, lastFree: T, today: T): T => a.sub(lastFree, today);

/**
 * Days charged: from the day after the last free day until the port-local gate-out date, or
 * until today while the box is still in; 0 without a last free day.
 */
export const daysOverdue = <T>(a: Algebra<T>, lastFree: T, gateOutLocalDate: T, today: T): T =>
  a.when([[a.isNull(lastFree), a.num(0)]], a.greatest(a.num(0), a.sub(a.coalesce(gateOutLocalDate, today), lastFree)));

/** At risk: a box still in the terminal whose last free day is at most AT_RISK_DAYS away. */
export const atRisk = <T>(a: Algebra<T>, lastFree: T, today: T, inTerminal: T): T =>
  a.and(a.notNull(lastFree), inTerminal, a.le(a.sub(lastFree, today), a.num(AT_RISK_DAYS)));

/**
 * The charge for `days` overdue: each tier's rate for its days, from its first day until the
 * next tier starts (the last open); null when no rate is known, 0 before the first chargeable day.
 */
export const accrued = <T>(a: Algebra<T>, days: T, t: Tiers<T>): T => {
  const tier = (rate: T, from: T, next: T | null) => {
    const until = next === null ? days : a.least(days, a.coalesce(a.sub(next, a.num(1)), days));
    return a.coalesce(a.mul(rate, a.greatest(a.num(0), a.add(a.sub(until, from), a.num(1)))), a.num(0));
  };
  const charged = [
    tier(t.rate2, t.from2, t.from3),
    tier(t.rate3, t.from3, t.from4),
    tier(t.rate4, t.from4, null),
  ].reduce((sum, x) => a.add(sum, x), tier(t.rate1, a.num(1), t.from2));
  return a.when(
    [
      [a.isNull(t.rate1), a.nil()],
      [a.le(days, a.num(0)), a.num(0)],
    ],
    charged,
  );
};

/** The daily rate charged on day max(days, 1) of overdue time; null when no rate is known. */
export const dailyRate = <T>(a: Algebra<T>, days: T, t: Tiers<T>): T => {
  const day = a.greatest(days, a.num(1));
  return a.when(
    [
      [a.isNull(t.rate1), a.nil()],
      [a.le(t.from4, day), t.rate4],
      [a.le(t.from3, day), t.rate3],
      [a.le(t.from2, day), t.rate2],
    ],
    t.rate1,
  );
};
