// The loading datasets' export pages (docs/exports.md): plans and their units, keyset-paged by change.
import type { Queryable } from '../../../platform/db.js';
import type { ExportWindow, KeyedRow } from '../../../platform/export-page.js';
import { exportPosition, exportWhere } from '../../../platform/export-sql.js';
import type { PlannedUnit } from '../decide/planner/types.js';
import type { PlanRequest } from '../decide/plan-request.js';
import type { PlanRow } from './plans.js';

/** A plan as the export reads it, with its keyset position. */
export type PlanExportRow = PlanRow & KeyedRow;

/** Plans changed in the export window, oldest change first (docs/exports.md). */
export async function planExportPage(db: Queryable, orgId: string, w: ExportWindow): Promise<PlanExportRow[]> {
  const { where, params } = exportWhere('updated_at', 'id', w);
  const r = await db.query<PlanExportRow>(
    `SELECT *, ${exportPosition('updated_at', 'id')} FROM loading.plans
      WHERE org_id = $1 AND ${where} ORDER BY updated_at, id LIMIT ${w.fetch}`,
    [orgId, ...params],
  );
  return r.rows;
}

/** One unit of a plan, with the plan's request (its equipment sizes the unit) and keyset position. */
export interface PlanUnitExportRow extends KeyedRow {
  plan_id: string;
  revision: number;
  request: PlanRequest;
  unit: PlannedUnit;
  updated_at: Date;
}

/**
 * The units of the plans changed in the export window: a unit's id is its plan's and its number
 * (zero-padded, so text order is loading order), a page may end inside a plan.
 */
export async function planUnitExportPage(db: Queryable, orgId: string, w: ExportWindow): Promise<PlanUnitExportRow[]> {
  const id = `p.id::text || '/' || lpad(u.n::text, 4, '0')`;
  const { where, params } = exportWhere('p.updated_at', id, w, { idType: 'text' });
  const r = await db.query<PlanUnitExportRow>(
    `SELECT p.id AS plan_id, p.revision, p.request, u.unit, p.updated_at, ${exportPosition('p.updated_at', id)}
       FROM loading.plans p CROSS JOIN LATERAL jsonb_array_elements(p.result->'units') WITH ORDINALITY AS u(unit, n)
      WHERE p.org_id = $1 AND ${where} ORDER BY p.updated_at, ${id} LIMIT ${w.fetch}`,
    [orgId, ...params],
  );
  return r.rows;
}
