import { JsonScalar } from '../../platform/projection.js';
import type { OceanContext } from './context.js';
import { requireOrg } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import { CursorCodec } from '../../platform/cursor.js';
import * as store from './store/index.js';
import type { RecordRow } from './loaders.js';
import * as svc from './service.js';
import type { RefData } from './store/reference-data.js';
import { dateOnly } from '../../platform/time-zones.js';
import { eventFeed } from './decide/event-feed.js';
import { fieldProvenance } from './decide/record-provenance.js';
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
  reportRows,
  restReportRow,
  type ReportRow,
  routePorts,
  snapshotEventRow,
  timelineEvent,
  vesselPosition,
  vessels,
} from './decide/record-shapes.js';
import { aggregateStatus } from './decide/tracking.js';
import { deriveBox, routeEnds } from './decide/box-state.js';
import { normalizeIdentifier } from './connectors/identifiers.js';
import { containerRecordJson, lookupRecordJson, trackedRecord } from './use-cases/look-up-container.js';
import type { MutationResolvers, QueryResolvers } from './generated/resolvers.js';
import type { QueryContainer_PageArgs } from './generated/types.js';
import { fingerprint, listFilter } from './decide/list-filter.js';
import { followedPositions } from './use-cases/list-vessel-positions.js';
import { Lane } from './decide/lane-shipments.js';

type Ctx = OceanContext;
type Row = RecordRow;

export const LIST_MAX_LIMIT = 500;
export const REPORT_MAX_ITEMS = 1000;
/** A list cursor is honoured this long (the order history behind it is kept as long). */
export const CURSOR_TTL_HOURS = 24;

/** Database failures answer the route's documented 500 code (docs/ocean.md, REST routes), never a stack. */
async function guarded<T>(ctx: Ctx, code: 'DB_ERROR' | 'INTERNAL_ERROR', fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    // The list's documented server-side code is INTERNAL_ERROR, whatever failed under it.
    if (e instanceof AppError && !(code === 'INTERNAL_ERROR' && e.code === 'DB_ERROR')) throw e;
    if (!(e instanceof AppError)) ctx.services.log.error({ err: e }, 'ocean resolver failed');
    throw new AppError(
      code,
      code === 'INTERNAL_ERROR' ? 'internal error; retry, with a smaller limit on lists' : 'database error; retry',
      { status: 500 },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// List cursor: {snapshot bound, last sort key, filter fingerprint, issued}, sealed (platform/cursor.ts)

const listCursor = new CursorCodec('ocean.containers', { s: 'int', k: 'int', f: 'text', t: 'int' });
type Cursor = ReturnType<typeof listCursor.open>;

function decodeCursor(ctx: Ctx, raw: string, f: store.PageFilter, now: Date): Cursor {
  const c = listCursor.open(ctx.services.config.cursorSecret, raw);
  if (c.f !== fingerprint(f))
    throw new AppError(
      'VALIDATION_ERROR',
      'cursor was issued for other filters (status, tags, archived, search); keep them while paging',
    );
  if (now.getTime() - c.t > CURSOR_TTL_HOURS * 3600_000)
    throw new AppError('VALIDATION_ERROR', `cursor expired (older than ${CURSOR_TTL_HOURS} h); start again without it`);
  return c;
}

function listLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_MAX_LIMIT)
    throw new AppError('VALIDATION_ERROR', `limit must be an integer from 1 to ${LIST_MAX_LIMIT}`);
  return limit;
}

async function page(ctx: Ctx, a: QueryContainer_PageArgs & { limit: number }) {
  const orgId = requireOrg(ctx);
  const limit = listLimit(a.limit);
  const filter = listFilter(a);
  const now = ctx.loaders.now;
  return guarded(ctx, 'INTERNAL_ERROR', async () => {
    const cur = a.cursor ? decodeCursor(ctx, a.cursor, filter, now) : null;
    const snap = cur?.s ?? (await store.currentUpdateSeq(ctx.services.db));
    const [rows] = await Promise.all([
      store.pageContainers(ctx.services.db, orgId, filter, snap, cur?.k ?? null, limit),
      ctx.loaders.ref(),
    ]);
    const items = await ctx.loaders.withDemurrage(rows.slice(0, limit));
    for (const r of items) ctx.loaders.container.prime(r.id, r);
    const last = items[items.length - 1];
    return {
      items,
      has_more: rows.length > limit,
      next_cursor:
        rows.length > limit && last
          ? listCursor.seal(ctx.services.config.cursorSecret, {
              s: snap,
              k: last.sort_seq,
              f: fingerprint(filter),
              t: cur?.t ?? now.getTime(),
            })
          : null,
    };
  });
}

/** Lookup with registration: TRACKING_IN_PROGRESS until the carrier has answered. */
function trackContainer(ctx: Ctx, identifier: string) {
  requireOrg(ctx);
  return guarded(ctx, 'DB_ERROR', async () => {
    const [row] = await Promise.all([svc.track(ctx.services, ctx.principal!, identifier), ctx.loaders.ref()]);
    return (await ctx.loaders.withDemurrage([row]))[0];
  });
}

async function reload(ctx: Ctx, id: string): Promise<Row | null> {
  ctx.loaders.container.clear(id);
  return ctx.loaders.container.load(id);
}

// ---------------------------------------------------------------------------------------------
// Demurrage report

async function demurrageReport(ctx: Ctx) {
  const orgId = requireOrg(ctx);
  return guarded(ctx, 'DB_ERROR', async () => {
    const { totals, items } = await store.demurrageReport(ctx.services.db, orgId, ctx.loaders.now, REPORT_MAX_ITEMS);
    const rows = reportRows(items);
    const notes: string[] = [];
    if (totals.unassessable_containers) {
      notes.push(
        `${totals.unassessable_containers} discharged container(s) have no free-time terms: no contract terms on file and no carrier tariff for their lane; file terms with POST /v1/demurrage-terms. An empty or short list is not a clean result.`,
      );
    }
    if (totals.uncosted_containers) {
      notes.push(
        `${totals.uncosted_containers} container(s) are timed but not costed: the carrier publishes free days but no daily rate.`,
      );
    }
    return {
      total_at_risk_usd: Math.round(Number(totals.total_at_risk_usd) * 100) / 100,
      containers_at_risk: totals.containers_at_risk,
      unassessable_containers: totals.unassessable_containers,
      coverage_note: notes.length ? notes.join(' ') : null,
      assessed_containers: totals.assessed_containers,
      uncosted_containers: totals.uncosted_containers,
      candidates_considered: totals.candidates_considered,
      truncated: totals.assessed_containers > items.length,
      items: rows,
      items_json: rows,
    };
  });
}

const termsOnFile = async (ctx: Ctx) => (await store.listTerms(ctx.services.db, requireOrg(ctx))).map(termsRecord);

function termsRecord(t: store.TermsRow) {
  const tiers =
    t.tiers?.map((x, i, all) => ({
      from_day: x.from_day,
      to_day: all[i + 1] ? all[i + 1]!.from_day - 1 : null,
      daily_rate_usd: Number(x.daily_rate_usd),
    })) ?? null;
  return {
    id: t.id,
    carrier_code: t.carrier_scac,
    port: t.port_unlocode,
    lane: t.lane,
    free_days: t.free_days,
    tiers,
    label: t.label,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------

/** The keyless lookup from the shared carrier answer (no organisation data). */
async function publicTrack(ctx: Ctx, identifier: string) {
  const { checked, snapshot, asOf } = await svc.publicSnapshot(ctx.services, identifier);
  const ref = await ctx.loaders.ref();
  const boxes =
    checked.type === 'container_id' ? [{ number: checked.identifier, isoTypeCode: null }] : snapshot.containers;
  const states = boxes.map((b, i) => deriveBox(snapshot, b, i, ctx.loaders.now));
  const { pol, pod } = routeEnds(snapshot);
  const withEta = states.filter((s) => s.eta);
  const etaBox = withEta.length ? withEta.reduce((x, y) => (y.eta!.getTime() > x.eta!.getTime() ? y : x)) : null;
  const onBoard = states.find((s) => s.currentVesselImo);
  const events = snapshot.events.map(snapshotEventRow).sort((x, y) => x.event_at.getTime() - y.event_at.getTime());
  return {
    identifier: checked.identifier,
    identifier_type: checked.type === 'booking' ? 'booking_number' : checked.type,
    carrier_code: snapshot.carrierScac,
    status: states.length ? aggregateStatus(states.map((s) => s.status)) : 'booked',
    container_numbers: boxes.map((b) => b.number),
    origin_unlocode: pol,
    destination_unlocode: pod,
    origin_name: portName(pol, ref),
    destination_name: portName(pod, ref),
    eta: iso(etaBox?.eta),
    eta_is_estimated: etaBox ? etaBox.etaIsEstimated : null,
    vessel_name: onBoard?.currentVesselName ?? null,
    vessel_imo: onBoard?.currentVesselImo ?? null,
    events: events.map((e) => timelineEvent(e, ref)),
    as_of: asOf.toISOString(),
  };
}

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
  field_provenance: (c: Row, _: unknown, ctx: Ctx) => fieldProvenance(c, confidence(c), ctx.loaders.now),
  demurrage_free_days_left: (c: Row) => c.dem.free_days_left,
  ai_narrative: () => null,
  events: async (c: Row, _: unknown, ctx: Ctx) => {
    const { events, ref } = await lookupEvents(c, ctx);
    return events.map((e) => timelineEvent(e, ref));
  },
};

export const resolvers = {
  JSON: JsonScalar,
  Query: {
    containers: async (_, a, ctx) => {
      const [rows] = await Promise.all([
        store.listContainers(ctx.services.db, requireOrg(ctx), listLimit(a.limit)),
        ctx.loaders.ref(),
      ]);
      return ctx.loaders.withDemurrage(rows);
    },
    container: (_, a, ctx) => {
      requireOrg(ctx);
      return ctx.loaders.container.load(a.id);
    },
    container_page: (_, a, ctx) => page(ctx, a),
    shipping_lanes: (_, __, ctx) => store.lanesOfOrg(ctx.services.db, requireOrg(ctx)),
    vessel_positions: (_, a, ctx) => followedPositions(ctx, a.imos),
    container_lookup: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      return guarded(ctx, 'DB_ERROR', async () => {
        const ref = await ctx.loaders.ref();
        const checked = svc.checkIdentifier(a.identifier, null, ref, 'REFERENCE_NOT_RESOLVABLE');
        const rows = await store.containersByIdentifiers(ctx.services.db, orgId, [checked.identifier]);
        return (await ctx.loaders.withDemurrage(rows))[0] ?? null;
      });
    },
    container_lookup_record: (_, a, ctx) => guarded(ctx, 'DB_ERROR', () => trackedRecord(ctx, a.identifier)),
    demurrage_report: (_, __, ctx) => demurrageReport(ctx),
    demurrage_report_record: (_, __, ctx) => demurrageReport(ctx),
    demurrage_terms: (_, __, ctx) => termsOnFile(ctx),
    demurrage_terms_list: async (_, __, ctx) => ({ items: await termsOnFile(ctx) }),
    ocean_usage: (_, __, ctx) => {
      requireOrg(ctx);
      return svc.usageSummary(ctx.services, ctx.principal!);
    },
    ocean_event_feed: (_, a, ctx) => eventFeed(ctx.services, requireOrg(ctx), a),
    public_container_track: async (_, a, ctx) => {
      const p = await publicTrack(ctx, a.identifier);
      return { ...p, carrier: { scac: p.carrier_code } };
    },
    public_track_record: (_, a, ctx) => publicTrack(ctx, a.identifier),
    identifier_check: async (_, a, ctx) => {
      const ref = await ctx.loaders.ref();
      try {
        const c = svc.checkIdentifier(a.identifier, null, ref, 'VALIDATION_ERROR');
        return {
          normalized: c.identifier,
          identifier_type: c.type,
          valid: true,
          suggested_identifier: null,
          carrier_hint_code: c.inferredCarrier,
        };
      } catch (e) {
        if (!(e instanceof AppError) || (e.code === 'VALIDATION_ERROR' && /required/.test(e.message))) throw e;
        const normalized = normalizeIdentifier(String(a.identifier));
        return {
          normalized,
          identifier_type: e.code === 'REFERENCE_NOT_RESOLVABLE' ? 'container_id' : null,
          valid: false,
          suggested_identifier: (e.details?.suggested_identifier as string) ?? null,
          carrier_hint_code: null,
        };
      }
    },
  } satisfies QueryResolvers,
  Mutation: {
    add_container: async (_, a, ctx) => {
      requireOrg(ctx);
      const { id } = await svc.registerReference(
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
      await svc.archive(ctx.services, orgId, a.id);
      return reload(ctx, a.id);
    },
    update_container: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      if (!(await ctx.loaders.container.load(a.id))) return null;
      await svc.patch(ctx.services, orgId, a.id, a.patch);
      return reload(ctx, a.id);
    },
    recheck_container: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      if (!(await ctx.loaders.container.load(a.id))) return null;
      await svc.recheck(ctx.services, orgId, a.id);
      return reload(ctx, a.id);
    },
    file_demurrage_terms: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const r = await svc.fileTerms(ctx.services, orgId, a.input);
      const terms = termsRecord(r.row);
      return { terms, ...terms, replaced: r.replaced, boxes_covered: r.boxes_covered };
    },
    set_payg_spend_cap: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      await svc.setSpendCap(ctx.services, orgId, a.usd ?? null);
      return svc.usageSummary(ctx.services, ctx.principal!);
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
