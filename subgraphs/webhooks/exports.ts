// Analyst exports of webhook deliveries (exports.graphql, docs/exports.md): the caller's
// deliveries on one product, with the scope listing that product's endpoints needs.
import type { DocumentNode } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import {
  objectRows,
  withExportField,
  type ExportArgs,
  type ExportWindow,
  type KeyedRow,
} from '../../platform/export-page.js';
import { JsonScalar } from '../../platform/projection.js';
import { product } from './resolvers.js';
import * as store from './store/index.js';

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

async function openWebhooks(a: ExportArgs & { product: string }, ctx: Parameters<typeof product>[0]) {
  const orgId = requireOrg(ctx);
  const p = product(ctx, a.product, 'list');
  return {
    cursor: `${a.dataset}.${p}`,
    read: (w: ExportWindow) => store.deliveryExportPage(ctx.services.db, orgId, p, w),
    shape: objectRows((r: KeyedRow) => ({ ...r })),
  };
}

/** The webhooks module's typeDefs and resolvers with the export field (and the JSON scalar it answers) added. */
export function withExports<R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R;
}) {
  const added = withExportField(
    base,
    typeDefs,
    'webhook_export',
    (a: ExportArgs & { product: string }, ctx: SubgraphContext) =>
      openWebhooks(a, ctx as Parameters<typeof product>[0]),
  );
  return { ...added, resolvers: { ...added.resolvers, JSON: JsonScalar } };
}
