// Analyst export pages of the loading datasets (exports.graphql, docs/exports.md): the store reads
// a keyset page; each row is the LoadPlansRow or LoadPlanUnitsRow selection (generated/), answered
// by the Plan and PlannedUnit resolvers as the plan's GraphQL answer is.
import type { DocumentNode, GraphQLResolveInfo } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import { exportPage, exportWindow, withExportField, type ExportArgs } from '../../platform/export-page.js';
import { flatRow } from '../../platform/export-row.js';
import { JsonScalar } from '../../platform/projection.js';
import * as store from './store/index.js';
import { unitOf } from './decide/planned-unit.js';
import { LoadPlanUnitsRowSelection, LoadPlansRowSelection } from './generated/export-rows.js';

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

async function loadingExport(a: ExportArgs, ctx: SubgraphContext, info: GraphQLResolveInfo) {
  const orgId = requireOrg(ctx);
  const secret = ctx.services.config.cursorSecret;
  const w = exportWindow(secret, a, ctx.services.clock.now());
  if (a.dataset === 'load_plans') {
    const plan = flatRow(info.schema, 'Plan', LoadPlansRowSelection, 'whole');
    return exportPage(secret, a, await store.planExportPage(ctx.services.db, orgId, w), (p) => plan(p, ctx));
  }
  const unit = flatRow(info.schema, 'PlannedUnit', LoadPlanUnitsRowSelection, 'whole');
  return exportPage(secret, a, await store.planUnitExportPage(ctx.services.db, orgId, w), (r) => ({
    id: r.export_id,
    plan_id: r.plan_id,
    plan_revision: r.revision,
    ...unit(unitOf(r.request, r.unit), ctx),
    updated_at: r.updated_at,
  }));
}

/** The loading module's typeDefs and resolvers with the export field (and the JSON scalar it answers) added. */
export function withExports<R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R;
}) {
  const added = withExportField(base, typeDefs, 'loading_export', loadingExport);
  return { ...added, resolvers: { ...added.resolvers, JSON: JsonScalar } };
}
