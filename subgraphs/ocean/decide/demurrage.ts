// Demurrage figures (the records' demurrage_* and demurrage_free_days_left) from the terms copied
// onto each box: a record's in the read path, a box's for the poller's demurrage_warning and
// demurrage_started. The report's SQL calls the same rules as SQL functions
// (migrations/010_demurrage_rules.sql); test/ocean/demurrage-rules.test.ts runs one table through both.
import type { BoxRow } from '../store/index.js';
import { dateOnly, localDate } from '../../../platform/time-zones.js';

/** A box still in the terminal is at risk from this many days before its last free day (SQL: ocean.demurrage_at_risk_days()). */
export const AT_RISK_DAYS = 2;

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / DAY_MS;

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

/** Free time counts the port-local discharge date as day 1 (SQL: ocean.demurrage_last_free_day). */
export function lastFreeDay(dischargeLocalDate: string | null, freeDays: number | null): string | null {
  if (dischargeLocalDate === null || freeDays === null) return null;
  return new Date((dayNumber(dischargeLocalDate) + freeDays - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The daily rate charged on day max(days, 1) of overdue time (SQL: ocean.demurrage_daily_rate). */
export function dailyRate(days: number, b: BoxTiers): number | null {
  if (b.dem_rate_1 === null) return null;
  const day = Math.max(days, 1);
  if (b.dem_from_4 !== null && b.dem_from_4 <= day) return b.dem_rate_4;
  if (b.dem_from_3 !== null && b.dem_from_3 <= day) return b.dem_rate_3;
  if (b.dem_from_2 !== null && b.dem_from_2 <= day) return b.dem_rate_2;
  return b.dem_rate_1;
}

/** Charge for `days` overdue under up to four tiers: rate k from day from_k until the next tier starts (SQL: ocean.demurrage_accrued). */
function tieredCharge(days: number, b: BoxTiers): number | null {
  if (b.dem_rate_1 === null) return null;
  if (days <= 0) return 0;
  const tiers: [number, number][] = [[1, b.dem_rate_1]];
  for (const [from, rate] of [
    [b.dem_from_2, b.dem_rate_2],
    [b.dem_from_3, b.dem_rate_3],
    [b.dem_from_4, b.dem_rate_4],
  ] as const) {
    if (from !== null && rate !== null) tiers.push([from, rate]);
  }
  let total = 0;
  tiers.forEach(([from, rate], i) => {
    const last = i + 1 < tiers.length ? tiers[i + 1]![0] - 1 : Infinity;
    total += Math.max(0, Math.min(days, last) - from + 1) * rate;
  });
  return total;
}

/** At risk: still in the terminal, its last free day at most AT_RISK_DAYS away (SQL: ocean.demurrage_at_risk). */
function atRisk(freeDaysLeft: number | null, inTerminal: boolean): boolean {
  return freeDaysLeft !== null && inTerminal && freeDaysLeft <= AT_RISK_DAYS;
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
  const lfdRaw = dateOnly(b.dem_last_free_day);
  const lfd = lfdRaw ? dayNumber(lfdRaw) : null;
  const outRaw = dateOnly(b.gate_out_local_date);
  const until = outRaw ? dayNumber(outRaw) : t;
  const overdue = lfd === null ? 0 : Math.max(0, until - lfd);
  const inTerminal = !b.gate_out_at && !b.empty_return_at;
  return {
    free_days_left: lfd === null ? null : lfd - t,
    days_overdue: overdue,
    accrued_usd: tieredCharge(overdue, b),
    at_risk: atRisk(lfd === null ? null : lfd - t, inTerminal),
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
