// Demurrage figures (the records' demurrage_* and demurrage_free_days_left) from the terms copied
// onto each box: a record's in the read path, a box's for the poller's demurrage_warning and
// demurrage_started. The rules themselves are written once in decide/demurrage-rules.ts, which
// the report's SQL prints (store/demurrage.ts); here they are evaluated on one box's values.
import type { BoxRow } from '../store/index.js';
import { dateOnly, localDate } from '../../../platform/time-zones.js';
import { values, type Value } from '../../../platform/sql-rules.js';
import * as rule from './demurrage-rules.js';

export { AT_RISK_DAYS } from './demurrage-rules.js';

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;
const dayOf = (ymd: string | null) => (ymd === null ? null : dayNumber(ymd));

/** The tiers copied onto a box. */
export type BoxTiers = Pick<
  BoxRow,
  'dem_rate_1' | 'dem_from_2' | 'dem_rate_2' | 'dem_from_3' | 'dem_rate_3' | 'dem_from_4' | 'dem_rate_4'
>;

/** What a box's figures are computed from: its tiers, last free day and whereabouts (stored rows or the poller's writes). */
export type BoxClock = BoxTiers &
  Pick<BoxRow, 'dem_last_free_day' | 'gate_out_local_date'> & {
    gate_out_at: Date | string | null;
    empty_return_at: Date | string | null;
  };

const tiersOf = (b: BoxTiers): rule.Tiers<Value> => ({
  rate1: b.dem_rate_1,
  from2: b.dem_from_2,
  rate2: b.dem_rate_2,
  from3: b.dem_from_3,
  rate3: b.dem_rate_3,
  from4: b.dem_from_4,
  rate4: b.dem_rate_4,
});

/** The last free day of a box discharged on that port-local date with that many free days. */
export function lastFreeDay(dischargeLocalDate: string | null, freeDays: number | null): string | null {
  const day = rule.lastFreeDay(values, dayOf(dischargeLocalDate), freeDays) as number | null;
  return day === null ? null : new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The daily rate charged on day max(days, 1) of overdue time. */
export function dailyRate(days: number, b: BoxTiers): number | null {
  return rule.dailyRate(values, days, tiersOf(b)) as number | null;
}

export interface BoxDemurrageNow {
  free_days_left: number | null;
  days_overdue: number;
  accrued_usd: number | null;
  at_risk: boolean;
}

/** One box as of `today` (port-local 'YYYY-MM-DD'). */
export function boxDemurrage(b: BoxClock, today: string): BoxDemurrageNow {
  const t = dayNumber(today);
  const lfd = dayOf(dateOnly(b.dem_last_free_day));
  const overdue = rule.daysOverdue(values, lfd, dayOf(dateOnly(b.gate_out_local_date)), t) as number;
  const inTerminal = !b.gate_out_at && !b.empty_return_at;
  return {
    free_days_left: rule.freeDaysLeft(values, lfd, t) as number | null,
    days_overdue: overdue,
    accrued_usd: rule.accrued(values, overdue, tiersOf(b)) as number | null,
    at_risk: rule.atRisk(values, lfd, t, inTerminal) === true,
  };
}

export interface RecordDemurrage {
  at_risk: boolean;
  /** Sum over the boxes with a rate; null when no box has one (null: no rate applies, not zero owed). */
  accrued_usd: number | null;
  last_free_day: string | null;
  /** Least free days left among the boxes still in the terminal. */
  free_days_left: number | null;
  terms_source: 'your_contract_terms' | 'carrier_published_tariff' | null;
  rate_known: boolean;
  box_count: number;
}

/** A record's figures from its boxes; `todayAt` gives the local date of now at a zone (memoised by the caller). */
export function recordDemurrage(boxes: readonly BoxRow[], todayAt: (tz: string | null) => string): RecordDemurrage {
  let atRisk = false;
  let accrued: number | null = null;
  let lfd: string | null = null;
  let left: number | null = null;
  let source: 1 | 2 | null = null;
  let rateKnown = false;
  for (const b of boxes) {
    const d = boxDemurrage(b, todayAt(b.pod_timezone));
    atRisk ||= d.at_risk;
    if (d.accrued_usd !== null) accrued = (accrued ?? 0) + d.accrued_usd;
    const l = dateOnly(b.dem_last_free_day);
    if (l && (lfd === null || l < lfd)) lfd = l;
    if (!b.gate_out_at && !b.empty_return_at && d.free_days_left !== null && (left === null || d.free_days_left < left))
      left = d.free_days_left;
    if (b.dem_source !== null && (source === null || b.dem_source < source)) source = b.dem_source as 1 | 2;
    rateKnown ||= b.dem_rate_1 !== null;
  }
  return {
    at_risk: atRisk,
    accrued_usd: accrued,
    last_free_day: lfd,
    free_days_left: left,
    terms_source: source === 1 ? 'your_contract_terms' : source === 2 ? 'carrier_published_tariff' : null,
    rate_known: rateKnown,
    box_count: boxes.length,
  };
}

/** Local date of `now` per zone, computed once per zone. */
export function todayByZone(now: Date): (tz: string | null) => string {
  const memo = new Map<string, string>();
  return (tz) => {
    const key = tz ?? 'UTC';
    let d = memo.get(key);
    if (!d) memo.set(key, (d = localDate(now, key)));
    return d;
  };
}
