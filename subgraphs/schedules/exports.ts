// Analyst exports of the schedules host (exports.graphql, docs/exports.md): the sailings and
// observed arrivals on the lanes the caller's organisation ships on, a keyset page at a time. The
// REST adapter passes the lanes as ocean answers them (shipping_lanes): the lanes are the
// organisation's, the rows on them public market data. Also lane_reliabilities, the on-time
// records a container_lanes page joins (one fixed operation per page), answered by the
// lane_reliability resolver and counted as its calls are.
import type { DocumentNode, GraphQLResolveInfo } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import {
  MAX_EXPORT_PAGE_ROWS,
  objectRows,
  withExportField,
  type ExportArgs,
  type ExportSource,
  type KeyedRow,
} from '../../platform/export-page.js';
import { AppError } from '../../platform/errors.js';
import { JsonScalar } from '../../platform/projection.js';
import { ON_TIME_TOLERANCE_HOURS, UNLOCODE_PATTERN } from './decide/rules.js';
import type { SchedulesContext } from './context.js';
import * as store from './store/index.js';

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

/** More lanes than any organisation ships on; a bound on one statement's work. */
const MAX_EXPORT_LANES = 2_000;

interface LaneArg {
  origin: string;
  destination: string;
  since?: string | null;
}

function exportLanes(lanes: readonly LaneArg[]): store.ExportLane[] {
  if (lanes.length > MAX_EXPORT_LANES) throw new AppError('VALIDATION_ERROR', `lanes at most ${MAX_EXPORT_LANES}`);
  return lanes.map((l) => {
    const since = l.since ? new Date(l.since) : null;
    if (!UNLOCODE_PATTERN.test(l.origin) || !UNLOCODE_PATTERN.test(l.destination) || Number.isNaN(since?.getTime()))
      throw new AppError('VALIDATION_ERROR', 'lanes must be UN/LOCODE pairs with since an ISO 8601 timestamp');
    return { origin: l.origin, destination: l.destination, since };
  });
}

async function openSchedules(a: ExportArgs & { lanes: LaneArg[] }, ctx: SubgraphContext): Promise<ExportSource> {
  requireOrg(ctx);
  const lanes = exportLanes(a.lanes);
  const db = ctx.services.db;
  const shape = objectRows((r: KeyedRow) => ({ ...r }));
  if (a.dataset === 'sailings') return { read: (w) => store.sailingExportPage(db, lanes, w), shape };
  return { read: (w) => store.observationExportPage(db, lanes, w, ON_TIME_TOLERANCE_HOURS * 60), shape };
}

type LanePair = { origin: string; destination: string };

/** The resolver lane_reliabilities answers through (it counts each call, resolvers.ts metered). */
interface ReliabilityField {
  Query: {
    lane_reliability: (
      p: unknown,
      a: LanePair & { kind?: string | null },
      ctx: SchedulesContext,
      info: GraphQLResolveInfo,
    ) => Promise<unknown>;
  };
}

/** lane_reliabilities: each lane as lane_reliability(origin, destination) answers and counts it. */
const laneReliabilities =
  (r: ReliabilityField) => (_: unknown, a: { lanes: LanePair[] }, ctx: SchedulesContext, info: GraphQLResolveInfo) => {
    if (a.lanes.length > MAX_EXPORT_PAGE_ROWS)
      throw new AppError('VALIDATION_ERROR', `lanes: at most ${MAX_EXPORT_PAGE_ROWS}`, {
        details: { parameter: 'lanes' },
      });
    return Promise.all(
      a.lanes.map((l) =>
        r.Query.lane_reliability(
          _,
          { origin: l.origin, destination: l.destination, kind: 'lane_reliability' },
          ctx,
          info,
        ),
      ),
    );
  };

/**
 * The schedules module's typeDefs, resolvers and counted fields with the export field (and the
 * JSON scalar it answers) and lane_reliabilities added.
 */
export function withExports<R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R & ReliabilityField;
  countedFields: readonly string[];
}) {
  const added = withExportField(base, typeDefs, 'schedules_export', openSchedules);
  const Query = { ...added.resolvers.Query, lane_reliabilities: laneReliabilities(base.resolvers) };
  // lane_reliabilities counts its calls too, so the gateway never shares one fetch of it.
  const countedFields = [...base.countedFields, 'lane_reliabilities'];
  return { ...added, resolvers: { ...added.resolvers, Query, JSON: JsonScalar }, countedFields };
}
