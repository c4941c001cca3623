// Price observations: written in bulk (sandbox feed, CSV import), read paged by keyset; their months ahead.
import type { Db, Queryable } from '../../../platform/db.js';
import { prepareMonths, type MonthlyTable } from '../../../platform/partitions.js';

export interface Surcharge {
  code: string;
  amount: number | null;
  currency: string;
}

/** An observation as decided by a feed or an import, before it has a row. */
export interface NewObservation {
  lane_id: number;
  equipment: string;
  rate_type: string;
  source_kind: string;
  source: string;
  valid_from: string;
  valid_to: string;
  observed_at: string;
  base_amount: number | null;
  base_currency: string | null;
  surcharges: Surcharge[];
  all_in_amount: number | null;
  all_in_currency: string | null;
  feed: string;
  /** The natural key: the same published price imported again is the same row. */
  row_key: string;
}

export interface ObservationRow extends Omit<NewObservation, 'row_key' | 'observed_at'> {
  id: number;
  origin: string;
  destination: string;
  observed_at: Date;
  all_in_usd: number | null;
  fx_date: string | null;
}

const COLUMNS = [
  ['lane_id', 'int'],
  ['equipment', 'text'],
  ['rate_type', 'text'],
  ['source_kind', 'text'],
  ['source', 'text'],
  ['valid_from', 'date'],
  ['valid_to', 'date'],
  ['observed_at', 'timestamptz'],
  ['base_amount', 'numeric'],
  ['base_currency', 'text'],
  ['surcharges', 'jsonb'],
  ['all_in_amount', 'numeric'],
  ['all_in_currency', 'text'],
  ['feed', 'text'],
  ['row_key', 'text'],
] as const;

/**
 * Inserts observations not already stored (same row_key) in one statement (ON CONFLICT names no
 * key: the key is row_key, or (row_key, valid_from) once the table is partitioned by month of
 * valid_from, migration 004; row_key holds the validity, so both say the same), converting each
 * all-in total to USD at the latest exchange rate on or before its valid_from (USD is 1).
 * Answers how many were new and the validity range they cover (what needs recomputing).
 */
export async function insertObservations(
  db: Queryable,
  rows: readonly NewObservation[],
): Promise<{ inserted: number; from: string | null; to: string | null }> {
  if (!rows.length) return { inserted: 0, from: null, to: null };
  const params = COLUMNS.map(([c]) => rows.map((r) => (c === 'surcharges' ? JSON.stringify(r.surcharges) : r[c])));
  const r = await db.query<{ inserted: number; from: string | null; to: string | null }>(
    `WITH input AS (
       SELECT * FROM unnest(${COLUMNS.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')}) AS i(${COLUMNS.map(([c]) => c).join(', ')})
     ), ins AS (
       INSERT INTO rates.observations (${COLUMNS.map(([c]) => c).join(', ')}, all_in_usd, fx_date)
       SELECT i.*, round(i.all_in_amount * fx.usd_per_unit, 2), fx.day
         FROM input i
         LEFT JOIN LATERAL (
           SELECT 1::numeric AS usd_per_unit, i.valid_from AS day WHERE i.all_in_currency = 'USD'
           UNION ALL
           (SELECT e.usd_per_unit, e.day FROM rates.exchange_rates e
             WHERE e.currency = i.all_in_currency AND e.day <= i.valid_from AND i.all_in_currency <> 'USD'
             ORDER BY e.day DESC LIMIT 1)
         ) fx ON i.all_in_amount IS NOT NULL
       ON CONFLICT DO NOTHING
       RETURNING valid_from, valid_to
     )
     SELECT count(*)::int AS inserted, to_char(min(valid_from), 'YYYY-MM-DD') AS "from", to_char(max(valid_to), 'YYYY-MM-DD') AS "to" FROM ins`,
    params,
  );
  return r.rows[0]!;
}

export interface ObservationFilter {
  laneId: number | null;
  equipment: string | null;
  rateType: string | null;
  source: string | null;
  /** Observations valid at some time in [from, to]. */
  from: string;
  to: string;
  /** Keyset: rows with an id below this one (newest first). */
  beforeId: number | null;
  limit: number;
}

export async function listObservations(db: Queryable, f: ObservationFilter): Promise<ObservationRow[]> {
  const r = await db.query<ObservationRow>(
    `SELECT o.id, l.origin, l.destination, o.lane_id, o.equipment, o.rate_type, o.source_kind, o.source,
            to_char(o.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(o.valid_to, 'YYYY-MM-DD') AS valid_to, o.observed_at,
            o.base_amount, o.base_currency, o.surcharges, o.all_in_amount, o.all_in_currency, o.all_in_usd,
            to_char(o.fx_date, 'YYYY-MM-DD') AS fx_date, o.feed
       FROM rates.observations o JOIN rates.lanes l ON l.id = o.lane_id
      WHERE ($1::int IS NULL OR o.lane_id = $1) AND ($2::text IS NULL OR o.equipment = $2) AND ($3::text IS NULL OR o.rate_type = $3)
        AND ($4::text IS NULL OR o.source = $4) AND o.valid_from <= $6 AND o.valid_to >= $5
        AND ($7::bigint IS NULL OR o.id < $7)
      ORDER BY o.id DESC
      LIMIT $8`,
    [f.laneId, f.equipment, f.rateType, f.source, f.from, f.to, f.beforeId, f.limit],
  );
  return r.rows;
}

export async function countObservations(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rates.observations')).rows[0]!.n;
}

const OBSERVATION_MONTHS: MonthlyTable[] = [
  // Prices arrive for any past month (an import, the sandbox's earlier years): each gets its month.
  { table: 'rates.observations', key: 'valid_from', keyType: 'date', monthsOfDefault: true },
];
const OBSERVATION_MONTHS_LOCK = 727_211; // arbitrary, constant: "rates observation months", one process at a time

/**
 * Creates the observations' month of `now` and the next two where missing, and the month of any
 * price the default partition took (migration 004), moving those prices into it. No
 * month is dropped: observations have no retention (docs/operations.md, "Retention by partition").
 */
export const prepareObservationMonths = (db: Db, now: Date): Promise<string[]> =>
  prepareMonths(db, OBSERVATION_MONTHS, now, OBSERVATION_MONTHS_LOCK);
