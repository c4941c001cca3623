// Analyst exports of the loading datasets (exports.graphql, docs/exports.md): the store reads
// a keyset page; each row is the LoadPlansRow or LoadPlanUnitsRow selection (generated/), answered
// by the Plan and PlannedUnit resolvers as the plan's GraphQL answer is.
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import { objectRows, withExportField, type ExportArgs, type ExportSource } from '../../platform/export-page.js';
import { flatRow } from '../../platform/export-row.js';
import { JsonScalar } from '../../platform/projection.js';
import * as store from './store/index.js';
import { unitOf } from './decide/planned-unit.js';
import { LoadPlanUnitsRowSelection, LoadPlansRowSelection } from './generated/export-rows.js';

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

async function openLoading(
  a: ExportArgs,
  ctx: SubgraphContext,
  schema: GraphQLSchema,
): Promise<ExportSource<store.PlanExportRow | store.PlanUnitExportRow, SubgraphContext>> {
  const orgId = requireOrg(ctx);
  const db = ctx.services.db;
  if (a.dataset === 'load_plans') {
    const plan = flatRow(schema, 'Plan', LoadPlansRowSelection, 'whole');
    return { read: (w) => store.planExportPage(db, orgId, w), shape: objectRows(plan) };
  }
  const unit = flatRow(schema, 'PlannedUnit', LoadPlanUnitsRowSelection, 'whole');
  return {
    read: (w) => store.planUnitExportPage(db, orgId, w),
    shape: objectRows((r: store.PlanUnitExportRow, page: SubgraphContext) => ({
      id: r.export_id,
      plan_id: r.plan_id,
      plan_revision: r.revision,
      ...unit(unitOf(r.request, r.unit), page),
      updated_at: r.updated_at,
    })),
  };
}

/** The loading module's typeDefs and resolvers with the export field (and the JSON scalar it answers) added. */
export function withExports<R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R;
}) {
  const added = withExportField(base, typeDefs, 'loading_export', openLoading);
  return { ...added, resolvers: { ...added.resolvers, JSON: JsonScalar } };
}
