// Analyst export pages of the market data (exports.graphql, docs/exports.md): the stored daily
// market rates and index values, a keyset page at a time. The rows need no shaping: the store
// reads them as the dictionaries name them.
import type { DocumentNode } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import { exportPage, exportWindow, withExportField, type ExportArgs } from '../../platform/export-page.js';
import * as store from './store/index.js';

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

async function ratesExport(a: ExportArgs, ctx: SubgraphContext) {
  requireOrg(ctx);
  const secret = ctx.services.config.cursorSecret;
  const w = exportWindow(secret, a, ctx.services.clock.now());
  const db = ctx.services.db;
  if (a.dataset === 'market_rates')
    return exportPage(secret, a, await store.marketRateExportPage(db, w), (r) => ({ ...r }));
  return exportPage(secret, a, await store.indexValueExportPage(db, w), (r) => ({ ...r }));
}

/** The rates module's typeDefs and resolvers with the export field added. */
export const withExports = <R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R;
}) => withExportField(base, typeDefs, 'rates_export', ratesExport);
