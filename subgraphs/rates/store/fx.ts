// Dated exchange rates: what a currency was worth in US dollars on a day.
import type { Queryable } from '../../../platform/db.js';

export interface ExchangeRateRow {
  currency: string;
  day: string;
  usd_per_unit: number;
  source: string;
}

export async function upsertExchangeRates(db: Queryable, rows: readonly ExchangeRateRow[]): Promise<number> {
  if (!rows.length) return 0;
  const r = await db.query(
    `INSERT INTO rates.exchange_rates (currency, day, usd_per_unit, source)
     SELECT * FROM unnest($1::text[], $2::date[], $3::numeric[], $4::text[])
     ON CONFLICT (currency, day) DO UPDATE SET usd_per_unit = excluded.usd_per_unit, source = excluded.source
     WHERE (rates.exchange_rates.usd_per_unit, rates.exchange_rates.source) IS DISTINCT FROM (excluded.usd_per_unit, excluded.source)`,
    [rows.map((x) => x.currency), rows.map((x) => x.day), rows.map((x) => x.usd_per_unit), rows.map((x) => x.source)],
  );
  return r.rowCount ?? 0;
}

export async function exchangeRates(
  db: Queryable,
  currency: string | null,
  from: string,
  to: string,
): Promise<ExchangeRateRow[]> {
  const r = await db.query<ExchangeRateRow>(
    `SELECT currency, to_char(day, 'YYYY-MM-DD') AS day, usd_per_unit::float8 AS usd_per_unit, source
       FROM rates.exchange_rates
      WHERE ($1::text IS NULL OR currency = $1) AND day BETWEEN $2 AND $3
      ORDER BY currency, day`,
    [currency, from, to],
  );
  return r.rows;
}
