// Analyst export pages of the loading datasets (exports.graphql, docs/exports.md): the store reads
// a keyset page; a plan's units are shaped as the plan's `units` field answers them.
import type { DocumentNode } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import { exportPage, exportWindow, withExportField, type ExportArgs } from '../../platform/export-page.js';
import { JsonScalar } from '../../platform/projection.js';
import * as store from './store/index.js';
import { unitOf } from './decide/planned-unit.js';

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

function planRow(p: store.PlanExportRow) {
  return {
    id: p.id,
    name: p.name,
    revision: p.revision,
    units: p.units,
    pieces_placed: p.pieces_placed,
    pieces_unplaced: p.pieces_unplaced,
    volume_utilisation: p.volume_utilisation,
    elapsed_ms: p.result.elapsed_ms,
    cargo: p.request.cargo,
    equipment: p.request.equipment,
    unplaced: p.result.unplaced,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

function unitRow(r: store.PlanUnitExportRow) {
  const u = unitOf(r.request, r.unit);
  return {
    id: r.export_id,
    plan_id: r.plan_id,
    plan_revision: r.revision,
    number: u.number,
    code: u.code,
    length: u.length,
    width: u.width,
    height: u.height,
    max_payload: u.max_payload,
    pieces: u.pieces,
    volume_utilisation: u.volume_utilisation,
    weight_utilisation: u.weight_utilisation,
    weight: u.weight,
    cog_x: u.centre_of_gravity.x,
    cog_y: u.centre_of_gravity.y,
    cog_z: u.centre_of_gravity.z,
    cog_offset_x: u.cog_offset.x,
    cog_offset_y: u.cog_offset.y,
    warnings: u.warnings,
    updated_at: r.updated_at,
  };
}

async function loadingExport(a: ExportArgs, ctx: SubgraphContext) {
  const orgId = requireOrg(ctx);
  const secret = ctx.services.config.cursorSecret;
  const w = exportWindow(secret, a, ctx.services.clock.now());
  if (a.dataset === 'load_plans')
    return exportPage(secret, a, await store.planExportPage(ctx.services.db, orgId, w), planRow);
  return exportPage(secret, a, await store.planUnitExportPage(ctx.services.db, orgId, w), unitRow);
}

/** The loading module's typeDefs and resolvers with the export field (and the JSON scalar it answers) added. */
export function withExports<R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R;
}) {
  const added = withExportField(base, typeDefs, 'loading_export', loadingExport);
  return { ...added, resolvers: { ...added.resolvers, JSON: JsonScalar } };
}
