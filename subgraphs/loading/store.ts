// SQL of the loading subgraph.
import type { Queryable } from '../../platform/db.js';

export interface PlanRow {
  id: string;
  org_id: string;
  name: string;
  container_size: string;
  created_at: Date;
  updated_at: Date;
}

export async function listPlans(db: Queryable, orgId: string, limit: number): Promise<PlanRow[]> {
  return (
    await db.query<PlanRow>('SELECT * FROM loading.plans WHERE org_id = $1 ORDER BY created_at DESC, id LIMIT $2', [
      orgId,
      limit,
    ])
  ).rows;
}

export async function plansByIds(db: Queryable, orgId: string, ids: readonly string[]): Promise<PlanRow[]> {
  return (
    await db.query<PlanRow>('SELECT * FROM loading.plans WHERE org_id = $1 AND id::text = ANY($2::text[])', [
      orgId,
      ids,
    ])
  ).rows;
}
