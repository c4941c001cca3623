// Analyst export pages of the ocean datasets (exports.graphql, docs/exports.md): the store reads a
// keyset page; rows are shaped with reference data (carrier names, port names and local times) the
// way the records and timelines are.
import type { DocumentNode } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import { exportPage, exportWindow, withExportField, type ExportArgs } from '../../platform/export-page.js';
import { localTime } from '../../platform/time-zones.js';
import { portName, portZone, recordCarrierCode, recordCarrierName } from './decide/record-shapes.js';
import { eventLabel } from './decide/tracking.js';
import { predictedArrivalField } from './decide/predicted-arrival.js';
import type { RefData } from './store/reference-data.js';
import type { OceanLoaders, RecordRow } from './loaders.js';
import * as store from './store/index.js';

type Ctx = SubgraphContext & { loaders: OceanLoaders };

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

type Predicted = ReturnType<typeof predictedArrivalField>;

/**
 * The page's records' predicted arrivals, as GET /v1/containers/{id} answers them at this instant:
 * the records' loader and schedules' evidence loader read the whole page in a fixed number of statements.
 */
async function pagePredictions(rows: store.ContainerExportRow[], ctx: Ctx): Promise<Map<string, Predicted>> {
  const records = await ctx.loaders.container.loadMany(rows.map((r) => r.id));
  const out = new Map<string, Predicted>();
  await Promise.all(
    records.map(async (r: RecordRow | null | Error) => {
      if (r instanceof Error) throw r;
      if (r) out.set(r.id, predictedArrivalField(await ctx.loaders.arrival(r)));
    }),
  );
  return out;
}

function containerRow(c: store.ContainerExportRow, ref: RefData, predicted: Predicted | undefined) {
  return {
    id: c.id,
    identifier: c.identifier,
    identifier_type: c.identifier_type,
    container_number: c.container_number,
    bl_number: c.bl_number,
    booking_number: c.booking_number,
    carrier_code: recordCarrierCode(c),
    carrier_name: recordCarrierName(c, ref),
    status: c.status,
    origin_unlocode: c.origin_unlocode,
    origin_name: portName(c.origin_unlocode, ref),
    destination_unlocode: c.destination_unlocode,
    destination_name: portName(c.destination_unlocode, ref),
    planned_departure_at: c.planned_departure_at,
    departed_at: c.departed_at,
    eta: c.eta,
    eta_is_estimated: c.eta_is_estimated,
    arrived_at: c.arrived_at,
    arrival_delay_hours: c.arrival_delay_hours,
    vessel_imo: c.vessel_imo,
    vessel_name: c.vessel_name,
    demurrage_free_days: c.demurrage_free_days,
    demurrage_last_free_day: c.demurrage_last_free_day,
    tags: c.tags,
    added_at: c.added_at,
    archived_at: c.archived_at,
    updated_at: c.updated_at,
    predicted_arrival_p10: predicted?.p10 ?? null,
    predicted_arrival_p50: predicted?.p50 ?? null,
    predicted_arrival_p90: predicted?.p90 ?? null,
    predicted_arrival_computed_at: predicted?.computed_at ?? null,
    predicted_arrival_basis: predicted?.basis ?? null,
    export_at: c.export_at,
    export_id: c.export_id,
  };
}

function eventRow(e: store.EventExportRow, ref: RefData) {
  const port = e.unlocode ? ref.portByCode.get(e.unlocode) : undefined;
  const lt = localTime(new Date(e.event_at), portZone(port));
  return {
    id: e.id,
    container_id: e.container_id,
    identifier: e.identifier,
    container_number: e.equipment_reference,
    event_type: e.event_type,
    event_code: e.code,
    classifier: e.classifier,
    is_actual: e.classifier === 'ACT',
    label: eventLabel(e),
    event_at: e.event_at,
    event_local_datetime: lt.local,
    utc_offset_minutes: lt.offsetMinutes,
    event_timezone: lt.timezone,
    location: e.unlocode,
    location_name: port?.name ?? null,
    facility_name: e.facility_name,
    vessel_imo: e.vessel_imo,
    vessel_name: e.vessel_name,
    voyage: e.voyage,
    mode_of_transport: e.mode_of_transport,
    recorded_at: e.created_at,
    export_at: e.export_at,
    export_id: e.export_id,
  };
}

function positionRow(v: store.VesselPositionExportRow) {
  const { name, ...rest } = v;
  return { ...rest, vessel_name: name };
}

async function oceanExport(a: ExportArgs, ctx: Ctx) {
  const orgId = requireOrg(ctx);
  const secret = ctx.services.config.cursorSecret;
  const w = exportWindow(secret, a, ctx.services.clock.now());
  const [ref, db] = [await ctx.loaders.ref(), ctx.services.db.reads];
  if (a.dataset === 'containers') {
    const rows = await store.containerExportPage(db, orgId, w);
    const predicted = await pagePredictions(rows, ctx);
    return exportPage(secret, a, rows, (c) => containerRow(c, ref, predicted.get(c.id)));
  }
  if (a.dataset === 'vessel_positions')
    return exportPage(secret, a, await store.vesselPositionExportPage(db, orgId, w), positionRow);
  return exportPage(secret, a, await store.eventExportPage(db, orgId, w), (e) => eventRow(e, ref));
}

/** The ocean module's typeDefs and resolvers with the export field added. */
export const withExports = <R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R;
}) => withExportField(base, typeDefs, 'ocean_export', oceanExport);
