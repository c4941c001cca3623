// Plans per organisation: each the request as given and the planner's result, with the summary
// the list shows.
import type { Queryable } from '../../../platform/db.js';
import type { PlanResult } from '../decide/planner/types.js';
import type { PlanRequest } from '../decide/plan-request.js';

export interface PlanRow {
  id: string;
  org_id: string;
  name: string;
  revision: number;
  request: PlanRequest;
  result: PlanResult;
  units: number;
  pieces_placed: number;
  pieces_unplaced: number;
  volume_utilisation: number;
  created_at: Date;
  updated_at: Date;
}

export interface PlanWrite {
  name: string;
  request: PlanRequest;
  result: PlanResult;
}

const summary = (w: PlanWrite) => [
  w.result.units.length,
  w.result.units.reduce((n, u) => n + u.placements.length, 0),
  w.result.unplaced.reduce((n, u) => n + u.quantity, 0),
  w.result.volume_utilisation,
];

export async function insertPlan(db: Queryable, orgId: string, w: PlanWrite, now: Date): Promise<PlanRow> {
  const r = await db.query<PlanRow>(
    `INSERT INTO loading.plans (org_id, name, request, result, units, pieces_placed, pieces_unplaced, volume_utilisation, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
    [orgId, w.name, JSON.stringify(w.request), JSON.stringify(w.result), ...summary(w), now],
  );
  return r.rows[0]!;
}

/** The next revision of a plan, or null when the organisation has no such plan. */
export async function replacePlan(
  db: Queryable,
  orgId: string,
  id: string,
  w: PlanWrite,
  now: Date,
): Promise<PlanRow | null> {
  const r = await db.query<PlanRow>(
    `UPDATE loading.plans SET name = $3, request = $4, result = $5, units = $6, pieces_placed = $7, pieces_unplaced = $8,
            volume_utilisation = $9, revision = revision + 1, updated_at = $10
      WHERE org_id = $1 AND id::text = $2 RETURNING *`,
    [orgId, id, w.name, JSON.stringify(w.request), JSON.stringify(w.result), ...summary(w), now],
  );
  return r.rows[0] ?? null;
}

/** Deleted for good (a plan is recomputed from its request; nothing refers to an old one). */
export async function deletePlan(db: Queryable, orgId: string, id: string): Promise<PlanRow | null> {
  const r = await db.query<PlanRow>('DELETE FROM loading.plans WHERE org_id = $1 AND id::text = $2 RETURNING *', [
    orgId,
    id,
  ]);
  return r.rows[0] ?? null;
}

/** The request of a plan, read under a row lock (a PATCH merges into it). */
export async function planForUpdate(db: Queryable, orgId: string, id: string): Promise<PlanRow | null> {
  const r = await db.query<PlanRow>('SELECT * FROM loading.plans WHERE org_id = $1 AND id::text = $2 FOR UPDATE', [
    orgId,
    id,
  ]);
  return r.rows[0] ?? null;
}

/** Newest first, keyset-paged after (created_at, id); one more than asked tells whether more follow. */
export async function listPlans(
  db: Queryable,
  orgId: string,
  limit: number,
  after: { at: string; id: string } | null,
): Promise<PlanRow[]> {
  const r = await db.query<PlanRow>(
    `SELECT * FROM loading.plans WHERE org_id = $1
        AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [orgId, limit, after?.at ?? null, after?.id ?? null],
  );
  return r.rows;
}

export async function plansByIds(db: Queryable, orgId: string, ids: readonly string[]): Promise<PlanRow[]> {
  return (
    await db.query<PlanRow>('SELECT * FROM loading.plans WHERE org_id = $1 AND id::text = ANY($2::text[])', [
      orgId,
      ids,
    ])
  ).rows;
}
