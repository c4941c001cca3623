// Ocean's GraphQL resolvers (schema.graphql): arguments in, a use case (use-cases/) or a loader
// (loaders.ts) out; the record's fields shaped by decide/record-shapes.ts.
import type { GraphQLResolveInfo } from 'graphql';
import { JsonScalar, projection } from '../../platform/projection.js';
import type { OceanContext } from './context.js';
import { requireOrg } from '../../platform/subgraph.js';
import { AppError, connectionLost, databaseUnavailable } from '../../platform/errors.js';
import type * as store from './store/index.js';
import type { RecordRow } from './loaders.js';
import type { RefData } from './store/reference-data.js';
import { dateOnly } from '../../platform/time-zones.js';
import { fieldProvenance } from './decide/record-provenance.js';
import { predictedArrivalField, predictionProvenance } from './decide/predicted-arrival.js';
import {
  carrierLabel,
  etaConfidencePct,
  facilities,
  iso,
  locations,
  portName,
  recordCarrierCode,
  recordCarrierName,
  recordPortName,
  restReportRow,
  type ReportRow,
  routePorts,
  timelineEvent,
  vesselPosition,
  vessels,
} from './decide/record-shapes.js';
import { identifierCheck } from './decide/identifier.js';
import { listFilter, listLimit } from './decide/list-filter.js';
import { termsRecord } from './decide/terms.js';
import { laneShipments } from './decide/lane-shipments.js';
import type { MutationResolvers, QueryResolvers } from './generated/resolvers.js';
import {
  ContainerRecordSelection as RECORD_FIELDS,
  LookupRecordSelection as LOOKUP_FIELDS,
} from './generated/rest-records.js';
import { registerReference } from './use-cases/register-reference.js';
import { track } from './use-cases/track-reference.js';
import { archive } from './use-cases/archive-container.js';
import { patch } from './use-cases/update-container.js';
import { recheck } from './use-cases/recheck-container.js';
import { fileTerms } from './use-cases/file-terms.js';
import { termsOnFile } from './use-cases/list-terms.js';
import { usageSummary } from './use-cases/summarise-usage.js';
import { setSpendCap } from './use-cases/set-spend-cap.js';
import { publicTrack } from './use-cases/look-up-public.js';
import { eventFeed } from './use-cases/read-event-feed.js';
import { containerPage, listContainers } from './use-cases/list-containers.js';
import { lookUpContainer, trackedRecord } from './use-cases/look-up-container.js';
import { shippingLanes } from './use-cases/list-lanes.js';
import { demurrageReport } from './use-cases/report-demurrage.js';
import { followedPositions } from './use-cases/list-vessel-positions.js';

type Ctx = OceanContext;
type Row = RecordRow;

/** Database failures answer the route's documented 500 code (docs/ocean.md, REST routes), never a stack. */
async function guarded<T>(ctx: Ctx, code: 'DB_ERROR' | 'INTERNAL_ERROR', fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (connectionLost(e)) throw databaseUnavailable();
    // The list's documented server-side code is INTERNAL_ERROR, whatever failed under it, but for
    // a database that did not answer (503: retry shortly).
    if (e instanceof AppError && !(code === 'INTERNAL_ERROR' && e.code === 'DB_ERROR' && e.status === 500)) throw e;
    if (!(e instanceof AppError)) ctx.services.log.error({ err: e }, 'ocean resolver failed');
    throw new AppError(
      code,
      code === 'INTERNAL_ERROR' ? 'internal error; retry, with a smaller limit on lists' : 'database error; retry',
      { status: 500 },
    );
  }
}

/** Lookup with registration: TRACKING_IN_PROGRESS until the carrier has answered. */
function trackContainer(ctx: Ctx, identifier: string) {
  requireOrg(ctx);
  return guarded(ctx, 'DB_ERROR', async () => {
    const [row] = await Promise.all([track(ctx.services, ctx.principal!, identifier), ctx.loaders.ref()]);
    return (await ctx.loaders.withDemurrage([row]))[0];
  });
}

async function reload(ctx: Ctx, id: string): Promise<Row | null> {
  ctx.loaders.container.clear(id);
  return ctx.loaders.container.load(id);
}

const report = (ctx: Ctx) => {
  const orgId = requireOrg(ctx);
  return guarded(ctx, 'DB_ERROR', () => demurrageReport(ctx, orgId));
};

const terms = (ctx: Ctx) => termsOnFile(ctx.services, requireOrg(ctx));

// The REST records (container and lookup) as one JSON leaf each: the fields of the record in the
// contract's order, with the contract's names and shapes, answered by the types' own resolvers
// (platform/projection.ts) from the ContainerRecord and LookupRecord fragments of
// rest-adapter/operations/ocean.graphql. The REST adapter selects these leaves, so a page of 500
// records is neither completed field by field here nor shaped again by the gateway;
// test/ocean/json-records.test.ts checks each leaf equals the same selection made field by field.
const containerRecordJson = (row: Row, _: unknown, ctx: unknown, info: GraphQLResolveInfo) =>
  projection(info.schema, 'Container', RECORD_FIELDS)(row, ctx);
const lookupRecordJson = (row: Row, _: unknown, ctx: unknown, info: GraphQLResolveInfo) =>
  projection(info.schema, 'LookupRecord', LOOKUP_FIELDS)(row, ctx);

const dateFields = [
  'eta',
  'planned_departure_at',
  'customs_hold_since',
  'lessor_checked_at',
  'connector_notify_requested_at',
  'last_polled_at',
  'added_at',
  'archived_at',
  'unresolvable_since',
] as const;
const isoResolvers = Object.fromEntries(dateFields.map((f) => [f, (c: Row) => iso(c[f])]));

/** Runs `f` on the request's reference data: synchronously once it is loaded (the usual case). */
function withRef<T>(ctx: Ctx, f: (ref: RefData) => T): T | Promise<T> {
  const ref = ctx.loaders.state.refNow;
  return ref ? f(ref) : ctx.loaders.ref().then(f);
}

async function lookupEvents(c: Row, ctx: Ctx): Promise<{ events: store.EventRow[]; ref: RefData }> {
  const [events, ref] = await Promise.all([ctx.loaders.events.load(c.id), ctx.loaders.ref()]);
  return { events, ref };
}

const confidence = (c: Row): number | null =>
  c.lane_arrivals === null || c.lane_arrivals === undefined
    ? null
    : etaConfidencePct({ arrivals: c.lane_arrivals, on_time: c.lane_on_time ?? 0 });

const predictedArrival = async (c: Row, _: unknown, ctx: Ctx) => predictedArrivalField(await ctx.loaders.arrival(c));

/** Fields a tracked record answers alike as ContainerLookup and as the REST LookupRecord. */
const lookupRecordFields = {
  ...isoResolvers,
  child_containers: async (c: Row, _: unknown, ctx: Ctx) => {
    if (c.identifier_type === 'container_id') return null;
    const boxes: store.BoxRow[] = await ctx.loaders.boxes.load(c.id);
    const { events, ref } = await lookupEvents(c, ctx);
    return boxes.map((b) => ({
      container_number: b.container_number,
      iso_type_code: b.iso_type_code,
      container_size: b.container_size,
      equipment_type: b.equipment_type,
      status: b.status,
      eta: iso(b.eta),
      current_vessel_imo: b.current_vessel_imo,
      events: events
        .filter((e) => e.equipment_reference === null || e.equipment_reference === b.container_number)
        .map((e) => timelineEvent(e, ref)),
    }));
  },
  vessel_name: (c: Row) => c.current_vessel_name ?? (c.current_vessel_imo ? c.vp_name : null),
  vessel_imo: (c: Row) => c.current_vessel_imo,
  vessel_position: (c: Row, _: unknown, ctx: Ctx) => vesselPosition(c, ctx.loaders.now),
  origin_name: (c: Row, _: unknown, ctx: Ctx) => withRef(ctx, (ref) => portName(c.origin_unlocode, ref)),
  destination_name: (c: Row, _: unknown, ctx: Ctx) => withRef(ctx, (ref) => portName(c.destination_unlocode, ref)),
  eta_confidence_pct: (c: Row) => confidence(c),
  last_updated_at: (c: Row) => {
    const t = Math.max(c.last_polled_at?.getTime() ?? 0, c.current_vessel_imo ? (c.vp_fix_at?.getTime() ?? 0) : 0);
    return iso(t ? new Date(t) : c.added_at);
  },
  last_updated_source: (c: Row) => {
    const polled = c.last_polled_at?.getTime() ?? null;
    const fix = c.current_vessel_imo ? (c.vp_fix_at?.getTime() ?? null) : null;
    if (polled === null && fix === null) return null;
    return fix !== null && (polled === null || fix > polled) ? 'ais_vessel_position' : 'carrier_poll';
  },
  last_ais_fix_at: (c: Row) => (c.current_vessel_imo ? iso(c.vp_fix_at) : null),
  field_provenance: async (c: Row, _: unknown, ctx: Ctx) => ({
    ...fieldProvenance(c, confidence(c), ctx.loaders.now),
    predicted_arrival: predictionProvenance(await ctx.loaders.arrival(c), c.source),
  }),
  predicted_arrival: predictedArrival,
  demurrage_free_days_left: (c: Row) => c.dem.free_days_left,
  ai_narrative: () => null,
  events: async (c: Row, _: unknown, ctx: Ctx) => {
    const { events, ref } = await lookupEvents(c, ctx);
    return events.map((e) => timelineEvent(e, ref));
  },
};

/** The supergraph's lane (rates owns it): the caller organisation's own shipments on it. */
const Lane = {
  __resolveReference: (l: store.LaneKey) => ({ origin: l.origin, destination: l.destination }),
  shipments: async (l: store.LaneKey, _: unknown, ctx: Ctx) => {
    requireOrg(ctx);
    const records: Row[] = await ctx.loaders.laneRecords.load(l);
    const boxes: (store.BoxRow[] | Error)[] = await ctx.loaders.boxes.loadMany(records.map((r) => r.id));
    return laneShipments(
      records,
      boxes.flatMap((b) => {
        if (b instanceof Error) throw b;
        return b;
      }),
    );
  },
  // From shipping_lanes' own row when it carries it; otherwise from the lane's records.
  tracked_since: async (l: store.LaneKey & { tracked_since?: string }, _: unknown, ctx: Ctx) => {
    requireOrg(ctx);
    if (l.tracked_since) return l.tracked_since;
    const records: Row[] = await ctx.loaders.laneRecords.load(l);
    const added = records.map((r) => r.added_at.getTime());
    return added.length ? new Date(Math.min(...added)).toISOString() : null;
  },
};

export const resolvers = {
  JSON: JsonScalar,
  Query: {
    containers: (_, a, ctx) => listContainers(ctx, requireOrg(ctx), listLimit(a.limit)),
    container: (_, a, ctx) => {
      requireOrg(ctx);
      return ctx.loaders.container.load(a.id);
    },
    container_page: (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const limit = listLimit(a.limit);
      const filter = listFilter(a);
      return guarded(ctx, 'INTERNAL_ERROR', () => containerPage(ctx, orgId, filter, a.cursor, limit));
    },
    shipping_lanes: (_, __, ctx) => shippingLanes(ctx.services, requireOrg(ctx)),
    vessel_positions: (_, a, ctx) => followedPositions(ctx, a.imos),
    container_lookup: (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      return guarded(ctx, 'DB_ERROR', () => lookUpContainer(ctx, orgId, a.identifier));
    },
    container_lookup_record: (_, a, ctx) => guarded(ctx, 'DB_ERROR', () => trackedRecord(ctx, a.identifier)),
    demurrage_report: (_, __, ctx) => report(ctx),
    demurrage_report_record: (_, __, ctx) => report(ctx),
    demurrage_terms: (_, __, ctx) => terms(ctx),
    demurrage_terms_list: async (_, __, ctx) => ({ items: await terms(ctx) }),
    ocean_usage: (_, __, ctx) => {
      requireOrg(ctx);
      return usageSummary(ctx.services, ctx.principal!);
    },
    ocean_event_feed: (_, a, ctx) => eventFeed(ctx.services, requireOrg(ctx), a),
    public_container_track: async (_, a, ctx) => {
      const p = await publicTrack(ctx, a.identifier);
      return { ...p, carrier: { scac: p.carrier_code } };
    },
    public_track_record: (_, a, ctx) => publicTrack(ctx, a.identifier),
    identifier_check: async (_, a, ctx) => identifierCheck(a.identifier, await ctx.loaders.ref()),
  } satisfies QueryResolvers,
  Mutation: {
    add_container: async (_, a, ctx) => {
      requireOrg(ctx);
      const { id } = await registerReference(
        ctx.services,
        ctx.principal!,
        { identifier: a.identifier, identifierType: a.identifier_type, carrierCode: a.carrier_code, tags: a.tags },
        'add',
      );
      const added = await reload(ctx, id);
      if (!added) throw new AppError('INTERNAL_ERROR', 'the added record could not be read back; retry');
      return added;
    },
    track_container: (_, a, ctx) => trackContainer(ctx, a.identifier),
    track_container_record: (_, a, ctx) => trackContainer(ctx, a.identifier),
    archive_container: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      if (!(await ctx.loaders.container.load(a.id))) return null;
      await archive(ctx.services, orgId, a.id);
      return reload(ctx, a.id);
    },
    update_container: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      if (!(await ctx.loaders.container.load(a.id))) return null;
      await patch(ctx.services, orgId, a.id, a.patch);
      return reload(ctx, a.id);
    },
    recheck_container: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      if (!(await ctx.loaders.container.load(a.id))) return null;
      await recheck(ctx.services, orgId, a.id);
      return reload(ctx, a.id);
    },
    file_demurrage_terms: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const r = await fileTerms(ctx.services, orgId, a.input);
      const terms = termsRecord(r.row);
      return { terms, ...terms, replaced: r.replaced, boxes_covered: r.boxes_covered };
    },
    set_payg_spend_cap: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      await setSpendCap(ctx.services, orgId, a.usd ?? null);
      return usageSummary(ctx.services, ctx.principal!);
    },
  } satisfies MutationResolvers,
  Lane,

  Container: {
    __resolveReference: (r: { id: string }, ctx: Ctx) => ctx.loaders.container.load(r.id),
    ...isoResolvers,
    carrier_code: (c: Row) => recordCarrierCode(c),
    carrier_name: (c: Row, _: unknown, ctx: Ctx) => withRef(ctx, (ref) => recordCarrierName(c, ref)),
    carrier: (c: Row) => (recordCarrierCode(c) ? { scac: recordCarrierCode(c) } : null),
    // The container record types it a string: before the first poll, the moment tracking started (docs/ocean.md).
    last_polled_at: (c: Row) => iso(c.last_polled_at ?? c.added_at),
    tags: (c: Row) => c.tags.map((name) => ({ name })),
    demurrage_at_risk: (c: Row) => c.dem.at_risk,
    demurrage_last_free_day: (c: Row) => c.dem.last_free_day,
    redelivery_date: (c: Row) => dateOnly(c.redelivery_date),
    demurrage_accrued_usd: (c: Row) => c.dem.accrued_usd,
    destination_name: (c: Row, _: unknown, ctx: Ctx) =>
      withRef(ctx, (ref) => recordPortName(c.destination_unlocode, ref)),
    route_ports: (c: Row, _: unknown, ctx: Ctx) =>
      withRef(ctx, (ref) => routePorts(c.route_ports, c.origin_unlocode, c.destination_unlocode, ref)),
    vessel_position: (c: Row, _: unknown, ctx: Ctx) => vesselPosition(c, ctx.loaders.now),
    predicted_arrival: predictedArrival,
    origin_port: (c: Row) => (c.origin_unlocode ? { unlocode: c.origin_unlocode } : null),
    destination_port: (c: Row) => (c.destination_unlocode ? { unlocode: c.destination_unlocode } : null),
    vessel: (c: Row) => (c.current_vessel_imo ? { imo: c.current_vessel_imo } : null),
    lookup: (c: Row) => c,
    record_json: containerRecordJson,
  },
  ContainerLookup: {
    ...lookupRecordFields,
    carrier_code: (c: Row) => c.carrier_scac,
    carrier: (c: Row) => (c.carrier_scac ? { scac: c.carrier_scac } : null),
    route_ports: (c: Row, _: unknown, ctx: Ctx) =>
      withRef(ctx, (ref) => routePorts(c.route_ports, c.origin_unlocode, c.destination_unlocode, ref)),
    locations: async (c: Row, _: unknown, ctx: Ctx) => {
      const { events, ref } = await lookupEvents(c, ctx);
      return locations(
        [c.origin_unlocode, ...(c.route_ports ?? []), c.destination_unlocode, ...events.map((e) => e.unlocode)],
        ref,
      );
    },
    facilities: async (c: Row, _: unknown, ctx: Ctx) => facilities((await lookupEvents(c, ctx)).events),
    vessels: async (c: Row, _: unknown, ctx: Ctx) => vessels((await lookupEvents(c, ctx)).events),
  },
  LookupRecord: {
    ...lookupRecordFields,
    carrier: (c: Row, _: unknown, ctx: Ctx) => withRef(ctx, (ref) => recordCarrierName(c, ref)),
    origin_name: (c: Row, _: unknown, ctx: Ctx) => withRef(ctx, (ref) => recordPortName(c.origin_unlocode, ref)),
    destination_name: (c: Row, _: unknown, ctx: Ctx) =>
      withRef(ctx, (ref) => recordPortName(c.destination_unlocode, ref)),
    record_json: lookupRecordJson,
  },
  PublicTrackRecord: {
    carrier: (p: { carrier_code: string | null }, _: unknown, ctx: Ctx) =>
      withRef(ctx, (ref) => carrierLabel(p.carrier_code, ref)),
  },
  DemurrageReportRecord: {
    items: (r: { items: ReportRow[] }) => r.items.map(restReportRow),
  },
};
