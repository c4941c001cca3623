// Analyst export pages of the market data (exports.graphql, docs/exports.md): the stored daily
// market rates and index values, a keyset page at a time. The rows need no shaping: the store
// reads them as the dictionaries name them. Also rate_lane_days, the rates a container_lanes page
// joins (one fixed operation per page), answered by the rate_lane and Lane.market_rate resolvers.
import type { DocumentNode, GraphQLResolveInfo } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import {
  MAX_EXPORT_PAGE_ROWS,
  objectRows,
  withExportField,
  type ExportArgs,
  type ExportSource,
  type KeyedRow,
} from '../../platform/export-page.js';
import type { RatesContext } from './context.js';
import * as store from './store/index.js';

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

/** The stored rows as they are: the store reads them as the dictionaries name them. */
const asStored = objectRows((r: KeyedRow) => ({ ...r }));

async function openRates(a: ExportArgs, ctx: SubgraphContext): Promise<ExportSource> {
  requireOrg(ctx);
  const db = ctx.services.db;
  if (a.dataset === 'market_rates') return { read: (w) => store.marketRateExportPage(db, w), shape: asStored };
  return { read: (w) => store.indexValueExportPage(db, w), shape: asStored };
}

type LanePair = { origin: string; destination: string };
type LaneDay = LanePair & { date: string };

/** The resolvers rate_lane_days answers through, so each entry is what the single fields answer. */
interface LaneFields {
  Query: {
    rate_lane: (
      p: Record<PropertyKey, never>,
      a: LanePair,
      ctx: RatesContext,
      info: GraphQLResolveInfo,
    ) => Promise<store.LaneRow | null>;
  };
  Lane: {
    market_rate: (l: store.LaneRow, a: { equipment: string; date: string }, ctx: RatesContext) => Promise<unknown>;
  };
}

/** rate_lane_days: each lane and day as rate_lane(origin, destination) { market_rate(equipment, date) }. */
const rateLaneDays =
  (r: LaneFields) =>
  (_: unknown, a: { equipment: string; days: LaneDay[] }, ctx: RatesContext, info: GraphQLResolveInfo) => {
    if (a.days.length > MAX_EXPORT_PAGE_ROWS)
      throw new AppError('VALIDATION_ERROR', `days: at most ${MAX_EXPORT_PAGE_ROWS}`, {
        details: { parameter: 'days' },
      });
    return Promise.all(
      a.days.map(async ({ date, ...lane }) => {
        const row = await r.Query.rate_lane({}, lane, ctx, info);
        return row ? r.Lane.market_rate(row, { equipment: a.equipment, date }, ctx) : null;
      }),
    );
  };

/** The rates module's typeDefs and resolvers with the export field and rate_lane_days added. */
export function withExports<R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R & LaneFields;
}) {
  const added = withExportField(base, typeDefs, 'rates_export', openRates);
  return {
    ...added,
    resolvers: {
      ...added.resolvers,
      Query: { ...added.resolvers.Query, rate_lane_days: rateLaneDays(base.resolvers) },
    },
  };
}
