// Demurrage (docs/ocean.md, Demurrage): the report, the terms in force copied onto each box, the
// organisation's terms, and the per-zone "today" ids. Its rules are printed in place from their
// one definition (decide/demurrage-rules.ts), which the record and the poller evaluate per box.
import type { Db, Queryable } from '../../../platform/db.js';
import { sql } from '../../../platform/sql-rules.js';
import * as rule from '../decide/demurrage-rules.js';
import type { BoxRow } from './rows.js';

/** A box's copied tiers (alias b). */
const BOX_TIERS: rule.Tiers<string> = {
  rate1: 'b.dem_rate_1',
  from2: 'b.dem_from_2',
  rate2: 'b.dem_rate_2',
  from3: 'b.dem_from_3',
  rate3: 'b.dem_rate_3',
  from4: 'b.dem_from_4',
  rate4: 'b.dem_rate_4',
};

/** Accrued tiered charge for `d` days overdue, from a box's copied terms (alias b). */
const accruedSql = (d: string) => rule.accrued(sql, d, BOX_TIERS);

/** Days overdue of a box still in the terminal (alias b, carrying `today`): charged until today. */
const STILL_IN_OVERDUE = rule.daysOverdue(sql, 'b.dem_last_free_day', 'NULL', 'b.today');

/** A box's last free day from its port-local discharge date (alias `b`) and the free days of terms `k`. */
const LAST_FREE_DAY = rule.lastFreeDay(sql, 'b.discharge_local_date', 'k.dem_free_days');

/**
 * Boxes (`source`: a FROM item aliased b, e.g. "ocean.boxes b WHERE …") with two columns added,
 * each computed once: `today`, the port-local date of now, and `overdue`, the days charged.
 * Charges run until the port-local gate-out date, or today while the box is still in.
 */
function withOverdue(source: string, today: string): string {
  return `(SELECT x.*, ${rule.daysOverdue(sql, 'x.dem_last_free_day', 'x.gate_out_local_date', 'x.today')} AS overdue
         FROM (SELECT b.*, ${today} AS today FROM ${source}) x) b`;
}

/**
 * Per box (alias b, carrying `today` and `overdue`, see withOverdue): the terms in force, last
 * free day, free days left, days overdue and the accrued tiered charge. Free time counts the
 * port-local discharge date as day 1. The terms are copied onto the box when the poller writes
 * it, and by resolveBoxTerms when terms are filed.
 */
const DEMURRAGE_COLUMNS = `b.id, b.container_id, b.container_number, b.status, b.pod_unlocode, b.lane, b.discharge_at, b.gate_out_at, b.empty_return_at, b.eta,
    CASE b.dem_source WHEN 1 THEN 'your_contract_terms' WHEN 2 THEN 'carrier_published_tariff' END AS terms_source,
    b.dem_free_days AS free_days, b.dem_rate_1 AS rate_1, b.dem_last_free_day::text AS last_free_day,
    ${rule.freeDaysLeft(sql, 'b.dem_last_free_day', 'b.today')} AS free_days_left,
    b.overdue AS days_overdue,
    ${accruedSql('b.overdue')} AS accrued_usd,
    ${rule.dailyRate(sql, 'b.overdue', BOX_TIERS)} AS daily_rate_usd,
    ${rule.atRisk(sql, 'b.dem_last_free_day', 'b.today', '(b.gate_out_at IS NULL AND b.empty_return_at IS NULL)')} AS at_risk`;

/** The port-local date of `$1` (now) at a box's port (alias `a`), from its zone name. */
const zoneToday = (a: string) => `($1::timestamptz AT TIME ZONE COALESCE(${a}.pod_timezone, 'UTC'))::date`;

const TERMS_SPECIFICITY = `(CASE WHEN t.port_unlocode IS NULL THEN 0 ELSE 4 END + CASE WHEN t.carrier_scac IS NULL THEN 0 ELSE 2 END
                       + CASE WHEN t.lane IS NULL THEN 0 ELSE 1 END)`;

/** The columns a box copies, from the joins of termsInForceJoins (aliases t: own terms, f: tariff). */
const pick = (c: string) => `CASE WHEN t.id IS NOT NULL THEN t.${c} ELSE f.${c} END`;
const TERMS_COLUMNS = `t.id AS terms_id, CASE WHEN t.id IS NULL THEN f.id END AS tariff_id,
  (CASE WHEN t.id IS NOT NULL THEN 1 WHEN f.id IS NOT NULL THEN 2 END)::smallint AS dem_source, COALESCE(t.free_days, f.free_days) AS dem_free_days,
  ${pick('rate_1')} AS dem_rate_1, ${pick('from_2')} AS dem_from_2, ${pick('rate_2')} AS dem_rate_2,
  ${pick('from_3')} AS dem_from_3, ${pick('rate_3')} AS dem_rate_3, ${pick('from_4')} AS dem_from_4, ${pick('rate_4')} AS dem_rate_4`;

/**
 * The terms in force for a scope aliased `s`: own terms beat tariffs; among own terms the most
 * specific scope wins (port 4 + carrier 2 + lane 1), then the most recently filed. Own terms
 * without rates stay own terms (timed, not costed).
 */
const termsInForceJoins = (s: string) => `
  LEFT JOIN LATERAL (
    SELECT t.* FROM ocean.demurrage_terms t
     WHERE t.org_id = ${s}.org_id
       AND (t.carrier_scac IS NULL OR t.carrier_scac = ${s}.carrier_scac)
       AND (t.port_unlocode IS NULL OR t.port_unlocode = ${s}.pod_unlocode)
       AND (t.lane IS NULL OR t.lane = ${s}.lane)
     ORDER BY ${TERMS_SPECIFICITY} DESC, t.updated_at DESC, t.id
     LIMIT 1) t ON true
  LEFT JOIN ocean.tariffs f ON t.id IS NULL AND f.carrier_scac = ${s}.carrier_scac AND f.lane = ${s}.lane`;

/** What a box copies of the terms in force (demurrage_warning/started and the report read these). */
export type BoxTerms = Pick<
  BoxRow,
  | 'terms_id'
  | 'tariff_id'
  | 'dem_source'
  | 'dem_free_days'
  | 'dem_rate_1'
  | 'dem_from_2'
  | 'dem_rate_2'
  | 'dem_from_3'
  | 'dem_rate_3'
  | 'dem_from_4'
  | 'dem_rate_4'
>;

export interface TermsScope {
  carrier_scac: string | null;
  pod_unlocode: string | null;
  lane: string | null;
}

/** The terms in force for each scope of the organisation, in one statement (the poller copies them onto the boxes it writes). */
export async function termsInForce(
  q: Queryable,
  orgId: string,
  scopes: readonly TermsScope[],
): Promise<(TermsScope & BoxTerms)[]> {
  if (!scopes.length) return [];
  const r = await q.query<TermsScope & BoxTerms>(
    `SELECT s.carrier_scac, s.pod_unlocode, s.lane, ${TERMS_COLUMNS}
       FROM (SELECT $1::uuid AS org_id, x.* FROM jsonb_to_recordset($2::jsonb) AS x(carrier_scac text, pod_unlocode text, lane text)) s
       ${termsInForceJoins('s')}`,
    [orgId, JSON.stringify(scopes)],
  );
  return r.rows;
}

/**
 * Re-resolves the terms in force of every box of the organisation (after terms were filed) and
 * copies them onto the boxes. Rows whose values do not change are not written.
 */
export async function resolveBoxTerms(q: Queryable, { orgId }: { orgId: string }): Promise<void> {
  await q.query(
    `UPDATE ocean.boxes b SET terms_id = k.terms_id, tariff_id = k.tariff_id, dem_source = k.dem_source, dem_free_days = k.dem_free_days,
       dem_last_free_day = ${LAST_FREE_DAY}, dem_rate_1 = k.dem_rate_1, dem_from_2 = k.dem_from_2,
       dem_rate_2 = k.dem_rate_2, dem_from_3 = k.dem_from_3, dem_rate_3 = k.dem_rate_3, dem_from_4 = k.dem_from_4, dem_rate_4 = k.dem_rate_4
       FROM (SELECT b2.id, ${TERMS_COLUMNS} FROM ocean.boxes b2 ${termsInForceJoins('b2')} WHERE b2.org_id = $1) k
      WHERE b.id = k.id
        AND (b.terms_id, b.tariff_id, b.dem_source, b.dem_free_days, b.dem_last_free_day, b.dem_rate_1, b.dem_from_2, b.dem_rate_2,
             b.dem_from_3, b.dem_rate_3, b.dem_from_4, b.dem_rate_4)
            IS DISTINCT FROM
            (k.terms_id, k.tariff_id, k.dem_source, k.dem_free_days, ${LAST_FREE_DAY}, k.dem_rate_1, k.dem_from_2,
             k.dem_rate_2, k.dem_from_3, k.dem_rate_3, k.dem_from_4, k.dem_rate_4)`,
    [orgId],
  );
}

interface BoxDemurrage {
  id: string;
  container_id: string;
  container_number: string;
  status: string;
  pod_unlocode: string | null;
  lane: string | null;
  discharge_at: Date | null;
  gate_out_at: Date | null;
  empty_return_at: Date | null;
  eta: Date | null;
  terms_source: string | null;
  free_days: number | null;
  rate_1: number | null;
  last_free_day: string | null;
  free_days_left: number | null;
  days_overdue: number;
  accrued_usd: number | null;
  daily_rate_usd: number | null;
  at_risk: boolean;
}

/** Notes that demurrage_warning / demurrage_started was raised for these boxes of a record (each is raised once). */
export async function markDemurrageRaised(
  q: Queryable,
  containerId: string,
  boxes: { warning: string[]; started: string[] },
  now: Date,
): Promise<void> {
  if (!boxes.warning.length && !boxes.started.length) return;
  await q.query(
    `UPDATE ocean.boxes SET
       demurrage_warning_raised_at = CASE WHEN container_number = ANY($2::text[]) THEN $4 ELSE demurrage_warning_raised_at END,
       demurrage_started_raised_at = CASE WHEN container_number = ANY($3::text[]) THEN $4 ELSE demurrage_started_raised_at END
     WHERE container_id = $1 AND (container_number = ANY($2::text[]) OR container_number = ANY($3::text[]))`,
    [containerId, boxes.warning, boxes.started, now],
  );
}

/** Registers IANA zones (the seed step passes every port's zone); existing ones keep their id. */
export async function ensureZones(q: Queryable, names: readonly string[]): Promise<void> {
  await q.query('INSERT INTO ocean.zones (name) SELECT DISTINCT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [
    names,
  ]);
}

export interface TermsRow {
  id: string;
  org_id: string;
  carrier_scac: string | null;
  port_unlocode: string | null;
  lane: string | null;
  free_days: number;
  tiers: { from_day: number; daily_rate_usd: number }[] | null;
  label: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface TermsWrite {
  carrier_scac: string | null;
  port_unlocode: string | null;
  lane: string | null;
  free_days: number;
  tiers: { from_day: number; daily_rate_usd: number }[] | null;
  label: string | null;
}

/** Files terms for a scope; the same scope filed again replaces its terms (xmax ≠ 0: the upsert updated). */
export async function upsertTerms(
  q: Queryable,
  orgId: string,
  t: TermsWrite,
  now: Date,
): Promise<{ row: TermsRow; replaced: boolean }> {
  const tier = (i: number) => t.tiers?.[i];
  const r = await q.query<TermsRow & { replaced: boolean }>(
    `INSERT INTO ocean.demurrage_terms AS d (org_id, carrier_scac, port_unlocode, lane, free_days, tiers, rate_1, from_2, rate_2, from_3, rate_3,
       from_4, rate_4, label, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     ON CONFLICT (org_id, COALESCE(carrier_scac, ''), COALESCE(port_unlocode, ''), COALESCE(lane, '')) DO UPDATE SET
       free_days = EXCLUDED.free_days, tiers = EXCLUDED.tiers, rate_1 = EXCLUDED.rate_1, from_2 = EXCLUDED.from_2, rate_2 = EXCLUDED.rate_2,
       from_3 = EXCLUDED.from_3, rate_3 = EXCLUDED.rate_3, from_4 = EXCLUDED.from_4, rate_4 = EXCLUDED.rate_4, label = EXCLUDED.label,
       updated_at = EXCLUDED.updated_at
     RETURNING d.id, d.org_id, d.carrier_scac, d.port_unlocode, d.lane, d.free_days, d.tiers, d.label, d.created_at, d.updated_at,
       (d.xmax <> 0) AS replaced`,
    [
      orgId,
      t.carrier_scac,
      t.port_unlocode,
      t.lane,
      t.free_days,
      t.tiers ? JSON.stringify(t.tiers) : null,
      tier(0)?.daily_rate_usd ?? null,
      tier(1)?.from_day ?? null,
      tier(1)?.daily_rate_usd ?? null,
      tier(2)?.from_day ?? null,
      tier(2)?.daily_rate_usd ?? null,
      tier(3)?.from_day ?? null,
      tier(3)?.daily_rate_usd ?? null,
      t.label,
      now,
    ],
  );
  const { replaced, ...row } = r.rows[0]!;
  return { row, replaced };
}

/** How many of the organisation's boxes the terms are in force for. */
export async function boxesUnderTerms(q: Queryable, orgId: string, termsId: string): Promise<number> {
  const r = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ocean.boxes WHERE org_id = $1 AND terms_id = $2',
    [orgId, termsId],
  );
  return r.rows[0]!.n;
}

/** The organisation's terms, most specific scope first (the order in which they win). */
export async function listTerms(q: Queryable, orgId: string): Promise<TermsRow[]> {
  const r = await q.query<TermsRow>(
    `SELECT id, org_id, carrier_scac, port_unlocode, lane, free_days, tiers, label, created_at, updated_at
       FROM ocean.demurrage_terms WHERE org_id = $1
      ORDER BY (CASE WHEN port_unlocode IS NULL THEN 0 ELSE 4 END + CASE WHEN carrier_scac IS NULL THEN 0 ELSE 2 END
                + CASE WHEN lane IS NULL THEN 0 ELSE 1 END) DESC, created_at, id`,
    [orgId],
  );
  return r.rows;
}

export interface ReportTotals {
  candidates_considered: number;
  assessed_containers: number;
  unassessable_containers: number;
  uncosted_containers: number;
  containers_at_risk: number;
  total_at_risk_usd: number;
}

/** A box of the report: it has terms in force (the report reads boxes with free time only). */
export type ReportItem = Omit<BoxDemurrage, 'terms_source'> & {
  record_id: string;
  terms_source: 'your_contract_terms' | 'carrier_published_tariff';
};

/** Boxes of organisation `$2` still in the terminal (the predicate of the report's indexes). */
const IN_TERMINAL = `b.org_id = $2 AND b.active AND b.gate_out_at IS NULL AND b.empty_return_at IS NULL`;

/** Boxes a report considers: still in the terminal, discharged or due within 7 days of `$1`. */
const CANDIDATE = `${IN_TERMINAL}
  AND (b.discharge_at IS NOT NULL OR (b.eta IS NOT NULL AND b.eta <= $1::timestamptz + interval '7 days'))`;

/** Port-local "today" of each zone, by zone id (ocean.zones), built once per statement. */
const TODAY_BY_ZONE = `SELECT array_agg((CASE WHEN z.name IS NOT NULL THEN ($1::timestamptz AT TIME ZONE z.name)::date END) ORDER BY g) AS d
  FROM generate_series(1, (SELECT COALESCE(max(id), 0) FROM ocean.zones)) g LEFT JOIN ocean.zones z ON z.id = g`;

/**
 * The whole demurrage report in two statements run at once, as of `$1`.
 *  - "Today" at each box's port comes from an array computed once per zone (one AT TIME ZONE
 *    per zone, not per box); a box without a zone id falls back to its zone name.
 *  - Totals are one aggregate over the candidates, an index-only scan of the covering index
 *    boxes_demurrage_totals_idx.
 *  - Items are the `maxItems` smallest free_days_left. Every port-local today is within a day
 *    of the UTC date, so they lie among the boxes whose last free day is at most two days past
 *    the maxItems-th smallest last free day — read by index, with today worked out once per row
 *    (OFFSET 0 keeps it from being re-evaluated in every expression that uses it) — then, only
 *    when fewer than maxItems have a last free day, the boxes with terms but no discharge yet
 *    (free_days_left null: they sort last).
 */
export async function demurrageReport(
  db: Db,
  orgId: string,
  now: Date,
  maxItems: number,
): Promise<{ totals: ReportTotals; items: ReportItem[] }> {
  // Today at the port of alias `a`: from the per-zone array `days`, else from its zone name.
  const portToday = (days: string, a: string) => `COALESCE((${days})[${a}.pod_zone_id], ${zoneToday(a)})`;
  const todayFromZt = portToday('(SELECT d FROM zt)', 'b');
  // OFFSET 0 keeps today from being re-evaluated in every expression that uses it.
  const withToday = (where: string) => withOverdue(`ocean.boxes b WHERE ${where} OFFSET 0`, todayFromZt);
  // Two statements run at once (on two connections of a pool): the totals scan and the
  // index read of the items overlap instead of running one after the other.
  const [totals, items] = await Promise.all([
    // The totals read boxes_demurrage_totals_idx alone (an index-only scan of a fifth of the
    // heap's pages). Priced at the default random_page_cost (4, spinning disks), the planner
    // would rather scan the whole heap; this statement is planned at SSD cost instead.
    db.tx(async (tx) => {
      await tx.query('SET LOCAL random_page_cost = 1.1');
      return tx.query<{ totals: ReportTotals }>(
        // Grouped first by what the today-dependent figures need (zone, last free day, tiers), so
        // "today" and the tiered charge are worked out once per group, not once per box.
        `WITH g AS (
           SELECT b.pod_zone_id, b.pod_timezone, b.dem_last_free_day,
                  b.dem_rate_1, b.dem_from_2, b.dem_rate_2, b.dem_from_3, b.dem_rate_3, b.dem_from_4, b.dem_rate_4,
                  count(*) AS n, count(b.dem_free_days) AS assessed,
                  count(*) FILTER (WHERE b.dem_free_days IS NULL AND b.discharge_at IS NOT NULL) AS unassessable,
                  count(*) FILTER (WHERE b.dem_free_days IS NOT NULL AND b.dem_rate_1 IS NULL) AS uncosted
             FROM ocean.boxes b WHERE ${CANDIDATE}
            GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
         )
         SELECT json_build_object(
            'candidates_considered', COALESCE(sum(b.n), 0),
            'assessed_containers', COALESCE(sum(b.assessed), 0),
            'unassessable_containers', COALESCE(sum(b.unassessable), 0),
            'uncosted_containers', COALESCE(sum(b.uncosted), 0),
            'containers_at_risk', COALESCE(sum(b.n) FILTER (WHERE ${rule.atRisk(sql, 'b.dem_last_free_day', 'b.today', 'true')}), 0),
            'total_at_risk_usd', COALESCE(sum(b.n * ${accruedSql(STILL_IN_OVERDUE)}) FILTER (WHERE b.dem_last_free_day < b.today), 0)) AS totals
           FROM (SELECT g.*, ${portToday(`(${TODAY_BY_ZONE})`, 'g')} AS today FROM g OFFSET 0) b`,
        [now, orgId],
      );
    }),
    db.query<{ items: ReportItem[] }>(
      `WITH zt AS (${TODAY_BY_ZONE}),
       cut AS (
         SELECT b.dem_last_free_day AS lfd FROM ocean.boxes b
          WHERE ${IN_TERMINAL} AND b.dem_last_free_day IS NOT NULL
          ORDER BY b.dem_last_free_day OFFSET $3 - 1 LIMIT 1),
       urgent AS (
         (SELECT ${DEMURRAGE_COLUMNS}
            FROM ${withToday(`${IN_TERMINAL} AND b.dem_last_free_day IS NOT NULL AND b.dem_last_free_day <= COALESCE((SELECT lfd FROM cut) + 2, 'infinity'::date)`)})
         UNION ALL
         (SELECT ${DEMURRAGE_COLUMNS}
            FROM ${withToday(`NOT EXISTS (SELECT 1 FROM cut) AND ${CANDIDATE} AND b.dem_last_free_day IS NULL AND b.dem_free_days IS NOT NULL`)}
           ORDER BY b.container_number COLLATE "C", b.id LIMIT $3)
       )
       SELECT COALESCE(json_agg(i), '[]'::json) AS items FROM (
         SELECT u.id, u.container_id AS record_id, u.container_number, u.status, u.pod_unlocode, u.lane, u.discharge_at, u.eta,
                u.terms_source, u.free_days, u.rate_1, u.last_free_day, u.free_days_left, u.days_overdue, u.accrued_usd,
                u.daily_rate_usd, u.at_risk
           FROM urgent u
          ORDER BY u.free_days_left ASC NULLS LAST, u.container_number COLLATE "C", u.id LIMIT $3) i`,
      [now, orgId, maxItems],
    ),
  ]);
  return { totals: totals.rows[0]!.totals, items: items.rows[0]!.items };
}
