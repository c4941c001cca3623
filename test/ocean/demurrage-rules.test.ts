// Demurrage's rules (subgraphs/ocean/decide/demurrage-rules.ts, written once) read both ways
// agree: evaluated per box by decide/demurrage.ts (the record, the poller) and printed as SQL
// (the report, the terms copied onto the boxes) run by the database. One table of boxes runs
// through both, and its figures at the rules' edges are the ones the terms say (worked by hand).
import { describe, it, expect } from 'vitest';
import { useSystem } from '../support/harness.js';
import {
  AT_RISK_DAYS,
  boxDemurrage,
  dailyRate,
  lastFreeDay,
  type BoxTiers,
} from '../../subgraphs/ocean/decide/demurrage.js';
import * as rule from '../../subgraphs/ocean/decide/demurrage-rules.js';
import { sql as printed } from '../../platform/sql-rules.js';

const sys = useSystem();

const NO_RATES: BoxTiers = {
  dem_rate_1: null,
  dem_from_2: null,
  dem_rate_2: null,
  dem_from_3: null,
  dem_rate_3: null,
  dem_from_4: null,
  dem_rate_4: null,
};
const ONE_RATE: BoxTiers = { ...NO_RATES, dem_rate_1: 75 };
const THREE_TIERS: BoxTiers = {
  ...NO_RATES,
  dem_rate_1: 100,
  dem_from_2: 4,
  dem_rate_2: 250,
  dem_from_3: 10,
  dem_rate_3: 400,
};
const FOUR_TIERS: BoxTiers = { ...THREE_TIERS, dem_from_4: 15, dem_rate_4: 600.5 };
// A tariff whose second tier starts on day 1 (rate_1 is never charged).
const SECOND_FROM_DAY_1: BoxTiers = { ...NO_RATES, dem_rate_1: 100, dem_from_2: 1, dem_rate_2: 180 };

interface Case {
  name: string;
  discharge: string | null;
  freeDays: number | null;
  tiers: BoxTiers;
  today: string;
  gateOut?: string;
  emptyReturned?: boolean;
}

const TODAY = '2026-11-21';
const cases: Case[] = [
  { name: 'not discharged', discharge: null, freeDays: 5, tiers: THREE_TIERS, today: TODAY },
  { name: 'no terms', discharge: '2026-11-10', freeDays: null, tiers: NO_RATES, today: TODAY },
  { name: 'free days only (uncosted)', discharge: '2026-11-10', freeDays: 4, tiers: NO_RATES, today: TODAY },
  { name: 'discharged today', discharge: TODAY, freeDays: 5, tiers: THREE_TIERS, today: TODAY },
  { name: 'one free day, discharged today', discharge: TODAY, freeDays: 1, tiers: ONE_RATE, today: TODAY },
  ...[-1, 0, 1, 2, 3, 4].map((offset) => ({
    name: `last free day ${AT_RISK_DAYS + offset} days away (at-risk edge)`,
    discharge: '2026-11-21',
    freeDays: AT_RISK_DAYS + offset + 1,
    tiers: THREE_TIERS,
    today: TODAY,
  })),
  ...[1, 2, 3, 4, 9, 10, 14, 15, 16, 40].map((overdue) => ({
    name: `${overdue} days overdue, four tiers`,
    discharge: '2026-10-01',
    freeDays: 52 - overdue,
    tiers: FOUR_TIERS,
    today: TODAY,
  })),
  { name: 'overdue, one rate', discharge: '2026-11-01', freeDays: 7, tiers: ONE_RATE, today: TODAY },
  {
    name: 'overdue, second tier from day 1',
    discharge: '2026-11-01',
    freeDays: 7,
    tiers: SECOND_FROM_DAY_1,
    today: TODAY,
  },
  {
    name: 'gated out after the last free day',
    discharge: '2026-11-01',
    freeDays: 5,
    tiers: THREE_TIERS,
    today: TODAY,
    gateOut: '2026-11-12',
  },
  {
    name: 'gated out within free time',
    discharge: '2026-11-18',
    freeDays: 5,
    tiers: THREE_TIERS,
    today: TODAY,
    gateOut: '2026-11-19',
  },
  {
    name: 'empty returned, no gate-out date',
    discharge: '2026-11-19',
    freeDays: 3,
    tiers: THREE_TIERS,
    today: TODAY,
    emptyReturned: true,
  },
  { name: 'across a month end', discharge: '2026-02-27', freeDays: 4, tiers: THREE_TIERS, today: '2026-03-05' },
  { name: 'across a leap day', discharge: '2028-02-27', freeDays: 4, tiers: THREE_TIERS, today: '2028-03-05' },
];

interface Figures {
  last_free_day: string | null;
  free_days_left: number | null;
  days_overdue: number;
  accrued_usd: number | null;
  daily_rate_usd: number | null;
  at_risk: boolean;
}

/** The TypeScript path: the figures decide/demurrage.ts gives a box. */
function throughTypeScript(c: Case): Figures {
  const lfd = lastFreeDay(c.discharge, c.freeDays);
  const gateOutAt = c.gateOut ? `${c.gateOut}T12:00:00Z` : null;
  const d = boxDemurrage(
    {
      ...c.tiers,
      dem_last_free_day: lfd,
      gate_out_local_date: c.gateOut ?? null,
      gate_out_at: gateOutAt,
      empty_return_at: c.emptyReturned ? `${c.today}T08:00:00Z` : null,
    },
    c.today,
  );
  return {
    last_free_day: lfd,
    free_days_left: d.free_days_left,
    days_overdue: d.days_overdue,
    accrued_usd: d.accrued_usd,
    daily_rate_usd: dailyRate(d.days_overdue, c.tiers),
    at_risk: d.at_risk,
  };
}

const TIERS: rule.Tiers<string> = {
  rate1: 'o.dem_rate_1',
  from2: 'o.dem_from_2',
  rate2: 'o.dem_rate_2',
  from3: 'o.dem_from_3',
  rate3: 'o.dem_rate_3',
  from4: 'o.dem_from_4',
  rate4: 'o.dem_rate_4',
};

/** The SQL path: the same table through the rules as printed into SQL, in one statement. */
async function throughSql(table: Case[]): Promise<Figures[]> {
  const rows = table.map((c, n) => ({
    n,
    discharge: c.discharge,
    free_days: c.freeDays,
    ...c.tiers,
    today: c.today,
    gate_out: c.gateOut ?? null,
    in_terminal: !c.gateOut && !c.emptyReturned,
  }));
  const r = await sys.services.db.query<Figures>(
    `WITH c AS (
       SELECT x.*, ${rule.lastFreeDay(printed, 'x.discharge', 'x.free_days')} AS lfd
         FROM jsonb_to_recordset($1::jsonb) AS x(n integer, discharge date, free_days integer, dem_rate_1 float8,
              dem_from_2 integer, dem_rate_2 float8, dem_from_3 integer, dem_rate_3 float8, dem_from_4 integer,
              dem_rate_4 float8, today date, gate_out date, in_terminal boolean)),
     o AS (SELECT c.*, ${rule.daysOverdue(printed, 'c.lfd', 'c.gate_out', 'c.today')} AS overdue FROM c)
     SELECT o.lfd::text AS last_free_day, ${rule.freeDaysLeft(printed, 'o.lfd', 'o.today')} AS free_days_left,
            o.overdue AS days_overdue, ${rule.accrued(printed, 'o.overdue', TIERS)} AS accrued_usd,
            ${rule.dailyRate(printed, 'o.overdue', TIERS)} AS daily_rate_usd,
            ${rule.atRisk(printed, 'o.lfd', 'o.today', 'o.in_terminal')} AS at_risk
       FROM o ORDER BY o.n`,
    [JSON.stringify(rows)],
  );
  return r.rows;
}

describe('demurrage rules: evaluated per box and printed as SQL', () => {
  it('give every box of the table the same figures', async () => {
    const sql = await throughSql(cases);
    const named = (figures: Figures[]) => Object.fromEntries(cases.map((c, i) => [c.name, figures[i]]));
    expect(named(sql)).toEqual(named(cases.map(throughTypeScript)));
  });

  it('give the figures the terms say at the edges', () => {
    const byName = Object.fromEntries(cases.map((c) => [c.name, throughTypeScript(c)]));
    // Four tiers: 100 on days 1-3, 250 on days 4-9, 400 on days 10-14, 600.5 from day 15.
    const fourTiers = (n: number) => byName[`${n} days overdue, four tiers`]!;
    expect([1, 3, 4, 9, 10, 14, 15, 16].map((n) => fourTiers(n).accrued_usd)).toEqual([
      100, 300, 550, 1800, 2200, 3800, 4400.5, 5001,
    ]);
    expect([1, 3, 4, 9, 10, 14, 15].map((n) => fourTiers(n).daily_rate_usd)).toEqual([
      100, 100, 250, 250, 400, 400, 600.5,
    ]);
    // Day 1 of free time is the discharge date: 4 free days from 27 February 2028 end on the 1st of March (a leap year).
    expect(byName['across a leap day']).toMatchObject({ last_free_day: '2028-03-01', days_overdue: 4 });
    expect(byName['across a month end']).toMatchObject({ last_free_day: '2026-03-02', days_overdue: 3 });
    // Charged until the gate-out date, not today; nothing charged within free time.
    expect(byName['gated out after the last free day']).toMatchObject({ days_overdue: 7, accrued_usd: 1300 });
    expect(byName['gated out within free time']).toMatchObject({ days_overdue: 0, accrued_usd: 0, at_risk: false });
    expect(byName['overdue, second tier from day 1']).toMatchObject({ days_overdue: 14, accrued_usd: 14 * 180 });
    expect(byName['free days only (uncosted)']).toMatchObject({ accrued_usd: null, daily_rate_usd: null });
    expect(byName['not discharged']).toMatchObject({ last_free_day: null, days_overdue: 0, at_risk: false });
  });

  // The table is only a check if it reaches the rules' edges: guard against it drifting to easy cases.
  it('reaches every tier, the at-risk edge and the uncosted and untimed boxes', () => {
    const figures = cases.map(throughTypeScript);
    expect(new Set(figures.map((f) => f.daily_rate_usd))).toEqual(new Set([null, 75, 100, 180, 250, 400, 600.5]));
    expect(figures.filter((f) => f.free_days_left === AT_RISK_DAYS).map((f) => f.at_risk)).toEqual([true]);
    expect(figures.filter((f) => f.free_days_left === AT_RISK_DAYS + 1).map((f) => f.at_risk)).toEqual([false]);
    expect(figures.some((f) => f.last_free_day !== null && f.accrued_usd === null)).toBe(true);
    expect(figures.some((f) => f.last_free_day === null)).toBe(true);
  });
});
