// Market rates: the distribution of counted all-in USD prices per lane, equipment, rate type and
// day. One definition (counted + DISTRIBUTION) serves both the live answer for a day and the
// stored daily history; docs/rates.md states the counting rule.
import type { Queryable } from '../../../platform/db.js';
import { MARKET_FIGURES, MIN_OBSERVATIONS, PERCENTILES, type MarketFigure } from '../decide/vocabulary.js';

export interface MarketRow extends Record<MarketFigure, number | null> {
  lane_id: number;
  equipment: string;
  rate_type: string;
  day: string;
  count: number;
}

/**
 * Observations that count on each day of [$1, $2] (optionally only lanes $3): valid that day,
 * and of each source's observations for the series only the latest published (observed_at,
 * then id). A latest observation without an all-in USD amount counts for nothing. One day
 * ($1 = $2, the live answer) takes the day as a single row: the lateral day series of a range
 * is estimated at 1,000 rows per observation, a cost that puts the one-day query under JIT
 * compilation costing 30–300× its execution (bench/README.md, Rates).
 */
const counted = (days: 'one' | 'range') => `
  SELECT DISTINCT ON (d.day, o.lane_id, o.equipment, o.rate_type, o.source_kind, o.source)
         d.day::date AS day, o.lane_id, o.equipment, o.rate_type, o.all_in_usd
    FROM rates.observations o
   CROSS JOIN ${
     days === 'one'
       ? '(SELECT $1::date AS day) d'
       : "LATERAL generate_series(greatest(o.valid_from, $1::date), least(o.valid_to, $2::date), interval '1 day') AS d(day)"
   }
   WHERE o.valid_from <= $2::date AND o.valid_to >= $1::date AND ($3::int[] IS NULL OR o.lane_id = ANY($3::int[]))
   ORDER BY d.day, o.lane_id, o.equipment, o.rate_type, o.source_kind, o.source, o.observed_at DESC, o.id DESC`;

const stat = (expr: string) =>
  `CASE WHEN count(all_in_usd) >= ${MIN_OBSERVATIONS} THEN round((${expr})::numeric, 2) END`;
const pct = (p: number) => stat(`percentile_cont(${p}) WITHIN GROUP (ORDER BY all_in_usd)`);

const DISTRIBUTION = `
  SELECT lane_id, equipment, rate_type, to_char(day, 'YYYY-MM-DD') AS day, count(all_in_usd)::int AS count,
         ${PERCENTILES.map(([name, p]) => `${pct(p)} AS ${name}`).join(', ')},
         ${stat('avg(all_in_usd)')} AS mean, ${stat('min(all_in_usd)')} AS min, ${stat('max(all_in_usd)')} AS max
    FROM counted GROUP BY day, lane_id, equipment, rate_type`;

/** The market rates of one day, computed now from the observations (every lane, or only `laneIds`). */
export async function marketRatesOn(
  db: Queryable,
  day: string,
  laneIds: readonly number[] | null,
): Promise<MarketRow[]> {
  const r = await db.query<MarketRow>(
    `WITH counted AS (${counted('one')}) ${DISTRIBUTION} ORDER BY lane_id, equipment, rate_type`,
    [day, day, laneIds],
  );
  return r.rows;
}

/** What a stored day holds: the count and the figures. */
const FIGURES = ['count', ...MARKET_FIGURES];

/**
 * Recomputes and stores the daily market rates of [from, to] for every lane. A day whose figures
 * come out the same keeps its change time (the analysts' export sends only days that moved); a
 * day no observation counts on any more is removed.
 */
export async function refreshMarketDaily(db: Queryable, from: string, to: string, now: Date): Promise<number> {
  const r = await db.query(
    `WITH counted AS (${counted('range')}),
     fresh AS (SELECT lane_id, equipment, rate_type, day::date AS day, ${FIGURES.join(', ')} FROM (${DISTRIBUTION}) m),
     gone AS (
       DELETE FROM rates.market_daily d WHERE d.day BETWEEN $1 AND $2 AND NOT EXISTS (
         SELECT 1 FROM fresh f WHERE (f.lane_id, f.equipment, f.rate_type, f.day) = (d.lane_id, d.equipment, d.rate_type, d.day)))
     INSERT INTO rates.market_daily AS d (lane_id, equipment, rate_type, day, ${FIGURES.join(', ')}, updated_at)
     SELECT *, $4 FROM fresh
     ON CONFLICT (lane_id, equipment, rate_type, day) DO UPDATE
        SET ${FIGURES.map((f) => `${f} = excluded.${f}`).join(', ')}, updated_at = excluded.updated_at
      WHERE (${FIGURES.map((f) => `d.${f}`).join(', ')}) IS DISTINCT FROM (${FIGURES.map((f) => `excluded.${f}`).join(', ')})`,
    [from, to, null, now],
  );
  return r.rowCount;
}

export type Bucket = 'day' | 'week' | 'month';

export interface HistoryRow extends Omit<MarketRow, 'lane_id' | 'equipment' | 'rate_type'> {
  /** Days in the bucket with a published median (a week or month's figures are their means). */
  days: number;
}

type HistoryQuery = { laneId: number; equipment: string; rateType: string; from: string; to: string; bucket: Bucket };

/**
 * A lane's stored daily market rates over [from, to] (ordered by day as `ORDER BY 1`); by week
 * (ISO, Monday first) or month each figure is the mean of the bucket's published days, count
 * the mean counted per day. Its parameters: historyParams.
 */
function historySelect(bucket: Bucket): string {
  if (bucket === 'day')
    return `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${FIGURES.join(', ')}, (p50 IS NOT NULL)::int AS days
         FROM rates.market_daily WHERE lane_id = $1 AND equipment = $2 AND rate_type = $3 AND day BETWEEN $4 AND $5`;
  const avg = (c: string) => `round(avg(${c}), 2) AS ${c}`;
  return `SELECT to_char(date_trunc($6, day), 'YYYY-MM-DD') AS day, round(avg(count))::int AS count,
            ${MARKET_FIGURES.map(avg).join(', ')}, count(p50)::int AS days
       FROM rates.market_daily WHERE lane_id = $1 AND equipment = $2 AND rate_type = $3 AND day BETWEEN $4 AND $5
      GROUP BY 1`;
}
const historyParams = (h: HistoryQuery) => [
  h.laneId,
  h.equipment,
  h.rateType,
  h.from,
  h.to,
  ...(h.bucket === 'day' ? [] : [h.bucket]),
];

/** A lane's history as rows (historySelect). */
export async function laneHistory(db: Queryable, h: HistoryQuery): Promise<HistoryRow[]> {
  return (await db.query<HistoryRow>(`${historySelect(h.bucket)} ORDER BY 1`, historyParams(h))).rows;
}

/**
 * The same history as one JSON array written by the database: each point an object with
 * `fields` in their order (a point's `date` is the row's day; the figures as float8, written
 * as JavaScript writes the same numbers).
 */
export async function laneHistoryJson(db: Queryable, h: HistoryQuery, fields: readonly string[]): Promise<string> {
  const column = (f: string) => {
    if (f === 'date') return 'h.day AS date';
    if (f === 'count' || f === 'days') return `h.${f}`;
    if ((MARKET_FIGURES as readonly string[]).includes(f)) return `h.${f}::float8 AS ${f}`;
    throw new Error(`laneHistoryJson: no column for the point field ${f}`);
  };
  const r = await db.query<{ points: string }>(
    `SELECT '[' || COALESCE(string_agg(row_to_json(p)::text, ',' ORDER BY p.date), '') || ']' AS points
       FROM (SELECT ${fields.map(column).join(', ')} FROM (${historySelect(h.bucket)}) h) p`,
    historyParams(h),
  );
  return r.rows[0]!.points;
}

/** The last stored day of the market history (the "current" day the worker keeps up to). */
export async function lastMarketDay(db: Queryable): Promise<string | null> {
  return (await db.query<{ d: string | null }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS d FROM rates.market_daily`))
    .rows[0]!.d;
}

/** Serialises the feed's writers (several processes run the daily worker), until the transaction ends. */
export async function lockMarketFeed(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('rates.market_feed'))`);
}

/** Each series' stored p50 on a day, with its lane's ports (what lane_rate_updated judges). */
export async function seriesMediansOn(
  db: Queryable,
  day: string,
): Promise<
  {
    lane_id: number;
    origin: string;
    destination: string;
    equipment: string;
    rate_type: string;
    day: string;
    count: number;
    p50: number | null;
  }[]
> {
  const r = await db.query<any>(
    `SELECT m.lane_id, l.origin, l.destination, m.equipment, m.rate_type, to_char(m.day, 'YYYY-MM-DD') AS day, m.count, m.p50
       FROM rates.market_daily m JOIN rates.lanes l ON l.id = m.lane_id WHERE m.day = $1 ORDER BY m.lane_id, m.equipment, m.rate_type`,
    [day],
  );
  return r.rows;
}
